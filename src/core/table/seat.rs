//! Who sits at a seat of a table.

use super::{Level, UserId};
use crate::game::{Color, Player, PlayerKind, PlayerRecord};

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

    /// The name to show: the person's name, or `AI (hard)` (the name a
    /// record keeps for a computer player: see [`RecordedPlayer::of`]).
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

    /// The number of this computer player among the computers seated at
    /// `seats` ([`computer_number`]); `None` for a person.
    pub fn computer_number(&self, seats: &[Seat]) -> Option<usize> {
        let computers = seats
            .iter()
            .filter(|s| matches!(s.occupant, Occupant::Ai(_)))
            .map(|s| s.color);
        match self.occupant {
            Occupant::Ai(_) => computer_number(self.color, computers),
            Occupant::Human { .. } => None,
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

/// The number of the computer player at `color` among the computer players
/// seated at `computers`, counted in color order, so a table's computers are
/// told apart the same way in the lobby, the turns, the results and the
/// history; `None` when it is the only one (it needs no number).
pub fn computer_number(color: Color, computers: impl IntoIterator<Item = Color>) -> Option<usize> {
    let mut colors: Vec<Color> = computers.into_iter().collect();
    colors.sort();
    colors.dedup();
    if colors.len() < 2 {
        return None;
    }
    colors.iter().position(|&c| c == color).map(|i| i + 1)
}

/// Who played a color of a recorded game, as its record tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordedPlayer<'a> {
    /// A person, or a computer whose recorded name does not say its level:
    /// the name recorded.
    Named(&'a str),
    /// A computer player, numbered among the record's computer players when
    /// it has several ([`computer_number`]).
    Computer { level: Level, number: Option<usize> },
}

impl RecordedPlayer<'_> {
    /// The player at `color` among a record's `players`, if any.
    pub fn of(players: &[PlayerRecord], color: Color) -> Option<RecordedPlayer<'_>> {
        let p = players.iter().find(|p| p.color == color)?;
        Some(match recorded_level(p) {
            Some(level) => {
                let computers = players
                    .iter()
                    .filter(|p| p.kind == PlayerKind::Ai)
                    .map(|p| p.color);
                RecordedPlayer::Computer {
                    level,
                    number: computer_number(color, computers),
                }
            }
            None => RecordedPlayer::Named(&p.name),
        })
    }

    /// The player `p` of a record, on its own (never numbered).
    pub fn alone(p: &PlayerRecord) -> RecordedPlayer<'_> {
        match recorded_level(p) {
            Some(level) => RecordedPlayer::Computer {
                level,
                number: None,
            },
            None => RecordedPlayer::Named(&p.name),
        }
    }
}

/// A computer player's level, from the name a record keeps for it (`AI
/// (hard)`, as [`Occupant::name`] writes it): `hypnosia-record/1` has no
/// other field for it, and old records must still read.
fn recorded_level(p: &PlayerRecord) -> Option<Level> {
    if p.kind != PlayerKind::Ai {
        return None;
    }
    p.name
        .strip_prefix("AI (")
        .and_then(|n| n.strip_suffix(')'))
        .and_then(|n| n.parse().ok())
}
