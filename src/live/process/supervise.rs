//! Nothing runs unsupervised: background work that fails is tried again with
//! backoff ([`Kernel::supervised`]), each attempt a task of its own, and what
//! still fails is left to the sweep (`sweep.rs`), which sets going whatever
//! is due and not scheduled. After a restart, [`Tables::resume`] takes back
//! the posts a process before it held for its servers, runs the sweep at once, then every [`crate::live::Waits::sweep_every`]: every step of it
//! runs however the others fare, and a game that cannot be loaded is logged
//! and skipped, never the end of the others.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tracing::{info, warn};

use crate::live::port::Screen;
use crate::live::{Applied, Tables, held};
use crate::table::{GameId, Table};

/// What this process has scheduled or under way in the background, per game
/// (the sweep leaves those games alone).
#[derive(Default)]
pub(in crate::live) struct Background {
    /// Games whose next computer move is scheduled and not yet started.
    ai_pending: std::sync::Mutex<HashSet<GameId>>,
    /// When the computer move being played now was due, per game.
    ai_playing: std::sync::Mutex<HashMap<GameId, Instant>>,
    /// Games whose computer move or deadline is being handled (retries included).
    in_flight: std::sync::Mutex<HashSet<GameId>>,
}

impl Background {
    /// A computer move of `game` is scheduled: when it is due, or `None` if
    /// one already was. A move that follows a computer's is due a `pause`
    /// after that one was due, not after its commit: on a busy bot its
    /// thinking, load and commit would otherwise add up move after move (six
    /// moves of three computers between two turns of a person), while it
    /// still comes at least a quarter pause after the last, for the watchers.
    pub(in crate::live) fn schedule_ai(&self, game: GameId, pause: Duration) -> Option<Instant> {
        if !held(&self.ai_pending).insert(game) {
            return None;
        }
        let now = Instant::now();
        Some(match held(&self.ai_playing).get(&game) {
            Some(&due) => (due + pause).max(now + pause / 4),
            None => now + pause,
        })
    }

    /// The scheduled computer move of `game`, due at `due`, starts (the next
    /// one may be scheduled from now, paced from `due`).
    pub(in crate::live) fn ai_started(&self, game: GameId, due: Instant) {
        held(&self.ai_pending).remove(&game);
        held(&self.ai_playing).insert(game, due);
    }

    /// The computer move due at `due` is over (the next, if any, has its own
    /// due time): a person's move after it is paced afresh.
    pub(in crate::live) fn ai_over(&self, game: GameId, due: Instant) {
        let mut playing = held(&self.ai_playing);
        if playing.get(&game) == Some(&due) {
            playing.remove(&game);
        }
    }

    /// A computer move or a deadline of `game` is being handled now.
    pub(in crate::live) fn started(&self, game: GameId) {
        held(&self.in_flight).insert(game);
    }

    pub(in crate::live) fn ended(&self, game: GameId) {
        held(&self.in_flight).remove(&game);
    }

    /// Whether a computer move of `game` is scheduled or under way, or a
    /// deadline's handling.
    pub(in crate::live) fn busy(&self, game: GameId) -> bool {
        held(&self.ai_pending).contains(&game) || held(&self.in_flight).contains(&game)
    }
}

impl<S: Screen> Tables<S> {
    /// After a restart: what the screen owes is shown (a turn posted, its
    /// clock started afresh), computer turns go on, deadlines and idle lobbies
    /// are scheduled again (a deadline that passed while the bot was down
    /// fires now), and the periodic sweep starts, however this first one's
    /// steps fared. Only for the servers on this process's shards: the
    /// others' belong to the process holding their shard.
    pub async fn resume(self: &Arc<Self>) {
        let started = std::time::Instant::now();
        // What a process before this one held for these servers (killed
        // while it posted) is this one's at once, not after its lease.
        let shards = self.kernel.settings().sharding.range();
        match self
            .kernel
            .store()
            .take_back_leases(shards, crate::table::unix_now())
            .await
        {
            Ok(0) => {}
            Ok(taken) => info!(taken, "took back the posts a process before this one held"),
            Err(e) => {
                warn!(error = %e, "could not take back the posts held before; their leases run out")
            }
        }
        let set_going = self.sweep(true).await;
        info!(set_going, took = ?started.elapsed(), "resumed");
        match self.kernel.store().open_lobbies().await {
            Ok(open) => {
                for lobby in open
                    .iter()
                    .filter(|l| self.kernel.settings().sharding.owns(l.place.community()))
                {
                    self.lobbies.schedule_expiry(lobby.id, lobby.expires_at);
                }
            }
            Err(e) => warn!(error = %e, "open lobbies could not be read; the sweep closes them"),
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(tables.kernel.settings().waits.sweep_every).await;
                if tables.kernel.is_stopping() {
                    return;
                }
                tables.sweep(false).await;
            }
        });
    }

    /// [`Self::resume`] in the background: the bot answers clicks meanwhile
    /// (a game clicked before the resume reached it goes through the change
    /// path as any other: it is loaded, and what waits on it is set going).
    pub fn resume_in_background(self: &Arc<Self>) {
        let tables = Arc::clone(self);
        tokio::spawn(async move { tables.resume().await });
    }
}

/// Shows the first turn of a game that was started but not shown yet: no
/// deadline runs, and nobody moved or a person is to move (a computer's first
/// turn is set going by its own start). A game shown already is left as it is,
/// so the start and the sweep never both post it.
pub(in crate::live) fn first_turn(table: &Table) -> Applied {
    let unstarted = table.clock.deadline.is_none()
        && (table.game.version() == 0 || table.human_to_move().is_some());
    if unstarted {
        Applied::Started
    } else {
        Applied::Unchanged
    }
}
