//! Idempotent posts (`nonce` with `enforce_nonce`, as Discord has them) and calls whose answer
//! never comes or comes late ([`Failure::NoAnswer`]), applied or not.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hypnosia_emulator::{Emulator, Failure, NONCE_WINDOW};
use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId};

use super::openapi::{send, setup};

const WAIT: Duration = Duration::from_secs(10);
/// How long a client waits before it gives up on a held call (never answered within it,
/// whatever the machine's speed; long enough for the request to have reached the emulator).
const GIVE_UP: Duration = Duration::from_secs(1);

const POST_ROUTE: &str = "POST /channels/{id}/messages";

fn post_path(channel: ChannelId) -> String {
    format!("/channels/{channel}/messages")
}

/// A post that gives up after [`GIVE_UP`]: `None` when no answer came.
async fn post_giving_up(emu: &Emulator, channel: ChannelId, body: Value) -> Option<Value> {
    let r = reqwest::Client::new()
        .post(format!(
            "{}/api/v10{}",
            emu.plain_api_url(),
            post_path(channel)
        ))
        .header("Authorization", format!("Bot {}", emu.token()))
        .timeout(GIVE_UP)
        .json(&body)
        .send()
        .await;
    match r {
        Ok(r) => Some(r.json().await.expect("json")),
        Err(e) if e.is_timeout() => None,
        Err(e) => panic!("post failed otherwise: {e}"),
    }
}

fn texts(emu: &Emulator, channel: ChannelId) -> Vec<String> {
    emu.messages(channel)
        .into_iter()
        .map(|m| m.content)
        .collect()
}

#[tokio::test]
async fn an_enforced_nonce_makes_a_post_idempotent() {
    let (emu, channel, _, _, _session) = setup().await;
    let other = emu.add_channel(emu.add_guild("Other"), "elsewhere");
    let post = |channel, body| {
        let emu = &emu;
        async move {
            let (status, answer) =
                send(emu, reqwest::Method::POST, &post_path(channel), body).await;
            assert_eq!(status, 200, "{answer}");
            answer
        }
    };
    let body = |content: &str, nonce: Value, enforce: bool| json!({"content": content, "nonce": nonce, "enforce_nonce": enforce});

    let first = post(channel, body("turn 7", json!("g1-t7"), true)).await;
    assert_eq!(first["nonce"], "g1-t7");
    let again = post(channel, body("turn 7 again", json!("g1-t7"), true)).await;
    assert_eq!(again["id"], first["id"], "the retry posted again");
    assert_eq!(again["content"], "turn 7");
    assert_eq!(texts(&emu, channel), ["turn 7"]);
    assert_eq!(emu.deduplicated_posts(), 1);
    let stored = emu.message(emu.messages(channel)[0].id).expect("stored");
    assert_eq!(stored.nonce, Some(json!("g1-t7")));

    // Without enforce_nonce, in another channel, or with another nonce: a new message.
    post(channel, body("not enforced", json!("g1-t7"), false)).await;
    post(other, body("elsewhere", json!("g1-t7"), true)).await;
    post(channel, body("turn 8", json!("g1-t8"), true)).await;
    assert_eq!(texts(&emu, channel), ["turn 7", "not enforced", "turn 8"]);
    assert_eq!(texts(&emu, other), ["elsewhere"]);

    // An integer nonce works the same.
    let n1 = post(
        channel,
        body("numbered", json!(1_234_567_890_123_i64), true),
    )
    .await;
    let n2 = post(
        channel,
        body("numbered again", json!(1_234_567_890_123_i64), true),
    )
    .await;
    assert_eq!(n1["id"], n2["id"]);
    assert_eq!(emu.deduplicated_posts(), 2);

    // Past the window the nonce is forgotten; a deleted first message is not returned.
    emu.advance_clock(NONCE_WINDOW + Duration::from_secs(1));
    let late = post(channel, body("turn 7 late", json!("g1-t7"), true)).await;
    assert_ne!(late["id"], first["id"]);
    let deleted = post(channel, body("to delete", json!("gone"), true)).await;
    let deleted_id = deleted["id"]
        .as_str()
        .expect("id")
        .parse()
        .expect("snowflake");
    emu.delete_message(channel, MessageId::new(deleted_id));
    let after = post(channel, body("reposted", json!("gone"), true)).await;
    assert_ne!(after["id"], deleted["id"]);
    assert_eq!(emu.deduplicated_posts(), 2);
    emu.assert_no_violations();
}

