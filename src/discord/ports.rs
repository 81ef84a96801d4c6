//! The Discord layer's doors to its sibling modules: computer players, the
//! renderer and the store.
//!
//! The store door maps the bot's working view of a table ([`Table`],
//! [`StoredLobby`], plain `u64` ids) onto [`crate::store`]'s domain types; all
//! SQL stays in `crate::store`.

use std::time::Duration;

use crate::discord::components::{GameId, LobbyId};
use crate::discord::lobby::{Lobby, LobbyOptions, Occupant, Seat, UserId};
use crate::discord::table::Table;
use crate::game::{Color, Game, Move, Position};
use crate::store::{self as db, AiLevel, ChannelId, GuildId, MessageId, TurnClock};

pub use crate::ai::{Level, TurnChoice};
pub use crate::store::{
    LeaderboardOrder as RankBy, LeaderboardPage, LobbyEnd, PlayerStats, RatingPoint,
};

// ---- computer players -------------------------------------------------------

/// The computer's move for the player to move; `seed` fixes its random choices.
/// CPU work (a hard decision takes milliseconds): call it off the async threads.
pub fn choose_move(level: Level, position: &Position, seed: u64) -> Option<Move> {
    crate::ai::choose_move(level, position, seed)
}

/// The computer's move for the player to move, with the turn's second move
/// when the level chose the whole turn (see [`crate::ai::choose_turn`]).
pub fn choose_turn(level: Level, position: &Position, seed: u64) -> Option<TurnChoice> {
    crate::ai::choose_turn(level, position, seed)
}

// ---- renderer ---------------------------------------------------------------

/// The board as PNG; `markers` marks the legal destinations of the player to move.
pub fn render_board(game: &Game, markers: bool) -> Vec<u8> {
    let view = crate::render::View {
        markers,
        ..crate::render::View::default()
    };
    crate::render::render(game, &view)
}

/// The legend image for `/hypnosia rules`: static, so drawn once.
pub fn legend_png() -> &'static [u8] {
    static LEGEND: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    LEGEND.get_or_init(crate::render::legend)
}

// ---- store ------------------------------------------------------------------

/// A failed store call.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Someone else changed the game or lobby first (optimistic version check),
    /// or it ended meanwhile.
    #[error("the game changed meanwhile")]
    Conflict,
    #[error("database: {0}")]
    Db(#[from] db::StoreError),
}

type StoreResult<T> = Result<T, StoreError>;

/// How many of a player's latest rating changes `/hypnosia stats` shows.
const HISTORY_LENGTH: u32 = 10;

fn conflict_or_db(e: db::StoreError) -> StoreError {
    match e {
        db::StoreError::StaleVersion { .. } | db::StoreError::NotFound { .. } => {
            StoreError::Conflict
        }
        other => StoreError::Db(other),
    }
}

/// A lobby as stored, with where its message is.
#[derive(Clone, Debug)]
pub struct StoredLobby {
    pub id: LobbyId,
    pub guild: u64,
    pub channel: u64,
    pub message: Option<u64>,
    pub lobby: Lobby,
    /// Unix seconds when the idle lobby closes itself.
    pub expires_at: i64,
}

/// Per-server settings (`/hypnosia settings`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GuildSettings {
    /// Turn time-out of new lobbies that do not choose one.
    pub turn_timeout: Duration,
    /// Empty: games are allowed in every channel.
    pub allowed_channels: Vec<u64>,
    /// Games go in threads, and a channel may hold several.
    pub threads: bool,
}

/// A player's rating before and after a game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingChange {
    pub user: UserId,
    pub color: Color,
    pub before: f64,
    pub after: f64,
}

fn level_to_db(level: Level) -> AiLevel {
    match level {
        Level::Easy => AiLevel::Easy,
        Level::Medium => AiLevel::Medium,
        Level::Hard => AiLevel::Hard,
    }
}

fn level_from_db(level: AiLevel) -> Level {
    match level {
        AiLevel::Easy => Level::Easy,
        AiLevel::Medium => Level::Medium,
        AiLevel::Hard => Level::Hard,
    }
}

fn seat_to_db(seat: &Seat) -> db::Seat {
    match &seat.occupant {
        Occupant::Human { user, name } => db::Seat::human(seat.color, db::UserId(*user), name),
        Occupant::Ai(level) => db::Seat::ai(seat.color, level_to_db(*level)),
    }
}

fn seat_from_db(seat: &db::Seat) -> Seat {
    let occupant = match &seat.occupant {
        db::Occupant::Human { user, name } => Occupant::Human {
            user: user.0,
            name: name.clone(),
        },
        db::Occupant::Ai { level } => Occupant::Ai(level_from_db(*level)),
    };
    Seat {
        color: seat.color,
        occupant,
    }
}

