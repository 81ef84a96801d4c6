//! Running games: starting a lobby's game, committing every move, loading games
//! back after a restart.

use std::sync::Arc;

use sqlx::Row;

use super::lobbies::{
    found, lobby_conflict, member_limit_in, options_from_row, seats_of, with_seats,
};
use super::places::{community_of, place_from_row};
use super::{DbRow, Pool, begin_write, int, lock_guild, opt_int};
use crate::game::{Dice, DiceState, Game, PlayerKind, Record};
use crate::store::kept::Kept;
use crate::store::{StoreError, check_seats_match, record_json, timeouts_json};
use crate::table::{
    ChannelId, Community, GameId, Lobby, MessageId, NO_TURN_LIMIT, Seat, Table, TurnClock,
    UnixTime, UserId, unix_now,
};

/// A game's columns, `$record` read as the record.
macro_rules! game_columns {
    ($record:literal) => {
        concat!(
            "id, guild_id, channel_id, message_id, thread_id, message_from, log_message_id, \
             venue, reach, host_id, stacks_cross_bridges, turn_timeout_secs, in_thread, \
             max_seats, created_at, started_at, ",
            $record,
            ", dice_state, version, turn_deadline, timeouts, shown_version, \
             COALESCE(finished_at, last_move_at, started_at, created_at) AS changed_at"
        )
    };
}

const GAME_COLUMNS: &str = game_columns!("record");

/// [`GAME_COLUMNS`] for a load that holds the game replayed at version `$2`
/// with dice `$3`: the record only when the row is at another (or no
/// longer running), so that a load of an unchanged game costs its other
/// columns, not its record.
const GAME_COLUMNS_KEPT: &str = game_columns!(
    "CASE WHEN version = $2 AND dice_state = $3 AND status = 'running' \
     THEN NULL ELSE record END AS record"
);

/// A loaded game's columns: [`GAME_COLUMNS`], and the tournament it is a
/// table of with the round (a lobby's game, just started, is none's).
const LOADED_COLUMNS: &str = "(SELECT tn.name FROM tournament_tables AS tt JOIN tournaments AS tn \
     ON tn.id = tt.tournament_id WHERE tt.game_id = games.id) AS tournament_name, \
     (SELECT tt.round FROM tournament_tables AS tt WHERE tt.game_id = games.id) AS tournament_round";

pub(in crate::store) async fn start_game(
    pool: &Pool,
    lobby: &Lobby,
    game: &Game,
    clock: &TurnClock,
    thread: Option<ChannelId>,
    limits: bool,
) -> Result<Table, StoreError> {
    let id = lobby.id;
    let started_at = unix_now();
    let mut tx = begin_write(pool).await?;
    if limits {
        // Under the server's lock, as a lobby's opening: two starts at once
        // cannot both take a member's last game.
        lock_guild(&mut tx, lobby.place.community().db()).await?;
        for user in lobby.seats.iter().filter_map(|s| s.occupant.user()) {
            if let Some(limit) = member_limit_in(&mut tx, lobby.place.community(), user).await? {
                return Err(StoreError::Limit(limit));
            }
        }
    }
    // The lobby message stays as the game's line in the channel (its log),
    // moved over with the start; the turns are posted below it or in the thread.
    // The versioned UPDATE comes first: it locks the row, and every seat write
    // changes the row first, so the seats read next stay as they are until this
    // commits; a mismatch returns before the commit and rolls it all back.
    let row = sqlx::query(&format!(
        "UPDATE games SET status = 'running', started_at = $1, record = $2, dice_state = $3, \
         version = $4, turn_deadline = $5, timeouts = $6, thread_id = COALESCE($9, thread_id), \
         log_message_id = message_id, message_id = NULL, last_move_at = $1, computers_turn = $10 \
         WHERE id = $7 AND status = 'lobby' AND version = $8 RETURNING {GAME_COLUMNS}"
    ))
    .bind(started_at)
    .bind(record_json(game))
    .bind(game.dice_state().to_hex())
    .bind(game.version() as i64)
    .bind(clock.deadline)
    .bind(timeouts_json(clock))
    .bind(id.0)
    .bind(lobby.version as i64)
    .bind(thread.map(ChannelId::db))
    .bind(computers_turn(game))
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else {
        return Err(lobby_conflict(&mut tx, lobby).await);
    };
    let seats = seats_of(&mut tx, &[id.0])
        .await?
        .remove(&id.0)
        .unwrap_or_default();
    check_seats_match(&seats, game)?;
    tx.commit().await?;
    Ok(Table {
        id,
        place: place_from_row(&row)?,
        host: UserId::from_db(row.try_get("host_id")?),
        seats,
        options: options_from_row(&row)?,
        game: game.clone(),
        clock: *clock,
        created_at: row.try_get("created_at")?,
        started_at,
        changed_at: started_at,
        shown_version: None,
        tournament: None,
    })
}

