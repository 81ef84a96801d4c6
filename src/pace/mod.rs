//! The bot's pace toward Discord, as plain Rust (no serenity): Discord allows
//! a bot 50 REST calls a second in all (every call with the bot's token;
//! interaction callbacks and interaction webhooks aside), bans for a while the
//! address of a client that makes 10 000 invalid requests in 10 minutes, and
//! asks a client whose token it refuses to stop. This room keeps all of it
//! (serenity's own limiter is off: it ignores a proxy and shares one bucket
//! among all interaction tokens, see [`routes`]):
//! - **one pace for every counted call** ([`Pace`]): every REST call of the
//!   process passes the [`gate`], a loopback HTTP hop that serenity is pointed
//!   at as its proxy (the one place every call goes through, whoever makes
//!   it: a command's lobby post, a thread's creation, a member look-up, a DM,
//!   a show); the gate lets interaction callbacks and webhooks through at once
//!   (Discord does not count them) and makes every other call take a token of
//!   one bucket at [`PACE_PER_SECOND`] with a burst of [`PACE_BURST`] (a
//!   process's share of them), so the busiest sliding second holds at most 41
//!   calls of the 50, a margin for the clocks of Discord and the bot;
//! - **people first**: a call made for a command or a click takes the next
//!   token before any background call; background calls (shows of computer
//!   moves, turn posts, DMs, reminders) take theirs through
//!   [`Pace::background_call`], which hands the turns to servers in a round
//!   ([`round_robin`]), so that a server with hundreds of games cannot make
//!   another's lone game wait behind them, and passes the token on to the
//!   gate (a call paid for, `Pace::paid`);
//! - **each route's bucket** as Discord keys it ([`routes`]: a channel's, a
//!   server's, an interaction token's), learnt from Discord's headers and
//!   waited out at the gate before the call takes its pace token (a token
//!   paid for a call its route holds goes back: one token a call, see
//!   [`PAID_FOR`]), a 429 tried again after its `Retry-After`;
//! - **a sliding cap** at the gate ([`window`]): at most [`CAP_PER_SECOND`]
//!   counted calls leave in any sliding second, each logged when it truly
//!   leaves (a call woken late by a busy runtime looks again) and counted
//!   until it is answered (a call slow on its way may arrive as late), which
//!   bounds what Discord counts whatever the spread between a token and its call;
//! - member look-ups for avatars, cosmetic, paced apart and dropped first: at
//!   most [`LOOKUPS_AT_ONCE`] at once, each in the budget's idle room,
//!   dropped when background calls queue or it waited too long;
//! - **a click's webhook spent well** ([`webhook`]): where only clicks show a
//!   game, a computer's move is not shown through the last edits of the
//!   click's bucket, kept for the person's turn (the screen reads each
//!   bucket the gate learnt, [`Pace::route_buckets`]);
//! - a [`Breaker`] that stops background calls on a 401 and past a bound of
//!   refusals in 10 minutes (every call's, counted at the gate: people's and
//!   webhooks' too, global 429s included), and closes when a probe ~30 s
//!   later (once the count is under the bound) is answered with anything but
//!   a refusal; a call it stops fails with
//!   [`Stopped`], which the screen treats as Discord away (the show stays
//!   owed, and no turn deadline runs on a turn nobody saw);
//! - counts an operator reads in the log: rate-limit waits (429s), calls that
//!   waited for the pace or for the cap, look-ups dropped;
//! - the [`token::Token`] the calls are signed with, never printed.
//!
//! **Why a hand-written bucket and not `governor`.** `governor`'s GCRA
//! answers "now or not before T" per caller, and its `until_ready` futures
//! wake in no order: callers that wait are neither served first come nor
//! by priority, and a burst of waiters re-polls it. The pace needs one queue
//! with an order (people first, then servers in a round) and a token handed
//! to the one whose turn it is, which is what [`TokenBucket::take`] (a time
//! per caller, in order) and the serving task do in 80 lines with no new
//! dependency; the rate and its bound are the same arithmetic either way
//! (`burst + rate × t` in any window of `t`), which the pace's tests check
//! (`tests/pace/`). The measurement that decides is the emulator's busiest
//! sliding second (`benches/discord_pace.rs`), not the limiter's CPU: at 45
//! calls a second either costs microseconds.

pub mod api;
pub mod breaker;
pub mod bucket;
pub mod gate;
pub mod probe;
pub mod refusals;
pub mod round_robin;
pub mod routes;
pub mod token;
pub mod webhook;
pub mod window;

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit, oneshot};
use tokio::time::Instant;

