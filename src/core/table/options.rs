//! What a lobby chooses for its game: variant, seats, turn time-out, thread.

use std::time::Duration;

use super::LobbyRefusal;
use crate::game::Variant;

/// Shortest and longest turn time-out a lobby may choose.
pub const TIMEOUT_RANGE: (Duration, Duration) =
    (Duration::from_secs(30), Duration::from_secs(7 * 24 * 3600));

/// The turn time-out when neither the lobby nor the server sets one.
pub const DEFAULT_TURN_TIMEOUT: Duration = Duration::from_secs(120);

/// The turn time-out of a game with no turn limit (a practice game): no
/// deadline runs and nobody is timed out ([`LobbyOptions::turn_limit`]). No
/// lobby may choose it ([`TIMEOUT_RANGE`] ends far below); it is stored as
/// the column's largest value, so the store needs nothing new.
pub const NO_TURN_LIMIT: Duration = Duration::from_secs(u32::MAX as u64);

/// How long a game with no turn limit waits for a move before it is called
/// off (unrated, said in its turn message): it holds no channel and counts
/// toward no cap, and still it ends (the engine's `Waits::idle_end`).
pub const IDLE_END: Duration = Duration::from_secs(24 * 3600);

/// The turn time-outs a lobby may choose: [`TIMEOUT_RANGE`], unless the bot was
/// started with a shorter minimum (`Config::min_turn_timeout`, a test knob). A
/// value handed to what checks, not a global: one process may run several bots
/// (the end-to-end tests do).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TimeoutRange {
    pub shortest: Duration,
    pub longest: Duration,
}

impl Default for TimeoutRange {
    fn default() -> Self {
        TimeoutRange {
            shortest: TIMEOUT_RANGE.0,
            longest: TIMEOUT_RANGE.1,
        }
    }
}

impl TimeoutRange {
    /// The usual range with another minimum (at least 1 s).
    pub fn with_shortest(shortest: Duration) -> TimeoutRange {
        TimeoutRange {
            shortest: shortest.max(Duration::from_secs(1)),
            ..TimeoutRange::default()
        }
    }

    pub fn contains(&self, d: Duration) -> bool {
        (self.shortest..=self.longest).contains(&d)
    }

    /// Reads a time-out as [`parse_timeout`] does, within this range.
    pub fn parse(&self, text: &str) -> Result<Duration, LobbyRefusal> {
        let d = Duration::from_secs(read_seconds(text).ok_or(LobbyRefusal::BadTimeout)?);
        if !self.contains(d) {
            return Err(LobbyRefusal::BadTimeout);
        }
        Ok(d)
    }
}

/// Options chosen in a lobby (`/hypnosia new`); they stay with the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LobbyOptions {
    pub variant: Variant,
    /// The most seats the lobby offers, 2..=6.
    pub max_seats: u8,
    /// How long the player to move has before a move is played for them.
    pub turn_timeout: Duration,
    /// Whether the game is played in a thread of its own.
    pub thread: bool,
}

impl Default for LobbyOptions {
    fn default() -> Self {
        LobbyOptions {
            variant: Variant::default(),
            max_seats: 6,
            turn_timeout: DEFAULT_TURN_TIMEOUT,
            thread: false,
        }
    }
}

impl LobbyOptions {
    /// How long the player to move has, or `None` when turns have no limit
    /// ([`NO_TURN_LIMIT`]).
    pub fn turn_limit(&self) -> Option<Duration> {
        (self.turn_timeout < NO_TURN_LIMIT).then_some(self.turn_timeout)
    }

    /// Refuses options a lobby may not have (seats outside 2..=6, a time-out
    /// outside `timeouts`).
    pub fn check(&self, timeouts: TimeoutRange) -> Result<(), LobbyRefusal> {
        if !(2..=6).contains(&self.max_seats) {
            return Err(LobbyRefusal::BadSeatCount);
        }
        if !timeouts.contains(self.turn_timeout) {
            return Err(LobbyRefusal::BadTimeout);
        }
        Ok(())
    }
}

