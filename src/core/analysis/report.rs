//! The errors of a game as its analysis keeps them ([`ErrorReport`]): each
//! person's summary (error rate, accuracy, marks) and their costliest
//! marked turns told move by move, stored with the analysis so that
//! showing them needs no second search. Computer players are not judged:
//! their choices are the judge's own kind, and judging them would only
//! cost the heavy lane time.

use serde::{Deserialize, Serialize};

use super::errors::{Decision, Judge, Mark, PlayerErrors, errors};
use super::{AnalysisError, GameAnalysis, analyse};
use crate::game::{Color, Move, MoveRecord, PlayerKind, Position, Record};

/// How many of a person's costliest marked turns the report keeps.
pub const WORST_KEPT: usize = 5;

/// The people's errors in one game.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct ErrorReport {
    /// One per person seated, in the record's order.
    pub players: Vec<PlayerReport>,
}

/// One person's errors.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PlayerReport {
    pub errors: PlayerErrors,
    /// Their costliest marked turns (up to [`WORST_KEPT`]), costliest first.
    pub worst: Vec<CostlyTurn>,
}

/// A marked turn: what was played, what the hard player plays there, and
/// the chance it cost.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct CostlyTurn {
    /// The turn (1 for the first), as replays count them.
    pub turn: u32,
    pub dice: [u8; 2],
    /// The moves played, as the record writes them.
    pub played: Vec<MoveRecord>,
    /// The hard player's moves in the same position and roll.
    pub best: Vec<MoveRecord>,
    /// The chance lost, 0 to 1.
    pub loss: f32,
}

impl CostlyTurn {
    pub fn mark(&self) -> Option<Mark> {
        Mark::of(self.loss)
    }
}

impl ErrorReport {
    /// `color`'s report, if they were judged.
    pub fn of(&self, color: Color) -> Option<&PlayerReport> {
        self.players.iter().find(|p| p.errors.color == color)
    }

    /// How many decisions of everyone judged had each mark, in the order of
    /// [`Mark::ALL`].
    pub fn marks_total(&self) -> [u32; 3] {
        let mut total = [0; 3];
        for p in &self.players {
            for (sum, n) in total.iter_mut().zip(p.errors.marks) {
                *sum += n;
            }
        }
        total
    }
}

/// The errors of the people of finished or running `record`, judged by
/// `judge` (a hard search per decision: run it off the async threads).
pub fn error_report(record: &Record, judge: &Judge) -> Result<ErrorReport, AnalysisError> {
    let person = |c: Color| {
        record
            .players
            .iter()
            .any(|p| p.color == c && p.kind == PlayerKind::Human)
    };
    let judged = errors(record, judge, person)?;
    let players = judged
        .players
        .iter()
        .filter(|p| person(p.color))
        .map(|p| PlayerReport {
            errors: *p,
            worst: judged
                .worst(p.color, WORST_KEPT)
                .into_iter()
                .map(costly_turn)
                .collect(),
        })
        .collect();
    Ok(ErrorReport { players })
}

/// The analysis of finished `record` ([`analyse`]) with its people's
/// errors ([`error_report`]): the one computation the bot stores.
pub fn analyse_judged(record: &Record, judge: &Judge) -> Result<GameAnalysis, AnalysisError> {
    let mut analysis = analyse(record)?;
    analysis.errors = Some(error_report(record, judge)?);
    Ok(analysis)
}

fn costly_turn(d: &Decision) -> CostlyTurn {
    CostlyTurn {
        turn: d.turn,
        dice: d.rolled.dice(),
        played: recorded(d.rolled, &d.played),
        best: recorded(d.rolled, &d.best),
        loss: d.loss,
    }
}

/// `moves` played one after another from `position`, as a record writes
/// them (with what each captured or scored).
fn recorded(mut position: Position, moves: &[Move]) -> Vec<MoveRecord> {
    moves
        .iter()
        .map_while(|mv| {
            let effects = position.play(*mv).ok()?;
            Some(MoveRecord::new(mv, &effects, None))
        })
        .collect()
}
