//! The engine: the tables in play, with no idea of Discord. What people see
//! is a [`Screen`]'s business (the port, `port/`): `crate::discord` is one,
//! the engine's tests use one that records (`tests/live/`). Every change of
//! a game goes through the one change path, [`Kernel::change_game`]
//! (`kernel/change.rs` tells it).
//!
//! [`Tables`] composes a small [`Kernel`] (the store, the screen, the
//! settings, the change path and what it keeps between changes, the lanes,
//! stopping: its fields private to `kernel/`) and the feature services, each
//! a folder or a file, each given the kernel (an `Arc<Kernel>`), never the
//! whole `Tables`, and reached as `tables.name()`: [`Turns`], [`Votes`],
//! [`Lobbies`], [`Practice`], [`Puzzles`], [`Analyses`], [`Outbox`],
//! [`Tournaments`] and [`TournamentRounds`]; a service may hold another it
//! uses (practice the lobbies; analyses the puzzles and the outbox;
//! tournaments the lobbies, the votes and the rounds). The kernel names no
//! service: it publishes the engine's events (`kernel/events.rs`: what a
//! commit leaves waiting, a game over, a post owed) and each service
//! subscribes when it is made; a service whose posts the outbox carries
//! registers their kinds (`Outbox::carry`, a `Carrier`).
//! The engine words nothing it decides: its outcomes and calls (a lobby
//! closed, a tournament command done or its call, a game called off, a
//! daily post's card) are typed, in `core` or the port, and the screen words
//! them through `crate::words`; so are its refusals: raised typed
//! ([`Error::refused`], a [`crate::words::refusals::Refusal`] inside
//! [`UserError`]) and worded only when the screen tells the person.
//! `Tables` answers for the kernel only what `facade.rs` names (no `Deref`);
//! the engine's tests read the kernel's store and screen through accessors
//! of the feature `testing`.
//!
//! | folder or file | what happens there |
//! |---|---|
//! | `kernel/` | what every service shares ([`Kernel`]): `change.rs` the change path; `events.rs` the engine's events; `shown.rs` each game's changes handed to the screen in order, and what became of each; `show_queue.rs` the order of shows ([`ShowQueues`]); `timers.rs` one registry for deadlines, reminders and lobby expiry; `guard.rs` "a game of another server is unknown here" ([`Kernel::load_in`]); `watching.rs` who is watching a game; `shutdown.rs` no new work, in-flight changes finish; `supervised.rs` background work retried; `sweep_steps.rs` the sweep's steps, each registered by its service; `finish_lone.rs` a decided game played out by the change path; `waits.rs` the deliberate waits ([`Waits`]); `shards.rs` whose servers this process runs ([`Sharding`]); the process's [`Settings`]; `allowance.rs` each member's allowance, each ask at its price ([`crate::heavy::fair::Ask`]); `cooldowns.rs` a Practice, a Rematch, a Challenge or a new tournament once per member per cooldown |
//! | `port/` | the port to the people, importing nothing of the engine ([`Screen`], [`Change`], [`Next`], [`Notice`]); `post.rs` the words of a post ([`Post`], [`PostData`], [`PostKey`], [`PostReport`]); `shown.rs` what a show became ([`Shown`]: the screen's own [`crate::table::OnScreen`], opaque to the engine) |
//! | `turns/` | what plays and times a game's turns after a commit ([`Turns`]): `computer.rs`, `deadlines.rs`, `reminders.rs` (a post of the outbox), `finish.rs` ("Finish for me"), `background.rs` (what is scheduled or under way) |
//! | `lobbies/` | lobbies: clicks, expiry, the start of their game ([`Lobbies`]); `placement.rs` where a new table plays ([`Placement`]) |
//! | `tournaments/` | what members ask ([`Tournaments`], `asks.rs`: [`TournamentAsk`]); what runs by itself (`rounds.rs`: [`TournamentRounds`], [`Advance`]); `tables.rs` a table opened once; `follow.rs` what comes next (worked out by [`table_next`] at the end's commit), the public standings; `posts.rs` the posts the outbox carries for them; `rules.rs` what they all share |
//! | `puzzles/` | `/hypnosia puzzle` and the search for puzzles ([`Puzzles`]); `daily.rs` the daily puzzle |
//! | `outbox/` | everything posted once that is not a game's turn: owed, leased, handed to the screen with its data, reported ([`Outbox`]) |
//! | `process/` | the process around the tables: `sweep.rs` (named steps), `supervise.rs` (resume), `stop.rs` ([`Stop`]), `doors.rs` (places out of reach), `idle.rs` (a day idle ends a game), `settings.rs` (one field at a time) |
//! | `click.rs` | a turn message's click judged by table, version and seat, never by the message it came from ([`crate::table::MoveRefusal`]), refused from what the screen showed when it can be |
//! | `votes.rs` | resigning, cancelling, votes to cancel ([`Votes`]) |
//! | `practice.rs` | the practice game after the lessons and its hints ([`Practice`]) |
//! | `analysis.rs` | a finished game's analysis, its public post, a player's own errors ([`Analyses`]) |
//! | `tables.rs` | the composition: the kernel and the services on it ([`Tables`]) |
//! | `facade.rs` | what `Tables` answers outside the engine for the kernel: games read, the board posted again, a move click played, whether a click came from the live message |
//! | `error.rs` | a refusal for the user apart from an internal error ([`Error`]) |

mod analysis;
mod click;
pub mod error;
mod facade;
mod kernel;
mod lobbies;
mod outbox;
pub mod port;
mod practice;
pub mod process;
mod puzzles;
mod tables;
mod tournaments;
mod turns;
mod votes;

pub use crate::puzzles::{day_of, day_start};
pub use crate::seating::TournamentAct;
pub use crate::seating::table_next;
pub use analysis::{Analyses, OwnErrors, PaidAnalysis, PaidOwnMoves, PublicAnalysis};
pub use click::{MoveClick, TurnClick, decide_click, decide_turn};
pub use error::{Error, Result, UserError};
pub use kernel::change::Applied;
pub use kernel::shards::{self, Sharding};
pub use kernel::show_queue::{ShowJob, ShowKey, ShowQueues};
pub use kernel::waits::{self, POST_LEASE_SECS, PUZZLE_DAY, SWEEP_EVERY, Waits};
pub use kernel::{Kernel, Settings};
pub use lobbies::placement::Placement;
pub use lobbies::{
    Lobbies, LobbyAction, LobbyClick, LobbyMenu, LobbyOutcome, NoThread, Rematch, Started,
};
pub use outbox::{Outbox, SEASON_PODIUM, SEASON_TOP};
pub use port::learned::{Door, Learned};
pub use port::post::{Post, PostData, PostKey, PostReport, Report};
pub use port::shown::Shown;
pub use port::{Cause, Change, Next, Notice, Screen, next_step, owed_step};
pub use practice::{Practice, PracticeAsk, PracticeStart};
pub use process::doors::CalledOff;
pub use process::stop::Stop;
pub use puzzles::daily::{DAILY_PER_SWEEP, daily_key};
pub use puzzles::{Puzzles, SEARCHES_PER_GAME, shipped_puzzles};
pub use tables::Tables;
pub use tournaments::asks::{SignUpButton, TournamentAsk};
pub use tournaments::rounds::{Advance, TournamentRounds};
pub use tournaments::{MAX_SWISS_ROUNDS, Tournaments};
pub use turns::Turns;
pub use votes::{Actor, CancelAsked, CancelStep, CancelVote, VOTE_TIME, VoteOutcome, Votes};
