//! Where the bot's work waits (issue 79.6): a few process-wide gauges, each
//! counting the waits at one place a person's turn may queue (a background
//! call's turn at the pace, a person's call, the sliding cap, a live drawing
//! slot, a computer's thinking slot, a game's lock, the store's write), how
//! long they took in all and at most, and how many waited there at once.
//! Counting costs two atomic additions a wait, so the gauges are always on;
//! [`report`] reads them all (the `discord_pace` bench prints them for each
//! size, so the figures say what a turn waited on instead of a guess).
//!
//! The gauges live here, in the room that imports nothing of the crate, so
//! that every room that waits (`pace`, `heavy`, `store`, `live`) can count.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Waits at one place: how many, how long, how many at once.
pub struct Gauge {
    name: &'static str,
    waits: AtomicU64,
    total_micros: AtomicU64,
    longest_micros: AtomicU64,
    now: AtomicU64,
    most: AtomicU64,
}

/// A gauge as read at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// Waits ended.
    pub waits: u64,
    /// Their time in all.
    pub total: Duration,
    /// The longest.
    pub longest: Duration,
    /// Waiting now.
    pub now: u64,
    /// The most waiting at once.
    pub most: u64,
}

impl Reading {
    /// The mean wait.
    pub fn mean(&self) -> Duration {
        self.total / u32::try_from(self.waits.max(1)).unwrap_or(u32::MAX)
    }
}

impl Gauge {
    /// A gauge of its own (the bot's are the statics below).
    pub const fn new(name: &'static str) -> Gauge {
        Gauge {
            name,
            waits: AtomicU64::new(0),
            total_micros: AtomicU64::new(0),
            longest_micros: AtomicU64::new(0),
            now: AtomicU64::new(0),
            most: AtomicU64::new(0),
        }
    }

    /// A wait begins; it ends (and is counted) when the guard is dropped.
    pub fn wait(&'static self) -> Waiting {
        let now = self.now.fetch_add(1, Ordering::Relaxed) + 1;
        self.most.fetch_max(now, Ordering::Relaxed);
        Waiting {
            gauge: self,
            since: Instant::now(),
        }
    }

    /// A wait that began at `since` and ends now.
    pub fn waited(&'static self, since: Instant) {
        let mut waiting = self.wait();
        waiting.since = since;
    }

    /// What this gauge counts (its name in [`report`]).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The gauge now.
    pub fn read(&self) -> Reading {
        let n = |a: &AtomicU64| a.load(Ordering::Relaxed);
        Reading {
            waits: n(&self.waits),
            total: Duration::from_micros(n(&self.total_micros)),
            longest: Duration::from_micros(n(&self.longest_micros)),
            now: n(&self.now),
            most: n(&self.most),
        }
    }
}

/// One wait under way at a [`Gauge`].
#[must_use = "the wait ends when this is dropped"]
pub struct Waiting {
    gauge: &'static Gauge,
    since: Instant,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        let g = self.gauge;
        let micros = u64::try_from(self.since.elapsed().as_micros()).unwrap_or(u64::MAX);
        g.now.fetch_sub(1, Ordering::Relaxed);
        g.waits.fetch_add(1, Ordering::Relaxed);
        g.total_micros.fetch_add(micros, Ordering::Relaxed);
        g.longest_micros.fetch_max(micros, Ordering::Relaxed);
    }
}

