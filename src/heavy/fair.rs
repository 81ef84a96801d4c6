//! Fair shares of the heavy work: every member has an allowance of CPU-heavy
//! requests (a hint's search, a replay step, an analysis, a stats chart, a
//! lesson board), a bucket that holds [`Allowance::burst`] units and refills
//! one unit every [`Allowance::every`]. A request costs what it takes from the
//! two cores (a hint's search three units, a drawing one); a member whose
//! bucket cannot pay is told, at once and only to them, when it can. So one
//! member never takes more than a steady share of the computer players' time
//! or of the heavy lane, however fast they click, while anyone asking at a
//! human pace never notices.
//!
//! ```
//! use std::time::{Duration, Instant};
//! use hypnosia_engine::heavy::fair::{Allowance, Heavy, Shares};
//! use hypnosia_engine::table::UserId;
//!
//! let shares = Shares::new(Allowance { burst: 4, every: Duration::from_secs(2) });
//! let now = Instant::now();
//! assert!(shares.take(UserId(1), Heavy::Hint, now).is_ok()); // 3 of 4
//! assert_eq!(shares.take(UserId(1), Heavy::Hint, now), Err(Duration::from_secs(4)));
//! assert!(shares.take(UserId(1), Heavy::Drawing, now).is_ok(), "one unit is left");
//! assert!(shares.take(UserId(2), Heavy::Hint, now).is_ok(), "each member has their own");
//! ```

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::table::UserId;

/// A kind of heavy request, and what it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heavy {
    /// A hint worked out by the hard player's search (about a second of a core).
    Hint,
    /// A drawing or a computation on the heavy lane: a replay step, an
    /// analysis, a stats chart, a hint board.
    Drawing,
    /// A lesson's board (one small picture per click): a quarter of a unit,
    /// so a learner going through every lesson as fast as they can click
    /// (16 boards) spends a third of the burst, while a script clicking
    /// lesson buttons is still held to four boards a second.
    Lesson,
    /// Something small, done often: a page of a list (the leaderboard's
    /// next page, the games' pages), a command's autocomplete, a move click
    /// refused (by a spectator, on an old message). A quarter of a unit, like
    /// a lesson's board: a person never notices, a script is held to four a
    /// second.
    Glance,
    /// `/hypnosia stats`: two drawings (its header card and the rating's
    /// chart).
    Stats,
}

impl Heavy {
    /// Units taken from the member's bucket.
    pub fn cost(self) -> f64 {
        match self {
            Heavy::Hint => 3.0,
            Heavy::Drawing => 1.0,
            Heavy::Lesson | Heavy::Glance => 0.25,
            Heavy::Stats => 2.0,
        }
    }
}

/// What a member asks for that takes from their allowance: the one table
/// of prices ([`Ask::price`]). The engine charges the asks it answers (a
/// hint, a tournament's sign-up click or standings, a refused move click);
/// the screen charges the rest, each naming its ask, never a price.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The hard player's move for a practice game's person; `worked_out`:
    /// already searched for this position, only its board is drawn.
    Hint { worked_out: bool },
    /// A lesson's board (`/hypnosia learn`, a lesson's button).
    LessonBoard,
    /// A puzzle's board (`/hypnosia puzzle`, a puzzle's button).
    PuzzleBoard,
    /// `/hypnosia leaderboard`: its card.
    Leaderboard,
    /// `/hypnosia stats`.
    Stats,
    /// A page of the games (`/hypnosia games`, its page buttons).
    GamesPage,
    /// A command's suggestions as the member types.
    Autocomplete,
    /// A replay's step (`/hypnosia replay`, its buttons).
    ReplayStep,
    /// A game's analysis (`/hypnosia analysis`, the Analysis button).
    Analysis,
    /// "My moves" under an analysis.
    OwnMoves,
    /// A tournament's standings (the command, a table's Standings button,
    /// their Share).
    Standings,
    /// Sharing one's stats: their pictures are drawn again.
    ShareStats,
    /// A tournament's Join or Leave.
    SignUp,
    /// A move click refused (by a spectator, on an old message).
    RefusedClick,
    /// A Refresh: the game's board drawn again.
    Refresh,
}

