//! A tournament's calls, and its posts of the engine's outbox: its sign-up message and its one
//! public standings message, edited as they change, its podium, its tables' threads, and
//! what comes next under its tables' results, edited once the next round started.

use std::sync::Arc;

use super::cards::standings_view;
use super::seasons::refused_for_good;
use super::{Bot, DiscordScreen, Server, View, is_gone};
use crate::discord::error::{Error, Result};
use crate::i18n::Text;
use crate::live::{Post, PostData, PostReport, Report};
use crate::seating::{NewTournament, TournamentId, TournamentPlay, TournamentState};
use crate::showing::nonces::outbox_nonce;
use crate::showing::threads::NewThread;
use crate::table::{ChannelId, MessageId, RatingChange, Table, UserId};
use crate::views::messages::signup_view;
use crate::words::tournament_follow::{TableNext, standings_over_card};
use crate::words::tournaments::{podium_card, podium_ping, thread_name};
use serenity::all::ChannelId as SChannelId;
use serenity::all::{EditMessage, MessageId as SMessageId};

impl DiscordScreen {
    /// Tournament `id`'s call (what it says, whom it pings), posted once in its channel.
    pub(super) async fn call(&self, id: TournamentId, call: (Text, Vec<UserId>)) -> Result<()> {
        let t = self.store.tournament(id).await?;
        let t = t.ok_or(Error::Internal("gone".into()))?;
        let view = View {
            content: Some(call.0.render(self.guild_lang(t.new.guild).await)),
            ping: call.1,
            ..View::default()
        };
        let at = (Server::Of(t.new.guild), t.new.channel);
        self.post(at.0, at.1, view).await.map(drop)
    }

    /// An owed post of the engine's outbox (a podium, a season's end, a reminder, a tournament's
    /// messages and tables' threads), made: what became of it.
    pub(super) async fn show_post(self: &Arc<Self>, post: &Post) -> PostReport {
        match &post.data {
            PostData::Podium(report) => self.podium(post, report).await,
            PostData::SeasonEnd {
                season,
                channel,
                page,
                colors,
            } => (self.season_end(post, (*season, *channel), (page, colors))).await,
            PostData::Reminder { table, deadline } => {
                self.post_reminder(post, table, *deadline).await
            }
            PostData::Daily(daily) => self.daily_puzzle(daily).await,
            PostData::Table { new, at, since, .. } => self.thread(new, *at, *since).await,
            PostData::Signup { play, message } => self.signup(play, *message).await,
            PostData::Standings { report, message } => self.standings(post, report, *message).await,
            PostData::Next {
                table,
                changes,
                next,
                at,
            } => self.next_started(post, (table, changes), next, *at).await,
        }
    }

    /// Tournament `report`'s podium, posted once in its channel.
    async fn podium(&self, post: &Post, report: &Report) -> PostReport {
        let (play, rows) = report;
        let (guild, at) = (play.tournament.new.guild, play.tournament.new.channel);
        let lang = self.guild_lang(guild).await;
        let view = standings_view(self, lang, report).await;
        let (content, ping) = podium_ping(lang, rows);
        let podium = View {
            embed: Some(podium_card(lang, play, rows, view.board.is_some())),
            content: Some(content),
            ping,
            ..view
        };
        let place = (Server::Of(guild), at);
        let shown = self
            .post_owed(place, podium, &outbox_nonce(post), post.look_since)
            .await;
        self.post_report(shown, at)
    }

    /// A tournament's sign-up message, `message`, edited to show `play`: gone, or refused for
    /// good (a permission, a door shut for good), it is not tried again until it changes again.
    async fn signup(&self, play: &TournamentPlay, message: MessageId) -> PostReport {
        let (guild, at) = (play.tournament.new.guild, play.tournament.new.channel);
        let view = signup_view(self.guild_lang(guild).await, play);
        let edited = (self.edit(&Bot::paced(Server::Of(guild)), at, message, view)).await;
        self.post_report(edited.map(|()| message), at)
    }

    /// A tournament's one public standings message as `report` has them: edited, else posted.
    async fn standings(&self, post: &Post, report: &Report, old: Option<MessageId>) -> PostReport {
        let t = &report.0.tournament;
        let (server, at) = (Server::Of(t.new.guild), t.new.channel);
        let lang = self.guild_lang(t.new.guild).await;
        let view = match t.state {
            // Over: the podium below holds the one picture.
            TournamentState::Finished => View {
                embed: Some(standings_over_card(lang, &report.0)),
                ..View::default()
            },
            _ => standings_view(self, lang, report).await,
        };
        let edited = match old {
            Some(m) => (self.edit(&Bot::paced(server), at, m, view.clone()).await).map(|()| m),
            None => Err(Error::Internal("not posted yet".into())),
        };
        let shown = match edited {
            Err(e) if old.is_none() || is_gone(&e) => {
                self.post_owed((server, at), view, &outbox_nonce(post), post.look_since)
                    .await
            }
            shown => shown,
        };
        self.post_report(shown, at)
    }

    /// A tournament table's results, `at`, once the next round started: their card alone edited
    /// to say what comes next now (their picture, buttons and the line above them kept).
    async fn next_started(
        &self,
        post: &Post,
        (table, changes): (&Table, &[RatingChange]),
        next: &TableNext,
        (at, message): (ChannelId, MessageId),
    ) -> PostReport {
        let lang = self.guild_lang(post.guild).await;
        let card = crate::views::results::results_next_card(lang, table, changes, next);
        let edit = EditMessage::new().embeds(vec![crate::discord::view::embed(card)]);
        let (channel, id) = (SChannelId::new(at.0), SMessageId::new(message.0));
        let edited = async {
            self.door_open(at)?;
            let http = &self.http;
            (self.background(Server::Of(post.guild), || async {
                channel.edit_message(http, id, edit.clone()).await?;
                Ok(())
            }))
            .await
        };
        let edited = edited.await;
        self.after_call(at, &edited);
        self.post_report(edited.map(|()| message), at)
    }

    /// A tournament table's thread under `new`'s open door (shut, or a failure: tried again),
    /// made once: handed over again (`since`), it takes the thread it made then, if any. Where
    /// none can be made (refused for good), the table plays in the channel.
    async fn thread(&self, new: &NewTournament, at: (u16, u16), since: Option<i64>) -> PostReport {
        let name = thread_name(self.guild_lang(new.guild).await, &new.name, at);
        let thread = NewThread {
            server: new.guild,
            parent: new.channel,
            from: None,
            name: &name,
            archived_after_a_day: false,
            background: true,
            tried_since: since,
        };
        match self.open_thread(&thread).await {
            Ok(Some(thread)) => PostReport::Opened(thread),
            Ok(None) => PostReport::Done,
            Err(e) if !e.held() && refused_for_good(&e) => PostReport::Done,
            Err(_) => PostReport::Failed,
        }
    }
}
