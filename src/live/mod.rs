//! The tables in play, with no idea of Discord: lobbies, the one path by which
//! a game changes, computer turns, deadlines and reminders, votes, hints, the
//! supervision sweep. What people see is a [`Screen`]'s
//! business, injected: `crate::discord` is one, the engine's tests use one that
//! records (`tests/live/`).
//!
//! Every change of a game (a click, a computer move, a time-out, a resign, a
//! start) goes through [`Kernel::change_game`] (`change.rs`): take the game's
//! async lock, load it, apply the change, save it with the store's version
//! check (a second writer is refused), set going what waits on it (the next
//! computer move, the turn deadline), let go of the lock, and hand the change
//! to the screen, in the game's order (`shown.rs`). The commit leaves the table's `shown_version` behind its
//! version: what is owed to the screen is in the store with the game, so a
//! crash between the commit and the post loses nothing (the sweep shows it,
//! and a deadline never runs against a turn nobody could see).
//!
//! [`Tables`] composes a small [`Kernel`] (`kernel.rs`: the store, the
//! screen, the settings, the change path and what it keeps between changes,
//! the lanes, stopping) and feature services with their own state, each
//! given the kernel (an `Arc<Kernel>`), never the whole `Tables`:
//! [`Turns`] (`tables.turns()`: computer moves, deadlines, reminders,
//! "Finish for me"), [`Votes`] (`tables.votes()`), [`Lobbies`]
//! (`tables.lobbies()`), [`Practice`] (`tables.practice()`), [`Puzzles`]
//! (`tables.puzzles()`: `/hypnosia puzzle`, the daily puzzle, the search
//! for puzzles), [`Analyses`] (`tables.analyses()`), [`Outbox`]
//! (`tables.outbox()`), [`Tournaments`] (`tables.tournaments()`: what
//! members ask of them) and [`TournamentRounds`]
//! (`tables.tournament_rounds()`: what runs by itself, the start, each
//! round, the end); a service may hold another it uses (practice the
//! lobbies; analyses the puzzles and the outbox; tournaments the lobbies,
//! the votes and the rounds). The kernel names no
//! service: what its commit sets going (the next computer move, a person's
//! deadline and reminder) is the turns service's, reached through a small
//! trait it holds weakly (`turns.rs` says why), and what the services do
//! when a game ends (a hint forgotten, a tournament's next round) and how a
//! post a service made owed reaches the outbox at once
//! (`Kernel::hand_over_soon`) are the two hooks it is given at construction
//! ([`Tables::new`]); likewise the outbox
//! reads the posts it carries for other services through their composition
//! (`carried.rs`). `Tables` derefs to its kernel;
//! the store, the screen and the settings are the kernel's, private to
//! `live` (the engine's tests read them through hidden accessors).
//!
//! | file | what happens there |
//! |---|---|
//! | `kernel.rs` | what every service shares: store, screen, settings, the change path's locks and state ([`Kernel`]) |
//! | `change.rs` | the change path: lock, load, apply, commit, play-out, show |
//! | `turns.rs` | the turns service: what plays and times a game's turns after a commit ([`Turns`]) |
//! | `click.rs` | a move button's click judged and played ([`crate::table::MoveRefusal`]) |
//! | `click_pays.rs` | what follows a click shown through it ([`Payers`]), a log shown at most so often ([`Coalesced`]) |
//! | `computer_turns.rs` | computer moves, each a change of its own ([`Turns`]) |
//! | `deadlines.rs` | turn deadlines: the computer plays for a late person ([`Turns`]) |
//! | `finish.rs` | a decided game ends itself: the hard computer plays a lone mover's turns (the change path's), "Finish for me" ([`Turns`]) |
//! | `reminders.rs` | the one reminder of a slow turn ([`Turns`]), a post of the outbox |
//! | `votes.rs` | resigning, cancelling, votes to cancel ([`Votes`]) |
//! | `doors.rs` | games and lobbies out of reach, called off |
//! | `idle.rs` | every game ends: no turn limit, called off after a day idle |
//! | `practice.rs` | the practice game after the lessons, started in one call ([`Practice`]), and its hints |
//! | `lobbies.rs` | lobbies: clicks, expiry, the start of their game ([`Lobbies`]) |
//! | `timers.rs` | one registry for deadlines, reminders and lobby expiry |
//! | `supervise.rs` | retries with backoff, resume after a restart |
//! | `sweep.rs` | the sweep: named steps, each run, timed, logged and guarded on its own |
//! | `shutdown.rs` | stopping: no new work, in-flight changes finish |
//! | `stop.rs` | the operator's stop: signals, and the deadline that exits ([`Stop`]) |
//! | `shards.rs` | which servers' tables this process runs |
//! | `allowance.rs` | each member's allowance, charged by the engine and its screen, each ask at its price ([`crate::heavy::fair::Ask`]) |
//! | `settings.rs` | a server's settings changed one field at a time ([`crate::table::SettingChange`]) |
//! | `cooldowns.rs` | a Practice, a Rematch or a new tournament once per member per cooldown ([`Cooldown`](crate::table::Cooldown)) |
//! | `waits.rs` | the deliberate waits, as settings ([`Waits`]) |
//! | `screen.rs` | the port to the people: [`Screen`], [`Change`], [`Next`] |
//! | `nonces.rs` | the nonces of the screen's posts: one post however often it is tried ([`nonces::ShowNonce`]) |
//! | `show_queue.rs` | the order of shows, per game, lobby, tournament and tidying ([`ShowQueues`]) |
//! | `shown.rs` | each game's changes handed to the screen in order, and what became of each ([`Shown`], [`LiveMessage`]) |
//! | `placement.rs` | where a new table plays ([`Placement`]) |
//! | `guard.rs` | "a game of another server is unknown here" ([`Kernel::load_in`]) |
//! | `tournaments.rs` | tournaments as members ask for them: opened, joined, left, started, called off ([`Tournaments`]) |
//! | `tournament_rounds.rs` | tournaments run by themselves: the start at its time, each round seated once, the end ([`TournamentRounds`], [`Advance`]) |
//! | `tournament_asks.rs` | what the commands ask of tournaments, as typed ([`TournamentAsk`]) |
//! | `tournament_follow.rs` | a tournament followed from its tables: what comes next ([`table_next`]), its standings shared in one public message |
//! | `analysis.rs` | a finished game's analysis, its one public post ([`PublicAnalysis`]), a player's own errors ([`OwnErrors`]); the service [`Analyses`] |
//! | `puzzles.rs` | `/hypnosia puzzle`: a puzzle for its asker, judged and rated; puzzles searched after an analysis ([`crate::puzzles::PuzzleStep`]); the service [`Puzzles`] |
//! | `daily_puzzles.rs` | the daily puzzle: each server's day claimed once by the sweep, its post and its count of solvers told to the screen ([`Puzzles`]) |
//! | `outbox.rs` | everything posted once that is not a game's turn: owed, leased, handed to the screen with its data, reported ([`Outbox`]) |
//! | `carried.rs` | the posts the outbox carries for other services (a reminder, a podium, a table's opening), answered by their composition |
//! | `error.rs` | a refusal for the user apart from an internal error ([`Error`]) |