impl Ask {
    /// What the ask takes from the member's bucket.
    pub fn price(self) -> Heavy {
        match self {
            Ask::Hint { worked_out: false } => Heavy::Hint,
            Ask::Hint { worked_out: true }
            | Ask::Leaderboard
            | Ask::ReplayStep
            | Ask::Analysis
            | Ask::OwnMoves
            | Ask::Standings
            | Ask::ShareStats
            | Ask::Refresh => Heavy::Drawing,
            Ask::LessonBoard | Ask::PuzzleBoard => Heavy::Lesson,
            Ask::GamesPage | Ask::Autocomplete | Ask::SignUp | Ask::RefusedClick => Heavy::Glance,
            Ask::Stats => Heavy::Stats,
        }
    }
}

/// How much heavy work one member may ask for.
#[derive(Clone, Copy, Debug)]
pub struct Allowance {
    /// Units a member may spend at once.
    pub burst: u32,
    /// One unit comes back this often.
    pub every: Duration,
}

impl Default for Allowance {
    /// Twelve units at once, one back every second: a person stepping through
    /// a replay by hand is never stopped; a script or a held key is, at one
    /// drawing a second (one hint's search every three).
    fn default() -> Self {
        Allowance {
            burst: 12,
            every: Duration::from_secs(1),
        }
    }
}

struct Bucket {
    /// Units left at `at`.
    units: f64,
    at: Instant,
}

/// Every member's bucket in this process.
pub struct Shares {
    allowance: Allowance,
    buckets: Mutex<HashMap<UserId, Bucket>>,
}

impl Shares {
    /// The default allowance, one unit coming back every `every` (tests
    /// shorten it, or make it so long that a burst is all there is).
    pub fn refilling_every(every: Duration) -> Shares {
        Shares::new(Allowance {
            every,
            ..Allowance::default()
        })
    }

    pub fn new(allowance: Allowance) -> Shares {
        Shares {
            allowance,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes `kind`'s cost from `user`'s bucket at `now`, or says how long
    /// until the bucket can pay for it (nothing taken then).
    pub fn take(&self, user: UserId, kind: Heavy, now: Instant) -> Result<(), Duration> {
        self.settle(user, kind, now, true)
    }

    /// Whether `user`'s bucket could pay for `kind` at `now` (nothing taken).
    pub fn affordable(&self, user: UserId, kind: Heavy, now: Instant) -> Result<(), Duration> {
        self.settle(user, kind, now, false)
    }

    fn settle(&self, user: UserId, kind: Heavy, now: Instant, take: bool) -> Result<(), Duration> {
        let Allowance { burst, every } = self.allowance;
        let (burst, per_unit) = (f64::from(burst.max(1)), every.as_secs_f64().max(1e-3));
        let cost = kind.cost().min(burst);
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 10_000 {
            // Whoever is full again needs no bucket: the map holds only the
            // members who asked for heavy work lately.
            buckets.retain(|_, b| {
                b.units + now.saturating_duration_since(b.at).as_secs_f64() / per_unit < burst
            });
        }
        let bucket = buckets.entry(user).or_insert(Bucket {
            units: burst,
            at: now,
        });
        let refilled = now.saturating_duration_since(bucket.at).as_secs_f64() / per_unit;
        let units = (bucket.units + refilled).min(burst);
        if units + 1e-9 < cost {
            return Err(Duration::from_secs_f64((cost - units) * per_unit));
        }
        if !take {
            return Ok(());
        }
        *bucket = Bucket {
            units: units - cost,
            at: now,
        };
        Ok(())
    }
}

impl Default for Shares {
    fn default() -> Self {
        Shares::new(Allowance::default())
    }
}
