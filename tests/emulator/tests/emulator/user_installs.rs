//! User installs (issue 70, item 8), as Discord's "User-installed apps" describe them: places
//! where the bot is not a member refuse its token (403, 50001); interactions there say where
//! they come from and which installs allow them (read back by a serenity client, as the bot
//! would read them); answers, `@original` edits and follow-ups work there and everyone sees
//! them; the 5 follow-ups, the 15-minute token and the forced ephemeral answer; the commands'
//! `integration_types` and `contexts` (those four in `user_install_limits.rs`, with the set-up
//! and helpers here). Every refusal is asserted on raw HTTP requests.

use std::time::Duration;

use hypnosia_emulator::{Emulator, Installs, InteractionHandle, elsewhere};
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use serenity::all::{
    AuthorizingIntegrationOwner, ChannelId, ChannelType, ClientBuilder, Context, EventHandler,
    GatewayIntents, GuildId, HttpBuilder, Interaction, InteractionContext, Permissions, UserId,
};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::recording_client::{WAIT, rules};

/// A route bucket's window (Discord's and the emulator's default), and a bit.
pub(crate) const RATE_LIMIT_WINDOW: Duration = Duration::from_secs(6);

struct Heard(UnboundedSender<Interaction>);

#[serenity::async_trait]
impl EventHandler for Heard {
    async fn interaction_create(&self, _: Context, interaction: Interaction) {
        let _ = self.0.send(interaction);
    }
}

/// A server with the bot (`games`), a server that never added it (`outside`), a group DM of
/// alice, bob and carol, a DM between alice and bob; alice added the app to her account.
/// A serenity client records the interactions that reach the bot; the test answers them.
pub(crate) struct Places {
    pub(crate) emu: Emulator,
    heard: UnboundedReceiver<Interaction>,
    client: tokio::task::JoinHandle<()>,
    pub(crate) server: GuildId,
    pub(crate) games: ChannelId,
    pub(crate) outside: GuildId,
    pub(crate) outside_channel: ChannelId,
    pub(crate) group: ChannelId,
    pub(crate) dm: ChannelId,
    pub(crate) alice: UserId,
    pub(crate) bob: UserId,
    pub(crate) carol: UserId,
}

impl Drop for Places {
    fn drop(&mut self) {
        self.client.abort();
    }
}

/// `/play` for every install and place, `/admin` as registered by a bot that never heard of
/// user installs, and the user command "Challenge" in servers and private channels.
fn commands() -> Value {
    json!([
        {"name": "play", "description": "Play", "integration_types": [0, 1], "contexts": [0, 1, 2]},
        {"name": "admin", "description": "Settings"},
        {"name": "Challenge", "type": 2, "integration_types": [0, 1], "contexts": [0, 2]},
    ])
}

pub(crate) async fn places() -> Places {
    let emu = Emulator::start().await;
    let server = emu.add_guild("Server");
    let games = emu.add_channel(server, "games");
    let outside = emu.add_guild_without_bot("Friends' server");
    let outside_channel = emu.add_channel(outside, "general");
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let carol = emu.add_user("carol");
    let group = emu.add_group_dm("friends", &[alice, bob, carol]);
    let dm = emu.add_dm_between(alice, bob);
    emu.install_for_user(alice);
    let (tx, heard) = unbounded_channel();
    let http = HttpBuilder::new(emu.token())
        .proxy(emu.plain_api_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Heard(tx))
        .await
        .expect("client");
    let client = tokio::spawn(async move {
        let _ = client.start().await;
    });
    assert!(emu.wait_ready(WAIT).await, "client never identified");
    let app = emu.bot_id();
    let (status, _) = bot(
        &emu,
        Method::PUT,
        &format!("/applications/{app}/commands"),
        commands(),
    )
    .await;
    assert_eq!(status, 200);
    Places {
        emu,
        heard,
        client,
        server,
        games,
        outside,
        outside_channel,
        group,
        dm,
        alice,
        bob,
        carol,
    }
}

impl Places {
    /// The next interaction that reached the bot.
    pub(crate) async fn heard(&mut self) -> Interaction {
        tokio::time::timeout(WAIT, self.heard.recv())
            .await
            .expect("an interaction reaches the bot")
            .expect("client alive")
    }
}

async fn answer(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let body = response.json().await.unwrap_or(Value::Null);
    (status, body)
}

