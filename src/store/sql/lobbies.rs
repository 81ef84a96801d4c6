//! Lobbies: tables that wait for players, until the host starts the game.

use std::collections::HashMap;
use std::time::Duration;

use sqlx::{Connection, Row};

use super::places::{place_from_row, venue_columns};
use super::{Conn, DbRow, Pool, begin_write, int, lock_guild, opt_int};
use crate::game::{Color, Variant};
use crate::store::error::is_unique_violation;
use crate::store::lobbies::OpenChecks;
use crate::store::{StoreError, seat_from_row};
use crate::table::{
    ChannelHolder, ChannelId, Community, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES, GameId,
    Lobby, LobbyEnd, LobbyOptions, MessageId, NewLobby, Occupant, Place, Seat, TableLimit,
    UnixTime, UserId, unix_now,
};

const LOBBY_COLUMNS: &str = "id, guild_id, channel_id, message_id, thread_id, message_from, log_message_id, venue, reach, \
     host_id, stacks_cross_bridges, turn_timeout_secs, in_thread, max_seats, created_at, \
     expires_at, kept_for, version";

/// Opens a lobby; with `limits`, only within the server's cap on open tables
/// and when its host hosts no other open lobby there
/// ([`StoreError::Limit`] otherwise). The check and the insert are one
/// transaction that holds the server's lock (SQLite's single writer; a
/// per-server advisory lock on PostgreSQL), so two lobbies opened at once at
/// one below the cap cannot both pass.
pub(in crate::store) async fn create_lobby(
    pool: &Pool,
    new: &NewLobby,
    checks: OpenChecks,
    new_servers_in_threads: bool,
) -> Result<Lobby, StoreError> {
    let created_at = unix_now();
    let mut tx = begin_write(pool).await?;
    if checks != OpenChecks::None {
        lock_guild(&mut tx, new.place.community().db()).await?;
    }
    if checks == OpenChecks::LimitsAndChannel
        && let Some(holder) = channel_holder_in(&mut tx, new.place.venue.channel()).await?
    {
        // As `GuildSettings::may_open`: a held channel takes another table
        // only in a thread of its own, and only where games get threads.
        let in_threads: Option<bool> =
            sqlx::query_scalar("SELECT games_in_threads FROM guild_settings WHERE guild_id = $1")
                .bind(new.place.community().db())
                .fetch_optional(&mut *tx)
                .await?;
        let in_threads = in_threads.unwrap_or(new_servers_in_threads);
        if !(new.options.thread && in_threads) {
            return Err(StoreError::ChannelHeld(holder));
        }
    }
    if checks != OpenChecks::None
        && let Some(limit) = table_limit_in(&mut tx, new.place.community(), new.host).await?
    {
        return Err(StoreError::Limit(limit));
    }
    let (venue, reach) = venue_columns(&new.place);
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, host_id, status, stacks_cross_bridges, \
         turn_timeout_secs, in_thread, max_seats, created_at, expires_at, venue, reach, kept_for) \
         VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(new.place.community().db())
    .bind(new.place.venue.channel().db())
    .bind(new.host.db())
    .bind(new.options.variant.stacks_cross_bridges)
    .bind(timeout_secs(&new.options))
    .bind(new.options.thread)
    .bind(i64::from(new.options.max_seats))
    .bind(created_at)
    .bind(new.expires_at)
    .bind(venue)
    .bind(reach)
    .bind(new.kept_for.map(UserId::db))
    .fetch_one(&mut *tx)
    .await?;
    for seat in &new.seats {
        insert_seat(&mut tx, id, seat).await?;
    }
    tx.commit().await?;
    Ok(new.clone().opened(GameId(id), created_at))
}

pub(in crate::store) async fn table_limit(
    pool: &Pool,
    community: Community,
    host: UserId,
) -> Result<Option<TableLimit>, StoreError> {
    let mut conn = pool.acquire().await?;
    table_limit_in(&mut conn, community, host).await
}