mod analysis;
mod click;
mod click_pays;
pub mod error;
mod facade;
mod kernel;
mod lobbies;
mod outbox;
pub mod port;
mod practice;
pub mod process;
mod puzzles;
mod tournaments;
mod turns;
mod votes;

use std::sync::Arc;
use std::time::Duration;

pub use analysis::{Analyses, OwnErrors, PublicAnalysis};
pub use click::{MoveClick, TurnClick, decide_click, decide_turn};
pub use click_pays::{Coalesced, Own, Payer, Payers};
pub use error::{Error, Result, UserError};
pub use kernel::Kernel;
pub use kernel::allowance::{fair_share, too_fast};
pub use kernel::change::Applied;
pub use kernel::show_queue::{ShowJob, ShowKey, ShowQueues};
pub use kernel::shown::{LiveMessage, Shown};
pub use lobbies::placement::Placement;
pub use lobbies::{
    Lobbies, LobbyAction, LobbyClick, LobbyMenu, LobbyOutcome, NoThread, Rematch, Started,
};
pub use outbox::{Outbox, POST_LEASE_SECS, SEASON_PODIUM, SEASON_TOP};
pub use port::post::{Post, PostData, PostKey, PostReport, Report};
pub use port::{Cause, Change, Next, Notice, Screen, next_step, owed_step};
pub use practice::{Practice, PracticeAsk, PracticeStart};
pub use process::doors::{CalledOff, Door, Doors};
pub use process::shards::Sharding;
pub use process::stop::Stop;
pub use process::sweep::SWEEP_EVERY;
pub use process::waits::Waits;
pub use puzzles::daily::{
    DAILY_PER_SWEEP, PUZZLE_DAY, daily_key, daily_nonce, daily_picture, day_of, day_start,
};
pub use puzzles::{Puzzles, SEARCHES_PER_GAME, shipped_puzzles};
pub use tournaments::asks::{SignUpButton, TournamentAct, TournamentAsk};
pub use tournaments::follow::table_next;
pub use tournaments::rounds::{Advance, TournamentRounds};
pub use tournaments::{MAX_SWISS_ROUNDS, Tournaments};
pub use turns::Turns;
pub use votes::{Actor, CancelAsked, CancelStep, CancelVote, VOTE_TIME, VoteOutcome, Votes};

use crate::heavy::lanes::Lanes;
use crate::store::Store;
use crate::table::GameId;

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

