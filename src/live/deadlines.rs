//! Turn deadlines: at most one sleeping timer per game; when a person's turn's
//! deadline passes, the medium computer plays it for them (or removes them).
//! A turn nobody could see yet (its show is still owed) is never timed out:
//! it is shown again and gets its whole time from then.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::screen::{Cause, Screen};
use super::{held, Applied, Error, Result, Tables};
use crate::ai::{self, Level};
use crate::game::{Game, LeaveKind};
use crate::table::{unix_now, GameId, Table, TimeoutAction, UnixTime};

/// Pending turn-deadline timers: per game, the deadline and the timer's handle.
pub(super) type Timers = HashMap<GameId, (UnixTime, tokio::task::AbortHandle)>;

impl<S: Screen> Tables<S> {
    fn timers(&self) -> std::sync::MutexGuard<'_, Timers> {
        held(&self.timers)
    }

    /// Runs [`Self::on_deadline`] when `deadline` passes; replaces (cancels) the
    /// game's older timer, which can only be stale: a game's newest deadline is
    /// saved before it is scheduled.
    pub(super) fn schedule_deadline(self: &Arc<Self>, game: GameId, deadline: UnixTime) {
        let mut timers = self.timers();
        if timers.get(&game).is_some_and(|(at, _)| *at == deadline) {
            return; // two turns starting in the same second: one timer serves both
        }
        let tables = Arc::clone(self);
        let task = tokio::spawn(async move {
            let wait = (deadline - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            // Awake: leave the table of pending timers (from here on nothing
            // cancels this task), unless a newer deadline already replaced it.
            {
                let mut timers = tables.timers();
                match timers.get(&game) {
                    Some((at, _)) if *at == deadline => timers.remove(&game),
                    _ => return,
                };
            }
            // Boxed, so that a sleeping timer holds a few words rather than the
            // whole state of the time-out handling.
            tables.background_started(game);
            Box::pin(
                tables.supervised("turn deadline", game, move |tables| async move {
                    tables.on_deadline(game, deadline).await
                }),
            )
            .await;
            tables.background_ended(game);
        });
        if let Some((_, older)) = timers.insert(game, (deadline, task.abort_handle())) {
            older.abort();
        }
    }

    /// Whether a deadline timer is pending for `game`.
    pub(super) fn deadline_scheduled(&self, game: GameId) -> bool {
        self.timers().contains_key(&game)
    }

    /// Cancels the game's pending deadline timer (the game is over).
    pub(super) fn cancel_deadline(&self, game: GameId) {
        if let Some((_, timer)) = self.timers().remove(&game) {
            timer.abort();
        }
    }

    /// The deadline of a person's turn passed: the medium computer plays that
    /// turn (marked auto); the third time-out in a row removes the player. A
    /// turn whose show is still owed is shown again instead, with its time
    /// from now: nobody is timed out for a turn they could not see.
    async fn on_deadline(self: &Arc<Self>, game: GameId, deadline: UnixTime) -> Result<()> {
        self.change_game(game, Cause::Background, async |table: &mut Table| {
            if table.clock.deadline != Some(deadline) || table.human_to_move().is_none() {
                return Ok(Applied::Unchanged); // the turn was played meanwhile
            }
            if !self.seen(table) {
                return Ok(Applied::Reshown);
            }
            match table.count_timeout() {
                Some(TimeoutAction::PlayFor(color)) => {
                    let mut played = table.game.clone();
                    table.game = self
                        .think(move || play_turn_for(&mut played, game, color).map(|()| played))
                        .await??;
                }
                Some(TimeoutAction::Remove(color)) => {
                    table
                        .game
                        .leave(color, LeaveKind::Removed)
                        .map_err(|e| Error::Internal(format!("removal refused: {e}")))?
                }
                None => return Ok(Applied::Unchanged),
            }
            Ok(Applied::Changed)
        })
        .await
    }
}

/// The medium computer plays the rest of `color`'s turn, each move marked auto.
fn play_turn_for(game: &mut Game, id: GameId, color: crate::game::Color) -> Result<()> {
    let turn = game.entries().len();
    while game.to_move() == Some(color) && game.entries().len() == turn {
        let seed = (id.0 as u64) ^ game.version().rotate_left(32);
        let Some(mv) = ai::choose_move(Level::Medium, game.position(), seed) else {
            break;
        };
        let effects = game
            .play_auto(mv)
            .map_err(|e| Error::Internal(format!("auto move refused: {e}")))?;
        if effects.turn_ended {
            break;
        }
    }
    Ok(())
}
