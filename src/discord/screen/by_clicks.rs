//! A table the bot reaches only through people's interactions
//! ([`Reach::WhileInteracting`](crate::table::Reach): a DM, a group DM, a
//! server that never added the bot, where a person's install of the app
//! answers): one board message kept current through each click's own
//! interaction, its answer in place, then the click's webhook while its
//! token lives (the computers' moves after it; one whose edit would take
//! the bucket's call kept for the person's turn is left to the next,
//! [`crate::pace::webhook`]). The person whose turn it is is pinged only
//! when it matters, by a follow-up of a live click removed as soon as their
//! turn ends ([`crate::showing::turn_pings`]). Nothing is ever called with
//! the bot's token there: a show here has only the paying click's webhook
//! ([`paid::Via::Click`]); what no click can show stays owed, and the next
//! click on the table shows it.

use std::sync::Arc;

use tracing::warn;

use super::DiscordScreen;
use super::paid;
use crate::discord::answer::Ack;
use crate::discord::error::{Error, Result};
use crate::discord::view::ToDiscord;
use crate::i18n::Lang;
use crate::live::{Cause, LiveMessage, Next};
use crate::showing::click_pays::Payer;
use crate::showing::nonces::ShowNonce;
use crate::showing::turn_pings::{Ping, ping_for};
use crate::table::{GameId, MessageId, RatingChange, Table};
use crate::views::view::View;

/// Each game's turn line, with the click that posts and removes it.
pub(super) type Pings = crate::showing::turn_pings::TurnPings<Ack>;

impl DiscordScreen {
    /// Shows one change of a table reached only through clicks (see the
    /// module's docs); `Err(OnlyThroughClicks)` when no live click reaches it.
    pub(super) async fn show_by_clicks(
        self: &Arc<Self>,
        ((lang, cause, watching), nonce, payer): (
            (Lang, &Cause<Ack>, bool),
            &ShowNonce,
            &paid::Paying,
        ),
        table: &Table,
        live: &mut LiveMessage,
        step: Next,
        (changes, cancelled_by): (Vec<RatingChange>, Option<crate::i18n::Text>),
    ) -> Result<()> {
        let mut view = match step {
            Next::Over => self.results(lang, table, changes, cancelled_by).await?,
            _ if table.game.is_over() => self.results(lang, table, changes, None).await?,
            _ => self.turn_board((lang, cause), table, false).await?,
        };
        // An edit notifies nobody: the turn's ping is a message of its own.
        view.ping.clear();
        let clicked = match cause {
            Cause::Click(ack) => Some(MessageId(ack.interaction().message.id.get())),
            _ => None,
        };
        let payer = payer.as_ref();
        (self.board_by_clicks((cause, payer), live, clicked, view, nonce)).await?;
        self.turn_line((lang, payer), table, step, watching).await
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
        if let Cause::Click(ack) = cause
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
        // A new message in a group DM notifies everyone: the ping does that.
        match paid::post(
            payer,
            channel,
            &View {
                silent: true,
                ..view
            },
            nonce,
        )
        .await
        {
            Ok(posted) => {
                if let Some(old) = live.message.replace(posted) {
                    paid::remove(payer, old).await;
                }
                Ok(())
            }
            Err(_) => Err(Error::OnlyThroughClicks),
        }
    }

    /// The turn's line (see [`crate::showing::turn_pings`]): the one of a
    /// turn that ended removed, the person to move pinged at once, after the
    /// wait, or at this click when a ping is owed to them.
    async fn turn_line(
        self: &Arc<Self>,
        (lang, payer): (Lang, Option<&Payer<Ack>>),
        table: &Table,
        step: Next,
        watching: bool,
    ) -> Result<()> {
        let over = step == Next::Over || table.game.is_over();
        let to_move = table.human_to_move().map(|(_, u)| u).filter(|_| !over);
        let starts = matches!(step, Next::NewHumanTurn(_));
        if let Some((payer, line)) = self.pings.shown(table.id, to_move, starts) {
            let (i, http) = (payer.click.interaction(), payer.click.http());
            if let Err(e) = i.delete_followup(&http, line.0).await {
                warn!(game = %table.id, error = %e, "could not remove an old turn ping");
            }
        }
        let (Some(user), Some(payer), Some(line)) = (
            to_move,
            payer.filter(|p| p.click.is_answered()).cloned(),
            crate::words::messages::first_line(lang, table),
        ) else {
            return Ok(());
        };
        let (game, turn) = (table.id, table.game.version());
        if !starts {
            return match self.pings.owed(game, user, &payer) {
                Some(turn) => self.ping(game, turn, line).await,
                None => Ok(()),
            };
        }
        self.pings.wait(game, (user, turn), payer);
        match ping_for(watching, self.config.waits.watching) {
            Ping::Now => self.ping(game, turn, line).await,
            Ping::After(wait) => {
                let screen = Arc::clone(self);
                tokio::spawn(async move {
                    tokio::time::sleep(wait).await;
                    let _ = screen.ping(game, turn, line).await;
                });
                Ok(())
            }
        }
    }

    /// Pings the person of `turn` of `game` with `line`, if it is still
    /// shown unpinged, through the live click kept for it; one that fails
    /// is owed to the next click (`Err`: the show stays owed).
    async fn ping(&self, game: GameId, turn: u64, line: String) -> Result<()> {
        let Some((user, payer)) = self.pings.due(game, turn) else {
            return Ok(());
        };
        let (i, http) = (payer.click.interaction(), payer.click.http());
        let view = View {
            content: Some(line),
            ping: vec![user],
            ..View::default()
        };
        match i.create_followup(&http, view.into_followup()).await {
            Ok(m) if self.pings.posted(game, turn, MessageId(m.id.get())) => Ok(()),
            Ok(m) => i.delete_followup(&http, m.id).await.map_err(Error::from),
            Err(e) => {
                warn!(%game, error = %e, "could not ping the next player through a click");
                self.pings.failed(game, turn);
                Err(Error::OnlyThroughClicks)
            }
        }
    }
}
