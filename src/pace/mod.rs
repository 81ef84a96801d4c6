//! The bot's pace toward Discord, as plain Rust (no serenity): Discord allows
//! a bot 50 REST calls a second in all (interaction answers aside), bans for a
//! while the address of a client that makes 10 000 invalid requests in 10
//! minutes, and asks a client whose token it refuses to stop. Serenity's own
//! limiter waits out each route's bucket, learnt from Discord's headers; this
//! room adds what it does not do:
//! - a global pace for background calls (shows of computer moves, turn posts,
//!   DMs, reminders), under the bot's share of the 50/s ([`Budget`]), so a
//!   burst waits its turn instead of meeting 429s; the turns go to servers in
//!   a round ([`round_robin`]), so that a server with hundreds of games cannot
//!   make another's lone game wait behind them;
//! - member look-ups for avatars, cosmetic, paced apart and dropped first: at
//!   most [`LOOKUPS_AT_ONCE`] at once, each in the background budget's idle
//!   room, dropped when background calls queue or it waited too long;
//! - a [`Breaker`] that stops background calls on a 401 and past a bound of
//!   refusals in 10 minutes;
//! - counts an operator reads in the log: rate-limit waits (429s), calls that
//!   waited for the pace, look-ups dropped;
//! - the [`token::Token`] the calls are signed with, never printed.

pub mod api;
pub mod breaker;
pub mod bucket;
pub mod refusals;
pub mod round_robin;
pub mod token;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit, oneshot};
use tokio::time::Instant;

pub use api::Api;
pub use breaker::{Breaker, Open};
pub use bucket::{Rate, TokenBucket};
pub use round_robin::RoundRobin;

/// Discord's global limit: REST calls per second per bot (all its processes).
pub const DISCORD_PER_SECOND: f64 = 50.0;

/// The part of a process's share that background calls may take at their
/// steady rate, and the part they may take at once: the rest stays for the
/// calls people's commands make (which are not paced), so that the sum keeps
/// under the share in every second.
pub const BACKGROUND_PART: f64 = 0.7;
pub const BURST_PART: f64 = 0.1;

/// Member look-ups under way at once.
pub const LOOKUPS_AT_ONCE: usize = 2;

/// The longest a member look-up waits for its turn before it is dropped
/// (within the faces' own 3 s for a look-up and its call).
pub const LOOKUP_PATIENCE: Duration = Duration::from_millis(1500);

/// The refusals in 10 minutes at which the breaker opens: a tenth of
/// Discord's limit.
pub const REFUSALS_BOUND: u64 = breaker::DISCORD_LIMIT / 10;

/// A process's part of the bot's 50 calls a second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// In `(0, 1]`: 1 for a process that holds every shard.
    pub share: f64,
}

impl Budget {
    /// The whole budget: one process.
    pub const WHOLE: Budget = Budget { share: 1.0 };

    /// The share of a process holding `shards` of `total` shards: servers
    /// spread evenly over shards, so calls do too.
    pub fn of_shards(shards: u32, total: u32) -> Budget {
        let share = f64::from(shards.max(1)) / f64::from(total.max(1));
        Budget {
            share: share.clamp(0.0, 1.0),
        }
    }

    /// Calls a second this process may make in all.
    pub fn per_second(self) -> f64 {
        DISCORD_PER_SECOND * self.share
    }

    /// The pace of background calls.
    pub fn background(self) -> Rate {
        let all = self.per_second();
        Rate {
            per_second: (all * BACKGROUND_PART).max(0.5),
            burst: (all * BURST_PART).max(1.0),
        }
    }
}

/// Why a background call did not go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped(pub Open);

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            Open::Unauthorized => "not called: Discord refused the bot's token (401)",
            Open::TooManyRefusals => "not called: too many refusals in 10 minutes",
        })
    }
}

/// What the pace counted since the process started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Calls serenity's limiter held back: a route's bucket empty, or a 429
    /// (a route's or the global one).
    pub rate_limit_waits: u64,
    /// Of those, the global limit's 429s.
    pub global_429s: u64,
    /// Background calls that waited for the pace.
    pub paced: u64,
    /// Member look-ups dropped because the budget was busy.
    pub lookups_dropped: u64,
    /// Background calls not made because the breaker was open.
    pub stopped: u64,
}

/// The background calls' bucket and the calls waiting for it, by server.
struct Background {
    bucket: TokenBucket,
    waiting: RoundRobin<u64, oneshot::Sender<()>>,
    /// Whether a task is handing turns out ([`serve`]).
    serving: bool,
}

/// One process's pace toward Discord.
pub struct Pace {
    budget: Budget,
    background: Arc<Mutex<Background>>,
    lookups: Semaphore,
    breaker: Breaker,
    rate_limit_waits: AtomicU64,
    global_429s: AtomicU64,
    paced: AtomicU64,
    lookups_dropped: AtomicU64,
    stopped: AtomicU64,
}

impl Pace {
    pub fn new(budget: Budget) -> Pace {
        let now = Instant::now();
        Pace {
            budget,
            background: Arc::new(Mutex::new(Background {
                bucket: TokenBucket::new(budget.background(), now),
                waiting: RoundRobin::default(),
                serving: false,
            })),
            lookups: Semaphore::new(LOOKUPS_AT_ONCE),
            breaker: Breaker::new(REFUSALS_BOUND, now),
            rate_limit_waits: AtomicU64::new(0),
            global_429s: AtomicU64::new(0),
            paced: AtomicU64::new(0),
            lookups_dropped: AtomicU64::new(0),
            stopped: AtomicU64::new(0),
        }
    }