/// Whether a computer player is to move in `game` (kept with the game, so
/// that the sweep selects the games something waits on).
pub(super) fn computers_turn(game: &Game) -> bool {
    game.to_move()
        .and_then(|c| game.player(c))
        .is_some_and(|p| p.kind == PlayerKind::Ai)
}

/// Commits a running game at `expected_version`; a new version is a move, and
/// its time is kept (the idle end of a game with no turn limit).
pub(in crate::store) async fn commit_game(
    pool: &Pool,
    id: GameId,
    expected_version: u64,
    game: &Game,
    dice: &str,
    clock: &TurnClock,
    seen: Option<u64>,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE games SET record = $1, dice_state = $2, version = $3, turn_deadline = $4, \
         timeouts = $5, shown_version = CASE WHEN $8 > COALESCE(shown_version, -1) \
         THEN $8 ELSE shown_version END, \
         last_move_at = CASE WHEN $3 <> version THEN $9 ELSE last_move_at END, computers_turn = $10 \
         WHERE id = $6 AND status = 'running' AND version = $7",
    )
    .bind(record_json(game))
    .bind(dice)
    .bind(game.version() as i64)
    .bind(clock.deadline)
    .bind(timeouts_json(clock))
    .bind(id.0)
    .bind(expected_version as i64)
    .bind(seen.map_or(-1, |v| v as i64))
    .bind(unix_now())
    .bind(computers_turn(game))
    .execute(pool)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(());
    }
    // Tell a lost race apart from a game that is not running at all.
    let running: Option<i64> =
        sqlx::query_scalar("SELECT id FROM games WHERE id = $1 AND status = 'running'")
            .bind(id.0)
            .fetch_optional(pool)
            .await?;
    Err(match running {
        Some(_) => StoreError::StaleVersion {
            game: id.0,
            expected: expected_version,
        },
        None => StoreError::NotFound {
            wanted: "running game",
            id: id.0,
        },
    })
}

/// The game `id` if its status passes `status` (an SQL condition), and
/// whether its record was replayed: not when the row is at the version and
/// dice of `kept`, which is served instead.
pub(in crate::store) async fn game_where(
    pool: &Pool,
    id: GameId,
    status: &'static str,
    mut kept: Option<Kept>,
) -> Result<Option<(Table, bool)>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS_KEPT}, {LOADED_COLUMNS} FROM games WHERE id = $1 AND {status}"
    );
    let (version, dice) = match &kept {
        Some(k) if k.game.is_some() => (k.version as i64, k.dice.as_str()),
        _ => (-1, ""),
    };
    let mut conn = pool.acquire().await?;
    let row = sqlx::query(&sql)
        .bind(id.0)
        .bind(version)
        .bind(dice)
        .fetch_optional(&mut *conn)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    // A running game's seats never change: kept, they are not read again.
    let seats = match kept.as_mut().and_then(|k| k.seats.take()) {
        Some(seats) => Arc::unwrap_or_clone(seats),
        None => (seats_of(&mut conn, &[id.0]).await?)
            .remove(&id.0)
            .unwrap_or_default(),
    };
    let replayed = row.try_get::<Option<&str>, _>("record")?.is_some();
    let table = stored_game_from_row(&row, seats, kept)?;
    Ok(Some((table, replayed)))
}

pub(in crate::store) async fn running_games(pool: &Pool) -> Result<Vec<Table>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS}, {LOADED_COLUMNS} FROM games WHERE status = 'running' ORDER BY id"
    );
    with_seats(pool, &sql, None, |row, seats| {
        stored_game_from_row(row, seats, None)
    })
    .await
}

pub(in crate::store) async fn set_message(
    pool: &Pool,
    id: GameId,
    message: Option<MessageId>,
    thread: Option<ChannelId>,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE games SET message_id = $1, thread_id = $2 \
         WHERE id = $3 AND status IN ('lobby', 'running')",
    )
    .bind(message.map(MessageId::db))
    .bind(thread.map(ChannelId::db))
    .bind(id.0)
    .execute(pool)
    .await?;
    found(done.rows_affected(), "lobby or running game", id)
}

