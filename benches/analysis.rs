//! The win-chance estimate and the analysis of a finished game.
//!
//! Prints, with medians of manual runs (no criterion: the calibration is not
//! a timing):
//! - the calibration table for 2, 4 and 6 players (and the temperature of
//!   least log-loss for every table size, fitted on other games);
//! - the estimate's time per position, before a roll and after it;
//! - the time of the analysis of a 300-turn 6-player game.
//!
//! Knobs: `HYPNOSIA_CALIBRATION_GAMES` (2000), `HYPNOSIA_CALIBRATION_EVERY`
//! (4: every 4th turn sampled), `HYPNOSIA_CALIBRATION_FIT` (0: skip fitting;
//! else games per size for the fit). Run short (`cargo test --benches`, as CI
//! does), it is 20 games per size, 5 games' positions timed and a game of
//! 100 turns analysed, and it fails unless positions were estimated and the
//! game analysed.

use std::hint::black_box;
use std::time::Instant;

use hypnosia::ai::{Level, play_out};
use hypnosia::analysis::calibration::{fit_temperature, gap, simulate, table};
use hypnosia::analysis::{TEMPERATURE, analyse, chances};
use hypnosia::game::{Color, Dice, Game, Phase, Player, Variant};

fn knob(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

pub fn run(short: bool) {
    let games = if short {
        20
    } else {
        knob("HYPNOSIA_CALIBRATION_GAMES", 2000)
    };
    let every = knob("HYPNOSIA_CALIBRATION_EVERY", 4) as u32;
    let fit_games = knob("HYPNOSIA_CALIBRATION_FIT", 0);
    if fit_games > 0 {
        for players in 2..=6 {
            let samples = simulate(players, fit_games, 1_000 + players as u64, every);
            let t = fit_temperature(&samples);
            println!(
                "fit: {players} players, {} positions, temperature {t:.3}",
                samples.len()
            );
        }
    }
    println!(
        "calibration over {games} games of medium players per size, every {every}th turn before and after its roll; temperatures {TEMPERATURE:?}"
    );
    for players in [2usize, 4, 6] {
        let started = Instant::now();
        let samples = simulate(players, games, 77 + players as u64, every);
        assert!(!samples.is_empty(), "{players}-player games have positions");
        let t = TEMPERATURE[players - 2];
        let (bins, loss) = table(&samples, t);
        let (mean, weighted) = gap(&bins, 30);
        println!(
            "\n{players} players: {} positions, log-loss {loss:.4}, mean |gap| {mean:.2} points over bins of ≥ 30 estimates (weighted {weighted:.2}) [{:.1} s]",
            samples.len(),
            started.elapsed().as_secs_f64()
        );
        println!("| estimate | estimates | mean estimate | won |");
        println!("|---|---|---|---|");
        for (k, b) in bins.iter().enumerate() {
            println!(
                "| {}–{}% | {} | {:.1}% | {:.1}% |",
                k * 10,
                k * 10 + 10,
                b.count,
                100.0 * b.estimate,
                100.0 * b.won
            );
        }
    }

    // Time per position: 6-player positions before and after a roll.
    let samples = simulate(6, if short { 5 } else { 40 }, 5, 3);
    for phase in [Phase::Roll, Phase::Move] {
        let positions: Vec<_> = samples
            .iter()
            .filter(|s| s.position.phase() == phase)
            .map(|s| s.position)
            .collect();
        assert!(!positions.is_empty(), "6-player positions, {phase:?} phase");
        let mut runs = Vec::new();
        for _ in 0..15 {
            let started = Instant::now();
            for p in &positions {
                black_box(chances(black_box(p)));
            }
            runs.push(started.elapsed().as_secs_f64() * 1e6 / positions.len() as f64);
        }
        println!(
            "\nestimate, 6 players, {phase:?} phase: median {:.1} µs per position ({} positions, 15 runs)",
            median(runs),
            positions.len()
        );
    }

    // The analysis of a long 6-player game (random moves make long games).
    let least_turns = if short { 100 } else { 300 };
    let colors = [
        Color::Red,
        Color::Yellow,
        Color::Green,
        Color::Cyan,
        Color::Blue,
        Color::Magenta,
    ];
    let mut long = None;
    for seed in 0..200u64 {
        let seated = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
        let mut game = Game::new(seated, Variant::default(), Dice::from_seed(seed)).unwrap();
        play_out(&mut game, Level::Easy, seed).unwrap();
        let turns = game.position().turns_played();
        if turns >= least_turns {
            long = Some((game.record(), turns));
            break;
        }
    }
    let (record, turns) = long.unwrap_or_else(|| panic!("a 6-player game of {least_turns} turns"));
    let mut runs = Vec::new();
    for _ in 0..5 {
        let started = Instant::now();
        let analysis = black_box(analyse(black_box(&record)).unwrap());
        runs.push(started.elapsed().as_secs_f64() * 1e3);
        assert!(
            analysis.points.len() > 1 && analysis.accounts.len() == colors.len(),
            "the analysis has the chances after the start and an account per player"
        );
    }
    println!(
        "\nanalysis of a {turns}-turn 6-player game: median {:.1} ms (5 runs)",
        median(runs)
    );
}
