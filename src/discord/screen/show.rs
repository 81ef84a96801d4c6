//! Showing what the engine committed, with no lock held while Discord
//! answers. The engine hands each game's changes over one after the other
//! (`live/kernel/shown.rs`), with what the screen shows it with now (its
//! own [`OnScreen`], which the engine keeps whole); a show ends in what
//! became of it ([`Shown`]): that value then, and whether the players have
//! it, which the engine marks in the store. Unless Discord could not be reached:
//! then the show stays owed and the sweep shows it again. What only tidies
//! up after a turn passed (the message it replaced, a quiet channel's log),
//! a lobby's and a tournament's messages have queues of their own here
//! ([`ShowKey`]): a click on the new turn never waits for them.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use tracing::{error, info, warn};

use super::paid::{Bot, Via};
use super::{DiscordScreen, Server, is_gone};
use crate::discord::answer::Ack;
use crate::discord::error::{Error, Result};
use crate::heavy::lanes::Waiting;
use crate::i18n::Lang;
use crate::live::{Cause, Change, Next, ShowJob, ShowKey, ShowQueues, Shown};
use crate::showing::nonces::ShowNonce;
use crate::table::{GameId, MessageId, OnScreen, Table};
use crate::views::chances::with_live_chances;
use crate::views::view::View;
use crate::words::messages::TurnDm;
use crate::words::results::cancelled_by_text;

type Task = Pin<Box<dyn Future<Output = ()> + Send>>;

/// A task that talks to Discord, in its key's order.
pub(super) struct Job(Task);

impl ShowJob for Job {
    fn replaceable(&self) -> bool {
        false
    }
}

/// What a change says of a game's end, for its results: who called it off,
/// the ratings it changed, and what comes next at a tournament's table.
type End = (
    Option<crate::i18n::Text>,
    Vec<crate::table::RatingChange>,
    Option<crate::words::tournament_follow::TableNext>,
);

/// Every lobby's, tournament's and game's tidying queue.
pub(super) type Shows = ShowQueues<Job>;

impl DiscordScreen {
    /// Shows one change the engine handed over (see the module's docs), the
    /// way its calls reach its place chosen once ([`Via`]).
    pub(super) async fn show_handed(self: Arc<Self>, change: Change<Ack>) -> Shown {
        let live = change.table.place.screen;
        if let Cause::Click(ack) = &change.cause {
            let (i, guild) = (ack.interaction(), change.table.place.venue.guild());
            self.note_face(guild, &i.user, i.member.as_ref()); // the face it carries
        }
        let server = Server::of(&change.table.place);
        match (&change.cause, change.step, server) {
            (Cause::Closed, ..) => {
                // Nothing is posted where nobody can read it; the results are
                // in the history.
                info!(game = %change.table.id, "called off: its place is out of reach");
                Shown::of(live, true)
            }
            // Only a click shows it where the bot is not, on the message clicked.
            (_, Next::Again, Some(server)) => {
                self.show_again(Bot::paced(server), change.table).await
            }
            (.., Some(server)) => {
                let payer = self.payer_of(&change);
                // A board drawn for the pace holds its PNG until its call goes.
                let background = matches!(change.cause, Cause::Background) && payer.is_none();
                let paced = background.then(|| change.table.place.community());
                let _room = self.lanes.paced_board(paced).await;
                self.show(change, Via::Bot(Bot { server, payer })).await
            }
            (.., None) => {
                let held = (&self.payers, &self.pings);
                let payer = self
                    .kept
                    .paying(held, &change, || self.payer_of(&change))
                    .await;
                if payer.is_none() && !matches!(change.cause, Cause::Click(_)) {
                    // Owed until a click can show it (nothing drawn or called).
                    return Shown::of(live, false);
                }
                if self.overtaken_soon(&change, payer.as_ref()) {
                    // Stays owed: the next computer's move shows a newer state.
                    return Shown::of(live, false);
                }
                self.show(change, Via::Click(payer)).await
            }
        }
    }

    /// Whether a computer's move at a table reached only through clicks is
    /// left for the next one to show: the click's webhook keeps its last
    /// edits for the person's turn ([`crate::pace::webhook`]).
    fn overtaken_soon(
        &self,
        change: &Change<Ack>,
        payer: Option<&crate::showing::click_pays::Payer<Ack>>,
    ) -> bool {
        use crate::pace::webhook::{State, goes_now};
        use crate::showing::click_pays::room_to_edit;
        let (Some(payer), Cause::Background, Next::AiTurn(_), Some(message)) = (
            payer,
            &change.cause,
            change.step,
            change.table.place.screen.message,
        ) else {
            return false;
        };
        let app = self.http.application_id().map_or(0, |a| a.get());
        let room = room_to_edit((payer, app), message, self.pace.route_buckets());
        let state = State::Passing {
            next_after: self.config.ai_delay,
        };
        !goes_now(state, room)
    }

