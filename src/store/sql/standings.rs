//! Per-server standings, all time or in one season: a finished game added to
//! them, leaderboards and player stats read from them; and the all-time rating
//! history. Every query names one community: communities never see each other's players.
//!
//! Each statement is written once for both standings tables: the [`Scope`]
//! gives the table and the condition on its key, whose parameters come first.

use sqlx::Row;
use sqlx::query::Query;

use super::places::community_of;
use super::{Conn, Db, DbRow, Pool, int, opt_int};
use crate::store::ratings::rate_humans;
use crate::store::{
    LeaderboardEntry, LeaderboardOrder, PlayerResult, PlayerStats, RatingPoint, Scope, StoreError,
};
use crate::table::{Community, GameId, Skill, UnixTime, UserId};

type DbArgs<'q> = <Db as sqlx::Database>::Arguments<'q>;

/// `sql` with the parameters of [`Scope::rows`] bound; the statement binds
/// its own after them.
fn query<'q>(sql: &'q str, community: Community, scope: Scope<'q>) -> Query<'q, Db, DbArgs<'q>> {
    let query = sqlx::query(sql).bind(community.db());
    match scope {
        Scope::AllTime => query,
        Scope::Season(key) => query.bind(key),
    }
}

/// One human of a finished game, as the standings need them.
#[derive(Clone, Copy)]
pub(super) struct Human<'a> {
    pub result: &'a PlayerResult,
    pub user: UserId,
    pub name: &'a str,
    /// The skill a player's first game in the scope starts from.
    pub start: Skill,
}

/// A human's figures in one scope, before or after a game.
#[derive(Clone, Copy)]
struct Standing {
    games: i64,
    rated_games: i64,
    wins: i64,
    points: i64,
    center_pawns: i64,
    captures: i64,
    best_rank: Option<i64>,
    skill: Skill,
}

impl Standing {
    fn first(skill: Skill) -> Standing {
        Standing {
            games: 0,
            rated_games: 0,
            wins: 0,
            points: 0,
            center_pawns: 0,
            captures: 0,
            best_rank: None,
            skill,
        }
    }

    fn of_row(row: &DbRow) -> Result<Standing, sqlx::Error> {
        Ok(Standing {
            games: row.try_get("games")?,
            rated_games: row.try_get("rated_games")?,
            wins: row.try_get("wins")?,
            points: row.try_get("points")?,
            center_pawns: row.try_get("center_pawns")?,
            captures: row.try_get("captures")?,
            best_rank: row.try_get("best_rank")?,
            skill: skill_of_row(row)?,
        })
    }

    /// This standing with the game of `r` added and the skill it led to. A
    /// person who walked away from it ([`PlayerResult::walked_away`]) gets
    /// no win and no best finish from it: the bot earned them.
    fn after(self, r: &PlayerResult, rated: bool, best_finish: bool, skill: Skill) -> Standing {
        let rank = i64::from(r.rank);
        let best_finish = best_finish && !r.walked_away;
        Standing {
            games: self.games + 1,
            rated_games: self.rated_games + i64::from(rated),
            wins: self.wins + i64::from(r.rank == 1 && !r.walked_away),
            points: self.points + i64::from(r.score),
            center_pawns: self.center_pawns + i64::from(r.center_pawns),
            captures: self.captures + i64::from(r.captures),
            best_rank: if best_finish {
                Some(self.best_rank.map_or(rank, |b| b.min(rank)))
            } else {
                self.best_rank
            },
            skill,
        }
    }
}

