//! End to end, a tournament's rules where Discord is part of them: a
//! knock-out's odd player goes on with a bye (said on the sign-up card, no
//! thread against a computer); a no-show removed for time-outs is not seated
//! in round 2; a call refused in the tournament's channel (a permission)
//! keeps its tables in threads playing, and a table's turn refused in the
//! channel waits for it to open, nobody timed out meanwhile; a sign-up card
//! refused for good is not tried again until it changes.

use serde_json::json;
use serenity::all::UserId;

use crate::support::{
    BotOptions, WAIT, asked, command, export, is_results, next_turn, private_command, resign, start,
};
use crate::tournaments::{
    cup, first_asked, players_at, resign_the_mover, started_in_threads, threads,
};
use hypnosia_emulator::Failure;

/// Five at tables of two: two tables and a bye, then the bye plays round 2.
async fn a_knockout_of_five_at_tables_of_two_gives_a_bye() {
    let names = ["ann", "ben", "cat", "dan", "eve"];
    let (w, people, signup) =
        started_in_threads(BotOptions::default(), &names, &cup(1, 2, &[])).await;
    let (emu, channel) = (&w.emu, w.channel);
    let card = emu
        .wait_for_message(
            channel,
            |m| m.id == signup.id && m.text().contains("bye"),
            WAIT,
        )
        .await
        .expect("the sign-up card names the bye")
        .text();
    let bye = *people
        .iter()
        .find(|p| card.contains(&format!("<@{p}> goes on to round 2 with a bye")))
        .expect(&card);
    let round_one = threads(emu, channel, 2).await;
    let mut seated = Vec::new();
    for &thread in &round_one {
        let (_, at) = players_at(emu, thread, &people).await;
        assert_eq!(at.len(), 2, "two people, no computer: {at:?}");
        seated.extend(at);
    }
    assert!(!seated.contains(&bye), "the bye plays no game in round 1");
    for &thread in &round_one {
        resign_the_mover(emu, thread, &people).await;
    }
    // Round 2: the bye plays; no more than one new table (three people: one
    // table and another bye).
    let now = threads(emu, channel, 3).await;
    assert_eq!(now.len(), 3, "{now:?}");
    let second = *now.iter().find(|t| !round_one.contains(t)).unwrap();
    let (_, at) = players_at(emu, second, &people).await;
    assert!(at.contains(&bye), "{at:?}");
    emu.assert_no_violations();
}

/// A Swiss of four at tables of two, 1 s turns: at one table nobody moves,
/// and the first to move is removed after three time-outs; round 2 seats the
/// three others only, and the sign-up card strikes the no-show through.
async fn a_no_show_removed_for_time_outs_is_not_seated_in_round_two() {
    let names = ["ann", "ben", "cat", "dan"];
    let new = cup(0, 2, &[("rounds", json!(2)), ("turn_timeout", json!("1s"))]);
    let (w, people, signup) = started_in_threads(BotOptions::short_turns(), &names, &new).await;
    let (emu, channel) = (&w.emu, w.channel);
    let round_one = threads(emu, channel, 2).await;
    let (_, idle_table) = players_at(emu, round_one[0], &people).await;
    let idle = first_asked(emu, round_one[0], &idle_table).await;
    resign_the_mover(emu, round_one[1], &people).await;
    let slow = emu
        .wait_for_message(round_one[0], is_results, WAIT)
        .await
        .expect("the no-show's table ends")
        .text();
    assert!(slow.contains("was removed after"), "{slow}");
    // Round 2: three people, at a table of two and one against a computer.
    let now = threads(emu, channel, 4).await;
    let mut seated: Vec<UserId> = Vec::new();
    for &thread in now.iter().filter(|t| !round_one.contains(t)) {
        seated.extend(players_at(emu, thread, &people).await.1);
    }
    seated.sort();
    let mut expected: Vec<UserId> = people.iter().copied().filter(|&p| p != idle).collect();
    expected.sort();
    assert_eq!(seated, expected, "the no-show {idle} is not seated");
    let struck = format!("~~<@{idle}>~~");
    let card = emu
        .wait_for_message(
            channel,
            |m| m.id == signup.id && m.text().contains("Round 2"),
            WAIT,
        )
        .await
        .expect("the sign-up card at round 2")
        .text();
    assert!(card.contains(&struck), "{card}");
    emu.assert_no_violations();
}

