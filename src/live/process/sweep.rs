//! The sweep: at start-up, then every [`crate::live::Waits::sweep_every`], it sets
//! going whatever is due and not scheduled, so that no game waits for someone
//! to type `/hypnosia board`. It is a list of **named steps** ([`steps`]),
//! each one feature's catching up, run in order:
//!
//! | step | what it sets going |
//! |---|---|
//! | `owed_shows` | the turns and results owed to the screen (a debt two sweeps saw, or any after a restart); a tournament table whose opening is owed is left to it (it shows the table in its thread) |
//! | `waiting_games` | a computer move or a turn deadline of a running game that nothing is scheduled for (its retries ran out) |
//! | `screen` | tells the screen a sweep went by ([`Notice::Swept`]; Discord's has nothing to do then, every post comes through the outbox) |
//! | `lobbies` | the expiry of lobbies past it and not scheduled |
//! | `idle_games` | a game with no turn limit idle for a day, called off |
//! | `tournaments` | a tournament's start, check-in or round that is due; a sign-up message or podium owed |
//! | `daily_puzzles` | each server's day claimed, its post or count leased to this process |
//! | `outbox` | the posts owed (`posts`: reminders, analyses, season ends, podiums, shares, daily puzzles), leased to this process and handed to the screen ([`Notice::Post`]) |
//! | `puzzle_search` | one analysed game's owed puzzle search, on the engine's heavy lane |
//!
//! Each step runs as a task of its own, so that one that fails or panics
//! keeps none of the others from running: it is logged (`WARN`, or `ERROR`
//! for a panic, with its name) and runs again at the next sweep. Each is
//! timed, and logs one line with its name, how many things it set going and
//! its time (`INFO` when it showed something owed after a failure, `DEBUG`
//! for the steady state: the other steps, and a sweep that found nothing;
//! `WARN` when it took longer than the sweep's period). A feature that must catch up adds one line to [`steps`]:
//! its name and its step, an async method that says how many things it set
//! going.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tracing::{debug, error, info, warn};

use crate::live::port::{Notice, Screen};
use crate::live::{Result, Tables, held};
use crate::table::{GameId, GuildId, unix_now};

/// How often the sweep looks for games and lobbies nothing is scheduled for
/// (the default of [`crate::live::Waits::sweep_every`]).
pub const SWEEP_EVERY: Duration = Duration::from_secs(15);

/// The steps whose work is what people see shown after a failure (a turn,
/// results or a post owed): logged at `INFO` when they set something going.
/// The others' catching up is the sweep's steady state (`DEBUG`): what they
/// set going logs its own line when it changes something (a game started or
/// ended, a round seated), and a restart says what it resumed in one line.
const SHOW_AFTER_A_FAILURE: [&str; 2] = ["owed_shows", "outbox"];

/// A step under way: how many things it set going.
type Stepping = Pin<Box<dyn Future<Output = Result<usize>> + Send>>;

/// A step of the sweep, given the engine and whether this sweep is the one
/// after a restart.
type Step<S> = fn(Arc<Tables<S>>, bool) -> Stepping;

