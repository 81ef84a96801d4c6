//! Tournaments run by the engine, with nobody typing: the start at its time
//! (by the sweep), and each next round seated when the last table of the
//! round before finishes, until the Swiss has played its rounds or the
//! knock-out its final; the service [`TournamentRounds`]
//! (`tables.tournament_rounds()`), with its tables' openings
//! (`tables.rs`). Each table is an ordinary rated game, started
//! at once, whose end brings the advance
//! ([`TournamentRounds::advance_tournament`]).
//!
//! A round is seated once, across restarts and processes: its row is the
//! claim, written with its tables' games in one transaction
//! ([`crate::store::Store::seat_round`]). The end of a game asks for the
//! advance; the sweep asks again for every running tournament, so a crash
//! between a table's result and the next round's seating loses nothing.
//! Each table is then shown once, where it plays: in the channel by its
//! first turn, or in a thread of its own by its opening, a post of the
//! outbox owed with the seating (`tables.rs`). Its messages (the
//! sign-up message, the public standings) are posts of the outbox too, owed
//! by each change's own write and handed over at once
//! ([`TournamentRounds::changed`]).
//!
//! **The first player of a table** is the seating's (it balances who moves
//! first across rounds). The game keeps the rules' opening roll and the
//! record stays `hypnosia-record/1`, unchanged: the table's opening is rolled
//! again, with fresh dice, until the seating's first player wins it. So the
//! record replays as any other (old records too), and shows a real opening
//! that gave the first move to whom the seating chose.

use std::sync::Arc;

use tracing::{info, warn};

use crate::game::{Color, Dice, Game, Variant, default_colors};
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::kernel::events::{Event, Subscriber};
use crate::live::kernel::sweep_steps::{Phase, stepping};
use crate::live::outbox::Outbox;
use crate::live::port::{Notice, Screen};
use crate::live::tournaments::rules::{refused, seatable};
use crate::seating::{
    NewTournamentTable, Tournament, TournamentCall, TournamentId, TournamentPlay,
    TournamentRefusal, TournamentState,
};
use crate::seating::{Sitter, Standing, final_follows, next_round, standings};
use crate::store::{PostId, PostKind, RoundSeating};
use crate::table::{GameId, Level, Seat, UserId, unix_now};

/// How many times a round is worked out when people leave while it is seated.
const SEATING_ATTEMPTS: usize = 3;

/// What an advance did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Advance {
    /// Tables of the round are still playing (or it is not running).
    Waiting,
    /// This call seated the round: its tables' games.
    Seated { round: u16, games: Vec<GameId> },
    /// Another process, or this one before a restart, seated it.
    SeatedElsewhere,
    /// The tournament is over: `now` when this call ended it.
    Over { now: bool },
}

/// The rounds service: a tournament's start, rounds and end, run by
/// itself on the kernel (by a game's end and by the sweep).
pub struct TournamentRounds<S: Screen> {
    pub(in crate::live) kernel: Arc<Kernel<S>>,
}

impl<S: Screen> TournamentRounds<S> {
    /// The rounds service, which hears of every game's end (its
    /// tournament's next round may be due) and carries a tournament's posts
    /// through `outbox` (`posts.rs`).
    pub(in crate::live) fn new(kernel: Arc<Kernel<S>>, outbox: &Outbox<S>) -> Arc<Self> {
        let rounds = Arc::new(TournamentRounds { kernel });
        rounds.kernel.events().subscribe(&rounds);
        // Their data and reports: `posts.rs`.
        let carried = [
            PostKind::Podium,
            PostKind::Signup,
            PostKind::Standings,
            PostKind::Table,
            PostKind::Next,
        ];
        outbox.carry(&carried, &rounds);
        (rounds.kernel.sweep_steps()).add(Phase::Tables, "tournaments", &rounds, |r, _| {
            stepping(async move { r.sweep_tournaments().await })
        });
        rounds
    }

    /// Seats the next round of tournament `id` if the round before is over,
    /// or ends the tournament after its last round. Safe to call any number
    /// of times, from any process: a round is seated once, and the end
    /// happens once.
    pub async fn advance_tournament(self: &Arc<Self>, id: TournamentId) -> Result<Advance> {
        for _ in 0..SEATING_ATTEMPTS {
            if let Some(advance) = self.try_advance(id).await? {
                return Ok(advance);
            }
        }
        Err(Error::Internal(format!(
            "tournament {id}: people kept leaving while its round was seated"
        )))
    }