/// The tables in play in this process, shown on `S`: the [`Kernel`] (store,
/// screen, the change path's state) and the feature services composed on it.
pub struct Tables<S: Screen> {
    kernel: Arc<Kernel<S>>,
    /// Computer moves, turn deadlines, reminders, finishing.
    turns: Arc<Turns<S>>,
    /// Resigning, cancelling, votes to cancel.
    votes: Arc<Votes<S>>,
    /// Lobbies: opened, clicked, expired, started; where a table plays.
    lobbies: Arc<Lobbies<S>>,
    /// The practice game after the lessons, and its hints.
    practice: Arc<Practice<S>>,
    /// Tournaments as members ask for them.
    tournaments: Arc<Tournaments<S>>,
    /// Tournaments run by themselves: the start, the rounds, the end.
    tournament_rounds: Arc<TournamentRounds<S>>,
    /// Everything posted once that is not a game's turn.
    outbox: Arc<Outbox<S>>,
    /// `/hypnosia puzzle`, the daily puzzle, the search for puzzles.
    puzzles: Arc<Puzzles<S>>,
    /// A finished game's analysis, its public post, a player's own errors.
    analyses: Analyses<S>,
    /// Steps given at construction, run after the sweep's own (see `sweep.rs`).
    extra_steps: std::sync::Mutex<Vec<process::sweep::ExtraStep>>,
}

impl<S: Screen> Tables<S> {
    /// The tables of a process, on `store`, shown on `screen`, their heavy
    /// work (analyses, puzzle searches) on `lanes` (the process's, which its
    /// screen draws on too).
    pub fn new(store: Store, screen: Arc<S>, settings: Settings, lanes: Arc<Lanes>) -> Arc<Self> {
        let kernel = Arc::new(Kernel::new(store, screen, settings, lanes));
        let outbox = Outbox::new(Arc::clone(&kernel));
        let turns = Turns::new(kernel, outbox);
        Arc::new(Tables::compose(turns))
    }

    /// The services, composed on the kernel and the outbox the turns service
    /// holds.
    fn compose(turns: Arc<Turns<S>>) -> Self {
        let kernel = Arc::clone(&turns.kernel);
        let outbox = Arc::clone(&turns.outbox);
        let lobbies = Arc::new(Lobbies::new(Arc::clone(&kernel)));
        let votes = Arc::new(Votes::new(Arc::clone(&kernel)));
        let rounds = TournamentRounds::new(Arc::clone(&kernel), &outbox);
        let with = (Arc::clone(&lobbies), Arc::clone(&votes));
        let tournaments = Tournaments::new(Arc::clone(&kernel), with, Arc::clone(&rounds));
        let puzzles = Arc::new(Puzzles::new(Arc::clone(&kernel), Arc::clone(&outbox)));
        let analyses = Analyses::new(
            Arc::clone(&kernel),
            Arc::clone(&puzzles),
            Arc::clone(&outbox),
        );
        Tables {
            votes,
            practice: Practice::new(Arc::clone(&kernel), Arc::clone(&lobbies)),
            tournaments: Arc::new(tournaments),
            tournament_rounds: rounds,
            lobbies,
            outbox,
            puzzles,
            analyses,
            extra_steps: Default::default(),
            kernel,
            turns,
        }
    }

    /// Computer moves, turn deadlines, reminders, "Finish for me".
    pub fn turns(&self) -> &Arc<Turns<S>> {
        &self.turns
    }

    /// Everything posted once that is not a game's turn: the screen reports
    /// what became of each post here ([`Outbox::posted`]).
    pub fn outbox(&self) -> &Arc<Outbox<S>> {
        &self.outbox
    }

    /// `/hypnosia puzzle`, the daily puzzle, the search for puzzles.
    pub fn puzzles(&self) -> &Arc<Puzzles<S>> {
        &self.puzzles
    }

    /// A finished game's analysis, its public post, a player's own errors.
    pub fn analyses(&self) -> &Analyses<S> {
        &self.analyses
    }

    /// Resigning, cancelling, votes to cancel.
    pub fn votes(&self) -> &Votes<S> {
        &self.votes
    }

    /// Lobbies: opened, clicked, expired, started; where a table plays.
    pub fn lobbies(&self) -> &Arc<Lobbies<S>> {
        &self.lobbies
    }

    /// The practice game after the lessons, and its hints.
    pub fn practice(&self) -> &Arc<Practice<S>> {
        &self.practice
    }

    /// Tournaments as members ask for them: opened, joined, left, started,
    /// called off, their standings, what a table's players follow.
    pub fn tournaments(&self) -> &Arc<Tournaments<S>> {
        &self.tournaments
    }

    /// Tournaments run by themselves: the start at its time, each round
    /// seated once and its tables opened, the end.
    pub fn tournament_rounds(&self) -> &Arc<TournamentRounds<S>> {
        &self.tournament_rounds
    }

    /// The same tables, charging `allowances` (the screen's own buckets), so
    /// that a member has one allowance for everything they ask for.
    pub fn with_allowances(
        self: Arc<Self>,
        allowances: Arc<crate::heavy::fair::Shares>,
    ) -> Arc<Self> {
        self.kernel.charge(allowances);
        self
    }
}

/// A poisoned lock still holds consistent data here (every critical section
/// is a map operation), so it is used as it is.
fn held<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
