//! The port's words for what a show became: the message a game shows now
//! ([`LiveMessage`]) and whether the players have the change ([`Shown`]),
//! which the engine notes and marks (`live/kernel/shown.rs`).

use crate::live::port::learned::Learned;
use crate::table::{MessageId, Table};

/// The message a game shows now: its id (none while there is none, or after
/// its post failed), and the first record entry it covers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LiveMessage {
    pub message: Option<MessageId>,
    pub from: u32,
}

impl LiveMessage {
    /// The message the store knows for `table`.
    pub fn of(table: &Table) -> LiveMessage {
        LiveMessage {
            message: table.place.screen.message,
            from: table.place.screen.message_from,
        }
    }
}

/// What became of a change the screen showed: how its show ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shown {
    /// The message that shows the game after it (posted, or kept; none
    /// when its post failed: the next change posts one).
    pub live: LiveMessage,
    /// Whether the players have it (or the platform refused it for good:
    /// the game goes on); false leaves it owed, and the sweep shows it again.
    pub done: bool,
    /// The game's log message, when this show posted it (none when it kept
    /// the one it had, or has none): the engine records it with the game, as
    /// it does the live message, and hands it with the game's next changes.
    pub log: Option<MessageId>,
    /// What the screen learned of the platform meanwhile (a place out of
    /// reach, DMs closed): the engine acts on it.
    pub learned: Learned,
}

impl Shown {
    /// A show that ends with `live` as the game's message, `done` or not,
    /// and posted no log.
    pub fn of(live: LiveMessage, done: bool) -> Shown {
        Shown {
            live,
            done,
            log: None,
            learned: Learned::default(),
        }
    }
}