    /// One attempt of [`Self::advance_tournament`]; none when someone it
    /// seated left meanwhile (the round is worked out again).
    async fn try_advance(self: &Arc<Self>, id: TournamentId) -> Result<Option<Advance>> {
        let play = self.play(id).await?;
        let tournament = &play.tournament;
        if tournament.state != TournamentState::Running {
            return Ok(Some(Advance::Waiting));
        }
        let (last, was_final) = play.last_round();
        if last > 0 && !play.round_over() {
            return Ok(Some(Advance::Waiting));
        }
        let Some(round) = next_round(&play, last, was_final)
            .map_err(|e| Error::Internal(format!("seating: {e}")))?
        else {
            let now = self.kernel.store().finish_tournament(id, false).await?;
            if now {
                info!(tournament = %id, rounds = last, "tournament over");
                self.changed(id);
                self.kernel.hand_over_soon(PostId::Podium(id));
            }
            return Ok(Some(Advance::Over { now }));
        };
        let tables: Vec<NewTournamentTable> = round
            .tables
            .iter()
            .enumerate()
            .map(|(number, table)| self.new_table(&play, round.number, number, &table.order))
            .collect();
        let threads = self.in_threads(tournament).await?;
        let seated = self
            .kernel
            .store()
            .seat_round(
                tournament,
                (round.number, threads),
                (round.is_final, &round.byes),
                &tables,
            )
            .await?;
        let games = match seated {
            RoundSeating::Seated(games) => games,
            RoundSeating::Already => return Ok(Some(Advance::SeatedElsewhere)),
            RoundSeating::Over => return Ok(Some(Advance::Waiting)),
            RoundSeating::Stale => return Ok(None),
        };
        info!(tournament = %id, round = round.number, tables = games.len(), "round seated");
        self.changed(id);
        if !round.byes.is_empty() {
            // Told once: only the call that seated the round gets here.
            let sizes = round.tables.iter().map(|table| table.order.len());
            let call = TournamentCall::Bye {
                name: tournament.new.name.clone(),
                round: round.number,
                final_next: final_follows(sizes, round.byes.len(), tournament.new.table_size),
            };
            self.call(id, call, round.byes.clone());
        }
        if !threads && let Err(e) = self.hand_over_next(id, round.number).await {
            // Owed with the seating: the outbox's sweep hands them over.
            warn!(tournament = %id, error = %e, "the last round's results are edited at the sweep");
        }
        for &game in &games {
            if threads {
                // Its opening, owed with it, is posted (then its first turn shown in its thread).
                self.kernel.hand_over_soon(PostId::Table(game));
            } else if let Err(e) = self.table_placed(game, None).await {
                // Its first turn shown now; if this fails, the sweep shows it.
                warn!(%game, error = %e, "a tournament table's first turn waits for the sweep");
            }
        }
        Ok(Some(Advance::Seated {
            round: round.number,
            games,
        }))
    }

    /// Whether `tournament`'s tables play in threads of their own: its
    /// server plays games in threads, the bot may create them there, and the
    /// screen opens them.
    async fn in_threads(&self, tournament: &Tournament) -> Result<bool> {
        Ok(self.kernel.screen().opens_threads()
            && !tournament.new.no_threads
            && self
                .kernel
                .store()
                .settings(tournament.new.guild)
                .await?
                .games_in_threads)
    }

    /// A game just ended: if it is a tournament's table, the next round may
    /// be due (in the background, tried again while the store fails).
    fn after_game_over(self: &Arc<Self>, game: GameId) {
        let rounds = Arc::clone(self);
        tokio::spawn(async move {
            let tournament = match rounds.kernel.store().tournament_of_game(game).await {
                Ok(Some((tournament, _))) => tournament,
                Ok(None) => return,
                Err(e) => {
                    warn!(%game, error = %e, "its tournament, if any, advances at the sweep");
                    return;
                }
            };
            let advance = move |rounds: Arc<Self>| async move {
                let advance = rounds.advance_tournament(tournament).await?;
                // The sign-up message lists the table as won.
                if advance == Advance::Waiting {
                    rounds.changed(tournament);
                }
                Ok(())
            };
            let kernel = &rounds.kernel;
            let what = "advancing a tournament";
            kernel.supervised(what, game, &rounds, advance).await;
        });
    }