pub use api::Api;
pub use breaker::{Breaker, Open, Pass};
pub use bucket::{Rate, TokenBucket};
pub use round_robin::RoundRobin;
pub use window::SlidingCap;

/// Discord's global limit: REST calls per second per bot (all its processes).
pub const DISCORD_PER_SECOND: f64 = 50.0;

/// The pace of every counted call of the bot (all its processes), once the
/// burst is spent, and the burst: at most `38 + 3` in any second, a margin
/// of 9 under Discord's 50 for the clocks and the network (a call reaches
/// Discord a little after its token: what a higher pace came to at Discord's
/// end is measured in `benches/README.md`, the `discord_pace` rows).
pub const PACE_PER_SECOND: f64 = 38.0;
pub const PACE_BURST: f64 = 3.0;

/// The most counted calls the gate lets go in any sliding second (all the
/// bot's processes), whatever the timing of the tokens that paid for them
/// ([`window`]): the pace's own `38 + 3`, now also where the calls leave,
/// 9 under Discord's 50 for the way to Discord (a higher cap's overshoot at
/// the emulator's end is measured in `benches/README.md`, the sliding cap's
/// row).
pub const CAP_PER_SECOND: f64 = 41.0;

/// Member look-ups under way at once.
pub const LOOKUPS_AT_ONCE: usize = 2;

/// The longest a member look-up waits for its turn before it is dropped
/// (within the faces' own 3 s for a look-up and its call).
pub const LOOKUP_PATIENCE: Duration = Duration::from_millis(1500);

/// How long a token taken by a background call waits for its call at the
/// gate: a call that comes later (its board still uploading) takes another,
/// so that no token spent long ago lets a call through in a busy second. A
/// call that comes in time but must wait for its route's bucket gives the
/// token back and takes another once its route has room (the gate's
/// `Pace::give_back_paid`): one token per call that reaches Discord, taken
/// after its route's wait.
pub const PAID_FOR: Duration = Duration::from_millis(100);

/// The refusals in 10 minutes at which the breaker opens: a tenth of
/// Discord's limit.
pub const REFUSALS_BOUND: u64 = breaker::DISCORD_LIMIT / 10;

/// Pauses before calling Discord again after a 429, a 5xx or a lost
/// connection. Serenity gives back neither the `Retry-After` header of a 429
/// nor its body, so the pauses are long enough for a per-route limit (Discord's
/// last a second or two); a global limit or an outage longer than all of them
/// leaves the change owed, shown by the sweep.
pub const RETRY_PAUSES: [Duration; 2] = [Duration::from_millis(1500), Duration::from_secs(4)];

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

    /// Calls a second this process may make in all (Discord's count).
    pub fn per_second(self) -> f64 {
        DISCORD_PER_SECOND * self.share
    }

    /// The pace of every counted call of this process.
    pub fn pace(self) -> Rate {
        Rate {
            per_second: (PACE_PER_SECOND * self.share).max(0.5),
            burst: (PACE_BURST * self.share).max(1.0),
        }
    }

    /// The most counted calls this process lets go in any sliding second.
    pub fn cap(self) -> usize {
        ((CAP_PER_SECOND * self.share).floor() as usize).max(1)
    }
}

/// Why a background call did not go: the breaker is open. The call was not
/// made; what it was to show stays owed.
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

impl std::error::Error for Stopped {}

/// What the pace counted since the process started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Calls the gate held back: a route's bucket empty, or a 429
    /// (a route's or the global one).
    pub rate_limit_waits: u64,
    /// Of those, the global limit's 429s.
    pub global_429s: u64,
    /// Calls that waited for the pace.
    pub paced: u64,
    /// Counted calls the gate held so that no sliding second has more than
    /// [`Budget::cap`] ([`window`]).
    pub capped: u64,
    /// Member look-ups dropped because the budget was busy.
    pub lookups_dropped: u64,
    /// Background calls not made because the breaker was open.
    pub stopped: u64,
    /// Calls the gate counted (Discord's global count), and let through at
    /// once (interaction callbacks and webhooks).
    pub counted: u64,
    pub exempt: u64,
    /// Tokens of the pace taken, net of those given back: one per counted
    /// call, and those of background calls and look-ups that came too late
    /// to the gate ([`PAID_FOR`]).
    pub tokens: u64,
}

