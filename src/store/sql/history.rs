//! The history of a community (a server, or a direct venue): its finished and
//! cancelled games, newest first, and the records they are replayed from.
//! Every query names one community: none sees another's games.
//!
//! A list reads only what `finish_game` wrote when each game ended (turns, the
//! ranking with names, the game's place in the server's history and in each
//! person's), through indexes in newest-first order: a page costs its rows,
//! whatever the server has accumulated. These run on the history's own
//! connections (see `history_reader` in `sqlite.rs` and `postgres.rs`).

use sqlx::Row;

use super::{Conn, DbRow, opt_int};
use crate::game::{EndReason, Record};
use crate::store::history::{SeqRange, numbers_starting_with, ranking_from_json};
use crate::store::{PastGame, StoreError};
use crate::table::{ChannelId, Community, GameId, UserId};

/// What every history query selects (`g`: the game's row).
const PAST_COLUMNS: &str = "g.id, COALESCE(g.thread_id, g.channel_id) AS shown_in, \
     g.started_at, g.finished_at, g.end_reason, g.turns, g.ranking, g.hinted, \
     (SELECT tn.name FROM tournament_tables AS tt JOIN tournaments AS tn \
      ON tn.id = tt.tournament_id WHERE tt.game_id = g.id) AS tournament_name, \
     (SELECT tt.round FROM tournament_tables AS tt WHERE tt.game_id = g.id) AS tournament_round";

/// The number of past games in the listing and its page `page`, newest first.
pub(in crate::store) async fn past_games_page(
    conn: &mut Conn,
    community: Community,
    player: Option<UserId>,
    page: u32,
    per_page: u32,
) -> Result<(i64, Vec<PastGame>), StoreError> {
    let total = past_games_count(conn, community, player).await?;
    let games = match SeqRange::page(total, page, per_page) {
        Some(range) => past_games_in(conn, community, player, range).await?,
        None => Vec::new(),
    };
    Ok((total, games))
}

/// Up to `limit` past games whose number starts with the digits `typed`: the
/// highest numbers first (one index range per length of number, longest
/// first), then shown newest first.
pub(in crate::store) async fn past_games_starting_with(
    conn: &mut Conn,
    community: Community,
    typed: &str,
    limit: u32,
) -> Result<Vec<PastGame>, StoreError> {
    let max = last_past_game_number(conn, community).await?;
    let mut found: Vec<PastGame> = Vec::new();
    for (first, last) in numbers_starting_with(typed, max) {
        let room = limit - found.len() as u32;
        found.extend(past_games_numbered_between(conn, community, first, last, room).await?);
        if found.len() as u32 >= limit {
            break;
        }
    }
    // Newest first, as every list (a game may end after one numbered above it).
    found.sort_by_key(|g| std::cmp::Reverse((g.finished_at, g.id.0)));
    Ok(found)
}

/// The number of `community`'s past games, with `player`, of those they sat at: the
/// last place given, read at the top of an index.
pub(in crate::store) async fn past_games_count(
    conn: &mut Conn,
    community: Community,
    player: Option<UserId>,
) -> Result<i64, StoreError> {
    let last: Option<i64> = match player {
        None => {
            sqlx::query_scalar(
                "SELECT history_seq FROM games WHERE guild_id = $1 AND history_seq IS NOT NULL \
             ORDER BY history_seq DESC LIMIT 1",
            )
            .bind(community.db())
            .fetch_optional(&mut *conn)
            .await?
        }
        Some(user) => {
            sqlx::query_scalar(
                "SELECT player_seq FROM results \
             WHERE guild_id = $1 AND user_id = $2 AND player_seq IS NOT NULL \
             ORDER BY player_seq DESC LIMIT 1",
            )
            .bind(community.db())
            .bind(user.db())
            .fetch_optional(&mut *conn)
            .await?
        }
    };
    Ok(last.unwrap_or(0))
}

/// The past games of `community` (with `player`: that they sat at) whose places are
/// in `range`, newest first.
pub(in crate::store) async fn past_games_in(
    conn: &mut Conn,
    community: Community,
    player: Option<UserId>,
    range: SeqRange,
) -> Result<Vec<PastGame>, StoreError> {
    let rows = match player {
        None => {
            sqlx::query(&format!(
                "SELECT {PAST_COLUMNS} FROM games AS g \
                 WHERE g.guild_id = $1 AND g.history_seq BETWEEN $2 AND $3 \
                 ORDER BY g.history_seq DESC"
            ))
            .bind(community.db())
            .bind(range.first)
            .bind(range.last)
            .fetch_all(&mut *conn)
            .await?
        }
        Some(user) => {
            sqlx::query(&format!(
                "SELECT {PAST_COLUMNS} FROM results AS r JOIN games AS g ON g.id = r.game_id \
                 WHERE r.guild_id = $1 AND r.user_id = $2 AND r.player_seq BETWEEN $3 AND $4 \
                 ORDER BY r.player_seq DESC"
            ))
            .bind(community.db())
            .bind(user.db())
            .bind(range.first)
            .bind(range.last)
            .fetch_all(&mut *conn)
            .await?
        }
    };
    rows.iter().map(past_game_of_row).collect()
}

