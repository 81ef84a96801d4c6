//! Which language a server's public messages are in: the one chosen with
//! `/hypnosia settings language`, else the server's own language as Discord
//! sends it with every interaction (`guild_locale`) when the bot speaks it,
//! else English.
//!
//! Kept in memory per server, read from the store on first use, so that the
//! messages the bot posts by itself (turn deadlines, computer moves) know it
//! without asking Discord; the server's own language is stored when it
//! changes, so a restart keeps it.

use serenity::all::ComponentInteraction;
use tracing::warn;

use super::Runtime;
use crate::i18n::Lang;
use crate::table::GuildId;

/// What is known of a server's language.
#[derive(Clone, Debug, Default)]
pub(super) struct GuildLanguage {
    /// Chosen in the settings.
    chosen: Option<Lang>,
    /// The server's own locale, as Discord last sent it.
    seen: Option<String>,
}

impl GuildLanguage {
    fn lang(&self) -> Lang {
        self.chosen
            .unwrap_or_else(|| Lang::for_locale(self.seen.as_deref()))
    }
}

impl Runtime {
    fn languages(
        &self,
    ) -> std::sync::MutexGuard<'_, std::collections::HashMap<GuildId, GuildLanguage>> {
        self.languages.lock().unwrap_or_else(|e| e.into_inner())
    }

    async fn known_language(&self, guild: GuildId) -> GuildLanguage {
        if let Some(known) = self.languages().get(&guild) {
            return known.clone();
        }
        let known = match self.store.settings(guild).await {
            Ok(s) => GuildLanguage {
                chosen: s.language,
                seen: s.guild_locale,
            },
            // English until the store answers again: a message in the wrong
            // language is better than none.
            Err(e) => {
                warn!(%guild, error = %e, "could not read the server's language");
                return GuildLanguage::default();
            }
        };
        self.languages().insert(guild, known.clone());
        known
    }

    /// The language of `guild`'s public messages.
    pub async fn guild_lang(&self, guild: GuildId) -> Lang {
        self.known_language(guild).await.lang()
    }

    /// Remembers the server's own language from an interaction (stored only
    /// when it changed).
    pub async fn note_guild_locale(&self, guild: GuildId, locale: Option<&str>) {
        let Some(locale) = locale else { return };
        let known = self.known_language(guild).await;
        if known.seen.as_deref() == Some(locale) {
            return;
        }
        if let Err(e) = self.store.save_guild_locale(guild, locale).await {
            warn!(%guild, error = %e, "could not store the server's language");
        }
        self.languages().entry(guild).or_default().seen = Some(locale.to_owned());
    }

    /// The language of the public message a click belongs to (a lobby, a
    /// turn, a vote), learning the server's own language from the click.
    pub async fn public_lang(&self, c: &ComponentInteraction) -> Lang {
        let Some(guild) = c.guild_id.map(|g| GuildId(g.get())) else {
            return Lang::for_locale(Some(&c.locale));
        };
        self.note_guild_locale(guild, c.guild_locale.as_deref())
            .await;
        self.guild_lang(guild).await
    }

    /// After `/hypnosia settings language`: the chosen language (`None`: the
    /// server's own) applies to the next public message.
    pub fn language_chosen(&self, guild: GuildId, chosen: Option<Lang>) {
        self.languages().entry(guild).or_default().chosen = chosen;
    }
}
