//! `hypnosia puzzles generate`: puzzles from games between computer players,
//! with the generator's yield and time, and the figures its margin was
//! chosen on.

use std::fmt::Write;
use std::time::Instant;

use crate::ai::Level;
use crate::analysis::errors::Judge;
use crate::game::{Dice, Game, Player, Variant, default_colors};
use crate::puzzles::{Depth, Found, GATE, MARGIN, StoredPuzzle, puzzles_of};

/// `hypnosia puzzles …`.
#[derive(clap::Subcommand, Debug)]
pub enum Command {
    /// Find puzzles in games between computer players; print them, the
    /// yield per 100 games and the time.
    Generate(GenerateArgs),
}

/// Arguments of `hypnosia puzzles generate`.
#[derive(clap::Args, Debug)]
pub struct GenerateArgs {
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Players per game (2 to 6).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// The computer players' level.
    #[arg(long, default_value = "medium")]
    pub level: Level,
    /// Seed for dice and choices: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print every puzzle (game, turn, who, dice, answer, margin).
    #[arg(long)]
    pub list: bool,
    /// Write the puzzles found to this file, one a line, as the set the bot
    /// ships (`assets/puzzles.txt`) reads them.
    #[arg(long)]
    pub write: Option<std::path::PathBuf>,
}

/// Runs the command.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Generate(args) => generate(&args),
    }
}

fn generate(args: &GenerateArgs) -> Result<(), String> {
    let colors = default_colors(args.players as usize);
    let (judge, depth) = (Judge::default(), Depth::deep());
    let started = Instant::now();
    let mut all = Found::default();
    let mut out = String::new();
    for n in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(n));
        let players = colors
            .iter()
            .map(|&c| Player::ai(c, format!("AI ({})", args.level)))
            .collect();
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed))
            .map_err(|e| e.to_string())?;
        crate::ai::play_out(&mut game, args.level, seed).map_err(|e| e.to_string())?;
        let found = puzzles_of(&game.record(), &judge, &depth).map_err(|e| e.to_string())?;
        all.decisions += found.decisions;
        all.searched.extend(found.searched);
        for puzzle in found.puzzles {
            if args.list {
                let answer: Vec<String> = puzzle.answer.iter().map(|m| m.to_string()).collect();
                let _ = writeln!(
                    out,
                    "game {} turn {}: {} rolls {:?}, answer {} (lead {:.1} points)",
                    n + 1,
                    puzzle.turn,
                    puzzle.color,
                    puzzle.position.dice(),
                    answer.join(", "),
                    100.0 * puzzle.margin
                );
            }
            all.puzzles.push(puzzle);
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    if let Some(path) = &args.write {
        let mut set = format!(
            "# hypnosia puzzles generate --games {} --players {} --level {} --seed {}\n\
             # position, the position its answer leads to, its margin (src/core/puzzles/code.rs)\n",
            args.games, args.players, args.level, args.seed
        );
        for puzzle in &all.puzzles {
            set.push_str(&StoredPuzzle::of(puzzle).line());
            set.push('\n');
        }
        std::fs::write(path, set).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let games = f64::from(args.games.max(1));
    let _ = writeln!(
        out,
        "games: {} of {} {} players, {:.0} s ({:.2} s per game)",
        args.games,
        args.players,
        args.level,
        seconds,
        seconds / games
    );
    let _ = writeln!(
        out,
        "decisions: {}, through the sieve (estimate's lead ≥ {:.0} points): {}",
        all.decisions,
        100.0 * GATE,
        all.searched.len()
    );
    let _ = writeln!(
        out,
        "puzzles (deep lead ≥ {:.0} points, hard agrees): {}, {:.1} per 100 games",
        100.0 * MARGIN,
        all.puzzles.len(),
        100.0 * all.puzzles.len() as f64 / games
    );
    let _ = write!(out, "yield per 100 games at other margins:");
    for margin in [0.03, 0.05, 0.10, 0.15, 0.20] {
        let n = all
            .searched
            .iter()
            .filter(|&&(m, agrees)| agrees && m >= margin)
            .count();
        let _ = write!(
            out,
            " {:.0} points {:.1};",
            100.0 * margin,
            100.0 * n as f64 / games
        );
    }
    let agree = all.searched.iter().filter(|s| s.1).count();
    let _ = writeln!(
        out,
        "\nthe hard player chose the deep search's best in {agree} of {} sieved turns",
        all.searched.len()
    );
    super::emit(&out)
}