/// The bucket and the calls waiting for it: people's first, then background
/// calls by server in a round.
struct Queue {
    bucket: TokenBucket,
    people: VecDeque<oneshot::Sender<()>>,
    waiting: RoundRobin<u64, oneshot::Sender<()>>,
    /// Whether a task is handing turns out ([`serve`]).
    serving: bool,
    /// Tokens taken by background calls and look-ups for the call they are
    /// about to make, each with when ([`PAID_FOR`]).
    paid: VecDeque<Instant>,
    /// When the last counted calls left the gate ([`window`]).
    sent: SlidingCap,
}

impl Queue {
    fn idle(&self) -> bool {
        self.people.is_empty() && self.waiting.is_empty() && !self.serving
    }
}

/// A counted call let go at the gate, counted in the sliding cap's second
/// until it is answered ([`SlidingCap::answered`]): dropped once it is.
pub struct CountedCall<'a> {
    pace: &'a Pace,
    sent: Instant,
}

impl Drop for CountedCall<'_> {
    fn drop(&mut self) {
        (self.pace.queue().sent).answered(self.sent, Instant::now());
    }
}

/// One process's pace toward Discord.
pub struct Pace {
    budget: Budget,
    queue: Arc<Mutex<Queue>>,
    lookups: Semaphore,
    breaker: Breaker,
    /// Each route's bucket, as the gate learns them from Discord's answers.
    route_buckets: Arc<routes::RouteBuckets>,
    rate_limit_waits: AtomicU64,
    global_429s: AtomicU64,
    paced: AtomicU64,
    capped: AtomicU64,
    lookups_dropped: AtomicU64,
    stopped: AtomicU64,
    counted: AtomicU64,
    exempt: AtomicU64,
}

impl Pace {
    /// A pace whose breaker tries a probe [`breaker::PROBE_AFTER`] after it opened.
    pub fn new(budget: Budget) -> Pace {
        Pace::probing_after(budget, breaker::PROBE_AFTER)
    }

    /// A pace whose breaker tries a probe `probe_after` after it opened.
    pub fn probing_after(budget: Budget, probe_after: Duration) -> Pace {
        let now = Instant::now();
        Pace {
            budget,
            queue: Arc::new(Mutex::new(Queue {
                bucket: TokenBucket::new(budget.pace(), now),
                people: VecDeque::new(),
                waiting: RoundRobin::default(),
                serving: false,
                paid: VecDeque::new(),
                sent: SlidingCap::new(budget.cap()),
            })),
            lookups: Semaphore::new(LOOKUPS_AT_ONCE),
            breaker: Breaker::probing_after(REFUSALS_BOUND, probe_after, now),
            route_buckets: Arc::default(),
            rate_limit_waits: AtomicU64::new(0),
            global_429s: AtomicU64::new(0),
            paced: AtomicU64::new(0),
            capped: AtomicU64::new(0),
            lookups_dropped: AtomicU64::new(0),
            stopped: AtomicU64::new(0),
            counted: AtomicU64::new(0),
            exempt: AtomicU64::new(0),
        }
    }

    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Each route's bucket as the gate learnt it (see [`routes`]): what a
    /// click's webhook has left, for the screen to spend it well
    /// ([`webhook`]).
    pub fn route_buckets(&self) -> &Arc<routes::RouteBuckets> {
        &self.route_buckets
    }

