//! The one opener of a table's thread: a game's from its lobby message, a
//! practice game's and a tournament table's, each under its channel. Discord's
//! failures are read once ([`ThreadRefused`]): a thread in a thread is none
//! (the table plays right there); a message's thread made before is taken
//! (unarchived); a thread of its own made by a try whose answer was lost is
//! found among the server's active threads, not made twice; anything else
//! (a missing permission, an archived or locked parent, the channel gone,
//! Discord away) is the caller's to tell or to try again. A refused thread
//! shuts no door: the table may still play in the channel.

use std::sync::atomic::{AtomicBool, Ordering};

use serenity::all::{AutoArchiveDuration, ChannelType, CreateThread, EditThread};

use super::{DiscordScreen, Server, retrying};
use crate::discord::error::{Error, Result, discord_code};
use crate::showing::threads::{ListedThread, NewThread, ThreadRefused, made_by_earlier_try};
use crate::table::{ChannelId, UnixTime, unix_now};

impl DiscordScreen {
    /// Opens `new`, tried again after a passing failure: the thread, or
    /// `None` where Discord has no thread (the table plays right there).
    pub(crate) async fn open_thread(&self, new: &NewThread<'_>) -> Result<Option<ChannelId>> {
        let since = new.tried_since.unwrap_or_else(unix_now);
        let again = &AtomicBool::new(new.tried_since.is_some());
        let attempt = || async move {
            if new.background {
                self.door_open(new.parent)?;
            }
            if again.swap(true, Ordering::Relaxed)
                && new.from.is_none()
                && let Some(made) = self.made_before(new, since).await?
            {
                return Ok(made);
            }
            self.create_thread(new).await
        };
        let made = match new.background {
            true => self.background(Server::Of(new.server), attempt).await,
            false => retrying(attempt).await,
        };
        let made = match made {
            Ok(thread) => Some(thread),
            Err(Error::Discord(e)) => match ThreadRefused::of(discord_code(&e), new.from.is_some())
            {
                ThreadRefused::NoThreadHere => None,
                ThreadRefused::MadeBefore => Some(self.message_thread(new).await?),
                ThreadRefused::Failed => return Err(Error::Discord(e)),
            },
            Err(e) => return Err(e),
        };
        if let Some(thread) = made {
            self.thread_made(thread);
        }
        Ok(made)
    }

    /// One call to make `new`.
    async fn create_thread(&self, new: &NewThread<'_>) -> Result<ChannelId> {
        let parent = serenity::all::ChannelId::new(new.parent.0);
        let mut thread = CreateThread::new(new.name);
        if new.archived_after_a_day {
            thread = thread.auto_archive_duration(AutoArchiveDuration::OneDay);
        }
        let made = match new.from {
            Some(message) => {
                let message = serenity::all::MessageId::new(message.0);
                let made = parent.create_thread_from_message(&self.http, message, thread);
                made.await?
            }
            None => {
                let thread = thread.kind(ChannelType::PublicThread);
                parent.create_thread(&self.http, thread).await?
            }
        };
        Ok(ChannelId(made.id.get()))
    }

    /// The thread of `new`'s name under its parent that a try since `since`
    /// made, if any.
    async fn made_before(&self, new: &NewThread<'_>, since: UnixTime) -> Result<Option<ChannelId>> {
        let guild = serenity::all::GuildId::new(new.server.0);
        let active = guild.get_active_threads(&self.http).await?.threads;
        let ours = active.into_iter().find(|t| {
            let listed = ListedThread {
                parent: t.parent_id.map(|p| p.get()),
                name: &t.name,
                created: t.id.created_at().unix_timestamp(),
            };
            made_by_earlier_try(listed, (new.parent.0, new.name), since)
        });
        Ok(ours.map(|t| ChannelId(t.id.get())))
    }

    /// The thread Discord says `new`'s message has already, unarchived.
    async fn message_thread(&self, new: &NewThread<'_>) -> Result<ChannelId> {
        let parent = serenity::all::ChannelId::new(new.parent.0);
        let from = new.from.map(|m| serenity::all::MessageId::new(m.0));
        let from = from.ok_or_else(|| Error::Internal("160004 without a message".into()))?;
        let message = parent.message(&self.http, from).await?;
        let thread = message
            .thread
            .ok_or_else(|| Error::Internal("160004 for a message without a thread".into()))?;
        if thread.thread_metadata.is_some_and(|m| m.archived) {
            (thread.id)
                .edit_thread(&self.http, EditThread::new().archived(false))
                .await?;
        }
        Ok(ChannelId(thread.id.get()))
    }
}
