//! A table reached only through people's interactions (a DM, a group DM, a
//! server that never added the bot): one board kept current through each
//! click's answer, then its webhook while its token lives (a computer's move
//! may be left to the next, [`crate::pace::webhook`]). The person to move is
//! pinged only when it matters ([`crate::showing::turn_pings`]). Never the
//! bot's token ([`paid::Via::Click`]): what no click shows stays owed. What
//! it posted is kept with the table ([`crate::showing::kept_tokens`]).

use std::sync::Arc;

use serenity::builder::Builder;
use tracing::warn;

use super::DiscordScreen;
use super::paid::{self, Paying};
use crate::discord::answer::Ack;
use crate::discord::context::clicker_lang;
use crate::discord::error::{Error, Result};
use crate::discord::view::ToDiscord;
use crate::i18n::Lang;
use crate::live::{Cause, Next};
use crate::showing::board_clicks::OldBoard;
use crate::showing::click_pays::Payer;
use crate::showing::nonces::ShowNonce;
use crate::showing::turn_pings::{Ping, ping_for};
use crate::t;
use crate::table::{GameId, MessageId, OnScreen, RatingChange, Table};
use crate::views::view::View;
use crate::words::messages::first_line;

/// Each game's turn line, with the click that posts and removes it.
pub(super) type Pings = crate::showing::turn_pings::TurnPings<Ack>;
type On<'a> = ((Lang, &'a Cause<Ack>, bool), &'a ShowNonce, &'a Paying);

impl DiscordScreen {
    /// Shows one change here; `Err(OnlyThroughClicks)` when no live click reaches it.
    pub(super) async fn show_by_clicks(
        self: &Arc<Self>,
        ((lang, cause, watching), nonce, payer): On<'_>,
        table: &Table,
        live: &mut OnScreen,
        step: Next,
        (changes, cancelled_by): (Vec<RatingChange>, Option<crate::i18n::Text>),
    ) -> Result<()> {
        let mut view = match step {
            _ if table.game.is_over() => self.results(lang, table, changes, cancelled_by).await?,
            _ => self.turn_board((lang, cause), table, false).await?,
        };
        // An edit notifies nobody: the turn's ping is a message of its own.
        view.ping.clear();
        // A private message (an ephemeral answer) never becomes the board.
        let clicked = match cause {
            Cause::Click(ack) if !crate::discord::answer::ephemeral(&ack.interaction().message) => {
                Some(MessageId(ack.interaction().message.id.get()))
            }
            _ => None,
        };
        let at = (table.id, live, clicked);
        (self.board_by_clicks((cause, payer.as_ref()), at, view, nonce)).await?;
        self.timeout_notice(lang, payer.as_ref(), table).await;
        self.turn_line((lang, payer.as_ref()), table, (step, watching))
            .await
    }

    /// A removal or an end by time-outs not told yet: a message of its own
    /// under the board, which pings once (an edit notifies nobody).
    async fn timeout_notice(&self, lang: Lang, payer: Option<&Payer<Ack>>, table: &Table) {
        let Some(payer) = payer.filter(|p| p.answered(Ack::is_answered)) else {
            return;
        };
        if let Some(view) = self.notices.due(lang, table) {
            let token = payer.token().secret();
            if let Err(e) = view
                .into_followup()
                .execute(&self.http, (None, token))
                .await
            {
                warn!(game = %table.id, error = %e, "could not tell a removal by time-outs");
            }
        }
    }

    /// At the start, what a killed process kept ([`crate::showing::kept_tokens`]).
    pub async fn show_kept(self: Arc<Self>, tables: Arc<super::LiveTables>) {
        let held = (&self.payers, &self.pings);
        self.kept.show_kept(held, &tables).await;
    }

