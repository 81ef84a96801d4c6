//! End to end: a quiet channel. However long a game, the channel keeps its
//! lobby message (the game's log while it runs, one line once it ends), one
//! turn message at a time, and the results; a game in a thread reports its
//! winner on the line its thread started from; `/hypnosia board` leaves no
//! dead message behind. The counts are printed for the notes.

use crate::support::Choose;
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    self, BotOptions, TwoPeople, WAIT, asked, asks, click_lobby, heading_in, is_results,
    message_link, move_ids, next_turn, open_lobby, resign, start, two_people,
};
use std::time::Duration;

use hypnosia_emulator::{EmuMessage, Emulator, Failure};

/// Most messages a finished game may leave in its channel: the lobby (then
/// its log) and the results, and one to spare.
const HANDFUL: usize = 3;

/// The channel's messages once the game is over, printed for the notes.
fn left_in(emu: &Emulator, channel: ChannelId, what: &str) -> Vec<EmuMessage> {
    let left = emu.messages(channel);
    println!("messages left in the channel by {what}: {}", left.len());
    left
}

async fn a_game_of_two_people_leaves_a_handful_of_messages_in_the_channel() {
    let w = start(BotOptions::default()).await;
    let TwoPeople { alice, bob, lobby } = two_people(&w, &[("turn_timeout", json!("24h"))]).await;
    let (emu, channel) = (&w.emu, w.channel);

    // The people play whatever they are asked.
    let (_, results) = support::play_to_the_end(emu, channel, &[alice, bob], heading_in).await;
    // Counted once the lobby's line says the game is over: the turn messages
    // the results replace are removed before it does (their removal trails
    // the turns, at Discord's pace, and no click waits for it).
    let log = wait_for_end_line(emu, channel, lobby.id).await;
    let left = left_in(emu, channel, "a 2-player game of people");
    assert!(left.len() <= HANDFUL, "{:#?}", texts(&left));
    assert_eq!(
        left.first().map(|m| m.id),
        Some(lobby.id),
        "the lobby stays first"
    );
    assert_eq!(
        left.last().map(|m| m.id),
        Some(results.id),
        "the results last"
    );

    // The lobby message ends as one line: who won, and a link to the results.
    assert!(log.content.contains("is over: 🏆"), "{}", log.content);
    let link = log.buttons().into_iter().find_map(|b| b.url);
    assert_eq!(
        link,
        Some(message_link(w.guild, channel, results.id)),
        "{log:?}"
    );
    // The results' title names the winners; the people are mentioned once.
    let title = results.embed_titles().join(" ");
    assert!(
        title.starts_with("🏆 ") && title.contains("game #"),
        "{title}"
    );
    for person in [alice, bob] {
        assert_eq!(results.content.matches(&format!("<@{person}>")).count(), 1);
    }
    emu.assert_no_violations();
}

async fn when_the_last_person_resigns_the_play_out_is_one_line_and_the_results() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let lobby = open_lobby(&w, alice, &[("seats", json!(3))]).await;
    click_lobby(
        emu,
        channel,
        lobby.id,
        &[
            (alice, "Add AI: easy"),
            (alice, "Add AI: easy"),
            (alice, "Start (host)"),
        ],
    )
    .await;
    next_turn(emu, channel, &[alice], None).await;
    resign(emu, channel, alice).await;
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the computers play the game out");

    let log = wait_for_end_line(emu, channel, lobby.id).await;
    let left = left_in(emu, channel, "a game whose last person resigned early");
    assert!(left.len() <= HANDFUL, "{:#?}", texts(&left));
    let text = &log.content;
    assert!(text.contains("the computers played"), "{text}");
    assert!(text.contains("alice resigned"), "{text}");
    let played_out = text
        .lines()
        .filter(|l| l.contains("🎲") && !l.contains("alice"))
        .count();
    assert_eq!(played_out, 0, "no computer move is spelled out: {text}");
    // Her turn was cut short: its dice were not played, not "no legal move".
    let results_text = results.text();
    assert!(
        !text.contains("no legal move") && !results_text.contains("no legal move"),
        "{text}\n{results_text}"
    );
    assert!(results_text.contains("alice resigned"), "{results_text}");
    emu.assert_no_violations();
}

