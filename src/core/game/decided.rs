//! A decided game: when only one player can still move, whether what they
//! still do can change the order of places (RULES.md §6's ranking).
//!
//! With everyone else still in the game out of pawns on the board, nobody can
//! capture the lone mover's pawns nor be captured by them: the lone mover's
//! score can only grow, by pawns entering the center, and those take the next
//! free places in turn. Every number of entries from none (the round limit
//! may come first) to as many as the center and their pawns allow can still
//! happen; the order is decided when each of them ranks the lone mover the same
//! way against every other player still in the game (who left ranks below
//! all of them whatever happens).

use std::cmp::Ordering;

use super::board::{CENTER_PLACES, Color, center_points};
use super::outcome::order_key;
use super::position::{Location, Position};

impl Position {
    /// The one player still in the game who can move, when every other player
    /// still in it has no pawn in a lane or on a ring (and at least one such
    /// player is left: otherwise the game is over). `None` once the game is over.
    pub fn lone_mover(&self) -> Option<Color> {
        if self.is_over() {
            return None;
        }
        let in_game = || self.players().filter(|&c| self.in_game(c));
        let mut movers = in_game().filter(|&c| self.has_active_pawns(c));
        let mover = movers.next()?;
        let others = in_game().count() > 1;
        (others && movers.next().is_none()).then_some(mover)
    }

    /// Whether the order of places can no longer change: there is a
    /// [lone mover](Position::lone_mover), and however many of their pawns
    /// still reach the center, they rank the same against every other player.
    pub fn order_decided(&self) -> bool {
        let Some(mover) = self.lone_mover() else {
            return false;
        };
        let active = self.pawns[mover.index()]
            .iter()
            .filter(|l| l.is_active())
            .count() as u8;
        let taken = self.center_taken();
        let entries = active.min(CENTER_PLACES - taken);
        let own_best = best_place(self, mover);
        let finals: Vec<(i16, u8, u8)> = (0..=entries)
            .map(|j| {
                let gain: i16 = (taken + 1..=taken + j).map(center_points).sum();
                let best = match (own_best, j) {
                    (Some(place), _) => Some(place),
                    (None, 0) => None,
                    (None, _) => Some(taken + 1),
                };
                order_key(self.score(mover) + gain, best)
            })
            .collect();
        self.players()
            .filter(|&c| c != mover && self.in_game(c))
            .all(|other| {
                let theirs = order_key(self.score(other), best_place(self, other));
                let first: Ordering = finals[0].cmp(&theirs);
                finals.iter().all(|key| key.cmp(&theirs) == first)
            })
    }
}

/// The earliest center place `color` holds, if any.
fn best_place(position: &Position, color: Color) -> Option<u8> {
    position.pawns[color.index()]
        .iter()
        .filter_map(|l| match l {
            Location::Center(place) => Some(*place),
            _ => None,
        })
        .min()
}
