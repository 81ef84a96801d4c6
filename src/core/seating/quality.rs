//! How good a tournament's seating was, measured from its results.

use std::collections::BTreeMap;

use super::history::History;
use super::tables::TableResult;

/// Measures of a seating, for `simulate-tournament` and the tests.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Quality {
    /// Pairs of people seated together after round 1.
    pub pairs: u32,
    /// Of those, the pairs who had already met.
    pub repeats: u32,
    /// The widest gap in first moves between two people who played as many
    /// tables (so a knock-out compares those who went as far).
    pub first_move_spread: u32,
}

impl Quality {
    /// The share of pairs after round 1 who had met before (0 without pairs).
    pub fn repeat_rate(&self) -> f64 {
        match self.pairs {
            0 => 0.0,
            pairs => f64::from(self.repeats) / f64::from(pairs),
        }
    }
}

/// The quality of the seating that led to `results`.
pub fn quality(results: &[TableResult]) -> Quality {
    let mut rounds: Vec<u16> = results.iter().map(|r| r.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    let mut quality = Quality::default();
    let mut before = Vec::new();
    for round in rounds {
        let history = History::of(&before);
        for result in results.iter().filter(|r| r.round == round) {
            let people: Vec<_> = result.people().map(|(id, _, _)| id).collect();
            for (i, &a) in people.iter().enumerate() {
                for &b in &people[i + 1..] {
                    if round > 1 {
                        quality.pairs += 1;
                        quality.repeats += u32::from(history.times_met(a, b) > 0);
                    }
                }
            }
        }
        before.extend(results.iter().filter(|r| r.round == round).cloned());
    }
    let mut firsts: BTreeMap<u32, (u32, u32)> = BTreeMap::new();
    for (_, record) in History::of(results).players() {
        let range = firsts
            .entry(record.tables)
            .or_insert((record.firsts, record.firsts));
        range.0 = range.0.min(record.firsts);
        range.1 = range.1.max(record.firsts);
    }
    quality.first_move_spread = firsts.values().map(|(lo, hi)| hi - lo).max().unwrap_or(0);
    quality
}
