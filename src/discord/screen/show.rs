//! Showing what the engine committed: in order per game (and per lobby), with
//! no lock held while Discord answers.
//!
//! One worker per game shows its changes one after the other, so a board never
//! goes back to an older state, while the next click, computer move or
//! time-out is already being saved. A background update of the live message
//! that a newer change will replace anyway is skipped. The worker tells the
//! engine what it shows ([`crate::live::Shown`]): that it is at work, which
//! message is live (posted a moment before the store hears of it; clicks are
//! judged against it), which version the players have. A show that posts (a
//! new turn, the results) marks its version shown in the store with the new
//! message; an update in place is marked by the game's next commit, with the
//! version the engine was told. Unless Discord could not be reached: then the
//! show stays owed and the sweep shows it again. The queues' order is
//! [`crate::live::ShowQueues`]'. What only tidies up after a turn passed (the
//! message it replaced, a quiet channel's log) has a queue of its own per game
//! ([`ShowKey::Tidy`]): a click on the new turn never waits for it.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use tokio::sync::oneshot;
use tracing::{error, warn};

use super::{DiscordScreen, Server, ShowNonce, is_gone};
use crate::discord::answer::Ack;
use crate::discord::error::{Error, Result, is_transient};
use crate::discord::messages::View;
use crate::heavy::lanes::Waiting;
use crate::i18n::Lang;
use crate::live::{Cause, Change, LiveMessage, Next, ShowJob, ShowKey, ShowQueues, Shown};
use crate::table::{GameId, Table};
use crate::words::messages::TurnDm;

type Task = Pin<Box<dyn Future<Output = ()> + Send>>;

pub(super) enum Job {
    Show(Box<Change<Ack>>),
    /// `/hypnosia board`: post the board again, and say when it is done.
    Repost(Box<Table>, oneshot::Sender<Result<()>>),
    Run(Task),
}

impl ShowJob for Job {
    /// An update of the live message in place that nobody waits for: a later
    /// change shows a newer state of the same message.
    fn replaceable(&self) -> bool {
        matches!(self, Job::Show(c) if matches!(c.cause, Cause::Background)
            && matches!(c.step, Next::SameTurn | Next::AiTurn(_)))
    }
}

/// Every game's and lobby's queue of things to show.
pub(super) type Shows = ShowQueues<Job>;

impl DiscordScreen {
    /// Shows a committed change of a game after the ones before it.
    pub(super) fn show_later(self: &Arc<Self>, change: Change<Ack>) {
        let key = ShowKey::Game(change.table.id);
        self.enqueue(key, Job::Show(Box::new(change)));
    }

    /// Posts the board of `table` again, after the game's earlier shows.
    pub(super) fn show_repost_later(
        self: &Arc<Self>,
        table: Table,
        done: oneshot::Sender<Result<()>>,
    ) {
        let key = ShowKey::Game(table.id);
        self.enqueue(key, Job::Repost(Box::new(table), done));
    }

    /// Runs `task` (which talks to Discord) after the earlier ones of `key`.
    pub(super) fn in_order(
        self: &Arc<Self>,
        key: ShowKey,
        task: impl Future<Output = ()> + Send + 'static,
    ) {
        self.enqueue(
            key,
            Job::Run(Box::pin(super::paid::paid_by(super::paid::current(), task))),
        );
    }

    /// Runs `task` after the earlier shows of lobby `lobby`.
    pub fn in_lobby_order(
        self: &Arc<Self>,
        lobby: GameId,
        task: impl Future<Output = ()> + Send + 'static,
    ) {
        self.in_order(ShowKey::Lobby(lobby), task);
    }

    fn enqueue(self: &Arc<Self>, key: ShowKey, job: Job) {
        if self.shows.push(key, job, |what| self.report(key, what)) {
            let rt = Arc::clone(self);
            tokio::spawn(async move { rt.work(key).await });
        }
    }