/// Which limit a new lobby of `host` on `guild` would break, if any: the
/// host's own open lobby first (the more useful answer), then the server's
/// cap. Both queries read the partial index `games_open_by_guild`, so they cost
/// the server's open tables, never its past games.
async fn table_limit_in(
    conn: &mut Conn,
    community: Community,
    host: UserId,
) -> Result<Option<TableLimit>, StoreError> {
    // `status IN (…)` repeats the index's own condition, word for word: SQLite
    // uses a partial index only for a query that states its condition.
    let hosted = sqlx::query(
        "SELECT id, guild_id, channel_id, message_id, thread_id, message_from, log_message_id, venue, reach, expires_at \
         FROM games WHERE guild_id = $1 AND host_id = $2 \
         AND status IN ('lobby', 'running') AND status = 'lobby' ORDER BY id LIMIT 1",
    )
    .bind(community.db())
    .bind(host.db())
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(row) = hosted {
        return Ok(Some(TableLimit::HostsLobby {
            id: GameId(row.try_get("id")?),
            place: place_from_row(&row)?,
            expires_at: opt_int(&row, "expires_at")?.unwrap_or(UnixTime::MAX),
        }));
    }
    if let Some(limit) = member_limit_in(conn, community, host).await? {
        return Ok(Some(limit));
    }
    let cap: Option<i64> =
        sqlx::query_scalar("SELECT max_open_tables FROM guild_settings WHERE guild_id = $1")
            .bind(community.db())
            .fetch_optional(&mut *conn)
            .await?;
    let cap = cap.map_or(DEFAULT_MAX_OPEN_TABLES, |c| {
        u32::try_from(c).unwrap_or(DEFAULT_MAX_OPEN_TABLES)
    });
    // A game with no turn limit (a practice game) counts toward no cap: it
    // ends by itself after a while without a move. Nor does a tournament's
    // table: the tournament's own caps (per server, per tournament) bound them.
    let open: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM games g WHERE g.guild_id = $1 \
         AND g.status IN ('lobby', 'running') AND g.turn_timeout_secs <> $2 \
         AND NOT EXISTS (SELECT 1 FROM tournament_tables t WHERE t.game_id = g.id)",
    )
    .bind(community.db())
    .bind(no_limit_secs())
    .fetch_one(&mut *conn)
    .await?;
    Ok((open >= i64::from(cap)).then_some(TableLimit::Server { cap }))
}

/// `user`'s open practice game on `guild` (a game with no turn limit that
/// they host, its lobby or running), if any: the newest, with its place.
pub(in crate::store) async fn open_practice(
    pool: &Pool,
    community: Community,
    user: UserId,
) -> Result<Option<(GameId, Place)>, StoreError> {
    let row = sqlx::query(
        "SELECT id, guild_id, channel_id, message_id, thread_id, message_from, log_message_id, venue, reach \
         FROM games WHERE guild_id = $1 AND host_id = $2 AND status IN ('lobby', 'running') \
         AND turn_timeout_secs = $3 ORDER BY id DESC LIMIT 1",
    )
    .bind(community.db())
    .bind(user.db())
    .bind(no_limit_secs())
    .fetch_optional(pool)
    .await?;
    row.map(|row| Ok((GameId(row.try_get("id")?), place_from_row(&row)?)))
        .transpose()
}

pub(in crate::store) async fn member_limit(
    pool: &Pool,
    community: Community,
    user: UserId,
) -> Result<Option<TableLimit>, StoreError> {
    let mut conn = pool.acquire().await?;
    member_limit_in(&mut conn, community, user).await
}

/// [`TableLimit::Member`] when `user` already plays in (hosts or sits at)
/// as many running games on `guild` as it allows each member (a
/// tournament's tables aside: the tournament seats them). Reads the
/// server's open tables (`games_open_by_guild`) and their seats by game
/// (`seats_user`): the cost of what is open, never of the history.
pub(super) async fn member_limit_in(
    conn: &mut Conn,
    community: Community,
    user: UserId,
) -> Result<Option<TableLimit>, StoreError> {
    let cap: Option<i64> =
        sqlx::query_scalar("SELECT max_member_games FROM guild_settings WHERE guild_id = $1")
            .bind(community.db())
            .fetch_optional(&mut *conn)
            .await?;
    let cap = cap.map_or(DEFAULT_MAX_MEMBER_GAMES, |c| {
        u32::try_from(c).unwrap_or(DEFAULT_MAX_MEMBER_GAMES)
    });
    let playing: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM games g WHERE g.guild_id = $1 \
         AND g.status IN ('lobby', 'running') AND g.status = 'running' \
         AND g.turn_timeout_secs <> $3 AND (g.host_id = $2 OR EXISTS \
         (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $2)) \
         AND NOT EXISTS (SELECT 1 FROM tournament_tables t WHERE t.game_id = g.id)",
    )
    .bind(community.db())
    .bind(user.db())
    .bind(no_limit_secs())
    .fetch_one(&mut *conn)
    .await?;
    Ok((playing >= i64::from(cap)).then_some(TableLimit::Member { user, cap }))
}

