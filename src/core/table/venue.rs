//! What the engine keeps of where a table is: the venue it is played in, the
//! community whose ratings and settings it counts for, and the reach (when
//! the screen can show it). How the table looks there (its messages, its
//! log) is the screen's: reported back through the engine's `Shown` and kept
//! with the game as [`super::OnScreen`], carried whole by the engine and read
//! by the screen alone.
//!
//! A server that added the bot is a venue the bot reaches at any time. A DM,
//! a group DM, or a server that never added the bot (a person's own install
//! of the app) is reached only while someone interacts: every answer rides
//! on an interaction's token, so a turn waits there, with no deadline
//! running, until a player comes back.
//!
//! ```
//! use hypnosia_core::table::{ChannelId, Community, GuildId, Reach, Venue};
//! let server = Venue::Server { guild: GuildId(1), channel: ChannelId(2), thread: None };
//! assert_eq!(server.community(), Community::Server(GuildId(1)));
//! assert_eq!(server.play_channel(), ChannelId(2));
//! let group = Venue::Direct { channel: ChannelId(7) };
//! assert_eq!(group.community(), Community::Direct(ChannelId(7)));
//! assert_eq!(group.guild(), None);
//! assert_eq!(Reach::of(&group, true), Reach::WhileInteracting, "a group DM has no bot member");
//! assert_eq!(Reach::of(&server, true), Reach::Always);
//! assert_eq!(Reach::of(&server, false), Reach::WhileInteracting);
//! ```

use std::fmt;

use super::{ChannelId, GuildId};

/// Where a table is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Venue {
    /// A server's channel (the one the lobby was opened in), and the game's
    /// own thread once opened there.
    Server {
        guild: GuildId,
        channel: ChannelId,
        thread: Option<ChannelId>,
    },
    /// A DM or a group DM: the channel of the interactions that opened it.
    Direct { channel: ChannelId },
}

impl Venue {
    /// A server's channel, with no thread yet.
    pub fn server(guild: GuildId, channel: ChannelId) -> Venue {
        Venue::Server {
            guild,
            channel,
            thread: None,
        }
    }

    /// The server it is in, if any.
    pub fn guild(&self) -> Option<GuildId> {
        match *self {
            Venue::Server { guild, .. } => Some(guild),
            Venue::Direct { .. } => None,
        }
    }

    /// The channel the table was opened in.
    pub fn channel(&self) -> ChannelId {
        match *self {
            Venue::Server { channel, .. } | Venue::Direct { channel } => channel,
        }
    }

    /// The game's own thread, once opened (only a server's channel has one).
    pub fn thread(&self) -> Option<ChannelId> {
        match *self {
            Venue::Server { thread, .. } => thread,
            Venue::Direct { .. } => None,
        }
    }

    /// Where the game is played: its thread, else the channel.
    pub fn play_channel(&self) -> ChannelId {
        self.thread().unwrap_or(self.channel())
    }

    /// The venue of a table opened where this one is played (a rematch):
    /// its thread, when it has one, is the new table's channel.
    pub fn where_played(&self) -> Venue {
        match *self {
            Venue::Server { guild, .. } => Venue::server(guild, self.play_channel()),
            direct @ Venue::Direct { .. } => direct,
        }
    }

    /// Notes the game's own thread, once opened; a direct venue has none.
    pub fn set_thread(&mut self, opened: Option<ChannelId>) {
        if let Venue::Server { thread, .. } = self {
            *thread = opened;
        }
    }

    /// Whose ratings, settings and leaderboard the tables played here count
    /// for: the server's, or the direct venue's own.
    pub fn community(&self) -> Community {
        match *self {
            Venue::Server { guild, .. } => Community::Server(guild),
            Venue::Direct { channel } => Community::Direct(channel),
        }
    }

    /// What a link puts where a server's id goes: direct venues open under
    /// `@me` in Discord's clients.
    pub fn link_root(&self) -> String {
        self.guild()
            .map_or_else(|| "@me".to_owned(), |g| g.0.to_string())
    }
}

/// Whose ratings, settings, seasons and leaderboard a table counts for: a
/// server (with or without the bot in it), or a DM or group DM of its own.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Community {
    Server(GuildId),
    Direct(ChannelId),
}

impl Community {
    /// The id its rows are kept under. Discord's ids are unique across kinds
    /// (a DM's channel id is never a server's id), so one column keys both.
    pub fn key(&self) -> u64 {
        match *self {
            Community::Server(GuildId(id)) | Community::Direct(ChannelId(id)) => id,
        }
    }

    /// As stored: [`Community::key`]'s 64 bits read as i64 (lossless).
    pub fn db(self) -> i64 {
        self.key() as i64
    }

    /// The server, for a server's community.
    pub fn guild(&self) -> Option<GuildId> {
        match *self {
            Community::Server(guild) => Some(guild),
            Community::Direct(_) => None,
        }
    }
}

impl From<GuildId> for Community {
    fn from(guild: GuildId) -> Community {
        Community::Server(guild)
    }
}

impl fmt::Display for Community {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Community::Server(guild) => write!(f, "server {}", guild.0),
            Community::Direct(channel) => write!(f, "direct {}", channel.0),
        }
    }
}

/// When the screen can show a table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Reach {
    /// The bot is there: it may post, edit and open threads at any time.
    #[default]
    Always,
    /// Only through an interaction's answer (a person's install of the app,
    /// in a DM, a group DM or a server without the bot): what the engine
    /// commits waits, with no deadline running, until someone interacts.
    WhileInteracting,
}

impl Reach {
    /// The reach of `venue` when the bot `is_member` there (a direct venue
    /// never has the bot as a member).
    pub fn of(venue: &Venue, is_member: bool) -> Reach {
        match venue {
            Venue::Server { .. } if is_member => Reach::Always,
            _ => Reach::WhileInteracting,
        }
    }
}
