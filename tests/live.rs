//! The engine (`hypnosia::live`) without Discord: a real SQLite file, the
//! engine's own tables, and a screen that records what it is asked to show.
//! Each rule of the change path is proven here in milliseconds; what is
//! Discord's own (answers, deferrals, permissions, threads, retries) stays in
//! the end-to-end tests.

// `crate::tables` (the tables every test starts from) is `it.rs`'s, shared with the
// other modules.

#[path = "live/support.rs"]
pub(crate) mod support;

// A click judged, and where a change is shown.
#[path = "live/judging.rs"]
mod judging;

// The change path: clicks, computers, deadlines, votes, restarts, crashes.
#[path = "live/changes.rs"]
mod changes;

// Places out of reach: games called off, lobbies closed.
#[path = "live/doors.rs"]
mod doors;
