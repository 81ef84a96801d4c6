//! A quiet place, for every table: a game keeps one turn message where it
//! is played (posted anew when the turn passes to a person, and the one
//! before it removed), the log of its turns (edited, never appended) and its
//! results. Played in the channel, its log is its lobby message; played in a
//! thread, its log is a message of its own in the thread, and the lobby
//! message in the channel (the line its thread started from) reports its
//! end. A table with no lobby message (a tournament's, a practice game) is
//! opened by its log, posted where it is played before its first turn: the
//! table's ping (a tournament's "your table of … is here"), which notifies
//! its people once, so that their first turn notifies nobody again. A
//! practice game's thread is archived once the game is over.
//!
//! Each step is safe to do twice: a show the sweep repeats after a crash
//! posts with the same nonce (the same message comes back, and is never taken
//! for the one it replaces), removes a message that may be gone already, and
//! edits the log to what it says anyway.

use std::sync::Arc;

use tracing::warn;

use super::{Bot, DiscordScreen, Server, is_gone};
use crate::discord::answer::Ack;
use crate::discord::error::Result;
use crate::i18n::Lang;
use crate::live::{Cause, ShowKey};
use crate::platform::links::message_link;
use crate::showing::nonces::ShowNonce;
use crate::table::{GameId, MessageId, OnScreen, Table};
use crate::views::channel_log;
use crate::views::messages;
use crate::views::view::View;
use crate::words::tournament_follow::TableNext;

impl DiscordScreen {
    /// The turn passed to a person: their turn message is posted (which pings
    /// them, unless `silent`: they clicked a moment ago), the one before it
    /// removed, and the log brought up to the turn before theirs (entries up
    /// to `until`). A thread's log, not posted yet, goes above the turn.
    pub(super) async fn pass_turn_quietly(
        self: &Arc<Self>,
        ((lang, cause, silent), bot): ((Lang, &Cause<Ack>, bool), &Bot),
        table: &mut Table,
        live: &mut OnScreen,
        (until, first, nonce): (usize, bool, &ShowNonce),
    ) -> Result<()> {
        let old = live.message;
        self.answer_click(cause, table, (lang, live, until)).await;
        let mut view = self.turn_board((lang, cause), table, first).await?;
        view.silent = silent;
        let log_first = table.place.turns_log().is_none();
        if log_first && let Some(log) = self.update_log(bot, lang, table, until).await {
            table.place.screen.log = Some(log);
        }
        live.message_from = u32::try_from(until).unwrap_or(u32::MAX);
        self.post_turn(bot, table, live, view, nonce).await?;
        // Tidied in a queue of their own: the player may click the new turn
        // at once, and its answer must not wait for these two calls' turns
        // at Discord's pace.
        let (screen, table, new, bot) =
            (Arc::clone(self), table.clone(), live.message, bot.clone());
        self.in_order(ShowKey::Tidy(table.id), async move {
            screen.remove_replaced(&bot, &table, old, new).await;
            if !log_first {
                screen.update_log_later(lang, table, until);
            }
        });
        Ok(())
    }

    /// The game is over: the results are posted, the last turn message
    /// removed, and the log becomes the one line that says who won.
    pub(super) async fn finish_quietly(
        self: &Arc<Self>,
        (lang, cause, bot): (Lang, &Cause<Ack>, &Bot),
        table: &Table,
        live: &OnScreen,
        (results, nonce): (View, &ShowNonce),
    ) -> Result<MessageId> {
        let until = table.game.entries().len();
        self.answer_click(cause, table, (lang, live, until)).await;
        let at = table.place.play_channel();
        let posted = self.post_show(bot, at, results, nonce).await?;
        // After the tidying of the turns before, in its order: the log must
        // not go back to a turn in play once it says who won.
        let (screen, table, old, bot) =
            (Arc::clone(self), table.clone(), live.message, bot.clone());
        let (done, tidied) = tokio::sync::oneshot::channel();
        self.in_order(ShowKey::Tidy(table.id), async move {
            screen.logs.take(table.id); // What it would say, the end says now.
            screen
                .remove_replaced(&bot, &table, old, Some(posted))
                .await;
            if table.place.venue.thread().is_some() && table.place.turns_log().is_some() {
                // The channel's line says who won; the thread's log keeps the
                // last turns (one posted now would only follow the results).
                screen.update_log(&bot, lang, &table, until).await;
            }
            let _ = done.send(());
        });
        let _ = tidied.await;
        Ok(posted)
    }