pub(in crate::store) async fn place_table(
    pool: &Pool,
    id: GameId,
    thread: ChannelId,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET thread_id = $1 WHERE id = $2 AND status = 'running' \
         AND thread_id IS NULL AND message_id IS NULL AND log_message_id IS NULL",
    )
    .bind(thread.db())
    .bind(id.0)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub(in crate::store) async fn mark_shown(
    pool: &Pool,
    id: GameId,
    version: u64,
    live: Option<(Option<MessageId>, u32)>,
    log: Option<MessageId>,
) -> Result<(), StoreError> {
    let (keep_live, message, message_from) = match live {
        Some((message, from)) => (false, message.map(MessageId::db), from),
        None => (true, None, 0),
    };
    // The log as `set_turns_log` keeps it: a game's lobby message in the
    // channel stays its log.
    sqlx::query(
        "UPDATE games SET shown_version = $1, \
         message_id = CASE WHEN $2 OR status <> 'running' THEN message_id ELSE $3 END, \
         message_from = CASE WHEN $2 OR status <> 'running' THEN message_from ELSE $4 END, \
         log_message_id = CASE WHEN thread_id IS NULL AND log_message_id IS NOT NULL \
         THEN log_message_id ELSE COALESCE($6, log_message_id) END \
         WHERE id = $5 AND status NOT IN ('lobby', 'expired') \
         AND COALESCE(shown_version, -1) <= $1",
    )
    .bind(version as i64)
    .bind(keep_live)
    .bind(message)
    .bind(i64::from(message_from))
    .bind(id.0)
    .bind(log.map(MessageId::db))
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn set_turns_log(
    pool: &Pool,
    id: GameId,
    log: MessageId,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET log_message_id = $1 \
         WHERE id = $2 AND (thread_id IS NOT NULL OR log_message_id IS NULL)",
    )
    .bind(log.db())
    .bind(id.0)
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn owed_to_screen(
    pool: &Pool,
) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
    // The index's own condition, word for word, so that both planners use
    // it. A table reached only through clicks owes nothing until its next
    // click: no sweep could show it.
    let rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(
        "SELECT id, guild_id, venue, version FROM games \
         WHERE status NOT IN ('lobby', 'expired') \
         AND COALESCE(shown_version, -1) <> version AND reach = 'always' ORDER BY id",
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, key, venue, version)| {
            (GameId(id), community_of(key, &venue), version.max(0) as u64)
        })
        .collect())
}

pub(in crate::store) async fn running_game_ids(
    pool: &Pool,
) -> Result<Vec<(GameId, Community)>, StoreError> {
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT id, guild_id, venue FROM games WHERE status = 'running' ORDER BY id",
    )
    .fetch_all(pool)
    .await?;
    Ok(games_of_guilds(rows))
}

/// `turn_timeout_secs` of a game with no turn limit ([`NO_TURN_LIMIT`]), as
/// the partial index `games_idle` states it.
const NO_LIMIT_SECS: u64 = NO_TURN_LIMIT.as_secs();

/// The running games something may wait on: a turn limit (a deadline, a
/// reminder), or a computer to move. A game with no turn limit waiting on its
/// person is left out: the sweep has nothing to set going there; so is a
/// table reached only through clicks whose turn nobody saw (no deadline runs).
pub(in crate::store) async fn waiting_game_ids(
    pool: &Pool,
) -> Result<Vec<(GameId, Community)>, StoreError> {
    // The index `games_waiting`'s own condition, word for word.
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(&format!(
        "SELECT id, guild_id, venue FROM games WHERE status = 'running' \
         AND (turn_timeout_secs <> {NO_LIMIT_SECS} OR computers_turn) \
         AND (reach = 'always' OR turn_deadline IS NOT NULL OR computers_turn) ORDER BY id"
    ))
    .fetch_all(pool)
    .await?;
    Ok(games_of_guilds(rows))
}

/// The running games with no turn limit whose last move was at `before` or
/// earlier, with their server and version.
pub(in crate::store) async fn idle_games(
    pool: &Pool,
    before: UnixTime,
) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
    // The index's own condition, word for word, so that both planners use
    // it; sorted here: asked to sort, SQLite's planner scans every game in
    // the order of their ids instead (measured: `benches/sweep.rs`).
    let mut rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(&format!(
        "SELECT id, guild_id, venue, version FROM games \
         WHERE status = 'running' AND turn_timeout_secs = {NO_LIMIT_SECS} \
         AND last_move_at <= $1"
    ))
    .bind(before)
    .fetch_all(pool)
    .await?;
    rows.sort_unstable_by_key(|row| row.0);
    Ok(rows
        .into_iter()
        .map(|(id, key, venue, version)| {
            (GameId(id), community_of(key, &venue), version.max(0) as u64)
        })
        .collect())
}

