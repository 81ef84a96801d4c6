//! Seasons: a server's leaderboard race that starts again every month or
//! quarter (UTC), and the widening of a rating when a season starts.
//!
//! Plain arithmetic on unix times, tested without Discord or a database: which
//! season an instant is in, its bounds, and the skill a player starts it with.
//!
//! ```
//! use hypnosia_core::table::{Season, SeasonCadence};
//! // 2026-11-30 23:59:59 UTC and one second later.
//! let before = Season::at(SeasonCadence::Monthly, 1_796_083_199).unwrap();
//! let after = Season::at(SeasonCadence::Monthly, 1_796_083_200).unwrap();
//! assert_eq!((before.key(), after.key()), ("2026-11".to_string(), "2026-12".to_string()));
//! assert_eq!(before.end(), after.start());
//! assert_eq!(Season::at(SeasonCadence::Quarterly, 1_796_083_199).unwrap().key(), "2026-Q4");
//! ```

use std::fmt;
use std::str::FromStr;

use super::{DEFAULT_SKILL, Skill, UnixTime};

/// How often a server's season starts again (`/hypnosia settings season`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum SeasonCadence {
    /// No seasons: one all-time leaderboard (the default).
    #[default]
    None,
    /// A season per calendar month, UTC.
    Monthly,
    /// A season per calendar quarter (January–March, …), UTC.
    Quarterly,
}

impl SeasonCadence {
    /// The name stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            SeasonCadence::None => "none",
            SeasonCadence::Monthly => "monthly",
            SeasonCadence::Quarterly => "quarterly",
        }
    }
}

impl FromStr for SeasonCadence {
    type Err = ();

    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "none" => Ok(SeasonCadence::None),
            "monthly" => Ok(SeasonCadence::Monthly),
            "quarterly" => Ok(SeasonCadence::Quarterly),
            _ => Err(()),
        }
    }
}

/// One season: a calendar month or quarter, UTC.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Season {
    /// `month` 1..=12.
    Month { year: i32, month: u32 },
    /// `quarter` 1..=4.
    Quarter { year: i32, quarter: u32 },
}

impl Season {
    /// The season of `cadence` that `at` (unix seconds, UTC) falls in; `None`
    /// for a server without seasons.
    pub fn at(cadence: SeasonCadence, at: UnixTime) -> Option<Season> {
        let (year, month, _) = civil_from_days(at.div_euclid(86_400));
        match cadence {
            SeasonCadence::None => None,
            SeasonCadence::Monthly => Some(Season::Month { year, month }),
            SeasonCadence::Quarterly => Some(Season::Quarter {
                year,
                quarter: (month - 1) / 3 + 1,
            }),
        }
    }

    /// The key stored with season rows and shown to people: `2026-11`, `2026-Q4`.
    pub fn key(&self) -> String {
        self.to_string()
    }

    /// The season of `key` ([`Season::key`]), if it is one.
    pub fn from_key(key: &str) -> Option<Season> {
        let (year, rest) = key.split_once('-')?;
        let year = year.parse().ok()?;
        let within = |text: &str, last: u32| text.parse().ok().filter(|n| (1..=last).contains(n));
        Some(match rest.strip_prefix('Q') {
            Some(quarter) => Season::Quarter {
                year,
                quarter: within(quarter, 4)?,
            },
            None => Season::Month {
                year,
                month: within(rest, 12)?,
            },
        })
    }

    fn first_month(&self) -> (i32, u32) {
        match *self {
            Season::Month { year, month } => (year, month),
            Season::Quarter { year, quarter } => (year, (quarter - 1) * 3 + 1),
        }
    }

    /// Its first second (00:00:00 UTC of its first day).
    pub fn start(&self) -> UnixTime {
        let (year, month) = self.first_month();
        days_from_civil(year, month, 1) * 86_400
    }

    /// The first second after it: the start of the next season.
    pub fn end(&self) -> UnixTime {
        self.next().start()
    }

    /// The season that follows.
    pub fn next(&self) -> Season {
        match *self {
            Season::Month { year: y, month: 12 } => Season::Month {
                year: y + 1,
                month: 1,
            },
            Season::Month { year, month } => Season::Month {
                year,
                month: month + 1,
            },
            Season::Quarter {
                year: y,
                quarter: 4,
            } => Season::Quarter {
                year: y + 1,
                quarter: 1,
            },
            Season::Quarter { year, quarter } => Season::Quarter {
                year,
                quarter: quarter + 1,
            },
        }
    }

    /// The season before.
    pub fn previous(&self) -> Season {
        match *self {
            Season::Month { year: y, month: 1 } => Season::Month {
                year: y - 1,
                month: 12,
            },
            Season::Month { year, month } => Season::Month {
                year,
                month: month - 1,
            },
            Season::Quarter {
                year: y,
                quarter: 1,
            } => Season::Quarter {
                year: y - 1,
                quarter: 4,
            },
            Season::Quarter { year, quarter } => Season::Quarter {
                year,
                quarter: quarter - 1,
            },
        }
    }
}

