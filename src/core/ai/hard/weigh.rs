//! The hard player's search as a judge: the value of a turn someone else
//! played (the errors of the analysis), and of every way to play (puzzles).

use super::Hard;
use crate::ai::plan::{fingerprint, turn_plans};
use crate::game::{Move, Phase, Position};

/// One way to play the rest of a turn, and its value by the search.
#[derive(Clone, Copy, Debug)]
pub struct RankedTurn {
    /// The move to play now.
    pub first: Move,
    /// The position once the turn is over.
    pub after: Position,
    /// The expected value for the mover (about a chance to finish first).
    pub value: f32,
}

/// A decision weighed: the hard player's turn and its value, and the value
/// of the turn that was played, by the same search (the same dice).
#[derive(Clone, Copy, Debug)]
pub struct Weighing {
    /// The hard player's turn.
    pub best: RankedTurn,
    /// The value of the turn played (the best's when none was given).
    pub played: f32,
}

impl Hard {
    /// Decides the turn of `position` (dice rolled) as [`crate::ai::Strategy::choose`]
    /// does, and weighs the way to play that ends in `played` by the same
    /// search. The chosen turn's second move is kept: `choose` plays it next.
    /// `None` when `position` waits for no move.
    pub fn weigh(&mut self, position: &Position, played: Option<&Position>) -> Option<Weighing> {
        if position.phase() != Phase::Move {
            return None;
        }
        self.pending = None;
        self.configure(position);
        turn_plans(position, &mut self.plans);
        let searched = self.search(position)?;
        self.keep_second(position, searched.chosen);
        let plan = self.plans[searched.chosen];
        let value_of = |i: usize| searched.scored.iter().find(|s| s.1 == i).map(|s| s.0);
        let best_value = value_of(searched.chosen).unwrap_or(0.0);
        let played = match played {
            None => best_value,
            Some(after) => {
                let key = fingerprint(after);
                let same = |i: &usize| fingerprint(&self.plans[*i].after) == key;
                match (0..self.plans.len()).find(same).and_then(value_of) {
                    Some(value) => value,
                    None if searched.scored.is_empty() => best_value,
                    None => {
                        let mut spent = 0;
                        let me = position.to_move();
                        let (strata, rounds) = (&searched.strata, searched.rounds);
                        self.expected_value(after, me, strata, rounds, &mut spent)
                    }
                }
            }
        };
        Some(Weighing {
            best: RankedTurn {
                first: plan.first,
                after: plan.after,
                value: best_value,
            },
            played,
        })
    }

    /// Every way to play the rest of the turn of `position` (dice rolled)
    /// with its expected value for the mover, best first: a decision's
    /// search over every way, with no budget cut, to check an answer (the
    /// puzzles). Empty when `position` waits for no move.
    pub fn rank_turns(&mut self, position: &Position) -> Vec<RankedTurn> {
        if position.phase() != Phase::Move {
            return Vec::new();
        }
        self.configure(position);
        turn_plans(position, &mut self.plans);
        let me = position.to_move();
        let (strata, rounds) = self.strata();
        let plans = std::mem::take(&mut self.plans);
        let mut spent = 0u32;
        let mut ranked: Vec<RankedTurn> = plans
            .iter()
            .map(|plan| RankedTurn {
                first: plan.first,
                after: plan.after,
                value: self.expected_value(&plan.after, me, &strata, rounds, &mut spent),
            })
            .collect();
        self.plans = plans;
        ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
        ranked
    }
}
