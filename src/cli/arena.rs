//! `hypnosia arena`: computer players against each other (arrives with the AI).

/// Arguments of `hypnosia arena`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs the command.
pub fn run(_args: Args) -> Result<(), String> {
    Err("the computer players are not built yet".into())
}
