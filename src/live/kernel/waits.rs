//! The deliberate waits of a process, as settings: a deployment keeps the
//! defaults, and tests shorten them to milliseconds so that a retry, a sweep
//! or a busy database takes the same code path in a fraction of the time.

use std::time::Duration;

/// How often the sweep looks for games and lobbies nothing is scheduled for
/// (the default of [`Waits::sweep_every`]).
pub const SWEEP_EVERY: Duration = Duration::from_secs(15);

/// How long a process holds an owed post to itself: longer than a post with
/// its retries takes, shorter than the platform remembers a post's nonce.
pub const POST_LEASE_SECS: i64 = 60;

/// How long a day of the daily puzzle lasts (the default of
/// [`Waits::puzzle_day`]): days start at midnight UTC.
pub const PUZZLE_DAY: Duration = Duration::from_secs(24 * 3600);

/// Attempts of failed background work after the first, each after a pause
/// twice the one before; after them, the sweep takes over.
pub const RETRIES: u32 = 5;

/// How long a channel that refused a call for a permission stays shut: the
/// shows queued for its called-off games are done by then, and a new game
/// there (the permission given back) is not held up for long.
pub const REFUSED_SHUT: Duration = Duration::from_secs(60);

/// The longest a call to the platform the screen shows on (Discord's REST API,
/// a board upload included) may take: a call left hanging would otherwise hold
/// up whatever waits on it for good. A call that ran out is treated like a 5xx:
/// tried again later (a message post with its nonce, so that it cannot appear
/// twice).
pub const CALL_LIMIT: Duration = Duration::from_secs(10);

/// How long a stop (SIGTERM, Ctrl-C) may take in all, from the signal to the
/// process's exit: the README promises 10 s to the supervisor, whatever is
/// under way and whether Discord answers or not ([`crate::live::Stop`]).
pub const STOP_WITHIN: Duration = Duration::from_secs(9);

/// How long the screen's platform is trusted to take a post made again for
/// the one made before (Discord keeps a message's nonce "a few minutes"): a
/// show owed for longer may have been posted before a crash or an outage
/// and be forgotten, so the screen looks for it before posting it again.
pub const POSTS_REMEMBERED: Duration = Duration::from_secs(120);

/// How long a member waits between two clicks that post in public (a
/// Practice game, a Rematch, a Challenge: see `cooldowns.rs`).
pub const COOLDOWN: Duration = Duration::from_secs(30);

/// How long a tournament whose host set no start time stays open for
/// sign-up: a week, then the sweep calls it off (it no longer holds one of
/// the server's open tournaments).
pub const SIGNUP_EXPIRY: Duration = Duration::from_secs(7 * 24 * 3600);

/// How long after a click in a game its player is taken to be watching it:
/// their turn coming within it is shown without a notification.
pub const WATCHING: Duration = Duration::from_secs(60);

/// How long a click pays for what follows it ([`crate::showing::click_pays::Payers`]): Discord
/// takes an interaction's webhook for 15 minutes; a minute is kept in hand.
pub const CLICK_PAYS: Duration = Duration::from_secs(14 * 60);

/// How long a click waits for what it shows before it is deferred and what
/// it shows edited in. A button's deferral shows nothing (the message stays
/// as it is until the edit), so a busy bot answers every click at once at
/// the cost of one more call, which Discord does not count; a quiet bot
/// answers in one call, as it did.
pub const CLICK_ANSWER: Duration = Duration::from_millis(25);

/// How often at most a game's log is edited while it runs: it trails the
/// turns by this much at most, and is brought up to date at the end.
pub const LOG_EVERY: Duration = Duration::from_secs(15);

