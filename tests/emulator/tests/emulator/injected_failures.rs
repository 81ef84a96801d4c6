//! Failures a test arms with `Emulator::fail_next`: 429s with Discord's headers and body (an
//! early retry is a violation, a global limit spares the interaction endpoints), 5xx and any
//! Discord error, none of them applied; and what serenity makes of each.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hypnosia_emulator::{Emulator, Failure};
use serde_json::{Value, json};
use serenity::all::{
    Builder, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
    EditMessage, GatewayIntents, HttpError, InteractionId,
};

use crate::recording_client::{WAIT, raw, refusal, rules, world};

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
