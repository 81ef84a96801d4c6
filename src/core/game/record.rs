//! The game record `hypnosia-record/1` (RULES.md §7): the JSON shapes, and the
//! conversion of played moves into record entries.
//!
//! Export is [`crate::game::Game::record`]; import, which replays a record move by
//! move, is [`crate::game::Game::from_record`].

use serde::{Deserialize, Serialize};

use super::board::{Color, Pawn, Pawns, Space};
use super::end_reason::EndReason;
use super::moves::{Move, MoveEffects};
use super::outcome::Standing;
use super::position::{LeaveKind, Variant};

/// The value of the record's `format` field.
pub const FORMAT: &str = "hypnosia-record/1";

/// A whole game, running or finished.
///
/// [`Game::from_record`](crate::game::Game::from_record) shows the round trip
/// through JSON.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub variant: Variant,
    pub players: Vec<PlayerRecord>,
    pub opening: Vec<Vec<OpeningRoll>>,
    pub turns: Vec<Entry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<ResultRecord>,
}

impl Record {
    /// The record as pretty-printed JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }

    /// Parses a record (shape only; [`crate::game::Game::from_record`] checks the rules).
    pub fn from_json(json: &str) -> Result<Record, serde_json::Error> {
        serde_json::from_str(json)
    }
}

/// The fields of a game's record before its entries, borrowed from the game:
/// serialises exactly as the [`Record`]'s first four (same names, same order).
/// [`crate::game::Game::record_json`] writes the entries and the result after
/// them, as [`Record`] does.
#[derive(Serialize)]
pub(super) struct RecordHead<'a> {
    pub(super) format: &'a str,
    pub(super) variant: Variant,
    pub(super) players: Vec<PlayerView<'a>>,
    pub(super) opening: &'a [Vec<OpeningRoll>],
}

/// A [`PlayerRecord`] borrowed.
#[derive(Serialize)]
pub(super) struct PlayerView<'a> {
    pub(super) color: Color,
    pub(super) name: &'a str,
    pub(super) kind: PlayerKind,
}

/// Who sits at a color.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerRecord {
    pub color: Color,
    /// Display text only.
    pub name: String,
    pub kind: PlayerKind,
}

/// A human or a computer player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Ai,
}

/// One player's opening roll.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpeningRoll {
    pub color: Color,
    pub dice: [u8; 2],
}

/// An entry of `turns`: a turn, or a player leaving.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Entry {
    Turn(TurnRecord),
    Event(EventRecord),
}

/// One turn: the dice as rolled and the moves in the order played.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnRecord {
    pub color: Color,
    pub dice: [u8; 2],
    pub moves: Vec<MoveRecord>,
}

impl TurnRecord {
    /// The dice of this turn that went unused. While the turn runs these are
    /// the dice still to play; once it has ended they were lost (no legal move).
    pub fn unused_dice(&self) -> Vec<u8> {
        let mut left = self.dice.to_vec();
        for m in &self.moves {
            if let Some(i) = left.iter().position(|&d| d == m.die) {
                left.remove(i);
            }
        }
        left
    }
}

/// A player resigning or being removed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventRecord {
    pub color: Color,
    pub event: LeaveKind,
}

/// One move as recorded.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRecord {
    pub die: u8,
    pub pawns: Vec<u8>,
    pub from: String,
    pub to: String,
    pub cross: bool,
    pub captured: Vec<CapturedRecord>,
    pub center: Vec<u8>,
    /// Played by the computer for a person who was not there to play it
    /// (RULES.md §7: "for an absent player on time-out"). The bot marks the
    /// same way the moves it plays for a lone mover (`live::finish`): at once
    /// when the order of places is decided, on "Finish for me", or on the
    /// lone mover's time-out. The format is unchanged: absent only when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto: bool,
    /// Why the bot played this `auto` move ([`AutoCause`]): the optional
    /// field `"cause"`, present only beside `"auto": true`. Records written
    /// before causes were kept have `auto` without it (`None`: the cause is
    /// unknown), and still read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<AutoCause>,
}

/// Why the bot played a person's move for them (the record's `"cause"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AutoCause {
    /// Nobody else could move any more and the order of places was decided:
    /// the bot finished the game for its one mover by itself.
    Decided,
    /// The person clicked "Finish for me" (only they could still move).
    FinishForMe,
    /// The person's turn timed out.
    Timeout,
}

/// A captured pawn in a move record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapturedRecord {
    pub color: Color,
    pub pawn: Pawn,
}

/// How the game ended.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultRecord {
    pub reason: EndReason,
    pub ranking: Vec<Standing>,
}

impl MoveRecord {
    /// The record of a move that was played with these effects, by the bot
    /// for the reason `auto` when it is `Some`.
    pub fn new(mv: &Move, effects: &MoveEffects, auto: Option<AutoCause>) -> MoveRecord {
        MoveRecord {
            die: mv.die,
            pawns: mv.pawns.iter().map(Pawn::get).collect(),
            from: mv.from.to_string(),
            to: mv.to.to_string(),
            cross: mv.cross,
            captured: effects
                .captured()
                .map(|c| CapturedRecord {
                    color: c.color,
                    pawn: c.pawn,
                })
                .collect(),
            center: effects.center_places().collect(),
            auto: auto.is_some(),
            cause: auto,
        }
    }

    /// The move this record names, checked for shape (not for legality).
    pub fn to_move(&self) -> Result<Move, String> {
        if self.cause.is_some() && !self.auto {
            return Err("a cause is kept only for a move the bot played (auto)".into());
        }
        if !(1..=6).contains(&self.die) {
            return Err(format!("die {} is not 1..6", self.die));
        }
        let mut pawns = Pawns::EMPTY;
        for (i, &n) in self.pawns.iter().enumerate() {
            let pawn = Pawn::new(n).ok_or_else(|| format!("pawn {n} is not 1..4"))?;
            if i > 0 && self.pawns[i - 1] >= n {
                return Err("pawns must be listed once each, ascending".into());
            }
            pawns = pawns.with(pawn);
        }
        if !(1..=2).contains(&pawns.len()) {
            return Err("a move moves one pawn or a stack of two".into());
        }
        let from: Space = self.from.parse().map_err(|e| format!("from: {e}"))?;
        let to: Space = self.to.parse().map_err(|e| format!("to: {e}"))?;
        Ok(Move {
            die: self.die,
            pawns,
            from,
            to,
            cross: self.cross,
        })
    }
}
