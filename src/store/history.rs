//! The history of a server: its finished and cancelled games, newest first, and
//! the records they are replayed from. Every query names one guild: a server
//! never sees another's games.

use std::collections::HashMap;

use sqlx::sqlite::SqliteRow;
use sqlx::{Row, SqliteConnection};

use super::results::PlayerResult;
use super::{seat_from_row, Store, StoreError, MAX_PER_PAGE};
use crate::game::{EndReason, Record};
use crate::table::{ChannelId, GameId, GuildId, UnixTime, UserId};

/// A game that is over, as the history lists it.
#[derive(Clone, PartialEq, Debug)]
pub struct PastGame {
    pub id: GameId,
    /// Where it was played: the thread when it had one, else the channel.
    pub channel: ChannelId,
    pub started_at: UnixTime,
    pub finished_at: UnixTime,
    pub reason: EndReason,
    /// Turns played (a player leaving is no turn).
    pub turns: u32,
    /// Every seat, in ranking order (cancelled games rank the standings then).
    pub results: Vec<PlayerResult>,
}

impl PastGame {
    /// Whether the game was called off (it counted for nothing).
    pub fn cancelled(&self) -> bool {
        self.reason == EndReason::Cancelled
    }
}

/// One page of a server's history.
#[derive(Clone, PartialEq, Debug)]
pub struct GamesPage {
    /// 0-based page number.
    pub page: u32,
    pub per_page: u32,
    /// Games in the whole listing (with the same player filter).
    pub total: u32,
    pub games: Vec<PastGame>,
}

impl GamesPage {
    /// How many pages the listing has (at least 1, for an empty history).
    pub fn pages(&self) -> u32 {
        self.total.div_ceil(self.per_page.max(1)).max(1)
    }
}

/// What every history query selects. `turns` counts the record's entries that
/// have dice (events have none) inside SQLite, so that a page never parses
/// records of hundreds of turns just to count them.
const PAST_COLUMNS: &str = "g.id, COALESCE(g.thread_id, g.channel_id) AS shown_in, \
     g.started_at, g.finished_at, g.end_reason, \
     (SELECT COUNT(*) FROM json_each(g.record, '$.turns') AS t \
      WHERE json_type(t.value, '$.dice') IS NOT NULL) AS turns";

/// A game that is over: finished or cancelled once started (a lobby cancelled
/// before its start is also `cancelled`, but it has no record).
const IS_PAST: &str = "g.status IN ('finished', 'cancelled') AND g.record IS NOT NULL";

/// Whether `user` (`?2`, or NULL for anyone) sat at the game.
const PLAYED_BY: &str = "(?2 IS NULL OR EXISTS \
     (SELECT 1 FROM seats AS s WHERE s.game_id = g.id AND s.user_id = ?2))";

impl Store {
    /// Page `page` (0-based) of `guild`'s finished and cancelled games, newest
    /// first, `per_page` games (1..=100); with `player`, only the games they sat at.
    pub async fn past_games(
        &self,
        guild: GuildId,
        player: Option<UserId>,
        page: u32,
        per_page: u32,
    ) -> Result<GamesPage, StoreError> {
        let per_page = per_page.clamp(1, MAX_PER_PAGE);
        let offset = i64::from(page) * i64::from(per_page);
        let mut conn = self.pool.acquire().await?;
        let total: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM games AS g WHERE g.guild_id = ?1 AND {IS_PAST} AND {PLAYED_BY}"
        ))
        .bind(guild.db())
        .bind(player.map(UserId::db))
        .fetch_one(&mut *conn)
        .await?;
        let rows = sqlx::query(&format!(
            "SELECT {PAST_COLUMNS} FROM games AS g \
             WHERE g.guild_id = ?1 AND {IS_PAST} AND {PLAYED_BY} \
             ORDER BY g.finished_at DESC, g.id DESC LIMIT ?3 OFFSET ?4"
        ))
        .bind(guild.db())
        .bind(player.map(UserId::db))
        .bind(i64::from(per_page))
        .bind(offset)
        .fetch_all(&mut *conn)
        .await?;
        Ok(GamesPage {
            page,
            per_page,
            total: total as u32,
            games: past_games_from_rows(&mut conn, &rows).await?,
        })
    }

    /// Up to `limit` (≤ 100) of `guild`'s past games whose number starts with
    /// the digits `typed` (any game when empty), newest first: what an option
    /// that takes a game suggests while the user types.
    pub async fn past_games_numbered(
        &self,
        guild: GuildId,
        typed: &str,
        limit: u32,
    ) -> Result<Vec<PastGame>, StoreError> {
        // Only digits match a number: anything else would be a LIKE pattern.
        if !typed.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(Vec::new());
        }
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(&format!(
            "SELECT {PAST_COLUMNS} FROM games AS g \
             WHERE g.guild_id = ?1 AND {IS_PAST} AND CAST(g.id AS TEXT) LIKE ?2 || '%' \
             ORDER BY g.finished_at DESC, g.id DESC LIMIT ?3"
        ))
        .bind(guild.db())
        .bind(typed)
        .bind(i64::from(limit.clamp(1, MAX_PER_PAGE)))
        .fetch_all(&mut *conn)
        .await?;
        past_games_from_rows(&mut conn, &rows).await
    }

    /// The past game `id` of `guild` with its record, or None when `guild` has
    /// no such game that is over (a running game, another server's, none).
    pub async fn past_game(
        &self,
        guild: GuildId,
        id: GameId,
    ) -> Result<Option<(PastGame, Record)>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row = sqlx::query(&format!(
            "SELECT {PAST_COLUMNS}, g.record FROM games AS g \
             WHERE g.id = ?1 AND g.guild_id = ?2 AND {IS_PAST}"
        ))
        .bind(id.0)
        .bind(guild.db())
        .fetch_optional(&mut *conn)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let json: String = row.try_get("record")?;
        let record = Record::from_json(&json).map_err(|e| StoreError::Corrupt {
            game: id.0,
            message: e.to_string(),
        })?;
        let mut games = past_games_from_rows(&mut conn, std::slice::from_ref(&row)).await?;
        Ok(games.pop().map(|game| (game, record)))
    }

    /// The latest game that ended in `channel` (or the thread `channel`).
    pub async fn latest_past_game_in(
        &self,
        channel: ChannelId,
    ) -> Result<Option<GameId>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(&format!(
            "SELECT g.id FROM games AS g WHERE {IS_PAST} \
             AND (g.thread_id = ?1 OR (g.thread_id IS NULL AND g.channel_id = ?1)) \
             ORDER BY g.finished_at DESC, g.id DESC LIMIT 1"
        ))
        .bind(channel.db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(id.map(GameId))
    }
}

