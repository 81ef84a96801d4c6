//! End to end: turn notifications by direct message (`/hypnosia notify`). In a
//! game with a 1 h time-out, alice (notifications on) gets a DM each time her
//! turn starts, with the deadline and a link to that turn's message; bob
//! (notifications on, DMs closed) costs one refused DM (50007), after which no
//! DM is tried for him again; carol (never asked) gets none.

use std::time::Duration;

use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, WAIT, asked, message_link, next_turn, play_turn, private_command, start, start_game,
};
use hypnosia_emulator::{EmuMessage, Emulator};

/// The turn DMs `user` received.
fn turn_dms(emu: &Emulator, user: UserId) -> Vec<EmuMessage> {
    emu.messages(emu.dm_channel(user))
        .into_iter()
        .filter(|m| m.content.contains("your turn in game #"))
        .collect()
}

async fn wait_until(what: &str, cond: impl Fn() -> bool) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !cond() {
        assert!(tokio::time::Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn notify(emu: &Emulator, channel: ChannelId, user: UserId, on: bool) -> String {
    private_command(
        emu,
        user,
        channel,
        "hypnosia notify",
        &[("enabled", json!(on))],
    )
    .await
    .text()
}

async fn turn_dms_reach_who_asked_and_closed_dms_are_not_retried() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let (alice, bob, carol) = (
        emu.add_user("alice"),
        emu.add_user("bob"),
        emu.add_user("carol"),
    );
    let said = notify(emu, w.channel, alice, true).await;
    assert!(
        said.contains("Turn notifications are on") && said.contains("an hour or more"),
        "{said}"
    );
    notify(emu, w.channel, bob, true).await;
    emu.close_dms(bob);

    start_game(emu, w.channel, alice, Some(bob), "1h").await;
    // Four turns each, whoever starts.
    let mut after = None;
    let mut alice_turns = 0;
    let mut bob_turns = 0;
    let mut alice_turn_messages = Vec::new();
    for _ in 0..8 {
        let turn = next_turn(emu, w.channel, &[alice, bob], after).await;
        let user = asked(&turn, &[alice, bob]);
        after = Some(turn.id);
        if user == alice {
            alice_turns += 1;
            alice_turn_messages.push(turn.id);
            wait_until("alice gets a DM for each of her turns", || {
                turn_dms(emu, alice).len() == alice_turns
            })
            .await;
        } else {
            bob_turns += 1;
            wait_until("bob's first DM is refused", || emu.dm_attempts(bob).1 == 1).await;
        }
        play_turn(emu, w.channel, user, &turn).await;
    }
    assert!(
        alice_turns >= 2 && bob_turns >= 2,
        "{alice_turns} {bob_turns}"
    );

    // Each DM: the deadline, and a link to the message of that very turn.
    for (dm, turn) in turn_dms(emu, alice).iter().zip(&alice_turn_messages) {
        assert!(dm.content.contains("<t:"), "the deadline: {}", dm.content);
        assert!(
            dm.content
                .ends_with(&message_link(w.guild, w.channel, *turn)),
            "a link to the turn's message {turn}: {}",
            dm.content
        );
    }
    // Bob: one DM channel opened, one post refused (50007), none tried since.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(emu.dm_attempts(bob), (1, 1), "no retry storm");
    assert!(turn_dms(emu, bob).is_empty());
    // Turning notifications on again clears the mark: his next turn tries
    // again; then alice turns hers off (during his turn) and gets no more.
    notify(emu, w.channel, bob, true).await;
    let mut bob_again = false;
    let mut alice_off = None;
    loop {
        let turn = next_turn(emu, w.channel, &[alice, bob], after).await;
        let user = asked(&turn, &[alice, bob]);
        after = Some(turn.id);
        if user == bob && !bob_again {
            wait_until("bob's DM is tried again", || emu.dm_attempts(bob).1 == 2).await;
            bob_again = true;
            let said = notify(emu, w.channel, alice, false).await;
            assert!(said.contains("Turn notifications are off"), "{said}");
            alice_off = Some(turn_dms(emu, alice).len());
        } else if user == alice && alice_off.is_none() {
            alice_turns += 1;
            wait_until("alice gets a DM for each of her turns", || {
                turn_dms(emu, alice).len() == alice_turns
            })
            .await;
        }
        play_turn(emu, w.channel, user, &turn).await;
        if user == alice && alice_off.is_some() {
            break;
        }
    }

    // Carol never turned them on: a slow game of hers sends her nothing.
    let other = emu.add_channel(w.guild, "other");
    start_game(emu, other, carol, None, "1h").await;
    let turn = next_turn(emu, other, &[carol], None).await;
    play_turn(emu, other, carol, &turn).await;
    next_turn(emu, other, &[carol], Some(turn.id)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(emu.dm_attempts(carol), (0, 0), "carol gets no DM");
    assert_eq!(
        Some(turn_dms(emu, alice).len()),
        alice_off,
        "alice turned them off"
    );
    emu.assert_no_violations();
}

/// A DM has no interaction to read a language from: it speaks the one of the
/// person's Discord client when they turned notifications on, not the server's.
async fn a_turn_dm_speaks_the_language_the_person_chose_it_in() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let dan = emu.add_user("dan");
    emu.set_user_locale(dan, "fr");
    let said = notify(emu, w.channel, dan, true).await;
    assert!(said.contains("Notifications de tour activées"), "{said}");
    // Her client speaks English again later: the choice made in French holds.
    emu.set_user_locale(dan, "en-US");
    start_game(emu, w.channel, dan, None, "1h").await;
    next_turn(emu, w.channel, &[dan], None).await;
    wait_until("dan gets a DM in French", || {
        emu.messages(emu.dm_channel(dan)).iter().any(|m| {
            m.content
                .contains("C'est à vous de jouer dans la partie n°")
        })
    })
    .await;
    let messages = emu.messages(emu.dm_channel(dan));
    assert_eq!(messages.len(), 1, "one DM for one turn");
    assert!(
        messages[0].content.contains("<t:"),
        "{}",
        messages[0].content
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    turn_dms_reach_who_asked_and_closed_dms_are_not_retried,
    a_turn_dm_speaks_the_language_the_person_chose_it_in,
}
