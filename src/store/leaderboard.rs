//! Per-server leaderboards and player stats. Every query names one guild: servers
//! never see each other's players.

use sqlx::sqlite::SqliteRow;
use sqlx::Row;

use super::{Store, StoreError};
use crate::table::{GameId, GuildId, Skill, UnixTime, UserId};

/// What a leaderboard ranks by.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LeaderboardOrder {
    /// The rating (mu − 3·sigma); only players with a rated game are listed.
    #[default]
    Rating,
    /// Games won (rank 1, shared first places included).
    Wins,
    /// Points scored over all games.
    Points,
}

impl LeaderboardOrder {
    /// The column ranked by and the filter of this leaderboard; each pair matches
    /// one index of `players`.
    fn key(self) -> (&'static str, &'static str) {
        match self {
            LeaderboardOrder::Rating => ("rating", "rated_games > 0"),
            LeaderboardOrder::Wins => ("wins", "games > 0"),
            LeaderboardOrder::Points => ("points", "games > 0"),
        }
    }

    /// The SQL that lists one page. The page's keys come from the index alone
    /// (skipping `OFFSET` entries without touching the table), then only the
    /// page's own rows are read.
    fn page_sql(self) -> String {
        let (column, filter) = self.key();
        format!(
            "SELECT p.user_id, p.name, p.games, p.wins, p.points, p.mu, p.sigma FROM \
             (SELECT user_id FROM players WHERE guild_id = ?1 AND {filter} \
              ORDER BY {column} DESC, user_id LIMIT ?2 OFFSET ?3) AS k \
             JOIN players AS p ON p.guild_id = ?1 AND p.user_id = k.user_id \
             ORDER BY p.{column} DESC, p.user_id"
        )
    }

    fn count_sql(self) -> String {
        let filter = self.key().1;
        format!("SELECT COUNT(*) FROM players WHERE guild_id = ? AND {filter}")
    }
}

/// One line of a leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LeaderboardEntry {
    /// 1-based place on this leaderboard (ties broken by user id, for stable pages).
    pub place: u32,
    pub user: UserId,
    /// The name the player had in their latest game.
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub points: i64,
    pub skill: Skill,
}

/// One page of a server's leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LeaderboardPage {
    pub order: LeaderboardOrder,
    /// 0-based page number.
    pub page: u32,
    pub per_page: u32,
    /// Players on this leaderboard in all.
    pub total: u32,
    pub entries: Vec<LeaderboardEntry>,
}

impl LeaderboardPage {
    /// How many pages the leaderboard has (at least 1, for an empty board).
    pub fn pages(&self) -> u32 {
        self.total.div_ceil(self.per_page.max(1)).max(1)
    }
}

/// A player's stats on one server.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerStats {
    pub guild: GuildId,
    pub user: UserId,
    pub name: String,
    /// Games finished, not cancelled (games against the computer included).
    pub games: u32,
    /// Games that changed the rating (two or more humans).
    pub rated_games: u32,
    pub wins: u32,
    pub points: i64,
    /// Pawns brought to the center over all games.
    pub center_pawns: u32,
    pub captures: u32,
    /// Best rank reached in a game (1 = won one).
    pub best_rank: Option<u8>,
    pub skill: Skill,
    /// Place on the server's rating leaderboard, once rated.
    pub rating_place: Option<u32>,
}

impl PlayerStats {
    /// Wins per game, 0.0..=1.0 (0 without games).
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }

    /// Average score per game (0 without games).
    pub fn average_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.points as f64 / f64::from(self.games)
        }
    }
}

/// A player's rating after one rated game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingPoint {
    pub game: GameId,
    pub at: UnixTime,
    pub skill: Skill,
}

/// Longest page the store serves, to bound a query that a user can trigger.
pub const MAX_PER_PAGE: u32 = 100;

impl Store {
    /// Page `page` (0-based) of `guild`'s leaderboard, `per_page` lines (1..=100).
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let per_page = per_page.clamp(1, MAX_PER_PAGE);
        let offset = i64::from(page) * i64::from(per_page);
        let mut conn = self.pool.acquire().await?;
        let total: i64 = sqlx::query_scalar(&order.count_sql())
            .bind(guild.db())
            .fetch_one(&mut *conn)
            .await?;
        let rows = sqlx::query(&order.page_sql())
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
        Ok(LeaderboardPage {
            order,
            page,
            per_page,
            total: total as u32,
            entries,
        })
    }

    /// `user`'s stats on `guild`, if they finished a game there.
    pub async fn player_stats(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PlayerStats>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row = sqlx::query(
            "SELECT name, games, rated_games, wins, points, center_pawns, captures, best_rank, \
             mu, sigma, rating FROM players WHERE guild_id = ? AND user_id = ?",
        )
        .bind(guild.db())
        .bind(user.db())
        .fetch_optional(&mut *conn)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let rated_games: u32 = row.try_get("rated_games")?;
        let rating: f64 = row.try_get("rating")?;
        let rating_place = if rated_games > 0 {
            // Same order as the page query: higher rating, then lower user id.
            // Two index range counts: an OR here would scan the whole server.
            let above: i64 = sqlx::query_scalar(
                "SELECT (SELECT COUNT(*) FROM players \
                  WHERE guild_id = ?1 AND rated_games > 0 AND rating > ?2) \
                 + (SELECT COUNT(*) FROM players \
                  WHERE guild_id = ?1 AND rated_games > 0 AND rating = ?2 AND user_id < ?3)",
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
        Ok(Some(PlayerStats {
            guild,
            user,
            name: row.try_get("name")?,
            games: row.try_get("games")?,
            rated_games,
            wins: row.try_get("wins")?,
            points: row.try_get("points")?,
            center_pawns: row.try_get("center_pawns")?,
            captures: row.try_get("captures")?,
            best_rank: row.try_get("best_rank")?,
            skill: Skill {
                mu: row.try_get("mu")?,
                sigma: row.try_get("sigma")?,
            },
            rating_place,
        }))
    }

    /// `user`'s latest `limit` rating changes on `guild`, oldest first.
    pub async fn rating_history(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id, at, mu, sigma FROM (SELECT id, game_id, at, mu, sigma \
             FROM rating_history WHERE guild_id = ? AND user_id = ? ORDER BY id DESC LIMIT ?) \
             ORDER BY id",
        )
        .bind(guild.db())
        .bind(user.db())
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
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
}

fn entry_from_row(row: &SqliteRow, place: u32) -> Result<LeaderboardEntry, sqlx::Error> {
    Ok(LeaderboardEntry {
        place,
        user: UserId::from_db(row.try_get("user_id")?),
        name: row.try_get("name")?,
        games: row.try_get("games")?,
        wins: row.try_get("wins")?,
        points: row.try_get("points")?,
        skill: Skill {
            mu: row.try_get("mu")?,
            sigma: row.try_get("sigma")?,
        },
    })
}
