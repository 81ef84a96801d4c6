//! The arena: many seat-rotated games between two levels, in parallel.
//!
//! Player A takes one seat, player B every other seat; A's seat rotates from
//! game to game so no seat's advantage favours either side. Game `i` depends
//! only on the master seed and `i`, so a run is the same with any number of
//! threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::{Easy, Hard, Level, Medium, Strategy};
use crate::game::{Color, Dice, Game, Player, Variant, ranking};

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct ArenaConfig {
    /// The level of the single seat A.
    pub a: Level,
    /// The level of every other seat.
    pub b: Level,
    /// Players per game, 2..=6.
    pub players: usize,
    /// Number of games.
    pub games: usize,
    /// Master seed: dice and players' seeds derive from it.
    pub seed: u64,
    /// Evaluations per decision for hard players.
    pub hard_budget: u32,
    /// Worker threads (at least 1).
    pub threads: usize,
}

/// Why an arena run cannot start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArenaError {
    #[error("a game needs 2 to 6 players, not {0}")]
    Players(usize),
    #[error("play at least one game")]
    NoGames,
}

/// One finished game, from A's point of view.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameOutcome {
    /// 1 when A alone ranked first, 1/k when k players shared rank 1, else 0.
    pub a_win: f64,
    /// Whether rank 1 was shared (by anyone).
    pub shared_first: bool,
    pub a_score: i16,
    /// Sum of B seats' scores.
    pub b_score_sum: i32,
    /// Turns played.
    pub turns: u32,
}

/// Decision times of one side, in microseconds.
#[derive(Clone, Debug, Default)]
pub struct Timings {
    pub micros: Vec<u32>,
}

impl Timings {
    /// The q-quantile (0..=1) in milliseconds, or 0 with no sample.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.micros.is_empty() {
            return 0.0;
        }
        let mut v = self.micros.clone();
        v.sort_unstable();
        let i = ((v.len() - 1) as f64 * q).round() as usize;
        f64::from(v[i]) / 1000.0
    }

    /// The mean in milliseconds.
    pub fn mean_ms(&self) -> f64 {
        if self.micros.is_empty() {
            return 0.0;
        }
        self.micros.iter().map(|&m| f64::from(m)).sum::<f64>() / self.micros.len() as f64 / 1000.0
    }
}

/// Everything a run produced.
#[derive(Clone, Debug)]
pub struct ArenaReport {
    pub config: ArenaConfig,
    pub outcomes: Vec<GameOutcome>,
    pub a_timings: Timings,
    pub b_timings: Timings,
    pub elapsed: Duration,
}

/// A 95% Wilson score interval for `wins` successes out of `n`.
pub fn wilson(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z = 1.959_964f64;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let center = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// The seats of an `n`-player game, spread around the board.
pub fn seats(n: usize) -> &'static [Color] {
    use Color::*;
    match n {
        2 => &[Red, Cyan],
        3 => &[Red, Green, Blue],
        4 => &[Red, Yellow, Cyan, Blue],
        5 => &[Red, Yellow, Green, Cyan, Blue],
        _ => &[Red, Yellow, Green, Cyan, Blue, Magenta],
    }
}

/// A seed for game `game`, seat `seat` (`u64::MAX` for the dice) from `master`.
pub(crate) fn derive_seed(master: u64, game: u64, seat: u64) -> u64 {
    // SplitMix64 over a combination: distinct, well-mixed streams.
    let mut z = master
        ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ seat.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A player of `level`; hard ones get `hard_budget`.
pub fn make_player(level: Level, seed: u64, hard_budget: u32) -> Box<dyn Strategy + Send> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::new(seed)),
        Level::Hard => Box::new(Hard::with_budget(seed, hard_budget)),
    }
}

