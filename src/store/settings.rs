//! Per-server settings: turn time-out, allowed channels, games in threads,
//! language, the cap on open tables, the live chances, avatars. The SQL is in `sql/settings.rs`.

use std::time::Duration;

use super::{Store, StoreError};
use crate::table::{
    Ceilings, Community, GuildId, GuildSettings, MAX_MEMBER_GAMES_RANGE, MAX_OPEN_TABLES_RANGE,
    SettingChange, unix_now,
};

/// One field of a server's row of settings, with its new value, as the
/// store writes it: one statement per field, which leaves the others as they
/// are (see `sql/settings.rs`).
pub(super) enum Field {
    TurnTimeoutSecs(i64),
    GamesInThreads(bool),
    Language(Option<String>),
    MaxOpenTables(i64),
    MaxMemberGames(i64),
    LiveChances(bool),
    Avatars(bool),
}

/// A server's row of settings as stored.
pub(super) struct SavedSettings {
    pub turn_timeout_secs: i64,
    pub games_in_threads: bool,
    pub language: Option<String>,
    pub guild_locale: Option<String>,
    pub max_open_tables: i64,
    pub max_member_games: i64,
    pub live_chances: bool,
    pub avatars: bool,
}

impl Store {
    /// A community's settings (the defaults until changed): a server's, or
    /// a direct venue's own (whose rows are kept under its channel's id).
    pub async fn settings(
        &self,
        community: impl Into<Community>,
    ) -> Result<GuildSettings, StoreError> {
        let community = community.into();
        let (saved, allowed_channels) = on_backend!(self, settings(community))?;
        let defaults = self.new_server_settings();
        let Some(saved) = saved else {
            return Ok(GuildSettings {
                allowed_channels,
                ..defaults
            });
        };
        Ok(GuildSettings {
            turn_timeout: Duration::from_secs(saved.turn_timeout_secs.max(0) as u64),
            games_in_threads: saved.games_in_threads,
            allowed_channels,
            // A code this version does not know (written by a newer one) is
            // as if none was chosen.
            language: saved.language.and_then(|l| l.parse().ok()),
            guild_locale: saved.guild_locale,
            max_open_tables: u32::try_from(saved.max_open_tables)
                .unwrap_or(defaults.max_open_tables),
            max_member_games: u32::try_from(saved.max_member_games)
                .unwrap_or(defaults.max_member_games),
            live_chances: saved.live_chances,
            avatars: saved.avatars,
        })
    }

    /// Replaces `guild`'s settings, allowed channels included (its own
    /// language, as Discord sent it, stays: see [`Store::save_guild_locale`]).
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
        if !MAX_OPEN_TABLES_RANGE.contains(&settings.max_open_tables) {
            return Err(StoreError::Invalid(format!(
                "the cap on open tables must be within {MAX_OPEN_TABLES_RANGE:?}"
            )));
        }
        if !MAX_MEMBER_GAMES_RANGE.contains(&settings.max_member_games) {
            return Err(StoreError::Invalid(format!(
                "the cap on a member's running games must be within {MAX_MEMBER_GAMES_RANGE:?}"
            )));
        }
        let saved = SavedSettings {
            turn_timeout_secs: i64::from(turn_timeout_secs),
            games_in_threads: settings.games_in_threads,
            language: settings.language.map(|l| l.code().to_owned()),
            guild_locale: None,
            max_open_tables: i64::from(settings.max_open_tables),
            max_member_games: i64::from(settings.max_member_games),
            live_chances: settings.live_chances,
            avatars: settings.avatars,
        };
        on_backend!(
            self,
            save_settings(guild, &saved, &settings.allowed_channels)
        )
    }

    /// Makes `change` to `guild`'s settings, writing only the field it names
    /// (or adding or removing one allowed channel), so that a change made
    /// meanwhile to another field stays. Checked as [`Store::save_settings`]
    /// checks a whole row.
    pub async fn change_setting(
        &self,
        guild: GuildId,
        change: &SettingChange,
    ) -> Result<(), StoreError> {
        let field = match *change {
            SettingChange::TurnTimeout(t) => match u32::try_from(t.as_secs()) {
                Ok(0) => {
                    return Err(StoreError::Invalid(
                        "the turn time-out must be positive".into(),
                    ));
                }
                secs => Field::TurnTimeoutSecs(i64::from(secs.unwrap_or(u32::MAX))),
            },
            SettingChange::GamesInThreads(on) => Field::GamesInThreads(on),
            SettingChange::Language(lang) => Field::Language(lang.map(|l| l.code().to_owned())),
            SettingChange::MaxOpenTables(n) if MAX_OPEN_TABLES_RANGE.contains(&n) => {
                Field::MaxOpenTables(i64::from(n))
            }
            SettingChange::MaxMemberGames(n) if MAX_MEMBER_GAMES_RANGE.contains(&n) => {
                Field::MaxMemberGames(i64::from(n))
            }
            SettingChange::MaxOpenTables(_) | SettingChange::MaxMemberGames(_) => {
                return Err(StoreError::Invalid(format!(
                    "the caps must be within {MAX_OPEN_TABLES_RANGE:?} (tables) and \
                     {MAX_MEMBER_GAMES_RANGE:?} (a member's games)"
                )));
            }
            SettingChange::LiveChances(on) => Field::LiveChances(on),
            SettingChange::Avatars(on) => Field::Avatars(on),
            SettingChange::Allow(channel) => {
                return on_backend!(self, allow_channel(guild, channel, true));
            }
            SettingChange::Disallow(channel) => {
                return on_backend!(self, allow_channel(guild, channel, false));
            }
            SettingChange::DailyPuzzle(channel) => {
                return self.set_daily_puzzle_channel(guild, channel).await;
            }
            SettingChange::Seasons { cadence, channel } => {
                return self
                    .save_season_settings(guild, cadence, channel, unix_now())
                    .await;
            }
        };
        let defaults = self.new_server_settings();
        let default_secs = i64::try_from(defaults.turn_timeout.as_secs()).unwrap_or(i64::MAX);
        on_backend!(
            self,
            set_field(guild, default_secs, defaults.games_in_threads, &field)
        )
    }

    /// Stores `guild`'s own language as Discord sent it (`guild_locale`),
    /// leaving its other settings as they are.
    pub async fn save_guild_locale(&self, guild: GuildId, locale: &str) -> Result<(), StoreError> {
        let defaults = self.new_server_settings();
        let default_secs = i64::try_from(defaults.turn_timeout.as_secs()).unwrap_or(i64::MAX);
        on_backend!(
            self,
            save_guild_locale(guild, default_secs, defaults.games_in_threads, locale)
        )
    }

    /// Lowers every server's limits set above the operator's `ceilings` to
    /// them (at start: an admin's earlier choice never outlives a lower
    /// ceiling, and `/hypnosia settings show` says what holds); says in the
    /// log how many servers were lowered, or why none could be.
    pub async fn hold_to_ceilings(&self, ceilings: Ceilings) {
        let ceilings = ceilings.held();
        let (tables, members) = (ceilings.tables_per_server, ceilings.member_games);
        match on_backend!(
            self,
            hold_to_ceilings(i64::from(tables), i64::from(members))
        ) {
            Ok(0) => {}
            Ok(servers) => tracing::info!(
                servers,
                tables,
                members,
                "limits lowered to the operator's ceilings"
            ),
            Err(e) => {
                tracing::warn!("the operator's ceilings were not applied to stored limits: {e}")
            }
        }
    }
}
