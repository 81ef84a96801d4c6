//! Seasons: a server's cadence, which season a finished game counts in (its
//! standings are `sql/standings.rs`'s, on the season's scope), and the
//! announcement claim (which owes its post in the outbox).

use sqlx::Row;

use super::standings::{Human, add_game};
use super::{Conn, DbRow, Pool, begin_write};
use crate::store::seasons::SeasonSettings;
use crate::store::{PostId, Scope, StoreError};
use crate::table::{
    ChannelId, Community, GuildId, MessageId, Season, Skill, UnixTime, UserId, season_start_skill,
};

fn settings_from_row(row: &DbRow) -> Result<SeasonSettings, sqlx::Error> {
    let cadence: String = row.try_get("cadence")?;
    Ok(SeasonSettings {
        cadence: cadence.parse().unwrap_or_default(),
        announce_channel: row
            .try_get::<Option<i64>, _>("announce_channel")?
            .map(ChannelId::from_db),
        since: row.try_get("updated_at")?,
    })
}

pub(in crate::store) async fn season_settings(
    pool: &Pool,
    community: Community,
) -> Result<SeasonSettings, StoreError> {
    let row = sqlx::query(
        "SELECT cadence, announce_channel, updated_at FROM guild_seasons WHERE guild_id = $1",
    )
    .bind(community.db())
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => settings_from_row(&row)?,
        None => SeasonSettings::default(),
    })
}

pub(in crate::store) async fn save_season_settings(
    pool: &Pool,
    guild: GuildId,
    cadence: &str,
    announce_channel: Option<ChannelId>,
    now: UnixTime,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO guild_seasons (guild_id, cadence, announce_channel, updated_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
         announce_channel = excluded.announce_channel, \
         updated_at = CASE WHEN guild_seasons.cadence = excluded.cadence \
         THEN guild_seasons.updated_at ELSE excluded.updated_at END, \
         cadence = excluded.cadence",
    )
    .bind(guild.db())
    .bind(cadence)
    .bind(announce_channel.map(ChannelId::db))
    .bind(now)
    .execute(&mut *tx)
    .await?;
    // A channel chosen again: an announcement it refused is tried anew.
    if announce_channel.is_some() {
        sqlx::query("DELETE FROM season_announcements WHERE guild_id = $1 AND message_id = $2")
            .bind(guild.db())
            .bind(REFUSED)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn pending_season_announcements(
    pool: &Pool,
    previous_month: &str,
    previous_quarter: &str,
    claimed_before: UnixTime,
) -> Result<Vec<(GuildId, SeasonSettings)>, StoreError> {
    let rows = sqlx::query(
        "SELECT g.guild_id, g.cadence, g.announce_channel, g.updated_at FROM guild_seasons AS g \
         WHERE g.cadence <> 'none' AND g.announce_channel IS NOT NULL AND NOT EXISTS \
         (SELECT 1 FROM season_announcements AS a WHERE a.guild_id = g.guild_id \
          AND a.season = CASE g.cadence WHEN 'monthly' THEN $1 ELSE $2 END \
          AND (a.message_id IS NOT NULL OR a.claimed_at >= $3)) \
         ORDER BY g.guild_id",
    )
    .bind(previous_month)
    .bind(previous_quarter)
    .bind(claimed_before)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                GuildId::from_db(row.try_get("guild_id")?),
                settings_from_row(row)?,
            ))
        })
        .collect()
}

/// A season without a player is marked done with this message id: nothing to
/// post, nothing to retry.
const NOTHING_TO_POST: i64 = 0;

/// An announcement Discord refused for good is marked done with this message
/// id, until the server chooses its channel again.
const REFUSED: i64 = -1;

pub(in crate::store) async fn claim_season_announcement(
    pool: &Pool,
    guild: GuildId,
    season: Season,
    channel: ChannelId,
    now: UnixTime,
    retry_after: i64,
) -> Result<bool, StoreError> {
    let (id, season) = (PostId::SeasonEnd(guild, season), season.key());
    let season = season.as_str();
    let mut tx = begin_write(pool).await?;
    let message = if played_in(&mut tx, guild.into(), season).await? {
        None
    } else {
        Some(NOTHING_TO_POST)
    };
    let inserted: Option<i64> = sqlx::query_scalar(
        "INSERT INTO season_announcements (guild_id, season, channel_id, claimed_at, message_id) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, season) DO NOTHING \
         RETURNING guild_id",
    )
    .bind(guild.db())
    .bind(season)
    .bind(channel.db())
    .bind(now)
    .bind(message)
    .fetch_optional(&mut *tx)
    .await?;
    if inserted.is_some() {
        if message.is_none() {
            // Its post is owed in the outbox (a claim made again after a
            // refusal owes a later version).
            let post = (id, guild);
            super::owe_post_again(&mut tx, post, now, now).await?;
        }
        tx.commit().await?;
        return Ok(message.is_none());
    }
    // A claim whose process died before posting: taken over by one caller (the
    // row lock makes a second UPDATE see the new `claimed_at`).
    let taken: Option<i64> = sqlx::query_scalar(
        "UPDATE season_announcements SET claimed_at = $3, channel_id = $4 \
         WHERE guild_id = $1 AND season = $2 AND message_id IS NULL AND claimed_at < $5 \
         RETURNING guild_id",
    )
    .bind(guild.db())
    .bind(season)
    .bind(now)
    .bind(channel.db())
    .bind(now - retry_after)
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(taken.is_some())
}

