//! The SQLite backend: one file, one process. Compiles the shared SQL (`sql/`)
//! for SQLite and supplies what only SQLite needs: the connection settings, the
//! WAL checkpoint task, the write lock taken at once, and the lock file that keeps
//! a second process off the database.

use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, LazyLock, Mutex, Weak};
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{SqliteConnection, SqlitePool};

use super::HISTORY_READERS;
use super::StoreError;
use super::limits::Waits;

type Db = sqlx::Sqlite;

// The same SQL is compiled once per backend, on purpose (see `sql/mod.rs`).
#[allow(clippy::duplicate_mod)]
#[path = "sql/mod.rs"]
mod sql;
pub(super) use sql::*;

/// What a write-ahead log that has grown is cut back to once checkpointed
/// (`journal_size_limit`): a burst of writes does not keep its size on disk.
const WAL_SIZE_LIMIT: u64 = 64 << 20;

/// Connections of the pool that moves commit on (the history's are apart).
const POOLED: u32 = 12;

/// A failing checkpoint (a full disk) is logged at most this often, so that
/// its warnings do not fill the same disk.
const CHECKPOINT_WARNING_EVERY: Duration = Duration::from_secs(10 * 60);

/// An open SQLite database: the pool, and what lives as long as the last clone.
#[derive(Clone, Debug)]
pub(super) struct SqliteStore {
    pub(super) pool: SqlitePool,
    /// Read-only connections for the history's lists and records, beside the
    /// pool that moves commit on (see `store/history.rs`).
    history: SqlitePool,
    _checkpointer: Arc<Checkpointer>,
    /// `None` for an in-memory database.
    _owner: Option<Arc<ProcessLock>>,
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

impl SqliteStore {
    pub(super) async fn open(url: &str, waits: Waits) -> Result<SqliteStore, StoreError> {
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
            .busy_timeout(waits.busy_timeout)
            // Checkpoints run in the background task (see `Checkpointer`); a
            // connection's close still checkpoints, so a stopped bot leaves no log.
            .pragma("wal_autocheckpoint", "0")
            .pragma("journal_size_limit", WAL_SIZE_LIMIT.to_string());
        // Before any connection: a refused process must not even run migrations.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let owner = if in_memory {
            None
        } else {
            Some(ProcessLock::take(options.get_filename())?)
        };
        // SQLite runs one writer at a time anyway; reads proceed beside a
        // write in WAL mode. A statement costs its connection some 50 µs of
        // work but a millisecond and more of handing over between the
        // runtime's tasks and the connection's thread once the cores are
        // full (2 000 games), so connections enough keep the loads from
        // queueing behind one another. A connection is not pinged before it
        // is lent (sqlx's `test_before_acquire`): it is a thread of this
        // process, not a server that may have gone, and sqlx pings it again
        // as it comes back anyway; each ping is one more hand-over to that
        // thread and back, some 3 % of the bot's CPU at 2 000 games.
        let pool = SqlitePoolOptions::new()
            .max_connections(POOLED)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        super::migrations::run(&pool, super::migrations::SQLITE).await?;
        // An in-memory database is one per connection set: it shares the pool.
        let history = if in_memory {
            pool.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(HISTORY_READERS as u32)
                .test_before_acquire(false)
                .connect_with(options.clone().create_if_missing(false).read_only(true))
                .await?
        };
        let task = tokio::spawn(checkpoints(pool.clone(), waits.checkpoint_every));
        Ok(SqliteStore {
            pool,
            history,
            _checkpointer: Arc::new(Checkpointer(task)),
            _owner: owner,
        })
    }
}

/// Moves the write-ahead log into the database every `every`: PASSIVE while
/// writes come (it never blocks them; what it cannot copy waits for the next
/// round), and once the log is all copied and nothing was written for a
/// round, TRUNCATE, which empties the file: steady readers can otherwise keep
/// the log from ever starting over, and it only grows.
async fn checkpoints(pool: SqlitePool, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_log = -1;
    let mut warned: Option<(tokio::time::Instant, u32)> = None;
    loop {
        ticks.tick().await;
        if pool.is_closed() {
            break;
        }
        let passive: Result<(i64, i64, i64), _> = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
            .fetch_one(&pool)
            .await;
        let done = match passive {
            // (busy, frames in the log, frames copied): idle when the log is
            // all copied and has not grown since the last round.
            Ok((0, log, copied)) if log > 0 && log == copied && log == last_log => {
                let truncated = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                    .execute(&pool)
                    .await;
                last_log = 0;
                truncated.map(|_| ())
            }
            Ok((_, log, _)) => {
                last_log = log;
                Ok(())
            }
            Err(e) => Err(e),
        };
        if let Err(e) = done {
            let now = tokio::time::Instant::now();
            match &mut warned {
                Some((at, quiet)) if now.duration_since(*at) < CHECKPOINT_WARNING_EVERY => {
                    *quiet += 1;
                }
                _ => {
                    let quiet = warned.map_or(0, |(_, quiet)| quiet);
                    tracing::warn!(
                        error = %e,
                        failures_not_logged = quiet,
                        "WAL checkpoint failed (a full disk?); the log grows until one succeeds"
                    );
                    warned = Some((now, 0));
                }
            }
        }
    }
}

