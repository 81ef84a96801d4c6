//! Slow games: the mark that the player to move was reminded of a deadline.
//! The SQL is in `sql/reminders.rs`.

use super::{Store, StoreError};
use crate::table::{GameId, UnixTime};

impl Store {
    /// Claims the reminder of `game`'s turn ending at `deadline`: true once,
    /// for the one caller that marks it (across processes and restarts), and
    /// only while that deadline is still the game's (the turn not played).
    pub async fn claim_reminder(
        &self,
        game: GameId,
        deadline: UnixTime,
    ) -> Result<bool, StoreError> {
        on_backend!(self, claim_reminder(game, deadline))
    }
}
