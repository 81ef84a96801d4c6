//! The hard computer player's move for the person of a practice game.

use std::sync::Arc;

use super::screen::Screen;
use super::{Error, Result, Tables};
use crate::ai::{choose_move, Level};
use crate::game::Move;
use crate::table::{GameId, Table, UserId};
use crate::text;

impl<S: Screen> Tables<S> {
    /// What the hard player would play for `user` in `game` at `version`,
    /// worked out on the computer players' budget (off the async threads).
    /// Only the one person of a game with computer players, on their turn, at
    /// the current version; the game is marked as hinted before the answer.
    pub async fn hint(
        self: &Arc<Self>,
        game: GameId,
        user: UserId,
        version: u64,
    ) -> Result<(Table, Move)> {
        let table = self.load(game).await?;
        if table.game.is_over() || table.game.version() != version {
            return Err(Error::user(text!("refusal-hint-old")));
        }
        if !table.offers_hint() || table.human_to_move().map(|(_, u)| u) != Some(user) {
            return Err(Error::user(text!("refusal-hint-not-yours")));
        }
        let position = *table.game.position();
        let seed = (table.id.0 as u64) ^ version.rotate_left(29);
        let mv = self
            .think(move || choose_move(Level::Hard, &position, seed))
            .await?
            .ok_or_else(|| Error::user(text!("refusal-hint-old")))?;
        self.store.mark_hinted(game).await?;
        Ok((table, mv))
    }
}
