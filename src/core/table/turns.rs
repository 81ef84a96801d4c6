//! What a table's record says about its turns, for whoever shows them: how
//! a turn ended, and whether its message already showed the turn in play.

use super::Table;
use crate::game::{Entry, TurnRecord};

/// How a turn ended, which says what became of the dice it did not play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Still being played: its dice may still be played.
    Running,
    /// The turn passed on: a die left had no legal move.
    Passed,
    /// Cut short (its player left, or the game ended): a die left was not
    /// played, which says nothing of whether it could have been.
    Interrupted,
}

impl Table {
    /// How the turn at `index` of the record ended: cut short when its own
    /// player left before the next turn, or when no turn came after it (the game
    /// ended); else it passed on.
    pub fn ending_at(&self, index: usize) -> Ending {
        let entries = self.game.entries();
        let current = self.game.current_turn().map(|t| t as *const TurnRecord);
        let Some(Entry::Turn(turn)) = entries.get(index) else {
            return Ending::Passed;
        };
        if current == Some(turn as *const TurnRecord) {
            return Ending::Running;
        }
        let after = entries.get(index + 1..).unwrap_or_default();
        let left = after
            .iter()
            .take_while(|e| matches!(e, Entry::Event(_)))
            .any(|e| matches!(e, Entry::Event(ev) if ev.color == turn.color));
        if left || !after.iter().any(|e| matches!(e, Entry::Turn(_))) {
            Ending::Interrupted
        } else {
            Ending::Passed
        }
    }

    /// Whether the live message already showed the turn being played: no other
    /// turn lies between the first entry it shows and the current turn (players
    /// leaving may sit in between, on either side).
    pub fn turn_already_posted(&self) -> bool {
        let Some(current) = self.game.current_turn() else {
            return false;
        };
        let entries = self.game.entries();
        let Some(now) = entries
            .iter()
            .position(|e| matches!(e, Entry::Turn(t) if std::ptr::eq(t, current)))
        else {
            return false;
        };
        let from = (self.place.screen.message_from as usize).min(entries.len() - 1);
        let (a, b) = (from.min(now), from.max(now));
        self.place.screen.message.is_some()
            && entries[a..=b]
                .iter()
                .filter(|e| matches!(e, Entry::Turn(_)))
                .count()
                == 1
    }
}
