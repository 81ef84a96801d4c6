//! Computer turns: each move runs as a task of its own, a change like any other.
//! A turn the level chose whole (hard) keeps its second move, played unless
//! something changed in between, so the turn is not searched twice.

use std::collections::HashMap;
use std::sync::Arc;

use crate::ai::{self, Level, TurnChoice};
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::kernel::held;
use crate::live::port::{Cause, Screen};
use crate::live::turns::Turns;
use crate::table::{GameId, Occupant, Table};

impl<S: Screen> Turns<S> {
    /// Schedules the game's next computer move, unless one is already scheduled
    /// (`/hypnosia board`, a restart and the sweep re-arm a game; two chains of
    /// computer moves would play at twice the pace). A move that fails is tried
    /// again (see `process/supervise.rs`).
    pub(in crate::live) fn spawn_ai(self: &Arc<Self>, game: GameId) {
        let Some(due) = self
            .background
            .schedule_ai(game, self.kernel.settings().ai_delay)
        else {
            return;
        };
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep_until(due.into()).await;
            crate::pace::probe::COMPUTER_LATE.waited(due);
            // From here the move is in flight (the sweep leaves it alone), and
            // the next one may be scheduled by this one's change.
            tables.background.started(game);
            tables.background.ai_started(game, due);
            tables
                .kernel
                .supervised(
                    "computer move",
                    game,
                    &tables,
                    |tables: Arc<Self>| async move { tables.ai_move(game).await },
                )
                .await;
            crate::pace::probe::COMPUTER_MOVE.waited(due);
            tables.background.ai_over(game, due);
            tables.background.ended(game);
        });
    }

    /// One computer move (the next is scheduled when this one is saved).
    async fn ai_move(self: &Arc<Self>, game: GameId) -> Result<()> {
        let tables = Arc::clone(self);
        self.kernel
            .change_game(game, Cause::Background, async move |table: &mut Table| {
                let Some(color) = table.game.to_move().filter(|_| table.ai_to_move()) else {
                    return Ok(Applied::Unchanged); // someone already played this step
                };
                let level = match table.occupant(color) {
                    Some(Occupant::Ai(level)) => *level,
                    _ => Level::Medium,
                };
                let seed =
                    (game.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ table.game.version();
                let (position, guild) = (*table.game.position(), table.place.community());
                let earlier = tables.turn_choices().remove(&game);
                let mv = match earlier.and_then(|choice| choice.follow_up(&position)) {
                    Some(second) => second,
                    None => {
                        let choice = tables
                            .kernel
                            .think(guild, move || ai::choose_turn(level, &position, seed))
                            .await?
                            .ok_or_else(|| {
                                Error::Internal("no legal move for the computer".into())
                            })?;
                        if choice.then.is_some() {
                            tables.turn_choices().insert(game, choice);
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
    pub(in crate::live) fn forget_kept_turn(&self, game: GameId) {
        self.turn_choices().remove(&game);
    }

    fn turn_choices(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, TurnChoice>> {
        held(&self.turn_choices)
    }
}
