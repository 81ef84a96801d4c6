//! Discord as the tables' screen: what the engine (`crate::live`) commits is
//! shown here, handed over in order per game (`show.rs`), with no lock held
//! while Discord answers; posts carry a nonce, calls that fail for a passing
//! reason are tried again, and a show ends saying whether Discord has it. Beside the shows: each server's settings as far as known, turn DMs
//! and reminders, season announcements, podiums and the daily puzzle.

mod by_clicks;
pub(crate) mod cards;
mod channel;
mod daily;
pub mod doors;
mod faces;
mod notify;
mod owed_posts;
mod paid;
mod reminders;
mod seasons;
mod settings;
mod show;
pub(crate) mod threads;
mod tournaments;

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;

use serenity::all::{ComponentInteraction, Http};
use tokio::sync::oneshot::Receiver;
use tracing::warn;

use crate::config::Config;
use crate::discord::answer::Ack;
use crate::discord::error::{Error, Result, discord_code, discord_status, is_transient};
use crate::discord::view::ToDiscord;
use crate::heavy::{LaneError, Lanes, lanes::Waiting};
use crate::i18n::{Lang, Text};
use crate::live::{Change, Learned, Notice, Post, PostReport, Screen, Shown, Tables};
use crate::pace::{Pace, RETRY_PAUSES};
use crate::seating::TournamentId;
use crate::showing::nonces::random_nonce;
pub use crate::showing::server::Server;
use crate::store::Store;
use crate::table::{ChannelId, GameId, Lobby, MessageId, Table, UserId};
use crate::text;
use crate::views::messages;
use crate::views::view::View;
use crate::words::markup::CommandIds;
pub use paid::Bot;

/// The engine as the bot runs it: its tables, shown on Discord.
pub type LiveTables = Tables<DiscordScreen>;

/// The bot's Discord side: shared by commands, clicks and the shows.
pub struct DiscordScreen {
    /// Written by the engine alone: the commands read through [`Self::reads`].
    store: Store,
    pub http: Arc<Http>,
    pub config: Config,
    /// The registered commands' ids, for mentions in messages.
    pub commands: Arc<CommandIds>,
    /// Each server's settings, as far as known (see `settings.rs`).
    settings: std::sync::Mutex<HashMap<crate::table::Community, crate::table::GuildSettings>>,
    /// What each game and lobby shows, in order (see `show.rs`), paid for
    /// by the click they follow while it is good (see `paid.rs`).
    shows: show::Shows,
    payers: crate::showing::click_pays::Payers<Ack>,
    /// The turn ping and the board each game reached only through clicks shows now.
    pings: by_clicks::Pings,
    boards: crate::showing::board_clicks::BoardClicks<Ack>,
    /// A removal or an end by time-outs told once where only clicks show it.
    notices: crate::showing::timeout_notices::TimeoutNotices,
    /// What those games' shows posted, kept with them for a restart.
    kept: crate::showing::kept_tokens::KeptTokens,
    /// Each game's log, edited at most every `log_every`, and at once once
    /// the process stops (see `channel.rs`).
    logs: crate::showing::click_pays::Coalesced<(Lang, Table, usize)>,
    logs_at_once: std::sync::atomic::AtomicBool,
    /// The channels the bot no longer calls (see `doors.rs`).
    doors: Arc<crate::showing::doors::Doors>,
    /// Where drawings run: live boards on their own slots (one per CPU; more
    /// would only share the same CPUs, and each drawing thread keeps a
    /// full-size canvas of its own), heavy work on the heavy lane.
    pub lanes: Arc<Lanes>,
    /// People's faces, fetched in the background (see `faces.rs`).
    pub faces: Arc<crate::faces::FaceBook>,
    /// The pace of background calls and their breaker ([`crate::pace`]).
    pub pace: Arc<Pace>,
}

