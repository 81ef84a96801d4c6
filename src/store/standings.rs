//! Per-community standings: leaderboards and player stats, all time or in one
//! season. Every query names one community (a server, or a direct venue of
//! its own): communities never see each other's players.
//!
//! The all-time standings (`players`) and a season's (`season_players`) have the
//! same columns and are read and written the same way, so every statement is
//! written once (`sql/standings.rs`) for a [`Scope`].
//!
//! # Wins and best finishes the bot earned
//!
//! A game counts a **win** (rank 1, shared first places included) and a
//! **best finish** only for a person who played it. A person **walked away**
//! from a game when the bot played more than half of their turns (those with
//! a move) because they were not playing: their turn timed out, or they
//! clicked "Finish for me" ([`crate::game::BotTurns::walked_away`], from the
//! causes the game's record keeps with each move the bot played). Turns the
//! bot played once nobody else could move and the order of places was
//! decided are not absence. Such a game still counts as a game, with its
//! points, center pawns and captures, and rates the people as they ranked;
//! it earns the person who walked away no win and no best finish, on every
//! list that counts them (`stats`, `leaderboard by:wins` and the wins beside
//! each rating), all time and in its season. The results say so, and the
//! history (`games`) marks them 🤖 ([`crate::store::PlayerResult::walked_away`]).

use super::{Store, StoreError};
use crate::table::{Community, GameId, Skill, UnixTime, UserId};

/// What a leaderboard ranks by.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LeaderboardOrder {
    /// The rating (mu − 3·sigma); only players with a rated game are listed.
    #[default]
    Rating,
    /// Games won (rank 1, shared first places included; none from a game
    /// the person walked away from: see the module's note).
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
    /// Games that changed the rating (provisional while few).
    pub rated_games: u32,
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

/// A player's stats in one community.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerStats {
    pub community: Community,
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

/// Which standings a statement reads or writes. A season's are kept apart
/// from the all-time ones (which never change because of a season) in a
/// table of the same columns, keyed by the season too.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Scope<'a> {
    AllTime,
    /// One season, by its key (`2026-11`, `2026-Q4`).
    Season(&'a str),
}

impl Scope<'_> {
    pub(super) fn table(self) -> &'static str {
        match self {
            Scope::AllTime => "players",
            Scope::Season(_) => "season_players",
        }
    }

    /// The columns that name one community's standings in this scope; a
    /// player's row adds `user_id`.
    pub(super) fn key(self) -> &'static str {
        match self {
            Scope::AllTime => "guild_id",
            Scope::Season(_) => "guild_id, season",
        }
    }

    /// The condition that picks one community's rows of this scope, with
    /// `alias` (`p.`, or nothing) before each column. Its parameters come
    /// first in every statement (`$1` the community, `$2` the season), so that
    /// one bind step serves all; a statement's own start at [`Scope::next`].
    pub(super) fn rows(self, alias: &str) -> String {
        match self {
            Scope::AllTime => format!("{alias}guild_id = $1"),
            Scope::Season(_) => format!("{alias}guild_id = $1 AND {alias}season = $2"),
        }
    }

    /// The number of a statement's first parameter of its own.
    pub(super) fn next(self) -> usize {
        match self {
            Scope::AllTime => 2,
            Scope::Season(_) => 3,
        }
    }
}

impl Store {
    /// Page `page` (0-based) of `community`'s leaderboard, `per_page` lines (1..=100).
    pub async fn leaderboard(
        &self,
        community: impl Into<Community>,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        self.standings_page(community.into(), Scope::AllTime, order, page, per_page)
            .await
    }

    /// `user`'s stats in `community`, if they finished a game there.
    pub async fn player_stats(
        &self,
        community: impl Into<Community>,
        user: UserId,
    ) -> Result<Option<PlayerStats>, StoreError> {
        on_backend!(self, player_stats(community.into(), Scope::AllTime, user))
    }

    /// Where each of `user`'s ratings is: their stats in every community
    /// they finished a game in (a server, or a direct venue of its own), the
    /// latest played first, at most `limit` (1..=100) communities.
    pub async fn ratings_of(
        &self,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<PlayerStats>, StoreError> {
        let limit = limit.clamp(1, MAX_PER_PAGE);
        let communities: Vec<Community> = on_backend!(self, communities_of(user, limit))?;
        let mut ratings = Vec::with_capacity(communities.len());
        for community in communities {
            // A row read just now is only gone if a migration removed it.
            if let Some(stats) = self.player_stats(community, user).await? {
                ratings.push(stats);
            }
        }
        Ok(ratings)
    }

    /// A leaderboard page of `scope`, `per_page` clamped to 1..=[`MAX_PER_PAGE`].
    pub(super) async fn standings_page(
        &self,
        community: Community,
        scope: Scope<'_>,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let per_page = per_page.clamp(1, MAX_PER_PAGE);
        let offset = i64::from(page) * i64::from(per_page);
        let (entries, total) =
            on_backend!(self, leaderboard(community, scope, order, offset, per_page))?;
        Ok(LeaderboardPage {
            order,
            page,
            per_page,
            total,
            entries,
        })
    }

    /// `user`'s latest `limit` rating changes in `community`, oldest first.
    pub async fn rating_history(
        &self,
        community: impl Into<Community>,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        on_backend!(self, rating_history(community.into(), user, limit))
    }
}
