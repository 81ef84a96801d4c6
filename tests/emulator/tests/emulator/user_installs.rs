//! User installs (issue 70, item 8), as Discord's "User-installed apps" describe them: places
//! where the bot is not a member refuse its token (403, 50001); interactions there say where
//! they come from and which installs allow them (read back by a serenity client, as the bot
//! would read them); answers, `@original` edits and follow-ups work there and everyone sees
//! them; the 5 follow-ups, the 15-minute token and the forced ephemeral answer; the commands'
//! `integration_types` and `contexts`. Every refusal is asserted on raw HTTP requests.

use std::time::Duration;

use hypnosia_emulator::{Emulator, FLAG_EPHEMERAL, Installs, InteractionHandle};
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
const RATE_LIMIT_WINDOW: Duration = Duration::from_secs(6);

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
struct Places {
    emu: Emulator,
    heard: UnboundedReceiver<Interaction>,
    client: tokio::task::JoinHandle<()>,
    server: GuildId,
    games: ChannelId,
    outside: GuildId,
    outside_channel: ChannelId,
    group: ChannelId,
    dm: ChannelId,
    alice: UserId,
    bob: UserId,
    carol: UserId,
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

async fn places() -> Places {
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
    async fn heard(&mut self) -> Interaction {
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
async fn bot(emu: &Emulator, method: Method, path: &str, body: Value) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {}", emu.token()));
    if !body.is_null() {
        request = request.json(&body);
    }
    answer(request.send().await.expect("request")).await
}

/// A request on an interaction route (authenticated by its token alone).
async fn hook(emu: &Emulator, method: Method, path: &str, body: Value) -> (u16, Value) {
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

fn callback(h: &InteractionHandle) -> String {
    format!("/interactions/{}/{}/callback", h.id(), h.token())
}

fn webhook(emu: &Emulator, h: &InteractionHandle) -> String {
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sixth_followup_where_only_the_user_install_authorizes_is_refused() {
    let mut p = places().await;
    let h = p.emu.slash(p.alice, p.group, "play", &[]);
    p.heard().await;
    let data = json!({"type": 4, "data": {"content": "lobby"}});
    assert_eq!(hook(&p.emu, Method::POST, &callback(&h), data).await.0, 204);
    let path = webhook(&p.emu, &h);
    for n in 1..=5 {
        let (status, body) = hook(
            &p.emu,
            Method::POST,
            &path,
            json!({"content": format!("ping {n}")}),
        )
        .await;
        assert_eq!(status, 200, "follow-up {n}: {body}");
    }
    // Past the webhook's rate limit window (5 calls), so that only the cap can refuse.
    p.emu.advance_clock(RATE_LIMIT_WINDOW);
    let sixth = hook(&p.emu, Method::POST, &path, json!({"content": "ping 6"})).await;
    assert_eq!(sixth.0, 400);
    assert_eq!(sixth.1["code"], 40094);
    assert_eq!(rules(&p.emu), ["followup-limit"]);
    // Edits of @original are outside the cap, and the next click brings a new count.
    let (status, _) = hook(
        &p.emu,
        Method::PATCH,
        &format!("{path}/messages/@original"),
        json!({"content": "x"}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(p.emu.messages(p.group).len(), 6);

    // Where the server install authorizes it too, there is no such cap.
    let h = p.emu.slash(p.alice, p.games, "play", &[]);
    p.heard().await;
    let data = json!({"type": 4, "data": {"content": "lobby"}});
    assert_eq!(hook(&p.emu, Method::POST, &callback(&h), data).await.0, 204);
    let path = webhook(&p.emu, &h);
    for n in 1..=6 {
        if n == 6 {
            p.emu.advance_clock(RATE_LIMIT_WINDOW);
        }
        let (status, _) = hook(
            &p.emu,
            Method::POST,
            &path,
            json!({"content": format!("ping {n}")}),
        )
        .await;
        assert_eq!(status, 200, "follow-up {n}");
    }
    p.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_token_dies_15_minutes_after_the_interaction() {
    let mut p = places().await;
    let h = p.emu.slash(p.alice, p.group, "play", &[]);
    p.heard().await;
    let lobby = json!({"type": 4, "data": {"content": "lobby", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Refresh", "custom_id": "refresh"}]}]}});
    assert_eq!(
        hook(&p.emu, Method::POST, &callback(&h), lobby).await.0,
        204
    );
    let path = webhook(&p.emu, &h);
    let original = format!("{path}/messages/@original");
    p.emu.advance_clock(Duration::from_secs(14 * 60 + 50));
    assert_eq!(
        hook(
            &p.emu,
            Method::PATCH,
            &original,
            json!({"content": "still here"})
        )
        .await
        .0,
        200
    );
    // A game left 20 minutes: every call with that token is refused, as Discord does.
    p.emu.advance_clock(Duration::from_secs(5 * 60));
    let expired = json!({"code": 50027, "message": "Invalid Webhook Token"});
    let calls = [
        (
            Method::PATCH,
            original.clone(),
            json!({"content": "too late"}),
        ),
        (Method::GET, original.clone(), Value::Null),
        (Method::DELETE, original.clone(), Value::Null),
        (Method::POST, path.clone(), json!({"content": "too late"})),
    ];
    for (method, path, body) in calls {
        let what = format!("{method} {path}");
        assert_eq!(
            hook(&p.emu, method, &path, body).await,
            (401, expired.clone()),
            "{what}"
        );
    }
    assert_eq!(rules(&p.emu), ["token-expired"; 4]);
    // A click on the message brings a fresh token, and the game goes on.
    let lobby_id = h.snapshot().original.expect("lobby").id;
    let click = p.emu.click(p.bob, p.group, lobby_id, "refresh");
    p.heard().await;
    let update = json!({"type": 7, "data": {"content": "refreshed"}});
    assert_eq!(
        hook(&p.emu, Method::POST, &callback(&click), update)
            .await
            .0,
        204
    );
    let path = webhook(&p.emu, &click);
    let (status, _) = hook(
        &p.emu,
        Method::PATCH,
        &format!("{path}/messages/@original"),
        json!({"content": "moved"}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(p.emu.message(lobby_id).expect("lobby").content, "moved");
    p.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_external_apps_forces_every_answer_ephemeral() {
    let mut p = places().await;
    p.emu.set_external_apps(p.outside, false);
    let h = p.emu.slash(p.alice, p.outside_channel, "play", &[]);
    p.heard().await;
    let data = json!({"type": 4, "data": {"content": "lobby"}});
    let (status, body) = hook(
        &p.emu,
        Method::POST,
        &format!("{}?with_response=true", callback(&h)),
        data,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["interaction"]["response_message_ephemeral"], true);
    assert_eq!(body["resource"]["type"], 4);
    let flags = body["resource"]["message"]["flags"]
        .as_u64()
        .expect("flags");
    assert_eq!(flags & FLAG_EPHEMERAL, FLAG_EPHEMERAL);
    let (status, followup) = hook(
        &p.emu,
        Method::POST,
        &webhook(&p.emu, &h),
        json!({"content": "ping"}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        followup["flags"].as_u64().map(|f| f & FLAG_EPHEMERAL),
        Some(FLAG_EPHEMERAL)
    );
    assert!(
        p.emu.messages(p.outside_channel).is_empty(),
        "nobody else sees it"
    );
    assert_eq!(p.emu.ephemerals_for(p.alice).len(), 2);
    // A deferral says so too.
    let h = p.emu.slash(p.alice, p.outside_channel, "play", &[]);
    p.heard().await;
    let (status, body) = hook(
        &p.emu,
        Method::POST,
        &format!("{}?with_response=true", callback(&h)),
        json!({"type": 5}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(body["interaction"]["response_message_ephemeral"], true);
    assert_eq!(body["interaction"]["response_message_loading"], true);

    // With external apps allowed, or where the server install authorizes it, answers are public.
    p.emu.set_external_apps(p.outside, true);
    p.emu.set_external_apps(p.server, false);
    for channel in [p.outside_channel, p.games] {
        let h = p.emu.slash(p.alice, channel, "play", &[]);
        p.heard().await;
        let data = json!({"type": 4, "data": {"content": "lobby"}});
        let (status, body) = hook(
            &p.emu,
            Method::POST,
            &format!("{}?with_response=true", callback(&h)),
            data,
        )
        .await;
        assert_eq!(status, 200);
        assert_eq!(
            body["interaction"]["response_message_ephemeral"], false,
            "{channel}"
        );
        assert_eq!(p.emu.messages(channel).len(), 1);
    }
    // Without the query, a callback is answered 204 as before.
    let h = p.emu.slash(p.alice, p.games, "play", &[]);
    p.heard().await;
    assert_eq!(
        hook(&p.emu, Method::POST, &callback(&h), json!({"type": 5})).await,
        (204, Value::Null)
    );
    p.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn command_install_types_and_contexts_are_checked_kept_and_honoured() {
    let p = places().await;
    let path = format!("/applications/{}/commands", p.emu.bot_id());
    for (field, value) in [
        ("contexts", json!([0, 3])),
        ("integration_types", json!([2])),
        ("contexts", json!([])),
    ] {
        let mut command = json!({"name": "odd", "description": "d"});
        command[field] = value.clone();
        let (status, body) = bot(&p.emu, Method::POST, &path, command).await;
        assert_eq!(
            (status, &body["code"]),
            (400, &json!(50035)),
            "{field} {value}: {body}"
        );
        assert!(body["errors"][field].is_object(), "{field} {value}: {body}");
    }
    assert_eq!(rules(&p.emu), ["openapi"; 3]);
    let (_, listed) = bot(&p.emu, Method::GET, &path, Value::Null).await;
    let play = listed
        .as_array()
        .expect("list")
        .iter()
        .find(|c| c["name"] == "play")
        .cloned();
    let play = play.expect("play kept");
    assert_eq!(
        (&play["integration_types"], &play["contexts"]),
        (&json!([0, 1]), &json!([0, 1, 2]))
    );
    // A command for servers and user installs, but not offered in private channels.
    let only =
        json!({"name": "table", "description": "d", "integration_types": [0, 1], "contexts": [0]});
    assert_eq!(bot(&p.emu, Method::POST, &path, only).await.0, 200);
    let refused = p
        .emu
        .try_slash(p.alice, p.group, "table", &[])
        .expect_err("not offered there");
    assert!(refused.contains("not offered in context 2"), "{refused}");
    let refused = p
        .emu
        .try_slash(p.alice, p.emu.dm_channel(p.alice), "table", &[]);
    assert!(
        refused
            .expect_err("nor in the bot's DM")
            .contains("context 1")
    );
    p.emu
        .try_slash(p.alice, p.outside_channel, "table", &[])
        .expect("in a server");
    p.emu.assert_no_violations();
}