    /// Runs `task` (which talks to Discord) after the earlier ones of `key`;
    /// the answer says when it ran.
    pub(super) fn in_order(
        self: &Arc<Self>,
        key: ShowKey,
        task: impl Future<Output = ()> + Send + 'static,
    ) -> tokio::sync::oneshot::Receiver<()> {
        let (ran, answer) = tokio::sync::oneshot::channel();
        let job = Job(Box::pin(async move {
            task.await;
            let _ = ran.send(());
        }));
        if self.shows.push(key, job, |_| {}) {
            let screen = Arc::clone(self);
            tokio::spawn(async move { screen.work(key).await });
        }
        answer
    }

    /// Runs `task` after the earlier shows of lobby `lobby`.
    pub fn in_lobby_order(
        self: &Arc<Self>,
        lobby: GameId,
        task: impl Future<Output = ()> + Send + 'static,
    ) {
        self.in_order(ShowKey::Lobby(lobby), task);
    }

    /// One worker per key: each job a task of its own, so a panic is logged and the next runs.
    async fn work(self: Arc<Self>, key: ShowKey) {
        while let Some(Job(task)) = self.shows.next(key, |_| {}) {
            if let Err(e) = tokio::spawn(task).await {
                error!(?key, error = %e, "showing a change failed");
            }
        }
    }

    /// Shows one change, from the message the engine says is live; ends in
    /// the live message after it, and whether the players have it (or
    /// Discord refused it for good: the game goes on).
    async fn show(self: Arc<Self>, change: Change<Ack>, via: Via) -> Shown {
        let Change {
            mut table,
            step,
            cause,
            cancelled_by,
            rating_changes,
            next,
            notify,
            maybe_posted,
        } = change;
        let mut live = table.place.screen;
        let lang = self.guild_lang(table.place.community()).await;
        // A turn shown to someone who is watching (they clicked a moment
        // ago) notifies nobody.
        let on = (lang, &cause, !notify);
        let nonce = ShowNonce::of(&table, maybe_posted);
        let outcome = self
            .show_change(
                (on, &nonce, via),
                &mut table,
                &mut live,
                step,
                (
                    cancelled_by.as_ref().map(cancelled_by_text),
                    rating_changes,
                    next,
                ),
            )
            .await;
        if let Cause::Click(ack) = &cause {
            ack.finish().await;
        }
        let done = match &outcome {
            Ok(()) => true,
            Err(e) if e.stays_owed() => {
                if !e.held() {
                    warn!(game = %table.id, error = %e, "Discord is away; the change is shown later");
                }
                false
            }
            Err(e) if self.pauses(&table, e) => {
                // Said once, when Discord refused, not at each sweep after.
                if super::doors::closes_door(e).is_some() {
                    warn!(game = %table.id, error = %e, "a tournament table's channel refuses; its change is shown once it opens");
                }
                false
            }
            Err(e) => {
                warn!(game = %table.id, error = %e, "could not show a change; the game goes on");
                true
            }
        };
        if let (true, Next::NewHumanTurn(_), Some(deadline)) = (done, step, table.clock.deadline) {
            // After the post, so that the DM links to the turn's own message.
            table.place.screen.message = live.message;
            self.notify_turn(&table, deadline, TurnDm::Start);
        }
        // With the log this show may have posted: the engine records it.
        Shown::of(live.logged(table.place.screen.log), done)
    }

    /// Whether `e`, met showing tournament table `table`, pauses it rather
    /// than losing the change: a refusal for a permission (which shuts its
    /// channel for a while), or its channel shut for one. A tournament's
    /// tables are not called off for it (`crate::live::doors`): the change
    /// stays owed, no deadline runs on a turn nobody saw, and the sweep shows
    /// it once the channel opens.
    fn pauses(&self, table: &Table, e: &Error) -> bool {
        let refused = |channel| self.doors.shut_for_refusal(channel);
        table.tournament.is_some()
            && (super::doors::closes_door(e) == Some(false)
                || refused(table.place.play_channel())
                || refused(table.place.venue.channel()))
    }

