//! The lobby: who sits where before a game starts, and who may change it.
//!
//! Pure rules, no Discord: every action returns either the new state or a
//! [`LobbyRefusal`] that the Discord layer shows to the clicking user.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::discord::components::level_name;
use crate::discord::ports::Level;
use crate::game::{Color, Player, Variant};

/// A Discord user id.
pub type UserId = u64;

/// Shortest and longest turn time-out a lobby may choose.
pub const TIMEOUT_RANGE: (Duration, Duration) =
    (Duration::from_secs(30), Duration::from_secs(24 * 3600));

/// The shortest turn time-out in force: [`TIMEOUT_RANGE`]'s unless the bot was
/// started with a lower `min_turn_timeout` (a test knob; one bot per process).
static MIN_TIMEOUT_SECS: AtomicU64 = AtomicU64::new(TIMEOUT_RANGE.0.as_secs());

/// Lowers (or restores) the shortest allowed turn time-out; see `Config::min_turn_timeout`.
pub fn set_min_turn_timeout(min: Duration) {
    MIN_TIMEOUT_SECS.store(min.as_secs().max(1), Ordering::Relaxed);
}

fn timeout_range() -> (Duration, Duration) {
    let lo = Duration::from_secs(MIN_TIMEOUT_SECS.load(Ordering::Relaxed));
    (lo, TIMEOUT_RANGE.1)
}

/// The turn time-out when neither the lobby nor the server sets one.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);

/// Who sits at a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Occupant {
    Human { user: UserId, name: String },
    Ai(Level),
}

impl Occupant {
    /// The user, for a human seat.
    pub fn user(&self) -> Option<UserId> {
        match self {
            Occupant::Human { user, .. } => Some(*user),
            Occupant::Ai(_) => None,
        }
    }

    /// Display name: the member's name, or "AI (medium)".
    pub fn name(&self) -> String {
        match self {
            Occupant::Human { name, .. } => name.clone(),
            Occupant::Ai(level) => format!("AI ({})", level_name(*level)),
        }
    }
}

/// One seat: a color and who sits there.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    pub color: Color,
    pub occupant: Occupant,
}

/// Options chosen with `/hypnosia new`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LobbyOptions {
    pub variant: Variant,
    /// Most seats at the table, 2..=6.
    pub seats: u8,
    pub turn_timeout: Duration,
    /// Whether the game is played in a thread of its own.
    pub thread: bool,
}

impl Default for LobbyOptions {
    fn default() -> Self {
        LobbyOptions {
            variant: Variant::default(),
            seats: 6,
            turn_timeout: DEFAULT_TIMEOUT,
            thread: false,
        }
    }
}

/// Why a lobby action was refused (shown to the user who tried it).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LobbyRefusal {
    #[error("You are already seated at this table.")]
    AlreadySeated,
    #[error("You are not seated at this table.")]
    NotSeated,
    #[error("The table is full ({0} seats).")]
    Full(u8),
    #[error("Only the host can do that.")]
    NotHost,
    #[error("There is no computer player to remove.")]
    NoAi,
    #[error("{0} is taken; pick a free color.")]
    ColorTaken(Color),
    #[error("A game needs at least two seats: wait for someone to join or add a computer player.")]
    TooFewSeats,
    #[error("A table has 2 to 6 seats.")]
    BadSeatCount,
    #[error("The turn time-out must be between 30 seconds and 24 hours.")]
    BadTimeout,
}

/// What became of the lobby after someone left it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AfterLeave {
    /// The lobby goes on (perhaps with a new host).
    Open,
    /// No human is left: the lobby closes.
    Closed,
}

/// A lobby: host, options and seats, in the order people sat down.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Lobby {
    pub host: UserId,
    pub options: LobbyOptions,
    pub seats: Vec<Seat>,
}

/// The free color farthest (around the board) from every taken one; ties go to
/// the lowest sector, so that two players sit opposite and three alternate.
pub fn spread_color(taken: &[Color]) -> Option<Color> {
    let distance = |a: Color, b: Color| {
        let d = (a.index() as i32 - b.index() as i32).rem_euclid(6);
        d.min(6 - d)
    };
    Color::ALL
        .into_iter()
        .filter(|c| !taken.contains(c))
        .max_by_key(|&c| {
            let nearest = taken.iter().map(|&t| distance(c, t)).min().unwrap_or(3);
            (nearest, std::cmp::Reverse(c.index()))
        })
}

impl Lobby {
    /// A lobby with its host in the first seat (red).
    pub fn new(
        host: UserId,
        host_name: &str,
        options: LobbyOptions,
    ) -> Result<Lobby, LobbyRefusal> {
        if !(2..=6).contains(&options.seats) {
            return Err(LobbyRefusal::BadSeatCount);
        }
        let (lo, hi) = timeout_range();
        if options.turn_timeout < lo || options.turn_timeout > hi {
            return Err(LobbyRefusal::BadTimeout);
        }
        Ok(Lobby {
            host,
            options,
            seats: vec![Seat {
                color: Color::Red,
                occupant: Occupant::Human {
                    user: host,
                    name: host_name.to_owned(),
                },
            }],
        })
    }

