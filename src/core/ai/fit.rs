//! Fitting hard's leaf: how much each part of a player's worth says about
//! who finishes first.
//!
//! Medium plays itself; before every roll, each player's [`worth_parts`] and
//! who finished first are recorded. For each number of free center places, a
//! softmax over the players of a weighted sum of their parts is fitted by
//! maximum likelihood (Newton's method with a little ridge). The tables in
//! [`super::hard`] are what `hypnosia fit-leaf` prints.
//!
//! A fitted table predicts the winner better than one scale on the summed
//! worth because the parts do not count alike: with four players, a capture
//! one threatens is worth far less than a capture one risks, as the other
//! players may take the pawn first or the capture may never happen.

use super::arena::{derive_seed, seats};
use super::eval::{PARTS, Weights, worth_parts};
use super::{Medium, Strategy};
use crate::game::{Dice, Game, Phase, Player, Position, Variant, ranking};

/// Per free center places (index free − 1), the weight of each worth part in
/// a player's logit.
pub type LeafModel = [[f32; PARTS]; 5];

/// One position: every seated player's parts and share of rank 1 at the end.
#[derive(Clone, Debug)]
pub struct Sample {
    parts: Vec<[f32; PARTS]>,
    first: Vec<f32>,
    free: usize,
    game: usize,
}

impl Sample {
    /// A sample of given parts (one row per seated player), `free` players
    /// still in play, from game number `game`, which ended with `first`.
    // Public for the tests of `tests/ai/fit.rs`, which draw winners from a known model.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn from_parts(
        parts: Vec<[f32; PARTS]>,
        first: Vec<f32>,
        free: usize,
        game: usize,
    ) -> Sample {
        Sample {
            parts,
            first,
            free,
            game,
        }
    }

    /// A sample of `position` from game number `game`, which ended with
    /// `first` (each seated player's share of rank 1, in the order of
    /// `position.players()`).
    pub fn new(position: &Position, weights: &Weights, first: Vec<f32>, game: usize) -> Sample {
        let all = worth_parts(position, weights);
        Sample {
            parts: position.players().map(|c| all[c.index()]).collect(),
            first,
            free: free_places(position),
            game,
        }
    }

    /// The number of the game the position comes from: positions of one game
    /// are alike, so a held-out set must hold out whole games.
    pub fn game(&self) -> usize {
        self.game
    }
}

/// Free center places, 1 to 5 (a full center counts as one: the game is over).
pub fn free_places(position: &Position) -> usize {
    5usize
        .saturating_sub(usize::from(position.center_taken()))
        .clamp(1, 5)
}

/// The position before every roll of `games` games of `players` medium
/// players, with who finished first; the parts are measured with `weights`.
pub fn self_play(players: usize, games: usize, seed: u64, weights: &Weights) -> Vec<Sample> {
    let colors = seats(players);
    let mut samples = Vec::new();
    for game in 0..games {
        let game_seed = derive_seed(seed, game as u64, 0);
        let mut strategies: Vec<Medium> = (0..colors.len())
            .map(|seat| Medium::new(derive_seed(game_seed, seat as u64, 1)))
            .collect();
        let seated = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
        let dice = Dice::from_seed(derive_seed(game_seed, 0, 2));
        let Ok(start) = Game::new(seated, Variant::default(), dice) else {
            continue;
        };
        let mut dice = Dice::from_seed(derive_seed(game_seed, 0, 3));
        let mut position = *start.position();
        let mut before_rolls = Vec::new();
        while !position.is_over() {
            if position.phase() == Phase::Roll {
                before_rolls.push(position);
                if position.roll(dice.roll()).is_err() {
                    break;
                }
                continue;
            }
            let seat = colors.iter().position(|&c| c == position.to_move());
            let chosen = seat.and_then(|s| strategies[s].choose(&position));
            match chosen {
                Some(mv) if position.play(mv).is_ok() => {}
                _ => break,
            }
        }
        let standings = ranking(&position);
        let firsts = standings.iter().filter(|s| s.rank == 1).count().max(1) as f32;
        let first: Vec<f32> = position
            .players()
            .map(|c| {
                let won = standings.iter().any(|s| s.rank == 1 && s.color == c);
                if won { 1.0 / firsts } else { 0.0 }
            })
            .collect();
        for p in &before_rolls {
            samples.push(Sample::new(p, weights, first.clone(), game));
        }
    }
    samples
}

