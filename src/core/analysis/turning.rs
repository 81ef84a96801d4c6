//! The turning points of a game: the rounds whose net change of the chances
//! was the largest, each named by the turn that made it and its cause.
//!
//! A round is judged by its net change, not by its turns one by one: two
//! swings of one round that cancel (a mistake, then the capture it allowed
//! back) are merged into what the chart shows there, nothing; and the round
//! of the game's biggest move of the chances is always listed.

use serde::{Deserialize, Serialize};

use crate::game::Color;

/// What made a turn a turning point.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Moment {
    /// The mover captured a pawn.
    Capture,
    /// A pawn reached the center.
    Center,
    /// A die could not be used.
    LostDie,
    /// The choice lost more than the dice gave or took.
    BadChoice,
    /// A good roll.
    GoodRoll,
    /// A bad roll.
    BadRoll,
    /// A player resigned or was removed.
    Left,
}

/// One of the game's turning points: a round, named by its main turn.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct TurningPoint {
    /// The round's main turn (1 for the first).
    pub turn: u32,
    /// The round (1 for the first).
    pub round: u32,
    /// Whose turn it was (who left, for a departure).
    pub color: Color,
    /// What happened on that turn.
    pub moment: Moment,
    /// The change of that player's chance over the round, −1 to 1.
    pub change: f32,
    /// How much the chances moved over the round in all: half the sum of
    /// every player's net change, 0 to 1.
    pub swing: f32,
    /// The dice of that turn (none for a departure between turns).
    pub dice: Option<[u8; 2]>,
    /// The pawns that turn captured. Required, like `centers`: an analysis
    /// stored before turning points were rounds does not read, and is
    /// worked out again.
    pub captures: u8,
    /// The pawns that turn brought into the center.
    pub centers: u8,
}

/// A turn or a departure as a possible turning point: what happened, and
/// each seated player's chance before and after it.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub turn: u32,
    pub round: u32,
    pub color: Color,
    pub moment: Moment,
    pub dice: Option<[u8; 2]>,
    pub captures: u8,
    pub centers: u8,
    /// Each seated player's change, in seat order.
    pub change: Vec<f32>,
}

/// Turning points at most.
pub const TURNING_POINTS: usize = 3;

/// A round whose net change rounds to no point of chance turned nothing.
const NO_CHANGE: f32 = 0.005;

/// The (up to) [`TURNING_POINTS`] rounds of `candidates` (in play order)
/// that moved the chances most, in round order; `colors` are the seats.
pub fn turning_points(candidates: &[Candidate], colors: &[Color]) -> Vec<TurningPoint> {
    let mut rounds: Vec<TurningPoint> = candidates
        .chunk_by(|a, b| a.round == b.round)
        .filter_map(|round| of_round(round, colors))
        .filter(|t| t.swing >= NO_CHANGE)
        .collect();
    rounds.sort_by(|a, b| b.swing.total_cmp(&a.swing).then(a.round.cmp(&b.round)));
    rounds.truncate(TURNING_POINTS);
    rounds.sort_by_key(|t| t.round);
    rounds
}

/// A round as one turning point: its net change, named by the turn that
/// moved the chances most the way the round went.
fn of_round(round: &[Candidate], colors: &[Color]) -> Option<TurningPoint> {
    let net: Vec<f32> = (0..colors.len())
        .map(|k| round.iter().map(|c| c.change[k]).sum())
        .collect();
    let along = |c: &Candidate| -> f32 { c.change.iter().zip(&net).map(|(a, b)| a * b).sum() };
    let main = round.iter().max_by(|a, b| along(a).total_cmp(&along(b)))?;
    let seat = colors.iter().position(|&c| c == main.color)?;
    Some(TurningPoint {
        turn: main.turn.max(1),
        round: main.round.max(1),
        color: main.color,
        moment: main.moment,
        change: net[seat],
        swing: net.iter().map(|x| x.abs()).sum::<f32>() / 2.0,
        dice: main.dice,
        captures: main.captures,
        centers: main.centers,
    })
}
