//! Slots served to servers in turn: a server with hundreds of games waiting
//! for a computer's decision or a live board takes one slot in every round,
//! like a server with one game, instead of a place in a first-come queue
//! that its own crowd fills. Within a server, first come, first served.
//!
//! [`RoundRobin`] is the order alone (pure, tested as such); [`FairSlots`]
//! hands out a fixed number of slots in that order.
//!
//! ```
//! use hypnosia::heavy::round_robin::RoundRobin;
//! let mut queue = RoundRobin::default();
//! for game in 0..200 {
//!     queue.push("crowded", game);
//! }
//! queue.push("lone", 1000);
//! let first: Vec<_> = std::iter::from_fn(|| queue.pop()).take(3).collect();
//! assert_eq!(first, [("crowded", 0), ("lone", 1000), ("crowded", 1)]);
//! ```

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};

/// Items queued per key, taken one key after the other.
pub struct RoundRobin<K, T> {
    /// Each key's items, first come first.
    queues: HashMap<K, VecDeque<T>>,
    /// The keys with items, in the order they are next served.
    turn: VecDeque<K>,
}

impl<K, T> Default for RoundRobin<K, T> {
    fn default() -> Self {
        RoundRobin {
            queues: HashMap::new(),
            turn: VecDeque::new(),
        }
    }
}

impl<K: Hash + Eq + Clone, T> RoundRobin<K, T> {
    /// Queues `item` behind `key`'s others; a key with nothing queued yet
    /// takes its place at the end of the round.
    pub fn push(&mut self, key: K, item: T) {
        let queue = self.queues.entry(key.clone()).or_default();
        if queue.is_empty() {
            self.turn.push_back(key);
        }
        queue.push_back(item);
    }

    /// The next key's oldest item; that key goes to the end of the round if
    /// it has more.
    pub fn pop(&mut self) -> Option<(K, T)> {
        let key = self.turn.pop_front()?;
        let queue = self.queues.get_mut(&key)?;
        let item = queue.pop_front()?;
        if queue.is_empty() {
            self.queues.remove(&key);
        } else {
            self.turn.push_back(key.clone());
        }
        Some((key, item))
    }

    /// Items queued, over every key.
    pub fn len(&self) -> usize {
        self.queues.values().map(VecDeque::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.turn.is_empty()
    }
}

struct State<K: Hash + Eq + Clone> {
    free: usize,
    waiting: RoundRobin<K, tokio::sync::oneshot::Sender<Slot<K>>>,
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
                waiting: RoundRobin::default(),
            })),
        }
    }

    /// A slot for `key`, at once if one is free, else when its turn comes;
    /// held until the [`Slot`] is dropped.
    pub async fn acquire(&self, key: K) -> Slot<K> {
        let rx = {
            let mut state = locked(&self.state);
            if state.free > 0 && state.waiting.is_empty() {
                state.free -= 1;
                return Slot {
                    state: Some(self.state.clone()),
                };
            }
            let (tx, rx) = tokio::sync::oneshot::channel();
            state.waiting.push(key, tx);
            rx
        };
        // The sender is dropped only after handing a slot over.
        rx.await.unwrap_or(Slot { state: None })
    }

    /// Waiters queued, over every key (for tests and logs).
    pub fn waiting(&self) -> usize {
        locked(&self.state).waiting.len()
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
        while let Some((_, waiter)) = state.waiting.pop() {
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
