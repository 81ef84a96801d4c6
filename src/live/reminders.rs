//! Slow games: the player to move is reminded once, with a mention, when a
//! quarter of their turn's time is left ([`reminder_at`]). The instant comes
//! from the stored deadline and the mark of the reminder is stored
//! ([`crate::store::Store::claim_reminder`]), so a restart arms the same
//! reminder again (armed with the deadline, by the resume and the sweep), a
//! reminder past due during the restart is sent at once, and none is sent
//! twice, even by two processes. The screen says it.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::screen::Screen;
use super::{held, Result, Tables};
use crate::table::{reminder_at, unix_now, GameId, Table, UnixTime};

/// Pending reminders: per game, the deadline reminded of and the timer.
pub(super) type ReminderTimers = HashMap<GameId, (UnixTime, tokio::task::AbortHandle)>;

impl<S: Screen> Tables<S> {
    fn reminder_timers(&self) -> std::sync::MutexGuard<'_, ReminderTimers> {
        held(&self.reminder_timers)
    }

    /// Arms the reminder of the turn now to play, if it has one (a person to
    /// move in a game with a time-out of an hour or more); replaces the
    /// game's older reminder.
    pub(super) fn schedule_reminder(self: &Arc<Self>, table: &Table) {
        let (Some(deadline), Some(_)) = (table.clock.deadline, table.human_to_move()) else {
            return;
        };
        let Some(at) = reminder_at(table.turn_timeout(), deadline) else {
            return;
        };
        let game = table.id;
        let mut timers = self.reminder_timers();
        if timers.get(&game).is_some_and(|(d, _)| *d == deadline) {
            return;
        }
        let tables = Arc::clone(self);
        let task = tokio::spawn(async move {
            let wait = (at - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            {
                let mut timers = tables.reminder_timers();
                match timers.get(&game) {
                    Some((d, _)) if *d == deadline => timers.remove(&game),
                    _ => return,
                };
            }
            if unix_now() >= deadline {
                return; // too late to remind: the deadline itself is handled
            }
            tables
                .supervised("turn reminder", game, move |tables| async move {
                    tables.remind(game, deadline).await
                })
                .await;
        });
        if let Some((_, older)) = timers.insert(game, (deadline, task.abort_handle())) {
            older.abort();
        }
    }

    /// Has the screen remind `game`'s player of their turn ending at
    /// `deadline`, once: the mark is claimed in the database first, and only
    /// while that deadline is still the game's.
    async fn remind(self: &Arc<Self>, game: GameId, deadline: UnixTime) -> Result<()> {
        let Some(mut table) = self.store.game(game).await? else {
            return Ok(());
        };
        if table.human_to_move().is_none()
            || table.clock.deadline != Some(deadline)
            || !self.store.claim_reminder(game, deadline).await?
        {
            return Ok(());
        }
        // The turn message posted a moment ago, which the store may not have yet.
        if let Some(live) = self.live_message(game) {
            table.place.message = live.message;
            table.place.message_from = live.from;
        }
        Arc::clone(&self.screen).remind(table, deadline);
        Ok(())
    }
}
