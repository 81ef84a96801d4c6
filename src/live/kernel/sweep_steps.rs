//! The sweep's steps, each registered by the service whose catching up it is
//! when the service is made (the tournaments' rounds, the daily puzzle, the
//! lobbies' expiry, the outbox…), the process's own by the tables
//! (`process/sweep.rs` runs them). A step is held with its service weakly,
//! as the engine's events are: the service holds the kernel.
//!
//! They run by phase, and in the order they were registered within one:
//! what is owed to the screen first, then what the tables set going (which
//! may owe posts), then the outbox (which hands over what they owe), then
//! heavy work; steps given for tests last.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

use crate::live::error::Result;
use crate::live::kernel::held;

/// A step under way: how many things it set going.
pub type Stepping = Pin<Box<dyn Future<Output = Result<usize>> + Send>>;

/// When in a sweep a step runs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Phase {
    /// What is owed to the screen, and what waits in running games.
    Shows,
    /// What the tables set going: lobbies, idle games, tournaments, the
    /// daily puzzle.
    Tables,
    /// The posts owed, handed over.
    Posts,
    /// Heavy work (a puzzle search).
    Heavy,
    /// Steps given for tests, after the engine's own.
    #[cfg(feature = "testing")]
    Extra,
}

/// A registered step: given whether this sweep is the one after a restart,
/// the step under way, or none when its service is gone.
type Start = Arc<dyn Fn(bool) -> Option<Stepping> + Send + Sync>;

/// The registered steps.
#[derive(Default)]
pub struct SweepSteps {
    steps: Mutex<Vec<(Phase, &'static str, Start)>>,
}

impl SweepSteps {
    /// `service`'s step `name`, run in `phase` at every sweep while the
    /// service lives.
    pub fn add<T: Send + Sync + 'static>(
        &self,
        phase: Phase,
        name: &'static str,
        service: &Arc<T>,
        step: fn(Arc<T>, bool) -> Stepping,
    ) {
        let service = Arc::downgrade(service);
        let start: Start = Arc::new(move |restarted| Some(step(service.upgrade()?, restarted)));
        self.add_start(phase, name, start);
    }

    /// A step that holds nothing of a service (the tests' own).
    pub fn add_start(&self, phase: Phase, name: &'static str, start: Start) {
        let mut steps = held(&self.steps);
        steps.push((phase, name, start));
        // Stable: within a phase, the order of registration.
        steps.sort_by_key(|(phase, _, _)| *phase);
    }

    /// The steps in the order they run, with how to start each.
    pub fn in_order(&self) -> Vec<(&'static str, Start)> {
        (held(&self.steps).iter())
            .map(|(_, name, start)| (*name, Arc::clone(start)))
            .collect()
    }
}

/// A future as a step under way.
pub fn stepping(step: impl Future<Output = Result<usize>> + Send + 'static) -> Stepping {
    Box::pin(step)
}
