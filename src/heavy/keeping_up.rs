//! Whether the engine keeps up with its games: how long people waited lately
//! for what they wait for, a moving mean over two waits: a change (a click's
//! move, a computer's) from asking for its game's lock to its commit, and a
//! person's board (their click's answer, their turn) for a drawing slot. A
//! quiet bot commits a change in a few milliseconds and draws a person's
//! board at once (500 games: 4 and 34 ms on average); one whose cores are
//! full queues them behind one another (2 000 games: some 700 ms each),
//! and each person's turn comes back that much later.
//!
//! While behind, the live lane draws only the boards a person waits for
//! (`super::lanes`): a computer's move that a newer one replaces is left
//! undrawn at once, and a click that hands the game to the computers is
//! answered in words at once (`super::handover`), as each already is when
//! its slot does not come in time. Each such board costs what a turn's board
//! costs (some 2 ms of CPU and its upload), so under that load they would
//! take the CPU from the changes and the persons' boards. Back under
//! [`CAUGHT_UP_AT`], they are drawn as ever. The two bounds apart keep a bot
//! near the edge from switching at every wait.
//!
//! ```
//! use std::time::Duration;
//! use hypnosia_engine::heavy::keeping_up::KeepingUp;
//! let engine = KeepingUp::default();
//! engine.waited(Duration::from_millis(3));
//! assert!(!engine.behind());
//! for _ in 0..100 {
//!     engine.waited(Duration::from_millis(700));
//! }
//! assert!(engine.behind());
//! for _ in 0..300 {
//!     engine.waited(Duration::from_millis(4));
//! }
//! assert!(!engine.behind());
//! ```

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// A moving mean of the waits past which the engine is behind.
pub const BEHIND_AT: Duration = Duration::from_millis(60);

/// A moving mean under which a bot behind has caught up.
pub const CAUGHT_UP_AT: Duration = Duration::from_millis(30);

/// The longest a wait counts for: a change that waited out a failure's
/// retries says nothing of the load.
const COUNTED_AT_MOST: Duration = Duration::from_secs(1);

/// Whether the engine keeps up (see the module's doc).
#[derive(Default)]
pub struct KeepingUp {
    /// The moving mean over about the last 64 waits, in microseconds.
    mean_micros: AtomicU64,
    behind: AtomicBool,
}

impl KeepingUp {
    /// A person waited `took`: for a change, from asking for its game's
    /// lock to its commit, or for their board's drawing slot.
    pub fn waited(&self, took: Duration) {
        let took = took.min(COUNTED_AT_MOST).as_micros() as u64;
        let mean = |mean: u64| mean - mean / 64 + took / 64;
        let before = (self.mean_micros)
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |m| Some(mean(m)))
            .unwrap_or_default();
        let now = Duration::from_micros(mean(before));
        // Written only when it turns: every thread reads it at every board.
        let behind = self.behind();
        if (now > BEHIND_AT && !behind) || (now < CAUGHT_UP_AT && behind) {
            self.behind.store(!behind, Ordering::Relaxed);
        }
    }

    /// Whether the waits lately took past [`BEHIND_AT`], and not back under
    /// [`CAUGHT_UP_AT`] since.
    pub fn behind(&self) -> bool {
        self.behind.load(Ordering::Relaxed)
    }
}