    /// For the sweep: starts our tournaments whose start time came (or calls
    /// them off with fewer than two players), calls off sign-ups with no
    /// start time past their expiry, and advances our running ones.
    /// How many it seated, started or ended.
    pub(in crate::live) async fn sweep_tournaments(self: &Arc<Self>) -> Result<usize> {
        let mut done = 0;
        for tournament in self.kernel.store().all_open_tournaments().await? {
            if !self.kernel.settings().sharding.owns(tournament.new.guild) {
                continue;
            }
            let id = tournament.id;
            if tournament.state == TournamentState::SignUp
                && let Err(e) = self.call_check_in(&tournament).await
            {
                warn!(tournament = %id, error = %e, "a check-in could not be called");
            }
            let expiry = self.kernel.settings().waits.signup_expiry.as_secs() as i64;
            let outcome = match tournament.state {
                TournamentState::SignUp => match tournament.new.starts_at {
                    Some(at) if at <= unix_now() => self.start_on_time(id).await,
                    None if tournament.created_at + expiry <= unix_now() => self.expire(id).await,
                    _ => continue,
                },
                _ => self.advance_tournament(id).await,
            };
            match outcome {
                Ok(Advance::Waiting | Advance::SeatedElsewhere | Advance::Over { now: false }) => {}
                Ok(_) => done += 1,
                Err(e) => warn!(tournament = %id, error = %e, "a tournament could not advance"),
            }
        }
        Ok(done)
    }

    /// Tournament `id` changed: its sign-up message and its public
    /// standings, owed the change by its own write, are handed to the
    /// screen now (the outbox's sweep is the fallback).
    pub(in crate::live) fn changed(&self, id: TournamentId) {
        self.kernel.hand_over_soon(PostId::Signup(id));
        self.kernel.hand_over_soon(PostId::Standings(id));
    }

    /// Tournament `id` as the screen shows it: who plays, the rounds and
    /// tables so far, and the standings now.
    pub async fn tournament_report(
        &self,
        id: TournamentId,
    ) -> Result<(TournamentPlay, Vec<Standing>)> {
        let play = self.play(id).await?;
        let rows = standings(play.tournament.new.format, &play.seeds(), &play.results());
        Ok((play, rows))
    }

    /// A sign-up with no start time is called off once it is older than
    /// [`crate::live::Waits::signup_expiry`].
    async fn expire(self: &Arc<Self>, id: TournamentId) -> Result<Advance> {
        let now = self.kernel.store().finish_tournament(id, true).await?;
        if now {
            info!(tournament = %id, "a sign-up with no start time expired");
            self.changed(id);
        }
        Ok(Advance::Over { now })
    }

    /// A tournament's start time came: it starts, or with fewer than two
    /// players it is called off.
    async fn start_on_time(self: &Arc<Self>, id: TournamentId) -> Result<Advance> {
        let play = self.play(id).await?;
        if seatable(&play) < 2 {
            let now = self.kernel.store().finish_tournament(id, true).await?;
            self.changed(id);
            return Ok(Advance::Over { now });
        }
        self.start_now(&play).await?;
        self.advance_tournament(id).await
    }

    /// Sign-up ends: with a check-in, those who did not check in are told
    /// once, by the one call that started it, why they are not seated.
    pub(in crate::live) async fn start_now(&self, play: &TournamentPlay) -> Result<()> {
        let t = &play.tournament;
        let no_shows: Vec<UserId> = match t.new.check_in {
            Some(_) => play
                .entrants
                .iter()
                .filter(|e| !e.left && !e.checked_in)
                .map(|e| e.user)
                .collect(),
            None => Vec::new(),
        };
        if self.kernel.store().start_tournament(t.id).await? && !no_shows.is_empty() {
            let call = TournamentCall::NoShow {
                name: t.new.name.clone(),
            };
            self.call(t.id, call, no_shows);
        }
        Ok(())
    }

