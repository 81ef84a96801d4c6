//! Turn deadlines: at most one sleeping timer per game; when a person's turn's
//! deadline passes, the medium computer plays it for them (the third time in
//! a row removes them); a lone mover's time-out, and the third of a person
//! nobody else waits for, plays the rest of the game for them (`finish.rs`).
//! A turn nobody could see yet (its show is still owed) is never timed out:
//! it is shown again and gets its whole time from then; at a table reached
//! only through clicks, where nothing can show it, its deadline is dropped,
//! and the next click on the board gives it its whole time.

use std::sync::Arc;

use crate::ai::{self, Level};
use crate::game::{AutoCause, Color, Game, LeaveKind};
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::port::{Cause, Screen};
use crate::live::turns::Turns;
use crate::seating::TournamentId;
use crate::store::PostId;
use crate::table::{GameId, Reach, Table, TimeoutAction, UnixTime};

impl<S: Screen> Turns<S> {
    /// Runs [`Self::on_deadline`] when `deadline` passes; replaces (cancels) the
    /// game's older timer, which can only be stale: a game's newest deadline is
    /// saved before it is scheduled. Two turns starting in the same second
    /// share one timer.
    pub(in crate::live) fn schedule_deadline(self: &Arc<Self>, game: GameId, deadline: UnixTime) {
        let tables = Arc::clone(self);
        self.deadlines
            .arm(game, deadline, deadline, move || async move {
                tables.background.started(game);
                tables
                    .kernel
                    .supervised("turn deadline", game, &tables, move |tables: Arc<Self>| async move {
                        tables.on_deadline(game, deadline).await
                    })
                    .await;
                tables.background.ended(game);
            });
    }

    /// Whether a deadline timer is pending for `game`.
    pub(in crate::live) fn deadline_scheduled(&self, game: GameId) -> bool {
        self.deadlines.pending(game)
    }

    /// Cancels the game's pending deadline timer (the game is over).
    pub(in crate::live) fn cancel_deadline(&self, game: GameId) {
        self.deadlines.cancel(game);
    }

    /// The deadline of a person's turn passed: the medium computer plays that
    /// turn (marked auto); the third time-out in a row removes the player, or,
    /// when no other person still in the game waits for them, plays the rest
    /// of the game for them (`finish.rs`). A turn whose show is still owed is
    /// shown again instead, with its time from now: nobody is timed out for a
    /// turn they could not see.
    async fn on_deadline(self: &Arc<Self>, game: GameId, deadline: UnixTime) -> Result<()> {
        let mut out_of_tournament = None;
        let kernel = &self.kernel;
        kernel
            .change_game(game, Cause::Background, async |table: &mut Table| {
                if table.clock.deadline != Some(deadline) || table.human_to_move().is_none() {
                    return Ok(Applied::Unchanged); // the turn was played meanwhile
                }
                let showing = kernel.showings().screen_busy(game);
                if !kernel.seen(table) && table.place.reach == Reach::WhileInteracting && !showing {
                    // Only a click can show it: its turn has no deadline
                    // until one does (saved once, nothing shown). One whose
                    // click's show is still under way is shown again below,
                    // with its whole time from now.
                    table.clock.deadline = None;
                    return Ok(Applied::Changed);
                }
                if !kernel.seen(table) {
                    return Ok(Applied::Reshown);
                }
                if table.lone_person().is_some() {
                    // Nobody else waits for them: played to the end, not removed.
                    kernel.finish_lone(table, AutoCause::Timeout).await?;
                    return Ok(Applied::Changed);
                }
                match table.count_timeout() {
                    Some(TimeoutAction::PlayFor(color)) => {
                        let mut played = table.game.clone();
                        table.game = kernel
                            .think(table.place.community(), move || {
                                play_turn_for(&mut played, game, color).map(|()| played)
                            })
                            .await??;
                    }
                    Some(TimeoutAction::Remove(color)) => {
                        out_of_tournament = self.out_of_tournament(table, color).await?;
                        table
                            .game
                            .leave(color, LeaveKind::Removed)
                            .map_err(|e| Error::Internal(format!("removal refused: {e}")))?
                    }
                    Some(TimeoutAction::PlayOut(color)) => {
                        // Nobody else waits for them: the rest is played at once,
                        // not removed. A no-show is still out of a tournament.
                        out_of_tournament = self.out_of_tournament(table, color).await?;
                        self.play_out_for(table, color).await?;
                    }
                    None => return Ok(Applied::Unchanged),
                }
                Ok(Applied::Changed)
            })
            .await?;
        if let Some(tournament) = out_of_tournament {
            // Its sign-up message lists them as out.
            kernel.hand_over_soon(PostId::Signup(tournament));
        }
        Ok(())
    }

    /// A tournament table's player timed out too often: out of the
    /// tournament, before the game's end asks for its next round (later
    /// rounds don't seat them); the tournament, to show it again.
    async fn out_of_tournament(&self, table: &Table, color: Color) -> Result<Option<TournamentId>> {
        let user = table.seat(color).and_then(|s| s.occupant.user());
        Ok(match user.filter(|_| table.tournament.is_some()) {
            Some(user) => {
                self.kernel
                    .store()
                    .removed_from_table(table.id, user)
                    .await?
            }
            None => None,
        })
    }
}

/// The medium computer plays the rest of `color`'s turn, each move marked auto.
fn play_turn_for(game: &mut Game, id: GameId, color: Color) -> Result<()> {
    let turn = game.entries().len();
    while game.to_move() == Some(color) && game.entries().len() == turn {
        let seed = (id.0 as u64) ^ game.version().rotate_left(32);
        let Some(mv) = ai::choose_move(Level::Medium, game.position(), seed) else {
            break;
        };
        let effects = game
            .play_auto(mv, AutoCause::Timeout)
            .map_err(|e| Error::Internal(format!("auto move refused: {e}")))?;
        if effects.turn_ended {
            break;
        }
    }
    Ok(())
}
