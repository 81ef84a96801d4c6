//! Lobbies: tables that wait for players, until the host starts the game.

use std::collections::HashMap;
use std::time::Duration;

use sqlx::sqlite::SqliteRow;
use sqlx::{Row, SqliteConnection};

use super::error::is_unique_violation;
use super::{seat_from_row, Store, StoreError};
use crate::game::{Color, Variant};
use crate::table::{
    unix_now, ChannelId, GameId, GuildId, Lobby, LobbyEnd, LobbyOptions, MessageId, NewLobby,
    Occupant, Place, Seat, UnixTime, UserId,
};

const LOBBY_COLUMNS: &str = "id, guild_id, channel_id, message_id, thread_id, message_from, \
     host_id, stacks_cross_bridges, turn_timeout_secs, in_thread, max_seats, created_at, \
     expires_at, version";

impl Store {
    /// Opens a lobby with its first seats (usually the host's).
    pub async fn create_lobby(&self, new: &NewLobby) -> Result<Lobby, StoreError> {
        let created_at = unix_now();
        let mut tx = self.write().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, status, stacks_cross_bridges, \
             turn_timeout_secs, in_thread, max_seats, created_at, expires_at) \
             VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(new.guild.db())
        .bind(new.channel.db())
        .bind(new.host.db())
        .bind(new.options.variant.stacks_cross_bridges)
        .bind(timeout_secs(&new.options))
        .bind(new.options.thread)
        .bind(new.options.max_seats)
        .bind(created_at)
        .bind(new.expires_at)
        .fetch_one(&mut *tx)
        .await?;
        for seat in &new.seats {
            insert_seat(&mut tx, id, seat).await?;
        }
        tx.commit().await?;
        Ok(new.clone().opened(GameId(id), created_at))
    }

    /// The lobby `id`, if it is still open.
    pub async fn lobby(&self, id: GameId) -> Result<Option<Lobby>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row = sqlx::query(&format!(
            "SELECT {LOBBY_COLUMNS} FROM games WHERE id = ? AND status = 'lobby'"
        ))
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?;
        match row {
            None => Ok(None),
            Some(row) => {
                let mut seats = seats_of(&mut conn, &[id.0]).await?;
                Ok(Some(lobby_from_row(
                    &row,
                    seats.remove(&id.0).unwrap_or_default(),
                )?))
            }
        }
    }

    /// Every open lobby, oldest first: what to show again after a restart.
    pub async fn open_lobbies(&self) -> Result<Vec<Lobby>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(&format!(
            "SELECT {LOBBY_COLUMNS} FROM games WHERE status = 'lobby' ORDER BY id"
        ))
        .fetch_all(&mut *conn)
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.get("id")).collect();
        let mut seats = seats_of(&mut conn, &ids).await?;
        rows.iter()
            .map(|row| {
                let id: i64 = row.get("id");
                lobby_from_row(row, seats.remove(&id).unwrap_or_default())
            })
            .collect()
    }

    /// Seats a player or computer in an open lobby.
    ///
    /// Fails with [`StoreError::ColorTaken`] or [`StoreError::AlreadySeated`] (tell
    /// the user), or [`StoreError::NotFound`] once the lobby is closed or started.
    pub async fn add_seat(&self, id: GameId, seat: &Seat) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        touch_lobby(&mut tx, id).await?;
        insert_seat(&mut tx, id.0, seat).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Frees a seat of an open lobby; false when nobody sat there.
    pub async fn remove_seat(&self, id: GameId, color: Color) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        touch_lobby(&mut tx, id).await?;
        let done = sqlx::query("DELETE FROM seats WHERE game_id = ? AND color = ?")
            .bind(id.0)
            .bind(color.name())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Saves an open lobby as it is now: host, seats, options, message and idle
    /// deadline, in one transaction (the seats are replaced), and advances
    /// `lobby.version`.
    ///
    /// Fails with [`StoreError::StaleVersion`] when the lobby changed since it was
    /// read (another click or process won the race: read it again), or
    /// [`StoreError::NotFound`] once it is closed or started.
    pub async fn save_lobby(&self, lobby: &mut Lobby) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE games SET host_id = ?, stacks_cross_bridges = ?, turn_timeout_secs = ?, \
             in_thread = ?, max_seats = ?, message_id = ?, expires_at = ?, version = version + 1 \
             WHERE id = ? AND status = 'lobby' AND version = ?",
        )
        .bind(lobby.host.db())
        .bind(lobby.options.variant.stacks_cross_bridges)
        .bind(timeout_secs(&lobby.options))
        .bind(lobby.options.thread)
        .bind(lobby.options.max_seats)
        .bind(lobby.place.message.map(MessageId::db))
        .bind(lobby.expires_at)
        .bind(lobby.id.0)
        .bind(lobby.version as i64)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(lobby_conflict(&mut tx, lobby).await);
        }
        sqlx::query("DELETE FROM seats WHERE game_id = ?")
            .bind(lobby.id.0)
            .execute(&mut *tx)
            .await?;
        for seat in &lobby.seats {
            insert_seat(&mut tx, lobby.id.0, seat).await?;
        }
        tx.commit().await?;
        lobby.version += 1;
        Ok(())
    }

    /// Changes the options of an open lobby.
    pub async fn set_lobby_options(
        &self,
        id: GameId,
        options: &LobbyOptions,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE games SET stacks_cross_bridges = ?, turn_timeout_secs = ?, in_thread = ?, \
             max_seats = ?, version = version + 1 WHERE id = ? AND status = 'lobby'",
        )
        .bind(options.variant.stacks_cross_bridges)
        .bind(timeout_secs(options))
        .bind(options.thread)
        .bind(options.max_seats)
        .bind(id.0)
        .execute(&self.pool)
        .await?;
        found(done.rows_affected(), "open lobby", id)
    }

    /// Closes an open lobby that will not become a game, if it is still as
    /// `lobby` read it (else [`StoreError::StaleVersion`]). Its seats are kept.
    pub async fn close_lobby(&self, lobby: &Lobby, end: LobbyEnd) -> Result<(), StoreError> {
        let status = match end {
            LobbyEnd::Cancelled => "cancelled",
            LobbyEnd::Expired => "expired",
        };
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE games SET status = ?, finished_at = ?, version = version + 1 \
             WHERE id = ? AND status = 'lobby' AND version = ?",
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

    /// Open lobbies whose `expires_at` has passed at `now`, for a periodic sweep.
    pub async fn expired_lobbies(&self, now: UnixTime) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'lobby' AND expires_at <= ? ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }
}

