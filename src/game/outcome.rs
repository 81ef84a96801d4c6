//! How a game ends and how players rank (RULES.md §6).

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::Color;
use super::position::{Location, Position};

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

/// One player's place in the ranking.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Standing {
    pub color: Color,
    /// Competition-style rank: 1, 2, 2, 4.
    pub rank: u8,
    pub score: i16,
}

/// Ranks every seated player, sorted by rank, then by sector order.
///
/// Players still in the game rank by score; among equal scores one with a pawn
/// in the center ranks above one without, the earliest arrival first; equal
/// scores without center pawns share a rank. Players who left come last, the
/// latest to leave first.
pub fn ranking(position: &Position) -> Vec<Standing> {
    // Sort key: (left?, -score, no center pawn?, best center place, -leave order)
    let key = |c: Color| {
        let best_place = (1..=4u8)
            .filter_map(|n| match position.pawns[c.index()][n as usize - 1] {
                Location::Center(place) => Some(place),
                _ => None,
            })
            .min();
        match position.left_order(c) {
            Some(order) => (1u8, 0i16, 0u8, 0u8, u8::MAX - order),
            None => (0u8, -position.score(c), u8::from(best_place.is_none()), best_place.unwrap_or(0), 0u8),
        }
    };
    let mut players: Vec<Color> = position.players().collect();
    players.sort_by(|&a, &b| key(a).cmp(&key(b)).then(a.cmp(&b)));
    let mut out: Vec<Standing> = Vec::with_capacity(players.len());
    for (i, &c) in players.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if key(players[i - 1]).cmp(&key(c)) == Ordering::Equal => prev.rank,
            _ => i as u8 + 1,
        };
        out.push(Standing {
            color: c,
            rank,
            score: position.score(c),
        });
    }
    out
}
