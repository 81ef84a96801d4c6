//! The stored analysis of finished games (worked out once: a finished record
//! never changes; whether turn messages show the chances is one of the
//! server's settings). The SQL is in `sql/analysis.rs`.

use super::{Store, StoreError};
use crate::table::GameId;

impl Store {
    /// The stored analysis of `game` (JSON of `analysis::GameAnalysis`).
    pub async fn game_analysis(&self, game: GameId) -> Result<Option<String>, StoreError> {
        on_backend!(self, game_analysis(game))
    }

    /// Stores `game`'s analysis; the first one saved stays.
    pub async fn save_game_analysis(&self, game: GameId, analysis: &str) -> Result<(), StoreError> {
        on_backend!(self, save_game_analysis(game, analysis))
    }
}