/// Advances the version of the open lobby `id` (a seat is about to change), or
/// fails if there is none.
async fn touch_lobby(conn: &mut SqliteConnection, id: GameId) -> Result<(), StoreError> {
    let done =
        sqlx::query("UPDATE games SET version = version + 1 WHERE id = ? AND status = 'lobby'")
            .bind(id.0)
            .execute(conn)
            .await?;
    found(done.rows_affected(), "open lobby", id)
}

/// Why a versioned write of `lobby` matched no row: it is no longer open, or
/// someone changed it first.
pub(crate) async fn lobby_conflict(conn: &mut SqliteConnection, lobby: &Lobby) -> StoreError {
    let open: Result<Option<i64>, _> =
        sqlx::query_scalar("SELECT 1 FROM games WHERE id = ? AND status = 'lobby'")
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

pub(crate) fn found(rows: u64, wanted: &'static str, id: GameId) -> Result<(), StoreError> {
    match rows {
        0 => Err(StoreError::NotFound { wanted, id: id.0 }),
        _ => Ok(()),
    }
}

pub(crate) async fn insert_seat(
    conn: &mut SqliteConnection,
    game: i64,
    seat: &Seat,
) -> Result<(), StoreError> {
    let (user, level, name) = match &seat.occupant {
        Occupant::Human { user, name } => (Some(user.db()), None, name.clone()),
        Occupant::Ai(level) => (None, Some(level.name()), seat.occupant.name()),
    };
    let inserted = sqlx::query(
        "INSERT INTO seats (game_id, color, user_id, ai_level, name) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(game)
    .bind(seat.color.name())
    .bind(user)
    .bind(level)
    .bind(name)
    .execute(&mut *conn)
    .await;
    match inserted {
        Ok(_) => Ok(()),
        Err(e) if is_unique_violation(&e) => {
            // Which constraint: the color's primary key or the user's unique index.
            let taken: Option<i64> =
                sqlx::query_scalar("SELECT 1 FROM seats WHERE game_id = ? AND color = ?")
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

/// The seats of the given tables, each in sector order.
pub(crate) async fn seats_of(
    conn: &mut SqliteConnection,
    ids: &[i64],
) -> Result<HashMap<i64, Vec<Seat>>, StoreError> {
    let mut out: HashMap<i64, Vec<Seat>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    // Few tables are open at once; one query per chunk keeps the bind count bounded.
    for chunk in ids.chunks(500) {
        let marks = vec!["?"; chunk.len()].join(",");
        let sql = format!(
            "SELECT game_id, color, user_id, ai_level, name FROM seats WHERE game_id IN ({marks})"
        );
        let mut query = sqlx::query(&sql);
        for id in chunk {
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
            out.entry(game).or_default().push(seat);
        }
    }
    for seats in out.values_mut() {
        seats.sort_by_key(|s| s.color);
    }
    Ok(out)
}

pub(crate) fn place_from_row(row: &SqliteRow) -> Result<Place, sqlx::Error> {
    Ok(Place {
        guild: GuildId::from_db(row.try_get("guild_id")?),
        channel: ChannelId::from_db(row.try_get("channel_id")?),
        message: row
            .try_get::<Option<i64>, _>("message_id")?
            .map(MessageId::from_db),
        thread: row
            .try_get::<Option<i64>, _>("thread_id")?
            .map(ChannelId::from_db),
        message_from: row.try_get("message_from")?,
    })
}

pub(crate) fn options_from_row(row: &SqliteRow) -> Result<LobbyOptions, sqlx::Error> {
    Ok(LobbyOptions {
        variant: Variant {
            stacks_cross_bridges: row.try_get("stacks_cross_bridges")?,
        },
        turn_timeout: Duration::from_secs(u64::from(row.try_get::<u32, _>("turn_timeout_secs")?)),
        thread: row.try_get("in_thread")?,
        max_seats: row.try_get("max_seats")?,
    })
}

fn lobby_from_row(row: &SqliteRow, seats: Vec<Seat>) -> Result<Lobby, StoreError> {
    Ok(Lobby {
        id: GameId(row.try_get("id")?),
        place: place_from_row(row)?,
        host: UserId::from_db(row.try_get("host_id")?),
        seats,
        options: options_from_row(row)?,
        created_at: row.try_get("created_at")?,
        // Only a lobby's row has an idle deadline; a missing one never expires.
        expires_at: row
            .try_get::<Option<UnixTime>, _>("expires_at")?
            .unwrap_or(UnixTime::MAX),
        version: row.try_get::<i64, _>("version")? as u64,
    })
}

/// The turn time-out as its column stores it: whole seconds.
pub(crate) fn timeout_secs(options: &LobbyOptions) -> u32 {
    u32::try_from(options.turn_timeout.as_secs()).unwrap_or(u32::MAX)
}
