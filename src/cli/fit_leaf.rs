//! `hypnosia fit-leaf`: fits hard's leaf to who wins games between medium players.

use crate::ai::HardConfig;
use crate::ai::eval::PARTS;
use crate::ai::fit::{self, LeafModel};

/// Arguments of `hypnosia fit-leaf`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Players per game (2..6).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// Games of medium against medium to learn from (half are held out).
    #[arg(long, default_value_t = 12_000)]
    pub games: usize,
    /// Master seed: the same seed fits the same table.
    #[arg(long, default_value_t = 5)]
    pub seed: u64,
}

/// Runs the command: prints the log-loss on odd games of a table fitted on
/// even ones (and of the table in use), then the table fitted on all games.
pub fn run(args: Args) -> Result<(), String> {
    if args.games < 2 {
        return Err("--games must be at least 2 (half are held out)".into());
    }
    let players = usize::from(args.players);
    let config = HardConfig::for_players(players, 0);
    let samples = fit::self_play(players, args.games, args.seed, &config.weights);
    let positions = samples.len();
    let table = rust_table(&fit::fit(&samples));
    let (train, test): (Vec<_>, Vec<_>) = samples.into_iter().partition(|s| s.game() % 2 == 0);
    let fitted = fit::log_loss(&fit::fit(&train), &test);
    let current = config.win_model.map_or(String::new(), |m| {
        format!(", current table {:.4}", fit::log_loss(&m, &test))
    });
    super::emit(&format!(
        "{positions} positions from {} games; held-out log-loss: fitted {fitted:.4}{current}\n{table}",
        args.games,
    ))
}

/// The table as a Rust constant, rows by free center places.
fn rust_table(model: &LeafModel) -> String {
    let mut out =
        format!("[\n    // score, race, risk, credit, active, lane, center, wait ({PARTS})\n");
    for (stage, row) in model.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|b| format!("{b:.3}")).collect();
        out += &format!("    [{}], // {} free\n", cells.join(", "), stage + 1);
    }
    out + "]\n"
}
