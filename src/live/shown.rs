//! What each game's screen has shown, kept by the engine: the screen pushes
//! it ([`Kernel::shown`]) and asks nothing; what the players have is marked
//! in the store by the engine ([`Kernel::mark_shown`]). The engine judges clicks against
//! the message posted a moment ago (which the store hears of later), records
//! with each commit the version the players have already seen (an update in
//! place is marked shown by the game's next commit), leaves a game its screen
//! is at work on to it in the sweep, and lets a click on a message still
//! being posted wait for that post without polling.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::screen::Screen;
use super::{Kernel, Result, held};
use crate::table::{GameId, GuildId, MessageId, Table, UserId};

/// The message a game shows now: its id (none while there is none, or after
/// its post failed), and the first record entry it covers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LiveMessage {
    pub message: Option<MessageId>,
    pub from: u32,
}

impl LiveMessage {
    /// The message the store knows for `table`.
    pub fn of(table: &Table) -> LiveMessage {
        LiveMessage {
            message: table.place.message,
            from: table.place.message_from,
        }
    }
}

/// What a screen tells the engine about one game it shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shown {
    /// Its shows are queued or under way: a message of it may be being
    /// posted (its buttons can reach a person before the post's answer
    /// reaches the screen).
    Busy,
    /// The message that shows the game now (posted, or kept).
    Message(LiveMessage),
    /// The players have this version of the game.
    Version(u64),
    /// The game's results are shown: no message of it is live any more.
    Ended,
    /// Its shows are done for now.
    Idle,
}

/// Who plays a game, as of the last change handed to its screen: enough to
/// refuse a spectator's click without the game's lock or a load (nobody
/// joins a running game, so someone not seated now never will be).
#[derive(Clone, Copy, Debug)]
pub(super) struct Seated {
    pub guild: GuildId,
    /// The people seated (six seats at most).
    pub people: [Option<UserId>; 6],
}

impl Seated {
    fn of(table: &Table) -> Seated {
        let mut people = [None; 6];
        let seated = table.seats.iter().filter_map(|s| s.occupant.user());
        for (place, user) in people.iter_mut().zip(seated) {
            *place = Some(user);
        }
        Seated {
            guild: table.place.guild,
            people,
        }
    }

    pub fn plays(&self, user: UserId) -> bool {
        self.people.contains(&Some(user))
    }
}

/// One game as its screen last told it.
#[derive(Clone, Copy, Default, Debug)]
pub(super) struct Showing {
    /// Known from the first change handed to the screen since the process
    /// started.
    pub live: Option<LiveMessage>,
    /// Who plays it, from the last change handed to the screen.
    pub seated: Option<Seated>,
    /// The newest version shown by this process.
    pub version: Option<u64>,
    pub busy: bool,
}

/// Every game the screen is showing or showed since the process started (a
/// game leaves once its results are shown and the screen is idle).
pub(super) struct Showings {
    games: std::sync::Mutex<HashMap<GameId, Showing>>,
    /// Told of every report, for clicks waiting for a post.
    reported: watch::Sender<()>,
}

impl Default for Showings {
    fn default() -> Self {
        Showings {
            games: Default::default(),
            reported: watch::Sender::new(()),
        }
    }
}

impl Showings {
    /// What the screen reported of `game`, if anything.
    pub(super) fn get(&self, game: GameId) -> Option<Showing> {
        held(&self.games).get(&game).copied()
    }

    /// A change of `table` is handed to the screen: until the screen says
    /// otherwise, the game shows the message the store knows.
    pub(super) fn handing_over(&self, table: &Table) {
        let mut games = held(&self.games);
        let showing = games.entry(table.id).or_default();
        showing.seated = Some(Seated::of(table));
        if showing.live.is_none() {
            showing.live = Some(LiveMessage::of(table));
        }
    }

    /// Whether the screen is at work on `game` (the sweep leaves it alone).
    pub(super) fn screen_busy(&self, game: GameId) -> bool {
        self.get(game).is_some_and(|s| s.busy)
    }

    /// Whether `message` may be the one the screen is posting for `game` right
    /// now: newer than the live message (ids grow with time), while the screen
    /// is at work on the game.
    pub(super) fn posting(&self, game: GameId, message: MessageId) -> bool {
        self.get(game).is_some_and(|s| {
            s.busy
                && s.live
                    .is_none_or(|live| live.message.is_none_or(|m| m.0 < message.0))
        })
    }

    /// Waits while `message` may be the one the screen is posting for `game`,
    /// for at most `patience`; returns how long it waited.
    pub(super) async fn wait_posted(
        &self,
        game: GameId,
        message: MessageId,
        patience: Duration,
    ) -> Duration {
        let start = Instant::now();
        // Subscribed before looking: a report between the look and the wait
        // still wakes it.
        let mut reported = self.reported.subscribe();
        while self.posting(game, message) {
            let left = patience.saturating_sub(start.elapsed());
            if left.is_zero()
                || tokio::time::timeout(left, reported.changed())
                    .await
                    .is_err()
            {
                break;
            }
        }
        start.elapsed()
    }
}

impl<S: Screen> Kernel<S> {
    /// The screen tells what it did with `game` (called from the screen's own
    /// tasks, never while the engine waits on it).
    pub fn shown(&self, game: GameId, what: Shown) {
        {
            let mut games = held(&self.showings.games);
            let showing = games.entry(game).or_default();
            match what {
                Shown::Busy => showing.busy = true,
                Shown::Message(live) => showing.live = Some(live),
                Shown::Version(version) => showing.version = showing.version.max(Some(version)),
                Shown::Ended => showing.live = None,
                Shown::Idle => showing.busy = false,
            }
            if !showing.busy && showing.live.is_none() {
                games.remove(&game);
            }
        }
        self.showings.reported.send_replace(());
    }

    /// The players have `version` of `table` (a turn, or its results) in
    /// `live`, as the screen reports once Discord has it: marked in the
    /// store, with its live message while it runs, so that it is owed no
    /// more (an update in place is marked by the game's next commit). A
    /// failure leaves it owed: the sweep shows it again.
    pub async fn mark_shown(&self, table: &Table, version: u64, live: LiveMessage) -> Result<()> {
        let running = (!table.game.is_over()).then_some((live.message, live.from));
        Ok(self.store.mark_shown(table.id, version, running).await?)
    }

    /// The message that shows `game` now, as far as this process's screen
    /// showed it (the store may not have it yet).
    pub fn live_message(&self, game: GameId) -> Option<LiveMessage> {
        self.showings.get(game)?.live
    }

    /// The newest version of `game` the screen put in front of the players
    /// since the process started (the store learns it with the game's next
    /// commit, or at once for a new message or the results).
    pub fn shown_version(&self, game: GameId) -> Option<u64> {
        self.showings.get(game)?.version
    }
}