/// The words each unit may be written with, largest unit first, with its
/// length in seconds. People write what the bot shows in each of its languages
/// (`2 min`, `1 h 30 min`, `2 Min.`, `1 godz. 30 min`, `1시간 30분`) as well as
/// the short forms (`90s`, `2m`, `1h30`). A word may end with a dot (`Std.`).
const UNITS: [(u64, &[&str]); 4] = [
    (
        86_400,
        &[
            "d", "day", "days", "j", "jour", "jours", "tg", "tag", "tage", "tagen", "dzień",
            "dzien", "dni", "일",
        ],
    ),
    (
        3600,
        &[
            "h", "hr", "hrs", "hour", "hours", "heure", "heures", "std", "stunde", "stunden",
            "godz", "godzina", "godziny", "godzin", "시간",
        ],
    ),
    (
        60,
        &[
            "m", "min", "mins", "minute", "minutes", "minuten", "minuta", "minuty", "minut", "분",
        ],
    ),
    (
        1,
        &[
            "s", "sec", "secs", "second", "seconds", "seconde", "secondes", "sek", "sekunde",
            "sekunden", "sekunda", "sekundy", "sekund", "초",
        ],
    ),
];

/// Reads a time-out such as `90`, `90s`, `2m`, `2 min`, `1h30` (1 h 30 min),
/// `1 h 30 min`, `1 hour`, `24h`, `3d` or `1d12h` (1 day 12 h), within
/// [`TIMEOUT_RANGE`] (30 s to 7 days).
pub fn parse_timeout(text: &str) -> Result<Duration, LobbyRefusal> {
    TimeoutRange::default().parse(text)
}

/// Seconds in `text`: numbers each followed by a unit, units from largest to
/// smallest and each at most once (so `1h1h` or `30s 2m` are refused rather
/// than guessed at). The last number may go without its unit: it then counts
/// in the unit after the one before it (`1h30` is 1 h 30 min, `2m30` 2 min
/// 30 s), or in seconds when it stands alone (`90`).
fn read_seconds(text: &str) -> Option<u64> {
    let text = text.to_lowercase();
    let mut rest = text.as_str();
    let mut total: u64 = 0;
    let mut previous: Option<u64> = None;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        if rest.is_empty() {
            break;
        }
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 {
            return None;
        }
        let n: u64 = rest[..digits].parse().ok()?;
        rest = rest[digits..].trim_start();
        let letters = rest.len() - rest.trim_start_matches(char::is_alphabetic).len();
        let (word, after) = rest.split_at(letters);
        rest = match word.is_empty() {
            false => after.strip_prefix('.').unwrap_or(after),
            true => after,
        };
        let unit = if word.is_empty() {
            if !rest.trim().is_empty() {
                return None;
            }
            match previous {
                None => 1,
                Some(p) => UNITS.iter().find(|(u, _)| *u < p)?.0,
            }
        } else {
            UNITS.iter().find(|(_, names)| names.contains(&word))?.0
        };
        if previous.is_some_and(|p| unit >= p) {
            return None;
        }
        total = total.checked_add(n.checked_mul(unit)?)?;
        previous = Some(unit);
    }
    previous.map(|_| total)
}

/// A duration in the words the bot uses: `2 min`, `1 h 30 min`, `45 s`, `1 d 12 h`.
pub fn describe_duration(d: Duration) -> String {
    let s = d.as_secs();
    let (days, h, m, sec) = (s / 86_400, s % 86_400 / 3600, s % 3600 / 60, s % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(format!("{days} d"));
    }
    if h > 0 {
        parts.push(format!("{h} h"));
    }
    if m > 0 {
        parts.push(format!("{m} min"));
    }
    if sec > 0 || parts.is_empty() {
        parts.push(format!("{sec} s"));
    }
    parts.join(" ")
}
