//! The board answering a click that hands the game to the computers
//! ([`super::lanes::Waiting::Handover`]): drawn when a slot comes soon, else
//! given up, and the click is answered in words
//! (`views::handed_over`): the computers' next board follows within their
//! pause and shows the move too, so that under load the persons' own turns,
//! which nothing replaces, take the slots.
//!
//! Of the two boards a person waits for in each cycle (their click's answer,
//! then their next turn), only the first has a picture coming right after it:
//! a computer's move, due [`HANDOVER_WITHIN`] × 2 after the click at the
//! default pause. So when the drawing slots are full (a person's board then
//! waits seconds at 2 000 games), the click's board drops out of the queue
//! and the queue of the persons' turns shortens: this regulates itself, and
//! when the lanes have room nothing changes. It waits behind the persons'
//! turns (`FairSlots::acquire_soon`): under load the drawings a click of
//! this kind would take go to the turns nothing stands in for, and the
//! click's board is drawn only in what room they leave.
//!
//! What the engine records stays true. The click's version is shown, in
//! words: the message says what that version is (the move played, the
//! computer to move, no move buttons), so marking it shown is right; its
//! picture still shows the state before, which no commit owes. The next
//! state's picture is owed by the computer's own commit, as every commit's
//! show is until the screen says the players have it: a crash between the
//! two loses nothing, since the restart shows what is owed (the sweep, or
//! the click kept for a table reached only through clicks), picture and all.
//! A person's own turn ([`super::lanes::Waiting::Person`]) is always drawn.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::fair_slots::{FairSlots, Slot};
use super::lanes::LaneError;
use crate::pace::probe;
use crate::table::Community;

/// How long a click's board that hands over to the computers waits for a
/// drawing slot before the click is answered in words: half the computers'
/// default pause (1.2 s). Past it, the picture drawn would be replaced by the
/// computer's own board within the other half, and the person would have
/// waited longer than a quick answer for it. Under it, a board is drawn as
/// ever: a quiet bot draws it in tens of milliseconds.
pub const HANDOVER_WITHIN: Duration = Duration::from_millis(600);

/// A slot of `slots` (`count` of them) for `community` after the persons'
/// turns and before the boards nobody waits for, if one comes `within`; else
/// [`LaneError::GaveUp`], the waiter counted out at once. A slot free now is
/// taken even when `within` is zero. When the persons' turns queued already
/// would take longer than `within` to draw (at the `recent` drawing time,
/// `count` at once), given up at once: the bound would only keep the
/// click's answer back, and at that load more turns come before it is
/// reached (2 000 games: some 250 a second). A few turns queued (a busy
/// moment at 500 games) leave it waiting its bound as ever.
pub(super) async fn slot_within(
    (slots, count): (&FairSlots<Community>, usize),
    (community, recent): (Community, &RecentDrawing),
    within: Duration,
) -> Result<Slot<Community>, LaneError> {
    let (since, _waiting) = (Instant::now(), probe::LIVE_SLOT_HANDOVER.wait());
    let turns_ahead = recent.mean() * u32::try_from(slots.first_waiting()).unwrap_or(u32::MAX);
    if turns_ahead / u32::try_from(count.max(1)).unwrap_or(1) > within {
        probe::HANDED_OVER.waited(since);
        return Err(LaneError::GaveUp);
    }
    match tokio::time::timeout(within, slots.acquire_soon(community)).await {
        Ok(slot) => Ok(slot),
        Err(_) => {
            probe::HANDED_OVER.waited(since);
            Err(LaneError::GaveUp)
        }
    }
}

/// How long live boards took to draw lately: a moving mean over about the
/// last sixteen, kept in microseconds.
#[derive(Default)]
pub struct RecentDrawing(AtomicU64);

impl RecentDrawing {
    /// A board took `took` to draw.
    pub fn note(&self, took: Duration) {
        let took = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        let _ = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |mean| {
                Some(match mean {
                    0 => took,
                    _ => mean - mean / 16 + took / 16,
                })
            });
    }

    /// The moving mean (zero before any board).
    pub fn mean(&self) -> Duration {
        Duration::from_micros(self.0.load(Ordering::Relaxed))
    }
}