/// Whether a member holds Manage Server, as the interaction says.
pub fn manages_server(member: Option<&serenity::all::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// The name a member goes by in this server (display text only).
pub fn member_name(c: &ComponentInteraction) -> String {
    c.member.as_ref().map_or_else(
        || c.user.display_name().to_owned(),
        |m| m.display_name().to_owned(),
    )
}

impl DiscordScreen {
    pub fn new(
        store: Store,
        (http, cache): (Arc<Http>, Arc<serenity::all::Cache>),
        config: Config,
        lanes: Arc<Lanes>,
        pace: Arc<Pace>,
    ) -> DiscordScreen {
        let faces =
            crate::faces::FaceBook::asking_again_after(&config.cdn_url, config.waits.faces_fresh);
        let members = faces::RestMembers(Arc::clone(&http), Arc::clone(&pace), cache);
        faces.set_members(Arc::new(members));
        let pays = config.waits.click_pays;
        DiscordScreen {
            kept: crate::showing::kept_tokens::KeptTokens::new(store.clone(), pays),
            store,
            http,
            pings: by_clicks::Pings::new(pays),
            boards: crate::showing::board_clicks::BoardClicks::new(pays),
            config,
            commands: Arc::default(),
            settings: std::sync::Mutex::new(HashMap::new()),
            shows: show::Shows::default(),
            payers: Default::default(),
            notices: Default::default(),
            logs: Default::default(),
            logs_at_once: Default::default(),
            doors: Arc::default(),
            lanes,
            faces,
            pace,
        }
    }

    /// A background call for `server` ([`Server`]): [`retrying`], each try in
    /// that server's turn of the pace and none while the breaker is open
    /// ([`Error::Stopped`]: owed, not lost); its outcome goes to the breaker.
    pub(crate) async fn background<T, F: std::future::Future<Output = Result<T>>>(
        &self,
        server: Server,
        mut call: impl FnMut() -> F,
    ) -> Result<T> {
        let pace = &self.pace;
        retrying(|| {
            let call = call();
            async move {
                let pass = pace.background_call(server.turn()).await?;
                let done = call.await;
                // The gate counted the refusals (`pace::gate`).
                let outcome = done.as_ref().map(|_| ()).map_err(|e| match e {
                    Error::Discord(e) => discord_status(e),
                    _ => None,
                });
                pace.note_outcome(pass, outcome);
                done
            }
        })
        .await
    }

    /// The store, for reading only: what the commands answer from.
    pub fn reads(&self) -> crate::store::Reads<'_> {
        self.store.reads()
    }

    /// The bot's tables and their screen: the engine runs on this process's
    /// shards and shows on Discord, which answers it and holds it not.
    pub fn with_tables(self) -> (Arc<DiscordScreen>, Arc<LiveTables>) {
        let (store, settings) = (self.store.clone(), self.config.live_settings());
        let screen = Arc::new(self);
        let lanes = Arc::clone(&screen.lanes);
        (
            Arc::clone(&screen),
            Tables::new(store, screen, settings, lanes),
        )
    }

    /// Whether every show is done (nothing queued or under way).
    pub fn shows_idle(&self) -> bool {
        self.shows.idle()
    }

    async fn edit(&self, bot: &Bot, at: ChannelId, message: MessageId, view: View) -> Result<()> {
        self.door_open(at)?;
        if paid::edit(&self.http, bot.payer.as_ref(), message, &view).await {
            return Ok(());
        }
        let server = bot.server;
        let (channel, message) = (
            serenity::all::ChannelId::new(at.0),
            serenity::all::MessageId::new(message.0),
        );
        let (http, view) = (&self.http, &view);
        let edited = self
            .background(server, || async move {
                channel
                    .edit_message(http, message, view.clone().into_edit())
                    .await?;
                Ok(())
            })
            .await;
        self.after_call(at, &edited);
        edited
    }

    /// Builds a view that draws the board of `t` off the async threads: a
    /// board is milliseconds of CPU work, which would hold up every other
    /// click, gateway event and HTTP answer waiting for the same worker
    /// thread. Live boards wait their turn on the live lane, the servers in
    /// turn, never behind heavy work (see [`Lanes`]).
    async fn draw(&self, t: &Table, view: impl FnOnce() -> View + Send + 'static) -> Result<View> {
        self.draw_for(t, (Waiting::Screen, View::default), view)
            .await
    }

    /// [`Self::draw`], first on the lane when a click waits for it; `words` if given up.
    async fn draw_for(
        &self,
        t: &Table,
        (waiting, words): (Waiting, impl FnOnce() -> View),
        view: impl FnOnce() -> View + Send + 'static,
    ) -> Result<View> {
        let drawn = self.lanes.live_for(t.place.community(), waiting, view);
        drawn.await.or_else(|e| match e {
            LaneError::GaveUp => Ok(words()),
            LaneError::Overtaken => Err(Error::Overtaken),
            e => Err(Error::Internal(format!("drawing failed: {e}"))),
        })
    }

    /// A heavy drawing (a replay step, a chart) on the heavy lane, which gives
    /// way to live boards; refused with "busy, try again" when its queue is
    /// full. GIF exports reserve a long job instead (`Lanes::reserve_long`).
    pub async fn draw_heavy<T: Send + 'static>(
        &self,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        self.lanes.quick(drawing).await.map_err(|e| match e {
            LaneError::Busy => Error::user(text!("refusal-drawing-busy")),
            e => Error::Internal(format!("drawing failed: {e}")),
        })
    }

    /// Posts a message with a nonce of its own (see `post_once`).
    pub async fn post(&self, server: Server, channel: ChannelId, view: View) -> Result<MessageId> {
        self.post_once(server, channel, view, &random_nonce()).await
    }

    /// Posts a message. Tried again after a passing failure with the same
    /// nonce, which Discord enforces: a post that reached Discord but whose
    /// answer was lost is not posted twice (nor is one posted again with the
    /// same nonce after a restart, within Discord's window).
    pub(crate) async fn post_once(
        &self,
        server: Server,
        at: ChannelId,
        view: View,
        nonce: &str,
    ) -> Result<MessageId> {
        self.door_open(at)?;
        let channel = serenity::all::ChannelId::new(at.0);
        let (http, view) = (&self.http, &view);
        let posted = self
            .background(server, || async move {
                let message = view
                    .clone()
                    .into_message()
                    .nonce(serenity::all::Nonce::String(nonce.to_owned()))
                    .enforce_nonce(true);
                let msg = channel.send_message(http, message).await?;
                Ok(MessageId(msg.id.get()))
            })
            .await;
        self.after_call(at, &posted);
        posted
    }
}

