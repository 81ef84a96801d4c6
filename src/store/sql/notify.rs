//! Turn notifications: a person's choice and the mark of closed DMs.

use super::Pool;
use crate::store::{StoreError, TurnDms};
use crate::table::{UnixTime, UserId};

pub(in crate::store) async fn set_notify(
    pool: &Pool,
    user: UserId,
    enabled: bool,
    locale: Option<&str>,
    now: UnixTime,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO notify_settings (user_id, enabled, dms_closed_at, updated_at, locale) \
         VALUES ($1, $2, NULL, $3, $4) ON CONFLICT (user_id) DO UPDATE SET \
         enabled = excluded.enabled, dms_closed_at = NULL, updated_at = excluded.updated_at, \
         locale = COALESCE(excluded.locale, notify_settings.locale)",
    )
    .bind(user.db())
    .bind(enabled)
    .bind(now)
    .bind(locale)
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn notify_wanted(
    pool: &Pool,
    user: UserId,
) -> Result<Option<TurnDms>, StoreError> {
    let found: Option<Option<String>> = sqlx::query_scalar(
        "SELECT locale FROM notify_settings \
         WHERE user_id = $1 AND enabled AND dms_closed_at IS NULL",
    )
    .bind(user.db())
    .fetch_optional(pool)
    .await?;
    Ok(found.map(|locale| TurnDms { locale }))
}

pub(in crate::store) async fn mark_dms_closed(
    pool: &Pool,
    user: UserId,
    now: UnixTime,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE notify_settings SET dms_closed_at = $2, updated_at = $2 \
         WHERE user_id = $1 AND dms_closed_at IS NULL",
    )
    .bind(user.db())
    .bind(now)
    .execute(pool)
    .await?;
    Ok(())
}
