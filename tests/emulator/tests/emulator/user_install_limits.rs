//! What an interaction only a user install authorizes may not do, and the commands' install
//! and interaction contexts (issue 70, item 8; the places and helpers: `user_installs.rs`):
//! the 6th follow-up (400, 40094), a token used 15 minutes after its interaction (401, 50027),
//! answers forced ephemeral where the server turned external apps off, and `integration_types`
//! and `contexts` checked against Discord's OpenAPI description, kept and honoured. Every
//! refusal is asserted on raw HTTP requests.

use std::time::Duration;

use hypnosia_emulator::{Emulator, FLAG_EPHEMERAL, InteractionHandle};
use reqwest::Method;
use serde_json::{Value, json};

use crate::recording_client::rules;
use crate::user_installs::{RATE_LIMIT_WINDOW, bot, callback, hook, places, webhook};

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
    let (status, body) = answered_with_response(&p.emu, &h, data).await;
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
    let (status, body) = answered_with_response(&p.emu, &h, json!({"type": 5})).await;
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
        let (status, body) = answered_with_response(&p.emu, &h, data).await;
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

/// Answers interaction `h` with `data` asking for the message back
/// (`?with_response=true`): the status and the body.
async fn answered_with_response(
    emu: &Emulator,
    h: &InteractionHandle,
    data: Value,
) -> (u16, Value) {
    let path = format!("{}?with_response=true", callback(h));
    hook(emu, Method::POST, &path, data).await
}