    /// A check-in whose window opened is called once: its sign-up message
    /// edited ("4 of 5 checked in") and its entrants pinged in one message.
    async fn call_check_in(self: &Arc<Self>, t: &Tournament) -> Result<()> {
        let (Some(at), Some(window), now) = (t.new.starts_at, t.new.check_in, unix_now()) else {
            return Ok(());
        };
        if at - window.as_secs() as i64 > now
            || !self.kernel.store().call_check_in(t.id, now).await?
        {
            return Ok(());
        }
        self.changed(t.id);
        let play = self.play(t.id).await?;
        let people: Vec<UserId> = play
            .entrants
            .iter()
            .filter(|e| !e.left && !e.checked_in)
            .map(|e| e.user)
            .collect();
        if !people.is_empty() {
            let call = TournamentCall::CheckIn {
                name: play.tournament.new.name.clone(),
                starts_at: at,
            };
            self.call(t.id, call, people);
        }
        info!(tournament = %t.id, "check-in called");
        Ok(())
    }

    /// Tournament `id` calls `people` once, in its channel.
    fn call(&self, id: TournamentId, call: TournamentCall, people: Vec<UserId>) {
        let notice = Notice::TournamentCall { id, call, people };
        self.kernel.tell(notice);
    }

    pub(in crate::live) async fn play(&self, id: TournamentId) -> Result<TournamentPlay> {
        self.kernel
            .store()
            .tournament_play(id)
            .await?
            .ok_or_else(|| refused(TournamentRefusal::Closed))
    }

    /// One table of round `round`: seat `i` of the turn order gets the `i`th
    /// color of a turn, people by their names, computers at medium.
    fn new_table(
        &self,
        play: &TournamentPlay,
        round: u16,
        number: usize,
        order: &[Sitter],
    ) -> NewTournamentTable {
        let colors = turn_colors(order.len());
        let seating: Vec<(Color, Sitter)> =
            colors.iter().copied().zip(order.iter().copied()).collect();
        let mut seats: Vec<Seat> = seating
            .iter()
            .map(|&(color, sitter)| match sitter {
                Sitter::Person(user) => {
                    let name = play
                        .entrants
                        .iter()
                        .find(|e| e.user == user)
                        .map_or_else(|| user.to_string(), |e| e.name.clone());
                    Seat::human(color, user, name)
                }
                Sitter::Computer(_) => Seat::ai(color, Level::Medium),
            })
            .collect();
        seats.sort_by_key(|s| s.color);
        let seed = self.kernel.settings().dice_seed.map(|seed| {
            seed ^ (play.tournament.id.0 as u64) << 24 ^ u64::from(round) << 12 ^ number as u64
        });
        let game = opened_by(&seats, colors[0], seed);
        NewTournamentTable {
            seating,
            seats,
            game,
        }
    }
}

/// The game of `seats` whose opening roll `first` wins: the opening is
/// rolled again, with fresh dice (or the next seed), until it does. Each try
/// is won by `first` with a chance of one in the number of seats.
fn opened_by(seats: &[Seat], first: Color, seed: Option<u64>) -> Game {
    let players: Vec<_> = seats.iter().map(Seat::player).collect();
    (0u64..)
        .map(|n| {
            let dice = match seed {
                Some(seed) => {
                    Dice::from_seed(seed.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
                }
                None => Dice::from_entropy(),
            };
            Game::new(players.clone(), Variant::default(), dice).expect("2 to 6 seats, one each")
        })
        .find(|game| opening_winner(game) == Some(first))
        .expect("some opening roll goes to each player")
}

/// Who won the opening roll: the highest total of its last round.
fn opening_winner(game: &Game) -> Option<Color> {
    let record = game.record();
    let last = record.opening.last()?;
    last.iter()
        .max_by_key(|roll| roll.dice[0] + roll.dice[1])
        .map(|roll| roll.color)
}

/// The colors of a table of `seats` in turn order: sectors downward, as play
/// goes (as `hypnosia simulate-tournament` seats them).
fn turn_colors(seats: usize) -> Vec<Color> {
    let mut colors = default_colors(seats);
    colors.reverse();
    colors
}

impl<S: Screen> Subscriber for TournamentRounds<S> {
    fn on(self: Arc<Self>, event: &Event<'_>) {
        if let Event::GameOver(game) = event {
            self.after_game_over(*game);
        }
    }
}
