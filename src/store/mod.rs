//! Storage in SQLite or PostgreSQL: lobbies, running games, results, per-server
//! leaderboards, ratings, the history of games that are over, and settings. All
//! SQL of the bot lives in this module.
//!
//! One [`Store`] (cheap to clone: a connection pool) serves the whole bot:
//!
//! ```no_run
//! # async fn demo() -> Result<(), hypnosia_engine::store::StoreError> {
//! use hypnosia_engine::store::Store;
//! let store = Store::open("sqlite://hypnosia.db").await?; // creates it and migrates
//! for lobby in store.open_lobbies().await? { /* re-post or refresh the lobby */ }
//! for game in store.running_games().await? { /* resume clocks and AI turns */ }
//! # Ok(()) }
//! ```
//!
//! The URL chooses the backend: `postgres://` (or `postgresql://`) opens PostgreSQL,
//! anything else a SQLite file. The SQL is written once (`sql/`) and compiled for
//! each backend by `sqlite.rs` and `postgres.rs`, which also hold what differs:
//! opening, migrations (`migrations/` and `migrations/postgres/`), how a write
//! transaction begins. The public methods (in the topic files) dispatch to the
//! backend with `on_backend!`. This keeps every statement typed against both
//! drivers without generic bounds on every function, and without sqlx's `Any`
//! driver, which would convert every row and lose the integer and bool types.
//!
//! Durability on SQLite: every write is one SQLite transaction in WAL mode with
//! `synchronous = NORMAL`. A commit is durable against a crash or SIGKILL of the
//! bot the moment the call returns (the WAL is in the operating system's hands);
//! only a power loss or kernel crash can lose the last commits, which saves an
//! fsync per move (see `hypnosia::operating`). The log is checkpointed into the database by
//! a background task every two seconds, off the commit path. SQLite serves one
//! process: a second process opening the same file is refused
//! ([`StoreError::InUse`]). PostgreSQL commits with its own defaults (fsync'd)
//! and serves any number of processes.
//!
//! Concurrency: a game row carries the game's version. [`Store::save_game`] and
//! [`Store::finish_game`] name the version they expect and fail with
//! [`StoreError::StaleVersion`] when another writer advanced the game first.

/// Runs the store operation `$op` (a function of `sql/`) on the store's backend.
/// Every call ends within the store's time limit (`limits.rs`).
macro_rules! on_backend {
    ($store:expr_2021, $op:ident($($arg:expr_2021),* $(,)?)) => {
        $crate::store::limits::within($store.call_limit, async {
            match &$store.backend {
                $crate::store::Backend::Sqlite(db) => {
                    $crate::store::sqlite::$op(&db.pool, $($arg),*).await
                }
                $crate::store::Backend::Postgres(db) => {
                    $crate::store::postgres::$op(&db.pool, $($arg),*).await
                }
            }
        })
        .await
    };
}

mod analysis;
pub mod click_tokens;
mod copy;
mod daily_puzzles;
mod doors;
mod error;
mod games;
mod history;
mod kept;
pub mod limits;
mod lobbies;
// Public for the tests of `tests/store/migrations.rs`.
#[doc(hidden)]
pub mod migrations;
mod notify;
mod postgres;
mod posts;
mod puzzles;
mod ratings;
mod reads;
mod results;
mod seasons;
mod settings;
mod sqlite;
mod standings;
mod tournaments;
mod url;

pub use analysis::{ACCURACY_FROM_GAMES, ANALYSIS_CLAIM_SECS, AccuracyEntry};
pub use click_tokens::{Kept, KeptToken, Token};
pub use copy::CopyReport;
pub use doors::OpenTable;
pub use error::StoreError;
#[cfg(feature = "testing")]
pub use history::HistoryHold;
pub use history::{GamesPage, PastGame};
pub use kept::KEPT_GAMES;
pub use limits::Waits;
pub use notify::TurnDms;
pub use posts::{
    BadPostId, LEASE_HOLDER_EVERY, LEASE_HOLDER_SILENT, PostClaim, PostId, PostKind, PostRow,
    SHARE_REMEMBERED_SECS,
};
pub use ratings::{rate_attempt, rate_humans};
pub use reads::Reads;
pub use results::{FinishedGame, PlayerResult};
pub use seasons::{ANNOUNCEMENT_RETRY_SECS, SeasonClaim, SeasonSettings};
pub use standings::{
    LeaderboardEntry, LeaderboardOrder, LeaderboardPage, MAX_PER_PAGE, PlayerStats, RatingPoint,
};
pub use tournaments::RoundSeating;
pub use url::{DatabaseUrl, redact_url};

/// How many history reads run at once per process, beside the moves: SQLite
/// gives them their own read-only connections (WAL lets readers run beside the
/// writer), PostgreSQL as many permits over the shared pool.
pub const HISTORY_READERS: usize = 2;

use games::{check_seats_match, record_json, timeouts_json};
use standings::Scope;

use crate::game::Color;
use crate::table::{GuildSettings, Occupant, Seat, UserId};

/// The database used when `DATABASE_URL` is not set: `hypnosia.db` in the
/// working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hypnosia.db";

