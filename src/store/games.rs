//! Running games: starting a lobby's game, committing every move, loading games
//! back after a restart.

use sqlx::sqlite::SqliteRow;
use sqlx::Row;

use super::lobbies::{found, lobby_conflict, options_from_row, place_from_row, seats_of};
use super::{FinishedGame, Store, StoreError};
use crate::game::{Dice, DiceState, Game, PlayerKind, Record};
use crate::table::unix_now;
use crate::table::{
    ChannelHolder, ChannelId, GameId, Lobby, MessageId, Seat, Table, TurnClock, UserId,
};

const GAME_COLUMNS: &str = "id, guild_id, channel_id, message_id, thread_id, message_from, \
     host_id, stacks_cross_bridges, turn_timeout_secs, in_thread, max_seats, created_at, \
     started_at, record, dice_state, version, turn_deadline, timeouts";

impl Store {
    /// Starts the game of an open lobby: the lobby becomes a running game with
    /// the same id. `game` must seat exactly the lobby's seats (same colors, humans
    /// as humans) and must not be over. The lobby must still be as `lobby` read
    /// it: a seat changed meanwhile (a join from another process) gives
    /// [`StoreError::StaleVersion`], so no join slips in between a Start and its
    /// game.
    pub async fn start_game(
        &self,
        lobby: &Lobby,
        game: &Game,
        clock: &TurnClock,
    ) -> Result<Table, StoreError> {
        if game.is_over() {
            return Err(StoreError::Invalid(
                "a game that is already over cannot start".into(),
            ));
        }
        let id = lobby.id;
        let mut tx = self.write().await?;
        let row = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE id = ? AND status = 'lobby' AND version = ?"
        ))
        .bind(id.0)
        .bind(lobby.version as i64)
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
        let started_at = unix_now();
        sqlx::query(
            "UPDATE games SET status = 'running', started_at = ?, record = ?, dice_state = ?, \
             version = ?, turn_deadline = ?, timeouts = ? WHERE id = ?",
        )
        .bind(started_at)
        .bind(record_json(game))
        .bind(game.dice_state().to_hex())
        .bind(game.version() as i64)
        .bind(clock.deadline)
        .bind(timeouts_json(clock))
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
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
        })
    }

    /// Commits a running game after a move (or any change): record, dice, version
    /// and clock in one statement. Call it before answering the click.
    ///
    /// `expected_version` is the version the caller loaded; when the stored game is
    /// no longer at it (another click or process advanced it), nothing is written
    /// and [`StoreError::StaleVersion`] is returned. A game that is over must be
    /// saved with [`Store::finish_game`] instead, which also writes the results.
    pub async fn save_game(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
    ) -> Result<(), StoreError> {
        self.commit(id, expected_version, game, clock, None).await
    }

    /// [`Store::save_game`], and in the same statement where the game is shown:
    /// its live message and the first record entry that message covers.
    pub async fn save_game_shown(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
        message: Option<MessageId>,
        message_from: u32,
    ) -> Result<(), StoreError> {
        self.commit(
            id,
            expected_version,
            game,
            clock,
            Some((message, message_from)),
        )
        .await
    }

    /// [`Store::save_game_shown`] for a table as the bot holds it: game, clock
    /// and live message; or, for a game that is over, [`Store::finish_game`].
    pub async fn save_table(
        &self,
        table: &Table,
        expected_version: u64,
    ) -> Result<Option<FinishedGame>, StoreError> {
        if table.game.is_over() {
            let finished = self
                .finish_game(table.id, expected_version, &table.game)
                .await?;
            return Ok(Some(finished));
        }
        self.save_game_shown(
            table.id,
            expected_version,
            &table.game,
            &table.clock,
            table.place.message,
            table.place.message_from,
        )
        .await?;
        Ok(None)
    }

    async fn commit(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
        shown: Option<(Option<MessageId>, u32)>,
    ) -> Result<(), StoreError> {
        if game.is_over() {
            return Err(StoreError::Invalid(
                "a game that is over is saved with finish_game".into(),
            ));
        }
        if game.version() < expected_version {
            return Err(StoreError::Invalid(format!(
                "version {} is older than the expected {expected_version}",
                game.version()
            )));
        }
        // With `shown` absent, the message columns keep their values.
        let (keep_shown, message, message_from) = match shown {
            Some((message, from)) => (false, message.map(MessageId::db), from),
            None => (true, None, 0),
        };
        let done = sqlx::query(
            "UPDATE games SET record = ?, dice_state = ?, version = ?, turn_deadline = ?, \
             timeouts = ?, message_id = CASE WHEN ?6 THEN message_id ELSE ?7 END, \
             message_from = CASE WHEN ?6 THEN message_from ELSE ?8 END \
             WHERE id = ?9 AND status = 'running' AND version = ?10",
        )
        .bind(record_json(game))
        .bind(game.dice_state().to_hex())
        .bind(game.version() as i64)
        .bind(clock.deadline)
        .bind(timeouts_json(clock))
        .bind(keep_shown)
        .bind(message)
        .bind(message_from)
        .bind(id.0)
        .bind(expected_version as i64)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            return Ok(());
        }
        // Tell a lost race apart from a game that is not running at all.
        let running: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM games WHERE id = ? AND status = 'running'")
                .bind(id.0)
                .fetch_optional(&self.pool)
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

    /// The running game `id`, replayed from its record with its saved dice.
    pub async fn game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        self.game_where(id, "status = 'running'").await
    }

    /// The game `id` once started: running, finished or cancelled (a finished
    /// game's results and export; a click on an old board is told it is over).
    pub async fn started_game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        self.game_where(id, "status IN ('running', 'finished', 'cancelled')")
            .await
    }

    async fn game_where(
        &self,
        id: GameId,
        status: &'static str,
    ) -> Result<Option<Table>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE id = ? AND {status}"
        ))
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?;
        match row {
            None => Ok(None),
            Some(row) => {
                let seats = seats_of(&mut conn, &[id.0])
                    .await?
                    .remove(&id.0)
                    .unwrap_or_default();
                Ok(Some(stored_game_from_row(&row, seats)?))
            }
        }
    }

    /// Every running game, oldest first, exactly as last committed: what to resume
    /// after a restart (board messages, clocks, AI turns).
    ///
    /// A game whose stored data cannot be read back fails the whole call, so that
    /// a damaged database is noticed at start-up rather than half-loaded.
    pub async fn running_games(&self) -> Result<Vec<Table>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'running' ORDER BY id"
        ))
        .fetch_all(&mut *conn)
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.get("id")).collect();
        let mut seats = seats_of(&mut conn, &ids).await?;
        rows.iter()
            .map(|row| {
                let id: i64 = row.get("id");
                stored_game_from_row(row, seats.remove(&id).unwrap_or_default())
            })
            .collect()
    }

    /// Remembers where a lobby or game is shown: its message and, for games in
    /// threads, the thread. Works for lobbies and running games.
    pub async fn set_message(
        &self,
        id: GameId,
        message: Option<MessageId>,
        thread: Option<ChannelId>,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE games SET message_id = ?, thread_id = ? \
             WHERE id = ? AND status IN ('lobby', 'running')",
        )
        .bind(message.map(MessageId::db))
        .bind(thread.map(ChannelId::db))
        .bind(id.0)
        .execute(&self.pool)
        .await?;
        found(done.rows_affected(), "lobby or running game", id)
    }

    /// How many open lobbies and running games `channel` holds (a game played
    /// in a thread belongs to the thread, not to the channel it started in).
    pub async fn busy_in_channel(&self, channel: ChannelId) -> Result<u32, StoreError> {
        let busy: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM games WHERE channel_id = ?1 AND status = 'lobby') + \
             (SELECT COUNT(*) FROM games WHERE channel_id = ?1 AND status = 'running' \
              AND thread_id IS NULL) + \
             (SELECT COUNT(*) FROM games WHERE thread_id = ?1 AND status = 'running')",
        )
        .bind(channel.db())
        .fetch_one(&self.pool)
        .await?;
        Ok(busy as u32)
    }

    /// What holds `channel`, as [`Store::busy_in_channel`] counts it: an open
    /// lobby there or a game played there (the oldest, should there be several).
    pub async fn channel_holder(
        &self,
        channel: ChannelId,
    ) -> Result<Option<ChannelHolder>, StoreError> {
        let row = sqlx::query(
            "SELECT id, status, guild_id, channel_id, message_id, thread_id, message_from, \
             host_id, expires_at FROM games \
             WHERE (channel_id = ?1 AND status = 'lobby') \
             OR (channel_id = ?1 AND status = 'running' AND thread_id IS NULL) \
             OR (thread_id = ?1 AND status = 'running') \
             ORDER BY id LIMIT 1",
        )
        .bind(channel.db())
        .fetch_optional(&self.pool)
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

    /// The game played in `channel` (or the thread `channel`): the running one,
    /// else with `running_only` false the latest that ended.
    pub async fn game_in_channel(
        &self,
        channel: ChannelId,
        running_only: bool,
    ) -> Result<Option<GameId>, StoreError> {
        let statuses = if running_only {
            "('running')"
        } else {
            "('running', 'finished', 'cancelled')"
        };
        let id: Option<i64> = sqlx::query_scalar(&format!(
            "SELECT id FROM games WHERE status IN {statuses} \
             AND (thread_id = ?1 OR (thread_id IS NULL AND channel_id = ?1)) \
             ORDER BY status = 'running' DESC, id DESC LIMIT 1"
        ))
        .bind(channel.db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(id.map(GameId))
    }

    /// The record of a started game (running, finished or cancelled), for export.
    /// Never includes the dice state.
    pub async fn record(&self, id: GameId) -> Result<Option<Record>, StoreError> {
        let json: Option<Option<String>> =
            sqlx::query_scalar("SELECT record FROM games WHERE id = ?")
                .bind(id.0)
                .fetch_optional(&self.pool)
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
}

/// The record as stored: compact JSON (a long game's record is tens of kilobytes,
/// written with every move).
pub(crate) fn record_json(game: &Game) -> String {
    serde_json::to_string(&game.record()).expect("a record always serializes")
}

fn timeouts_json(clock: &TurnClock) -> String {
    serde_json::to_string(&clock.timeouts).expect("numbers always serialize")
}

/// The seats must be the game's players: same colors, humans where humans sit.
pub(crate) fn check_seats_match(seats: &[Seat], game: &Game) -> Result<(), StoreError> {
    let same = seats.len() == game.players().len()
        && seats.iter().zip(game.players()).all(|(seat, player)| {
            seat.color == player.color
                && (seat.occupant.user().is_some()) == (player.kind == PlayerKind::Human)
        });
    if same {
        Ok(())
    } else {
        Err(StoreError::Invalid(
            "the game's players do not match the lobby's seats".into(),
        ))
    }
}

fn stored_game_from_row(row: &SqliteRow, seats: Vec<Seat>) -> Result<Table, StoreError> {
    let id: i64 = row.try_get("id")?;
    let corrupt = |message: String| StoreError::Corrupt { game: id, message };
    let json: String = row.try_get("record")?;
    let record = Record::from_json(&json).map_err(|e| corrupt(e.to_string()))?;
    let hex: String = row.try_get("dice_state")?;
    let dice = DiceState::from_hex(&hex).ok_or_else(|| corrupt("bad dice state".into()))?;
    let game = Game::from_record(&record, Dice::from_state(&dice))
        .map_err(|source| StoreError::Replay { game: id, source })?;
    let version: i64 = row.try_get("version")?;
    if game.version() != version as u64 {
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
    })
}
