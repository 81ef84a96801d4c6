//! A tournament its players follow from their tables: what comes next,
//! worked out with a table's end (`next_at_end`) and said under its results
//! (a tournament's table offers no Rematch: its next game is the next
//! round's), then said again once the next round started (an edit of the
//! results, a post of the outbox: [`crate::store::PostKind::Next`]); its
//! standings told to one person from there, and its one public standings
//! message, which a Share posts or brings up to date in place: a post of the
//! outbox ([`crate::store::PostKind::Standings`]), owed by each Share, and
//! once it is posted by each round's end, in the round's own write; the
//! screen reports what it showed, and the sweep shows again whatever a crash
//! left owed.

use std::sync::Arc;

use tracing::warn;

use crate::game::EndReason;
use crate::heavy::fair::Ask;
use crate::live::error::Result;
use crate::live::port::Screen;
use crate::live::port::post::PostData;
use crate::live::port::post::Report;
use crate::live::tournaments::Tournaments;
use crate::live::tournaments::rounds::TournamentRounds;
use crate::live::tournaments::rounds::next_round;
use crate::live::tournaments::rules::refused;
use crate::seating::{Format, Seeds, advancing};
use crate::seating::{
    Tournament, TournamentId, TournamentPlay, TournamentRefusal, TournamentState,
};
use crate::store::Store;
use crate::store::{PostId, PostRow};
use crate::table::{GameId, GuildId, Table, UserId};
use crate::words::tournament_follow::{NextSeat, NextStep, TableNext};

/// What comes next for the players of `table`, which just ended, as the
/// store has it: none when it is no tournament's table (nor when the store
/// fails: the results show without it). Said under its results, carried
/// there by the end's change.
pub(in crate::live) async fn next_at_end(store: &Store, table: &Table) -> Option<TableNext> {
    table.tournament.as_ref()?;
    let next = async {
        let Some((id, _)) = store.tournament_of_game(table.id).await? else {
            return Ok(None);
        };
        let play = store.tournament_play(id).await?;
        Ok::<_, crate::store::StoreError>(play.and_then(|play| table_next(&play, table.id)))
    };
    next.await
        .inspect_err(|e| warn!(game = %table.id, error = %e, "what comes next is left out"))
        .ok()
        .flatten()
}

impl<S: Screen> Tournaments<S> {
    /// "Standings" under the results of tournament table `game` of `guild`,
    /// clicked by `user`: its tournament's standings now (a drawing).
    pub async fn standings_of_table(
        &self,
        (guild, user): (GuildId, UserId),
        game: GameId,
    ) -> Result<Report> {
        self.kernel.fair_share(user, Ask::Standings)?;
        let Some((id, _)) = self.kernel.store().tournament_of_game(game).await? else {
            return Err(refused(TournamentRefusal::Closed));
        };
        self.tournament_in(guild, id).await?;
        self.rounds.tournament_report(id).await
    }

    /// `user` shares tournament `id`'s standings (from `guild`): its public
    /// standings message owes them now, and the screen is told (it posts
    /// the message, or edits it in place); the tournament as it was shared
    /// (where its message is, for the screen to tell `user`). Each Share
    /// draws the picture again: it costs a drawing.
    pub async fn share_standings(
        self: &Arc<Self>,
        (guild, id): (GuildId, TournamentId),
        user: UserId,
    ) -> Result<Tournament> {
        let tournament = self.tournament_in(guild, id).await?;
        self.kernel.fair_share(user, Ask::Standings)?;
        self.kernel.store().share_standings(id, guild).await?;
        self.rounds.changed(id);
        Ok(tournament)
    }
}