/// Each player's chance of rank 1 under the weights `beta`.
// Public for the tests of `tests/ai/fit.rs`.
#[doc(hidden)]
pub fn chances(beta: &[f64; PARTS], parts: &[[f32; PARTS]]) -> Vec<f64> {
    let logits: Vec<f64> = parts
        .iter()
        .map(|x| x.iter().zip(beta).map(|(&a, b)| f64::from(a) * b).sum())
        .collect();
    let top = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exp: Vec<f64> = logits.iter().map(|l| (l - top).exp()).collect();
    let total: f64 = exp.iter().sum();
    exp.into_iter().map(|e| e / total).collect()
}

/// Mean log-loss of `model` on `samples` (lower is better).
pub fn log_loss(model: &LeafModel, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let beta = model[s.free - 1].map(f64::from);
            let p = chances(&beta, &s.parts);
            p.iter()
                .zip(&s.first)
                .filter(|&(_, &y)| y > 0.0)
                .map(|(p, &y)| -f64::from(y) * p.max(1e-12).ln())
                .sum::<f64>()
        })
        .sum();
    total / samples.len() as f64
}

/// The model of largest likelihood on `samples`, stage by stage (a stage
/// without samples keeps all-zero weights: every player alike).
pub fn fit(samples: &[Sample]) -> LeafModel {
    let mut model = [[0.0; PARTS]; 5];
    for (stage, row) in model.iter_mut().enumerate() {
        let mine: Vec<&Sample> = samples.iter().filter(|s| s.free == stage + 1).collect();
        if !mine.is_empty() {
            *row = newton(&mine).map(|b| b as f32);
        }
    }
    model
}

/// Softmax regression by Newton's method; the ridge keeps the parts that do
/// not tell players apart (or always move together) at sane values.
fn newton(samples: &[&Sample]) -> [f64; PARTS] {
    let mut beta = [0.0f64; PARTS];
    let ridge = 1e-3 * samples.len() as f64;
    for _ in 0..12 {
        let mut gradient = [0.0f64; PARTS];
        let mut hessian = [[0.0f64; PARTS]; PARTS];
        for s in samples {
            let p = chances(&beta, &s.parts);
            let mut mean = [0.0f64; PARTS];
            for ((x, &pi), &yi) in s.parts.iter().zip(&p).zip(&s.first) {
                for k in 0..PARTS {
                    let xk = f64::from(x[k]);
                    mean[k] += pi * xk;
                    gradient[k] += (pi - f64::from(yi)) * xk;
                    for l in 0..PARTS {
                        hessian[k][l] += pi * xk * f64::from(x[l]);
                    }
                }
            }
            for k in 0..PARTS {
                for l in 0..PARTS {
                    hessian[k][l] -= mean[k] * mean[l];
                }
            }
        }
        for k in 0..PARTS {
            hessian[k][k] += ridge;
            gradient[k] += ridge * beta[k];
        }
        let step = solve(hessian, gradient);
        for (b, s) in beta.iter_mut().zip(step) {
            *b -= s;
        }
    }
    beta
}

/// `a x = b` by Gaussian elimination with partial pivoting (`a` is positive
/// definite here, thanks to the ridge).
fn solve(mut a: [[f64; PARTS]; PARTS], mut b: [f64; PARTS]) -> [f64; PARTS] {
    for i in 0..PARTS {
        let pivot = (i..PARTS)
            .max_by(|&r, &s| a[r][i].abs().total_cmp(&a[s][i].abs()))
            .unwrap_or(i);
        a.swap(i, pivot);
        b.swap(i, pivot);
        let (pivot_row, pivot_rhs) = (a[i], b[i]);
        if pivot_row[i] == 0.0 {
            continue;
        }
        for (r, (row, rhs)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            if r != i {
                let k = row[i] / pivot_row[i];
                for (x, p) in row.iter_mut().zip(pivot_row) {
                    *x -= k * p;
                }
                *rhs -= k * pivot_rhs;
            }
        }
    }
    std::array::from_fn(|i| if a[i][i] == 0.0 { 0.0 } else { b[i] / a[i][i] })
}
