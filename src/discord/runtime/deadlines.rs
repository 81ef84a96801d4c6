//! Turn deadlines: at most one sleeping timer per game; when a human turn's
//! deadline passes, the medium computer plays it for them (or removes them).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tracing::error;

use super::{now, Key, Reply, Runtime};
use crate::discord::components::GameId;
use crate::discord::ports::{self, Level};
use crate::discord::table::{on_timeout, TimeoutAction};
use crate::error::{Error, Result};
use crate::game::LeaveKind;

/// Pending turn-deadline timers: per game, the deadline and the timer's handle.
pub(super) type Timers = HashMap<GameId, (i64, tokio::task::AbortHandle)>;

impl Runtime {
    fn timers(&self) -> std::sync::MutexGuard<'_, Timers> {
        self.timers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs [`Self::on_deadline`] when `deadline` passes; replaces (cancels) the
    /// game's older timer, which can only be stale: a game's newest deadline is
    /// saved before it is scheduled.
    pub(super) fn schedule_deadline(self: &Arc<Self>, game: GameId, deadline: i64) {
        let mut timers = self.timers();
        if timers.get(&game).is_some_and(|(at, _)| *at == deadline) {
            return; // two turns starting in the same second: one timer serves both
        }
        let rt = Arc::clone(self);
        let task = tokio::spawn(async move {
            let wait = (deadline - now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            // Awake: leave the table of pending timers (from here on nothing
            // cancels this task), unless a newer deadline already replaced it.
            {
                let mut timers = rt.timers();
                match timers.get(&game) {
                    Some((at, _)) if *at == deadline => timers.remove(&game),
                    _ => return,
                };
            }
            // Boxed, so that a sleeping timer holds a few words rather than the
            // whole state of the time-out handling.
            if let Err(e) = Box::pin(rt.on_deadline(game, deadline)).await {
                error!(game, error = %e, "time-out handling failed");
            }
        });
        if let Some((_, older)) = timers.insert(game, (deadline, task.abort_handle())) {
            older.abort();
        }
    }

    /// Cancels the game's pending deadline timer (the game is over).
    pub(super) fn cancel_deadline(&self, game: GameId) {
        if let Some((_, timer)) = self.timers().remove(&game) {
            timer.abort();
        }
    }

    /// The deadline of a human turn passed: the medium computer plays that turn
    /// (marked auto); the third time-out in a row removes the player.
    async fn on_deadline(self: &Arc<Self>, game: GameId, deadline: i64) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        if table.deadline != Some(deadline) || table.human_to_move().is_none() {
            return Ok(()); // the turn was played meanwhile
        }
        let Some(color) = table.game.to_move() else {
            return Ok(());
        };
        let before = Some((color, table.game.entries().len()));
        let expected = table.game.version();
        match on_timeout(&mut table) {
            Some(TimeoutAction::PlayFor(color)) => {
                let turn = table.game.entries().len();
                while table.game.to_move() == Some(color) && table.game.entries().len() == turn {
                    let seed = (game as u64) ^ table.game.version().rotate_left(32);
                    let Some(mv) = ports::choose_move(Level::Medium, table.game.position(), seed)
                    else {
                        break;
                    };
                    let effects = table
                        .game
                        .play_auto(mv)
                        .map_err(|e| Error::Internal(format!("auto move refused: {e}")))?;
                    if effects.turn_ended {
                        break;
                    }
                }
            }
            Some(TimeoutAction::Remove(color)) => {
                table
                    .game
                    .leave(color, LeaveKind::Removed)
                    .map_err(|e| Error::Internal(format!("removal refused: {e}")))?;
            }
            None => return Ok(()),
        }
        self.publish(&mut table, expected, before, Reply::Background)
            .await
    }
}
