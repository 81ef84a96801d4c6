//! Tournaments: the tournament, its entrants, its seated rounds and their
//! tables (each an ordinary game). The SQL is in `sql/tournaments.rs`; the
//! seating and the standings are [`crate::seating`]'s, worked out from the
//! tables' results, which are the games' own (never stored twice).
//!
//! A round is seated once: its row in `tournament_rounds` is inserted in the
//! same transaction as its tables' games ([`Store::seat_round`]), so of two
//! processes (or a process and itself after a restart) seating one round, the
//! second meets the key and seats nothing. A tournament ends once too: the
//! state changes from running to finished in one conditional update
//! ([`Store::finish_tournament`]), and its podium is owed with it, in the
//! outbox (`store/posts.rs`).
//!
//! What its messages must show is counted in its row, as the outbox counts a
//! game's: its sign-up message's changes (`signup_version`, shown up to
//! `signup_shown`) and its one public standings message's
//! ([`PublicStandings`]: each Share, and once the message exists each round
//! seated and the end, with their own writes); [`Store::owed_signups`] lists
//! what either still owes, for the sweep.

use std::time::Duration;

use super::{Store, StoreError};
use crate::game::{Color, Game};
use crate::seating::{Entrant, Finish, Format, Seeding, Sitter, TableResult, seed_order};
use crate::table::{
    ChannelId, GameId, GuildId, LobbyOptions, MessageId, Seat, TurnClock, UnixTime, UserId,
    unix_now,
};

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

    pub(super) fn parse(s: &str) -> Option<TournamentState> {
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
    /// Its sign-up message, once posted.
    pub signup_message: Option<MessageId>,
    /// Changes its sign-up message must show, counted: each join, leave,
    /// start, round and end adds one with its own write (the outbox).
    pub signup_version: i64,
    /// Its one public standings message, and what that owes.
    pub standings: PublicStandings,
}

/// A tournament's one public standings message (posted by the first Share)
/// and what it owes, counted as the sign-up message's changes are: each
/// Share, and once it is posted each round's end, adds one to `version`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PublicStandings {
    pub message: Option<MessageId>,
    pub version: i64,
    /// Behind `version`: a Share or a round's end it does not show yet.
    pub owed: bool,
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
            .filter_map(TournamentTable::result)
            .chain(byes)
            .collect()
    }
}

/// A table of a round about to be seated: its seats and its game, set up.
#[derive(Clone, Debug)]
pub struct NewTournamentTable {
    pub seating: Vec<(Color, Sitter)>,
    pub seats: Vec<Seat>,
    pub game: Game,
}

/// What became of a round's seating ([`Store::seat_round`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoundSeating {
    /// Seated now: its tables' games, started.
    Seated(Vec<GameId>),
    /// Seated already, by another process or before a restart.
    Already,
    /// Someone it seats left the tournament meanwhile: seat it again.
    Stale,
    /// The tournament is no longer running.
    Over,
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

impl Store {
    /// Opens a tournament for sign-up, unless its server has
    /// [`MAX_OPEN_TOURNAMENTS`] open (checked under the server's lock, with
    /// the insert).
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<Tournament, StoreError> {
        let created_at = unix_now();
        let id = on_backend!(
            self,
            create_tournament(new, MAX_OPEN_TOURNAMENTS, created_at)
        )?;
        Ok(Tournament {
            id,
            new: new.clone(),
            state: TournamentState::SignUp,
            created_at,
            signup_message: None,
            signup_version: 0,
            standings: PublicStandings::default(),
        })
    }

