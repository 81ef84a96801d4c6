//! A table the bot reaches only through people's interactions
//! ([`Reach::WhileInteracting`](crate::table::Reach): a DM, a group DM, a
//! server that never added the bot, where a person's install of the app
//! answers): one board message kept current through each click's own
//! interaction, its answer in place, then the click's webhook while its
//! token lives (the computers' moves after it; one whose edit would take
//! the bucket's call kept for the person's turn is left to the next,
//! [`crate::pace::webhook`]). The person whose turn it is
//! gets one ping, a follow-up of the click that passed them the turn,
//! removed at their next turn while the token that posted it lives. Nothing
//! is ever called with the bot's token there: a show here has only the
//! paying click's webhook ([`paid::Via::Click`]); what no click can show
//! stays owed, and the next click on the table shows it.

use std::sync::Arc;

use tracing::warn;

use super::DiscordScreen;
use super::paid;
use crate::discord::answer::Ack;
use crate::discord::error::{Error, Result};
use crate::i18n::Lang;
use crate::live::{Cause, LiveMessage, Next};
use crate::showing::click_pays::Payer;
use crate::showing::nonces::ShowNonce;
use crate::table::{GameId, MessageId, RatingChange, Table};
use crate::views::view::View;

/// The ping each game shows now, with the click whose token posted it.
pub(super) type Pings = std::sync::Mutex<std::collections::HashMap<GameId, (Ack, MessageId)>>;

impl DiscordScreen {
    /// Shows one change of a table reached only through clicks (see the
    /// module's docs); `Err(OnlyThroughClicks)` when no live click reaches it.
    pub(super) async fn show_by_clicks(
        self: &Arc<Self>,
        ((lang, cause), nonce, payer): ((Lang, &Cause<Ack>), &ShowNonce, &paid::Paying),
        table: &Table,
        live: &mut LiveMessage,
        step: Next,
        (changes, cancelled_by): (Vec<RatingChange>, Option<crate::i18n::Text>),
    ) -> Result<()> {
        let mut view = match step {
            _ if table.game.is_over() => self.results(lang, table, changes, cancelled_by).await?,
            _ => self.turn_board((lang, cause), table, false).await?,
        };
        // An edit notifies nobody: the turn's ping is a message of its own.
        let ping = std::mem::take(&mut view.ping);
        // A private message (an ephemeral answer) never becomes the board.
        let clicked = match cause {
            Cause::Click(ack) if !crate::discord::answer::ephemeral(&ack.interaction().message) => {
                Some(MessageId(ack.interaction().message.id.get()))
            }
            _ => None,
        };
        let shown = self
            .board_by_clicks((cause, payer.as_ref()), live, clicked, view, nonce)
            .await;
        shown?;
        if step == Next::Over || matches!(step, Next::NewHumanTurn(_)) {
            self.drop_ping(table.id).await;
        }
        if let (Next::NewHumanTurn(_), Some(&user)) = (step, ping.first()) {
            let by_them =
                matches!(cause, Cause::Click(a) if a.interaction().user.id.get() == user.0);
            if !by_them {
                self.ping_by_clicks((lang, payer.as_ref()), table, user, nonce)
                    .await;
            }
        }
        Ok(())
    }

    /// The board in place: the click's own answer, else an edit through the
    /// paying click, else a new message through it (the old one removed).
    async fn board_by_clicks(
        &self,
        (cause, payer): (&Cause<Ack>, Option<&Payer<Ack>>),
        live: &mut LiveMessage,
        clicked: Option<MessageId>,
        view: View,
        nonce: &ShowNonce,
    ) -> Result<()> {
        // A click shows the board on its own message: the live one, or the
        // message a Refresh was clicked on, which becomes the live one.
        if let (Cause::Click(ack), Some(_)) = (cause, clicked)
            && ack.update(view.clone()).await?
        {
            live.message = clicked;
            return Ok(());
        }
        if let Some(message) = live.message.or(clicked)
            && paid::edit(payer, message, &view).await
        {
            live.message = Some(message);
            return Ok(());
        }
        let Some(channel) = payer.map(|p| p.place()) else {
            return Err(Error::OnlyThroughClicks);
        };
        match paid::post(payer, channel, &view, nonce).await {
            Ok(posted) => {
                if let Some(old) = live.message.replace(posted) {
                    paid::remove(payer, old).await;
                }
                Ok(())
            }
            Err(_) => Err(Error::OnlyThroughClicks),
        }
    }

    /// Pings `user` that it is their turn, through the paying click.
    async fn ping_by_clicks(
        &self,
        (lang, payer): (Lang, Option<&Payer<Ack>>),
        table: &Table,
        user: crate::table::UserId,
        nonce: &ShowNonce,
    ) {
        let (Some(payer), Some(line)) = (payer, crate::words::messages::first_line(lang, table))
        else {
            return;
        };
        let view = View {
            content: Some(line),
            ping: vec![user],
            ..View::default()
        };
        match paid::post(Some(payer), payer.place(), &view, nonce).await {
            Ok(posted) => {
                let mut pings = self.pings.lock().unwrap_or_else(|e| e.into_inner());
                pings.insert(table.id, (payer.click.clone(), posted));
            }
            Err(_) => warn!(game = %table.id, "could not ping the next player through a click"),
        }
    }

    /// Removes the game's last ping, while the token that posted it lives.
    async fn drop_ping(&self, game: GameId) {
        let old = {
            let mut pings = self.pings.lock().unwrap_or_else(|e| e.into_inner());
            pings.remove(&game)
        };
        let Some((ack, message)) = old else {
            return;
        };
        if ack.arrived().elapsed() >= self.config.waits.click_pays {
            return;
        }
        let (i, http) = (ack.interaction(), ack.http());
        if let Err(e) = i.delete_followup(&http, message.0).await {
            warn!(%game, error = %e, "could not remove an old turn ping");
        }
    }
}
