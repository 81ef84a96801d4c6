//! The emulator on Discord's unhappy paths, driven with serenity's own `Http` (as the bot would
//! call it) and a bare serenity client that records what reaches it on the gateway: threads in
//! threads, archived and locked threads.

use std::time::Duration;

use hypnosia_emulator::{Emulator, ThreadState};
use serenity::all::{
    ApplicationId, Builder, ChannelId, ClientBuilder, Command, Context, CreateCommand,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, CreateThread,
    EditMessage, EditThread, EventHandler, GatewayIntents, GuildChannel, GuildId, Http,
    HttpBuilder, HttpError, InteractionId, Message, MessageId, Permissions, UserId,
};
use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver, UnboundedSender};

const WAIT: Duration = Duration::from_secs(10);

/// What the recording client saw on the gateway.
#[derive(Debug, PartialEq)]
enum Seen {
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

struct World {
    emu: Emulator,
    channel: ChannelId,
    alice: UserId,
    http: Http,
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
async fn world(intents: GatewayIntents) -> World {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let (tx, events) = unbounded_channel();
    let gateway_http = HttpBuilder::new(emu.token())
        .proxy(emu.api_url())
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
        channel,
        alice,
        http,
        events,
        client,
    }
}

impl World {
    /// Waits for an event matching `pred`, skipping others.
    async fn expect_event(&mut self, pred: impl Fn(&Seen) -> bool) -> Seen {
        loop {
            match tokio::time::timeout(WAIT, self.events.recv()).await {
                Ok(Some(e)) if pred(&e) => return e,
                Ok(Some(_)) => {}
                other => panic!("expected event never came: {other:?}"),
            }
        }
    }

    /// Registers `/ping` and injects it as alice in `channel`; the test answers it.
    async fn ping(&self, channel: ChannelId) -> hypnosia_emulator::InteractionHandle {
        if !self.emu.commands(None).iter().any(|c| c["name"] == "ping") {
            Command::create_global_command(&self.http, CreateCommand::new("ping").description("p"))
                .await
                .expect("register");
        }
        self.emu.slash(self.alice, channel, "ping", &[])
    }

    async fn post(&self, channel: ChannelId, content: &str) -> serenity::Result<Message> {
        channel
            .send_message(&self.http, CreateMessage::new().content(content))
            .await
    }
}

/// (HTTP status, Discord code) of a failed serenity call.
#[track_caller]
fn refusal<T: std::fmt::Debug>(r: serenity::Result<T>) -> (u16, isize) {
    match r {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => {
            (e.status_code.as_u16(), e.error.code)
        }
        other => panic!("expected an unsuccessful request, got {other:?}"),
    }
}

fn rules(emu: &Emulator) -> Vec<String> {
    emu.take_violations().into_iter().map(|v| v.rule).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_cannot_hold_a_thread() {
    let w = world(GatewayIntents::GUILDS).await;
    let thread = w.emu.add_thread(w.channel, "lobby");
    assert_eq!(w.emu.threads(w.channel), [thread]);
    assert_eq!(w.emu.channel_name(thread).as_deref(), Some("lobby"));
    let open = ThreadState {
        archived: false,
        locked: false,
    };
    assert_eq!(w.emu.thread_state(thread), Some(open));

    // A lobby opened inside the thread: the bot answers, then tries to give it its own thread.
    let h = w.ping(thread).await;
    let reply = CreateInteractionResponseMessage::new().content("lobby");
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("reply in the thread");
    let lobby = h.snapshot().original.expect("reply");
    assert_eq!(lobby.channel_id, thread);
    let from_message = thread
        .create_thread_from_message(&w.http, lobby.id, CreateThread::new("game"))
        .await;
    assert_eq!(refusal(from_message), (400, 50024));
    let plain = thread
        .create_thread(&w.http, CreateThread::new("game"))
        .await;
    assert_eq!(refusal(plain), (400, 50024));
    let dm = w.emu.dm_channel(w.alice);
    assert_eq!(
        refusal(dm.create_thread(&w.http, CreateThread::new("game")).await),
        (400, 50024)
    );
    assert!(w.emu.threads(thread).is_empty());

    // The parent still takes threads.
    let msg = w.post(w.channel, "lobby").await.expect("post");
    w.channel
        .create_thread_from_message(&w.http, msg.id, CreateThread::new("game"))
        .await
        .expect("thread in the text channel");
    assert_eq!(w.emu.threads(w.channel).len(), 2);
    // Legitimate tries: nothing recorded.
    w.emu.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "not a guild text channel")]
async fn add_thread_refuses_a_thread_parent() {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("g");
    let channel = emu.add_channel(guild, "games");
    let thread = emu.add_thread(channel, "lobby");
    emu.add_thread(thread, "inner");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn archived_threads_reopen_on_a_post_unless_locked() {
    let mut w = world(GatewayIntents::GUILDS).await;
    let thread = w.emu.add_thread(w.channel, "game");
    let board = w.post(thread, "board").await.expect("post");

    w.emu.archive_thread(thread, false);
    let archived = |a: bool| {
        move |e: &Seen| {
            *e == Seen::ThreadUpdate {
                thread,
                archived: a,
            }
        }
    };
    w.expect_event(archived(true)).await;
    let edit = thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await;
    assert_eq!(
        refusal(edit),
        (400, 50083),
        "no edits in an archived thread"
    );
    let slash = w.emu.try_slash(w.alice, thread, "ping", &[]);
    assert!(slash.expect_err("no commands").contains("archived thread"));
    w.post(thread, "still here")
        .await
        .expect("a post reopens it");
    w.expect_event(archived(false)).await;
    let open = ThreadState {
        archived: false,
        locked: false,
    };
    assert_eq!(w.emu.thread_state(thread), Some(open));
    thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await
        .expect("edit once reopened");

    w.emu.archive_thread(thread, true);
    w.expect_event(archived(true)).await;
    assert_eq!(refusal(w.post(thread, "move 3").await), (400, 50083));
    let edit = thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 3"))
        .await;
    assert_eq!(refusal(edit), (400, 50083));
    let shut = ThreadState {
        archived: true,
        locked: true,
    };
    assert_eq!(w.emu.thread_state(thread), Some(shut));
    assert_eq!(w.emu.messages(thread).len(), 2);
    assert_eq!(w.emu.message(board.id).expect("board").content, "move 2");
    w.emu.assert_no_violations();

    // Locked but active: only Manage Threads may post (the bot has it by default).
    w.emu.unarchive_thread(thread);
    thread
        .edit_thread(&w.http, EditThread::new().locked(true))
        .await
        .expect("the bot locks its thread");
    w.post(thread, "moderator post")
        .await
        .expect("with Manage Threads");
    w.emu
        .set_channel_permission(w.channel, Permissions::MANAGE_THREADS, false);
    assert_eq!(refusal(w.post(thread, "move 4").await), (403, 50013));
    assert_eq!(rules(&w.emu), ["permissions"]);
}
