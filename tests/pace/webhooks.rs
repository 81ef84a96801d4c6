//! The gate keeps each interaction token's webhook buckets, as Discord does,
//! against the emulator's limits (short windows, so a test waits well under
//! a second).

use std::sync::Arc;
use std::time::Duration;

use hypnosia::pace::{Budget, Pace, gate};
use hypnosia_emulator::{Emulator, EmulatorConfig, RateLimits};

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

async fn open_gate(emu: &Emulator) -> String {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    gate::open(pace, reqwest::Client::new(), emu.plain_api_url())
        .await
        .expect("the gate opens")
}

#[tokio::test]
async fn a_spent_webhook_bucket_is_waited_out_at_the_gate_and_its_headers_kept_from_serenity() {
    let emu = emulator(2, Duration::from_millis(300)).await;
    let app = emu.bot_id().get();
    let client = reqwest::Client::new();

    // Straight to Discord, six edits in a row spend the bucket of two.
    for _ in 0..6 {
        edit(&client, &emu.plain_api_url(), app, "straight").await;
    }
    let refused_straight = emu.rate_limit_stats().rate_limited;
    assert!(refused_straight > 0, "the emulator refuses a spent bucket");

    let gate = open_gate(&emu).await;
    for _ in 0..6 {
        let answer = edit(&client, &gate, app, "through-the-gate").await;
        assert_ne!(answer.status(), reqwest::StatusCode::TOO_MANY_REQUESTS);
        let bucket_headers: Vec<_> = answer
            .headers()
            .keys()
            .filter(|name| name.as_str().starts_with("x-ratelimit-"))
            .collect();
        assert!(
            bucket_headers.is_empty(),
            "serenity keys every token's bucket by the application id; it must not see {bucket_headers:?}"
        );
    }
    assert_eq!(
        emu.rate_limit_stats().rate_limited,
        refused_straight,
        "the gate waited each spent bucket out"
    );
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
