//! Slow games: the player to move is reminded once, with a mention, when a
//! quarter of their turn's time is left ([`reminder_at`]). The instant comes
//! from the stored deadline and the reminder is a post of the engine's
//! outbox (`outbox/`, owed and leased at once, keyed by the game and the
//! deadline), so a restart arms the same reminder again (armed with the
//! deadline, by the resume and the sweep), a reminder past due during the
//! restart is sent at once, one claimed before a stop is sent by the sweep,
//! and none is sent twice, even by two processes. The screen says it.

use std::sync::Arc;

use crate::live::error::{Error, Result};
use crate::live::outbox::{Carrier, Carrying};
use crate::live::port::Screen;
use crate::live::port::post::{Post, PostData};
use crate::live::turns::Turns;
use crate::store::{PostId, PostRow};
use crate::table::{GameId, Reach, Table, UnixTime, reminder_at, unix_now};

impl<S: Screen> Turns<S> {
    /// Arms the reminder of the turn now to play, if it has one (a person to
    /// move in a game with a time-out of an hour or more); replaces the
    /// game's older reminder.
    pub(in crate::live) fn schedule_reminder(self: &Arc<Self>, table: &Table) {
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
                .kernel
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
    /// `deadline`, once: the post is owed and leased in the outbox first, and
    /// only while that deadline is still the game's.
    async fn remind(self: &Arc<Self>, game: GameId, deadline: UnixTime) -> Result<()> {
        let Some(table) = self.reminded(game, deadline).await? else {
            return Ok(());
        };
        // A reminder is a post of the bot's own: only where it is a member.
        let (Some(guild), Reach::Always) = (table.place.venue.guild(), table.place.reach) else {
            return Ok(());
        };
        let post = (PostId::Reminder(game, deadline), guild);
        let lease = self.kernel.settings().waits.post_lease_secs();
        let Ok(key) = self.outbox.claim_post(post, lease).await? else {
            return Ok(());
        };
        let data = PostData::Reminder { table, deadline };
        self.outbox.hand_over(Post::new(key, guild, data, None));
        Ok(())
    }

    /// `game` as its reminder of `deadline` shows it, while that deadline is
    /// still its turn's and a person is to move.
    pub(in crate::live) async fn reminded(
        &self,
        game: GameId,
        deadline: UnixTime,
    ) -> Result<Option<Box<Table>>> {
        let Some(mut table) = self.kernel.store().game(game).await? else {
            return Ok(None);
        };
        if table.human_to_move().is_none() || table.clock.deadline != Some(deadline) {
            return Ok(None);
        }
        // What the screen posted a moment ago, which the store may not have yet.
        if let Some(screen) = self.kernel.on_screen(game) {
            table.place.screen = screen;
        }
        Ok(Some(Box::new(table)))
    }
}

/// A turn's reminder, carried by the outbox for the turns service.
impl<S: Screen> Carrier for Turns<S> {
    fn data<'a>(self: Arc<Self>, row: &'a PostRow) -> Carrying<'a, Option<PostData>> {
        Box::pin(async move {
            let PostId::Reminder(game, deadline) = row.id else {
                return Err(Error::Internal(format!(
                    "post {} is not a reminder",
                    row.id
                )));
            };
            let table = self.reminded(game, deadline).await?;
            Ok(table.map(|table| PostData::Reminder { table, deadline }))
        })
    }
}
