//! Win chances: whether a server's turn messages show them, and the stored
//! analysis of finished games (worked out once: a finished record never
//! changes). The SQL is in `sql/analysis.rs`.

use super::{Store, StoreError};
use crate::table::{GameId, GuildId, GuildSettings};

impl Store {
    /// Whether `guild`'s turn messages show each player's chance (true until
    /// a server turns it off).
    pub async fn live_chances(&self, guild: GuildId) -> Result<bool, StoreError> {
        on_backend!(self, live_chances(guild))
    }

    /// Turns `guild`'s live chances on or off, leaving its other settings.
    pub async fn save_live_chances(&self, guild: GuildId, shown: bool) -> Result<(), StoreError> {
        let defaults = GuildSettings::default();
        let default_secs = i64::try_from(defaults.turn_timeout.as_secs()).unwrap_or(i64::MAX);
        on_backend!(
            self,
            save_live_chances(guild, default_secs, defaults.games_in_threads, shown)
        )
    }

    /// The stored analysis of `game` (JSON of `analysis::GameAnalysis`).
    pub async fn game_analysis(&self, game: GameId) -> Result<Option<String>, StoreError> {
        on_backend!(self, game_analysis(game))
    }

    /// Stores `game`'s analysis; the first one saved stays.
    pub async fn save_game_analysis(&self, game: GameId, analysis: &str) -> Result<(), StoreError> {
        on_backend!(self, save_game_analysis(game, analysis))
    }
}
