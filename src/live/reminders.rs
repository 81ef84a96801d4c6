//! Slow games: the player to move is reminded once, with a mention, when a
//! quarter of their turn's time is left ([`reminder_at`]). The instant comes
//! from the stored deadline and the mark of the reminder is stored
//! ([`crate::store::Store::claim_reminder`]), so a restart arms the same
//! reminder again (armed with the deadline, by the resume and the sweep), a
//! reminder past due during the restart is sent at once, and none is sent
//! twice, even by two processes. The screen says it.

use std::sync::Arc;

use super::screen::{Notice, Screen};
use super::{Kernel, Result};
use crate::table::{GameId, Table, UnixTime, reminder_at, unix_now};

impl<S: Screen> Kernel<S> {
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
        let tables = Arc::clone(self);
        self.reminders.arm(game, deadline, at, move || async move {
            if unix_now() >= deadline {
                return; // too late to remind: the deadline itself is handled
            }
            tables
                .supervised(
                    "turn reminder",
                    game,
                    &tables,
                    move |tables: Arc<Self>| async move { tables.remind(game, deadline).await },
                )
                .await;
        });
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
        let table = Box::new(table);
        Arc::clone(&self.screen).notice(Notice::Remind { table, deadline });
        Ok(())
    }
}
