//! A running (or ended) game with who sits where, where it is shown and its
//! clock; and the decisions about leaving it: time-outs and resigning.

use std::time::Duration;

use super::{
    CancelRefusal, GameId, Level, LobbyOptions, MessageId, Occupant, Place, ResignRefusal, Seat,
    UnixTime, UserId,
};
use crate::game::{Color, Game, LeaveKind, PlayerKind};

/// Consecutive time-outs after which a player is removed from the game, or,
/// when no other person still in it waits for them, the rest of the game is
/// played for them ([`TimeoutAction::PlayOut`]).
pub const MAX_TIMEOUTS: u32 = 3;

/// The clock of a running game, saved with every move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TurnClock {
    /// When the human to move times out; `None` while no clock runs.
    pub deadline: Option<UnixTime>,
    /// Consecutive time-outs per color, indexed by [`Color::index`].
    pub timeouts: [u32; 6],
}

impl TurnClock {
    /// A clock that runs out at `deadline`, no time-outs yet.
    pub fn until(deadline: UnixTime) -> TurnClock {
        TurnClock {
            deadline: Some(deadline),
            timeouts: [0; 6],
        }
    }

    /// Consecutive time-outs of `color`.
    pub fn timeouts(&self, color: Color) -> u32 {
        self.timeouts[color.index()]
    }

    /// Sets the consecutive time-outs of `color` (0 after a move of their own).
    pub fn set_timeouts(&mut self, color: Color, n: u32) {
        self.timeouts[color.index()] = n;
    }
}

/// A started game as stored: everything needed to show it and to carry on
/// after a restart. The unit the store saves and the bot's per-game lock guards.
#[derive(Clone, Debug)]
pub struct Table {
    pub id: GameId,
    pub place: Place,
    pub host: UserId,
    /// In sector order, matching `game.players()`.
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    /// The game, replayed from its record, with its dice where they were.
    pub game: Game,
    pub clock: TurnClock,
    pub created_at: UnixTime,
    pub started_at: UnixTime,
    /// When the game last changed as stored: its last move, or its end.
    pub changed_at: UnixTime,
    /// The version of the game the players have been shown (its turn, or
    /// once it ended its results); `None` before its first turn is shown.
    /// Behind `game.version()`, the screen owes them what the store holds.
    pub shown_version: Option<u64>,
    /// The tournament it is a table of (its name) and the round.
    pub tournament: Option<(String, u16)>,
}

impl Table {
    /// Whether the table offers hints now: exactly one person seated, every
    /// other seat a computer player, and it is that person's turn; never at a
    /// tournament's table (its games count).
    pub fn offers_hint(&self) -> bool {
        if self.tournament.is_some() {
            return false;
        }
        let people = self
            .seats
            .iter()
            .filter(|s| s.occupant.user().is_some())
            .count();
        people == 1 && self.human_to_move().is_some()
    }

    /// Whether the table was opened from a lobby message (a lobby, a
    /// rematch), which stays its line in the channel. A tournament's table
    /// and a practice game (no turn limit) have no lobby message: their log,
    /// posted where they are played before their first turn, opens them.
    pub fn opened_by_lobby(&self) -> bool {
        self.tournament.is_none() && self.options.turn_limit().is_some()
    }

    /// The game's one line in the channel it was opened in
    /// ([`Place::channel_line`]); a table with no lobby message has one only
    /// when played in the channel: its log.
    pub fn channel_line(&self) -> Option<MessageId> {
        match (self.opened_by_lobby(), self.place.venue.thread()) {
            (true, _) => self.place.channel_line(),
            (false, None) => self.place.screen.log,
            (false, Some(_)) => None,
        }
    }

    /// Whether the players have not yet been shown the game as it is stored
    /// (a change committed, its post still to come or lost in a crash).
    pub fn owes_screen(&self) -> bool {
        self.shown_version != Some(self.game.version())
    }

