//! A server's settings (`/hypnosia settings`).

use std::time::Duration;

use super::{
    ChannelHolder, ChannelId, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES,
    DEFAULT_TURN_TIMEOUT,
};
use crate::i18n::Lang;

/// A server's settings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GuildSettings {
    /// Turn time-out of new lobbies that do not choose one.
    pub turn_timeout: Duration,
    /// Whether new games get a thread of their own (and a channel may hold
    /// several). On for a new server: a game's turns stay out of its channel.
    pub games_in_threads: bool,
    /// Channels where games may be started; empty means every channel.
    pub allowed_channels: Vec<ChannelId>,
    /// The language of public messages, when chosen (else the server's own).
    pub language: Option<Lang>,
    /// The server's own language as Discord last sent it (`guild_locale`).
    pub guild_locale: Option<String>,
    /// Open lobbies and running games the server may have at once.
    pub max_open_tables: u32,
    /// Running games one member may play in at once (hosted or seated).
    pub max_member_games: u32,
    /// Whether turn messages show each player's chance to win.
    pub live_chances: bool,
    /// Whether the server's pictures show people's avatars.
    pub avatars: bool,
}

impl Default for GuildSettings {
    fn default() -> Self {
        GuildSettings {
            turn_timeout: DEFAULT_TURN_TIMEOUT,
            games_in_threads: true,
            allowed_channels: Vec::new(),
            language: None,
            guild_locale: None,
            max_open_tables: DEFAULT_MAX_OPEN_TABLES,
            max_member_games: DEFAULT_MAX_MEMBER_GAMES,
            live_chances: true,
            avatars: true,
        }
    }
}

impl GuildSettings {
    /// The language of the server's public messages: the chosen one, else the
    /// server's own when the bot speaks it, else English.
    pub fn public_lang(&self) -> Lang {
        self.language
            .unwrap_or_else(|| Lang::for_locale(self.guild_locale.as_deref()))
    }

    /// Whether games may be started in `channel`.
    pub fn allows(&self, channel: ChannelId) -> bool {
        self.allowed_channels.is_empty() || self.allowed_channels.contains(&channel)
    }

    /// Whether a table may open in `channel` (a thread of `parent` when it is
    /// one), which `holder` holds if anything: a thread counts as its
    /// channel, and holds one game (Discord has no thread in a thread); a
    /// channel holds several only when games get threads of their own.
    pub fn may_open(
        &self,
        channel: ChannelId,
        parent: Option<ChannelId>,
        holder: Option<&ChannelHolder>,
    ) -> Result<(), OpenRefusal> {
        if !self.allows(channel) && !parent.is_some_and(|p| self.allows(p)) {
            return Err(OpenRefusal::NotAllowed(self.allowed_channels.clone()));
        }
        match holder {
            Some(holder) if !self.games_in_threads || parent.is_some() => {
                Err(OpenRefusal::Held(*holder))
            }
            _ => Ok(()),
        }
    }
}

/// Why a table may not open in a channel.
#[derive(Clone, PartialEq, Debug)]
pub enum OpenRefusal {
    /// Games are played in these channels only.
    NotAllowed(Vec<ChannelId>),
    /// A lobby or a game holds the channel.
    Held(ChannelHolder),
}