async fn a_game_in_its_thread_tells_the_channel_who_won() {
    let w = start(BotOptions::default()).await;
    let TwoPeople { alice, bob, lobby } = two_people(&w, &[("thread", json!(true))]).await;
    let (emu, channel) = (&w.emu, w.channel);
    let thread = support::thread_of(emu, channel).await;
    let first = next_turn(emu, thread, &[alice, bob], None).await;
    let mover = if asks(&first, alice) { alice } else { bob };
    resign(emu, thread, mover).await;
    let results = emu
        .wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the results, in the thread");

    let left = left_in(emu, channel, "a game played in its thread (the channel)");
    assert_eq!(left.len(), 1, "{:#?}", texts(&left));
    let line = wait_for_end_line(emu, channel, lobby.id).await;
    let winner = if mover == alice { "bob" } else { "alice" };
    assert!(
        line.content.contains(&format!("is over: 🏆 {winner}")),
        "{}",
        line.content
    );
    assert_eq!(line.content.lines().count(), 1, "{}", line.content);
    let link = line.buttons().into_iter().find_map(|b| b.url);
    assert_eq!(link, Some(message_link(w.guild, thread, results.id)));
    emu.assert_no_violations();
}

async fn the_board_command_removes_the_message_it_replaces_and_links_the_new_one() {
    let w = start(BotOptions::default()).await;
    let TwoPeople { alice, bob, .. } = two_people(&w, &[]).await;
    let (emu, channel) = (&w.emu, w.channel);
    let first = next_turn(emu, channel, &[alice, bob], None).await;
    let before = emu.messages(channel).len();

    let h = emu.slash(alice, channel, "hypnosia board", &[]);
    let r = h.response().await;
    assert!(r.ephemeral, "{}", r.content());
    let answer = h
        .wait(WAIT, |s| {
            s.original
                .as_ref()
                .is_some_and(|m| m.buttons().iter().any(|b| b.url.is_some()))
        })
        .await
        .and_then(|s| s.original)
        .expect("the answer links the board");
    let again = emu
        .wait_for_message(
            channel,
            |m| m.id > first.id && move_ids(m).count() > 0,
            WAIT,
        )
        .await
        .expect("the board posted again");
    let link = message_link(w.guild, channel, again.id);
    assert!(
        answer
            .buttons()
            .iter()
            .any(|b| b.url.as_deref() == Some(link.as_str())),
        "a Go to button: {:?}",
        answer.buttons()
    );
    assert!(!answer.content.contains("https://"), "{}", answer.content);
    let gone = emu
        .wait_for_edit_or_removal(channel, first.id, u32::MAX, WAIT)
        .await;
    assert!(
        matches!(gone, Some(None)),
        "the old turn message is removed"
    );
    assert_eq!(emu.messages(channel).len(), before, "no dead message left");
    emu.assert_no_violations();
}

/// The lobby message once it says the game is over.
async fn wait_for_end_line(
    emu: &Emulator,
    channel: ChannelId,
    lobby: serenity::all::MessageId,
) -> EmuMessage {
    emu.wait_for_message(
        channel,
        |m| m.id == lobby && m.content.contains("is over"),
        WAIT,
    )
    .await
    .unwrap_or_else(|| panic!("the end line: {:?}", emu.message(lobby)))
}