pub(in crate::store) async fn lobby(pool: &Pool, id: GameId) -> Result<Option<Lobby>, StoreError> {
    let sql = format!("SELECT {LOBBY_COLUMNS} FROM games WHERE id = $1 AND status = 'lobby'");
    Ok(with_seats(pool, &sql, Some(id), lobby_from_row)
        .await?
        .pop())
}

pub(in crate::store) async fn open_lobbies(pool: &Pool) -> Result<Vec<Lobby>, StoreError> {
    let sql = format!("SELECT {LOBBY_COLUMNS} FROM games WHERE status = 'lobby' ORDER BY id");
    with_seats(pool, &sql, None, lobby_from_row).await
}

pub(in crate::store) async fn add_seat(
    pool: &Pool,
    id: GameId,
    seat: &Seat,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    touch_lobby(&mut tx, id).await?;
    insert_seat(&mut tx, id.0, seat).await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn remove_seat(
    pool: &Pool,
    id: GameId,
    color: Color,
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    touch_lobby(&mut tx, id).await?;
    let done = sqlx::query("DELETE FROM seats WHERE game_id = $1 AND color = $2")
        .bind(id.0)
        .bind(color.name())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(done.rows_affected() == 1)
}

/// Writes `lobby` over the stored one if that is still at `lobby.version`; the
/// caller advances its copy's version once this returns.
pub(in crate::store) async fn save_lobby(pool: &Pool, lobby: &Lobby) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    let done = sqlx::query(
        "UPDATE games SET host_id = $1, stacks_cross_bridges = $2, turn_timeout_secs = $3, \
         in_thread = $4, max_seats = $5, message_id = $6, expires_at = $7, kept_for = $8, \
         version = version + 1 WHERE id = $9 AND status = 'lobby' AND version = $10",
    )
    .bind(lobby.host.db())
    .bind(lobby.options.variant.stacks_cross_bridges)
    .bind(timeout_secs(&lobby.options))
    .bind(lobby.options.thread)
    .bind(i64::from(lobby.options.max_seats))
    .bind(lobby.place.screen.message.map(MessageId::db))
    .bind(lobby.expires_at)
    .bind(lobby.kept_for.map(UserId::db))
    .bind(lobby.id.0)
    .bind(lobby.version as i64)
    .execute(&mut *tx)
    .await?;
    if done.rows_affected() == 0 {
        return Err(lobby_conflict(&mut tx, lobby).await);
    }
    sqlx::query("DELETE FROM seats WHERE game_id = $1")
        .bind(lobby.id.0)
        .execute(&mut *tx)
        .await?;
    for seat in &lobby.seats {
        insert_seat(&mut tx, lobby.id.0, seat).await?;
    }
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn set_lobby_options(
    pool: &Pool,
    id: GameId,
    options: &LobbyOptions,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE games SET stacks_cross_bridges = $1, turn_timeout_secs = $2, in_thread = $3, \
         max_seats = $4, version = version + 1 WHERE id = $5 AND status = 'lobby'",
    )
    .bind(options.variant.stacks_cross_bridges)
    .bind(timeout_secs(options))
    .bind(options.thread)
    .bind(i64::from(options.max_seats))
    .bind(id.0)
    .execute(pool)
    .await?;
    found(done.rows_affected(), "open lobby", id)
}

