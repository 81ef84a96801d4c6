//! A server's settings (`/hypnosia settings`).

use std::time::Duration;

use super::{ChannelId, DEFAULT_TURN_TIMEOUT};

/// A server's settings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GuildSettings {
    /// Turn time-out of new lobbies that do not choose one.
    pub turn_timeout: Duration,
    /// Whether new games get a thread of their own (and a channel may hold several).
    pub games_in_threads: bool,
    /// Channels where games may be started; empty means every channel.
    pub allowed_channels: Vec<ChannelId>,
}

impl Default for GuildSettings {
    fn default() -> Self {
        GuildSettings {
            turn_timeout: DEFAULT_TURN_TIMEOUT,
            games_in_threads: false,
            allowed_channels: Vec::new(),
        }
    }
}

impl GuildSettings {
    /// Whether games may be started in `channel`.
    pub fn allows(&self, channel: ChannelId) -> bool {
        self.allowed_channels.is_empty() || self.allowed_channels.contains(&channel)
    }
}
