//! Doors that close, on Discord's side: which channels the bot must not call
//! any more, and what closes them. Discord says so by an event (GUILD_DELETE
//! when the bot is removed from a server, CHANNEL_DELETE, THREAD_DELETE), or
//! by refusing a call (10003 unknown channel, 10004 unknown server, 50001
//! missing access, 50013 missing permissions: [`Door::Refused`], which
//! keeps a tournament's tables). Either way the games and lobbies there are
//! called off by the engine ([`crate::live::Door`]: an event's door by the
//! handler that holds the engine, a refusal's handed back with the screen's
//! next answer, [`crate::live::Learned`]), and the channel is shut: posts
//! and edits there fail at once, without a call, so that the shows already
//! queued for those games cost nothing. A
//! channel refused for a permission opens again after [`REFUSED_SHUT`] or
//! when Discord says it changed (CHANNEL_UPDATE); a server's channels when the
//! bot is back in it (GUILD_CREATE); a deleted channel never. A CHANNEL_UPDATE
//! that takes away what a board needs shuts the channel as a refusal would.

use std::sync::Arc;
use std::time::Instant;

use tracing::{info, warn};

use super::{DiscordScreen, LiveTables};
use crate::discord::error::{Error, Result, discord_code};
use crate::live::Door;
use crate::platform::permissions::missing_to_post;
use crate::table::{ChannelId, GuildId};

#[cfg(doc)]
use crate::live::waits::REFUSED_SHUT;

/// Whether a refused call means its channel is out of reach: deleted, in a
/// server the bot left, or a permission a game needs is missing there.
pub fn closes_door(e: &Error) -> Option<bool> {
    match e {
        // For good: the channel (or server) no longer exists.
        Error::Discord(e) if matches!(discord_code(e), Some(10003 | 10004)) => Some(true),
        Error::Discord(e) if matches!(discord_code(e), Some(50001 | 50013)) => Some(false),
        _ => None,
    }
}

impl DiscordScreen {
    /// Refuses at once a call to a channel that is shut.
    pub(super) fn door_open(&self, channel: ChannelId) -> Result<()> {
        if self.doors.open(channel) {
            Ok(())
        } else {
            Err(Error::Internal(format!(
                "channel {channel} is out of reach; not called"
            )))
        }
    }

    /// Whether `channel` is shut for good (deleted, or the bot left its server), not for a
    /// moment after a refusal.
    pub(super) fn shut_for_good(&self, channel: ChannelId) -> bool {
        !self.doors.open(channel) && !self.doors.shut_for_refusal(channel)
    }

    /// A call to `channel` was answered `outcome`: a refusal that closes the
    /// door shuts the channel, and the engine calls off its games and lobbies
    /// once the screen's next answer hands it the door.
    pub(super) fn after_call<T>(&self, channel: ChannelId, outcome: &Result<T>) {
        let Err(e) = outcome else { return };
        let Some(for_good) = closes_door(e) else {
            return;
        };
        warn!(%channel, error = %e, "Discord refused a call there: its games are called off");
        let until = (!for_good).then(|| Instant::now() + self.config.waits.door_shut);
        self.doors.close(channel, None, until);
        self.doors.found_closed(Door::of_refusal(channel, for_good));
    }

    /// Discord says `channel` changed (CHANNEL_UPDATE), and the bot may now
    /// do `granted` there (`None`: not known). Lacking what a board needs, the
    /// channel shuts and its games are called off, as a call refused there
    /// would have done, without the refusal Discord counts toward its ban;
    /// else a channel shut for a refusal may be called again.
    pub fn channel_changed(
        &self,
        tables: &Arc<LiveTables>,
        channel: ChannelId,
        granted: Option<u64>,
    ) {
        let lacks = granted.map(|g| missing_to_post(g, false));
        if let Some(missing) = lacks.filter(|m| !m.is_empty()) {
            info!(%channel, ?missing, "the bot may no longer show games there");
            let until = Instant::now() + self.config.waits.door_shut;
            self.doors.close(channel, None, Some(until));
            self.close_door_later(tables, Door::Refused(channel), None);
            return;
        }
        self.doors.reopen_refused(channel);
    }

    /// Discord said `door` closed (an event): shut it and call off its games.
    pub fn door_closed(&self, tables: &Arc<LiveTables>, door: Door) {
        if let Door::Channel(channel) = door {
            self.doors.close(channel, None, None);
        }
        let guild = match door {
            Door::Server(guild) => Some(guild),
            Door::Channel(_) | Door::Refused(_) => None,
        };
        self.close_door_later(tables, door, guild);
    }

    /// The bot is in `guild` again (GUILD_CREATE): its channels may be called.
    pub fn server_open(&self, guild: GuildId) {
        self.doors.reopen_server(guild);
    }

    /// The bot made (or found again) thread `channel`: it may be called, even
    /// if a thread of that id was deleted before (a thread made from a message
    /// has the message's id: the thread of a Start that did not happen, which
    /// the bot deleted, comes back under the same id at the next Start).
    pub fn thread_made(&self, channel: ChannelId) {
        self.doors.reopen(channel);
    }

    /// Calls off what is behind `door` in the background (again while it fails
    /// for a reason that may pass), then shuts the channels of what was called
    /// off (`guild`: for good, until the bot is back in that server).
    fn close_door_later(&self, tables: &Arc<LiveTables>, door: Door, guild: Option<GuildId>) {
        let (tables, doors) = (Arc::clone(tables), Arc::clone(&self.doors));
        tokio::spawn(async move {
            match tables.close_door_retried(door).await {
                Ok(off) => {
                    if let Some(guild) = guild {
                        for channel in off.channels {
                            doors.close(channel, Some(guild), None);
                        }
                    }
                }
                Err(e) => warn!(?door, error = %e, "could not call off the games out of reach"),
            }
        });
    }
}
