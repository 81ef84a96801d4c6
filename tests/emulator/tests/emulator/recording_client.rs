//! Shared set-up of the tests that drive the emulator with serenity's own `Http` (as the bot
//! would call it) and a bare serenity client that records what reaches it on the gateway, so
//! a test can tell what Discord would have told the bot. Used by `threads.rs`, `faults.rs`,
//! `injected_failures.rs` and `command_localizations.rs`.

use std::time::Duration;

use hypnosia_emulator::Emulator;
use serde_json::Value;
use serenity::all::{
    ApplicationId, ChannelId, ClientBuilder, Command, Context, CreateCommand, CreateMessage,
    EventHandler, GatewayIntents, GuildChannel, GuildId, Http, HttpBuilder, HttpError, Message,
    MessageId, UserId,
};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

pub const WAIT: Duration = Duration::from_secs(10);

/// What the recording client saw on the gateway.
#[derive(Debug, PartialEq)]
pub enum Seen {
    Deleted(ChannelId, MessageId),
    ThreadUpdate { thread: ChannelId, archived: bool },
    ChannelCreate(ChannelId),
}

struct Recorder(UnboundedSender<Seen>);

#[serenity::async_trait]
impl EventHandler for Recorder {
    async fn message_delete(
        &self,
        _: Context,
        channel: ChannelId,
        message: MessageId,
        _: Option<GuildId>,
    ) {
        let _ = self.0.send(Seen::Deleted(channel, message));
    }

    async fn thread_update(&self, _: Context, _: Option<GuildChannel>, new: GuildChannel) {
        let archived = new.thread_metadata.expect("thread metadata").archived;
        let _ = self.0.send(Seen::ThreadUpdate {
            thread: new.id,
            archived,
        });
    }

    async fn channel_create(&self, _: Context, channel: GuildChannel) {
        let _ = self.0.send(Seen::ChannelCreate(channel.id));
    }
}

pub struct World {
    pub emu: Emulator,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub alice: UserId,
    pub http: Http,
    events: UnboundedReceiver<Seen>,
    client: tokio::task::JoinHandle<()>,
}

impl Drop for World {
    fn drop(&mut self) {
        self.client.abort();
    }
}

/// An emulator with one guild, channel and user, and a serenity client connected with `intents`
/// that records events (it answers nothing: the tests answer interactions through `http`).
pub async fn world(intents: GatewayIntents) -> World {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let (tx, events) = unbounded_channel();
    let gateway_http = HttpBuilder::new(emu.token())
        .proxy(emu.plain_api_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(gateway_http, intents)
        .event_handler(Recorder(tx))
        .await
        .expect("client");
    let client = tokio::spawn(async move {
        let _ = client.start().await;
    });
    assert!(emu.wait_ready(WAIT).await, "client never identified");
    let http = emu.http();
    http.set_application_id(ApplicationId::new(emu.bot_id().get()));
    World {
        emu,
        guild,
        channel,
        alice,
        http,
        events,
        client,
    }
}

impl World {
    /// Waits for an event matching `pred`, skipping others.
    pub async fn expect_event(&mut self, pred: impl Fn(&Seen) -> bool) -> Seen {
        loop {
            match tokio::time::timeout(WAIT, self.events.recv()).await {
                Ok(Some(e)) if pred(&e) => return e,
                Ok(Some(_)) => {}
                other => panic!("expected event never came: {other:?}"),
            }
        }
    }

    /// Every event seen until a CHANNEL_CREATE the test triggers as a fence. Dispatches are sent
    /// in order, but serenity runs handlers as separate tasks, so stragglers get a moment more.
    pub async fn events_until_fence(&mut self) -> Vec<Seen> {
        let fence = self.emu.add_channel(self.guild, "fence");
        let mut seen = Vec::new();
        loop {
            match tokio::time::timeout(WAIT, self.events.recv()).await {
                Ok(Some(Seen::ChannelCreate(c))) if c == fence => break,
                Ok(Some(e)) => seen.push(e),
                other => panic!("fence never came: {other:?}"),
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        while let Ok(e) = self.events.try_recv() {
            seen.push(e);
        }
        seen
    }

    /// Registers `/ping` and injects it as alice in `channel`; the test answers it.
    pub async fn ping(&self, channel: ChannelId) -> hypnosia_emulator::InteractionHandle {
        if !self.emu.commands(None).iter().any(|c| c["name"] == "ping") {
            Command::create_global_command(&self.http, CreateCommand::new("ping").description("p"))
                .await
                .expect("register");
        }
        self.emu.slash(self.alice, channel, "ping", &[])
    }

    pub async fn post(&self, channel: ChannelId, content: &str) -> serenity::Result<Message> {
        channel
            .send_message(&self.http, CreateMessage::new().content(content))
            .await
    }
}

/// (HTTP status, Discord code) of a failed serenity call.
#[track_caller]
pub fn refusal<T: std::fmt::Debug>(r: serenity::Result<T>) -> (u16, isize) {
    match r {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => {
            (e.status_code.as_u16(), e.error.code)
        }
        other => panic!("expected an unsuccessful request, got {other:?}"),
    }
}

pub fn rules(emu: &Emulator) -> Vec<String> {
    emu.take_violations().into_iter().map(|v| v.rule).collect()
}

/// A raw request with the bot token, to see the headers serenity hides.
pub async fn raw(
    emu: &Emulator,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> reqwest::Response {
    reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {}", emu.token()))
        .json(&body)
        .send()
        .await
        .expect("request")
}
