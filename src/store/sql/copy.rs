//! Reading and writing whole rows, for `Store::copy_into`.

use sqlx::Row;

use super::{Pool, after_copy_ids, begin_write};
use crate::store::StoreError;
use crate::store::copy::{Kind, TableSpec, Value};

pub(in crate::store) async fn count_rows(
    pool: &Pool,
    table: &TableSpec,
) -> Result<u64, StoreError> {
    let rows: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {}", table.name))
        .fetch_one(pool)
        .await?;
    Ok(rows as u64)
}

pub(in crate::store) async fn read_rows(
    pool: &Pool,
    table: &TableSpec,
    offset: i64,
    limit: i64,
) -> Result<Vec<Vec<Value>>, StoreError> {
    let columns: Vec<&str> = table.all_columns().map(|(name, _)| *name).collect();
    let key: Vec<&str> = table.key.iter().map(|(name, _)| *name).collect();
    let sql = format!(
        "SELECT {} FROM {} ORDER BY {} LIMIT $1 OFFSET $2",
        columns.join(", "),
        table.name,
        key.join(", ")
    );
    let rows = sqlx::query(&sql)
        .bind(limit)
        .bind(offset)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|row| {
            table
                .all_columns()
                .enumerate()
                .map(|(i, (_, kind))| {
                    Ok(match kind {
                        Kind::Int => Value::Int(row.try_get(i)?),
                        Kind::Real => Value::Real(row.try_get(i)?),
                        Kind::Text => Value::Text(row.try_get(i)?),
                        Kind::Flag => Value::Flag(row.try_get(i)?),
                    })
                })
                .collect::<Result<Vec<Value>, StoreError>>()
        })
        .collect()
}

/// Inserts `rows` into `table` in one transaction.
pub(in crate::store) async fn write_rows(
    pool: &Pool,
    table: &TableSpec,
    rows: Vec<Vec<Value>>,
) -> Result<(), StoreError> {
    let columns: Vec<&str> = table.all_columns().map(|(name, _)| *name).collect();
    let marks: Vec<String> = (1..=columns.len()).map(|n| format!("${n}")).collect();
    let sql = format!(
        "INSERT INTO {} ({}) VALUES ({})",
        table.name,
        columns.join(", "),
        marks.join(", ")
    );
    let mut tx = begin_write(pool).await?;
    for row in rows {
        let mut query = sqlx::query(&sql);
        for value in row {
            query = match value {
                Value::Int(v) => query.bind(v),
                Value::Real(v) => query.bind(v),
                Value::Text(v) => query.bind(v),
                Value::Flag(v) => query.bind(v),
            };
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// After copying rows with their ids: new rows get ids past the copied ones.
pub(in crate::store) async fn after_copy(pool: &Pool) -> Result<(), StoreError> {
    let mut conn = pool.acquire().await?;
    after_copy_ids(&mut conn).await?;
    Ok(())
}
