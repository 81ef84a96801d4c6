//! The SQL of every store operation, written once. `sqlite.rs` and `postgres.rs`
//! each compile this module for their backend (`Db`), so every statement is
//! type-checked against both drivers.
//!
//! The statements keep to what both dialects share: `$N` parameters, `RETURNING`,
//! `ON CONFLICT`, partial indexes; they bind and read only `i64`, `f64`, `bool` and
//! text, which both drivers map the same way (PostgreSQL's integer columns are
//! `BIGINT`). Where the dialects differ, the backend module supplies the step:
//! [`begin_write`] (SQLite takes its single write lock at once; PostgreSQL locks
//! rows as the statements touch them) and [`lock_guild`] (PostgreSQL serialises
//! the finishes of one server's games, whose stats they read and rewrite).

mod analysis;
mod click_tokens;
mod copy;
mod daily_puzzles;
mod doors;
mod games;
mod history;
mod lobbies;
mod notify;
mod places;
mod posts;
mod puzzles;
mod results;
mod seasons;
mod settings;
mod standings;
mod tournament_rounds;
mod tournaments;

pub(in crate::store) use analysis::*;
pub(in crate::store) use click_tokens::*;
pub(in crate::store) use copy::*;
pub(in crate::store) use daily_puzzles::*;
pub(in crate::store) use doors::*;
pub(in crate::store) use games::*;
pub(in crate::store) use history::*;
pub(in crate::store) use lobbies::*;
pub(in crate::store) use notify::*;
pub(in crate::store) use posts::*;
pub(in crate::store) use puzzles::*;
pub(in crate::store) use results::*;
pub(in crate::store) use seasons::*;
pub(in crate::store) use settings::*;
pub(in crate::store) use standings::*;
pub(in crate::store) use tournament_rounds::*;
pub(in crate::store) use tournaments::*;

use super::{Db, after_copy_ids, begin_write, lock_guild};

type Pool = sqlx::Pool<Db>;
type Conn = <Db as sqlx::Database>::Connection;
type DbRow = <Db as sqlx::Database>::Row;

/// An integer column, read as the `i64` both backends store and converted to `T`.
fn int<T: TryFrom<i64>>(row: &DbRow, column: &str) -> Result<T, sqlx::Error> {
    use sqlx::Row;
    let value: i64 = row.try_get(column)?;
    T::try_from(value).map_err(|_| out_of_range(column, value))
}

/// A nullable integer column, as [`int`].
fn opt_int<T: TryFrom<i64>>(row: &DbRow, column: &str) -> Result<Option<T>, sqlx::Error> {
    use sqlx::Row;
    match row.try_get::<Option<i64>, _>(column)? {
        None => Ok(None),
        Some(value) => T::try_from(value)
            .map(Some)
            .map_err(|_| out_of_range(column, value)),
    }
}

/// The condition that `column`, a server's id, is one of `shards`' servers
/// (none: every server): Discord's shard formula (`shard_of`) in SQL, the
/// shift taken as unsigned (an id past `i64`'s range is stored negative).
/// Only numbers are written in, never text from outside.
fn on_shards(column: &str, shards: Option<crate::platform::shards::ShardRange>) -> String {
    match shards {
        None => "TRUE".into(),
        Some(r) => format!(
            "(({column} >> 22) & 4398046511103) % {} BETWEEN {} AND {}",
            r.total.max(1),
            r.first,
            r.last
        ),
    }
}

fn out_of_range(column: &str, value: i64) -> sqlx::Error {
    sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: format!("{value} is out of range").into(),
    }
}
