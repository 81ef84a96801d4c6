//! Tournaments kept: the tournament, its entrants, its seated rounds and their
//! tables (each an ordinary game), as [`crate::seating::tournament`] names
//! them; this file maps them to rows. The SQL is in `sql/tournaments.rs`; the
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
//! Its sign-up message and its one public standings message are posts of
//! the outbox (`store/posts.rs`, [`super::PostKind::Signup`] and
//! [`super::PostKind::Standings`]): each change they show (a join, a leave,
//! a check-in, the start; and for the standings, once posted, each round
//! seated and the end; each Share) owes them in its own write.

use super::{Store, StoreError};
use crate::seating::{
    MAX_OPEN_TOURNAMENTS, NewTournament, NewTournamentTable, Tournament, TournamentId,
    TournamentPlay, TournamentState,
};
use crate::table::{
    ChannelId, GameId, GuildId, MessageId, OnScreen, TurnClock, UnixTime, UserId, unix_now,
};

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
            standings_message: None,
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
    /// longer running, nothing is written. With `threads`, each table's
    /// opening in a thread of its own is owed in the same transaction (a
    /// post of the outbox, [`super::PostKind::Table`]).
    pub async fn seat_round(
        &self,
        tournament: &Tournament,
        (round, threads): (u16, bool),
        (is_final, byes): (bool, &[UserId]),
        tables: &[NewTournamentTable],
    ) -> Result<RoundSeating, StoreError> {
        let clock = TurnClock::default();
        let final_and_byes = (is_final, byes);
        let round = (round, threads);
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

    /// Table `game`'s opening was shown: when it was the last of its
    /// round's openings still owed, and the first call to find so, its
    /// tournament's sign-up card owes the round's threads (one edit per
    /// round, whichever process opened which table); its tournament then.
    pub async fn round_opened(&self, game: GameId) -> Result<Option<TournamentId>, StoreError> {
        on_backend!(self, round_opened(game, unix_now()))
    }

    /// The results of tournament table `game` (of `guild`) are shown at
    /// `at`: what comes next under them owes an edit once the next round
    /// starts; true when it started already (the edit is owed now).
    pub async fn results_shown(
        &self,
        (game, guild): (GameId, GuildId),
        (channel, screen): (ChannelId, &OnScreen),
    ) -> Result<bool, StoreError> {
        // The message the screen shows the results with: none posted, none kept.
        let Some(message) = screen.message else {
            return Ok(false);
        };
        on_backend!(
            self,
            results_shown((game, guild), (channel, message), unix_now())
        )
    }

    /// Records where tournament `id`'s sign-up message is (the answer to
    /// the command that opened it); true when a change is owed to it
    /// already (someone joined before this).
    pub async fn signup_posted(
        &self,
        id: TournamentId,
        message: MessageId,
    ) -> Result<bool, StoreError> {
        on_backend!(self, signup_posted(id, message))
    }

    /// Someone shares tournament `id` of `guild`'s standings: its public
    /// standings message owes them (posted if there is none yet).
    pub async fn share_standings(
        &self,
        id: TournamentId,
        guild: GuildId,
    ) -> Result<(), StoreError> {
        on_backend!(self, share_standings(id, guild, unix_now()))
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
