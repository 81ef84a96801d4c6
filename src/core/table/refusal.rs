//! Why an action on a table was refused: shown to the person who tried it.

use super::{UnixTime, UserId};
use crate::game::Color;

/// What only a lobby's host may do (named when someone else tries it).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum HostAction {
    Start,
    Cancel,
    AddAi,
    RemoveAi,
}

impl std::fmt::Display for HostAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            HostAction::Start => "start",
            HostAction::Cancel => "cancel",
            HostAction::AddAi => "add-ai",
            HostAction::RemoveAi => "remove-ai",
        })
    }
}

/// Why a lobby action was refused (shown to the person who tried it).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LobbyRefusal {
    #[error("You are already seated at this table.")]
    AlreadySeated,
    #[error("You are not seated at this table.")]
    NotSeated,
    #[error("The table is full ({0} seats).")]
    Full(u8),
    #[error("Only {host}, the host, can {action}.")]
    NotHost { host: UserId, action: HostAction },
    #[error("There is no computer player to remove.")]
    NoAi,
    #[error("{0} is taken; pick a free color.")]
    ColorTaken(Color),
    #[error("A game needs at least two seats: wait for someone to join or add a computer player.")]
    TooFewSeats,
    #[error("A table has 2 to 6 seats.")]
    BadSeatCount,
    #[error("Write the turn time-out like 90s, 2 min or 1h30, between 30 seconds and 7 days.")]
    BadTimeout,
}

/// Why a resignation was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ResignRefusal {
    #[error("You are not playing in this game.")]
    NotPlaying,
    #[error("You have already left this game.")]
    AlreadyLeft,
    #[error("This game is over.")]
    Over,
}

/// Why a request to cancel a game was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CancelRefusal {
    #[error(
        "Only the people still playing this game, or a member with Manage Server, can cancel it."
    )]
    NotPlaying,
    #[error("This game is over.")]
    Over,
}

/// What a member may do once per cooldown.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cooldown {
    /// Open a practice game (the button after the lessons).
    Practice,
    /// Open a rematch under a game's results.
    Rematch,
    /// Open a tournament (`/hypnosia tournament new` posts a sign-up).
    Tournament,
}

/// Asked again too soon: refused, only to the asker, until `at`; asked
/// again then, it passes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TooSoon {
    /// The member's fair share of heavy work is spent for now.
    Heavy { at: UnixTime },
    /// The member did this within its cooldown.
    Cooldown { what: Cooldown, at: UnixTime },
}
