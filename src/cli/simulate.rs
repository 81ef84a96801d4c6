//! `hypnosia simulate`: random games, records and a summary.

/// Arguments of `hypnosia simulate`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs the command.
pub fn run(_args: Args) -> Result<(), String> {
    Err("not yet".into())
}
