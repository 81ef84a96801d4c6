//! Who sits at a seat of a table.

use super::{Level, UserId};
use crate::game::{Color, Player};

/// Who sits at a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Occupant {
    /// A person; `name` is display text only (never trusted, never drawn).
    Human { user: UserId, name: String },
    /// A computer player.
    Ai(Level),
}

impl Occupant {
    /// The user, for a human seat.
    pub fn user(&self) -> Option<UserId> {
        match self {
            Occupant::Human { user, .. } => Some(*user),
            Occupant::Ai(_) => None,
        }
    }

    /// The name to show: the person's name, or `AI (hard)`.
    pub fn name(&self) -> String {
        match self {
            Occupant::Human { name, .. } => name.clone(),
            Occupant::Ai(level) => format!("AI ({level})"),
        }
    }
}

/// A seat at a table: a color and who plays it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    pub color: Color,
    pub occupant: Occupant,
}

impl Seat {
    /// A human seat.
    pub fn human(color: Color, user: UserId, name: impl Into<String>) -> Seat {
        Seat {
            color,
            occupant: Occupant::Human {
                user,
                name: name.into(),
            },
        }
    }

    /// A computer seat.
    pub fn ai(color: Color, level: Level) -> Seat {
        Seat {
            color,
            occupant: Occupant::Ai(level),
        }
    }

    /// The engine's player for this seat.
    pub fn player(&self) -> Player {
        match &self.occupant {
            Occupant::Human { name, .. } => Player::human(self.color, name.clone()),
            Occupant::Ai(_) => Player::ai(self.color, self.occupant.name()),
        }
    }
}