    /// The seat of `color`, if seated.
    pub fn seat(&self, color: Color) -> Option<&Seat> {
        self.seats.iter().find(|s| s.color == color)
    }

    /// The seat of `user`, if they play in this game.
    pub fn seat_of(&self, user: UserId) -> Option<&Seat> {
        self.seats.iter().find(|s| s.occupant.user() == Some(user))
    }

    /// Who sits at `color`.
    pub fn occupant(&self, color: Color) -> Option<&Occupant> {
        self.seat(color).map(|s| &s.occupant)
    }

    /// The color `user` plays, if any.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        self.seat_of(user).map(|s| s.color)
    }

    /// The human to move, if the player to move is a human.
    pub fn human_to_move(&self) -> Option<(Color, UserId)> {
        let color = self.game.to_move()?;
        let user = self.occupant(color)?.user()?;
        Some((color, user))
    }

    /// Whether the player to move is a computer player.
    pub fn ai_to_move(&self) -> bool {
        self.game
            .to_move()
            .and_then(|c| self.game.player(c))
            .is_some_and(|p| p.kind == PlayerKind::Ai)
    }

    /// The people still playing (seated, not resigned or removed).
    pub fn humans_in_game(&self) -> Vec<UserId> {
        self.seats
            .iter()
            .filter(|s| self.game.position().in_game(s.color))
            .filter_map(|s| s.occupant.user())
            .collect()
    }

    /// The seats of a rematch that `host` asks for: `host` at their color and
    /// the computer players still in the game at theirs. Nobody else is
    /// seated for them: the other people are invited
    /// ([`Table::rematch_invites`]) and sit down only when they Join.
    pub fn rematch_seats(&self, host: UserId) -> Vec<Seat> {
        self.seats
            .iter()
            .filter(|s| match s.occupant.user() {
                Some(user) => user == host,
                None => self.game.position().in_game(s.color),
            })
            .cloned()
            .collect()
    }

    /// The people a rematch that `host` asks for invites: every other person
    /// who played the game, in sector order.
    pub fn rematch_invites(&self, host: UserId) -> Vec<UserId> {
        self.seats
            .iter()
            .filter_map(|s| s.occupant.user())
            .filter(|&user| user != host)
            .collect()
    }

    /// Whether no person in a game that goes on can move any more: all left,
    /// or none has a pawn in a lane or on a ring (captured or in the center).
    /// Nobody would watch the computers play it out move by move, and nothing
    /// the people could do would change their places.
    pub fn no_person_can_move(&self) -> bool {
        let position = self.game.position();
        !self.game.is_over()
            && self
                .seats
                .iter()
                .filter(|s| s.occupant.user().is_some())
                .all(|s| !position.in_game(s.color) || !position.has_active_pawns(s.color))
    }

    /// The person who alone can still move (everyone else still in the game
    /// has no pawn in a lane or on a ring), while the game runs: nobody waits
    /// for their turns but the end of the game.
    pub fn lone_person(&self) -> Option<(Color, UserId)> {
        let color = self.game.position().lone_mover()?;
        Some((color, self.occupant(color)?.user()?))
    }

    /// Whether a lone person's remaining turns decide nothing any more (the
    /// order of places can no longer change): the hard computer plays them
    /// at once.
    pub fn decided_for_person(&self) -> bool {
        self.lone_person().is_some() && self.game.position().order_decided()
    }

    /// Whether the turn message offers "Finish for me": the person to move
    /// is the lone mover (see [`Table::lone_person`]).
    pub fn offers_finish(&self) -> bool {
        let to_move = self.human_to_move();
        to_move.is_some() && self.lone_person() == to_move
    }

    /// The turn time-out.
    pub fn turn_timeout(&self) -> Duration {
        self.options.turn_timeout
    }

    /// Counts a time-out of the player to move and says what follows: the
    /// [`MAX_TIMEOUTS`]th in a row removes them, unless nobody else waits
    /// for them ([`Table::others_wait_for`]): then the rest of the game is
    /// played for them.
    pub fn count_timeout(&mut self) -> Option<TimeoutAction> {
        let color = self.game.to_move()?;
        let count = self.clock.timeouts(color).saturating_add(1);
        self.clock.set_timeouts(color, count);
        Some(if count < MAX_TIMEOUTS {
            TimeoutAction::PlayFor(color)
        } else if self.others_wait_for(color) {
            TimeoutAction::Remove(color)
        } else {
            TimeoutAction::PlayOut(color)
        })
    }

    /// The level of each computer player, by [`Color::index`] (`None`: a
    /// person's seat, or no seat).
    pub fn computer_levels(&self) -> [Option<Level>; 6] {
        let mut levels = [None; 6];
        for seat in &self.seats {
            if let Occupant::Ai(level) = seat.occupant {
                levels[seat.color.index()] = Some(level);
            }
        }
        levels
    }

    /// Whether another person still in the game waits for `color`'s turns:
    /// false when everyone else still in it is a computer (the other people
    /// left, or there were none).
    pub fn others_wait_for(&self, color: Color) -> bool {
        let position = self.game.position();
        self.seats
            .iter()
            .any(|s| s.color != color && s.occupant.user().is_some() && position.in_game(s.color))
    }

    /// A player moved by themselves: their run of time-outs is over.
    pub fn own_move(&mut self, color: Color) {
        self.clock.set_timeouts(color, 0);
    }

    /// `user` resigns (RULES.md §6: their pawns leave the board at once).
    pub fn resign(&mut self, user: UserId) -> Result<Color, ResignRefusal> {
        let color = self.color_of(user).ok_or(ResignRefusal::NotPlaying)?;
        if self.game.is_over() {
            return Err(ResignRefusal::Over);
        }
        if !self.game.position().in_game(color) {
            return Err(ResignRefusal::AlreadyLeft);
        }
        self.game
            .leave(color, LeaveKind::Resign)
            .map_err(|_| ResignRefusal::AlreadyLeft)?;
        Ok(color)
    }
}

