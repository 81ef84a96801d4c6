//! A tournament's vocabulary: the tournament as its host sets it up and as it
//! stands, its entrants, its seated rounds' tables (each an ordinary game),
//! the caps and its refusals; and what the seating reads from them (the
//! rounds over, the seeds, the results). The store keeps and reads exactly
//! these types; the engine runs them.

use std::time::Duration;

use super::{Entrant, Finish, Format, Seeding, Sitter, TableResult, seed_order};
use crate::game::{Color, Game};
use crate::table::{ChannelId, GameId, GuildId, LobbyOptions, MessageId, Seat, UnixTime, UserId};

/// The most players a tournament takes (and the cap a host may set at most).
pub const MAX_TOURNAMENT_PLAYERS: u16 = 64;

/// The most tournaments a server has open at once (signing up or running).
pub const MAX_OPEN_TOURNAMENTS: u32 = 3;

/// A tournament's id.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Where a tournament is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentState {
    /// People join and leave; nobody is seated yet.
    SignUp,
    /// Rounds are seated as the last table of the round before finishes.
    Running,
    Finished,
    Cancelled,
}

impl TournamentState {
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentState::SignUp => "signup",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "cancelled",
        }
    }

    /// The state a stored name names.
    pub fn parse(s: &str) -> Option<TournamentState> {
        [
            TournamentState::SignUp,
            TournamentState::Running,
            TournamentState::Finished,
            TournamentState::Cancelled,
        ]
        .into_iter()
        .find(|state| state.as_str() == s)
    }

    /// Signing up or running: it counts toward the server's cap.
    pub fn is_open(self) -> bool {
        matches!(self, TournamentState::SignUp | TournamentState::Running)
    }
}

/// A tournament as its host sets it up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewTournament {
    pub guild: GuildId,
    /// Where it is announced (its tables play there too, until they get threads).
    pub channel: ChannelId,
    pub host: UserId,
    pub name: String,
    pub format: Format,
    /// Seats per table, 2 to 6.
    pub table_size: u8,
    /// Each table's turn time-out, as for any game.
    pub turn_timeout: Duration,
    /// When round 1 is seated by itself; none: when the host starts it.
    pub starts_at: Option<UnixTime>,
    /// The most players (at most [`MAX_TOURNAMENT_PLAYERS`]).
    pub max_players: u16,
    /// Round 1 drawn at random with this seed; none: seeded by rating.
    pub seed: Option<u64>,
    /// How long before the start check-in opens (none: no check-in); whoever
    /// has not checked in when it starts is not seated.
    pub check_in: Option<Duration>,
    /// Its tables play in its channel: the bot may not create threads there
    /// (as its command's `app_permissions` said when it was opened).
    pub no_threads: bool,
}

/// A stored tournament.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tournament {
    pub id: TournamentId,
    pub new: NewTournament,
    pub state: TournamentState,
    pub created_at: UnixTime,
    /// Its one public standings message, once a Share posted it (its
    /// sign-up message and this one are posts of the engine's outbox, which
    /// counts what each owes).
    pub standings_message: Option<MessageId>,
}

impl Tournament {
    /// The options of each of its tables' games.
    pub fn table_options(&self) -> LobbyOptions {
        LobbyOptions {
            max_seats: self.new.table_size,
            turn_timeout: self.new.turn_timeout,
            ..LobbyOptions::default()
        }
    }
}

/// A signed-up player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentEntrant {
    pub user: UserId,
    pub name: String,
    /// The rating they brought to round 1's seeding (none before the start).
    pub rating: Option<i64>,
    pub joined_at: UnixTime,
    /// Left the tournament: not seated again.
    pub left: bool,
    /// Checked in (with a check-in window).
    pub checked_in: bool,
}

/// One table of a seated round: its game and who sits at each color, in
/// turn order (the first moves first).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentTable {
    pub game: GameId,
    pub round: u16,
    /// Counted from 1 within the round.
    pub number: u16,
    pub seating: Vec<(Color, Sitter)>,
    /// Each seat's finish in turn order, once the game is over.
    pub finishes: Option<Vec<Finish>>,
    /// Where its game plays: the channel, its thread, its message (for a link).
    pub place: (ChannelId, Option<ChannelId>, Option<MessageId>),
}

impl TournamentTable {
    /// The table's result for the seating, once its game is over.
    pub fn result(&self) -> Option<TableResult> {
        Some(TableResult {
            round: self.round,
            finishes: self.finishes.clone()?,
        })
    }
}