/// How long each wait lasts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Waits {
    /// The pause before failed background work is tried again the first time
    /// (1 s: 1 + 2 + 4 + 8 + 16 = 31 s in all, past a short database outage).
    pub first_retry: Duration,
    /// How often the sweep looks for games and lobbies nothing is scheduled for.
    pub sweep_every: Duration,
    /// The store's waits (a busy SQLite file, a PostgreSQL connection).
    pub store: crate::store::Waits,
    /// How long a channel that refused a call for a permission stays shut.
    pub door_shut: Duration,
    /// How often one unit of a member's allowance of heavy work comes back
    /// ([`crate::heavy::fair::Allowance::every`]).
    pub allowance_every: Duration,
    /// How long one call to the screen's platform may take ([`CALL_LIMIT`]).
    pub call_limit: Duration,
    /// How long a player who clicked is taken to be watching ([`WATCHING`]).
    pub watching: Duration,
    /// How long a stop may take before the process exits ([`STOP_WITHIN`]).
    pub stop_within: Duration,
    /// How long a game with no turn limit waits for a move before the sweep
    /// calls it off ([`crate::table::IDLE_END`]).
    pub idle_end: Duration,
    /// How long the platform remembers a post ([`POSTS_REMEMBERED`]).
    pub posts_remembered: Duration,
    /// How long a member waits between two Practice games, or two
    /// Rematches ([`COOLDOWN`]).
    pub cooldown: Duration,
    /// How long a day of the daily puzzle lasts
    /// ([`PUZZLE_DAY`]): one post per server and day.
    pub puzzle_day: Duration,
    /// How long a tournament with no start time stays open for sign-up
    /// before the sweep calls it off ([`SIGNUP_EXPIRY`]).
    pub signup_expiry: Duration,
    /// How long a click pays for what follows it ([`CLICK_PAYS`]).
    pub click_pays: Duration,
    /// How often at most a game's log is edited while it runs ([`LOG_EVERY`]).
    pub log_every: Duration,
    /// How long a click waits for its answer before it is deferred
    /// ([`CLICK_ANSWER`]; zero: every click is deferred at once).
    pub click_answer: Duration,
    /// How long the pace's open breaker waits before it tries a probe
    /// ([`crate::pace::breaker::PROBE_AFTER`]).
    pub breaker_probe: Duration,
    /// How long a process holds an owed post of the outbox to itself
    /// ([`POST_LEASE_SECS`](POST_LEASE_SECS); whole seconds, one at
    /// least): a process that died with it lets another take it after this.
    pub post_lease: Duration,
    /// How long a member's avatar is taken as known before a server the bot
    /// is in is asked again ([`crate::faces::AVATAR_FRESH`]).
    pub faces_fresh: Duration,
}

impl Default for Waits {
    fn default() -> Self {
        Waits {
            first_retry: Duration::from_secs(1),
            sweep_every: SWEEP_EVERY,
            store: crate::store::Waits::default(),
            door_shut: REFUSED_SHUT,
            allowance_every: crate::heavy::fair::Allowance::default().every,
            call_limit: CALL_LIMIT,
            watching: WATCHING,
            stop_within: STOP_WITHIN,
            idle_end: crate::table::IDLE_END,
            posts_remembered: POSTS_REMEMBERED,
            cooldown: COOLDOWN,
            puzzle_day: PUZZLE_DAY,
            signup_expiry: SIGNUP_EXPIRY,
            click_pays: CLICK_PAYS,
            log_every: LOG_EVERY,
            click_answer: CLICK_ANSWER,
            breaker_probe: crate::pace::breaker::PROBE_AFTER,
            post_lease: Duration::from_secs(POST_LEASE_SECS as u64),
            faces_fresh: crate::faces::AVATAR_FRESH,
        }
    }
}

impl Waits {
    /// [`Waits::post_lease`] in whole seconds, one at least (a lease is
    /// kept in unix seconds).
    pub fn post_lease_secs(&self) -> i64 {
        (self.post_lease.as_secs() as i64).max(1)
    }

    /// The pauses before each new attempt of failed background work.
    pub fn retry_pauses(&self) -> impl Iterator<Item = Duration> + use<> {
        let first = self.first_retry;
        (0..RETRIES).map(move |i| first * 2u32.pow(i))
    }
}