    /// One worker per key: each job is a task of its own, so that a panic in
    /// one is logged and the next still runs. A game's job starts from the
    /// message the engine was last told is live.
    async fn work(self: Arc<Self>, key: ShowKey) {
        while let Some(job) = self.shows.next(key, |what| self.report(key, what)) {
            let live = match key {
                ShowKey::Game(game) => self.live_of(game),
                ShowKey::Lobby(_) | ShowKey::Tournament(_) | ShowKey::Tidy(_) => None,
            }
            .unwrap_or(LiveMessage {
                message: None,
                from: 0,
            });
            match job {
                Job::Run(task) => {
                    if let Err(e) = tokio::spawn(task).await {
                        error!(?key, error = %e, "showing a change failed");
                    }
                }
                Job::Repost(table, done) => {
                    let rt = Arc::clone(&self);
                    let reposted = tokio::spawn(async move {
                        let mut live = live;
                        let mut table = *table;
                        let lang = rt.guild_lang(table.place.guild).await;
                        let shown = rt.show_repost(lang, &mut table, &mut live).await;
                        rt.remember_live(&table, live, table.game.version()).await;
                        let _ = done.send(shown);
                        live
                    });
                    match reposted.await {
                        Ok(live) => self.report(key, Shown::Message(live)),
                        Err(e) => error!(?key, error = %e, "posting the board again failed"),
                    }
                }
                Job::Show(change) if self.already_shown(key, change.table.game.version()) => {
                    // Only its mark in the store may be missing (it failed).
                    let version = change.table.game.version();
                    self.remember_live(&change.table, live, version).await;
                }
                Job::Show(change) => {
                    let over = change.step == Next::Over;
                    let version = change.table.game.version();
                    let (rt, payer) = (Arc::clone(&self), self.payer_of(&change));
                    let show = async move { rt.show(*change, live).await };
                    match tokio::spawn(super::paid::paid_by(payer, show)).await {
                        Ok((live, done)) => {
                            self.report(key, Shown::Message(live));
                            if done {
                                self.report(key, Shown::Version(version));
                            }
                        }
                        Err(e) => error!(?key, error = %e, "showing a change failed"),
                    }
                    if over {
                        self.report(key, Shown::Ended);
                    }
                }
            }
        }
    }

    /// Tells the engine what was shown of a game (a lobby's shows are the
    /// screen's own business).
    fn report(&self, key: ShowKey, what: Shown) {
        if let (ShowKey::Game(game), Some(tables)) = (key, self.tables()) {
            tables.shown(game, what);
        }
    }

    /// The message that shows `game` now, as the engine was told.
    pub(super) fn live_of(&self, game: GameId) -> Option<LiveMessage> {
        self.tables()?.live_message(game)
    }

    /// Whether this process showed `version` of the game already (a change
    /// handed over twice, by its commit and by the sweep, is shown once).
    fn already_shown(&self, key: ShowKey, version: u64) -> bool {
        let ShowKey::Game(game) = key else {
            return false;
        };
        self.tables()
            .and_then(|t| t.shown_version(game))
            .is_some_and(|shown| version <= shown)
    }

    /// Shows one change; returns the live message after it, and whether the
    /// players have it (or Discord refused it for good: the game goes on).
    async fn show(
        self: Arc<Self>,
        change: Change<Ack>,
        mut live: LiveMessage,
    ) -> (LiveMessage, bool) {
        let Change {
            mut table,
            step,
            cause,
            cancelled_by,
            rating_changes,
            notify,
            maybe_posted,
        } = change;
        table.place.message = live.message;
        table.place.message_from = live.from;
        let posted_before = live.message;
        let lang = self.guild_lang(table.place.guild).await;
        // A turn shown to someone who is watching (they clicked a moment
        // ago) notifies nobody.
        let on = (lang, &cause, !notify);
        let nonce = ShowNonce::of(&table, maybe_posted);
        let outcome = self
            .show_change(
                (on, &nonce),
                &mut table,
                &mut live,
                step,
                cancelled_by,
                rating_changes,
            )
            .await;
        if let Cause::Click(ack) = &cause {
            ack.finish().await;
        }
        let done = match &outcome {
            Ok(()) => true,
            Err(Error::Discord(e)) if is_transient(e) => {
                warn!(game = %table.id, error = %e, "Discord is away; the change is shown later");
                false
            }
            Err(e) if e.held() => false,
            Err(e) => {
                warn!(game = %table.id, error = %e, "could not show a change; the game goes on");
                true
            }
        };
        if !done {
            return (live, false);
        }
        if let (Next::NewHumanTurn(_), Some(deadline)) = (step, table.clock.deadline) {
            // After the post, so that the DM links to the turn's own message.
            table.place.message = live.message;
            self.notify_turn(&table, deadline, TurnDm::Start);
        }
        // A new message (or the results) is stored at once: clicks on it
        // after a restart are judged against it. An update in place is marked
        // shown by the game's next commit (one write fewer per move).
        if matches!(step, Next::NewHumanTurn(_) | Next::Over) || live.message != posted_before {
            self.remember_live(&table, live, table.game.version()).await;
        }
        (live, true)
    }

    /// Has the engine mark `version` of the game shown, with its live message
    /// while it runs ([`crate::live::Tables::mark_shown`]).
    async fn remember_live(&self, table: &Table, live: LiveMessage, version: u64) {
        let Some(tables) = self.tables() else { return };
        if let Err(e) = tables.mark_shown(table, version, live).await {
            warn!(game = %table.id, error = %e, "could not store that the game was shown");
        }
    }

