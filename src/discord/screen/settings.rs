//! Each server's settings as the screen knows them: the language of its
//! public messages (the one chosen with `/hypnosia settings language`, else
//! the server's own language as Discord sends it with every interaction,
//! `guild_locale`, when the bot speaks it, else English) and whether its turn
//! messages show the chances.
//!
//! Kept in memory per server (one `GuildSettings` each), read from the store
//! on first use, so that the messages the bot posts by itself (turn deadlines,
//! computer moves) know them without asking; the server's own language is
//! stored when it changes, so a restart keeps it, and the engine tells of
//! each setting an admin changes.

use serenity::all::ComponentInteraction;
use tracing::warn;

use super::{DiscordScreen, LiveTables};
use crate::i18n::Lang;
use crate::table::{Community, GuildId, GuildSettings, SettingChange};

impl DiscordScreen {
    fn settings_known(
        &self,
    ) -> std::sync::MutexGuard<'_, std::collections::HashMap<Community, GuildSettings>> {
        self.settings.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `guild`'s settings, from memory or the store. When the store fails:
    /// English and no chances until it answers again (a message in the wrong
    /// language is better than none; a server that turned the chances off
    /// never sees them by accident).
    pub(super) async fn known_settings(&self, community: impl Into<Community>) -> GuildSettings {
        let community = community.into();
        if let Some(known) = self.settings_known().get(&community) {
            return known.clone();
        }
        match self.store.settings(community).await {
            // A change told meanwhile (`setting_changed`) wins: this read
            // may be from before it.
            Ok(settings) => self
                .settings_known()
                .entry(community)
                .or_insert(settings)
                .clone(),
            Err(e) => {
                warn!(%community, error = %e, "could not read the community's settings");
                GuildSettings {
                    live_chances: false,
                    ..GuildSettings::default()
                }
            }
        }
    }

    /// The language of `guild`'s public messages.
    pub async fn guild_lang(&self, community: impl Into<Community>) -> Lang {
        self.known_settings(community).await.public_lang()
    }

    /// Whether `guild`'s turn messages show each player's chance.
    pub async fn shows_chances(&self, community: impl Into<Community>) -> bool {
        self.known_settings(community).await.live_chances
    }

    /// Remembers the server's own language from an interaction (stored by
    /// `tables` only when it changed).
    pub async fn note_guild_locale(
        &self,
        tables: &LiveTables,
        guild: GuildId,
        locale: Option<&str>,
    ) {
        let Some(locale) = locale else { return };
        let known = self.known_settings(guild).await;
        if known.guild_locale.as_deref() == Some(locale) {
            return;
        }
        if let Err(e) = tables.note_locale(guild, locale).await {
            warn!(%guild, error = %e, "could not store the server's language");
        }
        if let Some(known) = self.settings_known().get_mut(&guild.into()) {
            known.guild_locale = Some(locale.to_owned());
        }
    }

    /// The language of the public message a click belongs to (a lobby, a
    /// turn, a vote); every click noted the server's own language first
    /// (`clicks.rs`).
    pub async fn public_lang(&self, c: &ComponentInteraction) -> Lang {
        match c.guild_id.map(|g| GuildId(g.get())) {
            Some(guild) => self.guild_lang(guild).await,
            None => Lang::for_locale(Some(&c.locale)),
        }
    }

    /// After an admin's `change` (the settings read as `now` after it): the
    /// language and chances apply to the next public message. Known settings
    /// take the change alone, so that two told out of order both stay.
    pub(super) fn setting_changed(
        &self,
        guild: GuildId,
        change: &SettingChange,
        now: GuildSettings,
    ) {
        self.settings_known()
            .entry(guild.into())
            .and_modify(|known| known.apply(change))
            .or_insert(now);
    }
}
