//! A cache kept within a budget of bytes in two generations of half each,
//! for what boards draw once and stamp from then on (labels, trails).
//!
//! Everything kept goes to the young generation, and so does what is asked
//! for from the old one; when the young one holds more than half the budget
//! it becomes the old one and the old one is let go. So the cache holds at
//! most about the budget, and what boards show again and again stays, where
//! a cache that started over when full drew it all again.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;

/// Values by key in two generations (see the module's note).
pub(super) struct Generations<K, V> {
    /// Each value with what it is reckoned to hold, in bytes.
    young: HashMap<K, (V, usize)>,
    old: HashMap<K, (V, usize)>,
    young_bytes: usize,
    /// The most both generations hold, in bytes.
    budget: usize,
}

impl<K: Hash + Eq, V: Clone> Generations<K, V> {
    pub(super) fn new(budget: usize) -> Self {
        Generations {
            young: HashMap::new(),
            old: HashMap::new(),
            young_bytes: 0,
            budget,
        }
    }

    /// The value kept under `key`, moved to the young generation if it was old.
    pub(super) fn get<Q>(&mut self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        if let Some((value, _)) = self.young.get(key) {
            return Some(value.clone());
        }
        let (key, (value, bytes)) = self.old.remove_entry(key)?;
        Some(self.keep(key, value, bytes))
    }

    /// Keeps `value`, reckoned at `bytes`, under `key` (in place of the
    /// young one there), and gives it back.
    pub(super) fn keep(&mut self, key: K, value: V, bytes: usize) -> V {
        self.young_bytes += bytes;
        if let Some((_, gone)) = self.young.insert(key, (value.clone(), bytes)) {
            self.young_bytes -= gone;
        }
        if self.young_bytes > self.budget / 2 {
            self.old = std::mem::take(&mut self.young);
            self.young_bytes = 0;
        }
        value
    }

    /// How many values both generations hold.
    #[cfg_attr(not(feature = "testing"), allow(dead_code))]
    pub(super) fn len(&self) -> usize {
        self.young.len() + self.old.len()
    }

    /// The bytes both generations hold, as reckoned when kept.
    #[cfg_attr(not(feature = "testing"), allow(dead_code))]
    pub(super) fn bytes(&self) -> usize {
        self.young_bytes + self.old.values().map(|(_, bytes)| bytes).sum::<usize>()
    }
}