    /// The line where the game was opened says the game is over, who won,
    /// and links to `results`. Discord away (after the call's retries) or
    /// the breaker open: the error, so that the end stays owed and is shown
    /// again (the results found by their nonce, not posted twice); a line
    /// refused for good (gone, out of reach) is left as it is.
    pub(super) async fn log_over(
        &self,
        bot: &Bot,
        lang: Lang,
        table: &Table,
        results: Option<MessageId>,
    ) -> Result<()> {
        let link = results
            .map(|m| message_link(table.place.venue.link_root(), table.place.play_channel(), m));
        let Some(line) = table.channel_line() else {
            return Ok(());
        };
        let view = channel_log::over_view(lang, table, link, None);
        let edited = self
            .edit(bot, table.place.venue.channel(), line, view)
            .await;
        match edited {
            Err(e) if e.stays_owed() => Err(e),
            Err(e) => {
                warn!(game = %table.id, error = %e, "could not update the game's line in the channel");
                Ok(())
            }
            Ok(()) => Ok(()),
        }
    }

    /// A rematch of `finished`, a game played in a thread, opened its lobby
    /// `lobby` (channel, message): the game's line in the channel links to it
    /// beside the results (`results`, in the thread), so that the channel
    /// learns a table is open. A game played in the channel has its rematch
    /// right below, and its line stays as it is.
    pub async fn rematch_opened(
        &self,
        finished: &Table,
        results: MessageId,
        (channel, lobby): (crate::table::ChannelId, MessageId),
    ) {
        let place = &finished.place;
        let (Some(_), Some(line), Some(server)) = (
            place.venue.thread(),
            finished.channel_line(),
            Server::of(place),
        ) else {
            return;
        };
        let lang = self.guild_lang(place.community()).await;
        let links = (
            Some(message_link(
                place.venue.link_root(),
                place.play_channel(),
                results,
            )),
            Some(message_link(place.venue.link_root(), channel, lobby)),
        );
        let view = channel_log::over_view(lang, finished, links.0, links.1);
        let bot = Bot::paced(server);
        if let Err(e) = self.edit(&bot, place.venue.channel(), line, view).await {
            warn!(game = %finished.id, error = %e, "could not link the game's line to its rematch");
        }
    }

    /// Brings the log of the game's turns up to entry `until`: edited, or,
    /// in a thread, posted there the first time (the log it posted, which
    /// the show reports to the engine in its `Shown`).
    pub(super) async fn update_log(
        &self,
        bot: &Bot,
        lang: Lang,
        table: &Table,
        until: usize,
    ) -> Option<MessageId> {
        if crate::words::channel_log::log_lines(lang, table, 0, until).is_empty() {
            // Nothing to add to what the log says once started.
            return None;
        }
        let view = channel_log::log_view(lang, table, until);
        let at = table.place.play_channel();
        let Some(log) = table.place.turns_log() else {
            return self.post_turns_log(bot.server, table, view).await;
        };
        if let Err(e) = self.edit(bot, at, log, view).await {
            warn!(game = %table.id, error = %e, "could not update the game's log message");
        }
        None
    }

    /// A table with no lobby message (a tournament's, a practice game),
    /// still running, is opened by its log, posted where it is played before
    /// anything else: the table's ping, its people notified once (when
    /// nothing of it was shown yet). Whether it notified them: their first
    /// turn then notifies nobody again.
    pub(super) async fn open_log(&self, bot: &Bot, lang: Lang, table: &mut Table) -> bool {
        if table.place.screen.log.is_some() || table.opened_by_lobby() || table.game.is_over() {
            return false;
        }
        let mut view = channel_log::log_view(lang, table, 0);
        if table.shown_version.is_none() {
            view.ping = table
                .seats
                .iter()
                .filter_map(|s| s.occupant.user())
                .collect();
        }
        let pinged = !view.ping.is_empty();
        table.place.screen.log = self.post_turns_log(bot.server, table, view).await;
        pinged && table.place.screen.log.is_some()
    }

    /// Brings the log up to entry `until` within `log_every`, with whatever
    /// turns pass by then (one counted call for them all); an end first
    /// makes it moot. In the game's tidying order; at once once the process
    /// stops (see [`DiscordScreen::logs_now`]).
    fn update_log_later(self: &Arc<Self>, lang: Lang, table: Table, until: usize) {
        let (screen, game) = (Arc::clone(self), table.id);
        if !self.logs.put(game, (lang, table, until)) {
            return;
        }
        if self.logs_at_once.load(std::sync::atomic::Ordering::SeqCst) {
            return self.log_now(game);
        }
        tokio::spawn(async move {
            tokio::time::sleep(screen.config.waits.log_every).await;
            screen.log_now(game);
        });
    }

    /// Edits the log kept for `game`, if any, in the game's tidying order.
    fn log_now(self: &Arc<Self>, game: GameId) {
        let screen = Arc::clone(self);
        self.in_order(ShowKey::Tidy(game), async move {
            if let Some((lang, table, until)) = screen.logs.take(game)
                && let Some(server) = Server::of(&table.place)
            {
                screen
                    .update_log(&Bot::paced(server), lang, &table, until)
                    .await;
            }
        });
    }

