//! The last bound at the gate: at most `cap` counted calls leave in any
//! sliding second, whatever the timing of the tokens that paid for them.
//!
//! The [`super::TokenBucket`] bounds the tokens taken in any second, but a
//! background call takes its token before its route's wait and its board's
//! upload, and uses it at the gate up to [`super::PAID_FOR`] later: the
//! calls of `1.1` s of tokens can leave within one second (`38 × 1.1 + 3`,
//! and 46 was once counted at Discord's end). This keeps a sliding log of
//! the times the last `cap` calls were let go; a call whose `cap`-th
//! predecessor left less than a second ago waits until that one is a second
//! old. Below the cap (all but such a spread) no call waits.
//!
//! The gate logs a call when it truly leaves ([`SlidingCap::go_now`]), not
//! at the time it was told to wait for: on a runtime whose threads are all
//! busy, a call that waited wakes late, and calls logged at the times they
//! were given left bunched (48 in a second reached the emulator at 2 000
//! games under a cap of 41). A call that wakes late looks again. And it is
//! logged again when answered ([`SlidingCap::answered`]): Discord counts it
//! when it arrives, at the latest then.
//!
//! ```
//! use std::time::Duration;
//! use hypnosia_engine::pace::window::SlidingCap;
//! use tokio::time::Instant;
//!
//! let start = Instant::now();
//! let mut cap = SlidingCap::new(2);
//! assert_eq!(cap.admit(start), start);
//! assert_eq!(cap.admit(start), start);
//! // A third call in the same second goes once the first is a second old.
//! assert_eq!(cap.admit(start), start + Duration::from_secs(1));
//! ```

use std::collections::VecDeque;
use std::time::Duration;

use tokio::time::Instant;

/// The window the cap counts in, as Discord's global limit does.
pub const WINDOW: Duration = Duration::from_secs(1);

/// When the last `cap` calls were let go, oldest first.
#[derive(Debug)]
pub struct SlidingCap {
    cap: usize,
    sent: VecDeque<Instant>,
}

impl SlidingCap {
    /// At most `cap` calls (at least 1) in any sliding [`WINDOW`].
    pub fn new(cap: usize) -> SlidingCap {
        let cap = cap.max(1);
        SlidingCap {
            cap,
            sent: VecDeque::with_capacity(cap),
        }
    }

    /// When a call that came at `now` may go (`now`, or later when `cap`
    /// calls already go within the window before it); counted as gone then.
    /// The times it hands out never go back, so the log stays in order.
    pub fn admit(&mut self, now: Instant) -> Instant {
        let at = match self.sent.back() {
            Some(&last) if self.sent.len() == self.cap => {
                let oldest = self.sent.pop_front().unwrap_or(last);
                now.max(oldest + WINDOW).max(last)
            }
            Some(&last) => now.max(last),
            None => now,
        };
        self.sent.push_back(at);
        at
    }

    /// Whether a call may leave `now` (logged as gone then: the time
    /// returned, for [`Self::answered`]), or else when to look again: once
    /// its `cap`-th predecessor is a [`WINDOW`] old. Woken later than that,
    /// the caller asks again and is logged when it goes.
    pub fn go_now(&mut self, now: Instant) -> Result<Instant, Instant> {
        let now = self.sent.back().map_or(now, |&last| now.max(last));
        while self.sent.len() >= self.cap {
            let due = self.sent.front().map_or(now, |&oldest| oldest + WINDOW);
            if due > now {
                return Err(due);
            }
            self.sent.pop_front();
        }
        self.sent.push_back(now);
        Ok(now)
    }

    /// The call logged at `sent` was answered `now`: it is logged as gone
    /// now instead. Discord counts a call when it arrives, which may be as
    /// late as its answer: on a process whose cores are full, a call let go
    /// can wait on its way (its body's encryption, the connection's task),
    /// and calls let go a second apart arrived together (50 in a second at
    /// 2 000 games under a cap of 41, and a 429). Logged until answered,
    /// a call that left late still counts in the second it arrived in.
    pub fn answered(&mut self, sent: Instant, now: Instant) {
        if let Some(at) = self.sent.iter().rposition(|&t| t == sent) {
            self.sent.remove(at);
        }
        let now = self.sent.back().map_or(now, |&last| now.max(last));
        self.sent.push_back(now);
    }
}
