//! [`SettledJson`]: the JSON of a record's settled entries, kept with its game.
//!
//! A running game's record is written with every move, and it grows with
//! every turn: written whole, a save serializes every move played so far. The
//! entries before the running turn are settled: a move extends the running
//! turn, an event that comes before it is inserted at the running turn's
//! place, and everything else is appended, so no change touches them again.
//! Their JSON is kept, extended by the first save after a turn ends; a save
//! serializes the running turn and what follows it, and copies the rest.

use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard};

use super::record::Entry;

/// The JSON of a game's first entries, comma-separated, kept by
/// [`crate::game::Game::record_json`]. Copies of a game share it until one of
/// them extends it.
#[derive(Default)]
pub(crate) struct SettledJson(Mutex<Arc<Settled>>);

#[derive(Default, Clone)]
struct Settled {
    /// How many entries `json` holds.
    entries: usize,
    json: String,
}

impl SettledJson {
    fn kept(&self) -> MutexGuard<'_, Arc<Settled>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Appends `turns` as a JSON array to `out`, the first `settled` of them
    /// (entries no change touches again) from the kept JSON, extended first
    /// to hold them all.
    pub(crate) fn write_turns(&self, turns: &[Entry], settled: usize, out: &mut String) {
        let settled = settled.min(turns.len());
        let mut kept = self.kept();
        // Never expected (settled entries stay settled); a copy that kept
        // more than its game now settles starts over rather than trust them.
        if kept.entries > settled {
            *kept = Arc::default();
        }
        if kept.entries < settled {
            let more = Arc::make_mut(&mut kept);
            for entry in &turns[more.entries..settled] {
                if more.entries > 0 {
                    more.json.push(',');
                }
                more.json.push_str(&entry_json(entry));
                more.entries += 1;
            }
        }
        // The entries after the settled ones are the running turn and a few
        // events: room for them at once, rather than growing the whole string.
        out.reserve(kept.json.len() + 512 * (turns.len() - settled) + 2);
        out.push('[');
        out.push_str(&kept.json);
        for (i, entry) in turns[settled..].iter().enumerate() {
            if settled + i > 0 {
                out.push(',');
            }
            out.push_str(&entry_json(entry));
        }
        out.push(']');
    }
}

fn entry_json(entry: &Entry) -> String {
    serde_json::to_string(entry).expect("a record entry always serializes")
}

impl Clone for SettledJson {
    fn clone(&self) -> Self {
        SettledJson(Mutex::new(Arc::clone(&self.kept())))
    }
}

/// Nothing of what is kept: two games alike print alike however much of
/// their record either has written.
impl fmt::Debug for SettledJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SettledJson(..)")
    }
}