impl SqliteStore {
    /// One of the history's own connections, waiting for one to be free.
    pub(super) async fn history_reader(&self) -> Result<HistoryReader, sqlx::Error> {
        Ok(HistoryReader {
            conn: self.history.acquire().await?,
        })
    }

    /// Every history connection, held (for tests).
    #[cfg(feature = "testing")]
    pub(super) async fn hold_history_readers(
        &self,
    ) -> Result<Vec<PoolConnection<Db>>, sqlx::Error> {
        let mut held = Vec::new();
        for _ in 0..HISTORY_READERS {
            held.push(self.history.acquire().await?);
        }
        Ok(held)
    }

    /// Waits for running queries and closes every connection.
    pub(super) async fn close(&self) {
        self.history.close().await;
        self.pool.close().await;
    }
}

/// A connection for history reads.
pub(super) struct HistoryReader {
    pub(super) conn: PoolConnection<Db>,
}

/// A write transaction that takes the write lock at once, so that its reads
/// and writes see one snapshot and it waits (busy timeout) instead of failing
/// when another connection writes.
async fn begin_write(pool: &SqlitePool) -> Result<sqlx::Transaction<'static, Db>, sqlx::Error> {
    let _waiting = crate::pace::probe::STORE_WRITE.wait();
    pool.begin_with("BEGIN IMMEDIATE").await
}

/// Nothing to do: `BEGIN IMMEDIATE` already lets one writer at a time in.
async fn lock_guild(_: &mut SqliteConnection, _guild: i64) -> Result<(), sqlx::Error> {
    Ok(())
}

/// Nothing to do: a row inserted with its id moves SQLite's AUTOINCREMENT past it.
async fn after_copy_ids(_: &mut SqliteConnection) -> Result<(), sqlx::Error> {
    Ok(())
}

/// An exclusive lock on `<database>.lock`, held while the database is open, so
/// that a second process cannot open it: two bots on one file would each resume
/// every game's timers and computer turns. The operating system releases it when
/// the process ends, however it ends. Within one process, stores of the same
/// file share the lock.
#[derive(Debug)]
struct ProcessLock {
    path: PathBuf,
    _file: File,
}

/// The locks this process holds, by lock file.
static HELD: LazyLock<Mutex<HashMap<PathBuf, Weak<ProcessLock>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

impl ProcessLock {
    fn take(database: &Path) -> Result<Arc<ProcessLock>, StoreError> {
        let mut name = database.as_os_str().to_owned();
        name.push(".lock");
        let path = PathBuf::from(name);
        let mut file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .read(true)
            .write(true)
            .open(&path)
            .map_err(|e| lock_failed(&path, e))?;
        let path = path.canonicalize().unwrap_or(path);
        let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(lock) = held.get(&path).and_then(Weak::upgrade) {
            return Ok(lock);
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut holder = String::new();
                let _ = file.read_to_string(&mut holder);
                return Err(StoreError::InUse {
                    database: database.display().to_string(),
                    holder: holder.trim().parse().ok(),
                });
            }
            Err(TryLockError::Error(e)) => return Err(lock_failed(&path, e)),
        }
        // Who holds it, for the message the next process shows.
        let _ = file.set_len(0);
        let _ = file.rewind();
        let _ = write!(file, "{}", std::process::id());
        let lock = Arc::new(ProcessLock {
            path: path.clone(),
            _file: file,
        });
        held.insert(path, Arc::downgrade(&lock));
        Ok(lock)
    }
}

impl Drop for ProcessLock {
    fn drop(&mut self) {
        // The file's lock goes with the file; only forget it here.
        let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
        if held.get(&self.path).is_some_and(|w| w.strong_count() == 0) {
            held.remove(&self.path);
        }
    }
}

fn lock_failed(path: &Path, e: std::io::Error) -> StoreError {
    StoreError::Database(sqlx::Error::Io(std::io::Error::new(
        e.kind(),
        format!("cannot lock {}: {e}", path.display()),
    )))
}