/// Adds a finished game to the standings of `humans` in `scope`, rating them
/// among themselves when there are two or more. Each human's skill before and
/// after the game, in the order given: the all-time ones are what a season
/// starts from, and what the rating history records. Without `best_finish`
/// the game's ranks are no best finishes (it counts otherwise).
pub(super) async fn add_game(
    conn: &mut Conn,
    community: Community,
    scope: Scope<'_>,
    humans: &[Human<'_>],
    best_finish: bool,
    at: UnixTime,
) -> Result<Vec<(Skill, Skill, u32)>, StoreError> {
    let mut before = Vec::with_capacity(humans.len());
    for h in humans {
        let row = player_row(conn, community, scope, h.user).await?;
        before.push(match row {
            Some(row) => Standing::of_row(&row)?,
            None => Standing::first(h.start),
        });
    }
    let rated = humans.len() >= 2;
    let ranked: Vec<(Skill, u8)> = before
        .iter()
        .zip(humans)
        .map(|(s, h)| (s.skill, h.result.rank))
        .collect();
    // Unchanged for a lone human.
    let after = rate_humans(&ranked);
    let mut rated_games = Vec::with_capacity(humans.len());
    for ((h, s), skill) in humans.iter().zip(&before).zip(&after) {
        let standing = s.after(h.result, rated, best_finish, *skill);
        save(conn, community, scope, h, &standing, at).await?;
        rated_games.push(u32::try_from(standing.rated_games).unwrap_or(u32::MAX));
    }
    Ok(before
        .iter()
        .zip(after)
        .zip(rated_games)
        .map(|((s, after), rated)| (s.skill, after, rated))
        .collect())
}

async fn save(
    conn: &mut Conn,
    community: Community,
    scope: Scope<'_>,
    human: &Human<'_>,
    s: &Standing,
    at: UnixTime,
) -> Result<(), StoreError> {
    let (table, key) = (scope.table(), scope.key());
    // The scope's parameters, then the 13 bound below.
    let marks: Vec<String> = (1..scope.next() + 13).map(|n| format!("${n}")).collect();
    let marks = marks.join(", ");
    let sql = format!(
        "INSERT INTO {table} ({key}, user_id, name, games, rated_games, wins, points, \
         center_pawns, captures, best_rank, mu, sigma, rating, updated_at) VALUES ({marks}) \
         ON CONFLICT ({key}, user_id) DO UPDATE SET name = excluded.name, \
         games = excluded.games, rated_games = excluded.rated_games, wins = excluded.wins, \
         points = excluded.points, center_pawns = excluded.center_pawns, \
         captures = excluded.captures, best_rank = excluded.best_rank, mu = excluded.mu, \
         sigma = excluded.sigma, rating = excluded.rating, updated_at = excluded.updated_at"
    );
    query(&sql, community, scope)
        .bind(human.user.db())
        .bind(human.name)
        .bind(s.games)
        .bind(s.rated_games)
        .bind(s.wins)
        .bind(s.points)
        .bind(s.center_pawns)
        .bind(s.captures)
        .bind(s.best_rank)
        .bind(s.skill.mu)
        .bind(s.skill.sigma)
        .bind(s.skill.rating())
        .bind(at)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// `user`'s row in `scope`, every column a reader needs.
async fn player_row(
    conn: &mut Conn,
    community: Community,
    scope: Scope<'_>,
    user: UserId,
) -> Result<Option<DbRow>, StoreError> {
    let (table, rows, n) = (scope.table(), scope.rows(""), scope.next());
    let sql = format!(
        "SELECT name, games, rated_games, wins, points, center_pawns, captures, best_rank, \
         mu, sigma, rating FROM {table} WHERE {rows} AND user_id = ${n}"
    );
    Ok(query(&sql, community, scope)
        .bind(user.db())
        .fetch_optional(&mut *conn)
        .await?)
}

/// The column ranked by and the filter of a leaderboard; each pair matches one
/// index of `players` and one of `season_players`.
fn order_key(order: LeaderboardOrder) -> (&'static str, &'static str) {
    match order {
        LeaderboardOrder::Rating => ("rating", "rated_games > 0"),
        LeaderboardOrder::Wins => ("wins", "games > 0"),
        LeaderboardOrder::Points => ("points", "games > 0"),
    }
}

/// The SQL that lists one page. The page's keys come from the index alone
/// (skipping `OFFSET` entries without touching the table), then only the page's
/// own rows are read.
fn page_sql(scope: Scope<'_>, order: LeaderboardOrder) -> String {
    let (column, filter) = order_key(order);
    let (table, rows, of_p) = (scope.table(), scope.rows(""), scope.rows("p."));
    let (limit, offset) = (scope.next(), scope.next() + 1);
    format!(
        "SELECT p.user_id, p.name, p.games, p.rated_games, p.wins, p.points, p.mu, p.sigma \
         FROM \
         (SELECT user_id FROM {table} WHERE {rows} AND {filter} \
          ORDER BY {column} DESC, user_id LIMIT ${limit} OFFSET ${offset}) AS k \
         JOIN {table} AS p ON {of_p} AND p.user_id = k.user_id \
         ORDER BY p.{column} DESC, p.user_id"
    )
}

/// The page's entries and the number of players on the leaderboard.
pub(in crate::store) async fn leaderboard(
    pool: &Pool,
    community: Community,
    scope: Scope<'_>,
    order: LeaderboardOrder,
    offset: i64,
    per_page: u32,
) -> Result<(Vec<LeaderboardEntry>, u32), StoreError> {
    let mut conn = pool.acquire().await?;
    let (table, rows, filter) = (scope.table(), scope.rows(""), order_key(order).1);
    let count = format!("SELECT COUNT(*) FROM {table} WHERE {rows} AND {filter}");
    let total: i64 = query(&count, community, scope)
        .fetch_one(&mut *conn)
        .await?
        .try_get(0)?;
    let page = page_sql(scope, order);
    let rows = query(&page, community, scope)
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
    community: Community,
    scope: Scope<'_>,
    user: UserId,
) -> Result<Option<PlayerStats>, StoreError> {
    let mut conn = pool.acquire().await?;
    let Some(row) = player_row(&mut conn, community, scope, user).await? else {
        return Ok(None);
    };
    let rated_games: u32 = int(&row, "rated_games")?;
    let rating: f64 = row.try_get("rating")?;
    let rating_place = if rated_games > 0 {
        // Same order as the page query: higher rating, then lower user id.
        // Two index range counts: an OR here would scan the whole server.
        let (table, rows) = (scope.table(), scope.rows(""));
        let (rating_at, user_at) = (scope.next(), scope.next() + 1);
        let sql = format!(
            "SELECT (SELECT COUNT(*) FROM {table} \
              WHERE {rows} AND rated_games > 0 AND rating > ${rating_at}) \
             + (SELECT COUNT(*) FROM {table} \
              WHERE {rows} AND rated_games > 0 AND rating = ${rating_at} AND user_id < ${user_at})"
        );
        let above: i64 = query(&sql, community, scope)
            .bind(rating)
            .bind(user.db())
            .fetch_one(&mut *conn)
            .await?
            .try_get(0)?;
        Some(above as u32 + 1)
    } else {
        None
    };
    Ok(Some(stats_of_row(community, user, &row, rating_place)?))
}

fn stats_of_row(
    community: Community,
    user: UserId,
    row: &DbRow,
    rating_place: Option<u32>,
) -> Result<PlayerStats, sqlx::Error> {
    Ok(PlayerStats {
        community,
        user,
        name: row.try_get("name")?,
        games: int(row, "games")?,
        rated_games: int(row, "rated_games")?,
        wins: int(row, "wins")?,
        points: row.try_get("points")?,
        center_pawns: int(row, "center_pawns")?,
        captures: int(row, "captures")?,
        best_rank: opt_int(row, "best_rank")?,
        skill: skill_of_row(row)?,
        rating_place,
    })
}

fn entry_from_row(row: &DbRow, place: u32) -> Result<LeaderboardEntry, sqlx::Error> {
    Ok(LeaderboardEntry {
        place,
        user: UserId::from_db(row.try_get("user_id")?),
        name: row.try_get("name")?,
        games: int(row, "games")?,
        rated_games: int(row, "rated_games")?,
        wins: int(row, "wins")?,
        points: row.try_get("points")?,
        skill: skill_of_row(row)?,
    })
}

fn skill_of_row(row: &DbRow) -> Result<Skill, sqlx::Error> {
    Ok(Skill {
        mu: row.try_get("mu")?,
        sigma: row.try_get("sigma")?,
    })
}

/// The communities `user` has standings in, the latest played first (the
/// index `players_by_user`). Whether one is a server or a direct venue is
/// read from one of its games (the key alone does not say).
pub(in crate::store) async fn communities_of(
    pool: &Pool,
    user: UserId,
    limit: u32,
) -> Result<Vec<Community>, StoreError> {
    let rows = sqlx::query(
        "SELECT p.guild_id, COALESCE((SELECT g.venue FROM games AS g           WHERE g.guild_id = p.guild_id LIMIT 1), 'server') AS venue          FROM players AS p WHERE p.user_id = $1          ORDER BY p.updated_at DESC, p.guild_id LIMIT $2",
    )
    .bind(user.db())
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            let venue: String = row.try_get("venue")?;
            Ok(community_of(row.try_get("guild_id")?, &venue))
        })
        .collect()
}

pub(in crate::store) async fn rating_history(
    pool: &Pool,
    community: Community,
    user: UserId,
    limit: u32,
) -> Result<Vec<RatingPoint>, StoreError> {
    let rows = sqlx::query(
        "SELECT game_id, at, mu, sigma FROM (SELECT id, game_id, at, mu, sigma \
         FROM rating_history WHERE guild_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3) \
         AS latest ORDER BY id",
    )
    .bind(community.db())
    .bind(user.db())
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(RatingPoint {
                game: GameId(row.try_get("game_id")?),
                at: row.try_get("at")?,
                skill: skill_of_row(row)?,
            })
        })
        .collect()
}
