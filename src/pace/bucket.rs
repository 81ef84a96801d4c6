//! A token bucket that hands out times rather than refusals: every caller
//! gets the moment it may go, one after the other at the bucket's rate once
//! its burst is spent, so that callers are served in order and in any window
//! of `t` seconds at most `burst + rate × t` of them go.

use std::time::Duration;

use tokio::time::Instant;

/// A rate in calls per second with a burst.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Calls per second, once the burst is spent.
    pub per_second: f64,
    /// Calls that may go at once after a quiet while.
    pub burst: f64,
}

/// Tokens of a [`Rate`]; a negative balance is the debt of callers already
/// given a later time.
#[derive(Debug)]
pub struct TokenBucket {
    rate: Rate,
    tokens: f64,
    at: Instant,
    /// Tokens handed out, net of those given back.
    taken: u64,
}

impl TokenBucket {
    /// A full bucket.
    pub fn new(rate: Rate, now: Instant) -> TokenBucket {
        TokenBucket {
            rate,
            tokens: rate.burst,
            at: now,
            taken: 0,
        }
    }

    pub fn rate(&self) -> Rate {
        self.rate
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate.per_second).min(self.rate.burst);
        self.at = self.at.max(now);
    }

    /// Takes a token: the wait before the caller may go (zero while the burst
    /// lasts). Callers that take later wait longer, in order.
    pub fn take(&mut self, now: Instant) -> Duration {
        self.refill(now);
        self.tokens -= 1.0;
        self.taken += 1;
        if self.tokens >= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(-self.tokens / self.rate.per_second)
        }
    }

    /// Takes a token only if one is there now and `keep` more stay for
    /// others; false takes nothing (the caller is dropped, not queued).
    pub fn try_take(&mut self, now: Instant, keep: f64) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 + keep {
            self.tokens -= 1.0;
            self.taken += 1;
            true
        } else {
            false
        }
    }

    /// Gives back a token taken a moment ago whose call did not go (never
    /// past the burst): a caller that takes next goes that much earlier.
    pub fn give_back(&mut self, now: Instant) {
        self.refill(now);
        self.tokens = (self.tokens + 1.0).min(self.rate.burst);
        self.taken = self.taken.saturating_sub(1);
    }

    /// Tokens handed out since the bucket was made, net of those given back.
    pub fn taken(&self) -> u64 {
        self.taken
    }

    /// Tokens there now (negative: callers are waiting).
    pub fn tokens(&mut self, now: Instant) -> f64 {
        self.refill(now);
        self.tokens
    }
}
