//! Every game ends: a game with no turn limit (a practice game) has no
//! deadline to time anyone out, so after [`crate::live::Waits::idle_end`] without a
//! move the sweep calls it off, unrated, as its turn message says it will. It
//! holds no channel and counts toward no cap meanwhile (the store's rule), so
//! an abandoned one keeps nobody from playing; this is what frees the rest.
//!
//! A table reached only through clicks (a DM, a group DM, a server without
//! the bot) whose turn nobody saw since a time-out has no deadline: nothing
//! can show it until someone clicks. Left unclicked for
//! [`crate::live::Waits::unclicked_end`] (a week, [`crate::live::Waits::unclicked_end_slow`],
//! for a slow game) it is called off the same way, which frees its channel
//! and its caps; its end is marked shown (nobody could see it), and its
//! board's next click shows it, saying why.

use std::sync::Arc;

use tracing::{info, warn};

use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::port::{Cause, Screen};
use crate::live::tables::Tables;
use crate::table::{CancelledBy, GameId, Table, unix_now};

impl<S: Screen> Tables<S> {
    /// Calls off our games with no turn limit that nobody moved in for the
    /// idle end; returns how many. A game that moved since the store listed
    /// it (its version is not the one listed) is left as it is.
    pub(in crate::live) async fn end_idle_games(self: &Arc<Self>) -> Result<usize> {
        let idle_for =
            i64::try_from(self.kernel.settings().waits.idle_end.as_secs()).unwrap_or(i64::MAX);
        let idle = self
            .kernel
            .store()
            .idle_games(unix_now().saturating_sub(idle_for))
            .await?;
        let mut ended = 0;
        for (id, _, version) in idle
            .into_iter()
            .filter(|(_, guild, _)| self.kernel.settings().sharding.owns(*guild))
        {
            match self.end_idle(id, version).await {
                Ok(()) => ended += 1,
                Err(e) => warn!(game = %id, error = %e, "an idle game could not be called off"),
            }
        }
        Ok(ended)
    }

    /// Calls off our tables reached only through clicks left unclicked, their
    /// turn unseen, for [`crate::live::Waits::unclicked_end`] (a slow game:
    /// `unclicked_end_slow`); returns how many. Reads only those tables.
    pub(in crate::live) async fn end_unclicked_games(self: &Arc<Self>) -> Result<usize> {
        let waits = &self.kernel.settings().waits;
        let before = |wait: std::time::Duration| {
            unix_now().saturating_sub(i64::try_from(wait.as_secs()).unwrap_or(i64::MAX))
        };
        let cutoffs = (
            before(waits.unclicked_end),
            before(waits.unclicked_end_slow),
        );
        let unclicked = self.kernel.store().unclicked_games(cutoffs).await?;
        let mut ended = 0;
        for (id, _, version) in unclicked
            .into_iter()
            .filter(|(_, community, _)| self.kernel.settings().sharding.owns(*community))
        {
            match self.end_unclicked(id, version).await {
                Ok(true) => ended += 1,
                Ok(false) => {}
                Err(e) => {
                    warn!(game = %id, error = %e, "an unclicked table could not be called off")
                }
            }
        }
        Ok(ended)
    }

    /// Calls off `game`, still at `version` with its turn unseen and no
    /// deadline, through the one change path, then marks its end shown and
    /// ended so; whether it did.
    async fn end_unclicked(self: &Arc<Self>, game: GameId, version: u64) -> Result<bool> {
        let mut called_off = false;
        let kernel = &self.kernel;
        kernel
            .change_game(game, Cause::Background, async |table: &mut Table| {
                let unseen = !kernel.seen(table) && table.clock.deadline.is_none();
                if table.game.is_over() || table.game.version() != version || !unseen {
                    return Ok(Applied::Unchanged);
                }
                table
                    .game
                    .cancel()
                    .map_err(|e| Error::Internal(format!("calling off was refused: {e}")))?;
                info!(%game, "nobody clicked a table reached only through clicks: called off");
                called_off = true;
                Ok(Applied::Cancelled {
                    by: CancelledBy::Unclicked,
                })
            })
            .await?;
        if called_off {
            kernel.store().mark_ended_unclicked(game).await?;
        }
        Ok(called_off)
    }

    /// Calls off `game`, still at `version`, through the one change path:
    /// not rated, its results shown saying why.
    async fn end_idle(self: &Arc<Self>, game: GameId, version: u64) -> Result<()> {
        self.kernel
            .change_game(game, Cause::Background, async |table: &mut Table| {
                let moved = table.game.version() != version;
                if table.game.is_over() || moved || table.options.turn_limit().is_some() {
                    return Ok(Applied::Unchanged);
                }
                table
                    .game
                    .cancel()
                    .map_err(|e| Error::Internal(format!("calling off was refused: {e}")))?;
                info!(%game, "no move for the idle end: called off");
                Ok(Applied::Cancelled {
                    by: CancelledBy::Idle,
                })
            })
            .await
    }
}
