//! Per-server settings: turn time-out, allowed channels, games in threads.

use std::time::Duration;

use super::{Store, StoreError};
use crate::table::{GuildId, GuildSettings};

impl Store {
    /// `guild`'s settings (the defaults until changed).
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings, StoreError> {
        let (saved, allowed_channels) = on_backend!(self, settings(guild))?;
        let defaults = GuildSettings::default();
        let (turn_timeout, games_in_threads) = match saved {
            Some((secs, threads)) => (Duration::from_secs(secs.max(0) as u64), threads),
            None => (defaults.turn_timeout, defaults.games_in_threads),
        };
        Ok(GuildSettings {
            turn_timeout,
            games_in_threads,
            allowed_channels,
        })
    }

    /// Replaces `guild`'s settings, allowed channels included.
    pub async fn save_settings(
        &self,
        guild: GuildId,
        settings: &GuildSettings,
    ) -> Result<(), StoreError> {
        let turn_timeout_secs = u32::try_from(settings.turn_timeout.as_secs()).unwrap_or(u32::MAX);
        if turn_timeout_secs == 0 {
            return Err(StoreError::Invalid(
                "the turn time-out must be positive".into(),
            ));
        }
        on_backend!(
            self,
            save_settings(
                guild,
                i64::from(turn_timeout_secs),
                settings.games_in_threads,
                &settings.allowed_channels
            )
        )
    }
}
