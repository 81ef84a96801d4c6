//! Hard: medium's best turns, re-scored by rollouts of the next few turns.
//!
//! Every way to play this turn is scored by the heuristic, and the best few
//! (the candidates) are searched deeper: from each, the next turns are played
//! out the way medium plays (see [`super::rollout`]) and the end position is
//! scored. The first roll after ours goes through all 21 distinct rolls,
//! weighted 1/36 or 2/36, so the next player's real replies (captures,
//! escapes) are counted exactly as a one-ply expectimax would; later rolls are
//! sampled. Every candidate sees the same dice, so the comparison is fair.
//!
//! The budget counts positions evaluated, not time: a decision is the same on
//! any machine, so games replay. Rounds of 21 rollouts per candidate run until
//! the budget is spent (at least one). A wall-clock cap only guards against a
//! pathological case.
//!
//! A turn is chosen whole: the second move of the chosen turn is remembered
//! and played without a second search, which halves the time per turn and
//! keeps the two moves consistent.

use std::time::{Duration, Instant};

use rand::{Rng, RngCore};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::eval::{evaluate, Weights};
use super::plan::{turn_plans, Plan};
pub use super::rollout::Leaf;
use super::rollout::Rollouts;
use super::Strategy;
use crate::game::{Move, Phase, Position};

/// Evaluations per decision by default.
pub const DEFAULT_BUDGET: u32 = 24_000;

/// Safety net only: a decision never takes longer than this, whatever the budget.
const WALL_CLOCK_CAP: Duration = Duration::from_millis(1_000);

/// The 21 distinct rolls and how many of the 36 ordered rolls each stands for.
const ROLLS: [([u8; 2], f32); 21] = {
    let mut out = [([0u8; 2], 0f32); 21];
    let mut i = 0;
    let mut a = 1u8;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[i] = ([a, b], if a == b { 1.0 } else { 2.0 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// How hard searches (public for tuning and tests).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardConfig {
    /// Positions evaluated per decision (rounds stop once it is spent).
    pub budget: u32,
    /// Candidate turns searched, best first by the heuristic.
    pub candidates: usize,
    /// Turns played out after ours in every rollout.
    pub horizon: u32,
    /// How a rollout's end is scored.
    pub leaf: Leaf,
    /// Weights of the heuristic that scores rollout ends.
    pub weights: Weights,
}

impl Default for HardConfig {
    fn default() -> Self {
        HardConfig {
            budget: DEFAULT_BUDGET,
            candidates: 6,
            horizon: 3,
            leaf: Leaf::Win { scale: 3.0 },
            weights: Weights::default(),
        }
    }
}

/// Rollout search over the best few whole turns.
#[derive(Clone, Debug)]
pub struct Hard {
    rng: ChaCha8Rng,
    config: HardConfig,
    /// Medium's weights: the model of how everyone plays in a rollout.
    policy: Weights,
    plans: Vec<Plan>,
    /// The position after the first move of the chosen turn, and its second move.
    pending: Option<(Position, Move)>,
}

impl Hard {
    /// A hard player with the default budget; `seed` fixes its choices.
    pub fn new(seed: u64) -> Hard {
        Hard::with_config(seed, HardConfig::default())
    }

    /// A hard player that evaluates about `budget` positions per decision.
    pub fn with_budget(seed: u64, budget: u32) -> Hard {
        Hard::with_config(
            seed,
            HardConfig {
                budget,
                ..HardConfig::default()
            },
        )
    }

    /// A hard player searching as `config` says.
    pub fn with_config(seed: u64, config: HardConfig) -> Hard {
        Hard {
            rng: ChaCha8Rng::seed_from_u64(seed),
            config,
            policy: Weights::default(),
            plans: Vec::with_capacity(128),
            pending: None,
        }
    }

    /// The index in `self.plans` of the turn to play.
    fn search(&mut self, position: &Position) -> Option<usize> {
        let started = Instant::now();
        let me = position.to_move();
        let mut order: Vec<(f32, usize)> = self
            .plans
            .iter()
            .enumerate()
            .map(|(i, p)| (evaluate(&p.after, me, &self.policy), i))
            .collect();
        order.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        order.truncate(self.config.candidates.max(1));
        if order.len() == 1 {
            return Some(order[0].1);
        }
        let decision_seed = self.rng.next_u64();
        let mut rollouts = Rollouts {
            policy: &self.policy,
            judge: &self.config.weights,
            leaf: self.config.leaf,
            horizon: self.config.horizon,
            plans: Vec::with_capacity(128),
            spent: 0,
        };
        let mut totals = vec![0.0f32; order.len()];
        let mut round = 0u64;
        loop {
            for (total, &(_, i)) in totals.iter_mut().zip(&order) {
                let after = self.plans[i].after;
                for (r, &(dice, weight)) in ROLLS.iter().enumerate() {
                    let seed = mix(decision_seed, round * 21 + r as u64);
                    *total += weight * rollouts.run(&after, me, dice, seed);
                }
            }
            round += 1;
            if rollouts.spent >= self.config.budget || started.elapsed() > WALL_CLOCK_CAP {
                break;
            }
        }
        let best = totals.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let ties: Vec<usize> = order
            .iter()
            .zip(&totals)
            .filter(|(_, &t)| (best - t).abs() <= 1e-4 * best.abs().max(1.0))
            .map(|(&(_, i), _)| i)
            .collect();
        Some(ties[self.rng.random_range(0..ties.len())])
    }
}

/// A well-mixed seed for rollout `n` of a decision (SplitMix64).
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Strategy for Hard {
    fn choose(&mut self, position: &Position) -> Option<Move> {
        let moves = position.legal_moves();
        if let Some((expected, second)) = self.pending.take() {
            if expected == *position && moves.contains(&second) {
                return Some(second);
            }
        }
        match moves.len() {
            0 => return None,
            1 => return Some(moves[0]),
            _ => {}
        }
        turn_plans(position, &mut self.plans);
        let chosen = self.search(position)?;
        let plan = self.plans[chosen];
        let mut one = *position;
        if one.play(plan.first).is_ok()
            && one.phase() == Phase::Move
            && one.to_move() == position.to_move()
        {
            // Find the second move that completes the chosen turn.
            self.pending = one.legal_moves().iter().find_map(|&second| {
                let mut two = one;
                (two.play(second).is_ok() && two == plan.after).then_some((one, second))
            });
        }
        Some(plan.first)
    }
}
