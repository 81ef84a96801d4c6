//! The error of every decision: what a player's choice cost them against the
//! hard player's, as backgammon's error rates and chess's accuracy do.
//!
//! A **decision** is a turn whose dice could be played in two ways or more
//! (ways that end in the same position count once); a forced turn is no
//! decision. Its **loss** is the chance to finish first that the turn as
//! played gives the mover less than the turn the hard player chooses in the
//! same position and roll ([`Judge`]), both valued by the hard player's own
//! search (the next round played out over every reply roll, its leaf the
//! analysis's win-chance model, see [`crate::ai::hard`]), never below 0.
//! Valued by the analysis's estimate alone ([`super::chances()`], one turn's
//! view), medium's greedy choices looked better than the hard player's: the
//! estimate is medium's own judgement. Turns a player did not choose (moves
//! played for them on time-out, a turn cut short by a departure, an
//! unfinished last turn) are left out.
//!
//! A decision is **marked** by its loss ([`Mark`]); a player's **error rate**
//! is their mean loss per decision in points of chance (0 to 100), and their
//! **accuracy** ([`accuracy`]) is `100 · exp(−error rate / ACCURACY_SCALE)`:
//! 100 for no error, halved every `ln 2 · ACCURACY_SCALE` points. The
//! thresholds and the scale were chosen on computer players' games
//! (`hypnosia error-rates`, the figures in `benches/README.md`).

use crate::ai::plan::turn_plans;
use crate::ai::{DEFAULT_BUDGET, Hard, Strategy};
use crate::game::{Color, Entry, Move, Phase, Position, Record, RecordError};

use super::AnalysisError;

/// The size of a loss, in chance (0 to 1): from [`INACCURACY`] up an
/// inaccuracy, from [`MISTAKE`] a mistake, from [`BLUNDER`] a blunder.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The smallest loss marked an inaccuracy (2 points of chance).
pub const INACCURACY: f32 = 0.02;
/// The smallest loss marked a mistake.
pub const MISTAKE: f32 = 0.05;
/// The smallest loss marked a blunder.
pub const BLUNDER: f32 = 0.10;

/// The error rate (points of chance per decision) at which accuracy is
/// 100/e, about 37.
pub const ACCURACY_SCALE: f32 = 5.0;

impl Mark {
    /// Every mark, smallest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark of a loss of `loss` (chance, 0 to 1); none below
    /// [`INACCURACY`].
    pub fn of(loss: f32) -> Option<Mark> {
        Mark::ALL
            .into_iter()
            .rev()
            .find(|mark| loss >= mark.threshold())
    }

    /// The smallest loss with this mark.
    pub fn threshold(self) -> f32 {
        match self {
            Mark::Inaccuracy => INACCURACY,
            Mark::Mistake => MISTAKE,
            Mark::Blunder => BLUNDER,
        }
    }

    /// Its place in [`Mark::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The accuracy (0 to 100) of an error rate in points of chance per
/// decision: `100 · exp(−rate / ACCURACY_SCALE)`, strictly decreasing, 100
/// at 0.
pub fn accuracy(error_rate: f32) -> f32 {
    100.0 * (-error_rate.max(0.0) / ACCURACY_SCALE).exp()
}

/// Who judges: the hard player, fresh for every decision with the same
/// seed, so a decision's best turn depends on its position and roll only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    /// Positions the hard player evaluates per decision.
    pub budget: u32,
    /// Its seed.
    pub seed: u64,
}

impl Default for Judge {
    /// The hard player as it plays in the bot.
    fn default() -> Judge {
        Judge {
            budget: DEFAULT_BUDGET,
            seed: 0x4A55_4447,
        }
    }
}

impl Judge {
    /// The hard player's whole turn from `rolled` (dice rolled): its moves
    /// and the position once the turn is over. `None` when `rolled` waits
    /// for no move.
    pub fn best_turn(&self, rolled: &Position) -> Option<(Vec<Move>, Position)> {
        self.weigh(rolled, None)
            .map(|(moves, after, _)| (moves, after))
    }

