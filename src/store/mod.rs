//! Storage in SQLite: lobbies, running games, results, per-server leaderboards,
//! ratings, the history of games that are over, and settings. All SQL of the bot lives in this module.
//!
//! One [`Store`] (cheap to clone: a connection pool) serves the whole bot:
//!
//! ```no_run
//! # async fn demo() -> Result<(), hypnosia::store::StoreError> {
//! use hypnosia::store::Store;
//! let store = Store::open("sqlite://hypnosia.db").await?; // creates it and migrates
//! for lobby in store.open_lobbies().await? { /* re-post or refresh the lobby */ }
//! for game in store.running_games().await? { /* resume clocks and AI turns */ }
//! # Ok(()) }
//! ```
//!
//! Durability: every write is one SQLite transaction in WAL mode with
//! `synchronous = NORMAL`. A commit is durable against a crash or SIGKILL of the
//! bot the moment the call returns (the WAL is in the operating system's hands);
//! only a power loss or kernel crash can lose the last commits, which saves an
//! fsync per move (see the README). The log is checkpointed into the database by
//! a background task every two seconds, off the commit path.
//!
//! Concurrency: a game row carries the game's version. [`Store::save_game`] and
//! [`Store::finish_game`] name the version they expect and fail with
//! [`StoreError::StaleVersion`] when another writer advanced the game first.

mod error;
mod games;
mod history;
mod leaderboard;
mod lobbies;
mod ratings;
mod results;
mod settings;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

pub use error::StoreError;
pub use history::{GamesPage, PastGame};
pub use leaderboard::{
    LeaderboardEntry, LeaderboardOrder, LeaderboardPage, PlayerStats, RatingPoint, MAX_PER_PAGE,
};
pub use ratings::rate_humans;
pub use results::{FinishedGame, PlayerResult};

use crate::game::Color;
use crate::table::{Occupant, Seat, UserId};

/// The database used when `DATABASE_URL` is not set: `hypnosia.db` in the
/// working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hypnosia.db";

/// How long a write waits for another connection's write to finish.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How often the background task moves the write-ahead log into the database.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(2);

/// The bot's storage. Clone it freely: clones share one connection pool.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// Stops the checkpoint task when the last clone is dropped.
    _checkpointer: Arc<Checkpointer>,
}

/// The background WAL checkpoint task. SQLite would otherwise checkpoint inside
/// whichever commit crosses 1000 WAL pages, adding its fsyncs to that move's
/// latency (p99 tens of ms); here it runs beside the commits instead.
#[derive(Debug)]
struct Checkpointer(tokio::task::JoinHandle<()>);

impl Drop for Checkpointer {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl Store {
    /// Opens (creating if missing) the database at `url` (`sqlite://path`,
    /// `sqlite:path` or a plain path) and applies pending migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let url = if url.starts_with("sqlite:") {
            url.to_owned()
        } else {
            format!("sqlite://{url}")
        };
        let options = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            // Checkpoints run in the background task (see `Checkpointer`); a
            // connection's close still checkpoints, so a stopped bot leaves no log.
            .pragma("wal_autocheckpoint", "0");
        // SQLite runs one writer at a time anyway; a few connections let reads
        // (leaderboards) proceed beside a write in WAL mode.
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let background = pool.clone();
        let task = tokio::spawn(async move {
            let mut every = tokio::time::interval(CHECKPOINT_EVERY);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                if background.is_closed() {
                    break;
                }
                // PASSIVE never blocks writers; what it cannot copy now waits for
                // the next round. A failure here only delays the checkpoint.
                if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                    .execute(&background)
                    .await
                {
                    tracing::warn!("WAL checkpoint failed: {e}");
                }
            }
        });
        Ok(Store {
            pool,
            _checkpointer: Arc::new(Checkpointer(task)),
        })
    }

    /// Opens the database named by the environment variable `DATABASE_URL`,
    /// or [`DEFAULT_DATABASE_URL`].
    pub async fn open_from_env() -> Result<Store, StoreError> {
        let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_owned());
        Store::open(&url).await
    }

    /// Waits for running queries and closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// A write transaction that takes the write lock at once, so that its reads
    /// and writes see one snapshot and it waits (busy timeout) instead of failing
    /// when another connection writes.
    async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
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
            })
        }
    };
    Ok(Seat { color, occupant })
}