/// Plays game number `index` of a run; returns its outcome and the decision
/// times of A and B (microseconds).
pub fn play_game(config: &ArenaConfig, index: usize) -> (GameOutcome, Vec<u32>, Vec<u32>) {
    let colors = seats(config.players);
    let a_seat = index % colors.len();
    let mut strategies: Vec<Box<dyn Strategy + Send>> = colors
        .iter()
        .enumerate()
        .map(|(seat, _)| {
            let level = if seat == a_seat { config.a } else { config.b };
            make_player(
                level,
                derive_seed(config.seed, index as u64, seat as u64),
                config.hard_budget,
            )
        })
        .collect();
    let players = colors
        .iter()
        .enumerate()
        .map(|(seat, &c)| {
            let level = if seat == a_seat { config.a } else { config.b };
            Player::ai(c, format!("AI ({level})"))
        })
        .collect();
    let dice = Dice::from_seed(derive_seed(config.seed, index as u64, u64::MAX));
    let mut game = Game::new(players, Variant::default(), dice).expect("arena seats are valid");
    let (mut a_times, mut b_times) = (Vec::new(), Vec::new());
    while !game.is_over() {
        let color = game.position().to_move();
        let seat = colors
            .iter()
            .position(|&c| c == color)
            .expect("a seated color");
        let started = Instant::now();
        let Some(mv) = strategies[seat].choose(game.position()) else {
            break;
        };
        let micros = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
        if seat == a_seat {
            a_times.push(micros)
        } else {
            b_times.push(micros)
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    let standings = ranking(game.position());
    let firsts = standings.iter().filter(|s| s.rank == 1).count();
    let a_color = colors[a_seat];
    let mut outcome = GameOutcome {
        shared_first: firsts > 1,
        turns: game.position().turns_played(),
        ..GameOutcome::default()
    };
    for s in &standings {
        if s.color == a_color {
            outcome.a_score = s.score;
            if s.rank == 1 {
                outcome.a_win = 1.0 / firsts as f64;
            }
        } else {
            outcome.b_score_sum += i32::from(s.score);
        }
    }
    (outcome, a_times, b_times)
}

/// Game number, outcome, and A's and B's decision times.
type Finished = (usize, GameOutcome, Vec<u32>, Vec<u32>);

/// Plays the whole run on `config.threads` threads.
pub fn run(config: ArenaConfig) -> Result<ArenaReport, ArenaError> {
    if !(2..=6).contains(&config.players) {
        return Err(ArenaError::Players(config.players));
    }
    if config.games == 0 {
        return Err(ArenaError::NoGames);
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Finished>> = Mutex::new(Vec::with_capacity(config.games));
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games {
                        break;
                    }
                    let (outcome, a, b) = play_game(&config, index);
                    results
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .push((index, outcome, a, b));
                }
            });
        }
    });
    let mut results = results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    results.sort_by_key(|r| r.0);
    let mut report = ArenaReport {
        config,
        outcomes: Vec::with_capacity(results.len()),
        a_timings: Timings::default(),
        b_timings: Timings::default(),
        elapsed: started.elapsed(),
    };
    for (_, outcome, a, b) in results {
        report.outcomes.push(outcome);
        report.a_timings.micros.extend(a);
        report.b_timings.micros.extend(b);
    }
    Ok(report)
}

impl ArenaReport {
    /// A's win rate (shared firsts split) with its 95% Wilson interval.
    pub fn a_win_rate(&self) -> (f64, f64, f64) {
        let wins: f64 = self.outcomes.iter().map(|o| o.a_win).sum();
        let n = self.outcomes.len();
        let (lo, hi) = wilson(wins, n);
        (wins / n.max(1) as f64, lo, hi)
    }

    /// The summary printed by `hypnosia arena`.
    pub fn summary(&self) -> String {
        let c = &self.config;
        let n = self.outcomes.len();
        let nf = n.max(1) as f64;
        let b_seats = (c.players - 1) as f64;
        let (rate, lo, hi) = self.a_win_rate();
        let b_wins: f64 = self.outcomes.iter().map(|o| 1.0 - o.a_win).sum();
        let (b_rate, b_lo, b_hi) = (b_wins / nf, wilson(b_wins, n).0, wilson(b_wins, n).1);
        let shared = self.outcomes.iter().filter(|o| o.shared_first).count();
        let a_score = self
            .outcomes
            .iter()
            .map(|o| f64::from(o.a_score))
            .sum::<f64>()
            / nf;
        let b_score = self
            .outcomes
            .iter()
            .map(|o| f64::from(o.b_score_sum))
            .sum::<f64>()
            / nf
            / b_seats;
        let turns = self
            .outcomes
            .iter()
            .map(|o| f64::from(o.turns))
            .sum::<f64>()
            / nf;
        let mut s = String::new();
        s += &format!(
            "{n} games, {} players: A = {} (1 seat), B = {} ({} seat{}), seed {}, hard budget {}\n",
            c.players,
            c.a,
            c.b,
            c.players - 1,
            if c.players > 2 { "s" } else { "" },
            c.seed,
            c.hard_budget
        );
        s += "win = rank 1; a rank 1 shared by k players counts 1/k\n";
        s += &format!(
            "A ({}) wins {:.1}%  [95% CI {:.1}–{:.1}%]\n",
            c.a,
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
        s += &format!(
            "B ({}) wins {:.1}%  [95% CI {:.1}–{:.1}%]{}\n",
            c.b,
            100.0 * b_rate,
            100.0 * b_lo,
            100.0 * b_hi,
            if c.players > 2 {
                format!(
                    " (all B seats together; {:.1}% per seat)",
                    100.0 * b_rate / b_seats
                )
            } else {
                String::new()
            }
        );
        s += &format!("shared rank 1: {shared} games\n");
        s += &format!("average score: A {a_score:.2}, B {b_score:.2} per seat\n");
        s += &format!("average turns per game: {turns:.1}\n");
        for (name, level, t) in [("A", c.a, &self.a_timings), ("B", c.b, &self.b_timings)] {
            s += &format!(
                "decision time {name} ({level}): mean {:.3} ms, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms over {} decisions\n",
                t.mean_ms(),
                t.quantile_ms(0.5),
                t.quantile_ms(0.99),
                t.quantile_ms(1.0),
                t.micros.len()
            );
        }
        s += &format!(
            "wall time {:.1} s on {} threads\n",
            self.elapsed.as_secs_f64(),
            c.threads
        );
        s
    }
}