    fn queue(&self) -> MutexGuard<'_, Queue> {
        locked(&self.queue)
    }

    /// Waits for the turn of a background call for `server` (a server's id,
    /// or a channel's where the server is not known); refused while the
    /// breaker is open, but for its probe (the call's outcome goes to
    /// [`Pace::note_outcome`] with the [`Pass`]). A call goes at once while
    /// the budget has room and none waits; else it waits for its server's
    /// turn in the round, after every person's call. The token it took pays
    /// for its call at the gate.
    pub async fn background_call(&self, server: u64) -> Result<Pass, Stopped> {
        let pass = self.pass()?;
        let turn = {
            let mut queue = self.queue();
            let now = Instant::now();
            if queue.idle() && queue.bucket.try_take(now, 0.0) {
                queue.paid.push_back(now);
                None
            } else {
                let (sender, turn) = oneshot::channel();
                queue.waiting.push(server, sender);
                self.serving(&mut queue);
                Some(turn)
            }
        };
        if let Some(turn) = turn {
            self.paced.fetch_add(1, Ordering::Relaxed);
            let _waiting = probe::BACKGROUND_CALL.wait();
            // An error: the runtime stops, and the call with it.
            let _ = turn.await;
            self.queue().paid.push_back(Instant::now());
        }
        // The breaker may have opened while this call waited.
        match pass {
            Pass::Probe => Ok(Pass::Probe),
            Pass::Closed => self.pass(),
        }
    }

    /// Waits for the turn of a call a person is waiting for (a command's,
    /// a click's): before every background call.
    pub async fn people_call(&self) {
        let turn = {
            let mut queue = self.queue();
            if queue.idle() && queue.bucket.try_take(Instant::now(), 0.0) {
                return;
            }
            let (sender, turn) = oneshot::channel();
            queue.people.push_back(sender);
            self.serving(&mut queue);
            turn
        };
        self.paced.fetch_add(1, Ordering::Relaxed);
        let _waiting = probe::PEOPLE_CALL.wait();
        let _ = turn.await;
    }

    /// A counted call at the gate: paid for by a background call's (or a
    /// look-up's) token taken a moment ago, or it takes its own, before
    /// every background call; then it goes when no more than
    /// [`Budget::cap`] calls went in the second before ([`window`]), as
    /// they truly left, each counted there until answered: the call is
    /// made while the returned [`CountedCall`] is held.
    pub async fn counted_call(&self) -> CountedCall<'_> {
        self.counted.fetch_add(1, Ordering::Relaxed);
        if !self.paid() {
            self.people_call().await;
        }
        let mut at = match self.queue().sent.go_now(Instant::now()) {
            Ok(sent) => return CountedCall { pace: self, sent },
            Err(at) => at,
        };
        self.capped.fetch_add(1, Ordering::Relaxed);
        let _waiting = probe::SLIDING_CAP.wait();
        // Logged when it leaves, not when it was told to: a late wake-up
        // (a busy runtime) would bunch the calls in Discord's second.
        loop {
            tokio::time::sleep_until(at).await;
            match self.queue().sent.go_now(Instant::now()) {
                Ok(sent) => return CountedCall { pace: self, sent },
                Err(later) => at = later,
            }
        }
    }

    /// A call Discord does not count (an interaction's callback or webhook).
    pub fn exempt_call(&self) {
        self.exempt.fetch_add(1, Ordering::Relaxed);
    }

    /// Gives back to the bucket a token a background call (or a look-up)
    /// paid for a moment ago, if one is there: its call (or another) must
    /// wait for its route's bucket first, and takes a token after that wait.
    pub(super) fn give_back_paid(&self) {
        if self.paid() {
            self.queue().bucket.give_back(Instant::now());
        }
    }

    /// Takes a token a background call paid for, if one is there.
    fn paid(&self) -> bool {
        let mut queue = self.queue();
        let now = Instant::now();
        while queue
            .paid
            .front()
            .is_some_and(|at| now.saturating_duration_since(*at) > PAID_FOR)
        {
            queue.paid.pop_front();
        }
        queue.paid.pop_front().is_some()
    }

    fn serving(&self, queue: &mut Queue) {
        if !queue.serving {
            queue.serving = true;
            tokio::spawn(serve(Arc::clone(&self.queue)));
        }
    }

    fn pass(&self) -> Result<Pass, Stopped> {
        self.breaker.pass(Instant::now()).map_err(|why| {
            self.stopped.fetch_add(1, Ordering::Relaxed);
            Stopped(why)
        })
    }

    /// A member look-up's turn, or `None` (the look-up is dropped): at most
    /// [`LOOKUPS_AT_ONCE`] run, the others wait their turn, and each waits
    /// for room in the budget, keeping half the burst for the calls that
    /// show games. Dropped when the breaker is open, when calls already
    /// queue for the pace (the budget is short), or past
    /// [`LOOKUP_PATIENCE`]: a quiet bot looks everyone up, a busy one gives
    /// way first.
    pub async fn lookup(&self) -> Option<SemaphorePermit<'_>> {
        let dropped = || {
            self.lookups_dropped.fetch_add(1, Ordering::Relaxed);
            None
        };
        let deadline = Instant::now() + LOOKUP_PATIENCE;
        if self.breaker.open().is_some() {
            return dropped();
        }
        let Ok(Ok(permit)) = tokio::time::timeout_at(deadline, self.lookups.acquire()).await else {
            return dropped();
        };
        let rate = self.budget.pace();
        let keep = rate.burst / 2.0;
        loop {
            let now = Instant::now();
            let (tokens, queued) = {
                let mut queue = self.queue();
                let queued = !queue.idle();
                if !queued && queue.bucket.try_take(now, keep) {
                    queue.paid.push_back(now);
                    return Some(permit);
                }
                (queue.bucket.tokens(now), queued)
            };
            if queued || self.breaker.open().is_some() {
                return dropped();
            }
            // Never negative: tokens may be past the
            // look-up's bar an instant after it was refused.
            let missing = (1.0 + keep - tokens).max(0.0);
            let room_at = now + Duration::from_secs_f64(missing / rate.per_second);
            if room_at > deadline {
                return dropped();
            }
            tokio::time::sleep_until(room_at).await;
        }
    }

    /// Notes the outcome of a background call made with `pass`: for its
    /// probe, any answer but a refusal (a 404 too) closes the breaker. The
    /// gate counted its refusals ([`Pace::note_status`]).
    pub fn note_outcome(&self, pass: Pass, outcome: Result<(), Option<u16>>) {
        match outcome {
            Ok(()) => self.breaker.note_success(pass),
            Err(Some(status)) if status < 500 && !breaker::is_refusal(status) => {
                self.breaker.note_success(pass);
            }
            Err(_) => {}
        }
    }

    /// Notes a call's HTTP status at the gate, whoever made it (people's
    /// calls and webhooks too, as Discord counts them): 401, 403 and 429
    /// count toward the breaker. True when it opened the breaker.
    pub fn note_status(&self, status: u16) -> bool {
        self.note_answer(status, true)
    }

    /// [`Pace::note_status`] for any call: `bots_token` false for a call
    /// signed with an interaction's token, whose 401 counts but does not
    /// open the breaker ([`Breaker::note_answer`]).
    pub fn note_answer(&self, status: u16, bots_token: bool) -> bool {
        let now = Instant::now();
        let was_open = self.breaker.open().is_some();
        self.breaker.note_answer(status, bots_token, now)
            && !was_open
            && self.breaker.open().is_some()
    }

    /// Notes that the [`gate`] held a call back for its route's bucket or a
    /// 429: `global` for the global limit's 429 (which it counted toward the
    /// breaker).
    pub fn note_rate_limit(&self, global: bool) {
        self.rate_limit_waits.fetch_add(1, Ordering::Relaxed);
        if global {
            self.global_429s.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Why background calls stop now, if they do.
    pub fn breaker_open(&self) -> Option<Open> {
        self.breaker.open()
    }

    /// Refusals (401, 403, 429) of counted calls in the last 10 minutes.
    pub fn refusals(&self) -> u64 {
        self.breaker.refusals(Instant::now())
    }

    pub fn counts(&self) -> Counts {
        let n = |a: &AtomicU64| a.load(Ordering::Relaxed);
        Counts {
            rate_limit_waits: n(&self.rate_limit_waits),
            global_429s: n(&self.global_429s),
            paced: n(&self.paced),
            capped: n(&self.capped),
            lookups_dropped: n(&self.lookups_dropped),
            stopped: n(&self.stopped),
            counted: n(&self.counted),
            exempt: n(&self.exempt),
            tokens: self.queue().bucket.taken(),
        }
    }

    /// How long calls queue now before they may go.
    pub fn backlog(&self) -> Duration {
        let mut queue = self.queue();
        let owed = -queue.bucket.tokens(Instant::now()).min(0.0);
        let behind = (queue.waiting.len() + queue.people.len()) as f64 + owed;
        Duration::from_secs_f64(behind / queue.bucket.rate().per_second)
    }
}

fn locked(queue: &Mutex<Queue>) -> MutexGuard<'_, Queue> {
    queue.lock().unwrap_or_else(|e| e.into_inner())
}

/// Hands the turns out at the bucket's pace, people's calls first, then
/// one server after the other, until none waits.
async fn serve(shared: Arc<Mutex<Queue>>) {
    loop {
        let wait = {
            let mut queue = locked(&shared);
            if queue.people.is_empty() && queue.waiting.is_empty() {
                queue.serving = false;
                return;
            }
            queue.bucket.take(Instant::now())
        };
        tokio::time::sleep(wait).await;
        let mut queue = locked(&shared);
        // A call that gave up passes its turn on.
        loop {
            let waiter = match queue.people.pop_front() {
                Some(waiter) => waiter,
                None => match queue.waiting.pop() {
                    Some((_, waiter)) => waiter,
                    None => break,
                },
            };
            if waiter.send(()).is_ok() {
                break;
            }
        }
    }
}