/// The bot's storage. Clone it freely: clones share one connection pool.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// The longest one call may take ([`limits::STORE_CALL_LIMIT`]).
    call_limit: std::time::Duration,
    /// Whether a server the store has no settings for plays in threads
    /// ([`Store::with_new_servers_in_threads`]).
    new_servers_in_threads: bool,
    /// Whose the leases this store takes are: this process's.
    lease_holder: posts::LeaseHolder,
    /// The running games last loaded or committed, replayed (`kept.rs`).
    kept: kept::KeptGames,
    /// How many times a started game was loaded, by every clone (for the
    /// engine's tests, which count the loads of one click).
    #[cfg(feature = "testing")]
    games_loaded: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

/// Where the store keeps its rows.
#[derive(Clone, Debug)]
enum Backend {
    Sqlite(sqlite::SqliteStore),
    Postgres(postgres::PostgresStore),
}

/// Which database a URL names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BackendKind {
    Sqlite,
    Postgres,
}

impl BackendKind {
    /// `postgres://` and `postgresql://` name PostgreSQL; anything else (`sqlite:`
    /// URLs, plain paths) a SQLite file.
    pub fn of_url(url: &str) -> BackendKind {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            BackendKind::Postgres
        } else {
            BackendKind::Sqlite
        }
    }
}

impl Store {
    /// Opens the database at `url` and applies pending migrations: PostgreSQL
    /// for `postgres://…`, else SQLite (`sqlite://path`, `sqlite:path` or a plain
    /// path; the file is created if missing, and refused with
    /// [`StoreError::InUse`] while another process has it open).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, Waits::default()).await
    }

    /// [`Store::open`], waiting `waits` for a busy SQLite file or a
    /// PostgreSQL connection (tests shorten them).
    pub async fn open_with(url: &str, waits: Waits) -> Result<Store, StoreError> {
        let backend = match BackendKind::of_url(url) {
            BackendKind::Postgres => Backend::Postgres(postgres::open(url, waits).await?),
            BackendKind::Sqlite => Backend::Sqlite(sqlite::SqliteStore::open(url, waits).await?),
        };
        Ok(Store {
            backend,
            call_limit: limits::STORE_CALL_LIMIT,
            new_servers_in_threads: GuildSettings::default().games_in_threads,
            lease_holder: posts::LeaseHolder::new(),
            kept: kept::KeptGames::default(),
            #[cfg(feature = "testing")]
            games_loaded: Default::default(),
        })
    }

    /// How many times a started game was loaded since the store was opened
    /// (for the engine's tests).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn games_loaded(&self) -> u64 {
        self.games_loaded.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// How many running games the store keeps replayed (for the tests of
    /// its bound).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn games_kept(&self) -> usize {
        self.kept.len()
    }

    /// The same store keeping at most `bound` games replayed (its clones
    /// made before keep theirs), for the tests of the bound.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn with_kept_bound(mut self, bound: usize) -> Store {
        self.kept = kept::KeptGames::with_bound(bound);
        self
    }

    /// The same store with another time limit per call (tests of an
    /// unanswering database, which need not wait 15 s).
    pub fn with_call_limit(mut self, limit: std::time::Duration) -> Store {
        self.call_limit = limit;
        self
    }

    /// The same store, with servers it has no settings for yet playing in
    /// threads or not (the operator's choice; on unless they say otherwise).
    pub fn with_new_servers_in_threads(mut self, in_threads: bool) -> Store {
        self.new_servers_in_threads = in_threads;
        self
    }

    /// The settings of a server that never changed any.
    pub fn new_server_settings(&self) -> GuildSettings {
        GuildSettings {
            games_in_threads: self.new_servers_in_threads,
            ..GuildSettings::default()
        }
    }

    /// Opens the database named by the environment variable `DATABASE_URL`,
    /// or [`DEFAULT_DATABASE_URL`].
    pub async fn open_from_env() -> Result<Store, StoreError> {
        let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_owned());
        Store::open(&url).await
    }

    /// Which database this store uses.
    pub fn kind(&self) -> BackendKind {
        match self.backend {
            Backend::Sqlite(_) => BackendKind::Sqlite,
            Backend::Postgres(_) => BackendKind::Postgres,
        }
    }

    /// Waits for running queries and closes every connection (on SQLite,
    /// checkpointing the WAL).
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite(db) => db.close().await,
            Backend::Postgres(db) => db.pool.close().await,
        }
    }
}

/// Parses a stored color name.
fn parse_color(game: i64, s: &str) -> Result<Color, StoreError> {
    s.parse().map_err(|_| StoreError::Corrupt {
        game,
        message: format!("unknown color `{s}`"),
    })
}

/// Builds a seat from its stored columns.
fn seat_from_row(
    game: i64,
    color: &str,
    user: Option<i64>,
    ai_level: Option<&str>,
    name: String,
) -> Result<Seat, StoreError> {
    let color = parse_color(game, color)?;
    let occupant = match (user, ai_level) {
        (Some(user), None) => Occupant::Human {
            user: UserId::from_db(user),
            name,
        },
        (None, Some(level)) => Occupant::Ai(level.parse().map_err(|e| StoreError::Corrupt {
            game,
            message: format!("{e}"),
        })?),
        _ => {
            return Err(StoreError::Corrupt {
                game,
                message: format!("seat {color} is neither human nor AI"),
            });
        }
    };
    Ok(Seat { color, occupant })
}
