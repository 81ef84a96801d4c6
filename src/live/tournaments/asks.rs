//! What the commands ask of tournaments, read and checked here so that the
//! screen only carries it: a new tournament's options as typed, which
//! tournament a command names, the autocomplete's suggestions, a sign-up
//! message's Join and Leave, and a leave, start or cancel with what to tell
//! the asker.

use std::sync::Arc;

use crate::heavy::fair::Ask;
use crate::live::error::{Error, Result};
use crate::live::port::Screen;
use crate::live::tournaments::Tournaments;
use crate::live::tournaments::rules::{refused, refusing};
use crate::seating::{Format, Standing};
use crate::seating::{
    MAX_TOURNAMENT_PLAYERS, NewTournament, Tournament, TournamentAct, TournamentId, TournamentPlay,
    TournamentRefusal,
};
use crate::table::{
    ChannelId, GuildId, MessageId, NewTable, TableAsk, TimeoutRange, TournamentAskRefusal, UserId,
    unix_now,
};
use crate::words::tournaments::tournament_choice;

/// The longest name a tournament keeps (a longer one is cut).
const MAX_NAME: usize = 80;

/// A Swiss's rounds when the host names none.
const DEFAULT_ROUNDS: u16 = 3;

/// Seats per table when the host names none.
const DEFAULT_TABLE_SIZE: u8 = 4;

/// How long a finished tournament is found by `tournament standings`
/// without its number, and suggested (30 days).
const RECENT_SECS: i64 = 30 * 24 * 3600;

/// The most suggestions Discord shows.
const MAX_SUGGESTIONS: usize = 25;

/// A new tournament as `/hypnosia tournament new` asks for it, as typed
/// (checked by [`Tournaments::open_tournament`]).
#[derive(Clone, Debug, Default)]
pub struct TournamentAsk {
    pub name: String,
    /// A knock-out; else a Swiss.
    pub knockout: bool,
    /// A Swiss's rounds (default 3).
    pub rounds: Option<u16>,
    /// Seats per table (default 4).
    pub table_size: Option<u8>,
    /// As typed (`90s`, `2 min`); none: the server's.
    pub turn_timeout: Option<String>,
    /// As typed (`30m`, `2h`); none: when the host starts it.
    pub starts_in: Option<String>,
    /// Default: [`MAX_TOURNAMENT_PLAYERS`].
    pub max_players: Option<u16>,
    /// As typed (`15m`): a check-in window before the start; none: no check-in.
    pub check_in: Option<String>,
    /// Where it is opened, as a lobby is asked for ([`NewTable::Tournament`]):
    /// refused where `/hypnosia new` is refused for the place; its tables
    /// play in the channel where the bot may not create threads (as a
    /// lobby's game does). None: not told (nothing is checked).
    pub place: Option<TableAsk>,
}

impl TournamentAsk {
    /// The options as the command has them: the numbers (rounds, seats,
    /// players) and the typed times (turn time-out, start).
    pub fn typed(
        name: String,
        knockout: bool,
        (rounds, table_size, max_players): (Option<u16>, Option<u8>, Option<u16>),
        (turn_timeout, starts_in, check_in): (Option<String>, Option<String>, Option<String>),
    ) -> TournamentAsk {
        TournamentAsk {
            name,
            knockout,
            rounds,
            table_size,
            turn_timeout,
            starts_in,
            max_players,
            check_in,
            place: None,
        }
    }
}

/// A button of a sign-up message.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SignUpButton {
    Join,
    Leave,
    /// Within the check-in window before the start.
    CheckIn,
}

