//! Tournaments as members ask for them: opened, joined, left, started,
//! called off, their standings; the service [`Tournaments`]
//! (`tables.tournaments()`), with what the commands ask
//! (`asks.rs`) and what a table's players follow
//! (`follow.rs`). What runs by itself, with nobody typing (the
//! start at its time, each round seated, the end), is
//! [`crate::live::TournamentRounds`]'s (`rounds.rs`). Who sits where is
//! [`crate::seating`]'s; each table is an ordinary rated game.
//!
//! **Who is out**: whoever leaves, whom the host (or Manage Server) removes,
//! and whoever a table removes for time-outs (`left_at` is written before
//! that game's end asks for the next round): none of them is seated again.
//! A knock-out's odd player goes on with a bye, stored with the round. Its
//! tables are hosted by their first player and count toward none of the
//! server's limits (the tournament caps bound them); a sign-up with no start
//! time is called off after [`crate::live::Waits::signup_expiry`].

pub(in crate::live) mod asks;
pub(in crate::live) mod follow;
pub(in crate::live) mod posts;
pub(in crate::live) mod rounds;
pub(in crate::live) mod rules;
pub(in crate::live) mod tables;

use std::sync::Arc;

use tracing::info;

use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::lobbies::Lobbies;
use crate::live::port::Screen;
use crate::live::tournaments::rounds::{Advance, TournamentRounds};
use crate::live::tournaments::rules::{refused, refusing, seatable};
use crate::live::votes::Votes;
use crate::seating::{Format, Standing};
use crate::seating::{
    MAX_TOURNAMENT_PLAYERS, NewTournament, Tournament, TournamentId, TournamentRefusal,
    TournamentState,
};
use crate::table::{GuildId, TournamentAskRefusal, UserId};

/// The most rounds a Swiss may have.
pub const MAX_SWISS_ROUNDS: u16 = 12;

/// The tournaments service: what members ask of tournaments, on the
/// kernel; a leaver's game resigned through the votes service, a place
/// checked as a lobby's is, and what runs by itself left to the rounds.
pub struct Tournaments<S: Screen> {
    pub(in crate::live) kernel: Arc<Kernel<S>>,
    /// Where a tournament may open (as a lobby may).
    pub(in crate::live) lobbies: Arc<Lobbies<S>>,
    /// A leaver's game resigned.
    votes: Arc<Votes<S>>,
    /// The start, the rounds and the end.
    pub(in crate::live) rounds: Arc<TournamentRounds<S>>,
}

impl<S: Screen> Tournaments<S> {
    pub(in crate::live) fn new(
        kernel: Arc<Kernel<S>>,
        (lobbies, votes): (Arc<Lobbies<S>>, Arc<Votes<S>>),
        rounds: Arc<TournamentRounds<S>>,
    ) -> Self {
        Tournaments {
            kernel,
            lobbies,
            votes,
            rounds,
        }
    }

    /// The format of the tournament game `game` is a table of (what
    /// resigning it costs, said in the resign's confirmation): none when it
    /// is no tournament's table.
    pub async fn format_of_table(&self, game: crate::table::GameId) -> Result<Option<Format>> {
        let Some((id, _)) = self.kernel.store().tournament_of_game(game).await? else {
            return Ok(None);
        };
        let tournament = self.kernel.store().tournament(id).await?;
        Ok(tournament.map(|t| t.new.format))
    }

    /// Opens a tournament for sign-up, within the server's cap of open
    /// tournaments; the host is not signed up by it.
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<Tournament> {
        if !(2..=6).contains(&new.table_size) {
            return Err(Error::refused(TournamentAskRefusal::BadSeatCount));
        }
        if !(2..=MAX_TOURNAMENT_PLAYERS).contains(&new.max_players) {
            return Err(Error::refused(TournamentAskRefusal::PlayerCap {
                cap: MAX_TOURNAMENT_PLAYERS,
            }));
        }
        if let Format::Swiss { rounds } = new.format
            && !(1..=MAX_SWISS_ROUNDS).contains(&rounds)
        {
            return Err(Error::refused(TournamentAskRefusal::Rounds {
                max: MAX_SWISS_ROUNDS,
            }));
        }
        refusing(self.kernel.store().create_tournament(new).await)
    }

    /// `user` signs up for tournament `id` of `guild`.
    pub async fn join_tournament(
        self: &Arc<Self>,
        (guild, id): (GuildId, TournamentId),
        user: UserId,
        name: &str,
    ) -> Result<()> {
        self.tournament_in(guild, id).await?;
        refusing(self.kernel.store().join_tournament(id, user, name).await)?;
        self.rounds.changed(id);
        Ok(())
    }

    /// `user` leaves tournament `id`: during sign-up their entry goes; once
    /// it runs, they resign the tournament game they play (its table goes on
    /// without them) and are never seated again.
    pub async fn leave_tournament(
        self: &Arc<Self>,
        (guild, id): (GuildId, TournamentId),
        user: UserId,
    ) -> Result<()> {
        self.tournament_in(guild, id).await?;
        let playing = refusing(self.kernel.store().leave_tournament(id, user).await)?;
        self.rounds.changed(id);
        if let Some(game) = playing {
            match self.votes.resign(game, user).await {
                Ok(()) => info!(tournament = %id, %game, "a player left the tournament"),
                // They had left that game already, or it ended meanwhile.
                Err(Error::User(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// The host (or a member who manages the server) starts tournament `id`
    /// now: round 1 is seated and its games start.
    pub async fn start_tournament(
        self: &Arc<Self>,
        (guild, id): (GuildId, TournamentId),
        by: UserId,
        manages_server: bool,
    ) -> Result<Advance> {
        let tournament = self.tournament_in(guild, id).await?;
        if tournament.new.host != by && !manages_server {
            return Err(Error::refused(TournamentAskRefusal::NotHost));
        }
        if tournament.state != TournamentState::SignUp {
            return Err(refused(TournamentRefusal::SignUpOver));
        }
        let play = self.rounds.play(id).await?;
        if seatable(&play) < 2 {
            return Err(Error::refused(TournamentAskRefusal::TooFew));
        }
        self.rounds.start_now(&play).await?;
        self.rounds.changed(id);
        self.rounds.advance_tournament(id).await
    }

    /// The host (or a member who manages the server) calls tournament `id`
    /// off: no round is seated any more; tables playing play on.
    pub async fn cancel_tournament(
        self: &Arc<Self>,
        (guild, id): (GuildId, TournamentId),
        by: UserId,
        manages_server: bool,
    ) -> Result<()> {
        let tournament = self.tournament_in(guild, id).await?;
        if tournament.new.host != by && !manages_server {
            return Err(Error::refused(TournamentAskRefusal::NotHost));
        }
        if !self.kernel.store().finish_tournament(id, true).await? {
            return Err(refused(TournamentRefusal::Closed));
        }
        self.rounds.changed(id);
        Ok(())
    }

    /// The standings of tournament `id` of `guild` now, best first.
    pub async fn tournament_standings(
        &self,
        (guild, id): (GuildId, TournamentId),
    ) -> Result<Vec<Standing>> {
        self.tournament_in(guild, id).await?;
        Ok(self.rounds.tournament_report(id).await?.1)
    }

    /// Tournament `id` of `guild`: one of another server is unknown here.
    pub(in crate::live) async fn tournament_in(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Tournament> {
        match self.kernel.store().tournament(id).await? {
            Some(t) if t.new.guild == guild => Ok(t),
            _ => Err(refused(TournamentRefusal::Closed)),
        }
    }
}