    /// The process stops: every log kept for later is edited now (the stop
    /// waits for the shows), not lost with the process, and each later at once.
    pub fn logs_now(self: &Arc<Self>) {
        self.logs_at_once
            .store(true, std::sync::atomic::Ordering::SeqCst);
        for game in self.logs.games() {
            self.log_now(game);
        }
    }

    /// Posts the log of a game where it is played (a thread, or the channel
    /// of a table with no lobby message), once (its nonce is the game's):
    /// the show reports it to the engine, which records it, and the next
    /// turns edit it.
    async fn post_turns_log(&self, server: Server, table: &Table, view: View) -> Option<MessageId> {
        let nonce = format!("g{:x}log", table.id.0);
        (self.post_once(server, table.place.play_channel(), view, &nonce))
            .await
            .inspect_err(|e| warn!(game = %table.id, error = %e, "could not post the game's log"))
            .ok()
    }

    /// A practice game's thread, once the game is over, is archived: it
    /// leaves the server's active threads (Discord allows 1 000).
    pub(super) async fn archive_practice(&self, bot: &Bot, table: &Table) {
        let Some(thread) = table
            .place
            .venue
            .thread()
            .filter(|_| table.options.turn_limit().is_none())
        else {
            return;
        };
        let (http, thread) = (&self.http, serenity::all::ChannelId::new(thread.0));
        let archived = self
            .background(bot.server, || async move {
                let archive = serenity::all::EditThread::new().archived(true);
                thread.edit_thread(http, archive).await?;
                Ok(())
            })
            .await;
        if let Err(e) = archived {
            warn!(game = %table.id, error = %e, "could not archive a practice game's thread");
        }
    }

    /// Answers a click on the message about to be replaced (`live`; never
    /// another, the engine judging by version), if nothing did yet, in place:
    /// with the summary of its turns (entries from its first to `until`),
    /// so that the clicker sees their move land, if only for a moment.
    async fn answer_click(
        &self,
        cause: &Cause<Ack>,
        table: &Table,
        (lang, live, until): (Lang, &OnScreen, usize),
    ) {
        let (Cause::Click(ack), Some(on)) = (cause, live.message) else {
            return;
        };
        if ack.interaction().message.id.get() != on.0 {
            return;
        }
        let from = live.message_from as usize;
        let summary = messages::summary_view(lang, table, from, until);
        if let Err(e) = ack.update(summary).await {
            warn!(game = %table.id, error = %e, "could not answer a click");
        }
    }

    /// Removes the bot's message `old`, which `new` replaces (never `new`
    /// itself: a post repeated with its nonce gives the same message back).
    /// Gone already, or out of reach: the game goes on.
    pub(super) async fn remove_replaced(
        &self,
        bot: &Bot,
        table: &Table,
        old: Option<MessageId>,
        new: Option<MessageId>,
    ) {
        let Some(old) = old.filter(|&m| Some(m) != new) else {
            return;
        };
        if super::paid::remove(&self.http, bot.payer.as_ref(), old).await {
            return;
        }
        let channel = serenity::all::ChannelId::new(table.place.play_channel().0);
        let (http, message) = (&self.http, serenity::all::MessageId::new(old.0));
        let removed = self
            .background(bot.server, || async move {
                channel.delete_message(http, message).await?;
                Ok(())
            })
            .await;
        match removed {
            Err(e) if !is_gone(&e) => {
                warn!(game = %table.id, error = %e, "could not remove the replaced turn message");
            }
            _ => {}
        }
    }

    /// The results view of `table`, drawn off the async threads (a table
    /// reached only through clicks is no tournament's: nothing comes next).
    pub(super) async fn results(
        &self,
        lang: Lang,
        table: &Table,
        changes: Vec<crate::table::RatingChange>,
        cancelled_by: Option<crate::i18n::Text>,
    ) -> Result<View> {
        self.results_then(lang, table, (changes, cancelled_by), None)
            .await
    }

    /// The results view of `table`, with what comes `next` at a
    /// tournament's table (the engine's, carried by the end's change).
    pub(super) async fn results_then(
        &self,
        lang: Lang,
        table: &Table,
        (changes, cancelled_by): (Vec<crate::table::RatingChange>, Option<crate::i18n::Text>),
        next: Option<TableNext>,
    ) -> Result<View> {
        let (shown, faces) = (table.clone(), self.faces_of(table).await);
        self.draw(table, move || {
            let by = cancelled_by.as_ref();
            crate::views::results::results_view((lang, &shown), &changes, by, &faces, next.as_ref())
        })
        .await
    }
}