/// A background call's turn at the pace ([`crate::pace::Pace::background_call`]).
pub static BACKGROUND_CALL: Gauge = Gauge::new("pace: a background call's turn");
/// A person's call's turn at the pace ([`crate::pace::Pace::people_call`]).
pub static PEOPLE_CALL: Gauge = Gauge::new("pace: a person's call's turn");
/// A counted call held by the sliding cap at the gate.
pub static SLIDING_CAP: Gauge = Gauge::new("pace: the sliding cap");
/// A live board's wait for a drawing slot (`heavy::lanes`), a person waiting
/// for their turn.
pub static LIVE_SLOT_PERSON: Gauge = Gauge::new("lanes: a drawing slot, a person's turn");
/// The same, for a click that handed the game to the computers
/// (`heavy::handover`): drawn, or given up (counted below too).
pub static LIVE_SLOT_HANDOVER: Gauge = Gauge::new("lanes: a drawing slot, a click handing over");
/// The same, nobody waiting (results, a lobby, the sweep).
pub static LIVE_SLOT_SCREEN: Gauge = Gauge::new("lanes: a drawing slot, nobody waiting");
/// The same, a computer's move that only edits its game's message (drawn or
/// skipped: the two gauges below count the skipped).
pub static LIVE_SLOT_EDIT: Gauge = Gauge::new("lanes: a drawing slot, a computer's edit");
/// An edit nobody waits for, skipped before its drawing: a newer state of its
/// game came (its wait until then).
pub static OVERTAKEN: Gauge = Gauge::new("lanes: an edit overtaken, not drawn");
/// An edit nobody waits for, left undrawn: its successor was due.
pub static SUCCESSOR_DUE: Gauge = Gauge::new("lanes: an edit left, its successor due");
/// A click's board that hands over to the computers, given up: no slot came
/// soon, and the click was answered in words (`heavy::handover`).
pub static HANDED_OVER: Gauge = Gauge::new("lanes: a click answered in words, its board given up");
/// Room for a board drawn for a call that waits at the pace (`heavy::lanes`).
pub static PACED_BOARD: Gauge = Gauge::new("lanes: room for a paced board");
/// A live board's drawing itself, once it has its slot.
pub static DRAWING: Gauge = Gauge::new("lanes: drawing a board");
/// A computer's decision waiting for a thinking slot.
pub static THINKING_SLOT: Gauge = Gauge::new("engine: a thinking slot");
/// A computer's move from its due time (its pause after the last move) to
/// its start: how late the runtime's timer and the task's turn let it start.
pub static COMPUTER_LATE: Gauge = Gauge::new("engine: a computer's move, late to start");
/// A person's new turn after the computers', from its handing over to the
/// screen to the end of its show (the game's earlier shows, the drawing
/// and the calls): what the person waits for once the computers are done.
pub static TURN_SHOWN: Gauge = Gauge::new("engine: a person's turn, handed over to shown");
/// A call through a click's webhook (an edit, a follow-up, a removal),
/// which Discord does not count and the pace does not hold.
pub static WEBHOOK_CALL: Gauge = Gauge::new("screen: a call through a click's webhook");
/// A change waiting for its game's lock.
pub static GAME_LOCK: Gauge = Gauge::new("engine: a game's lock");
/// A write waiting for the store (a pooled connection and the write lock).
pub static STORE_WRITE: Gauge = Gauge::new("store: a write's turn");

/// A computer's move from its due time (its pause after the last move) to
/// its commit: how much later than its pause the players see it.
pub static COMPUTER_MOVE: Gauge = Gauge::new("engine: a computer's move, due to committed");
/// A change's load of its game, under the game's lock (a pooled connection
/// and the statements).
pub static STORE_LOAD: Gauge = Gauge::new("store: a change's load");
/// A change's save of its game (a pooled connection and the statement).
pub static STORE_SAVE: Gauge = Gauge::new("store: a change's save");
/// A change from asking for its game's lock to its commit
/// (`heavy::keeping_up` weighs the same time).
pub static CHANGE: Gauge = Gauge::new("engine: a change, lock to committed");
/// A computer's edit not drawn at all: the engine was behind
/// (`heavy::keeping_up`; a click's board handing over is counted as given up).
pub static SHED: Gauge = Gauge::new("lanes: an edit left, the engine behind");

/// Every gauge, in the order a turn meets them.
pub static ALL: [&Gauge; 23] = [
    &COMPUTER_MOVE,
    &CHANGE,
    &STORE_LOAD,
    &STORE_SAVE,
    &COMPUTER_LATE,
    &GAME_LOCK,
    &STORE_WRITE,
    &THINKING_SLOT,
    &PACED_BOARD,
    &LIVE_SLOT_PERSON,
    &LIVE_SLOT_HANDOVER,
    &LIVE_SLOT_SCREEN,
    &LIVE_SLOT_EDIT,
    &OVERTAKEN,
    &SUCCESSOR_DUE,
    &HANDED_OVER,
    &SHED,
    &DRAWING,
    &PEOPLE_CALL,
    &BACKGROUND_CALL,
    &SLIDING_CAP,
    &WEBHOOK_CALL,
    &TURN_SHOWN,
];

/// Every gauge with its reading.
pub fn report() -> Vec<(&'static str, Reading)> {
    ALL.iter().map(|g| (g.name(), g.read())).collect()
}
