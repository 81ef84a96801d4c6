//! A server's puzzles as they are kept: each puzzle with where it comes from
//! and its rating ([`PuzzleRow`]), and a day's puzzle of a server
//! ([`DailyPuzzle`]), its day counted from the epoch ([`day_of`],
//! [`day_start`]). The store reads and writes exactly these types.

use std::time::Duration;

use super::{PuzzleRating, StoredPuzzle};
use crate::table::{ChannelId, GameId, GuildId, MessageId, UnixTime};

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

/// The day `now` falls in, counted from the epoch in days of `length`.
pub fn day_of(now: UnixTime, length: Duration) -> i64 {
    let length = i64::try_from(length.as_secs()).unwrap_or(i64::MAX).max(1);
    now.div_euclid(length)
}

/// The first second of day `day` of `length` (the post's date).
pub fn day_start(day: i64, length: Duration) -> UnixTime {
    day.saturating_mul(i64::try_from(length.as_secs()).unwrap_or(i64::MAX).max(1))
}
