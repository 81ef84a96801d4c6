//! The sweep: at start-up, then every [`crate::live::Waits::sweep_every`], it sets
//! going whatever is due and not scheduled, so that no game waits for someone
//! to type `/hypnosia board`. It is a list of **named steps**, each one
//! feature's catching up, registered by the service whose it is when the
//! service is made (`kernel/sweep_steps.rs`; the process's own by
//! [`Tables::register_sweep_steps`]), run by phase in this order:
//!
//! | step | what it sets going |
//! |---|---|
//! | `owed_shows` | the turns and results owed to the screen (a debt two sweeps saw, or any after a restart) of the tables the bot shows itself (one reached only through clicks owes nothing until its next click); a tournament table whose opening is owed is left to it (it shows the table in its thread) |
//! | `waiting_games` | a computer move or a turn deadline of a running game that nothing is scheduled for (its retries ran out) |
//! | `screen` | tells the screen a sweep went by ([`Notice::Swept`]): it ends in what the screen learned since its last answer (a command's call refused: that place's games called off); every post comes through the outbox |
//! | `lobbies` | the expiry of lobbies past it and not scheduled |
//! | `tournaments` | a tournament's start, check-in or round that is due; a sign-up message or podium owed |
//! | `daily_puzzles` | each server's day claimed, its post or count leased to this process |
//! | `idle_games` | a game with no turn limit idle for a day, called off |
//! | `unclicked_games` | a table reached only through clicks, its turn unseen and unclicked for a day (a week for a slow game), called off |
//! | `outbox` | the posts owed (`posts`: reminders, analyses, season ends, podiums, shares, daily puzzles), leased to this process and handed to the screen ([`Screen::post`](crate::live::Screen::post)) |
//! | `puzzle_search` | one analysed game's owed puzzle search, on the engine's heavy lane |
//!
//! Each step runs as a task of its own, so that one that fails or panics
//! keeps none of the others from running: it is logged (`WARN`, or `ERROR`
//! for a panic, with its name) and runs again at the next sweep. Each is
//! timed, and logs one line with its name, how many things it set going and
//! its time (`INFO` when it showed something owed after a failure, `DEBUG`
//! for the steady state: the other steps, and a sweep that found nothing;
//! `WARN` when it took longer than the sweep's period). A feature that must catch up registers
//! its step when it is made (`kernel.sweep_steps().add(phase, name, …)`): an
//! async method that says how many things it set going.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use tracing::{debug, error, info, warn};

use crate::live::error::Result;
use crate::live::kernel::sweep_steps::{Phase, stepping};
use crate::live::port::{Notice, Screen};
use crate::live::tables::Tables;
use crate::table::{Community, GameId};

/// The steps whose work is what people see shown after a failure (a turn,
/// results or a post owed): logged at `INFO` when they set something going.
/// The others' catching up is the sweep's steady state (`DEBUG`): what they
/// set going logs its own line when it changes something (a game started or
/// ended, a round seated), and a restart says what it resumed in one line.
const SHOW_AFTER_A_FAILURE: [&str; 2] = ["owed_shows", "outbox"];

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
        Fut: std::future::Future<Output = Result<usize>> + Send + 'static,
    {
        let start = move |_restarted| Some(stepping(step()));
        (self.kernel.sweep_steps()).add_start(Phase::Extra, name, Arc::new(start));
        self
    }

    /// Runs one sweep as the process does every
    /// [`crate::live::Waits::sweep_every`], not after a restart; how many
    /// things it set going.
    // For the benches of `benches/sweep.rs`, which time one sweep.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub async fn sweep_once(self: &Arc<Self>) -> usize {
        self.sweep(false).await
    }

    /// Runs every step of the sweep in turn, each as a task of its own, and
    /// logs each (see the module's doc); returns how many things they set
    /// going together. Once the process is stopping, no step starts.
    pub(in crate::live) async fn sweep(self: &Arc<Self>, restarted: bool) -> usize {
        let mut set_going = 0;
        for (name, start) in self.kernel.sweep_steps().in_order() {
            if self.kernel.is_stopping() {
                break;
            }
            let Some(step) = start(restarted) else {
                continue;
            };
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
        let ours = |community: Community| self.kernel.settings().sharding.owns(community);
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
        self.kernel.tell(Notice::Swept);
        Ok(0)
    }

    /// Registers the process's own steps of the sweep (the services
    /// registered theirs when they were made).
    pub(in crate::live) fn register_sweep_steps(self: &Arc<Self>) {
        let steps = self.kernel.sweep_steps();
        steps.add(Phase::Shows, "owed_shows", self, |t, restarted| {
            stepping(async move { t.show_owed(restarted).await })
        });
        steps.add(Phase::Shows, "waiting_games", self, |t, _| {
            stepping(async move { t.set_waiting_games_going().await })
        });
        steps.add(Phase::Shows, "screen", self, |t, _| {
            stepping(async move { t.screen_swept() })
        });
        steps.add(Phase::Tables, "idle_games", self, |t, _| {
            stepping(async move { t.end_idle_games().await })
        });
        steps.add(Phase::Tables, "unclicked_games", self, |t, _| {
            stepping(async move { t.end_unclicked_games().await })
        });
    }
}
