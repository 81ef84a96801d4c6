//! The port's words for what a show became ([`Shown`]): what the screen
//! shows the game with now, the screen's own ([`OnScreen`]), and whether the
//! players have the change; the engine notes and marks it
//! (`live/kernel/shown.rs`) without looking inside; and what the screen
//! learned meanwhile, which the engine acts on (`live/kernel/learned.rs`).

use crate::live::port::learned::Learned;
use crate::table::OnScreen;

/// What became of a change the screen showed: how its show ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shown {
    /// What the screen shows the game with after it (its messages, posted
    /// or kept; the screen's, opaque to the engine): recorded with the game
    /// and handed back with its next changes.
    pub screen: OnScreen,
    /// Whether the players have it (or the platform refused it for good:
    /// the game goes on); false leaves it owed, and the sweep shows it again.
    pub done: bool,
    /// What the screen learned of the platform meanwhile (a place out of
    /// reach, DMs closed): the engine acts on it.
    pub learned: Learned,
}

impl Shown {
    /// A show that ends with `screen` as what shows the game, `done` or not.
    pub fn of(screen: OnScreen, done: bool) -> Shown {
        Shown {
            screen,
            done,
            learned: Learned::default(),
        }
    }
}
