//! `hypnosia fit-leaf`: fits hard's leaf to who wins games between medium players.

use crate::ai::eval::PARTS;
use crate::ai::fit::{self, LeafModel};
use crate::ai::HardConfig;

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

/// Runs the command: fits on even games, reports the log-loss on odd ones,
/// then prints the table fitted on all of them.
pub fn run(args: Args) -> Result<(), String> {
    if args.games < 2 {
        return Err("--games must be at least 2 (half are held out)".into());
    }
    let players = usize::from(args.players);
    let weights = HardConfig::for_players(players, 0).weights;
    let samples = fit::self_play(players, args.games, args.seed, &weights);
    let (train, test): (Vec<_>, Vec<_>) = samples
        .iter()
        .cloned()
        .enumerate()
        .partition(|(i, _)| i % 2 == 0);
    let train: Vec<_> = train.into_iter().map(|(_, s)| s).collect();
    let test: Vec<_> = test.into_iter().map(|(_, s)| s).collect();
    let held_out = fit::fit(&train);
    let current = HardConfig::for_players(players, 0).win_model;
    let current = current.map_or(String::new(), |m| {
        format!(", current table {:.4}", fit::log_loss(&m, &test))
    });
    super::emit(&format!(
        "{} positions from {} games; held-out log-loss: fitted {:.4}{current}\n{}",
        samples.len(),
        args.games,
        fit::log_loss(&held_out, &test),
        rust_table(&fit::fit(&samples)),
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
