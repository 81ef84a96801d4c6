//! The kernel the engine's services run on: the store, the screen and the
//! settings; the per-game locks of the change path and what it keeps between
//! changes (what the screen showed, who watches); the process's lanes and
//! thinking slots; stopping. Feature services (`Turns`, `Votes`, `Lobbies`,
//! `Practice`) get what they need from here, not from the whole
//! [`crate::live::Tables`]. What waits on a game after a commit (its next computer
//! move, a person's deadline and reminder) is the turns service's
//! (`turns/`), which hears of it through the engine's events (`events.rs`):
//! the kernel names no service.

pub(in crate::live) mod allowance;
pub(in crate::live) mod change;
pub(in crate::live) mod cooldowns;
pub(in crate::live) mod events;
pub(in crate::live) mod finish_lone;
pub(in crate::live) mod guard;
pub(in crate::live) mod learned;
pub mod shards;
pub(in crate::live) mod show_queue;
pub(in crate::live) mod shown;
pub(in crate::live) mod shutdown;
pub(in crate::live) mod supervised;
pub(in crate::live) mod sweep_steps;
pub(in crate::live) mod timers;
pub mod waits;
pub(in crate::live) mod watching;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use crate::heavy::fair::Shares;
use crate::heavy::fair_slots::FairSlots;
use crate::heavy::lanes::Lanes;
use crate::live::error::{Error, Result};
use crate::live::port::Screen;
use crate::store::PostId;
use crate::store::Store;
use crate::table::{Community, GameId, GameRefusal, Table};
use shards::Sharding;
use waits::Waits;

/// What every part of the engine shares (see the module's docs).
pub struct Kernel<S: Screen> {
    store: Store,
    screen: Arc<S>,
    settings: Settings,
    /// Per game or lobby, the lock of its load–change–save. Never held across a
    /// call to the screen.
    locks: std::sync::Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
    /// What the screen showed of each game (see `shown.rs`).
    showings: shown::Showings,
    /// Each game's changes, handed to the screen in order (see `shown.rs`).
    shows: show_queue::ShowQueues<shown::GameShow<S::Click>>,
    /// Games the last sweep found owing their screen: owed at the next sweep
    /// too, they are shown again (a debt younger than a sweep is being shown).
    owed_last_sweep: std::sync::Mutex<HashSet<GameId>>,
    /// Computer decisions worked out at once (one per CPU): a burst of
    /// computer turns waits its turn instead of taking every core, and the
    /// servers take turns, so that one server's hundreds of games never
    /// hold up another's one.
    thinking: FairSlots<Community>,
    /// Each member's allowance (see `allowance.rs`), shared with the screen
    /// when it gives its own ([`Kernel::charge`]).
    allowances: OnceLock<Arc<Shares>>,
    /// Changes under way, and whether the process is stopping.
    work: shutdown::Work,
    /// What each member did that has a cooldown (see `cooldowns.rs`).
    cooldowns: cooldowns::Cooldowns,
    /// When each player last clicked in each game (see `watching.rs`).
    watchers: watching::Watchers,
    /// Where the engine's own heavy work runs (analyses, puzzle searches):
    /// the process's lanes, shared with its screen's drawings.
    lanes: Arc<Lanes>,
    /// What happened that services react to (a game ended, a post is
    /// owed), each service subscribed when it was made (`events.rs`).
    events: events::Events,
    /// The sweep's steps, registered by the services (`sweep_steps.rs`).
    sweep_steps: sweep_steps::SweepSteps,
    /// When this process's engine was made: a change committed before it
    /// was a process's before this one, whose post may have landed.
    started_at: crate::table::UnixTime,
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

impl<S: Screen> Kernel<S> {
    pub(in crate::live) fn new(
        store: Store,
        screen: Arc<S>,
        settings: Settings,
        lanes: Arc<Lanes>,
    ) -> Self {
        Kernel {
            store,
            screen,
            settings,
            locks: Default::default(),
            showings: Default::default(),
            shows: Default::default(),
            owed_last_sweep: Default::default(),
            thinking: FairSlots::new(cores()),
            allowances: OnceLock::new(),
            work: Default::default(),
            cooldowns: Default::default(),
            watchers: Default::default(),
            lanes,
            events: Default::default(),
            sweep_steps: Default::default(),
            started_at: crate::table::unix_now(),
        }
    }

