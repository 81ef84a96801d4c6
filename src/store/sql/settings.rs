//! Per-server settings: turn time-out, allowed channels, games in threads.

use super::{begin_write, Pool};
use crate::store::StoreError;
use crate::table::{ChannelId, GuildId};

/// `guild`'s turn time-out in seconds and games-in-threads flag, if saved, and
/// its allowed channels.
pub(in crate::store) async fn settings(
    pool: &Pool,
    guild: GuildId,
) -> Result<(Option<(i64, bool)>, Vec<ChannelId>), StoreError> {
    let mut conn = pool.acquire().await?;
    let row: Option<(i64, bool)> = sqlx::query_as(
        "SELECT turn_timeout_secs, games_in_threads FROM guild_settings WHERE guild_id = $1",
    )
    .bind(guild.db())
    .fetch_optional(&mut *conn)
    .await?;
    let channels: Vec<i64> = sqlx::query_scalar(
        "SELECT channel_id FROM allowed_channels WHERE guild_id = $1 ORDER BY channel_id",
    )
    .bind(guild.db())
    .fetch_all(&mut *conn)
    .await?;
    Ok((row, channels.into_iter().map(ChannelId::from_db).collect()))
}

pub(in crate::store) async fn save_settings(
    pool: &Pool,
    guild: GuildId,
    turn_timeout_secs: i64,
    games_in_threads: bool,
    allowed_channels: &[ChannelId],
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    // The upsert locks the server's row first, so two saves of one server follow
    // each other on PostgreSQL too.
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads) \
         VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
         turn_timeout_secs = excluded.turn_timeout_secs, \
         games_in_threads = excluded.games_in_threads",
    )
    .bind(guild.db())
    .bind(turn_timeout_secs)
    .bind(games_in_threads)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM allowed_channels WHERE guild_id = $1")
        .bind(guild.db())
        .execute(&mut *tx)
        .await?;
    for channel in allowed_channels {
        sqlx::query(
            "INSERT INTO allowed_channels (guild_id, channel_id) VALUES ($1, $2) \
             ON CONFLICT DO NOTHING",
        )
        .bind(guild.db())
        .bind(channel.db())
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