/// A step given at construction (`Tables::with_sweep_step`, with the feature `testing`).
pub(in crate::live) type ExtraStep = (&'static str, Arc<dyn Fn() -> Stepping + Send + Sync>);

/// The sweep's steps, in the order they run (see the module's doc).
fn steps<S: Screen>() -> [(&'static str, Step<S>); 9] {
    [
        ("owed_shows", |t, restarted| {
            Box::pin(async move { t.show_owed(restarted).await })
        }),
        ("waiting_games", |t, _| {
            Box::pin(async move { t.set_waiting_games_going().await })
        }),
        ("screen", |t, _| Box::pin(async move { t.screen_swept() })),
        ("lobbies", |t, _| {
            Box::pin(async move { t.expire_lobbies().await })
        }),
        ("idle_games", |t, _| {
            Box::pin(async move { t.end_idle_games().await })
        }),
        ("tournaments", |t, _| {
            Box::pin(async move { t.tournament_rounds.sweep_tournaments().await })
        }),
        ("daily_puzzles", |t, _| {
            Box::pin(async move { t.puzzles.sweep_daily_puzzles().await })
        }),
        ("outbox", |t, _| {
            Box::pin(async move { Ok(t.outbox.sweep_outbox().await) })
        }),
        ("puzzle_search", |t, _| {
            Box::pin(async move { t.puzzles.search_owed_puzzles().await.map(usize::from) })
        }),
    ]
}

impl<S: Screen> Tables<S> {
    /// The same tables, whose sweep runs `step` too, after its own steps and
    /// as they are: named `name`, timed, logged, its failure or panic the end
    /// of nothing else. `step` says how many things it set going.
    // For the tests of `tests/live/sweep.rs`, which need a step that panics.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn with_sweep_step<F, Fut>(self: Arc<Self>, name: &'static str, step: F) -> Arc<Self>
    where
        F: Fn() -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<usize>> + Send + 'static,
    {
        let step = move || -> Stepping { Box::pin(step()) };
        held(&self.extra_steps).push((name, Arc::new(step)));
        self
    }

    /// Runs every step of the sweep in turn, each as a task of its own, and
    /// logs each (see the module's doc); returns how many things they set
    /// going together. Once the process is stopping, no step starts.
    pub(in crate::live) async fn sweep(self: &Arc<Self>, restarted: bool) -> usize {
        let own = steps::<S>()
            .into_iter()
            .map(|(name, step)| (name, step(Arc::clone(self), restarted)));
        let extra: Vec<_> = held(&self.extra_steps).clone();
        let extra = extra.into_iter().map(|(name, step)| (name, step()));
        let mut set_going = 0;
        for (name, step) in own.chain(extra).collect::<Vec<_>>() {
            if self.kernel.is_stopping() {
                break;
            }
            let started = Instant::now();
            let outcome = tokio::spawn(step).await;
            let took = started.elapsed();
            let slow = took > self.kernel.settings().waits.sweep_every;
            match outcome {
                Ok(Ok(n)) => {
                    set_going += n;
                    if slow {
                        warn!(
                            step = name,
                            set_going = n,
                            ?took,
                            "a sweep step took longer than the sweep's period"
                        );
                    } else if n > 0 && SHOW_AFTER_A_FAILURE.contains(&name) {
                        info!(step = name, set_going = n, ?took, restarted, "sweep step");
                    } else {
                        debug!(step = name, set_going = n, ?took, restarted, "sweep step");
                    }
                }
                Ok(Err(e)) => {
                    warn!(step = name, error = %e, ?took, "a sweep step failed; the next sweep runs it again")
                }
                Err(e) => {
                    error!(step = name, error = %e, ?took, "a sweep step panicked; the others run, and the next sweep runs it again")
                }
            }
        }
        set_going
    }

    /// Shows what our games owe their screen. A debt is shown at once after
    /// a restart, and otherwise once a second sweep finds it: a younger one
    /// is being shown right now. A tournament table whose opening is owed
    /// is left to it (`tournaments/tables.rs`): it is shown in its thread.
    async fn show_owed(self: &Arc<Self>, restarted: bool) -> Result<usize> {
        let ours = |guild: GuildId| self.kernel.settings().sharding.owns(guild);
        // Owed by the store's account, and not shown by this process either
        // (an update in place is marked by the game's next commit).
        let owed: HashSet<GameId> = self
            .kernel
            .store()
            .owed_to_screen()
            .await?
            .into_iter()
            .filter(|(id, guild, version)| {
                ours(*guild) && self.kernel.shown_version(*id) < Some(*version)
            })
            .map(|(id, _, _)| id)
            .collect();
        let seen_before = self.kernel.owed_since_last_sweep(owed.clone());
        let mut shown = 0;
        for &id in &owed {
            if (restarted || seen_before.contains(&id)) && !self.kernel.showings().screen_busy(id) {
                // A table whose opening is owed is shown by it, in its thread.
                match self.tournament_rounds.waits_for_opening(id).await {
                    Ok(true) => continue,
                    Ok(false) => {}
                    Err(e) => {
                        warn!(game = %id, error = %e, "an owed game is left for the next sweep");
                        continue;
                    }
                }
                match self.kernel.reshow(id).await {
                    Ok(()) => shown += 1,
                    Err(e) => warn!(game = %id, error = %e, "what a game owes could not be shown"),
                }
            }
        }
        Ok(shown)
    }

    /// Sets going every running game of ours that nothing is scheduled for.
    /// Only games something waits on: a game with no turn limit waiting on
    /// its person costs nothing here, until its idle end.
    async fn set_waiting_games_going(self: &Arc<Self>) -> Result<usize> {
        let mut set_going = 0;
        for (id, guild) in self.kernel.store().waiting_game_ids().await? {
            if !self.kernel.settings().sharding.owns(guild) || self.turns.is_scheduled(id) {
                continue;
            }
            match self.kernel.store().game(id).await {
                Ok(Some(table)) => {
                    if self.turns.is_scheduled(id) {
                        continue; // scheduled while it loaded
                    }
                    // A person's turn with no deadline yet sets nothing
                    // going: counted, it would log INFO every sweep.
                    if self.turns.rearm(&table) {
                        set_going += 1;
                    }
                }
                Ok(None) => {} // ended meanwhile
                Err(e) => {
                    error!(game = %id, error = %e, "a running game cannot be loaded; skipped")
                }
            }
        }
        Ok(set_going)
    }

    /// The screen is told that the sweep ran: its own due work may start.
    fn screen_swept(&self) -> Result<usize> {
        Arc::clone(self.kernel.screen()).notice(Notice::Swept);
        Ok(0)
    }

    /// Schedules the expiry of our lobbies past it that nothing schedules.
    async fn expire_lobbies(self: &Arc<Self>) -> Result<usize> {
        let mut scheduled = 0;
        for (id, guild, expires_at) in self.kernel.store().lobbies_expired_by(unix_now()).await? {
            if self.kernel.settings().sharding.owns(guild) && !self.lobbies.expiry_scheduled(id) {
                self.lobbies.schedule_expiry(id, expires_at);
                scheduled += 1;
            }
        }
        Ok(scheduled)
    }
}
