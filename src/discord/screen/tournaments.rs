//! A tournament's sign-up message, edited as it changes (the store counts what it owes), and
//! its podium, posted once at its end (claimed in the store, as a season's end is).

use std::sync::Arc;

use super::seasons::refused_for_good;
use super::{DiscordScreen, Server, View, is_gone};
use crate::discord::error::{Error, Result};
use crate::discord::messages::signup_view;
use crate::i18n::Text;
use crate::store::{TournamentId, TournamentState};
use crate::table::{ChannelId, unix_now};
use crate::words::tournaments::{podium_card, podium_ping, table_ping, thread_name};
use serenity::all::{ChannelType, CreateThread};

/// A tournament's call: what it says, and whom it pings.
pub(super) type Call = (Text, Vec<crate::table::UserId>);

impl DiscordScreen {
    /// Tournament `id`'s call, posted once in its channel.
    pub(super) async fn call_tournament(&self, id: TournamentId, (call, ping): Call) -> Result<()> {
        let Some(t) = self.store.tournament(id).await? else {
            return Ok(());
        };
        let content = Some(call.render(self.guild_lang(t.new.guild).await));
        let view = View {
            content,
            ping,
            ..View::default()
        };
        self.post(Server::Of(t.new.guild), t.new.channel, view)
            .await
            .map(drop)
    }

    /// Shows tournament `id` as the store has it now.
    pub(super) async fn show_tournament(self: &Arc<Self>, id: TournamentId) -> Result<()> {
        let tables = self.tables().ok_or(Error::Internal("no engine".into()))?;
        let (play, rows) = tables.tournament_report(id).await?;
        let (t, now) = (&play.tournament, unix_now());
        let (server, lang) = (Server::Of(t.new.guild), self.guild_lang(t.new.guild).await);
        let channel = serenity::all::ChannelId::new(t.new.channel.0);
        for table in tables.tables_to_place(id).await? {
            let name = thread_name(lang, &t.new.name, (table.round, table.number));
            let made = self.background(server, || async {
                let new = CreateThread::new(name.clone()).kind(ChannelType::PublicThread);
                Ok(ChannelId(
                    channel.create_thread(&self.http, new).await?.id.get(),
                ))
            });
            let thread = made.await.inspect(|&thread| self.thread_made(thread)).ok();
            tables.table_placed(table.game, thread).await?;
            let ping = View {
                content: Some(table_ping(lang, &t.new.name, table.round, &table.players)),
                ping: table.players.clone(),
                ..View::default()
            };
            if let Some(thread) = thread
                && let Err(e) = self.post(server, thread, ping).await
            {
                tracing::warn!(game = %table.game, error = %e, "could not ping a table's players");
            }
        }
        if let Some(message) = t.signup_message {
            match self
                .edit(server, t.new.channel, message, signup_view(lang, &play))
                .await
            {
                Err(e) if !is_gone(&e) => return Err(e),
                _ => self.store.signup_shown(id, t.signup_version).await?,
            }
        }
        if t.state != TournamentState::Finished || !self.store.claim_podium(id, now).await? {
            return Ok(());
        }
        let board = crate::discord::commands::cards::standings_png(self, lang, &play, &rows).await;
        let (content, ping) = podium_ping(lang, &rows);
        let card = podium_card(lang, &play, &rows);
        let podium = View {
            embed: Some(match board.is_some() {
                true => card.image("attachment://board.png"),
                false => card,
            }),
            content: Some(content),
            alt: Some(crate::words::tournaments::standings_text(
                lang, &play, &rows,
            )),
            board,
            ping,
            ..View::default()
        };
        let nonce = format!("tp{id}");
        let refused = |e: &Error| refused_for_good(e) || !self.doors.open(t.new.channel);
        match self.post_once(server, t.new.channel, podium, &nonce).await {
            Ok(message) => self.store.mark_podium_posted(id, Some(message)).await?,
            Err(e) if refused(&e) => self.store.mark_podium_posted(id, None).await?,
            Err(e) => {
                self.store.release_podium(id, now).await?;
                return Err(e);
            }
        }
        Ok(())
    }
}
