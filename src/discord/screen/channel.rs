//! A quiet channel: a game played in the channel keeps one turn message there
//! (posted anew when the turn passes to a person, so that they are pinged,
//! and the one before it removed), its log in its lobby message (edited,
//! never appended) and its results. A game played in a thread reports its
//! end on the line its thread started from.
//!
//! Each step is safe to do twice: a show the sweep repeats after a crash
//! posts with the same nonce (the same message comes back, and is never taken
//! for the one it replaces), removes a message that may be gone already, and
//! edits the log to what it says anyway.

use tracing::warn;

use super::{DiscordScreen, is_gone, retrying};
use crate::discord::answer::Ack;
use crate::discord::channel_log;
use crate::discord::error::Result;
use crate::discord::messages::{self, View};
use crate::i18n::Lang;
use crate::live::Cause;
use crate::live::LiveMessage;
use crate::table::{MessageId, Table, message_link};

impl DiscordScreen {
    /// The turn passed to a person: their turn message is posted (which pings
    /// them), the one before it removed, and the log brought up to the turn
    /// before theirs (entries up to `until`).
    pub(super) async fn pass_turn_quietly(
        &self,
        (lang, cause): (Lang, &Cause<Ack>),
        table: &Table,
        live: &mut LiveMessage,
        (until, first, nonce): (usize, bool, &str),
    ) -> Result<()> {
        let old = live.message;
        self.answer_click(cause, table, (lang, live.from as usize, until))
            .await;
        let view = self.turn_board(lang, table, first).await?;
        live.from = u32::try_from(until).unwrap_or(u32::MAX);
        self.post_turn(table, live, view, nonce).await?;
        self.remove_replaced(table, old, live.message).await;
        self.update_log(lang, table, until).await;
        Ok(())
    }

    /// The game is over: the results are posted, the last turn message
    /// removed, and the log becomes the one line that says who won.
    pub(super) async fn finish_quietly(
        &self,
        (lang, cause): (Lang, &Cause<Ack>),
        table: &Table,
        live: &LiveMessage,
        (results, nonce): (View, &str),
    ) -> Result<MessageId> {
        let until = table.game.entries().len();
        self.answer_click(cause, table, (lang, live.from as usize, until))
            .await;
        let posted = self
            .post_once(table.place.play_channel(), results, nonce)
            .await?;
        self.remove_replaced(table, live.message, Some(posted))
            .await;
        Ok(posted)
    }

    /// The log (where the game was opened) says the game is over, who won,
    /// and links to `results`.
    pub(super) async fn log_over(&self, lang: Lang, table: &Table, results: Option<MessageId>) {
        let link = results.map(|m| message_link(table.place.guild, table.place.play_channel(), m));
        self.edit_log(table, channel_log::over_view(lang, table, link))
            .await;
    }

    /// Brings the log of a game played in the channel up to entry `until`.
    pub(super) async fn update_log(&self, lang: Lang, table: &Table, until: usize) {
        if !table.place.keeps_log()
            || crate::words::channel_log::log_lines(lang, table, 0, until).is_empty()
        {
            // Nothing to add to what the lobby message says once started.
            return;
        }
        self.edit_log(table, channel_log::log_view(lang, table, until))
            .await;
    }

    async fn edit_log(&self, table: &Table, view: View) {
        let Some(log) = table.place.log else { return };
        if let Err(e) = self.edit(table.place.channel, log, view).await {
            warn!(game = %table.id, error = %e, "could not update the game's log message");
        }
    }

    /// Answers a click on the message about to be replaced, if nothing did
    /// yet, in place: with the summary of its turns (entries `from..until`),
    /// so that the clicker sees their move land, if only for a moment.
    async fn answer_click(
        &self,
        cause: &Cause<Ack>,
        table: &Table,
        (lang, from, until): (Lang, usize, usize),
    ) {
        let Cause::Click(ack) = cause else { return };
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
        table: &Table,
        old: Option<MessageId>,
        new: Option<MessageId>,
    ) {
        let Some(old) = old.filter(|&m| Some(m) != new) else {
            return;
        };
        let channel = serenity::all::ChannelId::new(table.place.play_channel().0);
        let (http, message) = (&self.http, serenity::all::MessageId::new(old.0));
        let removed = retrying(|| async move {
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

    /// The results view of `table`, drawn off the async threads.
    pub(super) async fn results(
        &self,
        lang: Lang,
        table: &Table,
        changes: Vec<crate::table::RatingChange>,
        cancelled_by: Option<crate::i18n::Text>,
    ) -> Result<View> {
        let shown = table.clone();
        let faces = self.faces_of(table).await;
        self.draw(move || {
            messages::results_view(lang, &shown, &changes, cancelled_by.as_ref(), &faces)
        })
        .await
    }
}
