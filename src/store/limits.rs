//! Time limits, so that a database that stops answering (a PostgreSQL server
//! paused or cut off by the network, a peer process partitioned while it holds
//! a lock) costs the calls that wait on it, never the whole bot: every store
//! call ends within [`STORE_CALL_LIMIT`], and on PostgreSQL the server itself
//! ends a statement, a lock wait and a transaction left idle after their own
//! limits (below), and finds a dead peer's connection by TCP keepalives, which
//! frees the locks that peer held.

use std::future::Future;
use std::time::Duration;

use super::StoreError;

/// The longest any store call may take, connection wait included. Above the
/// server's own limits, so that PostgreSQL's error usually comes first.
pub const STORE_CALL_LIMIT: Duration = Duration::from_secs(15);

/// The longest one statement may run on PostgreSQL.
pub const STATEMENT_LIMIT: Duration = Duration::from_secs(10);

/// The longest a statement waits for a row or advisory lock (a server's lock,
/// taken by finishing a game and opening a lobby) on PostgreSQL.
pub const LOCK_WAIT_LIMIT: Duration = Duration::from_secs(5);

/// How long PostgreSQL lets a transaction sit idle (its process partitioned or
/// paused) before it ends the session and so lets go of its locks.
pub const IDLE_TRANSACTION_LIMIT: Duration = Duration::from_secs(15);

/// The longest a call waits for a connection of the pool.
pub const ACQUIRE_LIMIT: Duration = Duration::from_secs(10);

/// How long a SQLite write waits for another connection's write to finish.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How often SQLite's write-ahead log is copied into the database.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(2);

/// The store's deliberate waits, which a deployment keeps and tests shorten
/// (`Store::open_with`): how long a SQLite write waits for another writer, and
/// how long a call waits for a PostgreSQL connection (while the server is
/// down, each call fails after it), how often SQLite's write-ahead log is
/// checkpointed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Waits {
    pub busy_timeout: Duration,
    pub acquire_limit: Duration,
    pub checkpoint_every: Duration,
}

impl Default for Waits {
    fn default() -> Self {
        Waits {
            busy_timeout: BUSY_TIMEOUT,
            acquire_limit: ACQUIRE_LIMIT,
            checkpoint_every: CHECKPOINT_EVERY,
        }
    }
}

/// TCP keepalives of PostgreSQL's side of each connection: idle seconds before
/// the first probe, seconds between probes, probes lost before the connection
/// counts as dead (about a minute for a peer that vanished).
pub const KEEPALIVES: (u32, u32, u32) = (30, 10, 3);

/// The session settings of every PostgreSQL connection of the bot
/// (`PgConnectOptions::options`, sent at connection start).
// Public for the tests of `tests/store/time_limits.rs`.
#[doc(hidden)]
pub fn postgres_session() -> Vec<(&'static str, String)> {
    let ms = |d: Duration| format!("{}ms", d.as_millis());
    let (idle, interval, count) = KEEPALIVES;
    vec![
        ("statement_timeout", ms(STATEMENT_LIMIT)),
        ("lock_timeout", ms(LOCK_WAIT_LIMIT)),
        (
            "idle_in_transaction_session_timeout",
            ms(IDLE_TRANSACTION_LIMIT),
        ),
        ("tcp_keepalives_idle", idle.to_string()),
        ("tcp_keepalives_interval", interval.to_string()),
        ("tcp_keepalives_count", count.to_string()),
    ]
}

/// Runs one store call, for at most `limit`: past it the call is dropped (a
/// transaction under way is rolled back) and fails with
/// [`StoreError::TimedOut`].
// Public for the tests of `tests/store/time_limits.rs`.
#[doc(hidden)]
pub async fn within<T>(
    limit: Duration,
    call: impl Future<Output = Result<T, StoreError>>,
) -> Result<T, StoreError> {
    tokio::time::timeout(limit, call)
        .await
        .unwrap_or(Err(StoreError::TimedOut { limit }))
}