impl<S: Screen> Tournaments<S> {
    /// Opens the tournament `ask` asks for, hosted by `host` in `channel`
    /// of `guild`, its turn time-out within `timeouts`: refused where a
    /// lobby would be refused for the place ([`crate::live::Lobbies::placement`]), and
    /// within the host's cooldown between tournaments.
    pub async fn open_tournament(
        &self,
        (guild, channel, host): (GuildId, ChannelId, UserId),
        ask: TournamentAsk,
        timeouts: TimeoutRange,
    ) -> Result<TournamentPlay> {
        let mut threads = true;
        if let Some(place) = &ask.place {
            debug_assert_eq!(place.kind, NewTable::Tournament);
            // No table holds the channel for a tournament: no command to name.
            match self.lobbies.placement(guild, place).await? {
                Ok(placement) => threads = placement.thread,
                Err(refused) => return Err(Error::refused(refused)),
            }
        }
        let within = |typed: Option<&str>| {
            let read = typed.map(|text| TimeoutRange::default().parse(text));
            read.transpose()
                .map_err(|_| Error::refused(TournamentAskRefusal::StartTime))
        };
        let (starts_in, check_in) = (
            within(ask.starts_in.as_deref())?,
            within(ask.check_in.as_deref())?,
        );
        if check_in.is_some() && starts_in.is_none() {
            return Err(Error::refused(TournamentAskRefusal::CheckInStart));
        }
        let turn_timeout = match ask.turn_timeout.as_deref() {
            Some(text) => timeouts.parse(text).map_err(Error::refused)?,
            None => self.kernel.store().settings(guild).await?.turn_timeout,
        };
        let format = match ask.knockout {
            true => Format::Knockout,
            false => Format::Swiss {
                rounds: ask.rounds.unwrap_or(DEFAULT_ROUNDS),
            },
        };
        let new = NewTournament {
            guild,
            channel,
            host,
            name: ask.name.trim().chars().take(MAX_NAME).collect(),
            format,
            table_size: ask.table_size.unwrap_or(DEFAULT_TABLE_SIZE),
            turn_timeout,
            starts_at: starts_in.map(|d| unix_now() + d.as_secs() as i64),
            max_players: ask.max_players.unwrap_or(MAX_TOURNAMENT_PLAYERS),
            seed: None,
            check_in,
            no_threads: !threads,
        };
        self.kernel
            .cool_down(host, crate::table::Cooldown::Tournament)?;
        Ok(TournamentPlay::new(self.create_tournament(&new).await?))
    }

    /// Tournament `id`'s sign-up message is out, as `message`; none: it could
    /// not be posted, and a tournament nobody can join is called off.
    pub async fn tournament_posted(
        self: &Arc<Self>,
        id: TournamentId,
        message: Option<MessageId>,
    ) -> Result<()> {
        match message {
            // A join may come before this: its show found no message to edit.
            Some(message) if self.kernel.store().signup_posted(id, message).await? => {
                self.rounds.changed(id)
            }
            Some(_) => {}
            None => _ = self.kernel.store().finish_tournament(id, true).await?,
        }
        Ok(())
    }

    /// The tournament a command names in `guild`: `asked` as the
    /// autocomplete offers it (its number), `#12`, or an open one's name;
    /// none: the server's newest one signing up or running.
    pub async fn named_tournament(
        &self,
        guild: GuildId,
        asked: Option<&str>,
    ) -> Result<Tournament> {
        let open = self.kernel.store().open_tournaments(guild).await?;
        self.named_among(guild, asked, open).await
    }

    /// The tournament `asked` names among `known` (oldest first), or by its
    /// number; none: the newest of them.
    async fn named_among(
        &self,
        guild: GuildId,
        asked: Option<&str>,
        known: Vec<Tournament>,
    ) -> Result<Tournament> {
        let asked = asked.map(str::trim).unwrap_or_default();
        if let Ok(id) = asked.trim_start_matches('#').parse() {
            return self.tournament_in(guild, TournamentId(id)).await;
        }
        let named = known
            .into_iter()
            .rev()
            .find(|t| asked.is_empty() || t.new.name.eq_ignore_ascii_case(asked));
        match named {
            Some(tournament) => Ok(tournament),
            None if asked.is_empty() => Err(Error::refused(TournamentAskRefusal::None)),
            None => Err(refused(TournamentRefusal::Closed)),
        }
    }

