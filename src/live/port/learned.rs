//! What the screen learns of the platform on its own calls, handed back to
//! the engine with each of its answers (a show's [`Shown`], a post's report,
//! a notice's end): a place out of reach ([`Door`]), a person whose DMs are
//! closed. The engine acts on it (`kernel/learned.rs`): it calls off what is
//! behind the door and stops the person's turn DMs. So the screen holds no
//! pointer to the engine: what it learns goes back the way its answers do.
//!
//! [`Shown`]: crate::live::Shown

use crate::table::{ChannelId, GuildId, UserId};

/// A place the bot can no longer reach.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Door {
    /// The bot is no longer in this server.
    Server(GuildId),
    /// This channel or thread is deleted.
    Channel(ChannelId),
    /// The bot may not use this channel or thread now (a permission): it
    /// may again later.
    Refused(ChannelId),
}

impl Door {
    /// The door a call refused in `channel` closes: [`Door::Channel`] when
    /// it is gone `for_good`, else [`Door::Refused`].
    pub fn of_refusal(channel: ChannelId, for_good: bool) -> Door {
        match for_good {
            true => Door::Channel(channel),
            false => Door::Refused(channel),
        }
    }
}

/// What a screen learned since it last answered, for the engine to act on
/// (a screen may hand back what another of its calls learned: each fact once).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Learned {
    /// Places its calls found out of reach: their games are called off
    /// ([`crate::live::Tables::close_door`]).
    pub out_of_reach: Vec<Door>,
    /// People whose DMs Discord refuses (closed, no server shared): no turn
    /// DM is tried again until they turn notifications on again.
    pub dms_closed: Vec<UserId>,
}

impl Learned {
    /// Whether there is nothing to act on.
    pub fn is_empty(&self) -> bool {
        self.out_of_reach.is_empty() && self.dms_closed.is_empty()
    }

    /// Adds what `other` learned.
    pub fn add(&mut self, other: Learned) {
        self.out_of_reach.extend(other.out_of_reach);
        self.dms_closed.extend(other.dms_closed);
    }
}