/// Discord is slow to remove the turn message a new one replaces: the next
/// person's click on the new turn is answered at once all the same (not
/// deferred), and the old message still goes.
async fn a_click_on_the_new_turn_does_not_wait_for_the_old_one_to_go() {
    let w = start(BotOptions::default()).await;
    let TwoPeople { alice, bob, .. } = two_people(&w, &[("turn_timeout", json!("24h"))]).await;
    let (emu, channel) = (&w.emu, w.channel);
    let slow = Failure::NoAnswer {
        applied: false,
        answer_after: Some(Duration::from_secs(2)),
    };
    // Removed through the click that replaced it (its webhook), or the channel.
    emu.fail_times(
        "DELETE /webhooks/{id}/{token}/messages/{id}",
        20,
        slow.clone(),
    );
    emu.fail_times("DELETE /channels/{id}/messages/{id}", 20, slow);
    let mut before: Option<(UserId, EmuMessage)> = None;
    loop {
        let m = emu
            .wait_for_message(channel, |m| [alice, bob].iter().any(|&p| asks(m, p)), WAIT)
            .await
            .expect("a turn for one of the people");
        let user = *[alice, bob].iter().find(|&&p| asks(&m, p)).unwrap();
        let passed = before
            .as_ref()
            .filter(|(who, old)| *who != user && old.id != m.id)
            .map(|(_, old)| old.id);
        let r = emu
            .choose(user, channel, m.id, &heading_in(&m))
            .response()
            .await;
        if let Some(old) = passed {
            assert!(
                emu.message(old).is_some(),
                "the old turn is still being removed when the click is answered"
            );
            assert_eq!(
                r.kind,
                7,
                "answered in place, not deferred: {}",
                r.content()
            );
            let gone = emu.wait_for_edit_or_removal(channel, old, u32::MAX, WAIT);
            assert!(
                matches!(gone.await, Some(None)),
                "the old turn goes all the same"
            );
            break;
        }
        assert!(
            matches!(r.kind, 6 | 7),
            "the move is answered: {}",
            r.content()
        );
        before = Some((user, m));
    }
    emu.clear_failures();
    emu.assert_no_violations();
}

/// The messages a game is shown with are the screen's own: a mover's click
/// carrying the turn's move, forged onto the game's log (the lobby message),
/// is judged by its version and the clicker's seat and plays the move, shown
/// on the turn message; the log is never answered in place (never a board).
async fn a_move_clicked_on_the_log_plays_on_the_turn_message_and_the_log_stays_the_log() {
    let w = start(BotOptions::default()).await;
    let TwoPeople { alice, bob, lobby } = two_people(&w, &[("turn_timeout", json!("24h"))]).await;
    let (emu, channel) = (&w.emu, w.channel);
    let turn = next_turn(emu, channel, &[alice, bob], None).await;
    let mover = asked(&turn, &[alice, bob]);
    let mv = move_ids(&turn).next().expect("a move offered");
    let click = emu.click_forged(mover, channel, lobby.id, &mv);
    let r = click.expect("the log is there to click").response().await;
    assert_eq!(r.kind, 6, "played, the log left as it is: {}", r.content());
    let shown = emu
        .wait_for_edit_or_removal(channel, turn.id, 0, WAIT)
        .await;
    let shown = shown.expect("the turn message shows the move");
    assert!(
        shown.is_none_or(|m| m.components != turn.components),
        "the move is on the turn message"
    );
    let log = emu.message(lobby.id).expect("the log stays");
    assert_eq!(move_ids(&log).count(), 0, "never a board: {}", log.text());
    emu.assert_no_violations();
}

fn texts(messages: &[EmuMessage]) -> Vec<String> {
    messages.iter().map(EmuMessage::text).collect()
}

crate::harness::tests! {
    a_game_of_two_people_leaves_a_handful_of_messages_in_the_channel,
    when_the_last_person_resigns_the_play_out_is_one_line_and_the_results,
    a_game_in_its_thread_tells_the_channel_who_won,
    the_board_command_removes_the_message_it_replaces_and_links_the_new_one,
    a_click_on_the_new_turn_does_not_wait_for_the_old_one_to_go,
    a_move_clicked_on_the_log_plays_on_the_turn_message_and_the_log_stays_the_log,
}
