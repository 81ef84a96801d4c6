//! A tournament table exists once: seated, opened where it plays, and its
//! players told, across kills at every step and two processes.
//!
//! A round's tables are its games, written in one transaction
//! ([`crate::store::Store::seat_round`]). A table that plays in the
//! tournament's channel is shown from there by the game's own outbox (its
//! first turn, which pings its players). A table that plays in a thread of
//! its own has one more thing owed with its seating: its **opening**, a post
//! of the engine's outbox ([`PostKind::Table`], keyed by its game). The
//! outbox hands it to the screen with everything it needs
//! ([`PostData::Table`]); the screen opens the thread (or, handed it again
//! after a kill, finds the one it opened by its name) and reports it through
//! [`crate::live::Outbox::posted`]: [`PostReport::Opened`] (its thread), or
//! [`PostReport::Done`] when no thread can be made there (it plays in the
//! channel, decided once), or [`PostReport::Failed`] (tried again). The
//! report records the place, then the table's first turn is shown there,
//! through the change path, which pings its players once (the table's log).
//!
//! Once the last of a round's openings is shown, the sign-up card owes one
//! edit, which links each table to its thread, and so do the round before's
//! results, which say the round started and where each of their players
//! sits ([`crate::store::Store::round_opened`]).
//!
//! Until its opening is reported, a table is shown nowhere: the sweep leaves
//! its first turn owed ([`TournamentRounds::waits_for_opening`]), so a table never
//! plays in two places.

use std::sync::Arc;

use tracing::warn;

use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::port::post::{PostData, PostKey, PostReport};
use crate::live::port::{Cause, Screen};
use crate::live::tournaments::rounds::TournamentRounds;
use crate::store::{PostId, PostRow};
use crate::table::{ChannelId, GameId, Table, UnixTime};

/// Whether `table` is still to be opened: it has no thread, and its first
/// turn was not shown yet.
fn unopened(table: &Table) -> bool {
    table.place.venue.thread().is_none()
        && crate::live::kernel::change::first_turn(table) == Applied::Started
}

impl<S: Screen> TournamentRounds<S> {
    /// For the sweep: whether owed game `game` is a table whose opening is
    /// owed still (the outbox shows it, in its thread; shown by the sweep in
    /// the channel, it would play in two places).
    pub(in crate::live) async fn waits_for_opening(&self, game: GameId) -> Result<bool> {
        Ok(self.kernel.store().post_owed(PostId::Table(game)).await?)
    }

    /// What the opening of table `game` (its post's `row`) shows, `now`:
    /// none when the table is over or shown already (nothing to open any
    /// more).
    pub(in crate::live) async fn opening_data(
        &self,
        game: GameId,
        row: &PostRow,
        now: UnixTime,
    ) -> Result<Option<PostData>> {
        let bad_key = || Error::Internal(format!("no tournament table {game}"));
        let Some(table) = self.kernel.store().game(game).await?.filter(unopened) else {
            return Ok(None);
        };
        let Some((id, round)) = self.kernel.store().tournament_of_game(game).await? else {
            return Err(bad_key());
        };
        let play = self
            .kernel
            .store()
            .tournament_play(id)
            .await?
            .ok_or_else(bad_key)?;
        let number = play.tables.iter().find(|t| t.game == game);
        let number = number.ok_or_else(bad_key)?.number;
        // Handed over before: a thread it made then is looked for first.
        let since = row.first_leased.filter(|&at| at < now);
        Ok(Some(PostData::Table {
            table: Box::new(table),
            new: Box::new(play.tournament.new),
            at: (round, number),
            since,
        }))
    }

    /// The screen's report of table `key`'s opening: its place recorded (its
    /// thread, or the channel), then its first turn shown there; a failure
    /// leaves it owed.
    pub(in crate::live) async fn table_opened(
        self: &Arc<Self>,
        key: &PostKey,
        report: PostReport,
    ) -> Result<()> {
        let PostId::Table(game) = key.id else {
            return Err(Error::Internal(format!("post {} opens no table", key.id)));
        };
        let thread = match report {
            PostReport::Opened(thread) => Some(thread),
            PostReport::Done | PostReport::Posted(..) => None,
            PostReport::Failed => return Ok(self.kernel.store().release_post(key.id).await?),
        };
        // The place first, then the first turn: were the process to stop in
        // between, the opening, owed still, would find its thread again, and
        // the turn owed would be shown there.
        self.table_placed(game, thread).await?;
        let shown = self.kernel.store().post_shown(key.id, key.version, None);
        shown.await?;
        // The round's last opening: the card links each of its tables to
        // where it plays, in one edit for the round.
        if let Some(id) = self.kernel.store().round_opened(game).await? {
            self.kernel.hand_over_soon(PostId::Signup(id));
            // The round started: the round before's results say so (owed
            // with the opening, handed over by the sweep should this fail).
            if let Some((_, round)) = self.kernel.store().tournament_of_game(game).await? {
                self.hand_over_next(id, round).await?;
            }
        }
        Ok(())
    }

    /// Tournament table `game` plays in `thread` (none: where it was
    /// seated, the tournament's channel): its first turn is shown there. A
    /// table shown meanwhile stays where it is shown (its thread unused).
    pub async fn table_placed(
        self: &Arc<Self>,
        game: GameId,
        thread: Option<ChannelId>,
    ) -> Result<()> {
        if let Some(thread) = thread {
            let placed = self
                .kernel
                .store()
                .game(game)
                .await?
                .map(|t| t.place.venue.thread());
            if placed != Some(Some(thread))
                && !self.kernel.store().place_table(game, thread).await?
            {
                warn!(%game, %thread, "a table was shown before its thread was made; it stays there");
            }
        }
        let first_turn = async |table: &mut _| Ok(crate::live::kernel::change::first_turn(table));
        self.kernel
            .change_game(game, Cause::Background, first_turn)
            .await
    }
}
