//! The history of a server: its finished and cancelled games, newest first, and
//! the records they are replayed from. Every query names one guild: a server
//! never sees another's games. The SQL is in `sql/history.rs`.

use super::results::PlayerResult;
use super::{Store, StoreError, MAX_PER_PAGE};
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
        let (total, games) = on_backend!(self, past_games(guild, player, offset, per_page))?;
        Ok(GamesPage {
            page,
            per_page,
            total: total as u32,
            games,
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
        let limit = limit.clamp(1, MAX_PER_PAGE);
        on_backend!(self, past_games_numbered(guild, typed, limit))
    }

    /// The past game `id` of `guild` with its record, or None when `guild` has
    /// no such game that is over (a running game, another server's, none).
    pub async fn past_game(
        &self,
        guild: GuildId,
        id: GameId,
    ) -> Result<Option<(PastGame, Record)>, StoreError> {
        on_backend!(self, past_game(guild, id))
    }

    /// The latest game that ended in `channel` (or the thread `channel`), or in
    /// a thread of a lobby opened in `channel`: players remember a thread's game
    /// as the channel's.
    pub async fn latest_past_game_in(
        &self,
        channel: ChannelId,
    ) -> Result<Option<GameId>, StoreError> {
        on_backend!(self, latest_past_game_in(channel))
    }
}
