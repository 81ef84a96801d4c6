//! Win chances: the server's live-chances setting and stored game analyses.

use super::{begin_write, Pool};
use crate::store::StoreError;
use crate::table::{GameId, GuildId};

/// Whether `guild`'s turn messages show the chances (true when never set).
pub(in crate::store) async fn live_chances(
    pool: &Pool,
    guild: GuildId,
) -> Result<bool, StoreError> {
    let shown: Option<bool> =
        sqlx::query_scalar("SELECT live_chances FROM guild_settings WHERE guild_id = $1")
            .bind(guild.db())
            .fetch_optional(pool)
            .await?;
    Ok(shown.unwrap_or(true))
}

/// Sets `guild`'s live-chances setting; a server without settings gets the
/// defaults for the others.
pub(in crate::store) async fn save_live_chances(
    pool: &Pool,
    guild: GuildId,
    default_timeout_secs: i64,
    default_games_in_threads: bool,
    shown: bool,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, live_chances) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
         live_chances = excluded.live_chances",
    )
    .bind(guild.db())
    .bind(default_timeout_secs)
    .bind(default_games_in_threads)
    .bind(shown)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The stored analysis of `game`, if worked out.
pub(in crate::store) async fn game_analysis(
    pool: &Pool,
    game: GameId,
) -> Result<Option<String>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT analysis FROM game_analyses WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(pool)
            .await?,
    )
}

/// Stores `game`'s analysis once: a second save (two requests at once)
/// keeps the first, which is the same.
pub(in crate::store) async fn save_game_analysis(
    pool: &Pool,
    game: GameId,
    analysis: &str,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO game_analyses (game_id, analysis) VALUES ($1, $2) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game.0)
    .bind(analysis)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
