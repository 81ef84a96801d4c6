//! The order in which what the engine committed is shown: one queue per
//! game (the engine's, `shown.rs`) and per lobby, tournament or tidying (the
//! screen's own), worked by one worker at a time, so that a board never goes
//! back to an older state. An update that a later one overtakes is skipped.
//! Whoever keeps a queue hears when its worker starts and when it ends, in
//! the order it happened.

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

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
    /// runs for `key` (the caller starts one), which `working` hears (true),
    /// in the same order as it hears that the worker ends.
    pub fn push(&self, key: ShowKey, job: J, working: impl FnOnce(bool)) -> bool {
        let mut queues = self.queues();
        let queue = queues.entry(key).or_default();
        queue.jobs.push_back(job);
        let start = !std::mem::replace(&mut queue.working, true);
        if start {
            working(true);
        }
        start
    }

    /// The next job to do, skipping replaceable updates that a later job
    /// overtakes; `None` ends the worker (atomically with a later `push`),
    /// which `working` hears (false).
    pub fn next(&self, key: ShowKey, working: impl FnOnce(bool)) -> Option<J> {
        let mut queues = self.queues();
        let queue = queues.get_mut(&key)?;
        loop {
            let Some(job) = queue.jobs.pop_front() else {
                queues.remove(&key);
                working(false);
                return None;
            };
            if job.replaceable() && !queue.jobs.is_empty() {
                continue;
            }
            return Some(job);
        }
    }
}
