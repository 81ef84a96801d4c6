//! A server's settings (`/hypnosia settings`).

use std::time::Duration;

use super::{
    ChannelHolder, ChannelId, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES,
    DEFAULT_TURN_TIMEOUT, SeasonCadence,
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

/// One change of a server's settings, as an admin asks it: each is stored
/// as an update of its own field only, so two admins changing two settings
/// at once both keep theirs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SettingChange {
    TurnTimeout(Duration),
    GamesInThreads(bool),
    /// Games may be started in this channel (once any is, only those are).
    Allow(ChannelId),
    /// No more games in this channel (with none left, every channel is allowed).
    Disallow(ChannelId),
    /// The language of public messages; `None`: the server's own.
    Language(Option<Lang>),
    MaxOpenTables(u32),
    MaxMemberGames(u32),
    LiveChances(bool),
    Avatars(bool),
    /// Where the daily puzzle is posted (none: no daily puzzle).
    DailyPuzzle(Option<ChannelId>),
    /// The seasons' cadence and where a season's end is announced.
    Seasons {
        cadence: SeasonCadence,
        channel: Option<ChannelId>,
    },
}

impl GuildSettings {
    /// These settings with `change` made (the daily puzzle and the seasons
    /// are not among them: they leave them as they are).
    pub fn apply(&mut self, change: &SettingChange) {
        match *change {
            SettingChange::TurnTimeout(t) => self.turn_timeout = t,
            SettingChange::GamesInThreads(on) => self.games_in_threads = on,
            SettingChange::Allow(channel) => {
                if !self.allowed_channels.contains(&channel) {
                    self.allowed_channels.push(channel);
                    self.allowed_channels.sort_unstable();
                }
            }
            SettingChange::Disallow(channel) => self.allowed_channels.retain(|&c| c != channel),
            SettingChange::Language(lang) => self.language = lang,
            SettingChange::MaxOpenTables(n) => self.max_open_tables = n,
            SettingChange::MaxMemberGames(n) => self.max_member_games = n,
            SettingChange::LiveChances(on) => self.live_chances = on,
            SettingChange::Avatars(on) => self.avatars = on,
            SettingChange::DailyPuzzle(_) | SettingChange::Seasons { .. } => {}
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
