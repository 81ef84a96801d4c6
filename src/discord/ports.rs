//! The pieces the Discord layer uses from its sibling modules (computer players,
//! renderer, store), in one place.
//!
//! Those modules are being built in parallel; until each lands, this file holds a
//! small stand-in with the same shape, so switching is a change here only.
//! The store stand-in keeps everything in memory (no SQL: all SQL belongs to
//! `crate::store`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use crate::discord::components::{GameId, LobbyId};
use crate::discord::lobby::{Lobby, UserId};
use crate::discord::table::Table;
use crate::game::{Color, Game, Move, Position};

// ---- computer players -------------------------------------------------------

/// How strong a computer player is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

/// The computer's move for the player to move (stand-in: a seeded pick).
pub fn choose_move(_level: Level, position: &Position, seed: u64) -> Option<Move> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[(seed % moves.len() as u64) as usize])
}

// ---- renderer ---------------------------------------------------------------

/// The board as PNG, with the destinations of `highlight` marked.
pub fn render_board(_game: &Game, _highlight: &[Move]) -> Vec<u8> {
    placeholder_png()
}

/// The legend image for `/hypnosia rules`.
pub fn legend_png() -> Vec<u8> {
    placeholder_png()
}

fn placeholder_png() -> Vec<u8> {
    let img = image::RgbaImage::from_pixel(8, 8, image::Rgba([40, 20, 60, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .expect("encoding a tiny PNG in memory cannot fail");
    out.into_inner()
}

// ---- store ------------------------------------------------------------------

/// A failed store call.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Someone else changed the game first (optimistic version check).
    #[error("the game changed meanwhile")]
    Conflict,
    #[error("database: {0}")]
    Db(String),
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
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GuildSettings {
    pub turn_timeout: Option<Duration>,
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

/// What the leaderboard is sorted by.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RankBy {
    Rating,
    Wins,
    Points,
}

/// One row of the leaderboard, or one player's stats.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerStats {
    pub user: UserId,
    pub name: String,
    pub rating: f64,
    pub games: u32,
    pub wins: u32,
    pub points: i64,
    pub center: u32,
    pub captures: u32,
}

#[derive(Default)]
struct Memory {
    next_id: i64,
    lobbies: HashMap<LobbyId, StoredLobby>,
    games: HashMap<GameId, Table>,
    players: HashMap<(u64, UserId), PlayerStats>,
    settings: HashMap<u64, GuildSettings>,
}

/// Stand-in store: in memory, same operations as the SQLite store will offer.
#[derive(Default)]
pub struct Store {
    memory: Mutex<Memory>,
}

type StoreResult<T> = Result<T, StoreError>;

impl Store {
    /// Opens the store (the stand-in ignores the URL).
    pub async fn open(_url: &str) -> StoreResult<Store> {
        Ok(Store::default())
    }

    fn mem(&self) -> std::sync::MutexGuard<'_, Memory> {
        self.memory.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub async fn insert_lobby(&self, mut lobby: StoredLobby) -> StoreResult<LobbyId> {
        let mut m = self.mem();
        m.next_id += 1;
        lobby.id = m.next_id;
        m.lobbies.insert(lobby.id, lobby);
        Ok(m.next_id)
    }

    pub async fn lobby(&self, id: LobbyId) -> StoreResult<Option<StoredLobby>> {
        Ok(self.mem().lobbies.get(&id).cloned())
    }

    pub async fn update_lobby(&self, lobby: &StoredLobby) -> StoreResult<()> {
        self.mem().lobbies.insert(lobby.id, lobby.clone());
        Ok(())
    }

    pub async fn delete_lobby(&self, id: LobbyId) -> StoreResult<()> {
        self.mem().lobbies.remove(&id);
        Ok(())
    }

    pub async fn open_lobbies(&self) -> StoreResult<Vec<StoredLobby>> {
        Ok(self.mem().lobbies.values().cloned().collect())
    }

    /// How many open lobbies and running games the channel holds.
    pub async fn busy_in_channel(&self, channel: u64) -> StoreResult<usize> {
        let m = self.mem();
        Ok(m.lobbies.values().filter(|l| l.channel == channel).count()
            + m.games
                .values()
                .filter(|t| t.channel == channel && !t.game.is_over())
                .count())
    }

    pub async fn insert_game(&self, table: &Table) -> StoreResult<GameId> {
        let mut m = self.mem();
        m.next_id += 1;
        let id = m.next_id;
        let mut t = table.clone();
        t.id = id;
        m.games.insert(id, t);
        Ok(id)
    }

    pub async fn game(&self, id: GameId) -> StoreResult<Option<Table>> {
        Ok(self.mem().games.get(&id).cloned())
    }

    /// The newest game played in a channel (running first).
    pub async fn game_in_channel(
        &self,
        channel: u64,
        running_only: bool,
    ) -> StoreResult<Option<GameId>> {
        let m = self.mem();
        let mut ids: Vec<(bool, GameId)> = m
            .games
            .values()
            .filter(|t| t.channel == channel && (!running_only || !t.game.is_over()))
            .map(|t| (!t.game.is_over(), t.id))
            .collect();
        ids.sort();
        Ok(ids.last().map(|(_, id)| *id))
    }

    /// Saves a changed game if nobody saved a newer version meanwhile.
    pub async fn commit_game(&self, table: &Table, expected_version: u64) -> StoreResult<()> {
        let mut m = self.mem();
        match m.games.get(&table.id) {
            Some(t) if t.game.version() == expected_version => {
                m.games.insert(table.id, table.clone());
                Ok(())
            }
            _ => Err(StoreError::Conflict),
        }
    }

    /// Saves a finished game with its results and rating changes, all at once.
    pub async fn finish_game(
        &self,
        table: &Table,
        expected_version: u64,
    ) -> StoreResult<Vec<RatingChange>> {
        self.commit_game(table, expected_version).await?;
        let mut m = self.mem();
        let mut changes = Vec::new();
        let standings = table.game.standings();
        let n = standings.len() as f64;
        let cancelled = table.game.end_reason() == Some(crate::game::EndReason::Cancelled);
        for s in &standings {
            let Some(user) = table.occupant(s.color).and_then(|o| o.user()) else {
                continue;
            };
            let name = table
                .occupant(s.color)
                .map(|o| o.name())
                .unwrap_or_default();
            let row = m
                .players
                .entry((table.guild, user))
                .or_insert_with(|| PlayerStats {
                    user,
                    name,
                    rating: 1000.0,
                    games: 0,
                    wins: 0,
                    points: 0,
                    center: 0,
                    captures: 0,
                });
            if cancelled {
                continue;
            }
            let before = row.rating;
            row.rating += 32.0 * ((n - s.rank as f64) / (n - 1.0).max(1.0) - 0.5);
            row.games += 1;
            row.wins += u32::from(s.rank == 1);
            row.points += i64::from(s.score);
            row.captures += u32::from(table.game.position().captures(s.color));
            changes.push(RatingChange {
                user,
                color: s.color,
                before,
                after: row.rating,
            });
        }
        Ok(changes)
    }

    pub async fn running_games(&self) -> StoreResult<Vec<Table>> {
        Ok(self
            .mem()
            .games
            .values()
            .filter(|t| !t.game.is_over())
            .cloned()
            .collect())
    }

    pub async fn leaderboard(
        &self,
        guild: u64,
        by: RankBy,
        page: u32,
    ) -> StoreResult<Vec<PlayerStats>> {
        let m = self.mem();
        let mut rows: Vec<PlayerStats> = m
            .players
            .iter()
            .filter(|((g, _), _)| *g == guild)
            .map(|(_, s)| s.clone())
            .collect();
        rows.sort_by(|a, b| match by {
            RankBy::Rating => b.rating.total_cmp(&a.rating),
            RankBy::Wins => b.wins.cmp(&a.wins),
            RankBy::Points => b.points.cmp(&a.points),
        });
        Ok(rows.into_iter().skip(page as usize * 10).take(10).collect())
    }

    pub async fn stats(&self, guild: u64, user: UserId) -> StoreResult<Option<PlayerStats>> {
        Ok(self.mem().players.get(&(guild, user)).cloned())
    }

    pub async fn settings(&self, guild: u64) -> StoreResult<GuildSettings> {
        Ok(self.mem().settings.get(&guild).cloned().unwrap_or_default())
    }

    pub async fn save_settings(&self, guild: u64, settings: &GuildSettings) -> StoreResult<()> {
        self.mem().settings.insert(guild, settings.clone());
        Ok(())
    }
}
