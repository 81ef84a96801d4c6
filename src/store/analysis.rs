//! The stored analysis of finished games (worked out once: a finished record
//! never changes; whether turn messages show the chances is one of the
//! server's settings), each person's errors it judged (kept with their
//! results, for their stats); each game's one public analysis is posted
//! once through the outbox (`posts.rs`). The
//! SQL is in `sql/analysis.rs`.

use super::{Store, StoreError};
use crate::game::Color;
use crate::table::{Community, GameId, UserId};

/// How long a claim of an analysis's post (in the outbox, `posts.rs`) holds
/// without its post: longer than
/// working it out, drawing it and posting it take (each has its own time
/// limit), so that only a claim whose process stopped is taken over.
pub const ANALYSIS_CLAIM_SECS: i64 = 120;

/// Rated games with judged errors before a person is on the leaderboard by
/// accuracy (as their stats show it from).
pub const ACCURACY_FROM_GAMES: u32 = 3;

/// One line of the leaderboard by accuracy: a person and their errors
/// over their rated games whose errors were judged.
#[derive(Clone, PartialEq, Debug)]
pub struct AccuracyEntry {
    /// 1-based place (ties broken by user id, for stable pages).
    pub place: u32,
    pub user: UserId,
    /// The name they had in their latest game.
    pub name: String,
    /// Judged rated games.
    pub games: u32,
    /// Decisions judged over them, and the chance lost.
    pub decisions: u32,
    pub loss: f32,
}

impl AccuracyEntry {
    /// The mean loss per decision, in points of chance.
    pub fn error_rate(&self) -> f32 {
        100.0 * self.loss / self.decisions.max(1) as f32
    }
}

impl Store {
    /// The stored analysis of `game` (JSON of `analysis::GameAnalysis`).
    pub async fn game_analysis(&self, game: GameId) -> Result<Option<String>, StoreError> {
        on_backend!(self, game_analysis(game))
    }

    /// Stores `game`'s analysis.
    pub async fn save_game_analysis(&self, game: GameId, analysis: &str) -> Result<(), StoreError> {
        on_backend!(self, save_game_analysis(game, analysis))
    }

    /// Writes the errors the analysis of `game` judged, per seat: its color,
    /// the decisions judged and the chance lost over them (`results`).
    pub async fn save_result_errors(
        &self,
        game: GameId,
        errors: &[(Color, u32, f32)],
    ) -> Result<(), StoreError> {
        on_backend!(self, save_result_errors(game, errors))
    }

    /// `user`'s judged errors in `community`'s rated games, newest first, at
    /// most `limit` games: the decisions and the chance lost of each.
    pub async fn rated_errors(
        &self,
        community: impl Into<Community>,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<(u32, f32)>, StoreError> {
        on_backend!(self, rated_errors(community.into(), user, limit))
    }

    /// Page `page` (0-based, `per_page` lines, 1..=100) of `community`'s people
    /// with [`ACCURACY_FROM_GAMES`] judged rated games or more, by their
    /// error rate (lowest first); and how many there are.
    pub async fn accuracy_leaderboard(
        &self,
        community: impl Into<Community>,
        page: u32,
        per_page: u32,
    ) -> Result<(Vec<AccuracyEntry>, u32), StoreError> {
        let (community, per_page) = (community.into(), per_page.clamp(1, super::MAX_PER_PAGE));
        let offset = i64::from(page) * i64::from(per_page);
        on_backend!(
            self,
            accuracy_leaderboard(community, ACCURACY_FROM_GAMES, offset, per_page)
        )
    }
}