    /// The board in place: the click's own answer, else an edit through the
    /// paying click, else a new message through it (the old one removed).
    async fn board_by_clicks(
        &self,
        (cause, payer): (&Cause<Ack>, Option<&Payer<Ack>>),
        (game, live, clicked): (GameId, &mut OnScreen, Option<MessageId>),
        mut view: View,
        nonce: &ShowNonce,
    ) -> Result<()> {
        // A click shows the board on its own message: the live one, or the
        // message a Refresh was clicked on (`/hypnosia board`'s answer),
        // which becomes the live one, the old one's buttons cleared.
        if let (Cause::Click(ack), Some(board)) = (cause, clicked)
            && ack.update(view.clone()).await?
        {
            let moved = (self.boards).shown(game, payer, (live.message.replace(board), board));
            let (http, unplayable) = (&self.http, view.unplayable());
            let cleared = match moved {
                OldBoard::Reachable(p, old) => paid::edit(http, Some(&p), old, &unplayable).await,
                stayed => matches!(stayed, OldBoard::Stayed),
            };
            let lang = clicker_lang(ack.interaction());
            if !cleared {
                ack.tell(t!(lang, "board-old-stays")).await?;
            }
            return Ok(());
        }
        if let Some(message) = live.message.or(clicked)
            && paid::edit(&self.http, payer, message, &view).await
        {
            live.message = Some(message);
            self.boards.shown(game, payer, (None, message));
            return Ok(());
        }
        let Some(channel) = payer.map(|p| p.place()) else {
            return Err(Error::OnlyThroughClicks);
        };
        // A new message in a group DM notifies everyone: the ping does that.
        view.silent = true;
        match paid::post((&self.http, payer), channel, &view, nonce).await {
            Ok(posted) => {
                self.boards.shown(game, payer, (None, posted));
                if let Some(old) = live.message.replace(posted) {
                    paid::remove(&self.http, payer, old).await;
                }
                Ok(())
            }
            Err(_) => Err(Error::OnlyThroughClicks),
        }
    }

    /// The turn's line ([`crate::showing::turn_pings`]): one whose turn ended
    /// removed; the person to move pinged at once, after the wait, or when owed.
    async fn turn_line(
        self: &Arc<Self>,
        (lang, payer): (Lang, Option<&Payer<Ack>>),
        table: &Table,
        (step, watching): (Next, bool),
    ) -> Result<()> {
        let over = step == Next::Over || table.game.is_over();
        let to_move = table.human_to_move().map(|(_, u)| u).filter(|_| !over);
        let starts = matches!(step, Next::NewHumanTurn(_));
        let at = (to_move, starts, table.game.version());
        let payer = payer.filter(|p| p.answered(Ack::is_answered)).cloned();
        let when = ping_for(watching, self.config.waits.watching);
        let (ended, ping) = self.pings.at_show(table.id, at, payer, when);
        if let Some((payer, line)) = &ended {
            let (token, line) = (payer.token().secret(), line.0.into());
            if let Err(e) = self.http.delete_followup_message(token, line).await {
                warn!(game = %table.id, error = %e, "could not remove an old turn ping");
            }
        }
        self.kept.shown(table.id, (ended.is_some(), over)).await;
        let (Some((turn, when)), Some(line)) = (ping, first_line(lang, table)) else {
            return Ok(());
        };
        match when {
            Ping::Now => self.ping(table.id, turn, line).await,
            Ping::After(wait) => {
                let (screen, game) = (Arc::clone(self), table.id);
                tokio::spawn(async move {
                    tokio::time::sleep(wait).await;
                    let _ = screen.ping(game, turn, line).await;
                });
                Ok(())
            }
        }
    }

    /// Pings `turn`'s person with `line` if still unpinged, through its live
    /// click; a failed ping is owed to the next click (`Err`: the show too).
    async fn ping(&self, game: GameId, turn: u64, line: String) -> Result<()> {
        let Some((user, payer)) = self.pings.due(game, turn) else {
            return Ok(());
        };
        let (token, ping) = (
            payer.token().secret(),
            View::pinging(line, user).into_followup(),
        );
        match ping.execute(&self.http, (None, token)).await {
            Ok(m) if self.pings.posted(game, turn, MessageId(m.id.get())) => {
                let line = (MessageId(m.id.get()), (user, turn));
                self.kept.line(game, line, &payer).await;
                Ok(())
            }
            Ok(m) => (self.http.delete_followup_message(token, m.id).await).map_err(Error::from),
            Err(e) => {
                warn!(%game, error = %e, "could not ping the next player through a click");
                self.pings.failed(game, turn);
                Err(Error::OnlyThroughClicks)
            }
        }
    }
}
