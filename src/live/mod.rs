//! The tables in play, with no idea of Discord: lobbies, the one path by which
//! a game changes, computer turns, deadlines and reminders, votes, hints, the
//! supervision sweep. What people see is a [`Screen`]'s
//! business, injected: `crate::discord` is one, the engine's tests use one that
//! records (`tests/live/`).
//!
//! Every change of a game (a click, a computer move, a time-out, a resign, a
//! start) goes through [`Tables::change_game`] (`change.rs`): take the game's
//! async lock, load it, apply the change, save it with the store's version
//! check (a second writer is refused), set going what waits on it (the next
//! computer move, the turn deadline), let go of the lock, and hand the change
//! to the screen. The commit leaves the table's `shown_version` behind its
//! version: what is owed to the screen is in the store with the game, so a
//! crash between the commit and the post loses nothing (the sweep shows it,
//! and a deadline never runs against a turn nobody could see).
//!
//! | file | what happens there |
//! |---|---|
//! | `change.rs` | the change path: lock, load, apply, commit, play-out, show |
//! | `click.rs` | a move button's click judged and played ([`crate::table::MoveRefusal`]) |
//! | `click_pays.rs` | what follows a click shown through it ([`Payers`]), a log shown at most so often ([`Coalesced`]) |
//! | `computer_turns.rs` | computer moves, each a change of its own |
//! | `deadlines.rs` | turn deadlines: the computer plays for a late person |
//! | `finish.rs` | a decided game ends itself: the hard computer plays a lone mover's turns ("Finish for me") |
//! | `reminders.rs` | the one reminder of a slow turn |
//! | `votes.rs` | resigning, cancelling, votes to cancel |
//! | `doors.rs` | games and lobbies out of reach, called off |
//! | `idle.rs` | every game ends: no turn limit, called off after a day idle |
//! | `hints.rs` | the hard player's move for a practice game's person |
//! | `lobbies.rs` | lobbies: clicks, expiry, the start of their game |
//! | `timers.rs` | one registry for deadlines, reminders and lobby expiry |
//! | `supervise.rs` | retries with backoff, resume after a restart |
//! | `sweep.rs` | the sweep: named steps, each run, timed, logged and guarded on its own |
//! | `shutdown.rs` | stopping: no new work, in-flight changes finish |
//! | `stop.rs` | the operator's stop: signals, and the deadline that exits ([`Stop`]) |
//! | `shards.rs` | which servers' tables this process runs |
//! | `allowance.rs` | each member's allowance, charged by the engine and its screen, each ask at its price ([`crate::heavy::fair::Ask`]) |
//! | `settings.rs` | a server's settings changed one field at a time ([`crate::table::SettingChange`]) |
//! | `cooldowns.rs` | a Practice, a Rematch or a new tournament once per member per cooldown ([`Cooldown`]) |
//! | `waits.rs` | the deliberate waits, as settings ([`Waits`]) |
//! | `screen.rs` | the port to the people: [`Screen`], [`Change`], [`Next`] |
//! | `nonces.rs` | the nonces of the screen's posts: one post however often it is tried ([`nonces::ShowNonce`]) |
//! | `show_queue.rs` | the order of a screen's shows, per game and lobby ([`ShowQueues`]) |
//! | `shown.rs` | what the screen reports it showed ([`Shown`], [`LiveMessage`]) |
//! | `placement.rs` | where a new table plays, the practice game ([`Placement`]) |
//! | `permissions.rs` | the permissions a table needs where it plays, and the invite URL's |
//! | `guard.rs` | "a game of another server is unknown here" ([`Tables::load_in`]) |
//! | `tournaments.rs` | tournaments: sign-up, the start, each round seated once ([`Advance`]) |
//! | `tournament_asks.rs` | what the commands ask of tournaments, as typed ([`TournamentAsk`]) |
//! | `tournament_follow.rs` | a tournament followed from its tables: what comes next ([`table_next`]), its standings shared in one public message |
//! | `analysis.rs` | a finished game's analysis, its one public post ([`PublicAnalysis`]), a player's own errors ([`OwnErrors`]) |
//! | `puzzles.rs` | `/hypnosia puzzle`: a puzzle for its asker, judged and rated; puzzles searched after an analysis ([`crate::puzzles::PuzzleStep`]) |
//! | `daily_puzzles.rs` | the daily puzzle: each server's day claimed once by the sweep, its post and its count of solvers told to the screen |
//! | `error.rs` | a refusal for the user apart from an internal error ([`Error`]) |