    pub fn budget(&self) -> Budget {
        self.budget
    }

    fn background(&self) -> MutexGuard<'_, Background> {
        locked(&self.background)
    }

    /// Waits for the turn of a background call for `server` (a server's id,
    /// or a channel's where the server is not known); refused while the
    /// breaker is open. A call goes at once while the budget has room and
    /// none waits; else it waits for its server's turn in the round.
    pub async fn background_call(&self, server: u64) -> Result<(), Stopped> {
        self.closed()?;
        let turn = {
            let mut background = self.background();
            let idle = background.waiting.is_empty() && !background.serving;
            if idle && background.bucket.try_take(Instant::now(), 0.0) {
                None
            } else {
                let (sender, turn) = oneshot::channel();
                background.waiting.push(server, sender);
                if !background.serving {
                    background.serving = true;
                    tokio::spawn(serve(Arc::clone(&self.background)));
                }
                Some(turn)
            }
        };
        if let Some(turn) = turn {
            self.paced.fetch_add(1, Ordering::Relaxed);
            // An error: the runtime stops, and the call with it.
            let _ = turn.await;
            // The breaker may have opened while this call waited.
            self.closed()?;
        }
        Ok(())
    }

    fn closed(&self) -> Result<(), Stopped> {
        match self.breaker.open(Instant::now()) {
            Some(why) => {
                self.stopped.fetch_add(1, Ordering::Relaxed);
                Err(Stopped(why))
            }
            None => Ok(()),
        }
    }

    /// A member look-up's turn, or `None` (the look-up is dropped): at most
    /// [`LOOKUPS_AT_ONCE`] run, the others wait their turn, and each waits
    /// for room in the budget, keeping half the burst for the calls that
    /// show games. Dropped when the breaker is open, when background calls
    /// already queue for the pace (the budget is short), or past
    /// [`LOOKUP_PATIENCE`]: a quiet bot looks everyone up, a busy one gives
    /// way first.
    pub async fn lookup(&self) -> Option<SemaphorePermit<'_>> {
        let dropped = || {
            self.lookups_dropped.fetch_add(1, Ordering::Relaxed);
            None
        };
        let deadline = Instant::now() + LOOKUP_PATIENCE;
        if self.breaker.open(Instant::now()).is_some() {
            return dropped();
        }
        let Ok(Ok(permit)) = tokio::time::timeout_at(deadline, self.lookups.acquire()).await else {
            return dropped();
        };
        let rate = self.budget.background();
        let keep = rate.burst / 2.0;
        loop {
            let now = Instant::now();
            let (tokens, queued) = {
                let mut background = self.background();
                let queued = background.serving || !background.waiting.is_empty();
                if !queued && background.bucket.try_take(now, keep) {
                    return Some(permit);
                }
                (background.bucket.tokens(now), queued)
            };
            let room_at = now + Duration::from_secs_f64((1.0 + keep - tokens) / rate.per_second);
            if queued || room_at > deadline || self.breaker.open(now).is_some() {
                return dropped();
            }
            tokio::time::sleep_until(room_at).await;
        }
    }

    /// Notes a failed call's HTTP status: 401, 403 and 429 count toward the
    /// breaker. True when it opened the breaker.
    pub fn note_status(&self, status: u16) -> bool {
        let now = Instant::now();
        let was_open = self.breaker.open(now).is_some();
        self.breaker.note(status, now) && !was_open && self.breaker.open(now).is_some()
    }

    /// Notes that serenity's limiter held a call back (its `ratelimit`
    /// event): `global` for the global limit's 429.
    pub fn note_rate_limit(&self, global: bool) {
        self.rate_limit_waits.fetch_add(1, Ordering::Relaxed);
        if global {
            self.global_429s.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Why background calls stop now, if they do.
    pub fn breaker_open(&self) -> Option<Open> {
        self.breaker.open(Instant::now())
    }

    /// Refusals (401, 403, 429) of background calls in the last 10 minutes.
    pub fn refusals(&self) -> u64 {
        self.breaker.refusals(Instant::now())
    }

    pub fn counts(&self) -> Counts {
        let n = |a: &AtomicU64| a.load(Ordering::Relaxed);
        Counts {
            rate_limit_waits: n(&self.rate_limit_waits),
            global_429s: n(&self.global_429s),
            paced: n(&self.paced),
            lookups_dropped: n(&self.lookups_dropped),
            stopped: n(&self.stopped),
        }
    }

    /// How long background calls queue now before they may go.
    pub fn backlog(&self) -> Duration {
        let mut background = self.background();
        let owed = -background.bucket.tokens(Instant::now()).min(0.0);
        let behind = background.waiting.len() as f64 + owed;
        Duration::from_secs_f64(behind / background.bucket.rate().per_second)
    }
}

fn locked(background: &Mutex<Background>) -> MutexGuard<'_, Background> {
    background.lock().unwrap_or_else(|e| e.into_inner())
}

/// Hands the background calls' turns out at the bucket's pace, one server
/// after the other, until none waits.
async fn serve(shared: Arc<Mutex<Background>>) {
    loop {
        let wait = {
            let mut background = locked(&shared);
            if background.waiting.is_empty() {
                background.serving = false;
                return;
            }
            background.bucket.take(Instant::now())
        };
        tokio::time::sleep(wait).await;
        let mut background = locked(&shared);
        // A call that gave up passes its turn on.
        while let Some((_, waiter)) = background.waiting.pop() {
            if waiter.send(()).is_ok() {
                break;
            }
        }
    }
}