impl<S: Screen> TournamentRounds<S> {
    /// What the edit of table `game`'s results (its post's `row`) shows:
    /// what comes next now. None when there is nothing to edit: no message
    /// known, or a game called off (its results say by whom, which the
    /// edit would not).
    pub(in crate::live) async fn next_data(
        &self,
        game: GameId,
        row: &PostRow,
    ) -> Result<Option<PostData>> {
        let store = self.kernel.store();
        let (Some(at), Some(table)) = (row.at, store.started_game(game).await?) else {
            return Ok(None);
        };
        if table.game.end_reason() == Some(EndReason::Cancelled) {
            return Ok(None);
        }
        let Some((id, _)) = store.tournament_of_game(game).await? else {
            return Ok(None);
        };
        let Some(next) = table_next(&self.play(id).await?, game) else {
            return Ok(None);
        };
        Ok(Some(PostData::Next {
            changes: store.rating_changes(game).await?,
            table: Box::new(table),
            next: Box::new(next),
            at,
        }))
    }

    /// Round `round` of tournament `id` started: the edits of the round
    /// before's results, owed with it, are handed over now (the outbox's
    /// sweep is the fallback).
    pub(in crate::live) async fn hand_over_next(&self, id: TournamentId, round: u16) -> Result<()> {
        let play = self.play(id).await?;
        let before = play.tables.iter().filter(|t| t.round + 1 == round);
        for table in before {
            self.kernel.hand_over_soon(PostId::Next(table.game));
        }
        Ok(())
    }
}

/// Where `play` is for the players of its table `game`, just ended: none if
/// `game` is none of its tables or is still playing.
pub fn table_next(play: &TournamentPlay, game: GameId) -> Option<TableNext> {
    let table = play.tables.iter().find(|t| t.game == game)?;
    let result = table.result()?;
    let out = match play.tournament.new.format {
        Format::Knockout if play.tournament.state != TournamentState::Cancelled => {
            let on = advancing(&result, &Seeds::new(&play.seeds()));
            let people = result.people().map(|(id, _, _)| id);
            people.filter(|id| !on.contains(id)).collect()
        }
        _ => Vec::new(),
    };
    let (last, _) = play.last_round();
    let playing = play
        .tables
        .iter()
        .filter(|t| t.round == table.round && t.finishes.is_none())
        .count();
    let step = match play.tournament.state {
        TournamentState::Cancelled => NextStep::Cancelled,
        TournamentState::Finished => NextStep::Over,
        _ if last > table.round => NextStep::Started {
            round: last,
            is_final: is_final(play, last),
        },
        _ if playing > 0 => NextStep::Waits {
            round: has_next(play, table.round).then_some(table.round + 1),
            tables: playing,
        },
        _ => match next_round(play, table.round, is_final(play, table.round)) {
            Ok(Some(round)) => NextStep::Starts {
                round: round.number,
                is_final: round.is_final,
            },
            _ => NextStep::Over,
        },
    };
    let seats = match step {
        NextStep::Started { round, .. } => seats_in(play, round, result.people().map(|p| p.0)),
        _ => Vec::new(),
    };
    Some(TableNext { step, out, seats })
}

/// Where each of `people` sits in round `round` of `play`: at a table, or
/// with a bye (those in neither went out).
fn seats_in(
    play: &TournamentPlay,
    round: u16,
    people: impl Iterator<Item = UserId>,
) -> Vec<(UserId, NextSeat)> {
    let at = |id: UserId| {
        let mut tables = play.tables.iter().filter(|t| t.round == round);
        let table = tables.find(|t| t.seating.iter().any(|(_, s)| s.person() == Some(id)));
        match table {
            Some(table) => Some(NextSeat::At {
                number: table.number,
                thread: table.place.1,
            }),
            None => play.byes.contains(&(round, id)).then_some(NextSeat::Bye),
        }
    };
    people.filter_map(|id| Some((id, at(id)?))).collect()
}

/// Whether round `round` is a knock-out's final.
fn is_final(play: &TournamentPlay, round: u16) -> bool {
    play.rounds.iter().any(|&(r, last)| r == round && last)
}

/// Whether a round follows round `round`, while some of its tables play: a
/// Swiss's rounds are counted; a knock-out goes on until its final.
fn has_next(play: &TournamentPlay, round: u16) -> bool {
    match play.tournament.new.format {
        Format::Swiss { rounds } => round < rounds,
        Format::Knockout => !is_final(play, round),
    }
}