impl Screen for DiscordScreen {
    type Click = Ack;

    async fn show(self: Arc<Self>, change: Change<Ack>) -> Shown {
        let shown = Arc::clone(&self).show_handed(change).await;
        let learned = self.doors.learned();
        Shown { learned, ..shown }
    }

    async fn post(self: Arc<Self>, post: Post) -> (PostReport, Learned) {
        (self.show_post(&post).await, self.doors.learned())
    }

    fn notice(self: Arc<Self>, notice: Notice) -> impl Future<Output = Learned> + Send + 'static {
        // A lobby's and a tournament's shows queued now, in the order told.
        let (queued, vote) = match notice {
            Notice::LobbyExpired(lobby) => (self.lobby_expired(*lobby), None),
            Notice::VoteExpired { game, at } => (None, Some((game, at))),
            // Everything a sweep finds owed comes as a post of the outbox.
            Notice::Swept => (None, None),
            Notice::TournamentCall { id, call, people } => {
                let call = crate::words::tournaments::call_text(&call, &people);
                (Some(self.tournament_call(id, (call, people))), None)
            }
            Notice::SettingChanged { guild, change, now } => {
                self.setting_changed(guild, &change, *now);
                (None, None)
            }
        };
        async move {
            if let Some((game, at)) = vote {
                self.vote_expired(game, at).await;
            }
            if let Some(queued) = queued {
                let _ = queued.await;
            }
            self.doors.learned()
        }
    }

    fn opens_threads(&self) -> bool {
        true
    }
}

impl DiscordScreen {
    fn lobby_expired(self: &Arc<Self>, lobby: Lobby) -> Option<Receiver<()>> {
        let msg = lobby.place.screen.message?;
        // None: only a click could say so; one on it is told.
        let server = Server::of(&lobby.place)?;
        let screen = Arc::clone(self);
        Some(self.in_order(crate::live::ShowKey::Lobby(lobby.id), async move {
            let lang = screen.guild_lang(lobby.place.community()).await;
            let view = messages::lobby_closed_view(lang, &text!("lobby-idle-closed"));
            let (bot, at) = (Bot::paced(server), lobby.place.venue.channel());
            if let Err(e) = screen.edit(&bot, at, msg, view).await {
                warn!(lobby = %lobby.id, error = %e, "could not show that an idle lobby closed");
            }
        }))
    }

    async fn vote_expired(&self, game: GameId, at: (ChannelId, MessageId, Lang)) {
        let (channel, message, lang) = at;
        let view = crate::views::votes::vote_closed_view(lang, game, &text!("vote-expired"));
        let bot = Bot::paced(Server::Channel(channel));
        if let Err(e) = self.edit(&bot, channel, message, view).await {
            warn!(%game, error = %e, "could not close the cancel vote's message");
        }
    }

    fn tournament_call(
        self: &Arc<Self>,
        id: TournamentId,
        call: (Text, Vec<UserId>),
    ) -> Receiver<()> {
        let screen = Arc::clone(self);
        self.in_order(crate::live::ShowKey::Tournament(id), async move {
            if let Err(e) = screen.call(id, call).await {
                warn!(tournament = %id, error = %e, "could not post a tournament's call");
            }
        })
    }
}

/// Whether a failed call means the message can no longer be edited (deleted
/// by a moderator, the bot lost access, or its thread was archived), so a new
/// message is due; a post reopens an archived thread that is not locked.
fn is_gone(e: &Error) -> bool {
    match e {
        Error::Discord(e) => matches!(discord_code(e), Some(10003 | 10008 | 50001 | 50083)),
        _ => false,
    }
}

/// Makes a call to Discord, again after each pause of [`RETRY_PAUSES`] while it
/// fails for a passing reason.
pub(crate) async fn retrying<T, F: std::future::Future<Output = Result<T>>>(
    mut call: impl FnMut() -> F,
) -> Result<T> {
    for pause in RETRY_PAUSES {
        match call().await {
            Err(Error::Discord(e)) if is_transient(&e) => {
                let e = Error::Discord(e);
                warn!(error = %e, ?pause, "Discord asked to try again later");
                tokio::time::sleep(pause).await;
            }
            done => return done,
        }
    }
    call().await
}
