//! End to end: a game ends cleanly however it breaks. When the last person
//! leaves, the computers finish at once and the channel is free again.

mod e2e_support;
mod emulator;

use std::time::Duration;

use e2e_support::{open_lobby, start, BotOptions, WAIT};
use emulator::EmuMessage;
use hypnosia::game::{Dice, Game};
use serde_json::json;

fn is_results(m: &EmuMessage) -> bool {
    m.embed_titles().iter().any(|t| t.contains("results"))
}

/// The bug this guards: one person with two computer players resigned, and the
/// computers played on alone, one move every 1.2 s for minutes, while the
/// channel stayed blocked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_last_person_resigns_the_computers_finish_at_once() {
    let w = start(BotOptions {
        ai_delay: Duration::from_millis(1200),
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");

    let lobby = open_lobby(&w, alice, &[("seats", json!(3))]).await;
    for label in ["Add AI: easy", "Add AI: medium", "Start (host)"] {
        let r = emu
            .click_label(alice, channel, lobby.id, label)
            .response()
            .await;
        assert_eq!(r.kind, 7, "{label}: {}", r.content());
    }
    emu.wait_for_message(
        channel,
        |m| m.embed_titles().iter().any(|t| t.contains("turn")),
        WAIT,
    )
    .await
    .expect("the first turn is shown");

    let r = emu
        .slash(alice, channel, "hypnosia resign", &[])
        .response()
        .await;
    assert!(r.ephemeral, "the resignation is answered privately");
    let shown_before = emu.messages(channel).len();
    let results = emu
        .wait_for_message(channel, is_results, Duration::from_secs(10))
        .await
        .expect("the results follow within seconds, not minutes");
    // No message per computer move: only the results were posted after resigning
    // (a computer move already under way may still update its own message).
    let after = emu.messages(channel);
    assert!(
        after.len() <= shown_before + 1,
        "one results message, not one per move: {} messages after {shown_before}",
        after.len()
    );
    assert!(results.text().contains("alice"), "{}", results.text());

    // The record is complete and legal, and alice's resignation ranks her last.
    let record = e2e_support::export(emu, channel, alice).await;
    let game = Game::from_json(&record.to_string(), Dice::from_seed(0))
        .expect("the record replays under the rules");
    assert!(game.is_over());
    let ranking = record["result"]["ranking"].as_array().expect("a ranking");
    assert_eq!(ranking.len(), 3);
    let last = &ranking[2];
    let alice_color = record["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == "human")
        .unwrap()["color"]
        .clone();
    assert_eq!(
        last["color"], alice_color,
        "who left ranks last: {record:#}"
    );
    assert_ne!(record["result"]["reason"], "cancelled", "the game counted");

    // The channel is free: a new lobby opens.
    let r = emu
        .slash(alice, channel, "hypnosia new", &[])
        .response()
        .await;
    assert!(!r.ephemeral, "a new lobby: {}", r.content());
    emu.assert_no_violations();
}
