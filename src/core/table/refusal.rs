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
    #[error("This seat is kept for {invited}, whom {host} challenged.")]
    SeatKept { invited: UserId, host: UserId },
    #[error("Only {0} can decline this challenge.")]
    NotInvited(UserId),
    #[error("Nobody is challenged at this table any more.")]
    NoChallenge,
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

/// Why the engine refused a lobby click or a rematch, beside a lobby's own
/// rules ([`LobbyRefusal`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LobbyAskRefusal {
    /// The lobby is closed, started (or being started) or of another server.
    Closed,
    /// The computer menu's placeholder was picked.
    PickComputer,
    /// The color menu's placeholder was picked.
    PickColor,
    /// The table needs a thread and the bot lacks these permissions (as
    /// [`super::permission_names`] names them).
    CannotOpenThread(Vec<&'static str>),
    /// A tournament's table has no rematch (its next game is a round).
    RematchInTournament,
    /// Only a player of the game asks for its rematch.
    RematchNotPlayer,
    /// Games are no longer allowed in the game's channel.
    RematchNotAllowed,
}

/// Why a vote to cancel a game was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VoteRefusal {
    /// A player asked alone, where the others must agree.
    OthersMustAgree,
    /// A force-cancel by someone without Manage Server.
    ManageServer,
    /// The game is over.
    Finished,
    /// The vote ran out or was decided.
    Over,
    /// Only the game's players vote.
    NotPlaying,
}

/// Why the engine refused what was asked of a tournament, beside the
/// core's own refusals (`seating::TournamentRefusal`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentAskRefusal {
    /// A table has 2 to 6 seats.
    BadSeatCount,
    /// A tournament takes 2 to `cap` players.
    PlayerCap { cap: u16 },
    /// A Swiss tournament has 1 to `max` rounds.
    Rounds { max: u16 },
    /// Only its host (or a member with Manage Server) does this.
    NotHost,
    /// Too few players signed up (or checked in) to start.
    TooFew,
    /// A start (or check-in) time written wrong or out of range.
    StartTime,
    /// A check-in needs a start time.
    CheckInStart,
    /// No tournament on this server to name.
    None,
}

/// Why a puzzle's ask was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleRefusal {
    /// The server has no puzzle yet.
    None,
    /// The puzzle is no longer on the server (or was not solved by the asker).
    Gone,
    /// A button of another turn of the puzzle.
    Button,
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
    /// Challenge a member ("Challenge to Hypnosia" pings them).
    Challenge,
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

/// Why an ask about a game (its table, its record) was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameRefusal {
    /// The game no longer exists.
    Gone,
    /// The game is another server's: as unknown here as one that never was.
    NotHere,
    /// The game is still running (it is replayed or analysed once over).
    Running(super::GameId),
    /// No finished game of this number on this server.
    NoFinishedGame(super::GameId),
    /// Its practice game still runs there (a link, or the channel named).
    PracticeRunning(super::Place),
    /// No game of this number on this server.
    NoSuchGame(super::GameId),
    /// No game in this channel.
    NoGameHere,
    /// No game has finished in this channel yet.
    NoFinishedGameHere,
    /// The asker plays no running game in this channel.
    NoRunningGame,
}

/// Why a hint was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintRefusal {
    /// The button is of an earlier moment of the game.
    Old,
    /// Hints are for the one person of a game with computer players, on
    /// their turn.
    NotYours,
}

/// Why an analysis was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AnalysisRefusal {
    /// The asker did not play in the game (their own moves are theirs alone).
    NotYours(super::GameId),
    /// Its public post is on its way.
    Posting(super::GameId),
    /// The game was cancelled: nothing to analyse.
    Cancelled(super::GameId),
    /// Too many pictures to draw right now.
    DrawingBusy,
}

/// Why a click on a move button changed nothing (shown to the clicker only).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveRefusal {
    #[error("malformed button id")]
    Malformed,
    #[error("button of another game")]
    OtherGame,
    #[error("game over")]
    Finished,
    #[error("click on an old version")]
    OldVersion,
    #[error("click by a spectator")]
    Spectator,
    #[error("not the clicker's turn ({0} to move)")]
    NotYourTurn(String),
    #[error("illegal move")]
    Illegal,
}
