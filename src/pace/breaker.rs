//! The breaker of background calls: Discord bans for a while the address of a
//! client that makes 10 000 invalid requests (401, 403, 429) in 10 minutes,
//! and asks a client whose token it refuses (401) to stop calling. The
//! breaker counts the refusals of the last 10 minutes (those of every call
//! with the bot's token, Discord's global 429s included); it opens on a 401
//! and when they pass a bound, and background calls then wait for it (people's
//! own interactions still get their answers, which Discord binds to the
//! interaction's token). What it stops is not lost: the caller is told
//! ([`super::Stopped`]) and the show stays owed. After [`PROBE_AFTER`] one
//! background call is let through as a probe ([`Breaker::pass`]), once the
//! count of the last 10 minutes is under the bound: if Discord answers it
//! with anything but a refusal ([`Breaker::note_success`], a 404 too) the
//! breaker closes, its count kept (the bound is per 10 minutes, not per
//! open–close cycle); if Discord refuses it again, the next probe waits as
//! long.

use std::sync::Mutex;
use std::time::Duration;

use tokio::time::Instant;

/// Discord's window of invalid requests.
pub const WINDOW: Duration = Duration::from_secs(600);

/// Discord's limit of invalid requests in [`WINDOW`].
pub const DISCORD_LIMIT: u64 = 10_000;

/// How long an open breaker stops background calls before one is tried as a
/// probe (the token may have been refused for a passing reason; a reset
/// token needs a restart anyway). Tests shorten it
/// ([`crate::live::Waits::breaker_probe`]).
pub const PROBE_AFTER: Duration = Duration::from_secs(30);

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

/// What [`Breaker::pass`] lets through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// The breaker is closed.
    Closed,
    /// The breaker is open and this call is its probe: its outcome decides.
    Probe,
}

#[derive(Debug)]
struct State {
    /// Refusals per minute of the window (a ring), with the minute each counts.
    slots: [(u64, u64); SLOTS],
    /// Open, why, and when the next probe may go.
    open: Option<(Open, Instant)>,
}

/// Counts refusals and says whether background calls may go.
#[derive(Debug)]
pub struct Breaker {
    bound: u64,
    probe_after: Duration,
    start: Instant,
    state: Mutex<State>,
}

impl Breaker {
    /// A closed breaker that opens at `bound` refusals in 10 minutes, and
    /// tries a probe [`PROBE_AFTER`] after it opened.
    pub fn new(bound: u64, now: Instant) -> Breaker {
        Breaker::probing_after(bound, PROBE_AFTER, now)
    }

    /// A closed breaker whose probes go `probe_after` apart.
    pub fn probing_after(bound: u64, probe_after: Duration, now: Instant) -> Breaker {
        Breaker {
            bound,
            probe_after,
            start: now,
            state: Mutex::new(State {
                slots: [(u64::MAX, 0); SLOTS],
                open: None,
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn minute(&self, now: Instant) -> u64 {
        now.saturating_duration_since(self.start).as_secs() / 60
    }

    /// Notes the HTTP status of an answer to a call signed with the bot's
    /// token; true if it is a refusal Discord counts (401, 403, 429). A 401,
    /// or the bound reached, opens the breaker (again, for a probe refused).
    pub fn note(&self, status: u16, now: Instant) -> bool {
        self.note_answer(status, true, now)
    }

    /// [`Breaker::note`] for any call: one signed with an interaction's
    /// token (`bots_token` false: a click's callback or webhook) counts
    /// toward the bound too, but its 401 (the click's token ran out) says
    /// nothing of the bot's token and opens nothing by itself.
    pub fn note_answer(&self, status: u16, bots_token: bool, now: Instant) -> bool {
        if !is_refusal(status) {
            return false;
        }
        let minute = self.minute(now);
        let mut st = self.state();
        let slot = &mut st.slots[(minute as usize) % SLOTS];
        if slot.0 != minute {
            *slot = (minute, 0);
        }
        slot.1 += 1;
        let why = if status == 401 && bots_token {
            Some(Open::Unauthorized)
        } else {
            (window_sum(&st.slots, minute) >= self.bound).then_some(Open::TooManyRefusals)
        };
        if let Some(why) = why {
            let why = match st.open {
                Some((Open::Unauthorized, _)) => Open::Unauthorized,
                _ => why,
            };
            st.open = Some((why, now + self.probe_after));
        }
        true
    }

    /// Discord answered a call with anything but a refusal (a 404 says as
    /// much of the token as a 200): if it was the probe, the breaker closes.
    /// The count stays: the refusals before it still count for 10 minutes.
    pub fn note_success(&self, pass: Pass) {
        if pass == Pass::Probe {
            self.state().open = None;
        }
    }

    /// The refusals of the last 10 minutes.
    pub fn refusals(&self, now: Instant) -> u64 {
        window_sum(&self.state().slots, self.minute(now))
    }

    /// Why background calls must not go now, if they must not (a probe due
    /// aside: see [`Breaker::pass`]).
    pub fn open(&self) -> Option<Open> {
        self.state().open.map(|(why, _)| why)
    }

    /// Whether a background call may go now: closed, or open with a probe
    /// due and the last 10 minutes' count under the bound (this call is the
    /// probe; the next one waits another `probe_after`); else why not.
    pub fn pass(&self, now: Instant) -> Result<Pass, Open> {
        let minute = self.minute(now);
        let mut st = self.state();
        match st.open {
            None => Ok(Pass::Closed),
            Some((why, probe_at)) if now < probe_at => Err(why),
            Some((why, _)) if window_sum(&st.slots, minute) >= self.bound => Err(why),
            Some((why, _)) => {
                st.open = Some((why, now + self.probe_after));
                Ok(Pass::Probe)
            }
        }
    }
}

/// A refusal Discord counts toward its ban of invalid requests (its
/// `shared` 429s aside, which the gate leaves out).
pub fn is_refusal(status: u16) -> bool {
    matches!(status, 401 | 403 | 429)
}

fn window_sum(slots: &[(u64, u64); SLOTS], minute: u64) -> u64 {
    slots
        .iter()
        .filter(|(m, _)| *m <= minute && minute - *m < SLOTS as u64)
        .map(|(_, n)| n)
        .sum()
}
