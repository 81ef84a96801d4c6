//! The PostgreSQL backend, for several bot processes on one database (each
//! holding a range of shards). Compiles the shared SQL (`sql/`) for PostgreSQL
//! and supplies what differs from SQLite: the pool, the migrations of
//! `migrations/postgres/`, and the locks that give a write the meaning it has on
//! SQLite, where one writer at a time runs.

use sqlx::postgres::PgPoolOptions;
use sqlx::{PgConnection, PgPool};

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

pub(super) async fn open(url: &str) -> Result<PgPool, StoreError> {
    let pool = PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .connect(url)
        .await?;
    // sqlx serialises concurrent migrators with an advisory lock, so processes
    // starting together apply each migration once.
    sqlx::migrate!("./migrations/postgres").run(&pool).await?;
    Ok(pool)
}

/// A plain transaction (READ COMMITTED). Every versioned write is an UPDATE
/// whose WHERE names the version; PostgreSQL re-checks it after waiting for a
/// concurrent writer of the row, so exactly one of two writers matches, and the
/// row stays locked for the rest of the transaction.
async fn begin_write(pool: &PgPool) -> Result<sqlx::Transaction<'static, Db>, sqlx::Error> {
    pool.begin().await
}

/// The number of turns in a game's record (`g.record`, JSON text): its entries
/// that have dice (a player leaving is no turn).
const TURNS_OF_RECORD: &str =
    "(SELECT COUNT(*) FROM jsonb_array_elements(g.record::jsonb -> 'turns') AS t \
     WHERE t.value -> 'dice' IS NOT NULL)";

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
    for table in ["games", "rating_history"] {
        sqlx::query(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             COALESCE(MAX(id), 0) + 1, false) FROM {table}"
        ))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
