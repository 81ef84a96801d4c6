//! `hypnosia arena`: computer players against each other.

use crate::ai::arena::{self, ArenaConfig};
use crate::ai::{DEFAULT_BUDGET, Level};

/// Arguments of `hypnosia arena`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Level of player A (one seat).
    #[arg(long, default_value = "hard")]
    pub a: Level,
    /// Level of player B (every other seat).
    #[arg(long, default_value = "medium")]
    pub b: Level,
    /// Players per game (2..6); A takes one seat, B the others.
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Number of games (A's seat rotates from game to game).
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Master seed: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions a hard player evaluates per decision.
    #[arg(long, default_value_t = DEFAULT_BUDGET)]
    pub budget: u32,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let report = arena::run(ArenaConfig {
        a: args.a,
        b: args.b,
        players: args.players,
        games: args.games,
        seed: args.seed,
        hard_budget: args.budget,
        threads,
    })
    .map_err(|e| e.to_string())?;
    super::emit(&report.summary())
}
