//! The gate keeps each route's bucket as Discord keys it (an interaction
//! token's apart), against the emulator's limits (short windows, so a test
//! waits well under a second).

use std::sync::Arc;
use std::time::Duration;

use hypnosia::pace::routes::{ApiPath, bucket_of};
use hypnosia::pace::{Budget, Open, Pace, gate};
use hypnosia_emulator::{Emulator, EmulatorConfig, Failure, RateLimits};
use reqwest::Method;

async fn emulator(limit: u32, window: Duration) -> Emulator {
    Emulator::start_with(EmulatorConfig {
        rate_limits: RateLimits {
            route_limit: limit,
            route_window: window,
            ..RateLimits::default()
        },
        ..EmulatorConfig::default()
    })
    .await
}

/// An edit of `token`'s original answer at `base` (a token the emulator
/// never issued: it answers 404, and counts the call in its bucket first).
async fn edit(client: &reqwest::Client, base: &str, app: u64, token: &str) -> reqwest::Response {
    client
        .patch(format!(
            "{base}/api/v10/webhooks/{app}/{token}/messages/@original"
        ))
        .header("content-type", "application/json")
        .body(r#"{"content":"moved"}"#)
        .send()
        .await
        .expect("the call is answered")
}

#[test]
fn a_path_is_read_the_same_with_or_without_its_prefix_and_query() {
    let segments = |path| ApiPath::parse(path).segments().to_vec();
    let messages = ["channels", "5", "messages"];
    assert_eq!(segments("/api/v10/channels/5/messages"), messages);
    assert_eq!(segments("/channels/5/messages"), messages);
    assert_eq!(segments("channels/5/messages"), messages);
    assert_eq!(segments("/api/channels/5/messages"), messages);
    assert_eq!(segments("/v9/channels/5/messages"), messages);
    assert_eq!(
        segments("/api/v10/channels/5/messages?limit=50&after=3"),
        messages
    );
    assert_eq!(
        segments("/api/v10/channels/5/messages/"),
        ["channels", "5", "messages", ""],
        "a trailing slash is an empty last segment"
    );
    assert_eq!(segments("/api/v10"), [""]);
    assert_eq!(segments("/"), [""]);

    // Buckets: the same call, whatever its prefix and query.
    let post = |path| bucket_of(&Method::POST, path);
    assert_eq!(
        post("/api/v10/channels/5/messages"),
        post("/channels/5/messages")
    );
    assert_eq!(
        post("/api/v10/channels/5/messages"),
        post("/api/v10/channels/5/messages?nonce=1")
    );
    assert_ne!(
        post("/api/v10/channels/5/messages"),
        post("/api/v10/channels/6/messages")
    );
    // A webhook's id is its major parameter, with or without a token.
    let get = |path| bucket_of(&Method::GET, path);
    assert_ne!(get("/api/v10/webhooks/12"), get("/api/v10/webhooks/13"));
    assert_ne!(
        get("/api/v10/webhooks/12/tok?wait=true"),
        get("/api/v10/webhooks/12/other")
    );
    // Other ids are not: a server's members share the server's bucket.
    assert_eq!(
        get("/api/v10/guilds/7/members/1"),
        get("/api/v10/guilds/7/members/2")
    );
    assert_ne!(
        get("/api/v10/guilds/7/members/1"),
        get("/api/v10/guilds/8/members/1")
    );
}

async fn open_gate(emu: &Emulator) -> String {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    gate::open(pace, reqwest::Client::new(), emu.plain_api_url())
        .await
        .expect("the gate opens")
}

/// A post in `channel` at `base`, with the bot's token.
async fn post(client: &reqwest::Client, emu: &Emulator, base: &str, channel: u64) -> u16 {
    client
        .post(format!("{base}/api/v10/channels/{channel}/messages"))
        .header("authorization", format!("Bot {}", emu.token()))
        .header("content-type", "application/json")
        .body(r#"{"content":"a turn"}"#)
        .send()
        .await
        .expect("the call is answered")
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_spent_bucket_is_waited_out_at_the_gate_for_bot_calls_and_webhooks_alike() {
    let emu = emulator(2, Duration::from_millis(300)).await;
    let app = emu.bot_id().get();
    let guild = emu.add_guild("Buckets");
    let channel = emu.add_channel(guild, "games");
    let client = reqwest::Client::new();

    // Straight to Discord, six calls in a row spend a bucket of two.
    for _ in 0..6 {
        edit(&client, &emu.plain_api_url(), app, "straight").await;
    }
    let refused_straight = emu.rate_limit_stats().rate_limited;
    assert!(refused_straight > 0, "the emulator refuses a spent bucket");

    let gate = open_gate(&emu).await;
    for _ in 0..6 {
        let answer = edit(&client, &gate, app, "through-the-gate").await;
        assert_ne!(answer.status(), reqwest::StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(
            post(&client, &emu, &gate, channel.get()).await,
            200,
            "posted"
        );
    }
    assert_eq!(
        emu.rate_limit_stats().rate_limited,
        refused_straight,
        "the gate waited each spent bucket out"
    );
    assert_eq!(emu.messages(channel).len(), 6, "each post once");
}

#[tokio::test]
async fn one_tokens_spent_bucket_does_not_hold_another_tokens_calls() {
    let emu = emulator(2, Duration::from_secs(60)).await;
    let app = emu.bot_id().get();
    let client = reqwest::Client::new();
    let gate = open_gate(&emu).await;

    edit(&client, &gate, app, "first-click").await;
    edit(&client, &gate, app, "first-click").await;
    let held = tokio::spawn({
        let (client, gate) = (client.clone(), gate.clone());
        async move { edit(&client, &gate, app, "first-click").await }
    });

    // The other click's edit goes at once (Discord's 3 s stands for "at once").
    let other = tokio::time::timeout(
        Duration::from_secs(3),
        edit(&client, &gate, app, "second-click"),
    )
    .await
    .expect("another token's call is not held by a spent bucket");
    assert_ne!(other.status(), reqwest::StatusCode::TOO_MANY_REQUESTS);
    assert!(
        !held.is_finished(),
        "the spent token's third call waits for its bucket's reset (a minute away)"
    );
    held.abort();
    assert_eq!(emu.rate_limit_stats().rate_limited, 0);
}

/// Counts the pace's tokens: a background call held by its route's spent
/// bucket longer than a paid token waits (`PAID_FOR`) gives its token back
/// and takes one after the wait, so each call that reaches Discord takes one.
#[tokio::test]
async fn a_background_call_held_by_its_route_takes_one_token_of_the_pace() {
    const CALLS: u64 = 3;
    // One call per window of twice a paid token's wait: every call after the
    // first is held by its route well past it.
    let window = 2 * hypnosia::pace::PAID_FOR + Duration::from_millis(50);
    let emu = emulator(1, window).await;
    let guild = emu.add_guild("Held");
    let channel = emu.add_channel(guild, "games");
    let client = reqwest::Client::new();
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let gate = gate::open(pace.clone(), reqwest::Client::new(), emu.plain_api_url())
        .await
        .expect("the gate opens");
    for _ in 0..CALLS {
        pace.background_call(guild.get())
            .await
            .expect("not stopped");
        assert_eq!(post(&client, &emu, &gate, channel.get()).await, 200);
    }
    let counts = pace.counts();
    assert_eq!(
        emu.messages(channel).len(),
        CALLS as usize,
        "each post once"
    );
    assert_eq!(emu.rate_limit_stats().rate_limited, 0, "no 429");
    assert!(
        counts.rate_limit_waits >= CALLS - 1,
        "the route held every call after the first: {counts:?}"
    );
    assert_eq!(counts.counted, CALLS);
    assert_eq!(counts.tokens, CALLS, "one token per call: {counts:?}");
}

/// Reliability-3 L1: every refusal reaches the breaker at the gate, whoever
/// made the call, as Discord counts them: a person's post refused 403, a
/// click's webhook refused 401 (its token ran out: counted, but the bot's
/// token is not in question) and a call with the bot's token refused 401
/// (which opens it).
#[tokio::test]
async fn every_refusal_is_counted_at_the_gate_people_s_and_webhooks_too() {
    let emu = emulator(50, Duration::from_secs(1)).await;
    let app = emu.bot_id().get();
    let guild = emu.add_guild("Refusals");
    let channel = emu.add_channel(guild, "games");
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let gate = gate::open(pace.clone(), reqwest::Client::new(), emu.plain_api_url())
        .await
        .expect("the gate opens");
    let client = reqwest::Client::new();

    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::missing_permissions(),
    );
    assert_eq!(post(&client, &emu, &gate, channel.get()).await, 403);
    assert_eq!(pace.refusals(), 1, "a person's 403");
    assert_eq!(pace.breaker_open(), None);

    emu.fail_next(
        "PATCH /webhooks/{app}/{token}/messages/{id}",
        Failure::Api {
            status: 401,
            code: 0,
            message: "401: Unauthorized".into(),
        },
    );
    assert_eq!(edit(&client, &gate, app, "a-click").await.status(), 401);
    assert_eq!(pace.refusals(), 2, "a webhook's 401");
    assert_eq!(pace.breaker_open(), None, "an interaction's token ran out");

    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::Api {
            status: 401,
            code: 0,
            message: "401: Unauthorized".into(),
        },
    );
    assert_eq!(post(&client, &emu, &gate, channel.get()).await, 401);
    assert_eq!(pace.refusals(), 3);
    assert_eq!(
        pace.breaker_open(),
        Some(Open::Unauthorized),
        "the bot's token"
    );
}

/// Reliability-3 L5: a call Discord (or the way to it) drops is answered by
/// the gate with why, never with its URL, which holds the interaction's
/// token: the bot logs that answer as Discord's message.
#[tokio::test]
async fn a_dropped_call_is_answered_without_its_token() {
    let emu = emulator(50, Duration::from_secs(1)).await;
    let app = emu.bot_id().get();
    let gate = open_gate(&emu).await;
    let client = reqwest::Client::new();
    let token = "a-secret-interaction-token";
    emu.fail_next(
        "PATCH /webhooks/{app}/{token}/messages/{id}",
        Failure::HangUp,
    );
    let answer = edit(&client, &gate, app, token).await;
    assert_eq!(answer.status(), reqwest::StatusCode::BAD_GATEWAY);
    let body = answer.text().await.expect("a body");
    assert!(body.contains("the pace's gate"), "{body}");
    assert!(!body.contains(token), "the token in the answer: {body}");
    assert_eq!(emu.pending_failures(), 0, "the call was dropped");
}