pub(in crate::store) async fn season_announcement_posted(
    pool: &Pool,
    guild: GuildId,
    season: &str,
    message: MessageId,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE season_announcements SET message_id = $3 WHERE guild_id = $1 AND season = $2",
    )
    .bind(guild.db())
    .bind(season)
    .bind(message.db())
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn season_announcement_given_up(
    pool: &Pool,
    guild: GuildId,
    season: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE season_announcements SET message_id = $3 \
         WHERE guild_id = $1 AND season = $2 AND message_id IS NULL",
    )
    .bind(guild.db())
    .bind(season)
    .bind(REFUSED)
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn season_announcement(
    pool: &Pool,
    guild: GuildId,
    season: &str,
) -> Result<Option<MessageId>, StoreError> {
    let id: Option<Option<i64>> = sqlx::query_scalar(
        "SELECT message_id FROM season_announcements WHERE guild_id = $1 AND season = $2",
    )
    .bind(guild.db())
    .bind(season)
    .fetch_optional(pool)
    .await?;
    Ok(id
        .flatten()
        .filter(|&m| m != NOTHING_TO_POST && m != REFUSED)
        .map(MessageId::from_db))
}

pub(in crate::store) async fn season_announcement_refused(
    pool: &Pool,
    guild: GuildId,
    season: &str,
) -> Result<Option<ChannelId>, StoreError> {
    let channel: Option<i64> = sqlx::query_scalar(
        "SELECT channel_id FROM season_announcements \
         WHERE guild_id = $1 AND season = $2 AND message_id = $3",
    )
    .bind(guild.db())
    .bind(season)
    .bind(REFUSED)
    .fetch_optional(pool)
    .await?;
    Ok(channel.map(ChannelId::from_db))
}

pub(in crate::store) async fn anyone_played(
    pool: &Pool,
    community: Community,
    season: &str,
) -> Result<bool, StoreError> {
    played_in(&mut *pool.acquire().await?, community, season).await
}

/// Whether `season` on `community` has a player: one row of the index, read.
async fn played_in(
    conn: &mut Conn,
    community: Community,
    season: &str,
) -> Result<bool, StoreError> {
    let one: Option<i64> = sqlx::query_scalar(
        "SELECT user_id FROM season_players WHERE guild_id = $1 AND season = $2 LIMIT 1",
    )
    .bind(community.db())
    .bind(season)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(one.is_some())
}

pub(in crate::store) async fn seasons_played(
    pool: &Pool,
    community: Community,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT season FROM season_players WHERE guild_id = $1 \
         ORDER BY season DESC LIMIT $2",
    )
    .bind(community.db())
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

/// Adds a finished game to its season's standings, if the server has seasons:
/// the humans are rated among themselves on their season skills, a player's
/// first game of the season starting from their all-time skill before this
/// game (`all_time`, in the order of `humans`), widened.
pub(super) async fn update_season_players(
    conn: &mut Conn,
    community: Community,
    at: UnixTime,
    humans: &[Human<'_>],
    all_time: &[Skill],
) -> Result<(), StoreError> {
    let cadence: Option<String> =
        sqlx::query_scalar("SELECT cadence FROM guild_seasons WHERE guild_id = $1")
            .bind(community.db())
            .fetch_optional(&mut *conn)
            .await?;
    let Some(season) = cadence
        .and_then(|c| c.parse().ok())
        .and_then(|c| Season::at(c, at))
    else {
        return Ok(());
    };
    let humans: Vec<Human> = humans
        .iter()
        .zip(all_time)
        .map(|(h, &skill)| Human {
            start: season_start_skill(skill),
            ..*h
        })
        .collect();
    // A season's best finish has always counted games played with hints.
    add_game(
        conn,
        community,
        Scope::Season(&season.key()),
        &humans,
        true,
        at,
    )
    .await?;
    Ok(())
}

/// How many games `user` finished in each color on `community` in [from, until).
pub(in crate::store) async fn season_color_counts(
    pool: &Pool,
    community: Community,
    user: UserId,
    from: UnixTime,
    until: UnixTime,
) -> Result<Vec<(String, i64)>, StoreError> {
    let rows = sqlx::query(
        "SELECT r.color AS color, COUNT(*) AS n FROM results AS r \
         JOIN games AS g ON g.id = r.game_id \
         WHERE r.guild_id = $1 AND r.user_id = $2 AND g.finished_at >= $3 AND g.finished_at < $4 \
         GROUP BY r.color",
    )
    .bind(community.db())
    .bind(user.db())
    .bind(from)
    .bind(until)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("color")?, row.try_get("n")?)))
        .collect()
}