fn options_to_db(options: &LobbyOptions) -> db::LobbyOptions {
    db::LobbyOptions {
        variant: options.variant,
        turn_timeout_secs: u32::try_from(options.turn_timeout.as_secs()).unwrap_or(u32::MAX),
        thread: options.thread,
        max_seats: options.seats,
    }
}

fn options_from_db(options: &db::LobbyOptions) -> LobbyOptions {
    LobbyOptions {
        variant: options.variant,
        seats: options.max_seats,
        turn_timeout: Duration::from_secs(u64::from(options.turn_timeout_secs)),
        thread: options.thread,
    }
}

fn lobby_from_db(l: db::Lobby) -> StoredLobby {
    StoredLobby {
        id: l.id.0,
        guild: l.place.guild.0,
        channel: l.place.channel.0,
        message: l.place.message.map(|m| m.0),
        lobby: Lobby {
            host: l.host.0,
            options: options_from_db(&l.options),
            seats: l.seats.iter().map(seat_from_db).collect(),
        },
        expires_at: l.expires_at.unwrap_or(i64::MAX),
    }
}

fn table_from_db(g: db::StoredGame) -> Table {
    Table {
        id: g.id.0,
        guild: g.place.guild.0,
        channel: g.place.play_channel().0,
        seats: g.seats.iter().map(seat_from_db).collect(),
        game: g.game,
        options: options_from_db(&g.options),
        message: g.place.message.map(|m| m.0),
        message_from: g.place.message_from as usize,
        deadline: g.clock.deadline,
        timeouts: g.clock.timeouts.map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
    }
}

fn clock_of(table: &Table) -> TurnClock {
    TurnClock {
        deadline: table.deadline,
        timeouts: table.timeouts.map(u32::from),
    }
}

/// The bot's storage: [`crate::store::Store`] seen through the bot's types.
#[derive(Clone, Debug)]
pub struct Store {
    db: db::Store,
}

impl Store {
    /// Opens (creating and migrating) the database at `url`.
    pub async fn open(url: &str) -> StoreResult<Store> {
        Ok(Store {
            db: db::Store::open(url).await?,
        })
    }

    /// Opens a lobby; its id becomes the game's id when it starts.
    pub async fn insert_lobby(&self, lobby: StoredLobby) -> StoreResult<LobbyId> {
        let new = db::NewLobby {
            guild: GuildId(lobby.guild),
            channel: ChannelId(lobby.channel),
            host: db::UserId(lobby.lobby.host),
            seats: lobby.lobby.seats.iter().map(seat_to_db).collect(),
            options: options_to_db(&lobby.lobby.options),
            expires_at: Some(lobby.expires_at),
        };
        Ok(self.db.create_lobby(&new).await?.id.0)
    }

    /// The lobby `id`, while it is open.
    pub async fn lobby(&self, id: LobbyId) -> StoreResult<Option<StoredLobby>> {
        Ok(self.db.lobby(db::GameId(id)).await?.map(lobby_from_db))
    }

    /// Saves an open lobby as it is now.
    pub async fn update_lobby(&self, lobby: &StoredLobby) -> StoreResult<()> {
        let place = db::Place {
            guild: GuildId(lobby.guild),
            channel: ChannelId(lobby.channel),
            message: lobby.message.map(MessageId),
            thread: None,
            message_from: 0,
        };
        let stored = db::Lobby {
            id: db::GameId(lobby.id),
            place,
            host: db::UserId(lobby.lobby.host),
            seats: lobby.lobby.seats.iter().map(seat_to_db).collect(),
            options: options_to_db(&lobby.lobby.options),
            created_at: 0, // not written by save_lobby
            expires_at: Some(lobby.expires_at),
        };
        self.db.save_lobby(&stored).await.map_err(conflict_or_db)
    }

    /// Closes an open lobby that will not become a game.
    pub async fn close_lobby(&self, id: LobbyId, end: LobbyEnd) -> StoreResult<()> {
        self.db
            .close_lobby(db::GameId(id), end)
            .await
            .map_err(conflict_or_db)
    }

    /// Every open lobby, to schedule their idle clocks after a restart.
    pub async fn open_lobbies(&self) -> StoreResult<Vec<StoredLobby>> {
        Ok(self
            .db
            .open_lobbies()
            .await?
            .into_iter()
            .map(lobby_from_db)
            .collect())
    }

    /// How many open lobbies and running games the channel holds.
    pub async fn busy_in_channel(&self, channel: u64) -> StoreResult<usize> {
        Ok(self.db.busy_in_channel(ChannelId(channel)).await? as usize)
    }

