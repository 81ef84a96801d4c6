//! Per-server leaderboards and player stats. Every query names one guild: servers
//! never see each other's players.

use super::{Store, StoreError};
use crate::table::{GameId, GuildId, Skill, UnixTime, UserId};

/// What a leaderboard ranks by.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LeaderboardOrder {
    /// The rating (mu − 3·sigma); only players with a rated game are listed.
    #[default]
    Rating,
    /// Games won (rank 1, shared first places included).
    Wins,
    /// Points scored over all games.
    Points,
}

/// One line of a leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LeaderboardEntry {
    /// 1-based place on this leaderboard (ties broken by user id, for stable pages).
    pub place: u32,
    pub user: UserId,
    /// The name the player had in their latest game.
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub points: i64,
    pub skill: Skill,
}

/// One page of a server's leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LeaderboardPage {
    pub order: LeaderboardOrder,
    /// 0-based page number.
    pub page: u32,
    pub per_page: u32,
    /// Players on this leaderboard in all.
    pub total: u32,
    pub entries: Vec<LeaderboardEntry>,
}

impl LeaderboardPage {
    /// How many pages the leaderboard has (at least 1, for an empty board).
    pub fn pages(&self) -> u32 {
        self.total.div_ceil(self.per_page.max(1)).max(1)
    }
}

/// A player's stats on one server.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerStats {
    pub guild: GuildId,
    pub user: UserId,
    pub name: String,
    /// Games finished, not cancelled (games against the computer included).
    pub games: u32,
    /// Games that changed the rating (two or more humans).
    pub rated_games: u32,
    pub wins: u32,
    pub points: i64,
    /// Pawns brought to the center over all games.
    pub center_pawns: u32,
    pub captures: u32,
    /// Best rank reached in a game (1 = won one).
    pub best_rank: Option<u8>,
    pub skill: Skill,
    /// Place on the server's rating leaderboard, once rated.
    pub rating_place: Option<u32>,
}

impl PlayerStats {
    /// Wins per game, 0.0..=1.0 (0 without games).
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }

    /// Average score per game (0 without games).
    pub fn average_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.points as f64 / f64::from(self.games)
        }
    }
}

/// A player's rating after one rated game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingPoint {
    pub game: GameId,
    pub at: UnixTime,
    pub skill: Skill,
}

/// Longest page the store serves, to bound a query that a user can trigger.
pub const MAX_PER_PAGE: u32 = 100;

impl Store {
    /// Page `page` (0-based) of `guild`'s leaderboard, `per_page` lines (1..=100).
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let per_page = per_page.clamp(1, MAX_PER_PAGE);
        let offset = i64::from(page) * i64::from(per_page);
        let (entries, total) = on_backend!(self, leaderboard(guild, order, offset, per_page))?;
        Ok(LeaderboardPage {
            order,
            page,
            per_page,
            total,
            entries,
        })
    }

    /// `user`'s stats on `guild`, if they finished a game there.
    pub async fn player_stats(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PlayerStats>, StoreError> {
        on_backend!(self, player_stats(guild, user))
    }

    /// `user`'s latest `limit` rating changes on `guild`, oldest first.
    pub async fn rating_history(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        on_backend!(self, rating_history(guild, user, limit))
    }
}
