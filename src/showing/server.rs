//! Whose turn of the pace a call with the bot's token takes, where the bot
//! is ([`crate::pace`]): a server's own, or its channel's.

use crate::table::{ChannelId, GuildId, Place, Reach};

/// Whose turn of the pace a call with the bot's token takes ([`crate::pace`]),
/// in a server that added the bot: its own, or its channel's where the
/// server is not known here. A place the bot is not in has none.
#[derive(Clone, Copy, Debug)]
pub enum Server {
    Of(GuildId),
    Channel(ChannelId),
}

impl Server {
    /// The turn of a place's calls where the bot is: none where only
    /// people's interactions reach it (see `discord/screen/paid.rs`).
    pub fn of(place: &Place) -> Option<Server> {
        match (place.reach, place.venue.guild()) {
            (Reach::Always, Some(guild)) => Some(Server::Of(guild)),
            _ => None,
        }
    }

    /// The key of its turn (snowflakes of servers and channels never meet).
    pub fn turn(self) -> u64 {
        match self {
            Server::Of(guild) => guild.0,
            Server::Channel(channel) => channel.0,
        }
    }
}
