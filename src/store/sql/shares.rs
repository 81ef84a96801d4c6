//! The claims of shared answers.

use super::{Pool, begin_write};
use crate::store::StoreError;
use crate::table::{MessageId, UnixTime};

/// Claims `message`'s share at `now` (one statement: clicks of any process at
/// once claim it once), dropping claims made before `forget_before`.
pub(in crate::store) async fn claim_share(
    pool: &Pool,
    message: MessageId,
    now: UnixTime,
    forget_before: UnixTime,
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query("DELETE FROM shared_answers WHERE claimed_at < $1")
        .bind(forget_before)
        .execute(&mut *tx)
        .await?;
    let claimed: Option<i64> = sqlx::query_scalar(
        "INSERT INTO shared_answers (message_id, claimed_at) VALUES ($1, $2) \
         ON CONFLICT (message_id) DO NOTHING RETURNING message_id",
    )
    .bind(message.db())
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(claimed.is_some())
}

/// Forgets `message`'s claim.
pub(in crate::store) async fn release_share(
    pool: &Pool,
    message: MessageId,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM shared_answers WHERE message_id = $1")
        .bind(message.db())
        .execute(pool)
        .await?;
    Ok(())
}
