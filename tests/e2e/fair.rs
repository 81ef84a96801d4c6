//! Fair shares and people who cannot move any more: one member asking for
//! heavy work faster than their allowance is told, only themselves, when to
//! try again, while another member is served; and once the last person of a
//! game with a computer resigns, the results come at once, not at the
//! computers' pace.

use std::time::{Duration, Instant};

use hypnosia_emulator::InteractionHandle;
use serde_json::json;

use crate::support::{
    click_lobby, is_results, lobby_number, open_lobby_in, resign, start, start_game, BotOptions,
    WAIT,
};

/// The longest the results may take after the last person's resignation
/// (the bound; the computers at their pace would take tens of
/// seconds more).
const RESULTS_WITHIN: Duration = Duration::from_secs(3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn once_the_last_person_resigns_the_computers_finish_at_once() {
    let w = start(BotOptions {
        // The computers' pace between moves when people watch.
        ai_delay: Duration::from_millis(1500),
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    // Two people and a computer.
    let lobby = open_lobby_in(
        emu,
        channel,
        alice,
        &[("seats", json!(3)), ("turn_timeout", json!("1h"))],
    )
    .await;
    click_lobby(
        emu,
        channel,
        lobby.id,
        &[
            (bob, "Join"),
            (alice, "Add AI: hard"),
            (alice, "Start (host)"),
        ],
    )
    .await;
    let id = lobby_number(&lobby);
    emu.wait_for_message(channel, crate::support::has_move_buttons, WAIT)
        .await
        .expect("the game starts");

    // Alice resigns: bob and the computer play on.
    resign(emu, channel, alice).await;
    assert!(
        emu.wait_for_message(channel, is_results, Duration::from_secs(2))
            .await
            .is_none(),
        "bob still plays"
    );
    // Bob resigns too: nobody can move any more.
    let resigned = Instant::now();
    resign(emu, channel, bob).await;
    let results = emu
        .wait_for_message(channel, |m| crate::support::is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    let took = resigned.elapsed();
    eprintln!("results {took:?} after the last person resigned");
    assert!(
        took < RESULTS_WITHIN,
        "the results came {took:?} after the last person resigned"
    );
    assert!(results.button("Rematch").is_some(), "{}", results.text());
    emu.assert_no_violations();
}

/// Whether a response refuses heavy work for going too fast, with a
/// relative time, to the asker only.
fn told_to_wait(r: &hypnosia_emulator::Response) -> Option<i64> {
    let text = r.content();
    if !(r.kind == 4 && r.ephemeral && text.contains("faster than the bot")) {
        return None;
    }
    let at = text.split("<t:").nth(1)?.split(":R>").next()?;
    at.parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_member_asking_for_heavy_work_too_fast_is_told_when_to_try_again() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let mallory = emu.add_user("mallory");
    let carol = emu.add_user("carol");
    // A finished game to replay.
    start_game(emu, channel, alice, None, "1h").await;
    crate::support::first_turn(emu, channel).await;
    resign(emu, channel, alice).await;
    emu.wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results");

    // Mallory asks for twenty replays at once.
    let asked: Vec<InteractionHandle> = (0..20)
        .map(|_| emu.slash(mallory, channel, "hypnosia replay", &[]))
        .collect();
    let now = hypnosia::table::unix_now();
    let mut served = 0;
    let mut waits = Vec::new();
    for h in &asked {
        let r = h.response().await;
        match told_to_wait(&r) {
            Some(at) => waits.push(at),
            None => {
                assert!(
                    r.kind == 5 || (r.kind == 4 && !r.ephemeral),
                    "a replay: type {} {}",
                    r.kind,
                    r.content()
                );
                served += 1;
            }
        }
    }
    let burst = hypnosia::heavy::fair::Allowance::default().burst as usize;
    assert!(
        (burst..burst + 3).contains(&served),
        "{served} of 20 replays served at once (allowance {burst})"
    );
    assert_eq!(served + waits.len(), 20);
    eprintln!(
        "{served} of 20 replays served at once, {} told to wait",
        waits.len()
    );
    assert!(
        waits.iter().all(|&at| at > now && at <= now + 30),
        "told a moment in the near future: {waits:?} (now {now})"
    );
    // Another member is served meanwhile: the allowance is mallory's own.
    let r = emu
        .slash(carol, channel, "hypnosia replay", &[])
        .response()
        .await;
    assert!(
        told_to_wait(&r).is_none(),
        "carol is served: {}",
        r.content()
    );
    // Asked again when told, mallory is served.
    let at = *waits.iter().max().unwrap();
    let wait = (at - hypnosia::table::unix_now()).max(0) as u64;
    tokio::time::sleep(Duration::from_secs(wait)).await;
    let r = emu
        .slash(mallory, channel, "hypnosia replay", &[])
        .response()
        .await;
    assert!(told_to_wait(&r).is_none(), "served again: {}", r.content());
    emu.assert_no_violations();
}
