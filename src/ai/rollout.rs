//! Truncated rollouts: a few turns played by medium for every player, with
//! dice fixed by a seed, then the position is scored for one player.
//!
//! Medium is the opponent hard is measured against and plays by a fixed rule,
//! so playing the next turns the way medium would is a faithful model of what
//! the opponents will do; what it cannot model (their tie-breaks) is rare.
//! Hard replays the same dice for every candidate turn (common random numbers):
//! the candidates then differ only by what the candidate changed, not by luck,
//! so a few dozen rollouts rank them reliably.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::eval::{evaluate, relative, worths, Weights};
use super::plan::{turn_plans, Plan};
use crate::game::{ranking, roll_die, Color, Phase, Position};

/// How the end of a rollout is scored.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Leaf {
    /// The heuristic's points: `me` against the blend of opponents.
    Points,
    /// A win chance: a logistic of `me`'s expected points minus the best
    /// opponent's, `scale` points for a factor e in the odds; a finished game
    /// counts its real rank 1 (shared by k: 1/k). Ranking first is the goal,
    /// and the logistic makes a sure small lead worth more than a gamble.
    Win { scale: f32 },
}

/// What a rollout needs, shared by all rollouts of a decision.
pub(crate) struct Rollouts<'a> {
    /// The weights every player in the rollout picks its turns with (medium's).
    pub policy: &'a Weights,
    /// The weights the end position is scored with (hard's).
    pub judge: &'a Weights,
    pub leaf: Leaf,
    /// Turns played after the candidate, the first with a given roll.
    pub horizon: u32,
    /// Scratch space for the turn plans.
    pub plans: Vec<Plan>,
    /// Positions evaluated so far (the budget's unit).
    pub spent: u32,
}

impl Rollouts<'_> {
    /// Plays `horizon` turns from `start` (waiting for a roll): the first
    /// roll is `first`, the next ones come from `seed`; every mover plays
    /// medium's best whole turn. Returns the end position's value for `me`.
    pub fn run(&mut self, start: &Position, me: Color, first: [u8; 2], seed: u64) -> f32 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut p = *start;
        for turn in 0..self.horizon {
            if p.phase() != Phase::Roll {
                break;
            }
            let dice = if turn == 0 {
                first
            } else {
                [roll_die(&mut rng), roll_die(&mut rng)]
            };
            if p.roll(dice).is_err() {
                break;
            }
            if p.phase() != Phase::Move {
                // No legal move: the dice are lost and play moved on.
                continue;
            }
            let mover = p.to_move();
            turn_plans(&p, &mut self.plans);
            self.spent += self.plans.len() as u32;
            // Medium's choice, ties to the first found: deterministic, and a
            // tie changes nothing the evaluation can see.
            let mut best = f32::NEG_INFINITY;
            let mut chosen = None;
            for (i, plan) in self.plans.iter().enumerate() {
                let v = evaluate(&plan.after, mover, self.policy);
                if v > best {
                    best = v;
                    chosen = Some(i);
                }
            }
            match chosen {
                Some(i) => p = self.plans[i].after,
                None => break,
            }
        }
        self.spent += 1;
        self.leaf_value(&p, me)
    }

    /// The value for `me` of the position a rollout ended in.
    pub fn leaf_value(&self, p: &Position, me: Color) -> f32 {
        match self.leaf {
            Leaf::Points => evaluate(p, me, self.judge),
            Leaf::Win { scale } => {
                if p.is_over() {
                    return win_share(p, me);
                }
                let worth = worths(p, self.judge);
                let mine = worth[me.index()];
                let best = p
                    .players()
                    .filter(|&c| c != me && p.in_game(c))
                    .map(|c| worth[c.index()])
                    .fold(f32::NEG_INFINITY, f32::max);
                if best == f32::NEG_INFINITY {
                    return 1.0;
                }
                // A small share of the blended heuristic breaks ties between
                // positions that are equally won or lost by the logistic.
                let tiebreak = 1e-3 * relative(p, &worth, me, self.judge);
                1.0 / (1.0 + (-(mine - best) / scale).exp()) + tiebreak
            }
        }
    }
}

/// `me`'s share of rank 1 in a finished game: 1, 1/k if k tie, else 0.
fn win_share(p: &Position, me: Color) -> f32 {
    let standings = ranking(p);
    let firsts = standings.iter().filter(|s| s.rank == 1).count();
    if standings.iter().any(|s| s.rank == 1 && s.color == me) {
        1.0 / firsts as f32
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;

    #[test]
    fn the_win_leaf_prefers_the_player_ahead() {
        // Red leads by 8 points with a pawn at the center's door: the win
        // leaf must favour red and stay a chance (0..=1, plus the tie-break).
        let p = Setup::new(&[Color::Red, Color::Cyan])
            .at(Color::Red, 1, "I2")
            .score(Color::Red, 8)
            .position()
            .unwrap();
        let r = Rollouts {
            policy: &Weights::default(),
            judge: &Weights::default(),
            leaf: Leaf::Win { scale: 3.0 },
            horizon: 0,
            plans: Vec::new(),
            spent: 0,
        };
        let red = r.leaf_value(&p, Color::Red);
        let cyan = r.leaf_value(&p, Color::Cyan);
        assert!(red > 0.5 && cyan < 0.5, "red {red}, cyan {cyan}");
        assert!((0.0..=1.01).contains(&red) && (-0.01..=1.0).contains(&cyan));
    }
}
