//! Slow games: the player to move is reminded once, with a mention, when a
//! quarter of their turn's time is left ([`reminder_at`]). The instant comes
//! from the stored deadline and the mark of the reminder is stored
//! ([`crate::store::Store::claim_reminder`]), so a restart arms the same
//! reminder again (armed with the deadline, by the resume and the sweep), a
//! reminder past due during the restart is sent at once, and none is sent
//! twice, even by two processes.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{CreateAllowedMentions, CreateMessage, Nonce};

use super::{post_nonce, retrying, Runtime};
use crate::discord::error::Result;
use crate::t;
use crate::table::{reminder_at, unix_now, GameId, Table, UnixTime};

/// Pending reminders: per game, the deadline reminded of and the timer.
pub(super) type ReminderTimers = HashMap<GameId, (UnixTime, tokio::task::AbortHandle)>;

impl Runtime {
    fn reminder_timers(&self) -> std::sync::MutexGuard<'_, ReminderTimers> {
        self.reminder_timers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
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
        let rt = Arc::clone(self);
        let task = tokio::spawn(async move {
            let wait = (at - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            {
                let mut timers = rt.reminder_timers();
                match timers.get(&game) {
                    Some((d, _)) if *d == deadline => timers.remove(&game),
                    _ => return,
                };
            }
            if unix_now() >= deadline {
                return; // too late to remind: the deadline itself is handled
            }
            rt.supervised("turn reminder", game, move |rt| async move {
                rt.remind(game, deadline).await
            })
            .await;
        });
        if let Some((_, older)) = timers.insert(game, (deadline, task.abort_handle())) {
            older.abort();
        }
    }

    /// Posts the reminder of `game`'s turn ending at `deadline`, once: the
    /// mark is claimed in the database first, and only while that deadline is
    /// still the game's.
    async fn remind(self: &Arc<Self>, game: GameId, deadline: UnixTime) -> Result<()> {
        let Some(mut table) = self.store.game(game).await? else {
            return Ok(());
        };
        let Some((_, user)) = table.human_to_move() else {
            return Ok(());
        };
        if table.clock.deadline != Some(deadline)
            || !self.store.claim_reminder(game, deadline).await?
        {
            return Ok(());
        }
        // The turn message posted a moment ago, which the store may not have yet.
        self.shows.note_live(&mut table);
        self.notify_turn(&table, deadline, super::notify::TurnDm::Reminder);
        let lang = self.guild_lang(table.place.guild).await;
        // Hours of chat may have followed the turn message: the link finds it.
        let link = table.place.link_or_channel();
        let mut content = t!(
            lang,
            "turn-reminder",
            player = format!("<@{user}>"),
            deadline = format!("<t:{deadline}:R>"),
            game = game.0,
        );
        content.push(' ');
        content.push_str(&link);
        let channel = serenity::all::ChannelId::new(table.place.play_channel().0);
        let nonce = post_nonce();
        let user = serenity::all::UserId::new(user.0);
        let (http, content, nonce) = (&self.http, &content, &nonce);
        retrying(|| async move {
            let message = CreateMessage::new()
                .content(content.clone())
                .allowed_mentions(CreateAllowedMentions::new().users([user]))
                .nonce(Nonce::String(nonce.clone()))
                .enforce_nonce(true);
            channel.send_message(http, message).await?;
            Ok(())
        })
        .await
    }
}
