//! Computer turns: each move runs as a task of its own under the game's lock.
//! A turn the level chose whole (hard) keeps its second move, played unless
//! something changed in between, so the turn is not searched twice.

use std::collections::HashMap;
use std::sync::Arc;

use tracing::error;

use super::{Key, Reply, Runtime};
use crate::discord::components::GameId;
use crate::discord::ports::{self, Level, TurnChoice};
use crate::error::{Error, Result};

impl Runtime {
    pub(super) fn spawn_ai(self: &Arc<Self>, game: GameId) {
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep(rt.config.ai_delay).await;
            if let Err(e) = rt.ai_move(game).await {
                error!(game, error = %e, "computer move failed");
            }
        });
    }

    /// One computer move (the next is scheduled by `publish`).
    async fn ai_move(self: &Arc<Self>, game: GameId) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        let Some(color) = table.game.to_move().filter(|_| table.ai_to_move()) else {
            return Ok(()); // someone already played this step
        };
        let level = match table.occupant(color) {
            Some(crate::discord::lobby::Occupant::Ai(level)) => *level,
            _ => Level::Medium,
        };
        let expected = table.game.version();
        let seed = (game as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ expected;
        let position = *table.game.position();
        let earlier = self.turn_choices().remove(&game);
        let mv = match earlier.and_then(|choice| choice.follow_up(&position)) {
            Some(second) => second,
            None => {
                // A decision is CPU work (milliseconds for hard): off the async threads.
                let choice =
                    tokio::task::spawn_blocking(move || ports::choose_turn(level, &position, seed))
                        .await
                        .map_err(|e| Error::Internal(format!("the computer player failed: {e}")))?
                        .ok_or_else(|| Error::Internal("no legal move for the computer".into()))?;
                if choice.then.is_some() {
                    self.turn_choices().insert(game, choice);
                }
                choice.now
            }
        };
        let before = Some((color, table.game.entries().len()));
        table
            .game
            .play(mv)
            .map_err(|e| Error::Internal(format!("computer move refused: {e}")))?;
        self.publish(&mut table, expected, before, Reply::Background)
            .await
    }

    /// For a game that is over: its kept second move would otherwise stay in
    /// memory for as long as the bot runs.
    pub(super) fn forget_kept_turn(&self, game: GameId) {
        self.turn_choices().remove(&game);
    }

    fn turn_choices(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, TurnChoice>> {
        self.turn_choices.lock().unwrap_or_else(|e| e.into_inner())
    }
}
