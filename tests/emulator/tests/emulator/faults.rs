//! The emulator on Discord's unhappy paths, driven with serenity's own `Http` (as the bot would
//! call it) and a bare serenity client that records what reaches it on the gateway: threads in
//! threads, archived and locked threads, deleted messages, lost permissions, injected 429s and
//! 5xx.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hypnosia_emulator::{Emulator, Failure, ThreadState};
use serde_json::{json, Value};
use serenity::all::{
    ApplicationId, Builder, ChannelId, ClientBuilder, Command, Context, CreateActionRow,
    CreateButton, CreateCommand, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateThread, EditInteractionResponse, EditMessage, EditThread, EventHandler, GatewayIntents,
    GuildChannel, GuildId, Http, HttpBuilder, HttpError, InteractionId, Message, MessageId,
    Permissions, UserId,
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
    guild: GuildId,
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
    async fn expect_event(&mut self, pred: impl Fn(&Seen) -> bool) -> Seen {
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
    async fn events_until_fence(&mut self) -> Vec<Seen> {
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_deletes_a_message() {
    let mut w = world(GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES).await;
    let row = CreateActionRow::Buttons(vec![CreateButton::new("join").label("Join")]);
    let lobby = w
        .channel
        .send_message(
            &w.http,
            CreateMessage::new().content("lobby").components(vec![row]),
        )
        .await
        .expect("post");

    w.emu.delete_message(w.channel, lobby.id);
    let channel = w.channel;
    w.expect_event(|e| *e == Seen::Deleted(channel, lobby.id))
        .await;
    assert!(w.emu.message(lobby.id).is_none());
    assert!(w.emu.messages(w.channel).is_empty());
    assert_eq!(
        refusal(w.channel.message(&w.http, lobby.id).await),
        (404, 10008)
    );
    let edit = w
        .channel
        .edit_message(&w.http, lobby.id, EditMessage::new().content("x"))
        .await;
    assert_eq!(refusal(edit), (404, 10008));
    assert_eq!(
        refusal(w.channel.delete_message(&w.http, lobby.id).await),
        (404, 10008)
    );
    let click = w.emu.try_click(w.alice, w.channel, lobby.id, "join");
    assert!(click.expect_err("no click").contains("deleted"));

    // The reply to a command, deleted: its token can no longer edit it.
    let h = w.ping(w.channel).await;
    let reply = CreateInteractionResponseMessage::new().content("board");
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("reply");
    let original = h.snapshot().original.expect("reply").id;
    w.emu.delete_message(w.channel, original);
    let edit = EditInteractionResponse::new()
        .content("move 2")
        .execute(&w.http, h.token())
        .await;
    assert_eq!(refusal(edit), (404, 10008));
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn message_delete_needs_the_guild_messages_intent() {
    let mut w = world(GatewayIntents::GUILDS).await;
    let msg = w.post(w.channel, "board").await.expect("post");
    w.emu.delete_message(w.channel, msg.id);
    let seen = w.events_until_fence().await;
    assert!(
        !seen.iter().any(|e| matches!(e, Seen::Deleted(..))),
        "{seen:?}"
    );
    assert!(w.emu.message(msg.id).is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_permissions_refuse_posts_but_not_interaction_answers() {
    let w = world(GatewayIntents::GUILDS).await;
    let board = w.post(w.channel, "board").await.expect("post");
    let embed = || CreateEmbed::new().title("Board");

    w.emu
        .set_channel_permission(w.channel, Permissions::SEND_MESSAGES, false);
    assert_eq!(refusal(w.post(w.channel, "move").await), (403, 50013));
    // Discord lets a bot that may no longer send edit what it sent.
    w.channel
        .edit_message(&w.http, board.id, EditMessage::new().content("move 1"))
        .await
        .expect("edit without Send Messages");

    w.emu
        .set_channel_permission(w.channel, Permissions::EMBED_LINKS, false);
    let edit = w
        .channel
        .edit_message(&w.http, board.id, EditMessage::new().embed(embed()))
        .await;
    assert_eq!(refusal(edit), (403, 50013));

    // Interactions are answered through their token, which needs no channel permission.
    let h = w.ping(w.channel).await;
    let reply = CreateInteractionResponseMessage::new()
        .content("your move")
        .embed(embed());
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("interaction reply");
    CreateInteractionResponseFollowup::new()
        .content("and another")
        .embed(embed())
        .execute(&w.http, (None, h.token()))
        .await
        .expect("follow-up");
    w.emu
        .set_channel_permission(w.channel, Permissions::VIEW_CHANNEL, false);
    EditInteractionResponse::new()
        .content("moved")
        .execute(&w.http, h.token())
        .await
        .expect("@original edit");

    assert_eq!(refusal(w.post(w.channel, "move").await), (403, 50001));
    let edit = w
        .channel
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await;
    assert_eq!(refusal(edit), (403, 50001));
    let texts: Vec<String> = w.emu.messages(w.channel).iter().map(|m| m.text()).collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert_eq!(w.emu.message(board.id).expect("board").content, "move 1");
    assert_eq!(rules(&w.emu), ["permissions"; 4]);
}

/// A raw request with the bot token, to see the headers serenity hides.
async fn raw(
    emu: &Emulator,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> reqwest::Response {
    reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.api_url()))
        .header("Authorization", format!("Bot {}", emu.token()))
        .json(&body)
        .send()
        .await
        .expect("request")
}

fn header<'a>(r: &'a reqwest::Response, name: &str) -> &'a str {
    r.headers()
        .get(name)
        .unwrap_or_else(|| panic!("no {name} header"))
        .to_str()
        .expect("ascii")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn injected_rate_limits_look_like_discords() {
    let w = world(GatewayIntents::GUILDS).await;
    let other = w.emu.add_channel(w.guild, "other");
    let post = format!("/channels/{}/messages", w.channel);
    w.emu.fail_times(
        &format!("POST {post}"),
        2,
        Failure::RateLimited {
            retry_after: Duration::from_millis(1500),
        },
    );
    assert_eq!(w.emu.pending_failures(), 2);
    let x = || json!({"content": "x"});
    let r = raw(&w.emu, reqwest::Method::POST, &post, x()).await;
    assert_eq!(r.status(), 429);
    assert_eq!(header(&r, "retry-after"), "2");
    assert_eq!(header(&r, "x-ratelimit-remaining"), "0");
    assert_eq!(header(&r, "x-ratelimit-reset-after"), "1.500");
    assert_eq!(header(&r, "x-ratelimit-scope"), "user");
    assert!(header(&r, "x-ratelimit-limit").parse::<u32>().is_ok());
    assert!(!header(&r, "x-ratelimit-bucket").is_empty());
    let now = SystemTime::now().duration_since(UNIX_EPOCH).expect("time");
    let reset: f64 = header(&r, "x-ratelimit-reset").parse().expect("float");
    assert!(reset > now.as_secs_f64() + 1.0, "{reset}");
    assert!(r.headers().get("x-ratelimit-global").is_none());
    assert!(header(&r, "content-type").starts_with("application/json"));
    let body: Value = r.json().await.expect("json");
    let expected =
        json!({"message": "You are being rate limited.", "retry_after": 1.5, "global": false});
    assert_eq!(body, expected);
    let applied = w.emu.messages(w.channel);
    assert!(applied.is_empty(), "the call was not applied: {applied:?}");
    assert_eq!(w.emu.pending_failures(), 1);
    w.emu.assert_no_violations();

    // Coming back before retry_after: 429 again and a violation, and the armed failure stays
    // for a call that waits. Other channels are other buckets.
    let r = raw(&w.emu, reqwest::Method::POST, &post, x()).await;
    assert_eq!(r.status(), 429);
    let left: f64 = header(&r, "x-ratelimit-reset-after")
        .parse()
        .expect("float");
    assert!(left > 0.0 && left <= 1.5, "{left}");
    assert_eq!(rules(&w.emu), ["rate-limit"]);
    assert_eq!(w.emu.pending_failures(), 1);
    w.post(other, "elsewhere").await.expect("another bucket");
    w.emu.advance_clock(Duration::from_secs(2));

    // What serenity makes of it: a 429 whose body it cannot decode (Discord sends no `code`).
    match w.post(w.channel, "x").await {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => {
            assert_eq!((e.status_code.as_u16(), e.error.code), (429, -1));
            assert!(e.error.message.contains("Could not decode"), "{e:?}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(w.emu.pending_failures(), 0);
    w.emu.assert_no_violations();
    w.emu.advance_clock(Duration::from_secs(2));
    w.post(w.channel, "later").await.expect("after retry_after");

    // A global limit holds every route but the interaction endpoints.
    let h = w.ping(w.channel).await;
    w.emu.fail_next(
        "GET /users/@me",
        Failure::GlobalRateLimited {
            retry_after: Duration::from_secs(1),
        },
    );
    let r = raw(&w.emu, reqwest::Method::GET, "/users/@me", Value::Null).await;
    assert_eq!(r.status(), 429);
    assert_eq!(header(&r, "x-ratelimit-global"), "true");
    assert_eq!(header(&r, "x-ratelimit-scope"), "global");
    assert_eq!(r.json::<Value>().await.expect("json")["global"], true);
    let reply = CreateInteractionResponseMessage::new().content("pong");
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("interactions are not globally limited");
    assert_eq!(refusal(w.post(w.channel, "x").await), (429, -1));
    assert_eq!(rules(&w.emu), ["rate-limit"]);
    w.emu.advance_clock(Duration::from_secs(1));
    w.post(w.channel, "free again").await.expect("post");
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn injected_server_and_discord_errors() {
    let w = world(GatewayIntents::GUILDS).await;
    let board = w.post(w.channel, "board").await.expect("post");
    w.emu.fail_times(
        "PATCH /channels/{id}/messages/{id}",
        2,
        Failure::ServerError(502),
    );
    let edit = || {
        w.channel
            .edit_message(&w.http, board.id, EditMessage::new().content("move 1"))
    };
    match edit().await {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => {
            assert_eq!(e.status_code.as_u16(), 502);
            assert_eq!(
                (e.error.code, e.error.message.as_str()),
                (0, "502: Bad Gateway")
            );
        }
        other => panic!("{other:?}"),
    }
    w.post(w.channel, "other routes work").await.expect("post");
    assert_eq!(refusal(edit().await), (502, 0));
    assert_eq!(
        w.emu.message(board.id).expect("board").edits,
        0,
        "not applied"
    );
    edit().await.expect("third edit goes through");
    assert_eq!(w.emu.pending_failures(), 0);

    // Any Discord error, on one message only; the method can be left open.
    w.emu.fail_next(
        &format!("* /channels/{}/messages/{}", w.channel, board.id),
        Failure::unknown_message(),
    );
    assert_eq!(
        refusal(w.channel.message(&w.http, board.id).await),
        (404, 10008)
    );
    w.channel
        .message(&w.http, board.id)
        .await
        .expect("still there");

    // The bot's call happens elsewhere: the test waits for it.
    w.emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::missing_permissions(),
    );
    let channel = w.channel;
    let http = w.emu.http();
    let call = tokio::spawn(async move {
        channel
            .send_message(&http, CreateMessage::new().content("x"))
            .await
    });
    assert!(w.emu.wait_failures_served(WAIT).await);
    assert_eq!(refusal(call.await.expect("task")), (403, 50013));
    w.emu
        .fail_next("POST /channels/{id}/messages", Failure::ServerError(500));
    w.emu.clear_failures();
    w.post(w.channel, "disarmed").await.expect("post");
    w.emu.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "unknown method")]
async fn a_malformed_route_is_refused() {
    let emu = Emulator::start().await;
    emu.fail_next("FETCH /channels/{id}", Failure::ServerError(500));
}

/// Registers one `/hypnosia new` whose option carries `localized` as its name in
/// `locale`, and its French description `description`; the HTTP status.
async fn register_localized(
    emu: &Emulator,
    locale: &str,
    localized: &str,
    description: &str,
    choice: &str,
) -> u16 {
    let command = json!([{
        "name": "hypnosia", "type": 1, "description": "Play",
        "name_localizations": {"fr": "hypnosia", "ko": "힙노시아"},
        "options": [{
            "type": 1, "name": "new", "description": "Open a lobby",
            "name_localizations": {"de": "neu", "pl": "nowa"},
            "description_localizations": {"fr": description},
            "options": [{
                "type": 3, "name": "variant", "description": "Rules variant",
                "name_localizations": {locale: localized},
                "choices": [{"name": "standard", "value": "0",
                             "name_localizations": {"fr": choice}}],
            }],
        }],
    }]);
    let path = format!("/applications/{}/commands", emu.bot_id());
    raw(emu, reqwest::Method::PUT, &path, command)
        .await
        .status()
        .as_u16()
}

#[tokio::test]
async fn command_localizations_are_checked_like_discord() {
    let emu = Emulator::start().await;
    let fine = "Ouvrir une table";
    // Lowercase in every script that has case; Hangul has none.
    assert_eq!(
        register_localized(&emu, "ko", "변형", fine, "norme").await,
        200
    );
    assert_eq!(
        register_localized(&emu, "pl", "wątek", fine, "norme").await,
        200
    );
    emu.assert_no_violations();
    // Capitals, spaces, unknown locales, long names and descriptions: 400.
    assert_eq!(
        register_localized(&emu, "de", "Variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "la variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr-FR", "variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", &"v".repeat(33), fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", &"d".repeat(101), "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", "", "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", fine, "").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", fine, &"c".repeat(101)).await,
        400
    );
    assert_eq!(emu.take_violations().len(), 8);
}
