//! `hypnosia error-rates`: the error rates of the computer players' levels,
//! the figures the marks' thresholds and the accuracy's scale were chosen on.
//!
//! Each game seats the three levels (easy, medium, hard) and more seats
//! cycling through them, the seats rotating from game to game; every
//! player's decisions are judged ([`crate::analysis::errors`](mod@crate::analysis::errors)).

use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use crate::ai::Level;
use crate::analysis::errors::{Judge, Mark, errors};
use crate::game::{Color, Dice, Game, Player, Variant, default_colors};

/// Arguments of `hypnosia error-rates`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 500)]
    pub games: u32,
    /// Players per game (2 to 6), their levels cycling easy, medium, hard.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// Seed for dice and choices: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions the judging hard player evaluates per decision.
    #[arg(long, default_value_t = crate::ai::DEFAULT_BUDGET)]
    pub budget: u32,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// One player's game: its level, error rate and decisions' losses.
struct Sample {
    level: Level,
    error_rate: f32,
    losses: Vec<f32>,
}

/// Plays game `n` and judges every seat.
fn one_game(args: &Args, n: u32) -> Result<Vec<Sample>, String> {
    let colors = default_colors(args.players as usize);
    let seed = args.seed.wrapping_add(u64::from(n));
    let level_of = |k: usize| Level::ALL[(k + n as usize) % Level::ALL.len()];
    let players = colors
        .iter()
        .enumerate()
        .map(|(k, &c)| Player::ai(c, format!("AI ({})", level_of(k))))
        .collect();
    let mut game =
        Game::new(players, Variant::default(), Dice::from_seed(seed)).map_err(|e| e.to_string())?;
    let mut strategies: Vec<_> = (0..colors.len())
        .map(|k| level_of(k).strategy(seed ^ (k as u64 + 1).wrapping_mul(0x9E37_79B9)))
        .collect();
    let seat = |c: Color| colors.iter().position(|&x| x == c).unwrap_or(0);
    while let Some(color) = game.to_move() {
        let Some(mv) = strategies[seat(color)].choose(game.position()) else {
            break;
        };
        game.play(mv).map_err(|e| e.to_string())?;
    }
    let judge = Judge {
        budget: args.budget,
        ..Judge::default()
    };
    let judged = errors(&game.record(), &judge, |_| true).map_err(|e| e.to_string())?;
    Ok(colors
        .iter()
        .enumerate()
        .filter_map(|(k, &c)| {
            let rate = judged.of(c)?.error_rate()?;
            Some(Sample {
                level: level_of(k),
                error_rate: rate,
                losses: judged
                    .decisions
                    .iter()
                    .filter(|d| d.color == c)
                    .map(|d| d.loss)
                    .collect(),
            })
        })
        .collect())
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    if args.games == 0 {
        return Err("play at least one game".into());
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let started = Instant::now();
    let next = AtomicU32::new(0);
    let samples = Mutex::new(Vec::new());
    let failed = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= args.games {
                        break;
                    }
                    match one_game(&args, n) {
                        Ok(s) => samples.lock().unwrap_or_else(|e| e.into_inner()).extend(s),
                        Err(e) => *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(e),
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let samples = samples.into_inner().unwrap_or_else(|e| e.into_inner());
    let seconds = started.elapsed().as_secs_f64();
    super::emit(&report(&args, &samples, seconds))
}

/// The q-quantile (0..=1) of sorted `values` (nearest rank), 0 when empty.
fn quantile(sorted: &[f32], q: f64) -> f32 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn report(args: &Args, samples: &[Sample], seconds: f64) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "games: {} of {} players (levels cycling easy, medium, hard; seats rotated), judge budget {}, {:.0} s",
        args.games, args.players, args.budget, seconds
    );
    let _ = writeln!(
        out,
        "error rate: points of chance lost per decision; accuracy = 100·exp(−rate/{})",
        crate::analysis::errors::ACCURACY_SCALE
    );
    let _ = writeln!(
        out,
        "level   players decisions  rate p25 median   p75  accuracy median  inaccuracy mistake blunder (share of decisions)"
    );
    for level in Level::ALL {
        let mine: Vec<&Sample> = samples.iter().filter(|s| s.level == level).collect();
        let mut rates: Vec<f32> = mine.iter().map(|s| s.error_rate).collect();
        rates.sort_by(f32::total_cmp);
        let losses: Vec<f32> = mine.iter().flat_map(|s| s.losses.iter().copied()).collect();
        let share = |mark: Mark| {
            let n = losses
                .iter()
                .filter(|&&l| Mark::of(l) == Some(mark))
                .count();
            100.0 * n as f64 / losses.len().max(1) as f64
        };
        let median = quantile(&rates, 0.5);
        let _ = writeln!(
            out,
            "{:<7} {:>7} {:>9}  {:>8.2} {:>6.2} {:>5.2}  {:>15.1}  {:>9.1}% {:>6.1}% {:>6.1}%",
            level.to_string(),
            mine.len(),
            losses.len(),
            quantile(&rates, 0.25),
            median,
            quantile(&rates, 0.75),
            crate::analysis::accuracy(median),
            share(Mark::Inaccuracy),
            share(Mark::Mistake),
            share(Mark::Blunder),
        );
    }
    let _ = writeln!(
        out,
        "loss per decision, points of chance: level  p50  p75  p90  p95  p99 (share of decisions with no loss)"
    );
    let cuts = [1.0, 2.0, 3.0, 5.0, 7.0, 10.0, 15.0, 20.0];
    for level in Level::ALL {
        let mut losses: Vec<f32> = samples
            .iter()
            .filter(|s| s.level == level)
            .flat_map(|s| s.losses.iter().map(|l| l * 100.0))
            .collect();
        losses.sort_by(f32::total_cmp);
        let zero = losses.iter().filter(|&&l| l <= 0.0).count();
        let _ = write!(out, "  {:<7}", level.to_string());
        for q in [0.5, 0.75, 0.9, 0.95, 0.99] {
            let _ = write!(out, " {:>5.2}", quantile(&losses, q));
        }
        let share = |n: usize| 100.0 * n as f64 / losses.len().max(1) as f64;
        let _ = write!(out, "  ({:.0}%); losing at least", share(zero));
        for cut in cuts {
            let n = losses.iter().filter(|&&l| l >= cut).count();
            let _ = write!(out, " {cut}: {:.1}%", share(n));
        }
        let _ = writeln!(out);
    }
    out
}
