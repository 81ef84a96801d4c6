//! Stopping without losing anything: once asked to stop, no background work
//! starts (what it was for is in the store, and the next start sets it going),
//! while the changes under way finish and are handed to the screen.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use crate::live::kernel::Kernel;
use crate::live::port::Screen;

/// Changes under way, and whether the process is stopping.
#[derive(Default)]
pub(in crate::live) struct Work {
    changes: AtomicUsize,
    stopping: AtomicBool,
}

/// One change under way, for as long as it lives.
pub(in crate::live) struct Entered<'a>(&'a Work);

impl Work {
    pub(in crate::live) fn enter(&self) -> Entered<'_> {
        self.changes.fetch_add(1, Ordering::SeqCst);
        Entered(self)
    }
}

impl Drop for Entered<'_> {
    fn drop(&mut self) {
        self.0.changes.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<S: Screen> Kernel<S> {
    /// Stops starting background work (computer moves, deadlines, reminders,
    /// lobby expiries, the sweep).
    pub fn stop(&self) {
        self.work.stopping.store(true, Ordering::SeqCst);
    }

    /// Whether [`Self::stop`] was called.
    pub fn is_stopping(&self) -> bool {
        self.work.stopping.load(Ordering::SeqCst)
    }

    /// How many changes are under way (loading, applying or committing).
    pub fn changes_under_way(&self) -> usize {
        self.work.changes.load(Ordering::SeqCst)
    }

    /// Waits until no change is under way, for at most `within`; whether
    /// they all finished.
    pub async fn settle(&self, within: Duration) -> bool {
        const STEP: Duration = Duration::from_millis(20);
        let mut waited = Duration::ZERO;
        while self.changes_under_way() > 0 {
            if waited >= within {
                return false;
            }
            tokio::time::sleep(STEP).await;
            waited += STEP;
        }
        true
    }
}
