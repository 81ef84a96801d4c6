//! The history of a server: its finished and cancelled games, newest first, and
//! the records they are replayed from. Every query names one guild: a server
//! never sees another's games.

use std::collections::HashMap;

use sqlx::Row;

use super::lobbies::seat_of_row;
use super::{int, Conn, DbRow, Pool, TURNS_OF_RECORD};
use crate::game::{EndReason, Record};
use crate::store::{PastGame, PlayerResult, StoreError};
use crate::table::{ChannelId, GameId, GuildId, UserId};

/// What every history query selects. `turns` counts the record's turns in the
/// database (see [`TURNS_OF_RECORD`]), so that a page never parses records of
/// hundreds of turns just to count them.
fn past_columns() -> String {
    format!(
        "g.id, COALESCE(g.thread_id, g.channel_id) AS shown_in, \
         g.started_at, g.finished_at, g.end_reason, {TURNS_OF_RECORD} AS turns"
    )
}

/// A game that is over: finished or cancelled once started (a lobby cancelled
/// before its start is also `cancelled`, but it has no record).
const IS_PAST: &str = "g.status IN ('finished', 'cancelled') AND g.record IS NOT NULL";

/// Whether `user` (`$2`, or NULL for anyone) sat at the game.
const PLAYED_BY: &str = "($2 IS NULL OR EXISTS \
     (SELECT 1 FROM seats AS s WHERE s.game_id = g.id AND s.user_id = $2))";

/// How many past games the listing has, and the `per_page` from `offset`.
pub(in crate::store) async fn past_games(
    pool: &Pool,
    guild: GuildId,
    player: Option<UserId>,
    offset: i64,
    per_page: u32,
) -> Result<(i64, Vec<PastGame>), StoreError> {
    let mut conn = pool.acquire().await?;
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM games AS g WHERE g.guild_id = $1 AND {IS_PAST} AND {PLAYED_BY}"
    ))
    .bind(guild.db())
    .bind(player.map(UserId::db))
    .fetch_one(&mut *conn)
    .await?;
    let rows = sqlx::query(&format!(
        "SELECT {} FROM games AS g \
         WHERE g.guild_id = $1 AND {IS_PAST} AND {PLAYED_BY} \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT $3 OFFSET $4",
        past_columns()
    ))
    .bind(guild.db())
    .bind(player.map(UserId::db))
    .bind(i64::from(per_page))
    .bind(offset)
    .fetch_all(&mut *conn)
    .await?;
    Ok((total, past_games_from_rows(&mut conn, &rows).await?))
}

/// Up to `limit` past games whose number starts with the digits `typed`.
pub(in crate::store) async fn past_games_numbered(
    pool: &Pool,
    guild: GuildId,
    typed: &str,
    limit: u32,
) -> Result<Vec<PastGame>, StoreError> {
    let mut conn = pool.acquire().await?;
    let rows = sqlx::query(&format!(
        "SELECT {} FROM games AS g \
         WHERE g.guild_id = $1 AND {IS_PAST} AND CAST(g.id AS TEXT) LIKE $2 || '%' \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT $3",
        past_columns()
    ))
    .bind(guild.db())
    .bind(typed)
    .bind(i64::from(limit))
    .fetch_all(&mut *conn)
    .await?;
    past_games_from_rows(&mut conn, &rows).await
}

/// The past game `id` of `guild` with its record.
pub(in crate::store) async fn past_game(
    pool: &Pool,
    guild: GuildId,
    id: GameId,
) -> Result<Option<(PastGame, Record)>, StoreError> {
    let mut conn = pool.acquire().await?;
    let row = sqlx::query(&format!(
        "SELECT {}, g.record FROM games AS g \
         WHERE g.id = $1 AND g.guild_id = $2 AND {IS_PAST}",
        past_columns()
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

/// The latest game that ended in `channel` (or the thread `channel`), or in a
/// thread of a lobby opened in `channel`.
pub(in crate::store) async fn latest_past_game_in(
    pool: &Pool,
    channel: ChannelId,
) -> Result<Option<GameId>, StoreError> {
    let id: Option<i64> = sqlx::query_scalar(&format!(
        "SELECT g.id FROM games AS g WHERE {IS_PAST} \
         AND (g.thread_id = $1 OR g.channel_id = $1) \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT 1"
    ))
    .bind(channel.db())
    .fetch_optional(pool)
    .await?;
    Ok(id.map(GameId))
}

/// Builds the listed games from their rows, with every seat's result and name.
async fn past_games_from_rows(
    conn: &mut Conn,
    rows: &[DbRow],
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
                turns: int(row, "turns")?,
                results: results.remove(&id).unwrap_or_default(),
            })
        })
        .collect()
}

/// Every seat's result of these games, in ranking order, with the seat's name.
async fn results_of(
    conn: &mut Conn,
    ids: &[i64],
) -> Result<HashMap<i64, Vec<PlayerResult>>, StoreError> {
    let mut out: HashMap<i64, Vec<PlayerResult>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    // A page holds at most MAX_PER_PAGE games, far below either bind limit.
    let marks: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT r.game_id, r.color, r.user_id, r.ai_level, s.name, r.rank, r.score, \
         r.center_pawns, r.captures, r.losses, r.left_game \
         FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.color = r.color \
         WHERE r.game_id IN ({}) ORDER BY r.game_id, r.rank, r.left_game, r.color",
        marks.join(",")
    );
    let mut query = sqlx::query(&sql);
    for id in ids {
        query = query.bind(id);
    }
    for row in query.fetch_all(&mut *conn).await? {
        let (game, seat) = seat_of_row(&row)?;
        out.entry(game).or_default().push(PlayerResult {
            color: seat.color,
            occupant: seat.occupant,
            rank: int(&row, "rank")?,
            score: int(&row, "score")?,
            center_pawns: int(&row, "center_pawns")?,
            captures: int(&row, "captures")?,
            losses: int(&row, "losses")?,
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
