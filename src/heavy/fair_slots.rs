//! Drawing slots served to servers in turn ([`RoundRobin`]'s order): a server
//! with hundreds of games waiting for a computer's decision or a live board
//! takes one slot in every round, like a server with one game. Waiters that
//! come [`FairSlots::acquire_first`] (a person's click waits for them) are
//! served before the others, in the same order among themselves.

use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::pace::round_robin::RoundRobin;

type Waiter<K> = tokio::sync::oneshot::Sender<Slot<K>>;

struct State<K: Hash + Eq + Clone> {
    free: usize,
    /// Served first: someone is waiting for an answer.
    first: RoundRobin<K, Waiter<K>>,
    waiting: RoundRobin<K, Waiter<K>>,
}

impl<K: Hash + Eq + Clone> State<K> {
    fn next_waiter(&mut self) -> Option<Waiter<K>> {
        self.first
            .pop()
            .or_else(|| self.waiting.pop())
            .map(|(_, waiter)| waiter)
    }
}

/// A fixed number of slots (one per CPU), each given, when one is free, to
/// the next server in the round (see the module's doc).
pub struct FairSlots<K: Hash + Eq + Clone> {
    state: Arc<Mutex<State<K>>>,
}

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl<K: Hash + Eq + Clone + Send + 'static> FairSlots<K> {
    pub fn new(slots: usize) -> FairSlots<K> {
        FairSlots {
            state: Arc::new(Mutex::new(State {
                free: slots.max(1),
                first: RoundRobin::default(),
                waiting: RoundRobin::default(),
            })),
        }
    }

    /// A slot for `key`, at once if one is free, else when its turn comes;
    /// held until the [`Slot`] is dropped.
    pub async fn acquire(&self, key: K) -> Slot<K> {
        self.acquire_as(key, false).await
    }

    /// A slot for `key` before every waiter of [`Self::acquire`]: a person
    /// waits for what it is for.
    pub async fn acquire_first(&self, key: K) -> Slot<K> {
        self.acquire_as(key, true).await
    }

    async fn acquire_as(&self, key: K, first: bool) -> Slot<K> {
        let rx = {
            let mut state = locked(&self.state);
            if state.free > 0 && state.waiting.is_empty() && state.first.is_empty() {
                state.free -= 1;
                return Slot {
                    state: Some(self.state.clone()),
                };
            }
            let (tx, rx) = tokio::sync::oneshot::channel();
            if first {
                state.first.push(key, tx);
            } else {
                state.waiting.push(key, tx);
            }
            rx
        };
        // The sender is dropped only after handing a slot over.
        rx.await.unwrap_or(Slot { state: None })
    }

    /// Waiters queued, over every key (for tests and logs).
    pub fn waiting(&self) -> usize {
        let state = locked(&self.state);
        state.first.len() + state.waiting.len()
    }
}

/// One slot of a [`FairSlots`]; dropping it hands it to the next in the round.
pub struct Slot<K: Hash + Eq + Clone> {
    state: Option<Arc<Mutex<State<K>>>>,
}

impl<K: Hash + Eq + Clone> Drop for Slot<K> {
    fn drop(&mut self) {
        let Some(shared) = self.state.take() else {
            return;
        };
        let mut state = locked(&shared);
        while let Some(waiter) = state.next_waiter() {
            let handed = Slot {
                state: Some(shared.clone()),
            };
            // A waiter that gave up hands the slot back (its `Err`), and
            // dropping that returned slot here would lock again: take it
            // apart instead and try the next waiter.
            match waiter.send(handed) {
                Ok(()) => return,
                Err(mut back) => back.state = None,
            }
        }
        state.free += 1;
    }
}
