//! A decided game played out by the change path itself: when only one person
//! can still move, the bot plays their turns to the end the fastest way
//! ([`crate::ai::Finisher`]), as the path plays out a game nobody can move in. It is the change path's, not
//! the turns service's: it happens inside a commit, under the game's lock.

use tracing::info;

use crate::ai;
use crate::game::AutoCause;
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::port::Screen;
use crate::table::Table;

impl<S: Screen> Kernel<S> {
    /// The bot plays the lone mover's turns to the end of the game
    /// (off the async threads), each move marked auto with `cause` (the
    /// order was decided, "Finish for me", or their time-out).
    pub(in crate::live) async fn finish_lone(
        &self,
        table: &mut Table,
        cause: AutoCause,
    ) -> Result<()> {
        let Some((color, _)) = table.lone_person() else {
            return Ok(());
        };
        let mut game = table.game.clone();
        let before = game.entries().len();
        let game = self
            .think(table.place.community(), move || {
                ai::finish_for(&mut game, cause).map(|()| game)
            })
            .await?
            .map_err(|e| Error::Internal(format!("a finishing move was refused: {e}")))?;
        let turns = game.entries().len().saturating_sub(before) + 1;
        info!(game = %table.id, %color, turns, ?cause, "only one person could move: the bot finished for them");
        table.game = game;
        Ok(())
    }
}