#[tokio::test]
async fn a_lost_answer_leaves_the_post_made_and_a_nonce_retry_finds_it() {
    let (emu, channel, alice, _, _session) = setup().await;
    emu.fail_next(POST_ROUTE, Failure::answer_lost());
    let body = json!({"content": "your turn", "nonce": "g1-t3", "enforce_nonce": true});

    assert_eq!(post_giving_up(&emu, channel, body.clone()).await, None);
    assert_eq!(emu.pending_failures(), 0);
    assert!(emu.wait_held_calls(1, WAIT).await);
    // Applied: posted, although the client never heard of it.
    let posted = emu
        .wait_for_message(channel, |m| m.content == "your turn", WAIT)
        .await
        .expect("applied")
        .id;

    // The client's retry with the same nonce gets the first message; nothing is posted twice.
    let retry = post_giving_up(&emu, channel, body).await.expect("answered");
    assert_eq!(retry["id"], posted.to_string());
    assert_eq!(texts(&emu, channel), ["your turn"]);
    assert_eq!(emu.deduplicated_posts(), 1);

    // An interaction answer lost the same way still counts as the answer.
    let h = emu.slash(alice, channel, "ping", &[]);
    emu.fail_next(
        "POST /interactions/{id}/{token}/callback",
        Failure::answer_lost(),
    );
    let r = reqwest::Client::new()
        .post(format!(
            "{}/api/v10/interactions/{}/{}/callback",
            emu.plain_api_url(),
            h.id(),
            h.token()
        ))
        .timeout(GIVE_UP)
        .json(&json!({"type": 4, "data": {"content": "pong"}}))
        .send()
        .await;
    assert!(r.is_err_and(|e| e.is_timeout()), "the answer came");
    let response = h.wait_response(WAIT).await.expect("applied");
    assert_eq!(response.kind, 4);
    assert!(emu.wait_held_calls(2, WAIT).await);
    emu.assert_no_violations();
}

#[tokio::test]
async fn no_answer_without_applying_posts_nothing() {
    let (emu, channel, _, _, _session) = setup().await;
    emu.fail_next(POST_ROUTE, Failure::no_answer());
    let body = json!({"content": "lost", "nonce": "g2-t1", "enforce_nonce": true});
    assert_eq!(post_giving_up(&emu, channel, body.clone()).await, None);
    assert!(emu.wait_held_calls(1, WAIT).await);
    assert!(texts(&emu, channel).is_empty(), "an unapplied call posted");
    // The retry is the one that posts.
    let retry = post_giving_up(&emu, channel, body).await.expect("answered");
    assert_eq!(retry["content"], "lost");
    assert_eq!(texts(&emu, channel), ["lost"]);
    assert_eq!(emu.deduplicated_posts(), 0);

    // A held call is let go when the emulator stops: nothing waits on a dead emulator.
    emu.fail_next(POST_ROUTE, Failure::no_answer());
    let url = format!("{}/api/v10{}", emu.plain_api_url(), post_path(channel));
    let token = emu.token().to_string();
    let client = tokio::spawn(async move {
        reqwest::Client::new()
            .post(url)
            .header("Authorization", format!("Bot {token}"))
            .json(&json!({"content": "never"}))
            .send()
            .await
            .map(|r| r.status().as_u16())
    });
    assert!(emu.wait_held_calls(2, WAIT).await);
    drop(emu);
    let ended = tokio::time::timeout(WAIT, client).await;
    assert!(ended.is_ok(), "the held call outlived the emulator");
}

/// The wall time in a snowflake (the emulator's ids carry it, as Discord's do).
fn created_ms(id: &Value) -> u64 {
    let id: u64 = id.as_str().expect("id").parse().expect("snowflake");
    (id >> 22) + 1_420_070_400_000
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_millis() as u64
}

#[tokio::test]
async fn a_late_answer_comes_after_its_delay_applied_before_or_after() {
    let (emu, channel, _, _, _session) = setup().await;
    let delay = Duration::from_millis(300);
    let delay_ms = delay.as_millis() as u64;
    // (status, answer, ms when sent, ms when answered)
    let timed_post = |content: &'static str| {
        let url = format!("{}/api/v10{}", emu.plain_api_url(), post_path(channel));
        let token = emu.token().to_string();
        async move {
            let sent = now_ms();
            let r = reqwest::Client::new()
                .post(url)
                .header("Authorization", format!("Bot {token}"))
                .json(&json!({"content": content}))
                .send()
                .await
                .expect("answered");
            let status = r.status().as_u16();
            let answered = now_ms();
            let answer: Value = r.json().await.expect("json");
            (status, answer, sent, answered)
        }
    };

    // A slow Discord: nothing happens while the call is held, then it is applied and answered.
    emu.fail_next(
        POST_ROUTE,
        Failure::NoAnswer {
            applied: false,
            answer_after: Some(delay),
        },
    );
    let (status, answer, sent, answered) = timed_post("slow").await;
    assert_eq!(status, 200);
    assert!(
        answered >= sent + delay_ms,
        "answered after {} ms",
        answered - sent
    );
    // Made only once the delay had passed (the id's milliseconds are rounded down).
    assert!(created_ms(&answer["id"]) + 1 >= sent + delay_ms, "{answer}");
    assert_eq!(texts(&emu, channel), ["slow"]);

    // Applied at once, the answer late.
    emu.fail_next(
        POST_ROUTE,
        Failure::NoAnswer {
            applied: true,
            answer_after: Some(delay),
        },
    );
    let (status, answer, sent, answered) = timed_post("late answer").await;
    assert_eq!(status, 200);
    assert!(
        answered >= sent + delay_ms,
        "answered after {} ms",
        answered - sent
    );
    assert!(
        created_ms(&answer["id"]) <= answered - delay_ms + 1,
        "{answer}"
    );
    assert_eq!(texts(&emu, channel), ["slow", "late answer"]);
    assert_eq!(emu.held_calls(), 2);
    emu.assert_no_violations();
}