mod allowance;
mod analysis;
mod change;
mod click;
mod click_pays;
mod computer_turns;
mod cooldowns;
mod daily_puzzles;
mod deadlines;
pub mod doors;
pub mod error;
mod finish;
mod guard;
mod hints;
mod idle;
mod lobbies;
pub mod nonces;
pub mod permissions;
mod placement;
mod puzzles;
mod reminders;
pub mod screen;
mod settings;
pub mod shards;
mod show_queue;
mod shown;
mod shutdown;
mod stop;
mod supervise;
mod sweep;
mod timers;
mod tournament_asks;
mod tournament_follow;
mod tournaments;
mod votes;
pub mod waits;
mod watching;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

pub use allowance::{fair_share, too_fast};
pub use analysis::{OwnErrors, PublicAnalysis};
pub use change::Applied;
pub use click::{MoveClick, TurnClick, decide_click, decide_turn};
pub use click_pays::{Coalesced, Own, Payer, Payers};
pub use cooldowns::Cooldown;
pub use daily_puzzles::{
    DAILY_LEASE_SECS, DAILY_PER_SWEEP, PUZZLE_DAY, daily_nonce, daily_picture, day_of, day_start,
};
pub use doors::{CalledOff, Door, Doors};
pub use error::{Error, Result, UserError};
pub use lobbies::{LobbyAction, LobbyClick, LobbyMenu, LobbyOutcome, NoThread, Rematch, Started};
pub use placement::Placement;
pub use puzzles::{SEARCHES_PER_GAME, shipped_puzzles};
pub use screen::{Cause, Change, Next, Notice, Screen, next_step, owed_step};
pub use shards::Sharding;
pub use show_queue::{ShowJob, ShowKey, ShowQueues};
pub use shown::{LiveMessage, Shown};
pub use stop::Stop;
pub use sweep::SWEEP_EVERY;
pub use tournament_asks::{SignUpButton, TournamentAct, TournamentAsk};
pub use tournament_follow::{Report, standings_nonce, table_next};
pub use tournaments::{Advance, MAX_SWISS_ROUNDS, TableToPlace};
pub use votes::{Actor, CancelAsked, CancelStep, CancelVote, VOTE_TIME, VoteOutcome};
pub use waits::Waits;

use crate::ai::TurnChoice;
use crate::heavy::lanes::Lanes;
use crate::heavy::round_robin::FairSlots;
use crate::store::Store;
use crate::table::{GameId, GuildId};

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
enum Key {
    Game(GameId),
    Lobby(GameId),
}