pub(in crate::store) async fn close_lobby(
    pool: &Pool,
    lobby: &Lobby,
    end: LobbyEnd,
) -> Result<(), StoreError> {
    let status = match end {
        LobbyEnd::Cancelled => "cancelled",
        LobbyEnd::Expired => "expired",
    };
    let mut tx = begin_write(pool).await?;
    let done = sqlx::query(
        "UPDATE games SET status = $1, finished_at = $2, version = version + 1 \
         WHERE id = $3 AND status = 'lobby' AND version = $4",
    )
    .bind(status)
    .bind(unix_now())
    .bind(lobby.id.0)
    .bind(lobby.version as i64)
    .execute(&mut *tx)
    .await?;
    if done.rows_affected() == 0 {
        return Err(lobby_conflict(&mut tx, lobby).await);
    }
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn expired_lobbies(
    pool: &Pool,
    now: UnixTime,
) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'lobby' AND expires_at <= $1 ORDER BY id",
    )
    .bind(now)
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// Advances the version of the open lobby `id` (a seat is about to change), or
/// fails if there is none. The row stays locked until the transaction ends, so
/// the seats are the transaction's alone on both backends.
async fn touch_lobby(conn: &mut Conn, id: GameId) -> Result<(), StoreError> {
    let done =
        sqlx::query("UPDATE games SET version = version + 1 WHERE id = $1 AND status = 'lobby'")
            .bind(id.0)
            .execute(conn)
            .await?;
    found(done.rows_affected(), "open lobby", id)
}

/// Why a versioned write of `lobby` matched no row: it is no longer open, or
/// someone changed it first.
pub(super) async fn lobby_conflict(conn: &mut Conn, lobby: &Lobby) -> StoreError {
    let open: Result<Option<i64>, _> =
        sqlx::query_scalar("SELECT id FROM games WHERE id = $1 AND status = 'lobby'")
            .bind(lobby.id.0)
            .fetch_optional(conn)
            .await;
    match open {
        Ok(Some(_)) => StoreError::StaleVersion {
            game: lobby.id.0,
            expected: lobby.version,
        },
        Ok(None) => StoreError::NotFound {
            wanted: "open lobby",
            id: lobby.id.0,
        },
        Err(e) => e.into(),
    }
}

pub(super) fn found(rows: u64, wanted: &'static str, id: GameId) -> Result<(), StoreError> {
    match rows {
        0 => Err(StoreError::NotFound { wanted, id: id.0 }),
        _ => Ok(()),
    }
}

pub(super) async fn insert_seat(conn: &mut Conn, game: i64, seat: &Seat) -> Result<(), StoreError> {
    let (user, level, name) = match &seat.occupant {
        Occupant::Human { user, name } => (Some(user.db()), None, name.clone()),
        Occupant::Ai(level) => (None, Some(level.name()), seat.occupant.name()),
    };
    // In a savepoint: PostgreSQL refuses every statement of a transaction after
    // a failed one until it is rolled back, and a taken seat is a normal outcome.
    let mut savepoint = conn.begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO seats (game_id, color, user_id, ai_level, name) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(game)
    .bind(seat.color.name())
    .bind(user)
    .bind(level)
    .bind(name)
    .execute(&mut *savepoint)
    .await;
    match inserted {
        Ok(_) => {
            savepoint.commit().await?;
            Ok(())
        }
        Err(e) if is_unique_violation(&e) => {
            savepoint.rollback().await?;
            // Which constraint: the color's primary key or the user's unique index.
            let taken: Option<i64> =
                sqlx::query_scalar("SELECT game_id FROM seats WHERE game_id = $1 AND color = $2")
                    .bind(game)
                    .bind(seat.color.name())
                    .fetch_optional(&mut *conn)
                    .await?;
            Err(match taken {
                Some(_) => StoreError::ColorTaken(seat.color),
                None => StoreError::AlreadySeated,
            })
        }
        Err(e) => Err(e.into()),
    }
}

/// The rows of `games` that `sql` selects (with their `id`; `$1` is `id` when
/// given), each built by `build` with its seats.
pub(super) async fn with_seats<T>(
    pool: &Pool,
    sql: &str,
    id: Option<GameId>,
    build: fn(&DbRow, Vec<Seat>) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    let mut conn = pool.acquire().await?;
    let mut query = sqlx::query(sql);
    if let Some(id) = id {
        query = query.bind(id.0);
    }
    let rows = query.fetch_all(&mut *conn).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.get("id")).collect();
    let mut seats = seats_of(&mut conn, &ids).await?;
    rows.iter()
        .map(|row| {
            let id: i64 = row.get("id");
            build(row, seats.remove(&id).unwrap_or_default())
        })
        .collect()
}

/// A seat's row (`game_id`, `color`, `user_id`, `ai_level`, `name`): its game
/// and the seat.
pub(super) fn seat_of_row(row: &DbRow) -> Result<(i64, Seat), StoreError> {
    let game: i64 = row.try_get("game_id")?;
    let color: String = row.try_get("color")?;
    let seat = seat_from_row(
        game,
        &color,
        row.try_get("user_id")?,
        row.try_get::<Option<String>, _>("ai_level")?.as_deref(),
        row.try_get("name")?,
    )?;
    Ok((game, seat))
}

