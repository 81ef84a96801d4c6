//! Computer turns: each move runs as a task of its own, a change like any other.
//! A turn the level chose whole (hard) keeps its second move, played unless
//! something changed in between, so the turn is not searched twice.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tracing::error;

use super::{Applied, Reply, Runtime};
use crate::ai::{self, Level, TurnChoice};
use crate::discord::error::{Error, Result};
use crate::table::{GameId, Occupant, Table};

impl Runtime {
    /// Schedules the game's next computer move, unless one is already scheduled
    /// (`/hypnosia board` and a restart re-arm a game; two chains of computer
    /// moves would play at twice the pace).
    pub(super) fn spawn_ai(self: &Arc<Self>, game: GameId) {
        if !self.ai_pending().insert(game) {
            return;
        }
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep(rt.config.ai_delay).await;
            rt.ai_pending().remove(&game);
            if let Err(e) = rt.ai_move(game).await {
                error!(%game, error = %e, "computer move failed");
            }
        });
    }

    /// One computer move (the next is scheduled when this one is shown).
    async fn ai_move(self: &Arc<Self>, game: GameId) -> Result<()> {
        let rt = Arc::clone(self);
        self.change_game(game, Reply::Background, async move |table: &mut Table| {
            let Some(color) = table.game.to_move().filter(|_| table.ai_to_move()) else {
                return Ok(Applied::Unchanged); // someone already played this step
            };
            let level = match table.occupant(color) {
                Some(Occupant::Ai(level)) => *level,
                _ => Level::Medium,
            };
            let seed = (game.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ table.game.version();
            let position = *table.game.position();
            let earlier = rt.turn_choices().remove(&game);
            let mv = match earlier.and_then(|choice| choice.follow_up(&position)) {
                Some(second) => second,
                None => {
                    // A decision is CPU work (milliseconds for hard): off the async threads.
                    let choice = tokio::task::spawn_blocking(move || {
                        ai::choose_turn(level, &position, seed)
                    })
                    .await
                    .map_err(|e| Error::Internal(format!("the computer player failed: {e}")))?
                    .ok_or_else(|| Error::Internal("no legal move for the computer".into()))?;
                    if choice.then.is_some() {
                        rt.turn_choices().insert(game, choice);
                    }
                    choice.now
                }
            };
            table
                .game
                .play(mv)
                .map_err(|e| Error::Internal(format!("computer move refused: {e}")))?;
            Ok(Applied::Changed)
        })
        .await
    }

    /// For a game that is over: its kept second move would otherwise stay in
    /// memory for as long as the bot runs.
    pub(super) fn forget_kept_turn(&self, game: GameId) {
        self.turn_choices().remove(&game);
    }

    fn ai_pending(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        self.ai_pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn turn_choices(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, TurnChoice>> {
        self.turn_choices.lock().unwrap_or_else(|e| e.into_inner())
    }
}
