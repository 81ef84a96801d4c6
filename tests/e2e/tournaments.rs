//! End to end: a knock-out from its sign-up message to its podium. Four
//! people join with the sign-up message's button (the message lists them as
//! they come), the host starts it, each table opens in a thread of its own
//! where its players are pinged, and at each table the player to move
//! resigns; the final is seated when the first round is over, and its
//! winner tops the podium posted in the channel; the server's games list
//! each table with its tournament and round.

use std::time::Duration;

use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, WAIT, asked, command, is_results, next_turn, private_command, resign, start,
};
use hypnosia_emulator::Emulator;

/// The threads of `channel` once there are `count`.
pub(crate) async fn threads(emu: &Emulator, channel: ChannelId, count: usize) -> Vec<ChannelId> {
    for _ in 0..400 {
        let threads = emu.threads(channel);
        if threads.len() >= count {
            return threads;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!(
        "{count} threads under {channel}: {:?}",
        emu.threads(channel)
    )
}

/// At the table of `thread`, the player to move resigns; the other one wins.
pub(crate) async fn resign_the_mover(
    emu: &Emulator,
    thread: ChannelId,
    people: &[UserId],
) -> UserId {
    let turn = next_turn(emu, thread, people, None).await;
    let mover = asked(&turn, people);
    let pinged = emu.messages(thread);
    assert!(
        pinged
            .iter()
            .any(|m| m.content.contains(&format!("<@{mover}>")) && !m.is_ephemeral()),
        "the table's players are pinged in its thread"
    );
    resign(emu, thread, mover).await;
    emu.wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the table's results, in its thread");
    mover
}

async fn a_knockout_runs_from_sign_up_to_podium() {
    let w = start(BotOptions {
        new_servers_in_threads: true,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let people: Vec<UserId> = ["ann", "ben", "cat", "dan"].map(|n| emu.add_user(n)).into();
    let host = people[0];
    let new = [
        ("name", json!("Cup")),
        ("format", json!(1)),
        ("seats", json!(2)),
    ];
    let signup = command(emu, host, channel, "hypnosia tournament new", &new).await;
    assert!(signup.text().contains("Cup"), "{}", signup.text());
    for &person in &people {
        let r = emu
            .click_label(person, channel, signup.id, "Join")
            .response()
            .await;
        assert_eq!(r.kind, 6, "a Join is answered at once: {}", r.content());
    }
    let mut listed = String::new();
    for _ in 0..400 {
        listed = emu.message(signup.id).map(|m| m.text()).unwrap_or_default();
        if listed.contains("(4/64)") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(listed.contains("(4/64)"), "{listed}");
    let players = listed.split("(4/64)").nth(1).unwrap();
    assert!(
        people.iter().all(|p| players.contains(&format!("<@{p}>"))),
        "{listed}"
    );
    let started = private_command(emu, host, channel, "hypnosia tournament start", &[]).await;
    assert!(started.text().contains("started"), "{}", started.text());

    // Round 1: two tables of two, each in its thread.
    let round_one = threads(emu, channel, 2).await;
    let mut out = Vec::new();
    for &thread in &round_one {
        out.push(resign_the_mover(emu, thread, &people).await);
    }
    // The final: the two winners, in a third thread.
    let last = threads(emu, channel, 3).await;
    let final_table = *last.iter().find(|t| !round_one.contains(t)).unwrap();
    let finalists: Vec<UserId> = people
        .iter()
        .copied()
        .filter(|p| !out.contains(p))
        .collect();
    let runner_up = resign_the_mover(emu, final_table, &finalists).await;
    let winner = *finalists.iter().find(|&&p| p != runner_up).unwrap();

    let podium = emu
        .wait_for_message(
            channel,
            |m| m.id != signup.id && m.text().contains("podium"),
            WAIT,
        )
        .await
        .expect("the podium, in the tournament's channel");
    let text = podium.text();
    assert!(text.contains(&format!("🥇 1. <@{winner}>")), "{text}");
    assert!(text.contains(&format!("🥈 2. <@{runner_up}>")), "{text}");
    let over = emu.message(signup.id).unwrap().text();
    assert!(
        over.contains("Over"),
        "the sign-up message says it is over: {over}"
    );
    // Its games are the server's games, labelled with the tournament and round.
    let games = private_command(emu, host, channel, "hypnosia games", &[]).await;
    let games = games.text();
    assert!(
        games.contains("🏆 Cup, round 2") && games.contains("🏆 Cup, round 1"),
        "{games}"
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_knockout_runs_from_sign_up_to_podium,
}
