//! A tournament its players follow from their tables: what comes next,
//! worked out with a table's end (the kernel's commit, by
//! [`crate::seating::table_next`]) and said under its results
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

use crate::game::EndReason;
use crate::heavy::fair::Ask;
use crate::live::error::Result;
use crate::live::port::Screen;
use crate::live::port::post::PostData;
use crate::live::port::post::Report;
use crate::live::tournaments::Tournaments;
use crate::live::tournaments::rounds::TournamentRounds;
use crate::live::tournaments::rules::refused;
use crate::seating::table_next;
use crate::seating::{Tournament, TournamentId, TournamentRefusal};
use crate::store::{PostId, PostRow};
use crate::table::{GameId, GuildId, UserId};

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