/// The shortest turn limit of a slow game (`games_unclicked_slow`'s
/// condition): its reminder's threshold.
const SLOW_SECS: u64 = crate::table::REMINDED_FROM.as_secs();

/// The running tables reached only through clicks whose turn nobody saw
/// and nobody clicked since their last change at `quick` or earlier (turns
/// shorter than an hour), or at `slow` or earlier (a slow game), with their
/// community and version. Reads only those tables (the indexes
/// `games_unclicked_quick` and `games_unclicked_slow`, whose conditions
/// these are, word for word).
pub(in crate::store) async fn unclicked_games(
    pool: &Pool,
    (quick, slow): (UnixTime, UnixTime),
) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
    let unseen = "status = 'running' AND reach = 'interacting' AND turn_deadline IS NULL \
         AND NOT computers_turn";
    let rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(&format!(
        "SELECT id, guild_id, venue, version FROM games WHERE {unseen} \
         AND turn_timeout_secs < {SLOW_SECS} AND last_move_at <= $1 \
         UNION ALL SELECT id, guild_id, venue, version FROM games WHERE {unseen} \
         AND turn_timeout_secs >= {SLOW_SECS} AND last_move_at <= $2"
    ))
    .bind(quick)
    .bind(slow)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, key, venue, version)| {
            (GameId(id), community_of(key, &venue), version.max(0) as u64)
        })
        .collect())
}

/// Marks `id`, called off as left unclicked, shown (nobody could see its
/// end), and ended so: its board's next click says it.
pub(in crate::store) async fn mark_ended_unclicked(
    pool: &Pool,
    id: GameId,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET ended_unclicked = TRUE, shown_version = version \
         WHERE id = $1 AND status = 'cancelled'",
    )
    .bind(id.0)
    .execute(pool)
    .await?;
    Ok(())
}

/// Whether `id` was called off as left unclicked.
pub(in crate::store) async fn ended_unclicked(pool: &Pool, id: GameId) -> Result<bool, StoreError> {
    let ended: Option<bool> = sqlx::query_scalar("SELECT ended_unclicked FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_optional(pool)
        .await?;
    Ok(ended.unwrap_or(false))
}

/// Rows of `(id, guild_id, venue)` as games and their communities.
fn games_of_guilds(rows: Vec<(i64, i64, String)>) -> Vec<(GameId, Community)> {
    rows.into_iter()
        .map(|(id, key, venue)| (GameId(id), community_of(key, &venue)))
        .collect()
}

pub(in crate::store) async fn lobbies_expired_by(
    pool: &Pool,
    now: UnixTime,
) -> Result<Vec<(GameId, Community, UnixTime)>, StoreError> {
    // Through `games_lobby_expiry`, whose condition this is, sorted here (as
    // `idle_games`): the lobbies due, not every game.
    let mut rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(
        "SELECT id, guild_id, venue, expires_at FROM games \
         WHERE status = 'lobby' AND expires_at <= $1",
    )
    .bind(now)
    .fetch_all(pool)
    .await?;
    rows.sort_unstable_by_key(|row| row.0);
    Ok(rows
        .into_iter()
        .map(|(id, key, venue, at)| (GameId(id), community_of(key, &venue), at))
        .collect())
}

pub(in crate::store) async fn mark_hinted(pool: &Pool, game: GameId) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET hinted = TRUE WHERE id = $1 AND status = 'running'")
        .bind(game.0)
        .execute(pool)
        .await?;
    Ok(())
}

pub(in crate::store) async fn busy_in_channel(
    pool: &Pool,
    channel: ChannelId,
) -> Result<u32, StoreError> {
    let busy: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM games WHERE channel_id = $1 AND status = 'lobby') + \
         (SELECT COUNT(*) FROM games WHERE channel_id = $1 AND status = 'running' \
          AND thread_id IS NULL AND turn_timeout_secs <> $2) + \
         (SELECT COUNT(*) FROM games WHERE thread_id = $1 AND status = 'running')",
    )
    .bind(channel.db())
    .bind(super::lobbies::no_limit_secs())
    .fetch_one(pool)
    .await?;
    Ok(busy as u32)
}