    /// [`Judge::best_turn`], and the chance the turn that ends in `played`
    /// loses against it by the hard player's search (0 to 1, 0 for no
    /// turn given).
    pub fn weigh(
        &self,
        rolled: &Position,
        played: Option<&Position>,
    ) -> Option<(Vec<Move>, Position, f32)> {
        let mover = rolled.to_move();
        let mut hard = Hard::with_budget(self.seed, self.budget);
        let weighing = hard.weigh(rolled, played)?;
        let mut position = *rolled;
        position.play(weighing.best.first).ok()?;
        let mut moves = vec![weighing.best.first];
        while position.phase() == Phase::Move && position.to_move() == mover {
            let mv = hard.choose(&position)?;
            position.play(mv).ok()?;
            moves.push(mv);
        }
        let loss = if played == Some(&position) {
            0.0
        } else {
            (weighing.best.value - weighing.played).clamp(0.0, 1.0)
        };
        Some((moves, position, loss))
    }
}

/// One turn of a record, as its player met it.
#[derive(Clone, Debug)]
pub struct PlayedTurn {
    /// The turn's number (1 for the first).
    pub turn: u32,
    /// Whose turn it was.
    pub color: Color,
    /// The position with the dice rolled, nothing moved.
    pub rolled: Position,
    /// The moves played, in order.
    pub played: Vec<Move>,
    /// The position once they were played.
    pub after: Position,
    /// Whether the player chose the whole turn themselves: no move was
    /// played for them on time-out, no departure cut it short, it ended.
    pub chosen: bool,
}

/// Every turn of `record` in play order (see [`PlayedTurn`]); a record that
/// does not replay is an error. A running game's record works too.
pub fn played_turns(record: &Record) -> Result<Vec<PlayedTurn>, AnalysisError> {
    let mut position = record.start_position()?;
    let mut out = Vec::new();
    let mut turn = 0u32;
    let mut i = 0;
    while i < record.turns.len() {
        let entry = match &record.turns[i] {
            Entry::Event(event) => {
                position
                    .leave(event.color, event.event)
                    .map_err(|e| bad(turn, e.to_string()))?;
                i += 1;
                continue;
            }
            Entry::Turn(entry) => entry,
        };
        turn += 1;
        let mover = entry.color;
        if position.phase() != Phase::Roll || position.to_move() != mover {
            return Err(bad(turn, format!("not {mover}'s roll")));
        }
        position
            .roll(entry.dice)
            .map_err(|e| bad(turn, e.to_string()))?;
        let rolled = position;
        // Events written after a turn may have happened during it: a move
        // that does not play is tried again after them (as `analyse` does).
        let mut pending: Vec<_> = record.turns[i + 1..]
            .iter()
            .map_while(|e| match e {
                Entry::Event(ev) => Some(*ev),
                Entry::Turn(_) => None,
            })
            .collect();
        let events = pending.len();
        let mut chosen = true;
        let mut played = Vec::with_capacity(2);
        for record_move in &entry.moves {
            let mv = record_move.to_move().map_err(|e| bad(turn, e))?;
            chosen &= !record_move.auto;
            if position.play(mv).is_err() {
                chosen = false;
                for ev in pending.drain(..) {
                    position
                        .leave(ev.color, ev.event)
                        .map_err(|e| bad(turn, e.to_string()))?;
                }
                position.play(mv).map_err(|e| bad(turn, e.to_string()))?;
            }
            played.push(mv);
        }
        let after = position;
        chosen &= !(after.phase() == Phase::Move && after.to_move() == mover);
        for ev in pending {
            position
                .leave(ev.color, ev.event)
                .map_err(|e| bad(turn, e.to_string()))?;
        }
        out.push(PlayedTurn {
            turn,
            color: mover,
            rolled,
            played,
            after,
            chosen,
        });
        i += 1 + events;
    }
    Ok(out)
}

/// The number of different positions the dice of `rolled` can be played
/// to (0 when it waits for no move): a turn with fewer than two is forced.
pub fn ways_to_play(rolled: &Position) -> usize {
    let mut plans = Vec::with_capacity(64);
    turn_plans(rolled, &mut plans);
    plans.len()
}

