//! Per-server settings: turn time-out, allowed channels, games in threads,
//! language, the cap on open tables, the live chances, avatars.

use super::{DbRow, Pool, begin_write};
use crate::store::StoreError;
use crate::store::settings::{Field, SavedSettings};
use crate::table::{ChannelId, Community, GuildId};

/// Allows a channel (one statement for the whole list and for one change).
const ALLOW_CHANNEL: &str = "INSERT INTO allowed_channels (guild_id, channel_id) VALUES ($1, $2) \
     ON CONFLICT DO NOTHING";

/// `guild`'s row of settings, if saved, and its allowed channels.
pub(in crate::store) async fn settings(
    pool: &Pool,
    community: Community,
) -> Result<(Option<SavedSettings>, Vec<ChannelId>), StoreError> {
    let mut conn = pool.acquire().await?;
    let saved = sqlx::query(
        "SELECT turn_timeout_secs, games_in_threads, language, guild_locale, max_open_tables, \
         max_member_games, live_chances, avatars FROM guild_settings WHERE guild_id = $1",
    )
    .bind(community.db())
    .fetch_optional(&mut *conn)
    .await?
    .map(|row| saved_settings(&row))
    .transpose()?;
    let channels: Vec<i64> = sqlx::query_scalar(
        "SELECT channel_id FROM allowed_channels WHERE guild_id = $1 ORDER BY channel_id",
    )
    .bind(community.db())
    .fetch_all(&mut *conn)
    .await?;
    Ok((
        saved,
        channels.into_iter().map(ChannelId::from_db).collect(),
    ))
}

fn saved_settings(row: &DbRow) -> Result<SavedSettings, sqlx::Error> {
    use sqlx::Row;
    Ok(SavedSettings {
        turn_timeout_secs: row.try_get("turn_timeout_secs")?,
        games_in_threads: row.try_get("games_in_threads")?,
        language: row.try_get("language")?,
        guild_locale: row.try_get("guild_locale")?,
        max_open_tables: row.try_get("max_open_tables")?,
        max_member_games: row.try_get("max_member_games")?,
        live_chances: row.try_get("live_chances")?,
        avatars: row.try_get("avatars")?,
    })
}

/// Saves `guild`'s row (its own language, `guild_locale`, stays as stored)
/// and its allowed channels.
pub(in crate::store) async fn save_settings(
    pool: &Pool,
    guild: GuildId,
    saved: &SavedSettings,
    allowed_channels: &[ChannelId],
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    // The upsert locks the server's row first, so two saves of one server follow
    // each other on PostgreSQL too.
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, language, \
         max_open_tables, live_chances, max_member_games, avatars) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (guild_id) DO UPDATE SET \
         turn_timeout_secs = excluded.turn_timeout_secs, \
         games_in_threads = excluded.games_in_threads, \
         language = excluded.language, \
         max_open_tables = excluded.max_open_tables, \
         live_chances = excluded.live_chances, \
         max_member_games = excluded.max_member_games, \
         avatars = excluded.avatars",
    )
    .bind(guild.db())
    .bind(saved.turn_timeout_secs)
    .bind(saved.games_in_threads)
    .bind(saved.language.as_deref())
    .bind(saved.max_open_tables)
    .bind(saved.live_chances)
    .bind(saved.max_member_games)
    .bind(saved.avatars)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM allowed_channels WHERE guild_id = $1")
        .bind(guild.db())
        .execute(&mut *tx)
        .await?;
    for channel in allowed_channels {
        sqlx::query(ALLOW_CHANNEL)
            .bind(guild.db())
            .bind(channel.db())
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The statement that sets one field of a server's row. A server without a
/// row gets one: the two columns every row must have take `$2` (the turn
/// time-out) and `$3` (games in threads), the field its value, `$4`.
macro_rules! set_one {
    ($column:literal) => {
        concat!(
            "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, ",
            $column,
            ") VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET ",
            $column,
            " = excluded.",
            $column
        )
    };
    // One of the two columns every row has: its value is `$2` or `$3`.
    (required $column:literal) => {
        concat!(
            "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET ",
            $column,
            " = excluded.",
            $column
        )
    };
}

/// Sets one field of `guild`'s row, leaving the others as stored (a server
/// without a row gets the defaults for the rest).
pub(in crate::store) async fn set_field(
    pool: &Pool,
    guild: GuildId,
    default_timeout_secs: i64,
    default_games_in_threads: bool,
    field: &Field,
) -> Result<(), StoreError> {
    let (mut secs, mut threads) = (default_timeout_secs, default_games_in_threads);
    let (sql, value) = match field {
        Field::TurnTimeoutSecs(n) => {
            secs = *n;
            (set_one!(required "turn_timeout_secs"), None)
        }
        Field::GamesInThreads(on) => {
            threads = *on;
            (set_one!(required "games_in_threads"), None)
        }
        Field::Language(_) => (set_one!("language"), Some(field)),
        Field::MaxOpenTables(_) => (set_one!("max_open_tables"), Some(field)),
        Field::MaxMemberGames(_) => (set_one!("max_member_games"), Some(field)),
        Field::LiveChances(_) => (set_one!("live_chances"), Some(field)),
        Field::Avatars(_) => (set_one!("avatars"), Some(field)),
    };
    let query = sqlx::query(sql).bind(guild.db()).bind(secs).bind(threads);
    let query = match value {
        None => query,
        Some(Field::TurnTimeoutSecs(n) | Field::MaxOpenTables(n) | Field::MaxMemberGames(n)) => {
            query.bind(*n)
        }
        Some(Field::GamesInThreads(on) | Field::LiveChances(on) | Field::Avatars(on)) => {
            query.bind(*on)
        }
        Some(Field::Language(code)) => query.bind(code.clone()),
    };
    let mut tx = begin_write(pool).await?;
    query.execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Adds `channel` to `guild`'s allowed channels (`allow`), or takes it out.
pub(in crate::store) async fn allow_channel(
    pool: &Pool,
    guild: GuildId,
    channel: ChannelId,
    allow: bool,
) -> Result<(), StoreError> {
    let sql = if allow {
        ALLOW_CHANNEL
    } else {
        "DELETE FROM allowed_channels WHERE guild_id = $1 AND channel_id = $2"
    };
    let mut tx = begin_write(pool).await?;
    sqlx::query(sql)
        .bind(guild.db())
        .bind(channel.db())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Stores `guild`'s own language; a server without settings gets the defaults.
pub(in crate::store) async fn save_guild_locale(
    pool: &Pool,
    guild: GuildId,
    default_timeout_secs: i64,
    default_games_in_threads: bool,
    locale: &str,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, guild_locale) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
         guild_locale = excluded.guild_locale",
    )
    .bind(guild.db())
    .bind(default_timeout_secs)
    .bind(default_games_in_threads)
    .bind(locale)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Lowers the limits above the ceilings to them.
pub(in crate::store) async fn hold_to_ceilings(
    pool: &Pool,
    tables: i64,
    member_games: i64,
) -> Result<u64, StoreError> {
    let done = sqlx::query(
        "UPDATE guild_settings SET \
         max_open_tables = CASE WHEN max_open_tables > $1 THEN $1 ELSE max_open_tables END, \
         max_member_games = CASE WHEN max_member_games > $2 THEN $2 ELSE max_member_games END \
         WHERE max_open_tables > $1 OR max_member_games > $2",
    )
    .bind(tables)
    .bind(member_games)
    .execute(pool)
    .await?;
    Ok(done.rows_affected())
}
