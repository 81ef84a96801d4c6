//! The kernel the engine's services run on: the store, the screen and the
//! settings; the per-game locks of the change path and what it keeps between
//! changes (what the screen showed, who watches); the process's lanes and
//! thinking slots; stopping. Feature services (`Turns`, `Votes`, `Lobbies`,
//! `Practice`) get what they need from here, not from the whole
//! [`super::Tables`]. What waits on a game after a commit (its next computer
//! move, a person's deadline and reminder) is the turns service's
//! (`turns.rs`), which the kernel reaches only through [`SetGoing`].

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, OnceLock, Weak};

use super::screen::Screen;
use super::{Error, Key, Result, Settings, cooldowns, held, shown, shutdown, watching};
use crate::heavy::fair::Shares;
use crate::heavy::fair_slots::FairSlots;
use crate::heavy::lanes::Lanes;
use crate::store::PostKind;
use crate::store::Store;
use crate::table::{GameId, GameRefusal, GuildId, Table};

/// What every part of the engine shares (see the module's docs).
pub struct Kernel<S: Screen> {
    pub(super) store: Store,
    pub(super) screen: Arc<S>,
    pub(super) settings: Settings,
    /// Per game or lobby, the lock of its load–change–save. Never held across a
    /// call to the screen.
    locks: std::sync::Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
    /// What the screen showed of each game (see `shown.rs`).
    pub(super) showings: shown::Showings,
    /// Each game's changes, handed to the screen in order (see `shown.rs`).
    pub(super) shows: super::ShowQueues<shown::GameShow<S::Click>>,
    /// Games the last sweep found owing their screen: owed at the next sweep
    /// too, they are shown again (a debt younger than a sweep is being shown).
    pub(super) owed_last_sweep: std::sync::Mutex<HashSet<GameId>>,
    /// Computer decisions worked out at once (one per CPU): a burst of
    /// computer turns waits its turn instead of taking every core, and the
    /// servers take turns, so that one server's hundreds of games never
    /// hold up another's one.
    thinking: FairSlots<GuildId>,
    /// Each member's allowance (see `allowance.rs`), shared with the screen
    /// when it gives its own ([`Kernel::charge`]).
    allowances: OnceLock<Arc<Shares>>,
    /// Changes under way, and whether the process is stopping.
    pub(super) work: shutdown::Work,
    /// What each member did that has a cooldown (see `cooldowns.rs`).
    pub(super) cooldowns: cooldowns::Cooldowns,
    /// When each player last clicked in each game (see `watching.rs`).
    pub(super) watchers: watching::Watchers,
    /// Where the engine's own heavy work runs (analyses, puzzle searches):
    /// the process's lanes, shared with its screen's drawings.
    pub(super) lanes: Arc<Lanes>,
    /// What waits on a game after a commit: the turns service (`turns.rs`),
    /// known only by [`SetGoing`] and held weakly (it holds the kernel).
    pub(super) turns: Weak<dyn SetGoing>,
    /// What the services do when a game ends, after its results are handed
    /// to the screen (a hint forgotten, a tournament's next round).
    pub(super) game_over: GameOver,
    /// How a post the kernel or a service made owed is handed to the
    /// screen at once: by the outbox, which `Tables` composes.
    post_soon: PostSoon,
}

/// See [`Kernel::game_over`].
pub(super) type GameOver = Box<dyn Fn(GameId) + Send + Sync>;

/// See [`Kernel::hand_over_soon`].
pub(super) type PostSoon = Box<dyn Fn(PostKind, String) + Send + Sync>;

/// What the change path sets going after a commit, done by the turns
/// service ([`super::Turns`]), which the kernel knows only by this trait
/// (see `turns.rs` for why).
pub(super) trait SetGoing: Send + Sync {
    /// A computer is to move in `game`: its move is scheduled (unless one
    /// is already).
    fn computer_turn(self: Arc<Self>, game: GameId);
    /// A person is to move in `table`: the turn's deadline (if it has one)
    /// and its reminder are armed.
    fn person_turn(self: Arc<Self>, table: &Table);
    /// `game` is over: nothing waits on it any more (its deadline, the
    /// computer's kept move).
    fn ended(&self, game: GameId);
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

impl<S: Screen> Kernel<S> {
    pub(super) fn new(
        store: Store,
        screen: Arc<S>,
        settings: Settings,
        lanes: Arc<Lanes>,
        turns: Weak<dyn SetGoing>,
        (game_over, post_soon): (GameOver, PostSoon),
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
            turns,
            game_over,
            post_soon,
        }
    }

    /// Charges `allowances` (the screen's own buckets) from now on, so that a
    /// member has one allowance for everything they ask for. Given before
    /// the first charge; later, the buckets already in use stay.
    pub(super) fn charge(&self, allowances: Arc<Shares>) {
        let _ = self.allowances.set(allowances);
    }

    /// Each member's allowance: the screen's, else the engine's own.
    pub(super) fn allowances(&self) -> &Shares {
        self.allowances
            .get_or_init(|| Arc::new(Shares::refilling_every(self.settings.waits.allowance_every)))
    }

    /// The async lock of one game or lobby (the map's own lock is held only here).
    pub(super) fn lock(&self, key: Key) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = held(&self.locks);
        map.entry(key).or_default().clone()
    }

    /// Hands post `key` of `kind`, owed by a write just made, to the screen
    /// now if nobody holds it (the outbox's sweep is the fallback).
    pub(super) fn hand_over_soon(&self, kind: PostKind, key: String) {
        (self.post_soon)(kind, key);
    }

    /// The store (for the tests of `tests/live/`, which read what the
    /// engine committed; the engine's own callers ask the engine).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The screen the tables are shown on (for the tests of `tests/live/`).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn screen(&self) -> &Arc<S> {
        &self.screen
    }

    /// How this process runs its tables (for the tests of `tests/live/`).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// How many games and lobbies have a lock entry (finished and unknown
    /// ones keep none).
    // Public for the tests of `tests/live/`.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn locks_held(&self) -> usize {
        held(&self.locks).len()
    }

    pub(super) fn forget(&self, key: Key) {
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
    pub(super) fn seen(&self, table: &Table) -> bool {
        !table.owes_screen() || self.shown_version(table.id) >= Some(table.game.version())
    }

    /// Computer decisions off the async threads, at most one per CPU at once,
    /// the servers waiting taking turns (a decision for a game of `guild`).
    pub(super) async fn think<T: Send + 'static>(
        &self,
        guild: GuildId,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        let _turn = self.thinking.acquire(guild).await;
        tokio::task::spawn_blocking(decide)
            .await
            .map_err(|e| Error::Internal(format!("the computer player failed: {e}")))
    }
}