impl fmt::Display for Season {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Season::Month { year, month } => write!(f, "{year:04}-{month:02}"),
            Season::Quarter { year, quarter } => write!(f, "{year:04}-Q{quarter}"),
        }
    }
}

impl FromStr for Season {
    type Err = ();

    /// Reads a key as [`Season::key`] writes it (`2026-11`, `2026-Q4`, `2026-q4`).
    fn from_str(s: &str) -> Result<Self, ()> {
        let (year, rest) = s.trim().split_once('-').ok_or(())?;
        if year.len() != 4 {
            return Err(());
        }
        let year: i32 = year.parse().map_err(|_| ())?;
        if let Some(q) = rest.strip_prefix(['Q', 'q']) {
            let quarter: u32 = q.parse().map_err(|_| ())?;
            return (1..=4)
                .contains(&quarter)
                .then_some(Season::Quarter { year, quarter })
                .ok_or(());
        }
        if rest.len() != 2 {
            return Err(());
        }
        let month: u32 = rest.parse().map_err(|_| ())?;
        (1..=12)
            .contains(&month)
            .then_some(Season::Month { year, month })
            .ok_or(())
    }
}

/// Uncertainty added to a player's all-time sigma when a season starts, in
/// quadrature: Weng-Lin's own skill-class width β = 25/6 (`skillratings`'
/// `WengLinConfig::new().beta`), the spread of one game's performance.
pub const SEASON_WIDENING: f64 = 25.0 / 6.0;

/// What a leaderboard or stats shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Period {
    AllTime,
    Season(Season),
}

/// The value of the `season` option that means all time (suggested, and typed).
pub const ALL_TIME: &str = "all";
/// The value that means the season running now.
pub const CURRENT: &str = "current";

/// The `season` option of a leaderboard or stats, as typed: the running
/// season, all time, or a season.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeasonOption {
    Current,
    AllTime,
    Season(Season),
}

impl SeasonOption {
    /// Nothing or `current` is the running season, `all` all time,
    /// `2026-11`/`2026-Q4` that season; anything else is not read (`None`).
    pub fn read(option: Option<&str>) -> Option<SeasonOption> {
        match option.map(str::trim) {
            None | Some("") | Some(CURRENT) => Some(SeasonOption::Current),
            Some(v) if v.eq_ignore_ascii_case(ALL_TIME) => Some(SeasonOption::AllTime),
            Some(v) => v.parse().ok().map(SeasonOption::Season),
        }
    }

    /// What to show on a server whose seasons run at `cadence`: the
    /// running season is all time on a server without seasons.
    pub fn period(self, cadence: SeasonCadence, now: UnixTime) -> Period {
        match self {
            SeasonOption::Current => {
                Season::at(cadence, now).map_or(Period::AllTime, Period::Season)
            }
            SeasonOption::AllTime => Period::AllTime,
            SeasonOption::Season(s) => Period::Season(s),
        }
    }
}

/// The skill a player starts a season with: their all-time `mu`, and their
/// sigma widened as σ' = min(√(σ² + β²), σ₀) with β = [`SEASON_WIDENING`] and
/// σ₀ = 25/3 a new player's sigma. A strong player keeps their mu (the race
/// remembers who is strong) but their shown rating μ − 3σ drops and moves
/// faster in the new season's first games; nobody is less certain than a
/// newcomer.
///
/// ```
/// use hypnosia_core::table::{season_start_skill, Skill, DEFAULT_SKILL};
/// let veteran = Skill { mu: 32.0, sigma: 2.0 };
/// let s = season_start_skill(veteran);
/// assert_eq!(s.mu, 32.0);
/// assert!((s.sigma - (4.0f64 + (25.0f64 / 6.0).powi(2)).sqrt()).abs() < 1e-12);
/// assert_eq!(season_start_skill(DEFAULT_SKILL), DEFAULT_SKILL);
/// ```
pub fn season_start_skill(all_time: Skill) -> Skill {
    let widened = (all_time.sigma.powi(2) + SEASON_WIDENING.powi(2)).sqrt();
    Skill {
        mu: all_time.mu,
        sigma: widened.min(DEFAULT_SKILL.sigma),
    }
}

/// Days since 1970-01-01 of a civil date (proleptic Gregorian; H. Hinnant's
/// `days_from_civil`).
// Public for the tests of `tests/table/season.rs`.
#[doc(hidden)]
pub fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date (year, month 1..=12, day 1..=31) of a day since 1970-01-01.
// Public for the tests of `tests/table/season.rs`.
#[doc(hidden)]
pub fn civil_from_days(days: i64) -> (i32, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
    (year, month, day)
}
