//! The `hypnosia` binary: the Discord bot by default, plus developer commands.

use clap::{Parser, Subcommand};

/// mimalloc rather than glibc's malloc: at 2 000 running games the bot spent about 15 % of its CPU
/// in glibc's malloc and free (their consolidation of freed chunks above all), and a person's turn
/// came back 12.4 s against 8.8 s with mimalloc, for 336 against 564 MiB at the peak
/// (`benches/README.md`, "The allocator").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use hypnosia::cli;
use hypnosia::config;

#[derive(Parser, Debug)]
#[command(
    name = "hypnosia",
    version,
    about = "Hypnosia for Discord: the bot and its tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Bot settings (used when no subcommand is given).
    #[command(flatten)]
    bot: config::BotArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play games between computer players and summarise them.
    Simulate(cli::simulate::Args),
    /// Play whole tournaments of computer players and measure their seating.
    SimulateTournament(cli::simulate_tournament::Args),
    /// Draw a position of a game record as PNG.
    Render(cli::render::Args),
    /// Pit computer players against each other.
    Arena(cli::arena::Args),
    /// The error rates of the computer players' levels (the figures behind
    /// the marks' thresholds).
    ErrorRates(cli::error_rates::Args),
    /// Puzzles from games between computer players.
    #[command(subcommand)]
    Puzzles(cli::puzzles::Command),
    /// Fit hard's win-chance leaf to games between medium players.
    FitLeaf(cli::fit_leaf::Args),
    /// Copy every lobby, game, result, rating and setting into a new, empty
    /// database (e.g. from SQLite to PostgreSQL).
    MigrateDb(cli::migrate_db::Args),
}

fn main() {
    config::limit_malloc_arenas();
    // `.env` first, so that its values back the flags' environment fallbacks.
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Simulate(args)) => cli::simulate::run(args),
        Some(Command::SimulateTournament(args)) => cli::simulate_tournament::run(args),
        Some(Command::Render(args)) => cli::render::run(args),
        Some(Command::Arena(args)) => cli::arena::run(args),
        Some(Command::ErrorRates(args)) => cli::error_rates::run(args),
        Some(Command::Puzzles(command)) => cli::puzzles::run(command),
        Some(Command::FitLeaf(args)) => cli::fit_leaf::run(args),
        Some(Command::MigrateDb(args)) => cli::migrate_db::run(args),
        None => run_bot(cli.bot),
    };
    if let Err(message) = result {
        eprintln!("hypnosia: {message}");
        std::process::exit(1);
    }
}

/// The bot: configuration, logging (`RUST_LOG`), then serve until stopped.
fn run_bot(args: config::BotArgs) -> Result<(), String> {
    let config = config::Config::from_args(args).map_err(|e| e.to_string())?;
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "hypnosia=info,serenity=warn,poise=warn".into()),
        )
        .init();
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start tokio: {e}"))?;
    let result = runtime.block_on(hypnosia::discord::bot::run(config));
    // What is left (a shard still reconnecting, a drawing) does not hold up the
    // exit, which a plain drop of the runtime would wait for.
    runtime.shutdown_timeout(std::time::Duration::from_millis(300));
    result
}
