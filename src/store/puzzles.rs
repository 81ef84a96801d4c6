//! Puzzles: a server's puzzles (from its finished games, and the
//! shipped set copied in when it runs out), each rated like a player, and
//! each person's puzzle rating. A person's first answer to a puzzle moves
//! both ratings (Weng-Lin, [`rate_attempt`](crate::store::rate_attempt));
//! a later one is shown, never rated. The SQL is in `sql/puzzles.rs`.

use super::{Store, StoreError};
use crate::puzzles::{PuzzleAnswer, PuzzleRating, PuzzleRow, StoredPuzzle};
use crate::table::{Community, GameId, GuildId, UnixTime, UserId};

impl Store {
    /// Adds the shipped set to `community`'s puzzles (those it has are kept).
    pub async fn add_shipped_puzzles(
        &self,
        community: impl Into<Community>,
        puzzles: &[StoredPuzzle],
    ) -> Result<(), StoreError> {
        on_backend!(self, add_shipped_puzzles(community.into(), puzzles))
    }

    /// Adds the puzzles found in finished game `game` (with their turns) to
    /// its server's (a position it has already is kept once), and marks the
    /// game searched (none found is a search done too).
    pub async fn add_game_puzzles(
        &self,
        game: GameId,
        puzzles: &[(u32, StoredPuzzle)],
    ) -> Result<(), StoreError> {
        on_backend!(self, add_game_puzzles(game, puzzles))
    }

    /// Up to `limit` finished games whose analysis is stored and whose
    /// puzzles were never searched (the search after the analysis found the
    /// heavy lane busy, failed to store, or was cut short by a restart),
    /// oldest first, with their servers: the sweep searches them.
    pub async fn owed_puzzle_searches(
        &self,
        limit: u32,
    ) -> Result<Vec<(GameId, GuildId)>, StoreError> {
        on_backend!(self, owed_puzzle_searches(limit))
    }

    /// A puzzle of `community` for `user`: one they never answered (the
    /// community's own games' first, rated nearest their puzzle rating, ties
    /// at random; none from a game they sat at), with `false`; else the one
    /// they answered longest ago, with `true`; none when it has no puzzle.
    pub async fn next_puzzle(
        &self,
        community: impl Into<Community>,
        user: UserId,
    ) -> Result<Option<(PuzzleRow, bool)>, StoreError> {
        let community = community.into();
        let near = self
            .puzzle_rating(community, user)
            .await?
            .unwrap_or_default()
            .skill
            .mu;
        on_backend!(self, next_puzzle(community, user, near))
    }

    /// `community`'s puzzle `id`, if it has one.
    pub async fn puzzle(
        &self,
        community: impl Into<Community>,
        id: i64,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        on_backend!(self, puzzle(community.into(), id))
    }

    /// Whether `user` answered puzzle `id` already (a new answer is not rated).
    pub async fn puzzle_answered(&self, id: i64, user: UserId) -> Result<bool, StoreError> {
        Ok(self.puzzle_answer(id, user).await?.is_some())
    }

    /// `user`'s counted answer to puzzle `id`, if any: whether it was right.
    pub async fn puzzle_answer(&self, id: i64, user: UserId) -> Result<Option<bool>, StoreError> {
        on_backend!(self, puzzle_answer(id, user))
    }

    /// `user`'s puzzle rating in `community`, if they answered a puzzle there.
    pub async fn puzzle_rating(
        &self,
        community: impl Into<Community>,
        user: UserId,
    ) -> Result<Option<PuzzleRating>, StoreError> {
        on_backend!(self, puzzle_player(community.into(), user))
    }

    /// Records `user`'s answer to `community`'s puzzle `id` (`solved`:
    /// right): their first moves their rating and the puzzle's, atomically
    /// (two at once count once); none when the community has no such puzzle.
    pub async fn answer_puzzle(
        &self,
        community: impl Into<Community>,
        id: i64,
        user: UserId,
        solved: bool,
        now: UnixTime,
    ) -> Result<Option<PuzzleAnswer>, StoreError> {
        on_backend!(self, answer_puzzle(community.into(), id, user, solved, now))
    }
}
