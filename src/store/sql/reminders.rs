//! Slow games: the reminder mark of a turn's deadline.

use super::Pool;
use crate::store::StoreError;
use crate::table::{GameId, UnixTime};

pub(in crate::store) async fn claim_reminder(
    pool: &Pool,
    game: GameId,
    deadline: UnixTime,
) -> Result<bool, StoreError> {
    let marked: Option<i64> = sqlx::query_scalar(
        "UPDATE games SET reminded_deadline = $2 WHERE id = $1 AND status = 'running' \
         AND turn_deadline = $2 AND (reminded_deadline IS NULL OR reminded_deadline <> $2) \
         RETURNING id",
    )
    .bind(game.0)
    .bind(deadline)
    .fetch_optional(pool)
    .await?;
    Ok(marked.is_some())
}
