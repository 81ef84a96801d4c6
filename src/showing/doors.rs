//! The channels a screen does not call: its doors found closed (a place
//! deleted, or a permission refused for a while), so that posts and edits
//! there fail at once, without a call. The screen's own record: the engine
//! decides what a closed door calls off (`crate::live::process::doors`,
//! [`crate::live::Door`]) and owes nothing by this set. What a call found
//! closed (a place, a person's DMs) waits here until the screen's next
//! answer hands it to the engine ([`Learned`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::live::{Door, Learned};
use crate::table::{ChannelId, GuildId, UserId};

/// How long a channel shut for good is remembered: longer than the shows
/// queued for its games take to meet the door; past it, a call there would
/// only be refused again (and shut it again), and the map does not grow with
/// every channel ever deleted.
const SHUT_FOR_GOOD_KEPT: Duration = Duration::from_secs(3600);

/// Why a channel is shut.
#[derive(Clone, Copy, Debug)]
struct Shut {
    /// The server it is in, when known (opened again by its GUILD_CREATE).
    guild: Option<GuildId>,
    /// Until when; `None`: for good (deleted, or the bot left the server).
    until: Option<Instant>,
    /// When it was shut.
    since: Instant,
}

impl Shut {
    /// Whether it is worth keeping at `now`: shut still, or shut for good
    /// not long ago.
    fn kept(&self, now: Instant) -> bool {
        match self.until {
            Some(until) => until > now,
            None => now.saturating_duration_since(self.since) < SHUT_FOR_GOOD_KEPT,
        }
    }
}

/// The channels a screen does not call (its doors found closed): posts and
/// edits there fail at once, without a call. With what its calls learned
/// that the engine is not told yet.
#[derive(Default)]
pub struct Doors {
    shut: Mutex<HashMap<ChannelId, Shut>>,
    learned: Mutex<Learned>,
}

impl Doors {
    fn shut(&self) -> std::sync::MutexGuard<'_, HashMap<ChannelId, Shut>> {
        self.shut.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `channel` may be called now.
    pub fn open(&self, channel: ChannelId) -> bool {
        let mut shut = self.shut();
        match shut.get(&channel) {
            None => true,
            Some(Shut {
                until: Some(until), ..
            }) if *until <= Instant::now() => {
                shut.remove(&channel);
                true
            }
            Some(_) => false,
        }
    }

    /// Whether `channel` is shut for a refusal (a permission, which may
    /// come back), not for good.
    pub fn shut_for_refusal(&self, channel: ChannelId) -> bool {
        let shut = self.shut();
        let until = shut.get(&channel).and_then(|s| s.until);
        until.is_some_and(|until| until > Instant::now())
    }

    /// Shuts `channel` until `until` (none: for good); the channels whose
    /// door opened meanwhile, or shut for good long ago, are forgotten.
    pub fn close(&self, channel: ChannelId, guild: Option<GuildId>, until: Option<Instant>) {
        let now = Instant::now();
        let mut shut = self.shut();
        shut.retain(|_, s| s.kept(now));
        shut.insert(
            channel,
            Shut {
                guild,
                until,
                since: now,
            },
        );
    }

    /// How many channels are shut now (or remembered shut for good).
    pub fn shut_count(&self) -> usize {
        self.shut().len()
    }

    /// Opens `channel` if it was shut for a refusal (not for good).
    pub fn reopen_refused(&self, channel: ChannelId) {
        let mut shut = self.shut();
        if shut.get(&channel).is_some_and(|s| s.until.is_some()) {
            shut.remove(&channel);
        }
    }

    /// Opens the channels of `guild` (the bot is back in it).
    pub fn reopen_server(&self, guild: GuildId) {
        self.shut().retain(|_, s| s.guild != Some(guild));
    }

    /// Opens `channel` (made or found again).
    pub fn reopen(&self, channel: ChannelId) {
        self.shut().remove(&channel);
    }

    /// A call found `door` closed: the engine is told with the next answer.
    pub fn found_closed(&self, door: Door) {
        self.learning().out_of_reach.push(door);
    }

    /// Discord refuses `user` a DM: the engine is told with the next answer.
    pub fn dms_closed(&self, user: UserId) {
        self.learning().dms_closed.push(user);
    }

    /// What was learned since the last answer, taken to hand it back.
    pub fn learned(&self) -> Learned {
        std::mem::take(&mut *self.learning())
    }

    fn learning(&self) -> std::sync::MutexGuard<'_, Learned> {
        self.learned.lock().unwrap_or_else(|e| e.into_inner())
    }
}
