//! The PostgreSQL backend, for several bot processes on one database (each
//! holding a range of shards). Compiles the shared SQL (`sql/`) for PostgreSQL
//! and supplies what differs from SQLite: the pool, the migrations of
//! `migrations/postgres/`, and the locks that give a write the meaning it has on
//! SQLite, where one writer at a time runs.

use std::sync::Arc;

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgConnection, PgPool};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::HISTORY_READERS;
use super::StoreError;

type Db = sqlx::Postgres;

// The same SQL is compiled once per backend, on purpose (see `sql/mod.rs`).
#[allow(clippy::duplicate_mod)]
#[path = "sql/mod.rs"]
mod sql;
pub(super) use sql::*;

/// Connections per process: each click holds one for a commit of a
/// millisecond or so; a few dozen processes stay under PostgreSQL's default 100.
const MAX_CONNECTIONS: u32 = 8;

/// An open PostgreSQL database: the pool, and the permits that bound how many
/// of its connections history reads may hold at once.
#[derive(Clone, Debug)]
pub(super) struct PostgresStore {
    pub(super) pool: PgPool,
    history: Arc<Semaphore>,
}

/// A connection for history reads, with its permit.
pub(super) struct HistoryReader {
    pub(super) conn: PoolConnection<Db>,
    _permit: OwnedSemaphorePermit,
}

impl PostgresStore {
    /// A connection of the pool for a history read, once one of the
    /// history's permits is free: the moves keep the rest of the pool.
    pub(super) async fn history_reader(&self) -> Result<HistoryReader, sqlx::Error> {
        let permit = Arc::clone(&self.history)
            .acquire_owned()
            .await
            .expect("the history's permits are never closed");
        Ok(HistoryReader {
            conn: self.pool.acquire().await?,
            _permit: permit,
        })
    }

    /// Every history permit, held (for tests).
    #[cfg(feature = "testing")]
    pub(super) async fn hold_history_readers(&self) -> OwnedSemaphorePermit {
        Arc::clone(&self.history)
            .acquire_many_owned(HISTORY_READERS as u32)
            .await
            .expect("the history's permits are never closed")
    }
}

pub(super) async fn open(url: &str, waits: super::Waits) -> Result<PostgresStore, StoreError> {
    let plain: PgConnectOptions = url.parse()?;
    // sqlx serialises concurrent migrators with an advisory lock, so processes
    // starting together apply each migration once. On a connection of their
    // own, without the statement limits: a migration may take its time once.
    let migrating = PgPoolOptions::new()
        .max_connections(1)
        .connect_with(plain.clone())
        .await?;
    let migrated = super::migrations::run(&migrating, super::migrations::POSTGRES).await;
    migrating.close().await;
    migrated?;
    // Every other connection: PostgreSQL ends what waits too long itself, and
    // finds a vanished peer by keepalives (see `limits.rs`).
    let pool = PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(waits.acquire_limit)
        .connect_with(plain.options(super::limits::postgres_session()))
        .await?;
    Ok(PostgresStore {
        pool,
        history: Arc::new(Semaphore::new(HISTORY_READERS)),
    })
}

/// A plain transaction (READ COMMITTED). Every versioned write is an UPDATE
/// whose WHERE names the version; PostgreSQL re-checks it after waiting for a
/// concurrent writer of the row, so exactly one of two writers matches, and the
/// row stays locked for the rest of the transaction.
async fn begin_write(pool: &PgPool) -> Result<sqlx::Transaction<'static, Db>, sqlx::Error> {
    let _waiting = crate::pace::probe::STORE_WRITE.wait();
    pool.begin().await
}

/// Holds `guild`'s lock until the transaction ends: finishing a game reads the
/// humans' stats and writes them back, which two finishes of one server at once
/// must not interleave.
async fn lock_guild(conn: &mut PgConnection, guild: i64) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(guild)
        .execute(conn)
        .await?;
    Ok(())
}

/// Rows inserted with their ids leave the identity sequences behind: move them
/// past the largest copied id, so that new rows do not collide.
async fn after_copy_ids(conn: &mut PgConnection) -> Result<(), sqlx::Error> {
    for table in ["games", "rating_history", "tournaments", "puzzles"] {
        sqlx::query(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             COALESCE(MAX(id), 0) + 1, false) FROM {table}"
        ))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
