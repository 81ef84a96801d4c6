//! Why a game ended (RULES.md §6). Apart from the ranking in `outcome.rs`, so
//! that a move's effects can name it without depending on the ranking.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The center holds five pawns.
    CenterFull,
    /// Fewer than two players are left in the game.
    PlayersLeft,
    /// No pawn is left in a lane or on a ring.
    BoardEmpty,
    /// 300 turns per starting player were played.
    RoundLimit,
    /// The game was called off.
    Cancelled,
}

impl EndReason {
    /// The name used in records.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::CenterFull => "center_full",
            EndReason::PlayersLeft => "players_left",
            EndReason::BoardEmpty => "board_empty",
            EndReason::RoundLimit => "round_limit",
            EndReason::Cancelled => "cancelled",
        }
    }

    /// A sentence for players.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::CenterFull => "the center is full",
            EndReason::PlayersLeft => "fewer than two players are left",
            EndReason::BoardEmpty => "no pawn is left on the board",
            EndReason::RoundLimit => "the round limit was reached",
            EndReason::Cancelled => "the game was cancelled",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
