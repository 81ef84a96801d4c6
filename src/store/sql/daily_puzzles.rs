//! The daily puzzle: each server's channel for it, and each day's post,
//! claimed once and shown from its row.

use sqlx::Row;

use super::{DbRow, Pool, begin_write, int};
use crate::puzzles::DailyPuzzle;
use crate::store::StoreError;
use crate::table::{ChannelId, GuildId, MessageId, UnixTime};

/// `guild`'s daily puzzle channel, if it chose one.
pub(in crate::store) async fn daily_puzzle_channel(
    pool: &Pool,
    guild: GuildId,
) -> Result<Option<ChannelId>, StoreError> {
    let channel: Option<i64> =
        sqlx::query_scalar("SELECT channel_id FROM daily_puzzle_channels WHERE guild_id = $1")
            .bind(guild.db())
            .fetch_optional(pool)
            .await?;
    Ok(channel.map(ChannelId::from_db))
}

/// Sets `guild`'s daily puzzle channel, or turns the daily puzzle off.
pub(in crate::store) async fn set_daily_puzzle_channel(
    pool: &Pool,
    guild: GuildId,
    channel: Option<ChannelId>,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    match channel {
        Some(channel) => sqlx::query(
            "INSERT INTO daily_puzzle_channels (guild_id, channel_id) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
        )
        .bind(guild.db())
        .bind(channel.db()),
        None => {
            sqlx::query("DELETE FROM daily_puzzle_channels WHERE guild_id = $1").bind(guild.db())
        }
    }
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Forgets the daily puzzle channels of `guild` and the one that is `channel`
/// (gone): how many.
pub(in crate::store) async fn drop_daily_puzzle_channels(
    pool: &Pool,
    guild: Option<GuildId>,
    channel: Option<ChannelId>,
) -> Result<u64, StoreError> {
    let dropped =
        sqlx::query("DELETE FROM daily_puzzle_channels WHERE guild_id = $1 OR channel_id = $2")
            .bind(guild.map(GuildId::db))
            .bind(channel.map(ChannelId::db))
            .execute(pool)
            .await?;
    Ok(dropped.rows_affected())
}

/// The servers with a daily puzzle channel whose `day` is not claimed yet.
pub(in crate::store) async fn daily_puzzles_due(
    pool: &Pool,
    day: i64,
) -> Result<Vec<(GuildId, ChannelId)>, StoreError> {
    let rows = sqlx::query(
        "SELECT c.guild_id, c.channel_id FROM daily_puzzle_channels c WHERE NOT EXISTS \
         (SELECT 1 FROM daily_puzzles d WHERE d.guild_id = c.guild_id AND d.day = $1) \
         ORDER BY c.guild_id",
    )
    .bind(day)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                GuildId::from_db(row.try_get("guild_id")?),
                ChannelId::from_db(row.try_get("channel_id")?),
            ))
        })
        .collect()
}

/// Claims `guild`'s `day` for `channel` with the server's next puzzle: one
/// never posted (its own games' first, the least tried), else (`again`) the
/// one posted longest ago. `None`: no such puzzle; `Some(false)`: the day was
/// claimed already (its key lets one claim in, however many run at once).
pub(in crate::store) async fn claim_daily_puzzle(
    pool: &Pool,
    guild: GuildId,
    day: i64,
    channel: ChannelId,
    (now, again): (UnixTime, bool),
) -> Result<Option<bool>, StoreError> {
    let mut tx = begin_write(pool).await?;
    let fresh: Option<i64> = sqlx::query_scalar(
        "SELECT p.id FROM puzzles p WHERE p.guild_id = $1 AND NOT EXISTS \
         (SELECT 1 FROM daily_puzzles d WHERE d.puzzle_id = p.id) \
         ORDER BY CASE WHEN p.game_id IS NULL THEN 1 ELSE 0 END, p.attempts, p.id LIMIT 1",
    )
    .bind(guild.db())
    .fetch_optional(&mut *tx)
    .await?;
    let puzzle = match fresh {
        Some(id) => Some(id),
        None if !again => None,
        None => {
            sqlx::query_scalar(
                "SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1 \
                 GROUP BY puzzle_id ORDER BY MAX(day), puzzle_id LIMIT 1",
            )
            .bind(guild.db())
            .fetch_optional(&mut *tx)
            .await?
        }
    };
    let Some(puzzle) = puzzle else {
        return Ok(None);
    };
    let claimed = sqlx::query(
        "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, claimed_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, day) DO NOTHING",
    )
    .bind(guild.db())
    .bind(day)
    .bind(puzzle)
    .bind(channel.db())
    .bind(now)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    tx.commit().await?;
    Ok(Some(claimed))
}

const DAILY_COLUMNS: &str = "d.guild_id, d.day, d.channel_id, d.message_id, d.answers_shown, \
                             p.id, p.game_id, p.turn, p.position, p.answer, p.margin, p.mu, \
                             p.sigma, p.attempts, p.solved";