    /// Starts the game of the lobby `table.id` (the lobby becomes the game),
    /// played in `table.channel`: the lobby's channel or a new thread of it.
    pub async fn insert_game(&self, table: &Table) -> StoreResult<GameId> {
        let id = db::GameId(table.id);
        let started = self
            .db
            .start_game(id, &table.game, &clock_of(table))
            .await
            .map_err(conflict_or_db)?;
        if started.place.channel.0 != table.channel {
            let thread = Some(ChannelId(table.channel));
            self.db.set_message(id, None, thread).await?;
        }
        Ok(table.id)
    }

    /// A started game (running, finished or cancelled).
    pub async fn game(&self, id: GameId) -> StoreResult<Option<Table>> {
        Ok(self
            .db
            .started_game(db::GameId(id))
            .await?
            .map(table_from_db))
    }

    /// The game of a channel or thread: the running one first, else the latest.
    pub async fn game_in_channel(
        &self,
        channel: u64,
        running_only: bool,
    ) -> StoreResult<Option<GameId>> {
        let id = self
            .db
            .game_in_channel(ChannelId(channel), running_only)
            .await?;
        Ok(id.map(|g| g.0))
    }

    /// Commits a changed game, with its clock and live message, unless someone
    /// saved a newer version meanwhile.
    pub async fn commit_game(&self, table: &Table, expected_version: u64) -> StoreResult<()> {
        self.db
            .save_game_shown(
                db::GameId(table.id),
                expected_version,
                &table.game,
                &clock_of(table),
                table.message.map(MessageId),
                u32::try_from(table.message_from).unwrap_or(u32::MAX),
            )
            .await
            .map_err(conflict_or_db)
    }

    /// Saves a finished game with its results, stats and rating changes, at once.
    pub async fn finish_game(
        &self,
        table: &Table,
        expected_version: u64,
    ) -> StoreResult<Vec<RatingChange>> {
        let finished = self
            .db
            .finish_game(db::GameId(table.id), expected_version, &table.game)
            .await
            .map_err(conflict_or_db)?;
        Ok(finished
            .rating_changes
            .iter()
            .filter_map(|c| {
                Some(RatingChange {
                    user: c.user.0,
                    color: table.color_of(c.user.0)?,
                    before: c.before.rating(),
                    after: c.after.rating(),
                })
            })
            .collect())
    }

    /// Every running game, to resume computer turns and deadlines after a restart.
    pub async fn running_games(&self) -> StoreResult<Vec<Table>> {
        Ok(self
            .db
            .running_games()
            .await?
            .into_iter()
            .map(table_from_db)
            .collect())
    }

    /// One page (0-based) of a server's leaderboard.
    pub async fn leaderboard(
        &self,
        guild: u64,
        by: RankBy,
        page: u32,
        per_page: u32,
    ) -> StoreResult<LeaderboardPage> {
        Ok(self
            .db
            .leaderboard(GuildId(guild), by, page, per_page)
            .await?)
    }

    /// A player's stats on a server and their latest rating changes, oldest first.
    pub async fn stats(
        &self,
        guild: u64,
        user: UserId,
    ) -> StoreResult<Option<(PlayerStats, Vec<RatingPoint>)>> {
        let (guild, user) = (GuildId(guild), db::UserId(user));
        let Some(stats) = self.db.player_stats(guild, user).await? else {
            return Ok(None);
        };
        let history = self.db.rating_history(guild, user, HISTORY_LENGTH).await?;
        Ok(Some((stats, history)))
    }

    /// A server's settings (the defaults until changed).
    pub async fn settings(&self, guild: u64) -> StoreResult<GuildSettings> {
        let s = self.db.settings(GuildId(guild)).await?;
        Ok(GuildSettings {
            turn_timeout: Duration::from_secs(u64::from(s.turn_timeout_secs)),
            allowed_channels: s.allowed_channels.iter().map(|c| c.0).collect(),
            threads: s.games_in_threads,
        })
    }

    /// Replaces a server's settings.
    pub async fn save_settings(&self, guild: u64, settings: &GuildSettings) -> StoreResult<()> {
        let s = db::GuildSettings {
            turn_timeout_secs: u32::try_from(settings.turn_timeout.as_secs()).unwrap_or(u32::MAX),
            games_in_threads: settings.threads,
            allowed_channels: settings
                .allowed_channels
                .iter()
                .map(|&c| ChannelId(c))
                .collect(),
        };
        Ok(self.db.save_settings(GuildId(guild), &s).await?)
    }
}
