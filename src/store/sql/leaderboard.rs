//! Per-server leaderboards and player stats. Every query names one guild: servers
//! never see each other's players.

use sqlx::Row;

use super::{int, opt_int, DbRow, Pool};
use crate::store::{LeaderboardEntry, LeaderboardOrder, PlayerStats, RatingPoint, StoreError};
use crate::table::{GameId, GuildId, Skill, UserId};

/// The column ranked by and the filter of a leaderboard; each pair matches one
/// index of `players`.
fn key(order: LeaderboardOrder) -> (&'static str, &'static str) {
    match order {
        LeaderboardOrder::Rating => ("rating", "rated_games > 0"),
        LeaderboardOrder::Wins => ("wins", "games > 0"),
        LeaderboardOrder::Points => ("points", "games > 0"),
    }
}

/// The SQL that lists one page. The page's keys come from the index alone
/// (skipping `OFFSET` entries without touching the table), then only the page's
/// own rows are read.
fn page_sql(order: LeaderboardOrder) -> String {
    let (column, filter) = key(order);
    format!(
        "SELECT p.user_id, p.name, p.games, p.wins, p.points, p.mu, p.sigma FROM \
         (SELECT user_id FROM players WHERE guild_id = $1 AND {filter} \
          ORDER BY {column} DESC, user_id LIMIT $2 OFFSET $3) AS k \
         JOIN players AS p ON p.guild_id = $1 AND p.user_id = k.user_id \
         ORDER BY p.{column} DESC, p.user_id"
    )
}

/// The page's entries and the number of players on the leaderboard.
pub(in crate::store) async fn leaderboard(
    pool: &Pool,
    guild: GuildId,
    order: LeaderboardOrder,
    offset: i64,
    per_page: u32,
) -> Result<(Vec<LeaderboardEntry>, u32), StoreError> {
    let mut conn = pool.acquire().await?;
    let filter = key(order).1;
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM players WHERE guild_id = $1 AND {filter}"
    ))
    .bind(guild.db())
    .fetch_one(&mut *conn)
    .await?;
    let rows = sqlx::query(&page_sql(order))
        .bind(guild.db())
        .bind(i64::from(per_page))
        .bind(offset)
        .fetch_all(&mut *conn)
        .await?;
    let entries = rows
        .iter()
        .enumerate()
        .map(|(i, row)| entry_from_row(row, (offset + i as i64 + 1) as u32))
        .collect::<Result<_, sqlx::Error>>()?;
    Ok((entries, total as u32))
}

pub(in crate::store) async fn player_stats(
    pool: &Pool,
    guild: GuildId,
    user: UserId,
) -> Result<Option<PlayerStats>, StoreError> {
    let mut conn = pool.acquire().await?;
    let row = sqlx::query(
        "SELECT name, games, rated_games, wins, points, center_pawns, captures, best_rank, \
         mu, sigma, rating FROM players WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild.db())
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let rated_games: u32 = int(&row, "rated_games")?;
    let rating: f64 = row.try_get("rating")?;
    let rating_place = if rated_games > 0 {
        // Same order as the page query: higher rating, then lower user id.
        // Two index range counts: an OR here would scan the whole server.
        let above: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM players \
              WHERE guild_id = $1 AND rated_games > 0 AND rating > $2) \
             + (SELECT COUNT(*) FROM players \
              WHERE guild_id = $1 AND rated_games > 0 AND rating = $2 AND user_id < $3)",
        )
        .bind(guild.db())
        .bind(rating)
        .bind(user.db())
        .fetch_one(&mut *conn)
        .await?;
        Some(above as u32 + 1)
    } else {
        None
    };
    Ok(Some(stats_of_row(guild, user, &row, rating_place)?))
}

/// A player's stats from a row of `players` or `season_players` (the same columns).
pub(super) fn stats_of_row(
    guild: GuildId,
    user: UserId,
    row: &DbRow,
    rating_place: Option<u32>,
) -> Result<PlayerStats, sqlx::Error> {
    Ok(PlayerStats {
        guild,
        user,
        name: row.try_get("name")?,
        games: int(row, "games")?,
        rated_games: int(row, "rated_games")?,
        wins: int(row, "wins")?,
        points: row.try_get("points")?,
        center_pawns: int(row, "center_pawns")?,
        captures: int(row, "captures")?,
        best_rank: opt_int(row, "best_rank")?,
        skill: Skill {
            mu: row.try_get("mu")?,
            sigma: row.try_get("sigma")?,
        },
        rating_place,
    })
}

pub(in crate::store) async fn rating_history(
    pool: &Pool,
    guild: GuildId,
    user: UserId,
    limit: u32,
) -> Result<Vec<RatingPoint>, StoreError> {
    let rows = sqlx::query(
        "SELECT game_id, at, mu, sigma FROM (SELECT id, game_id, at, mu, sigma \
         FROM rating_history WHERE guild_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3) \
         AS latest ORDER BY id",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(RatingPoint {
                game: GameId(row.try_get("game_id")?),
                at: row.try_get("at")?,
                skill: Skill {
                    mu: row.try_get("mu")?,
                    sigma: row.try_get("sigma")?,
                },
            })
        })
        .collect()
}

fn entry_from_row(row: &DbRow, place: u32) -> Result<LeaderboardEntry, sqlx::Error> {
    Ok(LeaderboardEntry {
        place,
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
}
