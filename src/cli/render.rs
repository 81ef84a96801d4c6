//! `hypnosia render`: draw a position of a game record as PNG.
use std::path::PathBuf;

use crate::game::Record;
use crate::render::{self, View};

/// Arguments of `hypnosia render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game record (hypnosia-record/1 JSON).
    #[arg(long)]
    pub record: PathBuf,
    /// Draw the position after this many turns (default: the last position).
    /// Counts turn entries of the record; the next player's recorded roll is shown.
    #[arg(long)]
    pub turn: Option<usize>,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
    /// Leave out the markers on legal destinations.
    #[arg(long)]
    pub no_markers: bool,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let json = std::fs::read_to_string(&args.record)
        .map_err(|e| format!("cannot read {}: {e}", args.record.display()))?;
    let record = Record::from_json(&json)
        .map_err(|e| format!("{}: not a game record: {e}", args.record.display()))?;
    let total = render::turn_count(&record);
    let turns = args.turn.unwrap_or(total);
    if turns > total {
        return Err(format!("--turn {turns}: the record has only {total} turns"));
    }
    let game = render::game_after_turns(&record, turns)
        .map_err(|e| format!("{}: {e}", args.record.display()))?;
    let view = View {
        markers: !args.no_markers,
        ..View::default()
    };
    let png = render::render(&game, &view);
    std::fs::write(&args.out, &png)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    super::emit(&format!(
        "{}: turn {turns} of {total}, {} bytes\n",
        args.out.display(),
        png.len()
    ))
}
