//! The order in which a screen shows what the engine committed: one queue
//! per game (and per lobby), worked by one worker at a time, so that a board
//! never goes back to an older state. An update that a later one overtakes
//! is skipped. The engine hears when a game's screen is at work and when it
//! is idle ([`Shown`]), in the order it happened.

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

use super::Shown;
use crate::seating::TournamentId;
use crate::table::GameId;

/// Whose shows run in one order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ShowKey {
    Game(GameId),
    Lobby(GameId),
    /// A tournament's calls (its check-in, its no-shows), in order. Its
    /// messages are posts of the engine's outbox, which coalesces their
    /// changes.
    Tournament(TournamentId),
    /// What is tidied after a game's turn passed to a person (the message
    /// it replaced, its log): in order, but behind none of the game's shows,
    /// so that a click on the new turn never waits for it.
    Tidy(GameId),
}

/// A thing to show, as far as its order goes.
pub trait ShowJob {
    /// An update of the live message in place that nobody waits for: a later
    /// job shows a newer state of the same message.
    fn replaceable(&self) -> bool;
}

struct Queue<J> {
    jobs: VecDeque<J>,
    working: bool,
}

impl<J> Default for Queue<J> {
    fn default() -> Self {
        Queue {
            jobs: VecDeque::new(),
            working: false,
        }
    }
}

/// Every game's and lobby's queue of things to show.
pub struct ShowQueues<J>(Mutex<HashMap<ShowKey, Queue<J>>>);

impl<J> Default for ShowQueues<J> {
    fn default() -> Self {
        ShowQueues(Mutex::new(HashMap::new()))
    }
}

impl<J: ShowJob> ShowQueues<J> {
    fn queues(&self) -> MutexGuard<'_, HashMap<ShowKey, Queue<J>>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether no show of any game or lobby is queued or under way.
    pub fn idle(&self) -> bool {
        self.queues().values().all(|q| !q.working)
    }

    /// Adds a job; true when no worker
    /// runs for `key` (the caller starts one).
    /// A game's engine hears that its screen is at work (in the same order
    /// as it hears that it is done).
    pub fn push(&self, key: ShowKey, job: J, report: impl FnOnce(Shown)) -> bool {
        let mut queues = self.queues();
        let queue = queues.entry(key).or_default();
        queue.jobs.push_back(job);
        let start = !std::mem::replace(&mut queue.working, true);
        if start {
            report(Shown::Busy);
        }
        start
    }

    /// The next job to do, skipping replaceable updates that a later job
    /// overtakes; `None` ends the worker (atomically with a later `push`),
    /// and the game's engine hears that its screen is idle.
    pub fn next(&self, key: ShowKey, report: impl FnOnce(Shown)) -> Option<J> {
        let mut queues = self.queues();
        let queue = queues.get_mut(&key)?;
        loop {
            let Some(job) = queue.jobs.pop_front() else {
                queues.remove(&key);
                report(Shown::Idle);
                return None;
            };
            if job.replaceable() && !queue.jobs.is_empty() {
                continue;
            }
            return Some(job);
        }
    }
}