/// Discord refuses the sign-up card's edit for a permission (403, 50013):
/// the tournament goes on, its table in a thread plays to its end, and the
/// final is seated.
async fn a_refused_call_in_the_tournaments_channel_keeps_its_tables_in_threads_playing() {
    // The channel stays shut a moment only: the final's thread is opened
    // once it reopens (the sweep hands the waiting table to its placement).
    let options = BotOptions {
        waits: hypnosia::live::Waits {
            door_shut: std::time::Duration::from_millis(500),
            sweep_every: std::time::Duration::from_millis(500),
            ..hypnosia::live::Waits::default()
        },
        ..BotOptions::default()
    };
    let names = ["ann", "ben", "cat", "dan"];
    let (w, people, signup) = started_in_threads(options, &names, &cup(1, 2, &[])).await;
    let (emu, channel) = (&w.emu, w.channel);
    let round_one = threads(emu, channel, 2).await;
    let (_, first_table) = players_at(emu, round_one[0], &people).await;
    let refused = emu.refused_calls();
    let edit = format!("PATCH /channels/{channel}/messages/{}", signup.id);
    emu.fail_next(&edit, Failure::missing_permissions());
    // A leave edits the sign-up card: refused.
    let leaver = first_table[0];
    let left = private_command(emu, leaver, channel, "hypnosia tournament leave", &[]).await;
    assert!(left.text().contains("left"), "{}", left.text());
    for _ in 0..400 {
        if emu.refused_calls() > refused {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert!(emu.refused_calls() > refused, "the card's edit was refused");
    // The other table, in its thread, plays on to its end.
    let (_, second_table) = players_at(emu, round_one[1], &people).await;
    let mover = crate::support::asked(
        &crate::support::next_turn(emu, round_one[1], &second_table, None).await,
        &second_table,
    );
    resign(emu, round_one[1], mover).await;
    let results = emu
        .wait_for_message(round_one[1], is_results, WAIT)
        .await
        .expect("the table in its thread ends as played")
        .text();
    assert!(!results.contains("out of reach"), "{results}");
    // The final is seated, in a thread of its own.
    let now = threads(emu, channel, 3).await;
    let last = *now.iter().find(|t| !round_one.contains(t)).unwrap();
    let (_, finalists) = players_at(emu, last, &people).await;
    assert_eq!(finalists.len(), 2, "{finalists:?}");
    assert!(!finalists.contains(&leaver) && !finalists.contains(&mover));
    emu.assert_no_violations();
}

/// Reliability-3 M1: a Swiss of two whose table plays in the channel, its
/// round seated while Discord refuses posts there (403, 50013), turns of 2 s
/// and the channel shut 4 s. The table's first turn stays owed while the
/// channel is shut (no deadline runs on it), and is shown once it opens,
/// before anyone timed out; before, it was marked shown unseen and the bot
/// played the first movers' turns at each deadline.
async fn a_tables_turn_refused_in_its_channel_is_shown_once_it_opens_with_nobody_timed_out() {
    let options = BotOptions {
        waits: hypnosia::live::Waits {
            door_shut: std::time::Duration::from_secs(4),
            sweep_every: std::time::Duration::from_millis(500),
            ..hypnosia::live::Waits::default()
        },
        ..BotOptions::short_turns()
    };
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let people: Vec<UserId> = ["ann", "ben"].iter().map(|n| emu.add_user(n)).collect();
    let new = cup(0, 2, &[("rounds", json!(1)), ("turn_timeout", json!("2s"))]);
    let signup = command(emu, people[0], channel, "hypnosia tournament new", &new).await;
    for &person in &people {
        let r = emu.click_label(person, channel, signup.id, "Join");
        assert_eq!(r.response().await.kind, 6, "joined");
    }
    let listed = emu
        .wait_for_message(
            channel,
            |m| m.id == signup.id && m.text().contains("(2/64)"),
            WAIT,
        )
        .await;
    assert!(listed.is_some(), "both signed up");
    // The round's first post in the channel (its table's ping or first turn)
    // is refused for a permission.
    let refused = emu.refused_calls();
    emu.fail_next(
        &format!("POST /channels/{channel}/messages"),
        Failure::missing_permissions(),
    );
    let started = private_command(emu, people[0], channel, "hypnosia tournament start", &[]).await;
    assert!(started.text().contains("started"), "{}", started.text());
    let turn = next_turn(emu, channel, &people, None).await;
    let record = export(emu, channel, people[0]).await;
    let moves: Vec<_> = record["turns"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["moves"].as_array().cloned().unwrap_or_default())
        .collect();
    assert!(
        moves.is_empty(),
        "the first turn is shown before anyone moved or timed out: {record:#}"
    );
    assert!(people.contains(&asked(&turn, &people)));
    assert_eq!(emu.refused_calls(), refused + 1, "one refused call");
    emu.assert_no_violations();
}

/// Reliability-3 M2: Discord refuses every edit of a sign-up card for a
/// permission (403, 50013), the channel shut a moment after each refusal and
/// swept often. A join's edit is tried once, not again each time the channel
/// opens; the next change to the card is tried once more. Before: one refused
/// call each time the channel opened, forever.
async fn a_sign_up_card_refused_for_good_is_not_tried_again_until_it_changes() {
    let options = BotOptions {
        waits: hypnosia::live::Waits {
            door_shut: std::time::Duration::from_millis(200),
            sweep_every: std::time::Duration::from_millis(100),
            ..hypnosia::live::Waits::default()
        },
        ..BotOptions::default()
    };
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let [ann, ben] = ["ann", "ben"].map(|n| emu.add_user(n));
    let signup = command(
        emu,
        ann,
        channel,
        "hypnosia tournament new",
        &cup(1, 2, &[]),
    )
    .await;
    let edit = format!("PATCH /channels/{channel}/messages/{}", signup.id);
    const ARMED: u32 = 1000;
    emu.fail_times(&edit, ARMED, Failure::missing_permissions());
    let tried = || ARMED - emu.pending_failures();
    for (person, expected) in [(ann, 1), (ben, 2)] {
        let joined = emu.click_label(person, channel, signup.id, "Join");
        assert_eq!(joined.response().await.kind, 6, "a Join is answered");
        for _ in 0..400 {
            if tried() >= expected {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        // Ten times the channel's shut moment, twenty sweeps.
        tokio::time::sleep(std::time::Duration::from_secs(2)).await;
        assert_eq!(
            tried(),
            expected,
            "the card's edit is tried once per change"
        );
    }
    emu.clear_failures();
}

crate::harness::tests! {
    a_sign_up_card_refused_for_good_is_not_tried_again_until_it_changes,
    a_tables_turn_refused_in_its_channel_is_shown_once_it_opens_with_nobody_timed_out,
    a_no_show_removed_for_time_outs_is_not_seated_in_round_two,
    a_knockout_of_five_at_tables_of_two_gives_a_bye,
    a_refused_call_in_the_tournaments_channel_keeps_its_tables_in_threads_playing,
}