/// The seats of the given tables, each in sector order.
pub(super) async fn seats_of(
    conn: &mut Conn,
    ids: &[i64],
) -> Result<HashMap<i64, Vec<Seat>>, StoreError> {
    let mut out: HashMap<i64, Vec<Seat>> = HashMap::new();
    // Few tables are open at once; one query per chunk keeps the bind count bounded.
    for chunk in ids.chunks(500) {
        let marks: Vec<String> = (1..=chunk.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT game_id, color, user_id, ai_level, name FROM seats WHERE game_id IN ({})",
            marks.join(",")
        );
        let mut query = sqlx::query(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        for row in query.fetch_all(&mut *conn).await? {
            let (game, seat) = seat_of_row(&row)?;
            out.entry(game).or_default().push(seat);
        }
    }
    for seats in out.values_mut() {
        seats.sort_by_key(|s| s.color);
    }
    Ok(out)
}

pub(super) fn options_from_row(row: &DbRow) -> Result<LobbyOptions, sqlx::Error> {
    Ok(LobbyOptions {
        variant: Variant {
            stacks_cross_bridges: row.try_get("stacks_cross_bridges")?,
        },
        turn_timeout: Duration::from_secs(int(row, "turn_timeout_secs")?),
        thread: row.try_get("in_thread")?,
        max_seats: int(row, "max_seats")?,
    })
}

fn lobby_from_row(row: &DbRow, seats: Vec<Seat>) -> Result<Lobby, StoreError> {
    Ok(Lobby {
        id: GameId(row.try_get("id")?),
        place: place_from_row(row)?,
        host: UserId::from_db(row.try_get("host_id")?),
        seats,
        options: options_from_row(row)?,
        created_at: row.try_get("created_at")?,
        // Only a lobby's row has an idle deadline; a missing one never expires.
        expires_at: opt_int(row, "expires_at")?.unwrap_or(UnixTime::MAX),
        kept_for: row
            .try_get::<Option<i64>, _>("kept_for")?
            .map(UserId::from_db),
        version: int(row, "version")?,
    })
}

/// `turn_timeout_secs` of a game with no turn limit: a practice game,
/// which holds no channel outside a thread and counts toward no cap.
pub(super) fn no_limit_secs() -> i64 {
    timeout_secs(&LobbyOptions {
        turn_timeout: crate::table::NO_TURN_LIMIT,
        ..LobbyOptions::default()
    })
}

/// The turn time-out as its column stores it: whole seconds.
fn timeout_secs(options: &LobbyOptions) -> i64 {
    i64::from(u32::try_from(options.turn_timeout.as_secs()).unwrap_or(u32::MAX))
}

pub(in crate::store) async fn channel_holder(
    pool: &Pool,
    channel: ChannelId,
) -> Result<Option<ChannelHolder>, StoreError> {
    let mut conn = pool.acquire().await?;
    channel_holder_in(&mut conn, channel).await
}

/// [`channel_holder`] on a connection (in a lobby's insert transaction).
pub(super) async fn channel_holder_in(
    conn: &mut super::Conn,
    channel: ChannelId,
) -> Result<Option<ChannelHolder>, StoreError> {
    let row = sqlx::query(
        "SELECT id, status, guild_id, channel_id, message_id, thread_id, message_from, log_message_id, venue, reach, \
         host_id, expires_at FROM games \
         WHERE (channel_id = $1 AND status = 'lobby') \
         OR (channel_id = $1 AND status = 'running' AND thread_id IS NULL \
         AND turn_timeout_secs <> $2) \
         OR (thread_id = $1 AND status = 'running') \
         ORDER BY id LIMIT 1",
    )
    .bind(channel.db())
    .bind(no_limit_secs())
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let id = GameId(row.try_get("id")?);
    let place = place_from_row(&row)?;
    let status: String = row.try_get("status")?;
    Ok(Some(if status == "lobby" {
        ChannelHolder::Lobby {
            id,
            place,
            host: UserId::from_db(row.try_get("host_id")?),
            expires_at: row.try_get("expires_at")?,
        }
    } else {
        ChannelHolder::Game { id, place }
    }))
}
