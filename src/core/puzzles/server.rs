//! A server's puzzles as they are kept: each puzzle with where it comes from
//! and its rating ([`PuzzleRow`]), and a day's puzzle of a server
//! ([`DailyPuzzle`]). The store reads and writes exactly these types.

use super::{PuzzleRating, StoredPuzzle};
use crate::table::{ChannelId, GameId, GuildId, MessageId};

/// A server's puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    pub id: i64,
    /// The game and turn it comes from (none for the shipped set).
    pub game: Option<GameId>,
    pub turn: Option<u32>,
    pub stored: StoredPuzzle,
    pub rating: PuzzleRating,
}

/// A day's puzzle of a server, as its row holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyPuzzle {
    pub guild: GuildId,
    /// The day, counted from the epoch in the engine's days.
    pub day: i64,
    pub channel: ChannelId,
    /// Its message, once posted.
    pub message: Option<MessageId>,
    /// How many answered it, as the message shows ("1 of 3 solved").
    pub answers_shown: u32,
    /// The puzzle, its rating and its count of solvers as they are now.
    pub puzzle: PuzzleRow,
}