/// A request with the bot's token.
pub(crate) async fn bot(emu: &Emulator, method: Method, path: &str, body: Value) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {}", emu.token()));
    if !body.is_null() {
        request = request.json(&body);
    }
    answer(request.send().await.expect("request")).await
}

/// A request on an interaction route (authenticated by its token alone).
pub(crate) async fn hook(emu: &Emulator, method: Method, path: &str, body: Value) -> (u16, Value) {
    let mut request =
        reqwest::Client::new().request(method, format!("{}/api/v10{path}", emu.plain_api_url()));
    if !body.is_null() {
        request = request.json(&body);
    }
    answer(request.send().await.expect("request")).await
}

/// A multipart request on an interaction route: `payload_json` and one PNG-named file.
async fn hook_with_file(emu: &Emulator, method: Method, path: &str, body: Value) -> (u16, Value) {
    let form = Form::new().text("payload_json", body.to_string()).part(
        "files[0]",
        Part::bytes(b"board".to_vec()).file_name("board.png"),
    );
    let request = reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .multipart(form);
    answer(request.send().await.expect("request")).await
}

pub(crate) fn callback(h: &InteractionHandle) -> String {
    format!("/interactions/{}/{}/callback", h.id(), h.token())
}

pub(crate) fn webhook(emu: &Emulator, h: &InteractionHandle) -> String {
    format!("/webhooks/{}/{}", emu.bot_id(), h.token())
}

