//! Drawing slots served to servers in turn ([`RoundRobin`]'s order): a server
//! with hundreds of games waiting for a computer's decision or a live board
//! takes one slot in every round, like a server with one game. Waiters that
//! come [`FairSlots::acquire_first`] (a person's click waits for them) are
//! served before the others, in the same order among themselves; so that the
//! others never starve under a steady stream of them, once
//! [`PASSED_OVER_AT_MOST`] were served while one of the others waited, the
//! next slot is that one's. Waiters that come [`FairSlots::acquire_soon`]
//! (a click's board a later one can stand in for) come after those and
//! before the others, and wait only briefly (`heavy::handover`), so they
//! need no share. Waiters that come [`FairSlots::acquire_last`]
//! (an edit a newer state replaces for sure: a computer's move) have no such
//! share: they are served only when nobody else waits, and leave on their own
//! when their successor comes (`heavy::lanes`). A waiter that gives up (its
//! future dropped: a newer board of its game came) leaves the queue's count
//! at once and its place is skipped when its turn comes.

use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::pace::round_robin::RoundRobin;

type Waiter<K> = tokio::sync::oneshot::Sender<Slot<K>>;

/// Waiters of [`FairSlots::acquire_first`] and [`FairSlots::acquire_soon`]
/// served at most while one of [`FairSlots::acquire`] waits; the next slot is
/// the latter's. At two slots
/// and a board in tens of milliseconds, a board nobody waits for is drawn
/// within some sixteen drawings whatever comes, and a person's board waits
/// for one board nobody waits for in seventeen at most, only while both kinds
/// queue.
pub const PASSED_OVER_AT_MOST: usize = 16;

struct State<K: Hash + Eq + Clone> {
    free: usize,
    /// Served first: someone is waiting for an answer.
    first: RoundRobin<K, Waiter<K>>,
    /// Served when `first` has none: someone waits, briefly, for what a
    /// later board stands in for.
    soon: RoundRobin<K, Waiter<K>>,
    waiting: RoundRobin<K, Waiter<K>>,
    /// Served only when neither `first` nor `waiting` has any.
    last: RoundRobin<K, Waiter<K>>,
    /// Waiters of `first` and `soon` served in a row while `waiting` had some.
    passed_over: usize,
    /// Queued waiters that gave up, not yet reached.
    abandoned: usize,
}

impl<K: Hash + Eq + Clone> State<K> {
    fn next_waiter(&mut self) -> Option<Waiter<K>> {
        let others_due = self.passed_over >= PASSED_OVER_AT_MOST && !self.waiting.is_empty();
        if !others_due && let Some((_, waiter)) = (self.first.pop()).or_else(|| self.soon.pop()) {
            self.passed_over = match self.waiting.is_empty() {
                true => 0,
                false => self.passed_over + 1,
            };
            return Some(waiter);
        }
        self.passed_over = 0;
        (self.waiting.pop())
            .or_else(|| self.first.pop())
            .or_else(|| self.soon.pop())
            .or_else(|| self.last.pop())
            .map(|(_, waiter)| waiter)
    }

    fn queued(&self) -> usize {
        self.first.len() + self.soon.len() + self.waiting.len() + self.last.len()
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
                soon: RoundRobin::default(),
                waiting: RoundRobin::default(),
                last: RoundRobin::default(),
                passed_over: 0,
                abandoned: 0,
            })),
        }
    }

    /// A slot for `key`, at once if one is free, else when its turn comes;
    /// held until the [`Slot`] is dropped.
    pub async fn acquire(&self, key: K) -> Slot<K> {
        self.acquire_as(key, Rank::Fair).await
    }

    /// A slot for `key` before every waiter of [`Self::acquire`]: a person
    /// waits for what it is for.
    pub async fn acquire_first(&self, key: K) -> Slot<K> {
        self.acquire_as(key, Rank::First).await
    }

    /// A slot for `key` after every waiter of [`Self::acquire_first`] and
    /// before those of [`Self::acquire`]: a person waits for it, but a later
    /// board stands in for it if none comes soon.
    pub async fn acquire_soon(&self, key: K) -> Slot<K> {
        self.acquire_as(key, Rank::Soon).await
    }

    /// A slot for `key` only when no waiter of [`Self::acquire_first`] nor
    /// of [`Self::acquire`] is left: what it is for, a newer one replaces.
    pub async fn acquire_last(&self, key: K) -> Slot<K> {
        self.acquire_as(key, Rank::Last).await
    }

    async fn acquire_as(&self, key: K, rank: Rank) -> Slot<K> {
        let rx = {
            let mut state = locked(&self.state);
            if state.free > 0 && state.queued() == 0 {
                state.free -= 1;
                return Slot {
                    state: Some(self.state.clone()),
                };
            }
            let (tx, rx) = tokio::sync::oneshot::channel();
            match rank {
                Rank::First => state.first.push(key, tx),
                Rank::Soon => state.soon.push(key, tx),
                Rank::Fair => state.waiting.push(key, tx),
                Rank::Last => state.last.push(key, tx),
            }
            rx
        };
        let mut queued = Queued {
            state: &self.state,
            rx,
            served: false,
        };
        // The sender is dropped only after handing a slot over.
        let slot = (&mut queued.rx).await.unwrap_or(Slot { state: None });
        queued.served = true;
        slot
    }

    /// Waiters of [`Self::acquire_first`] queued, over every key.
    pub fn first_waiting(&self) -> usize {
        locked(&self.state).first.len()
    }

    /// Waiters queued, over every key (for tests and logs).
    pub fn waiting(&self) -> usize {
        let state = locked(&self.state);
        state.queued().saturating_sub(state.abandoned)
    }
}

/// Which queue a waiter joins.
#[derive(Clone, Copy)]
enum Rank {
    First,
    Soon,
    Fair,
    Last,
}

/// A waiter in the queue until served; dropped before (it gave up), it is
/// counted out at once, and a slot handed to it meanwhile goes on.
struct Queued<'a, K: Hash + Eq + Clone> {
    state: &'a Arc<Mutex<State<K>>>,
    rx: tokio::sync::oneshot::Receiver<Slot<K>>,
    served: bool,
}

impl<K: Hash + Eq + Clone> Drop for Queued<'_, K> {
    fn drop(&mut self) {
        if self.served {
            return;
        }
        // Slots are handed over under the lock: closed under it, the waiter
        // either has its slot already or is never handed one.
        let handed = {
            let mut state = locked(self.state);
            self.rx.close();
            let handed = self.rx.try_recv().ok();
            if handed.is_none() {
                state.abandoned += 1;
            }
            handed
        };
        drop(handed); // to the next waiter, the lock released
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
                Err(mut back) => {
                    back.state = None;
                    state.abandoned = state.abandoned.saturating_sub(1);
                }
            }
        }
        state.free += 1;
    }
}
