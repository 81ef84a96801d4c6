//! The `hypnosia` binary: the Discord bot by default, plus developer commands.

use clap::{Parser, Subcommand};
use hypnosia::cli;

#[derive(Parser, Debug)]
#[command(name = "hypnosia", version, about = "Hypnosia for Discord: the bot and its tools")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play games between computer players and summarise them.
    Simulate(cli::simulate::Args),
    /// Draw a position of a game record as PNG.
    Render(cli::render::Args),
    /// Pit computer players against each other.
    Arena(cli::arena::Args),
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Simulate(args)) => cli::simulate::run(args),
        Some(Command::Render(args)) => cli::render::run(args),
        Some(Command::Arena(args)) => cli::arena::run(args),
        None => Err("the Discord bot is not built yet; try `hypnosia simulate --help`".into()),
    };
    if let Err(message) = result {
        eprintln!("hypnosia: {message}");
        std::process::exit(1);
    }
}