/// The `limit` newest past games of `community`.
pub(in crate::store) async fn newest_past_games(
    conn: &mut Conn,
    community: Community,
    limit: u32,
) -> Result<Vec<PastGame>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {PAST_COLUMNS} FROM games AS g \
         WHERE g.guild_id = $1 AND g.history_seq IS NOT NULL \
         ORDER BY g.history_seq DESC LIMIT $2"
    ))
    .bind(community.db())
    .bind(i64::from(limit))
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(past_game_of_row).collect()
}

/// Up to `limit` past games of `community` numbered `first..=last`, highest
/// number first.
pub(in crate::store) async fn past_games_numbered_between(
    conn: &mut Conn,
    community: Community,
    first: i64,
    last: i64,
    limit: u32,
) -> Result<Vec<PastGame>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {PAST_COLUMNS} FROM games AS g \
         WHERE g.guild_id = $1 AND g.id BETWEEN $2 AND $3 AND g.history_seq IS NOT NULL \
         ORDER BY g.id DESC LIMIT $4"
    ))
    .bind(community.db())
    .bind(first)
    .bind(last)
    .bind(i64::from(limit))
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(past_game_of_row).collect()
}

/// The largest number of `community`'s past games (0 when it has none).
pub(in crate::store) async fn last_past_game_number(
    conn: &mut Conn,
    community: Community,
) -> Result<i64, StoreError> {
    let last: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE guild_id = $1 AND history_seq IS NOT NULL \
         ORDER BY id DESC LIMIT 1",
    )
    .bind(community.db())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(last.unwrap_or(0))
}

/// The past game `id` of `community` with its record.
pub(in crate::store) async fn past_game(
    conn: &mut Conn,
    community: Community,
    id: GameId,
) -> Result<Option<(PastGame, Record)>, StoreError> {
    let row = sqlx::query(&format!(
        "SELECT {PAST_COLUMNS}, g.record FROM games AS g \
         WHERE g.id = $1 AND g.guild_id = $2 AND g.history_seq IS NOT NULL"
    ))
    .bind(id.0)
    .bind(community.db())
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let json: String = row.try_get("record")?;
    let record = Record::from_json(&json).map_err(|e| StoreError::Corrupt {
        game: id.0,
        message: e.to_string(),
    })?;
    Ok(Some((past_game_of_row(&row)?, record)))
}

/// The latest game that ended in `channel` (or the thread `channel`), or in a
/// thread of a lobby opened in `channel`: the top of two indexes (migration
/// 0013), one row each, whatever the channel's history.
pub(in crate::store) const LATEST_PAST_IN: &str = "SELECT id FROM (\
     SELECT id, finished_at FROM (SELECT id, finished_at FROM games \
       WHERE channel_id = $1 AND history_seq IS NOT NULL \
       ORDER BY finished_at DESC, id DESC LIMIT 1) AS by_channel \
     UNION ALL \
     SELECT id, finished_at FROM (SELECT id, finished_at FROM games \
       WHERE thread_id = $1 AND history_seq IS NOT NULL AND thread_id IS NOT NULL \
       ORDER BY finished_at DESC, id DESC LIMIT 1) AS by_thread\
   ) AS latest ORDER BY finished_at DESC, id DESC LIMIT 1";

pub(in crate::store) async fn latest_past_game_in(
    conn: &mut Conn,
    channel: ChannelId,
) -> Result<Option<GameId>, StoreError> {
    let id: Option<i64> = sqlx::query_scalar(LATEST_PAST_IN)
        .bind(channel.db())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(id.map(GameId))
}

/// A listed game from its row of [`PAST_COLUMNS`].
fn past_game_of_row(row: &DbRow) -> Result<PastGame, StoreError> {
    let id: i64 = row.try_get("id")?;
    let reason: Option<String> = row.try_get("end_reason")?;
    let ranking: Option<String> = row.try_get("ranking")?;
    Ok(PastGame {
        id: GameId(id),
        channel: ChannelId::from_db(row.try_get("shown_in")?),
        started_at: row.try_get::<Option<i64>, _>("started_at")?.unwrap_or(0),
        finished_at: row.try_get::<Option<i64>, _>("finished_at")?.unwrap_or(0),
        reason: parse_reason(id, reason.as_deref())?,
        turns: opt_int(row, "turns")?.unwrap_or(0),
        results: ranking_from_json(id, ranking.as_deref().unwrap_or("[]"))?,
        hinted: row.try_get("hinted")?,
        tournament: match row.try_get::<Option<String>, _>("tournament_name")? {
            Some(name) => Some((name, opt_int(row, "tournament_round")?.unwrap_or(1))),
            None => None,
        },
    })
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
