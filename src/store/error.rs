//! What can go wrong in the store. These are internal errors (log them) except
//! where a variant says it is a normal outcome the Discord layer should handle.

use crate::game::RecordError;
use crate::table::{ChannelHolder, TableLimit};

/// An error from the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game moved on since the caller read it (another click or process
    /// won the race). Normal: reload the game and show the current state.
    #[error("game {game} is no longer at version {expected}")]
    StaleVersion { game: i64, expected: u64 },
    /// No lobby or game with this id is in the state the call needs
    /// (e.g. it was started, finished or cancelled meanwhile). Normal.
    #[error("no {wanted} with id {id}")]
    NotFound { wanted: &'static str, id: i64 },
    /// The color is taken at this table. Normal: tell the user.
    #[error("{0} is already taken")]
    ColorTaken(crate::game::Color),
    /// The user already sits at this table. Normal: tell the user.
    #[error("you already have a seat at this table")]
    AlreadySeated,
    /// A new lobby would break a limit (the server's cap on open tables, or
    /// one open lobby per host). Normal: tell the user what to do.
    #[error("{}", limit_words(.0))]
    Limit(TableLimit),
    /// A new lobby's channel is held by this open lobby or game (checked
    /// with the insert). Normal: tell the user where it is.
    #[error("the channel is held by table {}", .0.id())]
    ChannelHeld(ChannelHolder),
    /// A tournament refuses what was asked (its cap, the server's cap, sign-up
    /// over…). Normal: tell the user.
    #[error("tournament: {0:?}")]
    Tournament(crate::seating::TournamentRefusal),
    /// The call does not make sense for the game (a programming error upstream).
    #[error("invalid request: {0}")]
    Invalid(String),
    /// A stored row cannot be read back (corrupted or written by a newer version).
    #[error("game {game}: stored data is unreadable: {message}")]
    Corrupt { game: i64, message: String },
    /// A post's row names no post (written by a newer version, or damaged).
    #[error("stored post is unreadable: {0}")]
    BadPost(#[from] crate::store::BadPostId),
    /// A stored record no longer replays under the rules.
    #[error("game {game}: stored record does not replay: {source}")]
    Replay {
        game: i64,
        #[source]
        source: RecordError,
    },
    /// Another process has this SQLite file open. SQLite serves one process:
    /// several processes share a PostgreSQL database instead.
    #[error(
        "the database {database} is in use by another hypnosia process{}; SQLite serves one \
         process: stop the other one, or run several processes on PostgreSQL \
         (DATABASE_URL=postgres://…)",
        holder.map(|pid| format!(" (pid {pid})")).unwrap_or_default()
    )]
    InUse {
        database: String,
        holder: Option<u32>,
    },
    /// A copy's target already holds rows: a copy only fills an empty database.
    #[error(
        "the target database is not empty ({rows} rows in `{table}`): copy only into a new, \
         empty database"
    )]
    NotEmpty { table: &'static str, rows: u64 },
    /// The database failed (I/O, locked for longer than the busy timeout,
    /// connection lost, ...).
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The database did not answer within the call's time limit (see
    /// `store/limits.rs`): paused, cut off, or stuck behind a lock.
    #[error("the database did not answer within {} s", limit.as_secs_f32())]
    TimedOut { limit: std::time::Duration },
    /// Migrations could not be applied at start-up.
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl StoreError {
    /// Whether another writer changed the lobby or game first while it is still
    /// open: reading it again and retrying may succeed.
    pub fn is_stale(&self) -> bool {
        matches!(self, StoreError::StaleVersion { .. })
    }

    /// Whether another writer changed or ended the lobby or game first: a normal
    /// race, to be answered by showing the current state, never a fault.
    pub fn is_conflict(&self) -> bool {
        matches!(
            self,
            StoreError::StaleVersion { .. } | StoreError::NotFound { .. }
        )
    }
}

/// Whether an sqlx error is a violated UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(e) if e.is_unique_violation())
}

/// A limit in words, for logs.
fn limit_words(limit: &TableLimit) -> String {
    match limit {
        TableLimit::Server { cap } => {
            format!("the server has its {cap} open lobbies and running games")
        }
        TableLimit::HostsLobby { id, .. } => {
            format!("the host already hosts the open lobby {id}")
        }
        TableLimit::Member { user, cap } => {
            format!("member {user} already plays in {cap} running games")
        }
    }
}
