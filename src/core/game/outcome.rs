//! How a game ends and how players rank (RULES.md §6).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::board::Color;
use super::position::{Location, Position};

/// One player's place in the ranking.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Standing {
    pub color: Color,
    /// Competition-style rank: 1, 2, 2, 4.
    pub rank: u8,
    pub score: i16,
}

/// How a player still in the game ranks (smaller first): by score, then a
/// pawn in the center above none, then the earliest center place.
pub(crate) fn order_key(score: i16, best_place: Option<u8>) -> (i16, u8, u8) {
    (
        -score,
        u8::from(best_place.is_none()),
        best_place.unwrap_or(0),
    )
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
            None => {
                let (score, center, place) = order_key(position.score(c), best_place);
                (0u8, score, center, place, 0u8)
            }
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
