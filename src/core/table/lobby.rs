//! A lobby: who sits where before a game starts, and who may change it.
//!
//! Pure rules: every action returns the new state or a [`LobbyRefusal`] that the
//! Discord layer shows to the person who tried it.

use super::{
    GameId, HostAction, Level, LobbyOptions, LobbyRefusal, Occupant, Place, Seat, TimeoutRange,
    UnixTime, UserId,
};
use crate::game::{Color, Player};

/// What became of the lobby after someone left it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AfterLeave {
    /// The lobby goes on (perhaps with a new host).
    Open,
    /// No human is left: the lobby closes.
    Closed,
}

/// How a lobby ended without a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LobbyEnd {
    /// The host called it off, or everybody left.
    Cancelled,
    /// Nobody used it for a while.
    Expired,
}

/// Who closed a lobby by a click (its message then says so).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LobbyClosedBy {
    /// The last person seated left.
    EverybodyLeft,
    /// Its host cancelled it.
    Host,
    /// Someone who manages the server closed it.
    Admin,
    /// The one a challenge named declined it.
    Declined(UserId),
}

/// A lobby about to be opened: validated, not yet stored (the store gives it its id).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewLobby {
    /// Where it opens (not shown yet).
    pub place: Place,
    pub host: UserId,
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    /// When the lobby closes itself unless someone uses it.
    pub expires_at: UnixTime,
    /// The one a challenge names: a seat is kept for them.
    pub kept_for: Option<UserId>,
}

impl NewLobby {
    /// A lobby at `place` with its host in the first seat (red); refuses
    /// options a lobby may not have (a turn time-out outside `timeouts`).
    pub fn new(
        place: Place,
        host: UserId,
        host_name: &str,
        options: LobbyOptions,
        expires_at: UnixTime,
        timeouts: TimeoutRange,
    ) -> Result<NewLobby, LobbyRefusal> {
        options.check(timeouts)?;
        Ok(NewLobby {
            place,
            host,
            seats: vec![Seat::human(Color::Red, host, host_name)],
            options,
            expires_at,
            kept_for: None,
        })
    }

    /// The lobby as stored under `id` (what the store returns once it is written).
    pub fn opened(self, id: GameId, created_at: UnixTime) -> Lobby {
        let mut seats = self.seats;
        seats.sort_by_key(|s| s.color);
        Lobby {
            id,
            place: self.place,
            host: self.host,
            seats,
            options: self.options,
            created_at,
            expires_at: self.expires_at,
            kept_for: self.kept_for,
            version: 0,
        }
    }
}

/// An open lobby: a table that has not started yet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Lobby {
    pub id: GameId,
    pub place: Place,
    pub host: UserId,
    /// In sector order once stored; in the order people sat down while changed.
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    pub created_at: UnixTime,
    /// When the lobby closes itself unless someone uses it.
    pub expires_at: UnixTime,
    /// The one a challenge named, while they have neither joined nor
    /// declined: the last free seat is theirs, nobody else's.
    pub kept_for: Option<UserId>,
    /// Grows with every stored change. A write names the version it read, so
    /// that of two clicks (in one process or two) at the same moment exactly one
    /// applies; the other reads the lobby again.
    pub version: u64,
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
        let max = self.options.max_seats;
        if self.seats.len() >= usize::from(max) {
            return Err(LobbyRefusal::Full(max));
        }
        if let Some(invited) = self.kept_for
            && occupant.user() != Some(invited)
            && self.seats.len() + 1 >= usize::from(max)
        {
            let host = self.host;
            return Err(LobbyRefusal::SeatKept { invited, host });
        }
        let color = spread_color(&self.taken()).ok_or(LobbyRefusal::Full(max))?;
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
        })?;
        if self.kept_for == Some(user) {
            self.kept_for = None;
        }
        Ok(())
    }

    /// The one a challenge named declines it: the table closes.
    pub fn decline(&self, user: UserId) -> Result<(), LobbyRefusal> {
        match self.kept_for {
            Some(invited) if invited == user => Ok(()),
            Some(invited) => Err(LobbyRefusal::NotInvited(invited)),
            None => Err(LobbyRefusal::NoChallenge),
        }
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
        self.check_host(by, HostAction::AddAi)?;
        self.sit(Occupant::Ai(level))
    }

    /// The host removes the computer player added last.
    pub fn remove_ai(&mut self, by: UserId) -> Result<(), LobbyRefusal> {
        self.check_host(by, HostAction::RemoveAi)?;
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

    fn check_host(&self, by: UserId, action: HostAction) -> Result<(), LobbyRefusal> {
        if by == self.host {
            Ok(())
        } else {
            Err(LobbyRefusal::NotHost {
                host: self.host,
                action,
            })
        }
    }

    /// The host starts: the seats become the game's players (sector order).
    pub fn start(&self, by: UserId) -> Result<Vec<Player>, LobbyRefusal> {
        self.check_host(by, HostAction::Start)?;
        if self.seats.len() < 2 {
            return Err(LobbyRefusal::TooFewSeats);
        }
        let mut players: Vec<Player> = self.seats.iter().map(Seat::player).collect();
        players.sort_by_key(|p| p.color);
        Ok(players)
    }

    /// The host calls the lobby off, or a member who manages the server
    /// closes it (anyone's lobby: a lobby left open is a server's table
    /// taken). Whether it was the host's own doing.
    pub fn cancel(&self, by: UserId, manages_server: bool) -> Result<bool, LobbyRefusal> {
        match self.check_host(by, HostAction::Cancel) {
            Ok(()) => Ok(true),
            Err(_) if manages_server => Ok(false),
            Err(refusal) => Err(refusal),
        }
    }

    /// Whether a click of `by` keeps the lobby open longer: only its host's
    /// (anyone's Join, Leave or color would keep it open for ever).
    pub fn renewed_by(&self, by: UserId) -> bool {
        by == self.host
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