/// The tables in play in this process, shown on `S`.
pub struct Tables<S: Screen> {
    pub store: Store,
    pub screen: Arc<S>,
    pub settings: Settings,
    /// Per game or lobby, the lock of its load–change–save. Never held across a
    /// call to the screen.
    locks: std::sync::Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
    /// Each game's pending turn-deadline timer (see `deadlines.rs`).
    deadlines: timers::Timers<GameId>,
    /// Each game's pending reminder of a slow turn (see `reminders.rs`).
    reminders: timers::Timers<GameId>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
    /// Per practice game, the last hint worked out and the version it is for.
    hints: std::sync::Mutex<HashMap<GameId, (u64, crate::game::Move)>>,
    /// Pending votes to cancel a game.
    votes: std::sync::Mutex<votes::Votes>,
    /// Games whose next computer move is scheduled and not yet started.
    ai_pending: std::sync::Mutex<HashSet<GameId>>,
    /// Games whose computer move or deadline is being handled (retries included).
    in_flight: std::sync::Mutex<HashSet<GameId>>,
    /// Lobbies whose expiry is scheduled.
    lobby_timers: timers::Timers<GameId>,
    /// Lobbies whose Start is under way in this process (a second Start waits
    /// for nothing and is refused).
    starting: std::sync::Mutex<HashSet<GameId>>,
    /// What the screen reports it showed of each game (see `shown.rs`).
    showings: shown::Showings,
    /// Games the last sweep found owing their screen: owed at the next sweep
    /// too, they are shown again (a debt younger than a sweep is being shown).
    owed_last_sweep: std::sync::Mutex<HashSet<GameId>>,
    /// Computer decisions worked out at once (one per CPU): a burst of
    /// computer turns waits its turn instead of taking every core, and the
    /// servers take turns, so that one server's hundreds of games never
    /// hold up another's one.
    thinking: FairSlots<GuildId>,
    /// Each member's allowance (see `allowance.rs`), shared with the screen.
    allowances: Arc<crate::heavy::fair::Shares>,
    /// What each member did that has a cooldown (see `cooldowns.rs`).
    cooldowns: cooldowns::Cooldowns,
    /// Changes under way, and whether the process is stopping.
    work: shutdown::Work,
    /// When each player last clicked in each game (see `watching.rs`).
    watchers: watching::Watchers,
    /// Games whose puzzles this process is searching (see `puzzles.rs`).
    puzzle_searches: Arc<std::sync::Mutex<HashSet<GameId>>>,
    /// Where the engine's own heavy work runs (analyses, puzzle searches):
    /// the process's lanes, shared with its screen's drawings.
    lanes: Arc<Lanes>,
    /// Steps given at construction, run after the sweep's own (see `sweep.rs`).
    extra_steps: Vec<sweep::ExtraStep>,
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

impl<S: Screen> Tables<S> {
    /// The tables of a process, on `store`, shown on `screen`, their heavy
    /// work (analyses, puzzle searches) on `lanes` (the process's, which its
    /// screen draws on too).
    pub fn new(store: Store, screen: Arc<S>, settings: Settings, lanes: Arc<Lanes>) -> Self {
        Tables {
            store,
            screen,
            settings: settings.clone(),
            locks: Default::default(),
            deadlines: Default::default(),
            reminders: Default::default(),
            turn_choices: Default::default(),
            hints: Default::default(),
            votes: Default::default(),
            ai_pending: Default::default(),
            in_flight: Default::default(),
            lobby_timers: Default::default(),
            starting: Default::default(),
            showings: Default::default(),
            owed_last_sweep: Default::default(),
            thinking: FairSlots::new(cores()),
            allowances: Arc::new(crate::heavy::fair::Shares::refilling_every(
                settings.waits.allowance_every,
            )),
            cooldowns: Default::default(),
            work: Default::default(),
            watchers: Default::default(),
            puzzle_searches: Default::default(),
            lanes,
            extra_steps: Vec::new(),
        }
    }

    /// The same tables, charging `allowances` (the screen's own buckets), so
    /// that a member has one allowance for everything they ask for.
    pub fn with_allowances(mut self, allowances: Arc<crate::heavy::fair::Shares>) -> Self {
        self.allowances = allowances;
        self
    }

    /// The async lock of one game or lobby (the map's own lock is held only here).
    fn lock(&self, key: Key) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(key).or_default().clone()
    }

    /// How many games and lobbies have a lock entry (finished and unknown
    /// ones keep none).
    // Public for the tests of `tests/live/`.
    #[doc(hidden)]
    pub fn locks_held(&self) -> usize {
        held(&self.locks).len()
    }

    fn forget(&self, key: Key) {
        self.locks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&key);
    }
}

/// A poisoned lock still holds consistent data here (every critical section
/// is a map operation), so it is used as it is.
fn held<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
