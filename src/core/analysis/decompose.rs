//! The analysis of a finished game: every player's chance over the turns,
//! what each turn's dice and choices were worth, and the turning points.
//!
//! # The decomposition
//!
//! Write `E(x)` for the [`chances`] of position `x`. A turn of player `m`
//! goes through three positions: `before` (waiting for the roll), `rolled`
//! (the dice rolled, nothing moved) and `after` (the turn played). The
//! chance of a rolled position is that of its best play for `m`
//! ([`chances`]), so for every player `p`:
//!
//! - **luck** of `m` on this turn: `E(rolled)[m] − E(before)[m]`, what the
//!   dice gave against the chance before the roll (the estimate's view of an
//!   average roll);
//! - **skill** of `m`: `E(after)[m] − E(rolled)[m]`, what the choice gave
//!   against the best play of that roll (by the same estimate as hard's
//!   leaf); never positive, 0 for the best play;
//! - for every other player `p`: `E(after)[p] − E(before)[p]` is **the
//!   others' influence** on `p`, and so is any change of a departure
//!   (a resignation or a removal, between turns).
//!
//! The three sums telescope: for every player, `E(end) − E(start) = luck +
//! skill + others` exactly (up to rounding), whatever the estimate, and at
//! the end `E` is the result (1 for the winner, 1/k each for k sharing rank
//! 1, 0 otherwise). `tests/ai.rs` checks it on simulated games.

use serde::{Deserialize, Serialize};

use super::chances::{Chances, chances};
use super::report::ErrorReport;
use super::turning::{Candidate, turning_points};
pub use super::turning::{Moment, TurningPoint};
use crate::game::{Color, EndReason, Entry, Game, Phase, Position, Record, RecordError};

/// The chances after a turn (or a departure).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Point {
    /// The turn that led here (0: the start).
    pub turn: u32,
    /// The round of that turn (0: the start; a round ends when every player
    /// still in the game has played once).
    pub round: u32,
    /// Each seated player's chance, in seat order (the record's players).
    pub chances: Vec<f32>,
}

/// One player's account: where their chance started and ended, and why.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Account {
    pub color: Color,
    pub start: f32,
    pub end: f32,
    /// What their dice gave, summed over their turns.
    pub luck: f32,
    /// What their choices gave against the best play of each roll (≤ 0).
    pub skill: f32,
    /// What changed on the others' turns and by departures.
    pub others: f32,
    /// The turns they played.
    pub turns: u32,
}

impl Account {
    /// Their luck per turn played, in points of chance (0 to 100 scale).
    pub fn luck_per_turn(&self) -> f32 {
        100.0 * self.luck / self.turns.max(1) as f32
    }

    /// Their skill per turn played, in points of chance (≤ 0).
    pub fn skill_per_turn(&self) -> f32 {
        100.0 * self.skill / self.turns.max(1) as f32
    }
}

/// The analysis of a finished game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameAnalysis {
    /// The seated players, in the record's order.
    pub colors: Vec<Color>,
    /// The chances at the start and after every turn and departure.
    pub points: Vec<Point>,
    /// One per seated player, in seat order.
    pub accounts: Vec<Account>,
    /// The (up to) three rounds that moved the chances most, in round order
    /// ([`super::turning`]).
    pub turning_points: Vec<TurningPoint>,
    /// The people's errors ([`super::report`]); `None` in an analysis
    /// stored before errors were judged (worked out again when read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub errors: Option<ErrorReport>,
}

/// Why a record cannot be analysed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnalysisError {
    #[error("the game is not over")]
    NotOver,
    #[error("the game was cancelled")]
    Cancelled,
    #[error("the record does not replay: {0}")]
    Record(#[from] RecordError),
}

/// The chances of a player, as f64 sums (the accounts add up to many turns).
#[derive(Clone, Copy, Default)]
struct Sums {
    luck: f64,
    skill: f64,
    others: f64,
    turns: u32,
}

