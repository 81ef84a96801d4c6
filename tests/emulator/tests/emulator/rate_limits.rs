//! Discord's rate limits as the emulator enforces them on every call: a route's bucket with
//! Discord's headers, the global 50 calls a second (the interaction webhooks exempt), 429
//! bodies, and the invalid requests (401, 403, 429) of the last 10 minutes.

use std::time::Duration;

use hypnosia_emulator::{Emulator, EmulatorConfig, RateLimits};
use serde_json::{Value, json};

fn header(r: &reqwest::Response, name: &str) -> String {
    r.headers()
        .get(name)
        .map(|v| v.to_str().expect("ascii").to_owned())
        .unwrap_or_default()
}

async fn call(
    emu: &Emulator,
    method: reqwest::Method,
    path: &str,
    token: &str,
) -> reqwest::Response {
    reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {token}"))
        .json(&json!({"content": "x"}))
        .send()
        .await
        .expect("request")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_routes_bucket_counts_down_in_its_headers_then_answers_429() {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let (channel, other) = (
        emu.add_channel(guild, "games"),
        emu.add_channel(guild, "other"),
    );
    let post = format!("/channels/{channel}/messages");
    let limits = RateLimits::default();
    let mut buckets = Vec::new();
    for left in (0..limits.route_limit).rev() {
        let r = call(&emu, reqwest::Method::POST, &post, emu.token()).await;
        assert_eq!(r.status(), 200);
        assert_eq!(
            header(&r, "x-ratelimit-limit"),
            limits.route_limit.to_string()
        );
        assert_eq!(header(&r, "x-ratelimit-remaining"), left.to_string());
        let reset_after: f64 = header(&r, "x-ratelimit-reset-after")
            .parse()
            .expect("float");
        assert!(reset_after > 0.0 && reset_after <= limits.route_window.as_secs_f64());
        assert!(header(&r, "x-ratelimit-reset").parse::<f64>().is_ok());
        buckets.push(header(&r, "x-ratelimit-bucket"));
    }
    assert!(buckets.windows(2).all(|b| b[0] == b[1] && !b[0].is_empty()));
    let r = call(&emu, reqwest::Method::POST, &post, emu.token()).await;
    assert_eq!(r.status(), 429);
    assert_eq!(header(&r, "x-ratelimit-scope"), "user");
    assert_eq!(header(&r, "x-ratelimit-remaining"), "0");
    assert!(header(&r, "x-ratelimit-global").is_empty());
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["global"], false);
    let retry = body["retry_after"].as_f64().expect("retry_after");
    assert!(
        retry > 0.0 && retry <= limits.route_window.as_secs_f64(),
        "{retry}"
    );
    assert_eq!(
        emu.messages(channel).len(),
        limits.route_limit as usize,
        "not applied"
    );
    // Another channel is another bucket.
    let r = call(
        &emu,
        reqwest::Method::POST,
        &format!("/channels/{other}/messages"),
        emu.token(),
    )
    .await;
    assert_eq!(r.status(), 200);
    assert_ne!(header(&r, "x-ratelimit-bucket"), buckets[0]);
    let stats = emu.rate_limit_stats();
    assert_eq!((stats.rate_limited, stats.invalid_last_10_minutes), (1, 1));
    let violations = emu.take_violations();
    assert!(violations.iter().all(|v| v.rule == "rate-limit") && violations.len() == 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_calls_a_second_in_all_and_interaction_webhooks_apart() {
    // Buckets as large as the global limit, to see the global limit alone.
    let emu = Emulator::start_with(EmulatorConfig {
        rate_limits: RateLimits {
            route_limit: 1000,
            ..RateLimits::default()
        },
        ..EmulatorConfig::default()
    })
    .await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let get = format!("/channels/{channel}");
    let calls = (0..60).map(|_| call(&emu, reqwest::Method::GET, &get, emu.token()));
    let answers = futures_util::future::join_all(calls).await;
    let limited: Vec<&reqwest::Response> = answers.iter().filter(|r| r.status() == 429).collect();
    // Sixty calls take well under a second here; a slow machine lets a few more through.
    assert!(!limited.is_empty(), "past 50 in one second");
    assert!(answers.len() - limited.len() <= 60);
    let r = limited[0];
    assert_eq!(header(r, "x-ratelimit-global"), "true");
    assert_eq!(header(r, "x-ratelimit-scope"), "global");
    assert!(header(r, "retry-after").parse::<u64>().is_ok());
    let stats = emu.rate_limit_stats();
    assert_eq!(stats.busiest_second, 50);
    assert_eq!(stats.global_rate_limited, limited.len() as u64);
    // An interaction webhook is bound to its token, not to the bot's 50/s.
    let app = emu.bot_id();
    let r = call(
        &emu,
        reqwest::Method::POST,
        &format!("/webhooks/{app}/no-such-token"),
        "",
    )
    .await;
    assert_ne!(r.status(), 429);
    emu.take_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_requests_are_counted_over_ten_minutes() {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let r = call(
        &emu,
        reqwest::Method::GET,
        &format!("/channels/{channel}"),
        "wrong",
    )
    .await;
    assert_eq!(r.status(), 401);
    let r = call(
        &emu,
        reqwest::Method::GET,
        "/channels/1/messages",
        emu.token(),
    )
    .await;
    assert_eq!(r.status(), 404, "a 404 is no invalid request");
    let stats = emu.rate_limit_stats();
    assert_eq!((stats.invalid_last_10_minutes, stats.invalid_total), (1, 1));
    emu.advance_clock(Duration::from_secs(601));
    let stats = emu.rate_limit_stats();
    assert_eq!((stats.invalid_last_10_minutes, stats.invalid_total), (0, 1));
    emu.take_violations();
}
