//! Medium: the best whole turn by the heuristic of [`super::eval`].
//!
//! Tries every way to play both dice (both orders), scores each end-of-turn
//! position and plays the first move of the best. About a hundred evaluations
//! per decision: fast enough to serve as the opponent model inside hard.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::Strategy;
use super::eval::{Weights, evaluate};
use super::plan::{Plan, turn_plans};
use crate::game::{Move, Position};

/// Greedy over the whole turn.
#[derive(Clone, Debug)]
pub struct Medium {
    rng: ChaCha8Rng,
    weights: Weights,
    plans: Vec<Plan>,
}

impl Medium {
    /// A medium player; `seed` only breaks ties between equally good moves.
    pub fn new(seed: u64) -> Medium {
        Medium::with_weights(seed, Weights::default())
    }

    /// A medium player with its own heuristic weights (for tuning).
    pub fn with_weights(seed: u64, weights: Weights) -> Medium {
        Medium {
            rng: ChaCha8Rng::seed_from_u64(seed),
            weights,
            plans: Vec::with_capacity(128),
        }
    }
}

/// The index of the best of `plans` for the player to move in `position`,
/// ties broken by `rng`.
pub(crate) fn best_plan(
    position: &Position,
    plans: &[Plan],
    weights: &Weights,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let me = position.to_move();
    let mut best = f32::NEG_INFINITY;
    let mut ties = 0u32;
    let mut chosen = None;
    for (i, plan) in plans.iter().enumerate() {
        let value = evaluate(&plan.after, me, weights);
        if value > best + 1e-5 {
            best = value;
            ties = 1;
            chosen = Some(i);
        } else if (value - best).abs() <= 1e-5 {
            // Reservoir sampling keeps every tied plan equally likely.
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                chosen = Some(i);
            }
        }
    }
    chosen
}

impl Strategy for Medium {
    fn choose(&mut self, position: &Position) -> Option<Move> {
        let moves = position.legal_moves();
        match moves.len() {
            0 => return None,
            1 => return Some(moves[0]),
            _ => {}
        }
        turn_plans(position, &mut self.plans);
        best_plan(position, &self.plans, &self.weights, &mut self.rng).map(|i| self.plans[i].first)
    }
}
