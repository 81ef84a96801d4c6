//! What a click's webhook shows when its bucket is tight (issue 70).
//!
//! Where the bot reaches a table only through people's interactions (a DM,
//! a group DM, a server that never added it), what follows a click (the
//! computers' moves, then the person's next turn) is shown by editing the
//! click's message through its webhook, and those edits share one route
//! bucket per interaction token: 5 calls per 5 s on Discord. Computers
//! quicker than about a second a move would spend it on states overtaken a
//! moment later, and the person's turn would then wait out the bucket (the
//! 5-s stall `benches/README.md` tells of). So a state that a newer one
//! replaces for sure (a computer moves next) goes only while the bucket
//! keeps [`KEPT_FOR_THE_TURN`] for what a person waits for, or resets before
//! the next state can come; else it is skipped: it stays owed, and the next
//! state, newer, is shown in its place. What a person waits for (their
//! turn, the results) always goes.
//!
//! ```
//! use std::time::Duration;
//! use hypnosia_engine::pace::routes::Room;
//! use hypnosia_engine::pace::webhook::{State, goes_now};
//!
//! let passing = State::Passing { next_after: Duration::from_millis(100) };
//! let room = |left, ms| Some(Room { left, reset_in: Duration::from_millis(ms) });
//! assert!(goes_now(passing, room(2, 4000)));
//! assert!(!goes_now(passing, room(1, 4000)), "the last call is the turn's");
//! assert!(goes_now(State::Awaited, room(1, 4000)));
//! ```

use std::time::Duration;

use hyper::Method;

use super::routes::{Room, bucket_of};

/// Calls of a click's edit bucket that a passing state leaves for what a
/// person waits for: their turn (or the results) after the computers'
/// moves is one edit.
pub const KEPT_FOR_THE_TURN: u64 = 1;

/// What an edit through a click's webhook would show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// A computer moves next: a newer state follows, no sooner than
    /// `next_after` (the computers' pause).
    Passing { next_after: Duration },
    /// What someone waits for: a person's turn, the results.
    Awaited,
}

/// Whether an edit showing `state` goes now, with `room` left in its bucket
/// (`None`: nothing known, or reset): see the module's docs. A passing
/// state never waits for the bucket; one skipped stays owed.
pub fn goes_now(state: State, room: Option<Room>) -> bool {
    let (State::Passing { next_after }, Some(room)) = (state, room) else {
        return true;
    };
    room.left > KEPT_FOR_THE_TURN || (room.left > 0 && room.reset_in <= next_after)
}

/// The bucket of the edits of a click's own message (its `@original`)
/// through the webhook of `application` and `token`, as the gate keys it.
pub fn original_edits(application: u64, token: &str) -> String {
    let path = format!("/webhooks/{application}/{token}/messages/@original");
    bucket_of(&Method::PATCH, &path)
}

/// The bucket of the edits of the messages posted through a click (its
/// follow-ups), as the gate keys it.
pub fn followup_edits(application: u64, token: &str) -> String {
    let path = format!("/webhooks/{application}/{token}/messages/1");
    bucket_of(&Method::PATCH, &path)
}