/// Who or what called a running game off, as its results say.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CancelledBy {
    /// Its one person, who confirmed (named as they go by).
    Player(String),
    /// Someone who manages the server, at once (named).
    Force(String),
    /// Everyone's vote, started by the person named.
    Vote(String),
    /// A day without a move.
    Idle,
    /// Its place out of the bot's reach.
    OutOfReach,
    /// Reached only through clicks, and nobody clicked it for a day (a
    /// week for a slow game) since a turn nobody saw.
    Unclicked,
}

/// How a request to cancel a running game goes on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CancelPath {
    /// The one person still playing confirms, and it is cancelled.
    Confirm,
    /// Everyone still playing must agree (these people).
    Vote(Vec<UserId>),
    /// A member with Manage Server forces it, after a confirmation.
    Force,
}

impl Table {
    /// How `user` may cancel this game: alone in it, by a vote of everyone
    /// still playing, or by force with Manage Server (`manages_server`).
    pub fn cancel_path(
        &self,
        user: UserId,
        manages_server: bool,
    ) -> Result<CancelPath, CancelRefusal> {
        if self.game.is_over() {
            return Err(CancelRefusal::Over);
        }
        if manages_server {
            return Ok(CancelPath::Force);
        }
        let playing = self.humans_in_game();
        if !playing.contains(&user) {
            return Err(CancelRefusal::NotPlaying);
        }
        Ok(if playing.len() == 1 {
            CancelPath::Confirm
        } else {
            CancelPath::Vote(playing)
        })
    }
}

/// What the bot must do about a time-out of the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeoutAction {
    /// The medium computer player plays this turn for the absent player.
    PlayFor(Color),
    /// The player timed out too often in a row and is removed.
    Remove(Color),
    /// The player timed out too often in a row, and no other person still in
    /// the game waits for them: the rest of the game is played at once, their
    /// turns by the hard computer (marked auto), the computers' by their own
    /// levels, until it ends by RULES.md §6. Nobody is removed.
    PlayOut(Color),
}
