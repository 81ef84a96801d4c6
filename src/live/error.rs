//! The engine's two kinds of failure: a [`UserError`] is the person's doing or
//! a rule of the game ("it is not your turn"), shown to them alone; everything
//! else (the store failing, a bug) is a fault, logged with its details while
//! the person only gets a short apology. The Discord layer wraps this type in
//! its own, which adds Discord's failures.

use std::fmt;

use crate::i18n::{Lang, Text};
use crate::store::StoreError;
use crate::words::refusals::{Refusal, RefusalText};

/// A refusal shown to the person who caused it (ephemeral), in their
/// language: typed, worded by the screen when it tells them.
#[derive(Clone, PartialEq, Debug)]
pub enum UserError {
    /// What a rule refused, with its data (the only kind the engine raises).
    Refused(Refusal),
    /// A refusal the screen worded itself.
    Said(Text),
}

impl UserError {
    /// A refusal saying this.
    pub fn new(message: impl Into<Text>) -> UserError {
        UserError::Said(message.into())
    }

    /// What the refusal says.
    pub fn text(&self) -> Text {
        match self {
            UserError::Refused(refusal) => refusal.clone().text(),
            UserError::Said(text) => text.clone(),
        }
    }
}

/// Logs show refusals in English.
impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::EnUs))
    }
}

impl std::error::Error for UserError {}

/// Any failure of a change, a click's judging or background work.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Shown to the person; not a fault of the bot.
    #[error("{0}")]
    User(#[from] UserError),
    /// The store refused or failed; a conflict (someone else changed the game or
    /// lobby first) is a normal race, the rest are faults.
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    /// A bug or an impossible state.
    #[error("{0}")]
    Internal(String),
}

impl Error {
    /// A rule's refusal, for the person: typed, worded by the screen.
    pub fn refused(refusal: impl Into<Refusal>) -> Error {
        Error::User(UserError::Refused(refusal.into()))
    }

    /// Whether background work that failed so may pass if tried again: not a
    /// refusal (the game is gone or over) nor a lost race (whoever won it set
    /// going what follows).
    pub fn worth_retrying(&self) -> bool {
        match self {
            Error::User(_) => false,
            Error::Store(e) => !e.is_conflict(),
            Error::Internal(_) => true,
        }
    }
}

/// Result of the engine.
pub type Result<T, E = Error> = std::result::Result<T, E>;