/// Builds the listed games from their rows, with every seat's result and name.
async fn past_games_from_rows(
    conn: &mut SqliteConnection,
    rows: &[SqliteRow],
) -> Result<Vec<PastGame>, StoreError> {
    let ids: Vec<i64> = rows
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<Result<_, _>>()?;
    let mut results = results_of(conn, &ids).await?;
    rows.iter()
        .map(|row| {
            let id: i64 = row.try_get("id")?;
            let reason: Option<String> = row.try_get("end_reason")?;
            Ok(PastGame {
                id: GameId(id),
                channel: ChannelId::from_db(row.try_get("shown_in")?),
                started_at: row.try_get::<Option<i64>, _>("started_at")?.unwrap_or(0),
                finished_at: row.try_get::<Option<i64>, _>("finished_at")?.unwrap_or(0),
                reason: parse_reason(id, reason.as_deref())?,
                turns: row.try_get::<i64, _>("turns")? as u32,
                results: results.remove(&id).unwrap_or_default(),
            })
        })
        .collect()
}

/// Every seat's result of these games, in ranking order, with the seat's name.
async fn results_of(
    conn: &mut SqliteConnection,
    ids: &[i64],
) -> Result<HashMap<i64, Vec<PlayerResult>>, StoreError> {
    let mut out: HashMap<i64, Vec<PlayerResult>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    // A page holds at most MAX_PER_PAGE games, far below SQLite's bind limit.
    let marks = vec!["?"; ids.len()].join(",");
    let sql = format!(
        "SELECT r.game_id, r.color, r.user_id, r.ai_level, s.name, r.rank, r.score, \
         r.center_pawns, r.captures, r.losses, r.left_game \
         FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.color = r.color \
         WHERE r.game_id IN ({marks}) ORDER BY r.game_id, r.rank, r.left_game, r.color"
    );
    let mut query = sqlx::query(&sql);
    for id in ids {
        query = query.bind(id);
    }
    for row in query.fetch_all(&mut *conn).await? {
        let game: i64 = row.try_get("game_id")?;
        let color: String = row.try_get("color")?;
        let seat = seat_from_row(
            game,
            &color,
            row.try_get("user_id")?,
            row.try_get::<Option<String>, _>("ai_level")?.as_deref(),
            row.try_get("name")?,
        )?;
        out.entry(game).or_default().push(PlayerResult {
            color: seat.color,
            occupant: seat.occupant,
            rank: row.try_get("rank")?,
            score: row.try_get("score")?,
            center_pawns: row.try_get("center_pawns")?,
            captures: row.try_get("captures")?,
            losses: row.try_get("losses")?,
            left: row.try_get("left_game")?,
        });
    }
    Ok(out)
}

fn parse_reason(game: i64, stored: Option<&str>) -> Result<EndReason, StoreError> {
    const ALL: [EndReason; 5] = [
        EndReason::CenterFull,
        EndReason::PlayersLeft,
        EndReason::BoardEmpty,
        EndReason::RoundLimit,
        EndReason::Cancelled,
    ];
    ALL.into_iter()
        .find(|r| Some(r.as_str()) == stored)
        .ok_or_else(|| StoreError::Corrupt {
            game,
            message: format!("unknown end reason {stored:?}"),
        })
}