/// One decision and what it cost.
#[derive(Clone, Debug)]
pub struct Decision {
    /// The turn (1 for the first).
    pub turn: u32,
    /// Whose decision.
    pub color: Color,
    /// The position with the dice rolled.
    pub rolled: Position,
    /// The moves played.
    pub played: Vec<Move>,
    /// The hard player's moves there.
    pub best: Vec<Move>,
    /// The chance lost against them, 0 to 1.
    pub loss: f32,
}

impl Decision {
    /// The decision's mark, if its loss has one.
    pub fn mark(&self) -> Option<Mark> {
        Mark::of(self.loss)
    }
}

/// One player's decisions summed up.
#[derive(Clone, Copy, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct PlayerErrors {
    pub color: Color,
    /// Decisions judged (forced turns left out).
    pub decisions: u32,
    /// Their losses summed, in chance.
    pub loss: f32,
    /// How many decisions had each mark, in the order of [`Mark::ALL`].
    pub marks: [u32; 3],
}

impl PlayerErrors {
    /// The mean loss per decision in points of chance (0 to 100); `None`
    /// without a decision.
    pub fn error_rate(&self) -> Option<f32> {
        (self.decisions > 0).then(|| 100.0 * self.loss / self.decisions as f32)
    }

    /// The accuracy of [`PlayerErrors::error_rate`] ([`accuracy`]).
    pub fn accuracy(&self) -> Option<f32> {
        self.error_rate().map(accuracy)
    }

    /// How many decisions had `mark`.
    pub fn count(&self, mark: Mark) -> u32 {
        self.marks[mark.index()]
    }
}

/// The errors of a game.
#[derive(Clone, Debug)]
pub struct GameErrors {
    /// Every decision judged, in play order.
    pub decisions: Vec<Decision>,
    /// One per seated player, in the record's order (none judged: no decision).
    pub players: Vec<PlayerErrors>,
}

impl GameErrors {
    /// `color`'s summary, if seated.
    pub fn of(&self, color: Color) -> Option<&PlayerErrors> {
        self.players.iter().find(|p| p.color == color)
    }

    /// `color`'s `n` costliest marked decisions, costliest first.
    pub fn worst(&self, color: Color, n: usize) -> Vec<&Decision> {
        let mut theirs: Vec<&Decision> = self
            .decisions
            .iter()
            .filter(|d| d.color == color && d.mark().is_some())
            .collect();
        theirs.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.turn.cmp(&b.turn)));
        theirs.truncate(n);
        theirs
    }
}

/// The errors of the players of `record` for whom `judged` is true (see
/// the module's documentation). A hard search per decision: about a second
/// of CPU per hundred decisions; run it off the async threads.
pub fn errors(
    record: &Record,
    judge: &Judge,
    judged: impl Fn(Color) -> bool,
) -> Result<GameErrors, AnalysisError> {
    let mut decisions = Vec::new();
    for turn in played_turns(record)? {
        if !turn.chosen || !judged(turn.color) || ways_to_play(&turn.rolled) < 2 {
            continue;
        }
        let Some((best, _, loss)) = judge.weigh(&turn.rolled, Some(&turn.after)) else {
            continue;
        };
        decisions.push(Decision {
            turn: turn.turn,
            color: turn.color,
            rolled: turn.rolled,
            played: turn.played,
            best,
            loss,
        });
    }
    let players = record
        .players
        .iter()
        .map(|p| {
            let mut errors = PlayerErrors {
                color: p.color,
                decisions: 0,
                loss: 0.0,
                marks: [0; 3],
            };
            for d in decisions.iter().filter(|d| d.color == p.color) {
                errors.decisions += 1;
                errors.loss += d.loss;
                if let Some(mark) = d.mark() {
                    errors.marks[mark.index()] += 1;
                }
            }
            errors
        })
        .collect();
    Ok(GameErrors { decisions, players })
}

fn bad(turn: u32, message: String) -> AnalysisError {
    AnalysisError::Record(RecordError::Turn {
        turn: turn as usize,
        message,
    })
}
