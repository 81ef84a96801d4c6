//! Items served to servers in turn: a server with hundreds of games waiting
//! (for the pace, a drawing slot, a computer's decision) takes one turn in
//! every round, like a server with one game, instead of a place in a
//! first-come queue that its own crowd fills. Within a server, first come,
//! first served. The order alone, pure: [`crate::pace`] and
//! [`crate::heavy::fair_slots`] hand out their turns in it.
//!
//! ```
//! use hypnosia_engine::pace::round_robin::RoundRobin;
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