pub(in crate::store) async fn game_in_channel(
    pool: &Pool,
    channel: ChannelId,
    running_only: bool,
    asker: Option<UserId>,
) -> Result<Option<GameId>, StoreError> {
    // A running game is the one played right here; a past one may also be a
    // game of a thread whose lobby was opened here, as players remember it.
    // Of the running ones, a table the asker sits at comes first (in a shared
    // channel the newest table may be someone else's), then the newest.
    let place = if running_only {
        "(thread_id = $1 OR (thread_id IS NULL AND channel_id = $1))"
    } else {
        "(thread_id = $1 OR channel_id = $1)"
    };
    // The running games of a place are few (read through `games_channel` and
    // `games_thread`); a past game is the top of an index (see history.rs).
    let running: Option<i64> = sqlx::query_scalar(&format!(
        "SELECT id FROM games AS g WHERE status = 'running' AND record IS NOT NULL \
         AND {place} ORDER BY CASE WHEN EXISTS (SELECT 1 FROM seats AS s \
         WHERE s.game_id = g.id AND s.user_id = $2) THEN 0 ELSE 1 END, id DESC LIMIT 1"
    ))
    .bind(channel.db())
    .bind(asker.map(UserId::db))
    .fetch_optional(pool)
    .await?;
    if running.is_some() || running_only {
        return Ok(running.map(GameId));
    }
    let past: Option<i64> = sqlx::query_scalar(super::history::LATEST_PAST_IN)
        .bind(channel.db())
        .fetch_optional(pool)
        .await?;
    Ok(past.map(GameId))
}

pub(in crate::store) async fn record(
    pool: &Pool,
    id: GameId,
) -> Result<Option<Record>, StoreError> {
    let json: Option<Option<String>> = sqlx::query_scalar("SELECT record FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_optional(pool)
        .await?;
    match json.flatten() {
        None => Ok(None),
        Some(json) => Record::from_json(&json)
            .map(Some)
            .map_err(|e| StoreError::Corrupt {
                game: id.0,
                message: e.to_string(),
            }),
    }
}

/// A started game's row as a table: its record replayed, or, when the row
/// sent none (it is at the version and dice of `kept`), the game kept.
fn stored_game_from_row(
    row: &DbRow,
    seats: Vec<Seat>,
    kept: Option<Kept>,
) -> Result<Table, StoreError> {
    let id: i64 = row.try_get("id")?;
    let corrupt = |message: String| StoreError::Corrupt { game: id, message };
    let version: u64 = int(row, "version")?;
    let game = match row.try_get::<Option<&str>, _>("record")? {
        Some(json) => {
            let record = Record::from_json(json).map_err(|e| corrupt(e.to_string()))?;
            let hex: String = row.try_get("dice_state")?;
            let dice = DiceState::from_hex(&hex).ok_or_else(|| corrupt("bad dice state".into()))?;
            Game::from_record(&record, Dice::from_state(&dice))
                .map_err(|source| StoreError::Replay { game: id, source })?
        }
        None => match kept {
            Some(Kept {
                version: at,
                game: Some(game),
                ..
            }) if at == version => Arc::unwrap_or_clone(game),
            _ => return Err(corrupt("a started game without its record".into())),
        },
    };
    if game.version() != version {
        return Err(corrupt(format!(
            "the record replays to version {}, stored {version}",
            game.version()
        )));
    }
    check_seats_match(&seats, &game)?;
    let timeouts: String = row.try_get("timeouts")?;
    let timeouts: [u32; 6] = serde_json::from_str(&timeouts).map_err(|e| corrupt(e.to_string()))?;
    Ok(Table {
        id: GameId(id),
        place: place_from_row(row)?,
        host: UserId::from_db(row.try_get("host_id")?),
        seats,
        options: options_from_row(row)?,
        game,
        clock: TurnClock {
            deadline: row.try_get("turn_deadline")?,
            timeouts,
        },
        created_at: row.try_get("created_at")?,
        started_at: row.try_get("started_at")?,
        changed_at: row.try_get("changed_at")?,
        shown_version: opt_int(row, "shown_version")?,
        tournament: match row.try_get::<Option<String>, _>("tournament_name")? {
            Some(name) => Some((name, opt_int(row, "tournament_round")?.unwrap_or(1))),
            None => None,
        },
    })
}
