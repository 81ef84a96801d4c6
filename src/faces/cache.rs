//! A bounded map that forgets what was used least recently: the faces and
//! the members' avatars the bot remembers, a few hundred of each, so that a
//! busy process never grows without end.

use std::collections::HashMap;
use std::hash::Hash;

/// At most `capacity` entries; inserting one more drops the one read or
/// written longest ago.
pub struct Bounded<K, V> {
    entries: HashMap<K, (V, u64)>,
    capacity: usize,
    tick: u64,
}

impl<K: Hash + Eq + Clone, V> Bounded<K, V> {
    pub fn new(capacity: usize) -> Bounded<K, V> {
        Bounded {
            entries: HashMap::with_capacity(capacity.min(1024) + 1),
            capacity: capacity.max(1),
            tick: 0,
        }
    }

    fn next_tick(&mut self) -> u64 {
        self.tick += 1;
        self.tick
    }

    /// The entry of `key`, marked as just used.
    pub fn get(&mut self, key: &K) -> Option<&V> {
        let tick = self.next_tick();
        let entry = self.entries.get_mut(key)?;
        entry.1 = tick;
        Some(&entry.0)
    }

    /// Sets `key`'s entry, dropping the least recently used one when full.
    pub fn insert(&mut self, key: K, value: V) {
        let tick = self.next_tick();
        if !self.entries.contains_key(&key) && self.entries.len() >= self.capacity {
            // A linear scan: a few hundred entries, and a miss costs a
            // network fetch anyway.
            if let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| k.clone())
            {
                self.entries.remove(&oldest);
            }
        }
        self.entries.insert(key, (value, tick));
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.entries.remove(key).map(|(v, _)| v)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
