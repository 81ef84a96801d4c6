//! The two kinds of failure the bot knows.
//!
//! A [`UserError`] is the user's doing or a rule of the game ("it is not your
//! turn"): it is shown to that user, ephemeral, and not logged as a failure.
//! Everything else is an internal [`Error`]: logged with its details, while the
//! user only gets a short apology, so no internals (or secrets) reach the chat.
//! The engine's own errors ([`live::Error`]) become this type unchanged in
//! kind; Discord's failures are added here.

use crate::heavy::gif_exports::DrawFailed;
use crate::i18n::{Lang, Text};
use crate::live::{self, UserError};
use crate::store::StoreError;
use crate::table::MoveRefusal;
use crate::text;
use crate::words::fit;
use crate::words::refusals::{Refusal, RefusalText};

/// Any failure of a command, click or background task.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Shown to the user; not a fault of the bot.
    #[error("{0}")]
    User(#[from] UserError),
    /// A call to Discord failed.
    #[error("Discord: {0}")]
    Discord(#[from] Box<serenity::Error>),
    /// The store refused or failed; a conflict (someone else changed the game or
    /// lobby first) is a normal race, shown to the user, the rest are faults.
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    /// A bug or an impossible state.
    #[error("{0}")]
    Internal(String),
    /// Not called: the pace's breaker is open; like Discord away, what was
    /// to be shown stays owed.
    #[error("{0}")]
    Stopped(#[from] crate::pace::Stopped),
    /// Not called: the bot reaches this place only through people's
    /// interactions, and none is alive; what was to be shown stays owed.
    #[error("shown only through people's clicks there")]
    OnlyThroughClicks,
    /// Not drawn: a newer state of the game came; it stays owed, shown by the newer.
    #[error("overtaken by a newer state of the game")]
    Overtaken,
}

/// The engine's failure, of the same kind here.
impl From<live::Error> for Error {
    fn from(e: live::Error) -> Error {
        match e {
            live::Error::User(e) => Error::User(e),
            live::Error::Store(e) => Error::Store(e),
            live::Error::Internal(e) => Error::Internal(e),
        }
    }
}

/// A GIF drawing's failure, told alike to everyone who waited for it.
impl From<&Error> for DrawFailed {
    fn from(e: &Error) -> DrawFailed {
        match e {
            Error::User(u) => DrawFailed::User(u.text()),
            e => DrawFailed::Internal(e.to_string()),
        }
    }
}

impl From<DrawFailed> for Error {
    fn from(e: DrawFailed) -> Error {
        match e {
            DrawFailed::User(t) => Error::User(UserError::Said(t)),
            DrawFailed::Internal(e) => Error::Internal(e),
        }
    }
}

impl From<serenity::Error> for Error {
    fn from(e: serenity::Error) -> Error {
        crate::pace::refusals::count(discord_status(&e));
        Error::Discord(Box::new(e))
    }
}

impl Error {
    /// A refusal for the user.
    pub fn user(message: impl Into<Text>) -> Error {
        Error::User(UserError::new(message))
    }

    /// A rule's refusal, for the user: typed, worded when told.
    pub fn refused(refusal: impl Into<Refusal>) -> Error {
        Error::User(UserError::Refused(refusal.into()))
    }

    /// What to tell the user: the refusal itself, or a short apology.
    pub fn user_text(&self) -> Text {
        match self {
            Error::User(e) => e.text(),
            Error::Store(e) if e.is_conflict() => MoveRefusal::OldVersion.text(),
            Error::Discord(e) if discord_code(e) == Some(50013) => {
                text!("error-missing-permission")
            }
            Error::Discord(e) if is_transient(e) => text!("error-discord-unavailable"),
            _ => text!("error-internal"),
        }
    }

    /// The message for the user in `lang`: the refusal itself, or a short apology.
    pub fn user_message(&self, lang: Lang) -> String {
        fit::content(self.user_text().render(lang))
    }

    /// Whether the pace's breaker stopped the call, or the refusal that
    /// opens it (a 401: the bot's token, not the call): what it was for
    /// stays owed, shown once calls go again.
    pub fn held(&self) -> bool {
        match self {
            Error::Stopped(_) | Error::OnlyThroughClicks | Error::Overtaken => true,
            Error::Discord(e) => discord_status(e) == Some(401),
            _ => false,
        }
    }

    /// Whether what the call was for stays owed, shown again by the sweep:
    /// Discord away (a 5xx, a 429 or no answer, after the call's retries) or
    /// the call [`held`](Self::held).
    pub fn stays_owed(&self) -> bool {
        match self {
            Error::Discord(e) if is_transient(e) => true,
            e => e.held(),
        }
    }

    /// Whether this is a fault to log (not a plain refusal or a lost race).
    pub fn is_internal(&self) -> bool {
        match self {
            Error::User(_) | Error::Stopped(_) => false,
            Error::OnlyThroughClicks | Error::Overtaken => false,
            Error::Store(e) => !e.is_conflict(),
            Error::Discord(_) | Error::Internal(_) => true,
        }
    }
}

/// The JSON error code of a failed Discord call (e.g. 50013 missing permissions).
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

/// Whether Discord asked to try again later (429), failed on its side (5xx),
/// or the request never got an answer: worth another try after a pause.
pub fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::http::HttpError::Request(_)) => true,
        e => discord_status(e).is_some_and(|s| s == 429 || s >= 500),
    }
}

/// The HTTP status of a failed Discord call (e.g. 401 for a rejected token).
pub fn discord_status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.status_code.as_u16())
        }
        _ => None,
    }
}

/// Result of the Discord layer.
pub type Result<T, E = Error> = std::result::Result<T, E>;