/// (server install's guild, user install's person) of an interaction, as serenity read them.
fn owners(i: &Interaction) -> (Option<Option<GuildId>>, Option<UserId>) {
    let list = match i {
        Interaction::Command(c) => &c.authorizing_integration_owners,
        Interaction::Component(c) => &c.authorizing_integration_owners,
        other => panic!("unexpected interaction {other:?}"),
    };
    let mut found = (None, None);
    for owner in &list.0 {
        match owner {
            AuthorizingIntegrationOwner::GuildInstall(g) => found.0 = Some(*g),
            AuthorizingIntegrationOwner::UserInstall(u) => found.1 = Some(*u),
            other => panic!("unknown owner {other:?}"),
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_token_is_refused_where_the_bot_is_not_a_member() {
    use std::sync::atomic::Ordering;
    let (watched, whole) = (elsewhere::watch_this_thread(), elsewhere::in_process());
    let mut p = places().await;
    // Something there for the bot to try to touch: alice's answer in each place.
    let mut shown = Vec::new();
    for channel in [p.group, p.dm, p.outside_channel] {
        let h = p.emu.slash(p.alice, channel, "play", &[]);
        p.heard().await;
        let data = json!({"type": 4, "data": {"content": "lobby"}});
        assert_eq!(hook(&p.emu, Method::POST, &callback(&h), data).await.0, 204);
        shown.push((channel, h.snapshot().original.expect("answer").id));
    }
    let missing_access = json!({"code": 50001, "message": "Missing Access"});
    for (channel, message) in shown {
        let calls = [
            (
                Method::POST,
                format!("/channels/{channel}/messages"),
                json!({"content": "hi"}),
            ),
            (
                Method::GET,
                format!("/channels/{channel}/messages"),
                Value::Null,
            ),
            (Method::GET, format!("/channels/{channel}"), Value::Null),
            (
                Method::GET,
                format!("/channels/{channel}/messages/{message}"),
                Value::Null,
            ),
            (
                Method::PATCH,
                format!("/channels/{channel}/messages/{message}"),
                json!({"content": "x"}),
            ),
            (
                Method::DELETE,
                format!("/channels/{channel}/messages/{message}"),
                Value::Null,
            ),
            (
                Method::POST,
                format!("/channels/{channel}/threads"),
                json!({"name": "game", "type": 11}),
            ),
            (
                Method::POST,
                format!("/channels/{channel}/messages/{message}/threads"),
                json!({"name": "game"}),
            ),
        ];
        for (method, path, body) in calls {
            let what = format!("{method} {path}");
            assert_eq!(
                bot(&p.emu, method, &path, body).await,
                (403, missing_access.clone()),
                "{what}"
            );
        }
        assert!(
            p.emu.message(message).is_some(),
            "the answer is still there"
        );
    }
    let outside = p.outside;
    for path in [
        format!("/guilds/{outside}"),
        format!("/guilds/{outside}/channels"),
    ] {
        assert_eq!(
            bot(&p.emu, Method::GET, &path, Value::Null).await,
            (403, missing_access.clone()),
            "{path}"
        );
    }
    let refusals = rules(&p.emu);
    assert_eq!(refusals.len(), 3 * 8 + 2, "{refusals:?}");
    assert!(refusals.iter().all(|r| r == "no-access"), "{refusals:?}");
    // Each counted by the emulator, by whoever watches the thread that started it (a test
    // harness), and over the whole process.
    assert_eq!(p.emu.bot_token_elsewhere(), 3 * 8 + 2);
    assert_eq!(watched.load(Ordering::Relaxed), 3 * 8 + 2);
    assert!(elsewhere::in_process() - whole >= 3 * 8 + 2);
    // Where the bot is a member, the same post goes through.
    let games = p.games;
    let (status, _) = bot(
        &p.emu,
        Method::POST,
        &format!("/channels/{games}/messages"),
        json!({"content": "hi"}),
    )
    .await;
    assert_eq!(status, 200);
    let server = p.server;
    assert_eq!(
        bot(
            &p.emu,
            Method::GET,
            &format!("/guilds/{server}"),
            Value::Null
        )
        .await
        .0,
        200
    );
    assert_eq!(
        p.emu.bot_token_elsewhere(),
        3 * 8 + 2,
        "not where the bot is"
    );
    p.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_say_where_they_come_from_and_which_installs_allow_them() {
    let mut p = places().await;
    let (alice, bob) = (p.alice, p.bob);

    // A group DM: no guild, the user install of the person who ran it, what Discord grants.
    let h = p.emu.slash(alice, p.group, "play", &[]);
    let Interaction::Command(c) = p.heard().await else {
        panic!("a command")
    };
    assert_eq!(c.context, Some(InteractionContext::PrivateChannel));
    assert_eq!(c.guild_id, None);
    assert!(c.member.is_none());
    assert_eq!(c.user.id, alice);
    assert_eq!(
        c.channel.as_ref().map(|ch| ch.kind),
        Some(ChannelType::GroupDm)
    );
    assert_eq!(
        owners(&Interaction::Command(c.clone())),
        (None, Some(alice))
    );
    assert_eq!(
        c.app_permissions,
        Some(Permissions::ATTACH_FILES | Permissions::EMBED_LINKS | Permissions::MENTION_EVERYONE)
    );
    // Bob never installed the app, yet clicks alice's lobby: her install still authorizes it.
    let lobby = json!({"type": 4, "data": {"content": "lobby", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Join", "custom_id": "join"}]}]}});
    assert_eq!(
        hook(&p.emu, Method::POST, &callback(&h), lobby).await.0,
        204
    );
    let message = h.snapshot().original.expect("lobby").id;
    p.emu.click(bob, p.group, message, "join");
    let click = p.heard().await;
    assert_eq!(owners(&click), (None, Some(alice)));
    let Interaction::Component(click) = click else {
        panic!("a click")
    };
    assert_eq!((click.user.id, click.guild_id), (bob, None));
    assert_eq!(click.context, Some(InteractionContext::PrivateChannel));
    // Bob cannot run it himself, and a command registered without user installs runs in
    // servers only.
    let refused = p
        .emu
        .try_slash(bob, p.group, "play", &[])
        .expect_err("bob has no install");
    assert!(refused.contains("no install"), "{refused}");
    let refused = p
        .emu
        .try_slash(alice, p.group, "admin", &[])
        .expect_err("server install only");
    assert!(refused.contains("no install"), "{refused}");
    let refused = p
        .emu
        .try_slash(p.carol, p.dm, "play", &[])
        .expect_err("carol is not in that DM");
    assert!(refused.contains("not in"), "{refused}");

    // A DM between people: the same, with the DM's type.
    p.emu.slash(alice, p.dm, "play", &[]);
    let Interaction::Command(c) = p.heard().await else {
        panic!("a command")
    };
    assert_eq!(c.context, Some(InteractionContext::PrivateChannel));
    assert_eq!(
        c.channel.as_ref().map(|ch| ch.kind),
        Some(ChannelType::Private)
    );
    assert_eq!(owners(&Interaction::Command(c)), (None, Some(alice)));

    // A server that never added the bot: its guild id, only the user install, and alice's own
    // permissions as the app's.
    p.emu.slash(alice, p.outside_channel, "play", &[]);
    let Interaction::Command(c) = p.heard().await else {
        panic!("a command")
    };
    assert_eq!(c.context, Some(InteractionContext::Guild));
    assert_eq!(c.guild_id, Some(p.outside));
    assert_eq!(
        owners(&Interaction::Command(c.clone())),
        (None, Some(alice))
    );
    let alices = c
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .expect("member permissions");
    assert_eq!(c.app_permissions, Some(alices));
    assert!(
        p.emu
            .try_slash(alice, p.outside_channel, "admin", &[])
            .is_err()
    );

    // The server with the bot: both installs for alice, the server's alone for bob; or just
    // the installs a test names.
    p.emu.slash(alice, p.games, "play", &[]);
    let c = p.heard().await;
    assert_eq!(owners(&c), (Some(Some(p.server)), Some(alice)));
    p.emu.slash(bob, p.games, "play", &[]);
    assert_eq!(owners(&p.heard().await), (Some(Some(p.server)), None));
    p.emu
        .try_slash_authorized(alice, p.games, "play", &[], Installs::USER)
        .expect("alice's install alone");
    assert_eq!(owners(&p.heard().await), (None, Some(alice)));
    let refused = p
        .emu
        .try_slash_authorized(alice, p.group, "play", &[], Installs::GUILD);
    assert!(refused.is_err(), "no server install in a group DM");

    // The bot's own DM: the app itself ("0") and alice's install.
    let own_dm = p.emu.dm_channel(alice);
    p.emu.slash(alice, own_dm, "play", &[]);
    let Interaction::Command(c) = p.heard().await else {
        panic!("a command")
    };
    assert_eq!(c.context, Some(InteractionContext::BotDm));
    assert_eq!(owners(&Interaction::Command(c)), (Some(None), Some(alice)));

    // The user command on a member of the group DM.
    let h = p.emu.user_command(alice, p.group, "Challenge", bob);
    let Interaction::Command(c) = p.heard().await else {
        panic!("a command")
    };
    assert_eq!(c.data.target_id.map(|t| t.get()), Some(bob.get()));
    assert_eq!(owners(&Interaction::Command(c)), (None, Some(alice)));
    let data = json!({"type": 4, "data": {"content": "challenge"}});
    assert_eq!(hook(&p.emu, Method::POST, &callback(&h), data).await.0, 204);
    assert_eq!(h.snapshot().original.expect("answer").kind, 23);
    p.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_in_a_group_dm_with_files_are_seen_by_everyone_there() {
    let mut p = places().await;
    let h = p.emu.slash(p.alice, p.group, "play", &[]);
    p.heard().await;
    let board = json!({"type": 4, "data": {"content": "board", "attachments": [{"id": 0, "filename": "board.png"}],
        "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Move", "custom_id": "move"}]}]}});
    assert_eq!(
        hook_with_file(&p.emu, Method::POST, &callback(&h), board)
            .await
            .0,
        204
    );
    let hook_path = webhook(&p.emu, &h);
    let edit =
        json!({"content": "board, move 1", "attachments": [{"id": 0, "filename": "board.png"}]});
    let (status, edited) = hook_with_file(
        &p.emu,
        Method::PATCH,
        &format!("{hook_path}/messages/@original"),
        edit,
    )
    .await;
    assert_eq!(status, 200, "{edited}");
    let ping = json!({"content": "your turn", "attachments": [{"id": 0, "filename": "board.png"}]});
    let (status, followup) = hook_with_file(&p.emu, Method::POST, &hook_path, ping).await;
    assert_eq!(status, 200, "{followup}");
    let shown = p.emu.messages(p.group);
    assert_eq!(
        shown.iter().map(|m| m.content.as_str()).collect::<Vec<_>>(),
        ["board, move 1", "your turn"]
    );
    assert!(
        shown
            .iter()
            .all(|m| !m.is_ephemeral() && m.attachments.len() == 1)
    );
    // Bob, who never installed the app, moves: the click's own answer updates the board.
    let board_id = shown[0].id;
    let click = p.emu.click(p.bob, p.group, board_id, "move");
    p.heard().await;
    let update = json!({"type": 7, "data": {"content": "board, move 2"}});
    assert_eq!(
        hook(&p.emu, Method::POST, &callback(&click), update)
            .await
            .0,
        204
    );
    assert_eq!(
        p.emu.message(board_id).expect("board").content,
        "board, move 2"
    );
    let followup_id = followup["id"].as_str().expect("id").to_string();
    let (status, _) = hook(
        &p.emu,
        Method::DELETE,
        &format!("{hook_path}/messages/{followup_id}"),
        Value::Null,
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(p.emu.messages(p.group).len(), 1);
    p.emu.assert_no_violations();
}