    /// The tournament `asked` names in `guild`, finished ones of the last
    /// 30 days too (none: the newest, running or finished), and its
    /// standings now, for `user` (a drawing of their fair share).
    pub async fn named_standings(
        &self,
        (guild, user): (GuildId, UserId),
        asked: Option<&str>,
    ) -> Result<(TournamentPlay, Vec<Standing>)> {
        self.kernel.fair_share(user, Ask::Standings)?;
        let since = unix_now() - RECENT_SECS;
        let recent = self.kernel.store().recent_tournaments(guild, since).await?;
        let id = self.named_among(guild, asked, recent).await?.id;
        self.rounds.tournament_report(id).await
    }

    /// `user` (`manages_server`: holding Manage Server) leaves, starts or
    /// calls off the tournament `asked` names in `guild`, or takes an
    /// entrant out of it (the host or Manage Server: as if they left, their
    /// game resigned); the act done, for the screen to tell them.
    pub async fn act_on_tournament(
        self: &Arc<Self>,
        (guild, asked): (GuildId, Option<&str>),
        (user, manages_server): (UserId, bool),
        act: TournamentAct,
    ) -> Result<TournamentAct> {
        let place = (guild, self.named_tournament(guild, asked).await?.id);
        match act {
            TournamentAct::Leave => self.leave_tournament(place, user).await?,
            TournamentAct::Start => {
                self.start_tournament(place, user, manages_server).await?;
            }
            TournamentAct::Cancel => {
                self.cancel_tournament(place, user, manages_server).await?;
            }
            TournamentAct::Remove(entrant) => {
                let tournament = self.tournament_in(guild, place.1).await?;
                if tournament.new.host != user && !manages_server {
                    return Err(Error::refused(TournamentAskRefusal::NotHost));
                }
                self.leave_tournament(place, entrant).await?;
            }
        }
        Ok(act)
    }

    /// A button of tournament `id`'s sign-up message, clicked by `user` (who
    /// goes by `name`) in `guild`: each click costs a glance of their
    /// allowance, as other cheap clicks do (its show is coalesced,
    /// [`crate::live::ShowKey::Tournament`]).
    pub async fn click_tournament(
        self: &Arc<Self>,
        place: (GuildId, TournamentId),
        (user, name): (UserId, String),
        button: SignUpButton,
    ) -> Result<()> {
        self.kernel.fair_share(user, Ask::SignUp)?;
        match button {
            SignUpButton::Join => self.join_tournament(place, user, &name).await,
            SignUpButton::Leave => self.leave_tournament(place, user).await,
            SignUpButton::CheckIn => {
                self.tournament_in(place.0, place.1).await?;
                refusing(self.kernel.store().check_in_tournament(place.1, user).await)?;
                self.rounds.changed(place.1);
                Ok(())
            }
        }
    }

    /// The autocomplete's suggestions: `guild`'s open tournaments (and,
    /// `finished`, those finished in the last 30 days) whose name holds
    /// `typed`, newest first, as (what is shown, its value).
    pub async fn tournament_choices(
        &self,
        (guild, finished): (Option<GuildId>, bool),
        typed: &str,
    ) -> Vec<(String, String)> {
        let Some(guild) = guild else {
            return Vec::new();
        };
        let known = match finished {
            true => {
                self.kernel
                    .store()
                    .recent_tournaments(guild, unix_now() - RECENT_SECS)
                    .await
            }
            false => self.kernel.store().open_tournaments(guild).await,
        };
        let open = match known {
            Ok(open) => open,
            Err(e) => {
                tracing::warn!(%guild, error = %e, "suggesting tournaments failed");
                Vec::new()
            }
        };
        let typed = typed.to_lowercase();
        open.iter()
            .rev()
            .map(|t| (tournament_choice(t), t.id.to_string()))
            .filter(|(name, _)| name.to_lowercase().contains(&typed))
            .take(MAX_SUGGESTIONS)
            .collect()
    }
}