    /// Each member's allowance: one bucket for everything they ask for,
    /// charged only by the engine ([`crate::live::Tables::fair_share`]).
    pub(in crate::live) fn allowances(&self) -> &Shares {
        self.allowances
            .get_or_init(|| Arc::new(Shares::refilling_every(self.settings.waits.allowance_every)))
    }

    /// The async lock of one game or lobby (the map's own lock is held only here).
    pub(in crate::live) fn lock(&self, key: Key) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = held(&self.locks);
        map.entry(key).or_default().clone()
    }

    /// Tells the engine that a write just made owes post `id`
    /// ([`events::Event::PostOwed`]): the outbox hands it to the screen now
    /// if nobody holds it (the outbox's sweep is the fallback).
    pub(in crate::live) fn hand_over_soon(&self, id: PostId) {
        self.events.publish(events::Event::PostOwed(id));
    }

    /// The store, shared by every service.
    pub(in crate::live) fn store(&self) -> &Store {
        &self.store
    }

    /// The screen the tables are shown on.
    pub(in crate::live) fn screen(&self) -> &Arc<S> {
        &self.screen
    }

    /// How this process runs its tables.
    pub(in crate::live) fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Where the engine's own heavy work runs.
    pub(in crate::live) fn lanes(&self) -> &Arc<Lanes> {
        &self.lanes
    }

    /// The engine's events, to publish or subscribe to.
    pub(in crate::live) fn events(&self) -> &events::Events {
        &self.events
    }

    /// The sweep's steps, for a service to register its own.
    pub(in crate::live) fn sweep_steps(&self) -> &sweep_steps::SweepSteps {
        &self.sweep_steps
    }

    /// What the screen showed of each game (see `shown.rs`).
    pub(in crate::live) fn showings(&self) -> &shown::Showings {
        &self.showings
    }

    /// Notes the games the sweep finds owing their screen now, and returns
    /// those it found owing at the sweep before: owed twice, they are shown
    /// again (a debt younger than a sweep is being shown).
    pub(in crate::live) fn owed_since_last_sweep(&self, owed: HashSet<GameId>) -> HashSet<GameId> {
        std::mem::replace(&mut *held(&self.owed_last_sweep), owed)
    }

    /// How many games and lobbies have a lock entry (finished and unknown
    /// ones keep none).
    // Public for the tests of `tests/live/`.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn locks_held(&self) -> usize {
        held(&self.locks).len()
    }

    /// How many players are kept as watching a game (for the engine's tests).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn watching(&self) -> usize {
        self.watchers.count()
    }

    pub(in crate::live) fn forget(&self, key: Key) {
        held(&self.locks).remove(&key);
    }

    /// Loads a started game, or tells the person it is gone.
    pub async fn load(&self, id: GameId) -> Result<Table> {
        self.store
            .started_game(id)
            .await?
            .ok_or_else(|| Error::refused(GameRefusal::Gone))
    }

    /// Whether the players have seen `table` as it is: the store says so, or
    /// this process's screen showed it (an update in place is marked in the
    /// store by the game's next commit).
    pub(in crate::live) fn seen(&self, table: &Table) -> bool {
        !table.owes_screen() || self.shown_version(table.id) >= Some(table.game.version())
    }

    /// Computer decisions off the async threads, at most one per CPU at once,
    /// the communities waiting taking turns (a decision for a game of
    /// `community`).
    pub(in crate::live) async fn think<T: Send + 'static>(
        &self,
        community: Community,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        let waiting = crate::pace::probe::THINKING_SLOT.wait();
        let _turn = self.thinking.acquire(community).await;
        drop(waiting);
        tokio::task::spawn_blocking(decide)
            .await
            .map_err(|e| Error::Internal(format!("the computer player failed: {e}")))
    }
}

/// How this process runs its tables.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The pause before each computer move, so that people can follow.
    pub ai_delay: Duration,
    /// How long a lobby stays open unused.
    pub lobby_idle: Duration,
    /// A fixed seed for every game's dice (tests only; `None`: entropy).
    pub dice_seed: Option<u64>,
    /// Whose servers' tables this process runs.
    pub sharding: Sharding,
    /// How long retries, the sweep and the store wait (tests shorten them).
    pub waits: Waits,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(in crate::live) enum Key {
    Game(GameId),
    Lobby(GameId),
}

/// A poisoned lock still holds consistent data here (every critical section
/// is a map operation), so it is used as it is.
pub(in crate::live) fn held<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