fn daily_from_row(row: &DbRow) -> Result<DailyPuzzle, sqlx::Error> {
    Ok(DailyPuzzle {
        guild: GuildId::from_db(row.try_get("guild_id")?),
        day: row.try_get("day")?,
        channel: ChannelId::from_db(row.try_get("channel_id")?),
        message: row
            .try_get::<Option<i64>, _>("message_id")?
            .map(MessageId::from_db),
        answers_shown: int(row, "answers_shown")?,
        puzzle: super::puzzles::puzzle_from_row(row)?,
    })
}

/// The daily posts owed and leased to nobody at `now`: `today`'s not posted
/// yet (its server still wants it), and the messages of the week up to it
/// whose count of answers is behind (the last days only: an index reads them).
pub(in crate::store) async fn daily_puzzles_owed(
    pool: &Pool,
    today: i64,
    now: UnixTime,
) -> Result<Vec<DailyPuzzle>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {DAILY_COLUMNS} FROM daily_puzzles d JOIN puzzles p ON p.id = d.puzzle_id \
         WHERE d.day > $1 - 7 AND d.leased_until < $2 AND ((NOT d.posted AND d.day = $1 \
         AND EXISTS (SELECT 1 FROM daily_puzzle_channels c WHERE c.guild_id = d.guild_id)) \
         OR (d.message_id IS NOT NULL AND p.attempts > d.answers_shown)) \
         ORDER BY d.guild_id, d.day"
    ))
    .bind(today)
    .bind(now)
    .fetch_all(pool)
    .await?;
    Ok(rows.iter().map(daily_from_row).collect::<Result<_, _>>()?)
}

/// `guild`'s post of `day`, if claimed.
pub(in crate::store) async fn daily_puzzle(
    pool: &Pool,
    guild: GuildId,
    day: i64,
) -> Result<Option<DailyPuzzle>, StoreError> {
    let row = sqlx::query(&format!(
        "SELECT {DAILY_COLUMNS} FROM daily_puzzles d JOIN puzzles p ON p.id = d.puzzle_id \
         WHERE d.guild_id = $1 AND d.day = $2"
    ))
    .bind(guild.db())
    .bind(day)
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => Some(daily_from_row(&row)?),
        None => None,
    })
}

/// The last day `guild` posted puzzle `puzzle` as its daily puzzle, if ever.
pub(in crate::store) async fn puzzle_daily_day(
    pool: &Pool,
    guild: GuildId,
    puzzle: i64,
) -> Result<Option<i64>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT MAX(day) FROM daily_puzzles WHERE guild_id = $1 AND puzzle_id = $2",
    )
    .bind(guild.db())
    .bind(puzzle)
    .fetch_one(pool)
    .await?)
}

/// Leases `guild`'s post of `day` until `until` unless another holds it
/// at `now`: true when this caller is to show it.
pub(in crate::store) async fn lease_daily_puzzle(
    pool: &Pool,
    guild: GuildId,
    day: i64,
    (now, until): (UnixTime, UnixTime),
    (now_ms, holder): (i64, i64),
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    let leased = sqlx::query(
        "UPDATE daily_puzzles SET leased_until = $4, leased_at = $5, leased_by = $6 \
         WHERE guild_id = $1 AND day = $2 AND leased_until < $3",
    )
    .bind(guild.db())
    .bind(day)
    .bind(now)
    .bind(until)
    .bind(now_ms)
    .bind(holder)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    tx.commit().await?;
    Ok(leased)
}

/// Gives back the leases of daily posts of `shards`' servers taken before
/// `since_ms` (by a process before this one) by a holder silent since
/// `silent_since_ms` (a live one renews its row): how many.
pub(in crate::store) async fn take_back_daily_puzzles(
    pool: &Pool,
    shards: Option<crate::platform::shards::ShardRange>,
    now: UnixTime,
    (since_ms, silent_since_ms): (i64, i64),
) -> Result<u64, StoreError> {
    let taken = sqlx::query(&format!(
        "UPDATE daily_puzzles SET leased_until = 0 \
         WHERE leased_until >= $1 AND COALESCE(leased_at, 0) < $2 \
         AND NOT EXISTS (SELECT 1 FROM lease_holders AS h \
         WHERE h.id = daily_puzzles.leased_by AND h.seen_at >= $3) AND {}",
        super::on_shards("guild_id", shards)
    ))
    .bind(now)
    .bind(since_ms)
    .bind(silent_since_ms)
    .execute(pool)
    .await?;
    Ok(taken.rows_affected())
}

/// Records what `guild`'s post of `day` shows: its message (none: refused
/// or gone for good, never edited again) and its count of answers; the
/// lease ends.
pub(in crate::store) async fn daily_puzzle_shown(
    pool: &Pool,
    guild: GuildId,
    day: i64,
    message: Option<MessageId>,
    answers: i64,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "UPDATE daily_puzzles SET posted = TRUE, message_id = $3, leased_until = 0, \
         answers_shown = CASE WHEN answers_shown > $4 THEN answers_shown ELSE $4 END \
         WHERE guild_id = $1 AND day = $2",
    )
    .bind(guild.db())
    .bind(day)
    .bind(message.map(MessageId::db))
    .bind(answers)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