    fn taken(&self) -> Vec<Color> {
        self.seats.iter().map(|s| s.color).collect()
    }

    fn seat_of(&self, user: UserId) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.occupant.user() == Some(user))
    }

    /// Whether `user` sits at the table.
    pub fn is_seated(&self, user: UserId) -> bool {
        self.seat_of(user).is_some()
    }

    fn sit(&mut self, occupant: Occupant) -> Result<(), LobbyRefusal> {
        if self.seats.len() >= self.options.seats as usize {
            return Err(LobbyRefusal::Full(self.options.seats));
        }
        let color = spread_color(&self.taken()).ok_or(LobbyRefusal::Full(self.options.seats))?;
        self.seats.push(Seat { color, occupant });
        Ok(())
    }

    /// A human takes a free seat.
    pub fn join(&mut self, user: UserId, name: &str) -> Result<(), LobbyRefusal> {
        if self.is_seated(user) {
            return Err(LobbyRefusal::AlreadySeated);
        }
        self.sit(Occupant::Human {
            user,
            name: name.to_owned(),
        })
    }

    /// A human leaves; a leaving host hands the lobby to the next human.
    pub fn leave(&mut self, user: UserId) -> Result<AfterLeave, LobbyRefusal> {
        let i = self.seat_of(user).ok_or(LobbyRefusal::NotSeated)?;
        self.seats.remove(i);
        if user == self.host {
            match self.seats.iter().find_map(|s| s.occupant.user()) {
                Some(next) => self.host = next,
                None => return Ok(AfterLeave::Closed),
            }
        }
        Ok(AfterLeave::Open)
    }

    /// The host adds a computer player.
    pub fn add_ai(&mut self, by: UserId, level: Level) -> Result<(), LobbyRefusal> {
        self.check_host(by)?;
        self.sit(Occupant::Ai(level))
    }

    /// The host removes the computer player added last.
    pub fn remove_ai(&mut self, by: UserId) -> Result<(), LobbyRefusal> {
        self.check_host(by)?;
        let i = self
            .seats
            .iter()
            .rposition(|s| matches!(s.occupant, Occupant::Ai(_)))
            .ok_or(LobbyRefusal::NoAi)?;
        self.seats.remove(i);
        Ok(())
    }

    /// A seated human switches to a free color.
    pub fn pick_color(&mut self, user: UserId, color: Color) -> Result<(), LobbyRefusal> {
        let i = self.seat_of(user).ok_or(LobbyRefusal::NotSeated)?;
        if self.seats[i].color == color {
            return Ok(());
        }
        if self.taken().contains(&color) {
            return Err(LobbyRefusal::ColorTaken(color));
        }
        self.seats[i].color = color;
        Ok(())
    }

    fn check_host(&self, by: UserId) -> Result<(), LobbyRefusal> {
        if by == self.host {
            Ok(())
        } else {
            Err(LobbyRefusal::NotHost)
        }
    }

    /// The host starts: the seats become the game's players (sector order).
    pub fn start(&self, by: UserId) -> Result<Vec<Player>, LobbyRefusal> {
        self.check_host(by)?;
        if self.seats.len() < 2 {
            return Err(LobbyRefusal::TooFewSeats);
        }
        let mut players: Vec<Player> = self
            .seats
            .iter()
            .map(|s| match &s.occupant {
                Occupant::Human { name, .. } => Player::human(s.color, name.clone()),
                Occupant::Ai(_) => Player::ai(s.color, s.occupant.name()),
            })
            .collect();
        players.sort_by_key(|p| p.color);
        Ok(players)
    }

    /// The host calls the lobby off.
    pub fn cancel(&self, by: UserId) -> Result<(), LobbyRefusal> {
        self.check_host(by)
    }

    /// The colors nobody has taken, for the color picker.
    pub fn free_colors(&self) -> Vec<Color> {
        let taken = self.taken();
        Color::ALL
            .into_iter()
            .filter(|c| !taken.contains(c))
            .collect()
    }
}

/// Reads a time-out such as `90`, `90s`, `2m`, `1h30m` or `24h`.
pub fn parse_timeout(text: &str) -> Result<Duration, LobbyRefusal> {
    let text = text.trim().to_ascii_lowercase();
    if text.is_empty() {
        return Err(LobbyRefusal::BadTimeout);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            _ => return Err(LobbyRefusal::BadTimeout),
        };
        let n: u64 = digits.parse().map_err(|_| LobbyRefusal::BadTimeout)?;
        total = total.saturating_add(n.saturating_mul(unit));
        digits.clear();
    }
    if !digits.is_empty() {
        let n: u64 = digits.parse().map_err(|_| LobbyRefusal::BadTimeout)?;
        total = total.saturating_add(n);
    }
    let d = Duration::from_secs(total);
    let (lo, hi) = timeout_range();
    if d < lo || d > hi {
        return Err(LobbyRefusal::BadTimeout);
    }
    Ok(d)
}

/// A duration in the words the bot uses: `2 min`, `1 h 30 min`, `45 s`.
pub fn describe_duration(d: Duration) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, s % 3600 / 60, s % 60);
    let mut parts = Vec::new();
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
