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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_never_holds_more_than_its_capacity() {
        let mut cache = Bounded::new(300);
        for i in 0..10_000u32 {
            cache.insert(i, i);
            assert!(cache.len() <= 300);
        }
        assert_eq!(cache.len(), 300);
        // The newest are kept.
        assert_eq!(cache.get(&9_999), Some(&9_999));
        assert_eq!(cache.get(&9_700), Some(&9_700));
        assert_eq!(cache.get(&9_699), None);
    }

    #[test]
    fn the_least_recently_used_goes_first() {
        let mut cache = Bounded::new(3);
        cache.insert("a", 1);
        cache.insert("b", 2);
        cache.insert("c", 3);
        assert_eq!(cache.get(&"a"), Some(&1));
        cache.insert("d", 4);
        assert_eq!(cache.get(&"b"), None, "b was used longest ago");
        assert_eq!(cache.get(&"a"), Some(&1));
        // Writing an entry again replaces it and keeps the size.
        cache.insert("c", 30);
        assert_eq!(cache.len(), 3);
        assert_eq!(cache.get(&"c"), Some(&30));
        assert_eq!(cache.remove(&"c"), Some(30));
        assert_eq!(cache.len(), 2);
        assert!(!cache.is_empty());
    }
}
