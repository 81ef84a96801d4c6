//! Seasons: a server's cadence, season standings (written when a game ends),
//! season leaderboards and stats, and the announcement claim.

use sqlx::Row;

use super::{begin_write, int, Conn, DbRow, Pool};
use crate::store::seasons::SeasonSettings;
use crate::store::{LeaderboardEntry, LeaderboardOrder, PlayerResult, PlayerStats, StoreError};
use crate::table::{
    season_start_skill, ChannelId, GuildId, MessageId, Season, Skill, UnixTime, UserId,
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
    guild: GuildId,
) -> Result<SeasonSettings, StoreError> {
    let row = sqlx::query(
        "SELECT cadence, announce_channel, updated_at FROM guild_seasons WHERE guild_id = $1",
    )
    .bind(guild.db())
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
    season: &str,
    channel: ChannelId,
    now: UnixTime,
    retry_after: i64,
) -> Result<bool, StoreError> {
    let mut conn = pool.acquire().await?;
    let message = if played_in(&mut conn, guild, season).await? {
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
    .fetch_optional(&mut *conn)
    .await?;
    if inserted.is_some() {
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
    .fetch_optional(&mut *conn)
    .await?;
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
    guild: GuildId,
    season: &str,
) -> Result<bool, StoreError> {
    played_in(&mut *pool.acquire().await?, guild, season).await
}

/// Whether `season` on `guild` has a player: one row of the index, read.
async fn played_in(conn: &mut Conn, guild: GuildId, season: &str) -> Result<bool, StoreError> {
    let one: Option<i64> = sqlx::query_scalar(
        "SELECT user_id FROM season_players WHERE guild_id = $1 AND season = $2 LIMIT 1",
    )
    .bind(guild.db())
    .bind(season)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(one.is_some())
}

pub(in crate::store) async fn seasons_played(
    pool: &Pool,
    guild: GuildId,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT season FROM season_players WHERE guild_id = $1 \
         ORDER BY season DESC LIMIT $2",
    )
    .bind(guild.db())
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

/// One human of a finished game, as the season standings need them.
pub(in crate::store) struct SeasonHuman<'a> {
    pub result: &'a PlayerResult,
    pub user: UserId,
    pub name: &'a str,
    /// The all-time skill before this game, which a first game of the season
    /// starts from (widened).
    pub all_time: Skill,
}

/// Adds a finished game to its season's standings, if the server has seasons:
/// the humans are rated among themselves on their season skills, a player's
/// first game of the season starting from their widened all-time skill.
pub(in crate::store) async fn update_season_players(
    conn: &mut Conn,
    guild: GuildId,
    at: UnixTime,
    humans: &[SeasonHuman<'_>],
) -> Result<(), StoreError> {
    let cadence: Option<String> =
        sqlx::query_scalar("SELECT cadence FROM guild_seasons WHERE guild_id = $1")
            .bind(guild.db())
            .fetch_optional(&mut *conn)
            .await?;
    let Some(season) = cadence
        .and_then(|c| c.parse().ok())
        .and_then(|c| Season::at(c, at))
    else {
        return Ok(());
    };
    let key = season.key();
    let mut before = Vec::new();
    for h in humans {
        let row = sqlx::query(
            "SELECT games, rated_games, wins, points, center_pawns, captures, best_rank, mu, \
             sigma FROM season_players WHERE guild_id = $1 AND season = $2 AND user_id = $3",
        )
        .bind(guild.db())
        .bind(&key)
        .bind(h.user.db())
        .fetch_optional(&mut *conn)
        .await?;
        before.push(match row {
            Some(row) => (
                [
                    row.try_get::<i64, _>("games")?,
                    row.try_get("rated_games")?,
                    row.try_get("wins")?,
                    row.try_get("points")?,
                    row.try_get("center_pawns")?,
                    row.try_get("captures")?,
                ],
                row.try_get::<Option<i64>, _>("best_rank")?,
                Skill {
                    mu: row.try_get("mu")?,
                    sigma: row.try_get("sigma")?,
                },
            ),
            None => ([0; 6], None, season_start_skill(h.all_time)),
        });
    }
    let rated = humans.len() >= 2;
    let after: Vec<Skill> = if rated {
        let input: Vec<(Skill, u8)> = humans
            .iter()
            .zip(&before)
            .map(|(h, (_, _, skill))| (*skill, h.result.rank))
            .collect();
        crate::store::rate_humans(&input)
    } else {
        before.iter().map(|(_, _, skill)| *skill).collect()
    };
    for ((h, (counts, best, _)), skill) in humans.iter().zip(&before).zip(after) {
        let r = h.result;
        let [games, rated_games, wins, points, center_pawns, captures] = *counts;
        sqlx::query(
            "INSERT INTO season_players (guild_id, season, user_id, name, games, rated_games, \
             wins, points, center_pawns, captures, best_rank, mu, sigma, rating, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) \
             ON CONFLICT (guild_id, season, user_id) DO UPDATE SET name = excluded.name, \
             games = excluded.games, rated_games = excluded.rated_games, wins = excluded.wins, \
             points = excluded.points, center_pawns = excluded.center_pawns, \
             captures = excluded.captures, best_rank = excluded.best_rank, mu = excluded.mu, \
             sigma = excluded.sigma, rating = excluded.rating, updated_at = excluded.updated_at",
        )
        .bind(guild.db())
        .bind(&key)
        .bind(h.user.db())
        .bind(h.name)
        .bind(games + 1)
        .bind(rated_games + i64::from(rated))
        .bind(wins + i64::from(r.rank == 1))
        .bind(points + i64::from(r.score))
        .bind(center_pawns + i64::from(r.center_pawns))
        .bind(captures + i64::from(r.captures))
        .bind(Some(
            best.map_or(i64::from(r.rank), |b| b.min(i64::from(r.rank))),
        ))
        .bind(skill.mu)
        .bind(skill.sigma)
        .bind(skill.rating())
        .bind(at)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

fn key(order: LeaderboardOrder) -> (&'static str, &'static str) {
    match order {
        LeaderboardOrder::Rating => ("rating", "rated_games > 0"),
        LeaderboardOrder::Wins => ("wins", "games > 0"),
        LeaderboardOrder::Points => ("points", "games > 0"),
    }
}

pub(in crate::store) async fn season_leaderboard(
    pool: &Pool,
    guild: GuildId,
    season: &str,
    order: LeaderboardOrder,
    offset: i64,
    per_page: u32,
) -> Result<(Vec<LeaderboardEntry>, u32), StoreError> {
    let mut conn = pool.acquire().await?;
    let (column, filter) = key(order);
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM season_players WHERE guild_id = $1 AND season = $2 AND {filter}"
    ))
    .bind(guild.db())
    .bind(season)
    .fetch_one(&mut *conn)
    .await?;
    // As the all-time page: the keys from the index alone, then the page's rows.
    let rows = sqlx::query(&format!(
        "SELECT p.user_id, p.name, p.games, p.wins, p.points, p.mu, p.sigma FROM \
         (SELECT user_id FROM season_players WHERE guild_id = $1 AND season = $2 AND {filter} \
          ORDER BY {column} DESC, user_id LIMIT $3 OFFSET $4) AS k \
         JOIN season_players AS p ON p.guild_id = $1 AND p.season = $2 \
         AND p.user_id = k.user_id ORDER BY p.{column} DESC, p.user_id"
    ))
    .bind(guild.db())
    .bind(season)
    .bind(i64::from(per_page))
    .bind(offset)
    .fetch_all(&mut *conn)
    .await?;
    let entries = rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            Ok(LeaderboardEntry {
                place: (offset + i as i64 + 1) as u32,
                user: UserId::from_db(row.try_get("user_id")?),
                name: row.try_get("name")?,
                games: int(row, "games")?,
                wins: int(row, "wins")?,
                points: row.try_get("points")?,
                skill: Skill {
                    mu: row.try_get("mu")?,
                    sigma: row.try_get("sigma")?,
                },
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok((entries, total as u32))
}

pub(in crate::store) async fn season_stats(
    pool: &Pool,
    guild: GuildId,
    season: &str,
    user: UserId,
) -> Result<Option<PlayerStats>, StoreError> {
    let mut conn = pool.acquire().await?;
    let row = sqlx::query(
        "SELECT name, games, rated_games, wins, points, center_pawns, captures, best_rank, \
         mu, sigma, rating FROM season_players \
         WHERE guild_id = $1 AND season = $2 AND user_id = $3",
    )
    .bind(guild.db())
    .bind(season)
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let rated_games: u32 = int(&row, "rated_games")?;
    let rating: f64 = row.try_get("rating")?;
    let rating_place = if rated_games > 0 {
        let above: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM season_players WHERE guild_id = $1 AND season = $2 \
              AND rated_games > 0 AND rating > $3) \
             + (SELECT COUNT(*) FROM season_players WHERE guild_id = $1 AND season = $2 \
              AND rated_games > 0 AND rating = $3 AND user_id < $4)",
        )
        .bind(guild.db())
        .bind(season)
        .bind(rating)
        .bind(user.db())
        .fetch_one(&mut *conn)
        .await?;
        Some(above as u32 + 1)
    } else {
        None
    };
    Ok(Some(super::leaderboard::stats_of_row(
        guild,
        user,
        &row,
        rating_place,
    )?))
}

/// How many games `user` finished in each color on `guild` in [from, until).
pub(in crate::store) async fn season_color_counts(
    pool: &Pool,
    guild: GuildId,
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
    .bind(guild.db())
    .bind(user.db())
    .bind(from)
    .bind(until)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("color")?, row.try_get("n")?)))
        .collect()
}
