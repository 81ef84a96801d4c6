//! One registry for the engine's timers (a game's turn deadline, its
//! reminder, a lobby's expiry): at most one sleeping timer per key, for the
//! moment it is for. A timer for the same moment serves both; a newer moment
//! cancels the older timer, which can only be stale (the newest moment is
//! saved before it is armed), so no timer sleeps for nothing for up to a
//! whole turn time-out (7 days).

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::live::kernel::held;
use crate::table::{UnixTime, unix_now};

/// Pending timers: per key, the moment each is for and a handle to cancel it.
pub(in crate::live) struct Timers<K> {
    pending: Arc<Mutex<HashMap<K, (UnixTime, tokio::task::AbortHandle)>>>,
}

impl<K> Default for Timers<K> {
    fn default() -> Self {
        Timers {
            pending: Arc::default(),
        }
    }
}

impl<K: Copy + Eq + Hash + Send + 'static> Timers<K> {
    /// Runs `fire` at `wake` (at once when it passed), as `key`'s timer for
    /// `moment`, unless one for that moment is pending already. Once awake,
    /// the timer leaves the registry (from then on nothing cancels it) and
    /// fires, unless a newer moment replaced it meanwhile.
    pub(in crate::live) fn arm<F, Fut>(&self, key: K, moment: UnixTime, wake: UnixTime, fire: F)
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let mut pending = held(&self.pending);
        if pending.get(&key).is_some_and(|(at, _)| *at == moment) {
            return;
        }
        let registry = Arc::clone(&self.pending);
        let task = tokio::spawn(async move {
            let wait = (wake - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            {
                let mut pending = held(&registry);
                match pending.get(&key) {
                    Some((at, _)) if *at == moment => pending.remove(&key),
                    _ => return,
                };
            }
            // Boxed, so that a sleeping timer holds a few words rather than
            // the whole state of what it fires.
            Box::pin(fire()).await;
        });
        if let Some((_, older)) = pending.insert(key, (moment, task.abort_handle())) {
            older.abort();
        }
    }

    /// Whether a timer is pending for `key`.
    pub(in crate::live) fn pending(&self, key: K) -> bool {
        held(&self.pending).contains_key(&key)
    }

    /// Cancels `key`'s pending timer.
    pub(in crate::live) fn cancel(&self, key: K) {
        if let Some((_, timer)) = held(&self.pending).remove(&key) {
            timer.abort();
        }
    }
}
