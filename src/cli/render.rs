//! `hypnosia render`: draw a position of a record to PNG (arrives with the renderer).
use std::path::PathBuf;

/// Arguments of `hypnosia render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game record (hypnosia-record/1 JSON).
    #[arg(long)]
    pub record: PathBuf,
    /// Draw the position after this many turns (default: the last position).
    #[arg(long)]
    pub turn: Option<usize>,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

/// Runs the command.
pub fn run(_args: Args) -> Result<(), String> {
    Err("the renderer is not built yet".into())
}