    async fn show_change(
        self: &Arc<Self>,
        ((lang, cause, silent), nonce): ((Lang, &Cause<Ack>, bool), &ShowNonce),
        table: &mut Table,
        live: &mut LiveMessage,
        step: Next,
        cancelled_by: Option<crate::i18n::Text>,
        changes: Vec<crate::table::RatingChange>,
    ) -> Result<()> {
        let first = table.game.version() == 0;
        // A table with no lobby message is opened by its log, which pings
        // its people: their first turn notifies nobody again.
        let silent = self.open_log(lang, table).await || silent;
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let mut view = self.turn_board((lang, cause), table, first).await?;
                view.silent = silent;
                if live.message.is_some() {
                    match self.show_in_place(cause, table, live, view).await {
                        Err(e) if is_gone(&e) => {
                            warn!(game = %table.id, error = %e, "the turn message is gone");
                        }
                        other => return other,
                    }
                    // Drawn again: a view is consumed by the failed attempt.
                    let mut view = self.turn_board((lang, cause), table, false).await?;
                    view.silent = silent;
                    return self.post_turn(table, live, view, nonce).await;
                }
                self.post_turn(table, live, view, nonce).await
            }
            Next::NewHumanTurn(_) => {
                let until = table.game.entries().len().saturating_sub(1);
                self.pass_turn_quietly((lang, cause, silent), table, live, (until, first, nonce))
                    .await
            }
            Next::Over => {
                let view = self.results(lang, table, changes, cancelled_by).await?;
                let results = self
                    .finish_quietly((lang, cause), table, live, (view, nonce))
                    .await?;
                self.log_over(lang, table, Some(results)).await;
                self.archive_practice(table).await;
                Ok(())
            }
        }
    }

    /// The turn's board; first on the drawing lane when a person waits for
    /// it: a click caused it, or the turn it shows is a person's.
    pub(super) async fn turn_board(
        &self,
        (lang, cause): (Lang, &Cause<Ack>),
        table: &Table,
        with_opening: bool,
    ) -> Result<View> {
        let waiting = match cause {
            Cause::Click(_) => Waiting::Person,
            _ if !table.ai_to_move() => Waiting::Person,
            _ => Waiting::Screen,
        };
        let shown = table.clone();
        let chances = self.shows_chances(table.place.guild).await;
        let faces = self.faces_of(table).await;
        self.draw_for(table, waiting, move || {
            let view = crate::discord::turn_message::turn_view(lang, &shown, with_opening, &faces);
            live_chances(view, chances, lang, &shown)
        })
        .await
    }

    /// `/hypnosia board`: the board is posted again at the bottom, and the
    /// message it replaces removed.
    async fn show_repost(
        &self,
        lang: Lang,
        table: &mut Table,
        live: &mut LiveMessage,
    ) -> Result<()> {
        table.place.message = live.message;
        table.place.message_from = live.from;
        let until = table.game.entries().len().saturating_sub(1);
        let old = live.message;
        let shown = table.clone();
        let chances = self.shows_chances(table.place.guild).await;
        let faces = self.faces_of(table).await;
        let view = self
            .draw(table, move || {
                let view = crate::discord::turn_message::reposted_turn_view(lang, &shown, &faces);
                live_chances(view, chances, lang, &shown)
            })
            .await?;
        live.from = u32::try_from(until).unwrap_or(u32::MAX);
        self.post_turn(table, live, view, &ShowNonce::fresh())
            .await?;
        self.remove_replaced(table, old, live.message).await;
        self.update_log(lang, table, until).await;
        Ok(())
    }

    /// Shows `view` in place of the live message: as the click's answer when
    /// there is a click not answered in place yet, else by editing it.
    async fn show_in_place(
        &self,
        cause: &Cause<Ack>,
        table: &Table,
        live: &LiveMessage,
        view: View,
    ) -> Result<()> {
        if let Cause::Click(ack) = cause {
            match ack.update(view.clone()).await {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => {
                    warn!(game = %table.id, error = %e, "could not answer a click in place; editing the message");
                }
            }
        }
        match live.message {
            Some(message) => {
                self.edit(
                    Server::Of(table.place.guild),
                    table.place.play_channel(),
                    message,
                    view,
                )
                .await
            }
            None => Ok(()),
        }
    }

    /// Posts the turn message at the bottom of the play channel. When Discord
    /// refuses the post, the game keeps no live message, so that its next
    /// update posts one again.
    pub(super) async fn post_turn(
        &self,
        table: &Table,
        live: &mut LiveMessage,
        view: View,
        nonce: &ShowNonce,
    ) -> Result<()> {
        let posted = self
            .post_show(
                Server::Of(table.place.guild),
                table.place.play_channel(),
                view,
                nonce,
            )
            .await;
        live.message = posted.as_ref().ok().copied();
        // Known at once: its buttons may be clicked before the store has it.
        self.report(ShowKey::Game(table.id), Shown::Message(*live));
        posted.map(|_| ())
    }
}

/// The turn message with the live chances when the server shows them.
fn live_chances(view: View, shown: bool, lang: Lang, table: &Table) -> View {
    if shown {
        crate::discord::chances::with_live_chances(view, lang, table)
    } else {
        view
    }
}
