//! The breaker of background calls: Discord bans for a while the address of a
//! client that makes 10 000 invalid requests (401, 403, 429) in 10 minutes,
//! and asks a client whose token it refuses (401) to stop calling. The
//! breaker counts the refusals of the last 10 minutes; it opens on a 401 and
//! when they pass a bound, and background calls then wait for it (people's
//! own interactions still get their answers, which Discord binds to the
//! interaction's token).

use std::sync::Mutex;
use std::time::Duration;

use tokio::time::Instant;

/// Discord's window of invalid requests.
pub const WINDOW: Duration = Duration::from_secs(600);

/// Discord's limit of invalid requests in [`WINDOW`].
pub const DISCORD_LIMIT: u64 = 10_000;

/// How long a 401 stops background calls before one is tried again (the
/// token may have been refused for a passing reason; a reset token needs a
/// restart anyway).
pub const AFTER_401: Duration = Duration::from_secs(600);

/// Minutes of the window, one slot each.
const SLOTS: usize = 10;

/// Why background calls stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Open {
    /// Discord refused the bot's token.
    Unauthorized,
    /// Too many refusals in the last 10 minutes.
    TooManyRefusals,
}

#[derive(Debug)]
struct State {
    /// Refusals per minute of the window (a ring), with the minute each counts.
    slots: [(u64, u64); SLOTS],
    /// Open after a 401 until then.
    unauthorized_until: Option<Instant>,
}

/// Counts refusals and says whether background calls may go.
#[derive(Debug)]
pub struct Breaker {
    bound: u64,
    start: Instant,
    state: Mutex<State>,
}

impl Breaker {
    /// A closed breaker that opens at `bound` refusals in 10 minutes.
    pub fn new(bound: u64, now: Instant) -> Breaker {
        Breaker {
            bound,
            start: now,
            state: Mutex::new(State {
                slots: [(u64::MAX, 0); SLOTS],
                unauthorized_until: None,
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn minute(&self, now: Instant) -> u64 {
        now.saturating_duration_since(self.start).as_secs() / 60
    }

    /// Notes the HTTP status of an answer; true if it is a refusal Discord
    /// counts (401, 403, 429).
    pub fn note(&self, status: u16, now: Instant) -> bool {
        if !matches!(status, 401 | 403 | 429) {
            return false;
        }
        let minute = self.minute(now);
        let mut st = self.state();
        let slot = &mut st.slots[(minute as usize) % SLOTS];
        if slot.0 != minute {
            *slot = (minute, 0);
        }
        slot.1 += 1;
        if status == 401 {
            st.unauthorized_until = Some(now + AFTER_401);
        }
        true
    }

    /// The refusals of the last 10 minutes.
    pub fn refusals(&self, now: Instant) -> u64 {
        let minute = self.minute(now);
        self.state()
            .slots
            .iter()
            .filter(|(m, _)| *m <= minute && minute - *m < SLOTS as u64)
            .map(|(_, n)| n)
            .sum()
    }

    /// Why background calls must not go now, if they must not.
    pub fn open(&self, now: Instant) -> Option<Open> {
        if self.state().unauthorized_until.is_some_and(|t| now < t) {
            return Some(Open::Unauthorized);
        }
        (self.refusals(now) >= self.bound).then_some(Open::TooManyRefusals)
    }
}