/// Analyses a finished game (see the module's documentation). Linear in the
/// game's length: a few dozen evaluations per turn.
pub fn analyse(record: &Record) -> Result<GameAnalysis, AnalysisError> {
    match record.result.as_ref().map(|r| r.reason) {
        None => return Err(AnalysisError::NotOver),
        Some(EndReason::Cancelled) => return Err(AnalysisError::Cancelled),
        Some(_) => {}
    }
    // The whole record is checked by the rules first, so the walk below
    // works on a legal game.
    let finished = Game::from_record(record, crate::game::Dice::from_seed(0))?;
    let mut position = record.start_position()?;
    let colors: Vec<Color> = record.players.iter().map(|p| p.color).collect();
    let seat = |c: Color| colors.iter().position(|&x| x == c);

    let mut sums = vec![Sums::default(); colors.len()];
    let mut now = chances(&position);
    let start = now;
    let mut points = vec![point(0, 0, &now, &colors)];
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut turn = 0u32;
    // A new round starts when the mover sits no later than the last one.
    let (mut round, mut last_seat) = (0u32, None::<usize>);
    let mut i = 0;
    while i < record.turns.len() {
        match &record.turns[i] {
            Entry::Event(event) => {
                position
                    .leave(event.color, event.event)
                    .map_err(|e| bad(turn, e.to_string()))?;
                let after = chances(&position);
                for (k, &c) in colors.iter().enumerate() {
                    sums[k].others += f64::from(after.of(c) - now.of(c));
                }
                candidates.push(candidate(
                    (turn, round, event.color, Moment::Left),
                    None,
                    &now,
                    &after,
                    &colors,
                ));
                now = after;
                points.push(point(turn, round, &now, &colors));
                i += 1;
            }
            Entry::Turn(record_turn) => {
                turn += 1;
                let mover = record_turn.color;
                let mover_seat = seat(mover);
                if last_seat.is_none_or(|last| mover_seat.is_none_or(|m| m <= last)) {
                    round += 1;
                }
                last_seat = mover_seat;
                if position.phase() != Phase::Roll || position.to_move() != mover {
                    return Err(bad(turn, format!("not {mover}'s roll")));
                }
                let before = now;
                position
                    .roll(record_turn.dice)
                    .map_err(|e| bad(turn, e.to_string()))?;
                let rolled = chances(&position);
                // Events written after this turn may have happened during it:
                // a move that does not play is tried again after them.
                let mut pending: Vec<_> = record.turns[i + 1..]
                    .iter()
                    .map_while(|e| match e {
                        Entry::Event(ev) => Some(*ev),
                        Entry::Turn(_) => None,
                    })
                    .collect();
                let events = pending.len();
                let leaver = pending.first().map(|ev| ev.color);
                let (mut captures, mut centers) = (0u8, 0u8);
                for mr in &record_turn.moves {
                    let mv = mr.to_move().map_err(|e| bad(turn, e))?;
                    if position.play(mv).is_err() {
                        for ev in pending.drain(..) {
                            position
                                .leave(ev.color, ev.event)
                                .map_err(|e| bad(turn, e.to_string()))?;
                        }
                        position.play(mv).map_err(|e| bad(turn, e.to_string()))?;
                    }
                    captures = captures.saturating_add(mr.captured.len() as u8);
                    centers = centers.saturating_add(mr.center.len() as u8);
                }
                let after = chances(&position);
                let m = seat(mover).ok_or_else(|| bad(turn, format!("{mover} is not seated")))?;
                let luck = f64::from(rolled.of(mover) - before.of(mover));
                let skill = f64::from(after.of(mover) - rolled.of(mover));
                sums[m].luck += luck;
                sums[m].skill += skill;
                sums[m].turns += 1;
                for (k, &c) in colors.iter().enumerate() {
                    if k != m {
                        sums[k].others += f64::from(after.of(c) - before.of(c));
                    }
                }
                let lost_die = record_turn.moves.len() < 2 && !position.is_over();
                let moment = if pending.len() < events {
                    // A departure during the turn: that is what happened.
                    Moment::Left
                } else if skill < -0.05 && -skill > luck.abs() {
                    Moment::BadChoice
                } else if captures > 0 {
                    Moment::Capture
                } else if centers > 0 {
                    Moment::Center
                } else if lost_die {
                    Moment::LostDie
                } else if luck >= 0.0 {
                    Moment::GoodRoll
                } else {
                    Moment::BadRoll
                };
                let who = match (moment, leaver) {
                    (Moment::Left, Some(leaver)) => leaver,
                    _ => mover,
                };
                let mut turned = candidate(
                    (turn, round, who, moment),
                    Some(record_turn.dice),
                    &before,
                    &after,
                    &colors,
                );
                (turned.captures, turned.centers) = (captures, centers);
                candidates.push(turned);
                now = after;
                let applied_after = !pending.is_empty();
                for ev in pending {
                    position
                        .leave(ev.color, ev.event)
                        .map_err(|e| bad(turn, e.to_string()))?;
                }
                if applied_after {
                    let left = chances(&position);
                    for (k, &c) in colors.iter().enumerate() {
                        sums[k].others += f64::from(left.of(c) - now.of(c));
                    }
                    if let Some(leaver) = leaver {
                        candidates.push(candidate(
                            (turn, round, leaver, Moment::Left),
                            None,
                            &now,
                            &left,
                            &colors,
                        ));
                    }
                    now = left;
                }
                points.push(point(turn, round, &now, &colors));
                i += 1 + events;
            }
        }
    }
    if position != *finished.position() || !position.is_over() {
        return Err(bad(
            turn,
            "the walk does not end where the record does".into(),
        ));
    }
    let accounts = colors
        .iter()
        .zip(&sums)
        .map(|(&c, s)| Account {
            color: c,
            start: start.of(c),
            end: now.of(c),
            luck: s.luck as f32,
            skill: s.skill as f32,
            others: s.others as f32,
            turns: s.turns,
        })
        .collect();
    let turning_points = turning_points(&candidates, &colors);
    Ok(GameAnalysis {
        colors,
        points,
        accounts,
        turning_points,
        errors: None,
    })
}

fn bad(turn: u32, message: String) -> AnalysisError {
    AnalysisError::Record(RecordError::Turn {
        turn: turn as usize,
        message,
    })
}

fn point(turn: u32, round: u32, c: &Chances, colors: &[Color]) -> Point {
    Point {
        turn,
        round,
        chances: colors.iter().map(|&x| c.of(x)).collect(),
    }
}

/// A turn or a departure (`turn`, its round, who, what) that changed the
/// chances from `before` to `after`.
fn candidate(
    (turn, round, color, moment): (u32, u32, Color, Moment),
    dice: Option<[u8; 2]>,
    before: &Chances,
    after: &Chances,
    colors: &[Color],
) -> Candidate {
    Candidate {
        turn,
        round,
        color,
        moment,
        dice,
        captures: 0,
        centers: 0,
        change: colors.iter().map(|&c| after.of(c) - before.of(c)).collect(),
    }
}

/// The chances of `position` for the players of `colors`, in that order.
pub fn chances_of(position: &Position, colors: &[Color]) -> Vec<f32> {
    let c = chances(position);
    colors.iter().map(|&x| c.of(x)).collect()
}
