//! What holds a channel: the open lobby or running game that a new lobby there
//! would have to share it with (one per channel unless games play in threads).

use super::{GameId, Place, UnixTime, UserId};

/// The open lobby or running game that holds a channel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChannelHolder {
    /// A lobby waiting for players; its host can cancel it, else it closes
    /// itself at `expires_at` unless someone uses it.
    Lobby {
        id: GameId,
        place: Place,
        host: UserId,
        expires_at: UnixTime,
    },
    /// A game being played.
    Game { id: GameId, place: Place },
}

impl ChannelHolder {
    /// The lobby's or game's number.
    pub fn id(&self) -> GameId {
        match self {
            ChannelHolder::Lobby { id, .. } | ChannelHolder::Game { id, .. } => *id,
        }
    }

    /// Where it is shown.
    pub fn place(&self) -> &Place {
        match self {
            ChannelHolder::Lobby { place, .. } | ChannelHolder::Game { place, .. } => place,
        }
    }

    /// A link to its message (the lobby message, or the game's live turn
    /// message), once posted.
    pub fn link(&self) -> Option<String> {
        self.place().link()
    }
}