    async fn show_change(
        self: &Arc<Self>,
        ((lang, cause, silent), nonce, via): ((Lang, &Cause<Ack>, bool), &ShowNonce, Via),
        table: &mut Table,
        live: &mut OnScreen,
        step: Next,
        (cancelled_by, changes, next): End,
    ) -> Result<()> {
        let bot = match via {
            Via::Bot(bot) => bot,
            Via::Click(payer) => {
                let on = ((lang, cause, silent), nonce, &payer);
                let by = (changes, cancelled_by);
                return (self.show_by_clicks(on, table, live, step, by)).await;
            }
        };
        let bot = &bot;
        let first = table.game.version() == 0;
        // A table with no lobby message is opened by its log, which pings
        // its people: their first turn notifies nobody again.
        let silent = self.open_log(bot, lang, table).await || silent;
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let mut view = self.turn_board((lang, cause), table, first).await?;
                view.silent = silent;
                if live.message.is_some() {
                    match self.show_in_place((cause, bot), table, live, view).await {
                        Err(e) if is_gone(&e) => {
                            warn!(game = %table.id, error = %e, "the turn message is gone");
                        }
                        other => return other,
                    }
                    // Drawn again: a view is consumed by the failed attempt.
                    let mut view = self.turn_board((lang, cause), table, false).await?;
                    view.silent = silent;
                    return self.post_turn(bot, table, live, view, nonce).await;
                }
                self.post_turn(bot, table, live, view, nonce).await
            }
            Next::NewHumanTurn(_) => {
                let until = table.game.entries().len().saturating_sub(1);
                let on = (lang, cause, silent);
                (self.pass_turn_quietly((on, bot), table, live, (until, first, nonce))).await
            }
            Next::Again => Ok(()), // Shown by `show_again`.
            Next::Over => {
                let end = (changes, cancelled_by);
                let view = self.results_then(lang, table, end, next).await?;
                let results = self
                    .finish_quietly((lang, cause, bot), table, live, (view, nonce))
                    .await?;
                self.log_over(bot, lang, table, Some(results)).await?;
                // The game's message now: its results (a tournament table's
                // are edited once the next round started).
                live.message = Some(results);
                self.archive_practice(bot, table).await;
                Ok(())
            }
        }
    }

    /// The turn's board: first on the lane when a person waits for it, skipped when nobody
    /// does and a newer state came, in words when no slot comes soon ([`Waiting::of_turn`]).
    pub(super) async fn turn_board(
        &self,
        (lang, cause): (Lang, &Cause<Ack>),
        table: &Table,
        with_opening: bool,
    ) -> Result<View> {
        let clicked = matches!(cause, Cause::Click(_));
        let waiting = Waiting::of_turn(clicked, table, self.config.ai_delay);
        let chances = self.shows_chances(table.place.community()).await;
        let (shown, faces) = (table.clone(), self.faces_of(table).await);
        let words = || crate::views::turn_message::handed_over_view(lang, table);
        self.draw_for(table, (waiting, words), move || {
            let view = crate::views::turn_message::turn_view(lang, &shown, with_opening, &faces);
            with_live_chances(view, chances, lang, &shown)
        })
        .await
    }

    /// `/hypnosia board`: the board is posted again at the bottom, the
    /// message it replaces removed and the log brought up to date.
    async fn show_again(&self, bot: Bot, table: Table) -> Shown {
        let mut live = table.place.screen;
        let lang = self.guild_lang(table.place.community()).await;
        let until = table.game.entries().len().saturating_sub(1);
        let shown = table.clone();
        let chances = self.shows_chances(table.place.community()).await;
        let faces = self.faces_of(&table).await;
        let old = live.message;
        let posted = async {
            let view = self.draw(&table, move || {
                let view = crate::views::turn_message::reposted_turn_view(lang, &shown, &faces);
                with_live_chances(view, chances, lang, &shown)
            });
            let view = view.await?;
            live.message_from = u32::try_from(until).unwrap_or(u32::MAX);
            let nonce = ShowNonce::own(crate::showing::nonces::random_nonce());
            (self.post_turn(&bot, &table, &mut live, view, &nonce)).await
        };
        if let Err(e) = posted.await {
            warn!(game = %table.id, error = %e, "could not post the board again");
            return Shown::of(live, false);
        }
        self.remove_replaced(&bot, &table, old, live.message).await;
        let log = self.update_log(&bot, lang, &table, until).await;
        Shown::of(live.logged(log), true)
    }

    /// Shows `view` in place of the live message: as the answer of a click on
    /// it (not on an old copy) not answered in place yet, else by editing it.
    async fn show_in_place(
        &self,
        (cause, bot): (&Cause<Ack>, &Bot),
        table: &Table,
        live: &OnScreen,
        view: View,
    ) -> Result<()> {
        if let Cause::Click(ack) = cause
            && live.message == Some(MessageId(ack.interaction().message.id.get()))
        {
            match ack.update(view.clone()).await {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => {
                    warn!(game = %table.id, error = %e, "could not answer a click in place; editing the message");
                }
            }
        }
        match live.message {
            Some(message) => (self.edit(bot, table.place.play_channel(), message, view)).await,
            None => Ok(()),
        }
    }

    /// Posts the turn message at the bottom of the play channel; refused, the
    /// game keeps no live message, so that its next update posts one again.
    pub(super) async fn post_turn(
        &self,
        bot: &Bot,
        table: &Table,
        live: &mut OnScreen,
        view: View,
        nonce: &ShowNonce,
    ) -> Result<()> {
        let posted = (self.post_show(bot, table.place.play_channel(), view, nonce)).await;
        live.message = posted.as_ref().ok().copied();
        posted.map(|_| ())
    }
}
