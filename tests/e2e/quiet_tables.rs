//! End to end: every table is quiet, not only a lobby's. A Swiss table in
//! its thread keeps at most two messages there while it plays (its log,
//! which is the table's ping, and the live turn), turn after turn until a
//! player resigns, and a handful after it; the
//! ping notifies each player once, and no first turn notifies them again. A
//! member has one practice game at a time: four more Practice clicks link to
//! it, and its thread is archived when it ends.

use std::time::Duration;

use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, WAIT, asks, assert_refused, heading_in, is_results, move_shown, resign, start,
};
use crate::tournaments::{cup, started_in_threads, threads};
use hypnosia::controls::ComponentId;
use hypnosia::learn::LESSONS;
use hypnosia::live::Waits;
use hypnosia_emulator::{EmuMessage, Emulator};

/// The most messages a table's thread holds while it plays.
const IN_PLAY: usize = 2;

/// The most messages a table's thread holds after its game.
const A_DOZEN: usize = 12;

/// Waits (a moment: the replaced turn is removed just after the new one is
/// posted) until `thread` holds at most `most` messages; how many it holds.
async fn settled(emu: &Emulator, thread: ChannelId, most: usize) -> usize {
    for _ in 0..200 {
        if emu.messages(thread).len() <= most {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    emu.messages(thread).len()
}

/// How many turns the table's people play before one of them resigns (a
/// whole game takes about 90 turns: seconds of CI time that prove nothing
/// more).
const TURNS: usize = 16;

/// The table's people play [`TURNS`] turns, each clicking as soon as asked;
/// before each click, the thread has settled to [`IN_PLAY`] messages.
/// Returns who is to move then.
async fn play_quietly(emu: &Emulator, thread: ChannelId, people: &[UserId]) -> UserId {
    let (mut turns, mut last) = (0, None);
    loop {
        let m = emu
            .wait_for_message(thread, |m| people.iter().any(|&p| asks(m, p)), WAIT)
            .await
            .expect("a turn for one of the people");
        let user = *people.iter().find(|&&p| asks(&m, p)).unwrap();
        if last != Some(m.id) {
            last = Some(m.id);
            turns += 1;
            let held = settled(emu, thread, IN_PLAY).await;
            let texts: Vec<String> = emu.messages(thread).iter().map(EmuMessage::text).collect();
            assert!(held <= IN_PLAY, "turn {turns}: {texts:#?}");
            if turns == TURNS {
                return user;
            }
        }
        let r = emu
            .click(user, thread, m.id, &heading_in(&m))
            .response()
            .await;
        assert!(move_shown(emu, thread, &m, &r).await, "{}", r.content());
    }
}

async fn a_swiss_table_keeps_its_thread_quiet_and_pings_each_player_once() {
    let options = BotOptions {
        // Longer than the game: no turn may notify for a pause.
        waits: Waits {
            watching: Duration::from_secs(600),
            ..Waits::default()
        },
        ..BotOptions::default()
    };
    let new = cup(0, 2, &[("rounds", json!(1))]);
    let (w, people, _) = started_in_threads(options, &["ann", "ben"], &new).await;
    let (emu, channel) = (&w.emu, w.channel);
    let thread = threads(emu, channel, 1).await[0];
    let ping = emu
        .wait_for_message(thread, |m| m.content.contains("your table"), WAIT)
        .await
        .expect("the table's ping, in its thread");
    assert!(
        people
            .iter()
            .all(|p| ping.content.contains(&format!("<@{p}>"))),
        "{}",
        ping.content
    );

    let mover = play_quietly(emu, thread, &people).await;
    resign(emu, thread, mover).await;
    let results = emu
        .wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the table's results, in its thread");
    for &p in &people {
        assert_eq!(
            emu.notifications(p),
            [ping.id, results.id],
            "the table's ping and its results notify, no turn"
        );
    }
    // The ping is the table's log: it keeps its words and gains the newest lines.
    // Edited at most every few seconds while the game runs, and brought up
    // to date by its end, right after the results.
    let mut log = String::new();
    for _ in 0..400 {
        log = emu.message(ping.id).expect("the ping stays").text();
        if log.contains('🎲') {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(log.contains("your table") && log.contains('🎲'), "{log}");
    let left = settled(emu, thread, IN_PLAY).await;
    println!("a Swiss table of two: {left} messages in its thread after {TURNS} turns and its end");
    assert!(left <= A_DOZEN, "{left}");
    emu.assert_no_violations();
}

async fn a_member_has_one_practice_game_at_a_time_and_its_thread_is_archived_at_its_end() {
    let w = start(BotOptions {
        new_servers_in_threads: true,
        // No cooldown: only the open game refuses the next ones.
        waits: Waits {
            cooldown: Duration::ZERO,
            ..Waits::default()
        },
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let ada = emu.add_user("ada");
    let lesson = emu
        .slash(
            ada,
            channel,
            "hypnosia learn",
            &[("lesson", json!(LESSONS.len()))],
        )
        .response()
        .await
        .message
        .expect("the last lesson");
    let practice = || async {
        emu.click_forged(ada, channel, lesson.id, &ComponentId::Practice.to_string())
            .expect("a click")
            .response()
            .await
    };
    let first = practice().await;
    assert!(
        first.content().contains("has started"),
        "{}",
        first.content()
    );
    let thread = threads(emu, channel, 1).await[0];
    for _ in 0..4 {
        let again = practice().await;
        assert_refused(&again, "still running");
        assert!(
            again.content().contains(&thread.to_string()),
            "links to it: {}",
            again.content()
        );
    }
    assert_eq!(
        emu.threads(channel),
        [thread],
        "one practice game, one thread"
    );
    emu.wait_for_message(thread, |m| asks(m, ada), WAIT)
        .await
        .expect("her turn, in the thread");
    let opened = emu.messages(thread);
    assert!(
        opened[0].content.contains(&format!("<@{ada}>"))
            && emu.notifications(ada) == [opened[0].id],
        "its first message pings her once"
    );

    resign(emu, thread, ada).await;
    emu.wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the results, in the thread");
    let mut archived = false;
    for _ in 0..200 {
        archived = emu.thread_state(thread).is_some_and(|s| s.archived);
        if archived {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(archived, "the thread is archived once the game is over");
    // Over, it no longer holds the next one back.
    let next = practice().await;
    assert!(next.content().contains("has started"), "{}", next.content());
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_swiss_table_keeps_its_thread_quiet_and_pings_each_player_once,
    a_member_has_one_practice_game_at_a_time_and_its_thread_is_archived_at_its_end,
}
