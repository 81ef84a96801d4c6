//! The hard computer player's move for the person of a practice game,
//! searched once per position: a hint asked again for the same game and
//! version is the one worked out before.

use std::sync::Arc;

use super::screen::Screen;
use super::{Error, Result, Tables, held};
use crate::ai::{Level, choose_move};
use crate::game::Move;
use crate::heavy::fair::Ask;
use crate::table::{GameId, GuildId, HintRefusal, Table, UserId};

impl<S: Screen> Tables<S> {
    /// What the hard player would play for `user` in `game` at `version`,
    /// worked out on the computer players' budget (off the async threads).
    /// Only the one person of a game with computer players, on their turn, at
    /// the current version; the game is marked as hinted before the answer.
    /// A game of another server than `guild` is unknown here. Charged to
    /// `user`'s allowance first: a search, or only its board when worked
    /// out already ([`Ask::Hint`]).
    pub async fn hint(
        self: &Arc<Self>,
        game: GameId,
        guild: GuildId,
        user: UserId,
        version: u64,
    ) -> Result<(Table, Move)> {
        let worked_out = self.known_hint(game, version).is_some();
        self.fair_share(user, Ask::Hint { worked_out })?;
        let table = self.load_in(guild, game).await?;
        if table.game.is_over() || table.game.version() != version {
            return Err(Error::refused(HintRefusal::Old));
        }
        if !table.offers_hint() || table.human_to_move().map(|(_, u)| u) != Some(user) {
            return Err(Error::refused(HintRefusal::NotYours));
        }
        if let Some(mv) = self.known_hint(game, version) {
            return Ok((table, mv));
        }
        let position = *table.game.position();
        let seed = (table.id.0 as u64) ^ version.rotate_left(29);
        let mv = self
            .think(guild, move || choose_move(Level::Hard, &position, seed))
            .await?
            .ok_or_else(|| Error::refused(HintRefusal::Old))?;
        self.store.mark_hinted(game).await?;
        held(&self.hints).insert(game, (version, mv));
        Ok((table, mv))
    }

    /// The hint already worked out for `game` at `version`, if any.
    fn known_hint(&self, game: GameId, version: u64) -> Option<Move> {
        held(&self.hints)
            .get(&game)
            .filter(|(v, _)| *v == version)
            .map(|&(_, mv)| mv)
    }

    /// For a game that is over: its last hint is of no use any more.
    pub(super) fn forget_hint(&self, game: GameId) {
        held(&self.hints).remove(&game);
    }
}