/// What a tournament calls the people it pings once, in its channel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentCall {
    /// Its check-in opened: check in before it starts at `starts_at`.
    CheckIn { name: String, starts_at: UnixTime },
    /// It started without them: they did not check in.
    NoShow { name: String },
    /// They have a bye in round `round`: their next table (the final's
    /// when `final_next`) pings them.
    Bye {
        name: String,
        round: u16,
        final_next: bool,
    },
}

/// What a member does to a tournament by a command, and, once done, what
/// they are told was done.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentAct {
    Leave,
    Start,
    Cancel,
    /// The host (or Manage Server) takes this entrant out: as if they left.
    Remove(UserId),
}

/// Everything the seating needs to know of a tournament: its entrants, the
/// rounds seated and their tables.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentPlay {
    pub tournament: Tournament,
    /// In the order they joined.
    pub entrants: Vec<TournamentEntrant>,
    /// The rounds seated, by number, and whether each is a knock-out's final.
    pub rounds: Vec<(u16, bool)>,
    /// By round, then table.
    pub tables: Vec<TournamentTable>,
    /// A knock-out's byes: who went on from which round without playing it.
    pub byes: Vec<(u16, UserId)>,
}

impl TournamentPlay {
    /// A tournament just opened: nobody in it yet.
    pub fn new(tournament: Tournament) -> TournamentPlay {
        TournamentPlay {
            tournament,
            entrants: Vec::new(),
            rounds: Vec::new(),
            tables: Vec::new(),
            byes: Vec::new(),
        }
    }

    /// The last round seated (0 before round 1) and whether it is the final.
    pub fn last_round(&self) -> (u16, bool) {
        self.rounds.last().copied().unwrap_or((0, false))
    }

    /// Whether every table of the last round seated is over.
    pub fn round_over(&self) -> bool {
        let (last, _) = self.last_round();
        self.tables
            .iter()
            .filter(|t| t.round == last)
            .all(|t| t.finishes.is_some())
    }

    /// The entrants in seed order: by the rating they brought, or drawn with
    /// the tournament's seed.
    pub fn seeds(&self) -> Vec<UserId> {
        let entrants: Vec<Entrant> = self
            .entrants
            .iter()
            .map(|e| Entrant {
                id: e.user,
                rating: e.rating.unwrap_or(0),
            })
            .collect();
        let seeding = match self.tournament.new.seed {
            Some(seed) => Seeding::Random(seed),
            None => Seeding::ByRating,
        };
        seed_order(&entrants, seeding)
    }

    /// Every finished table's result, for the seating and the standings,
    /// and each bye ([`TableResult::bye`]).
    pub fn results(&self) -> Vec<TableResult> {
        let byes = self
            .byes
            .iter()
            .map(|&(round, id)| TableResult::bye(round, id));
        self.tables
            .iter()
            .filter_map(|table| self.counted_result(table))
            .chain(byes)
            .collect()
    }

    /// Whether round `round` is a knock-out's final.
    pub fn is_final(&self, round: u16) -> bool {
        self.rounds.iter().any(|&(r, last)| r == round && last)
    }

    /// `table`'s result as the tournament counts it: a knock-out's final
    /// has one winner, a tie for its first place broken
    /// ([`super::break_final_tie`]).
    pub fn counted_result(&self, table: &TournamentTable) -> Option<TableResult> {
        let mut result = table.result()?;
        if self.tournament.new.format == Format::Knockout && self.is_final(table.round) {
            super::break_final_tie(&mut result, &super::Seeds::new(&self.seeds()));
        }
        Some(result)
    }
}

/// A table of a round about to be seated: its seats and its game, set up.
#[derive(Clone, Debug)]
pub struct NewTournamentTable {
    pub seating: Vec<(Color, Sitter)>,
    pub seats: Vec<Seat>,
    pub game: Game,
}

/// Why a tournament refuses what was asked (tell the user).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentRefusal {
    /// The server has this many tournaments open already.
    ServerCap { cap: u32 },
    /// The tournament has its players.
    Full { cap: u16 },
    /// Sign-up is over (started, finished or cancelled).
    SignUpOver,
    /// Already signed up.
    AlreadyIn,
    /// Not (or no longer) in the tournament.
    NotIn,
    /// Over or cancelled: nothing more can be done with it.
    Closed,
    /// It has no check-in.
    NoCheckIn,
    /// Check-in opens at this time.
    CheckInLater { opens: UnixTime },
}
