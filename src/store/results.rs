//! Finishing a game: status, final record, per-player results, stats and ratings
//! in one transaction, so the leaderboard never disagrees with the games.

use super::{Store, StoreError};
use crate::game::{Color, EndReason, Game};
use crate::table::{Community, GameId, Occupant, RatingChange, UnixTime, unix_now};

/// One seat's result in a finished game.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerResult {
    pub color: Color,
    pub occupant: Occupant,
    /// Competition rank: 1, 2, 2, 4.
    pub rank: u8,
    pub score: i16,
    /// Pawns this player brought to the center.
    pub center_pawns: u8,
    /// Opponent pawns this player captured.
    pub captures: u8,
    /// Own pawns lost to captures.
    pub losses: u8,
    /// Whether the player resigned or was removed.
    pub left: bool,
    /// Whether this person walked away from the game
    /// ([`crate::game::BotTurns::walked_away`]: the bot played most of their turns, on
    /// time-outs or "Finish for me"): the game then earns them no win and no
    /// best finish (`standings.rs`). False for a computer.
    pub walked_away: bool,
}

/// What [`Store::finish_game`] wrote, to show under the final board.
#[derive(Clone, PartialEq, Debug)]
pub struct FinishedGame {
    pub id: GameId,
    /// The community it counted for (a server, or a direct venue).
    pub community: Community,
    pub reason: EndReason,
    /// In ranking order.
    pub results: Vec<PlayerResult>,
    /// Empty unless the game was rated (two or more humans, not cancelled).
    pub rating_changes: Vec<RatingChange>,
}

impl Store {
    /// Ends a running game that is over (`game.is_over()`), in one transaction:
    /// the final record and status (`finished`, or `cancelled` when the game was
    /// called off), one result row per seat, and, unless cancelled, every human's
    /// stats and (with two or more humans) ratings.
    ///
    /// Like [`Store::save_game`], fails with [`StoreError::StaleVersion`] when the
    /// stored game is not at `expected_version`; nothing is written then.
    pub async fn finish_game(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
    ) -> Result<FinishedGame, StoreError> {
        self.finish_game_at(id, expected_version, game, unix_now())
            .await
    }

    /// [`Store::finish_game`] with the instant it ended given (which decides the
    /// game's season); the bot passes its clock.
    pub async fn finish_game_at(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        finished_at: UnixTime,
    ) -> Result<FinishedGame, StoreError> {
        let done = on_backend!(self, finish_game(id, expected_version, game, finished_at));
        // Over, or refused: kept no longer either way.
        self.kept.forget(id);
        done
    }

    /// How the ratings moved in the finished game `id`, as
    /// [`Store::finish_game`] returned them: read back from its rows of the
    /// rating history, so that results shown again after a crash carry them.
    /// Empty for a game that was not rated.
    pub async fn rating_changes(&self, id: GameId) -> Result<Vec<RatingChange>, StoreError> {
        on_backend!(self, rating_changes(id))
    }
}