    /// The tournament `id`.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        on_backend!(self, tournament(id))
    }

    /// `guild`'s tournaments signing up or running, oldest first.
    pub async fn open_tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        on_backend!(self, open_tournaments(Some(guild)))
    }

    /// Every server's tournaments signing up or running (for the sweep).
    pub async fn all_open_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        on_backend!(self, open_tournaments(None))
    }

    /// Signs `user` up (or back up, having left during sign-up), within the
    /// tournament's cap.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        user: UserId,
        name: &str,
    ) -> Result<(), StoreError> {
        on_backend!(self, join_tournament(id, user, name, unix_now()))
    }

    /// `user` checks in, within the check-in window before the start (again: nothing changes).
    pub async fn check_in_tournament(
        &self,
        id: TournamentId,
        user: UserId,
    ) -> Result<(), StoreError> {
        on_backend!(self, check_in_tournament(id, user, unix_now()))
    }

    /// `user` leaves: during sign-up their entry goes; once running they are
    /// marked as left and never seated again. The running game of theirs in
    /// the tournament, if any, is returned (to resign).
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        user: UserId,
    ) -> Result<Option<GameId>, StoreError> {
        on_backend!(self, leave_tournament(id, user, unix_now()))
    }

    /// `user` was removed from tournament table `game` for time-outs: out
    /// of its tournament, as if they had left (never seated again); the
    /// tournament, when `game` is a running one's table.
    pub async fn removed_from_table(
        &self,
        game: GameId,
        user: UserId,
    ) -> Result<Option<TournamentId>, StoreError> {
        on_backend!(self, removed_from_table(game, user, unix_now()))
    }

    /// Sign-up ends and the tournament runs: each entrant's rating (this
    /// server's, as the leaderboard shows it) is kept for round 1's seeding;
    /// with a check-in, whoever has not checked in is no longer an entrant.
    /// False when it was not signing up any more (started or cancelled).
    pub async fn start_tournament(&self, id: TournamentId) -> Result<bool, StoreError> {
        on_backend!(self, start_tournament(id, unix_now()))
    }

    /// The tournament ends (`cancelled`, or finished): true for the one call
    /// that ended it, false when it was over already.
    pub async fn finish_tournament(
        &self,
        id: TournamentId,
        cancelled: bool,
    ) -> Result<bool, StoreError> {
        let state = if cancelled {
            TournamentState::Cancelled
        } else {
            TournamentState::Finished
        };
        on_backend!(self, finish_tournament(id, state.as_str(), unix_now()))
    }

    /// Everything the seating needs: entrants, rounds, tables and results.
    pub async fn tournament_play(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentPlay>, StoreError> {
        on_backend!(self, tournament_play(id))
    }

    /// Seats round `round` (the final of a knock-out when `is_final`, `byes`
    /// going on without playing it): its claim, its byes and its tables'
    /// games, started, in one transaction; or, when
    /// the round was seated already (by another process, or before a
    /// restart), someone seated has left meanwhile, or the tournament is no
    /// longer running, nothing is written.
    pub async fn seat_round(
        &self,
        tournament: &Tournament,
        round: u16,
        (is_final, byes): (bool, &[UserId]),
        tables: &[NewTournamentTable],
    ) -> Result<RoundSeating, StoreError> {
        let clock = TurnClock::default();
        let final_and_byes = (is_final, byes);
        on_backend!(
            self,
            seat_round(
                tournament,
                round,
                final_and_byes,
                tables,
                &clock,
                unix_now()
            )
        )
    }

    /// The tournament table `game` is, if it is one.
    pub async fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<(TournamentId, u16)>, StoreError> {
        on_backend!(self, tournament_of_game(game))
    }

    /// Records where tournament `id`'s sign-up message is; true when a
    /// change is owed to it already (someone joined before this).
    pub async fn signup_posted(
        &self,
        id: TournamentId,
        message: MessageId,
    ) -> Result<bool, StoreError> {
        on_backend!(self, signup_posted(id, message))
    }

    /// The sign-up message of tournament `id` shows its `version`.
    pub async fn signup_shown(&self, id: TournamentId, version: i64) -> Result<(), StoreError> {
        on_backend!(self, signup_shown(id, version))
    }

    /// Someone shares tournament `id`'s standings: its public standings
    /// message owes them (posted if there is none yet); false: no such tournament.
    pub async fn share_standings(&self, id: TournamentId) -> Result<bool, StoreError> {
        on_backend!(self, share_standings(id))
    }

    /// Tournament `id`'s public standings message is `message` (none: Discord
    /// refused it for good), showing `version`.
    pub async fn standings_shown(
        &self,
        id: TournamentId,
        version: i64,
        message: Option<MessageId>,
    ) -> Result<(), StoreError> {
        on_backend!(self, standings_shown(id, version, message))
    }

    /// Tournaments whose sign-up message or public standings are behind (the
    /// outbox, for the sweep).
    pub async fn owed_signups(&self) -> Result<Vec<Tournament>, StoreError> {
        on_backend!(self, owed_signups())
    }

    /// Claims the one call of tournament `id`'s check-in, once its window
    /// is open at `now` (its sign-up message owes the change): true for the
    /// one caller that makes it.
    pub async fn call_check_in(&self, id: TournamentId, now: UnixTime) -> Result<bool, StoreError> {
        on_backend!(self, call_check_in(id, now))
    }

    /// `guild`'s tournaments signing up or running, and those finished since
    /// `since`, oldest first.
    pub async fn recent_tournaments(
        &self,
        guild: GuildId,
        since: UnixTime,
    ) -> Result<Vec<Tournament>, StoreError> {
        on_backend!(self, recent_tournaments(guild, since))
    }

    /// Tournament `id`'s one public standings message, once shared.
    pub async fn standings_message(
        &self,
        id: TournamentId,
    ) -> Result<Option<MessageId>, StoreError> {
        on_backend!(self, standings_message(id))
    }

    /// Records tournament `id`'s public standings message (none: it is gone).
    pub async fn set_standings_message(
        &self,
        id: TournamentId,
        message: Option<MessageId>,
    ) -> Result<(), StoreError> {
        on_backend!(self, set_standings_message(id, message))
    }

    /// Calls off the open tournaments of `guild`, or announced in `channel`
    /// (a place out of reach): no round is seated there any more. How many.
    pub async fn cancel_tournaments_behind(
        &self,
        guild: Option<GuildId>,
        channel: Option<ChannelId>,
    ) -> Result<u64, StoreError> {
        on_backend!(self, cancel_tournaments_behind(guild, channel, unix_now()))
    }
}
