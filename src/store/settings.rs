//! Per-server settings: turn time-out, allowed channels, games in threads,
//! language.

use std::time::Duration;

use super::{Store, StoreError};
use crate::table::{ChannelId, GuildId, GuildSettings};
impl Store {
    /// `guild`'s settings (the defaults until changed).
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row: Option<(u32, bool, Option<String>, Option<String>)> = sqlx::query_as(
            "SELECT turn_timeout_secs, games_in_threads, language, guild_locale \
             FROM guild_settings WHERE guild_id = ?",
        )
        .bind(guild.db())
        .fetch_optional(&mut *conn)
        .await?;
        let channels: Vec<i64> = sqlx::query_scalar(
            "SELECT channel_id FROM allowed_channels WHERE guild_id = ? ORDER BY channel_id",
        )
        .bind(guild.db())
        .fetch_all(&mut *conn)
        .await?;
        let defaults = GuildSettings::default();
        let Some((secs, games_in_threads, language, guild_locale)) = row else {
            return Ok(GuildSettings {
                allowed_channels: channels.into_iter().map(ChannelId::from_db).collect(),
                ..defaults
            });
        };
        Ok(GuildSettings {
            turn_timeout: Duration::from_secs(u64::from(secs)),
            games_in_threads,
            allowed_channels: channels.into_iter().map(ChannelId::from_db).collect(),
            // A code this version does not know (written by a newer one) is
            // as if none was chosen.
            language: language.and_then(|l| l.parse().ok()),
            guild_locale,
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
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, language) \
             VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET \
             turn_timeout_secs = excluded.turn_timeout_secs, \
             games_in_threads = excluded.games_in_threads, \
             language = excluded.language",
        )
        .bind(guild.db())
        .bind(turn_timeout_secs)
        .bind(settings.games_in_threads)
        .bind(settings.language.map(|l| l.code()))
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM allowed_channels WHERE guild_id = ?")
            .bind(guild.db())
            .execute(&mut *tx)
            .await?;
        for channel in &settings.allowed_channels {
            sqlx::query(
                "INSERT OR IGNORE INTO allowed_channels (guild_id, channel_id) VALUES (?, ?)",
            )
            .bind(guild.db())
            .bind(channel.db())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Stores `guild`'s own language as Discord sent it (`guild_locale`),
    /// leaving its other settings as they are.
    pub async fn save_guild_locale(&self, guild: GuildId, locale: &str) -> Result<(), StoreError> {
        let defaults = GuildSettings::default();
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, turn_timeout_secs, games_in_threads, guild_locale) \
             VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET \
             guild_locale = excluded.guild_locale",
        )
        .bind(guild.db())
        .bind(u32::try_from(defaults.turn_timeout.as_secs()).unwrap_or(u32::MAX))
        .bind(defaults.games_in_threads)
        .bind(locale)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}
