//! End to end: the game goes on when Discord gets in the way. A lobby inside a
//! thread, a thread the bot may not or cannot create, an archived or locked
//! thread, a turn message deleted by a moderator, and 429 / 5xx answers, each
//! produced by the emulator as Discord does it. (A channel that loses Send
//! Messages calls its game off: `doors.rs`.)

use std::time::Duration;

use crate::support::{
    self, BotOptions, WAIT, asked, assert_refused, is_turn, next_turn, open_lobby_in, play_turn,
    start, start_game,
};
use hypnosia_emulator::{EmuMessage, Emulator, Failure};
use serde_json::{Value, json};
use serenity::all::{ChannelId, Permissions, UserId};

/// Alice and `guest` (or an easy computer when None) in a two-seat lobby with
/// its own thread; returns the lobby message once the seat is taken.
async fn thread_lobby(
    emu: &Emulator,
    channel: ChannelId,
    alice: UserId,
    guest: Option<UserId>,
    timeout: &str,
) -> EmuMessage {
    let lobby = open_lobby_in(
        emu,
        channel,
        alice,
        &[
            ("seats", json!(2)),
            ("thread", json!(true)),
            ("turn_timeout", json!(timeout)),
        ],
    )
    .await;
    let r = match guest {
        Some(g) => emu.click_label(g, channel, lobby.id, "Join"),
        None => crate::support::computer(emu, alice, channel, lobby.id, "easy"),
    }
    .response()
    .await;
    assert_eq!(r.kind, 7, "the seat is taken: {}", r.content());
    lobby
}

/// Alice and Bob start a game in `channel`; returns its first turn message,
/// who it asks to move and the other one.
async fn two_people_playing(
    emu: &Emulator,
    channel: ChannelId,
    timeout: &str,
) -> (EmuMessage, UserId, UserId) {
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];
    start_game(emu, channel, alice, Some(bob), timeout).await;
    let first = next_turn(emu, channel, &players, None).await;
    let mover = asked(&first, &players);
    let other = if mover == alice { bob } else { alice };
    (first, mover, other)
}

async fn a_lobby_opened_inside_a_thread_plays_in_that_thread() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let thread = emu.add_thread(w.channel, "our table");

    // Asking for a thread of its own, from inside a thread: Discord has none
    // in a thread, so the game is played right here.
    let lobby = thread_lobby(emu, thread, alice, Some(bob), "2m").await;
    let r = emu
        .click_label(alice, thread, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let turn = next_turn(emu, thread, &[alice, bob], None).await;
    assert!(emu.threads(thread).is_empty(), "no thread in the thread");
    assert_eq!(emu.threads(w.channel), vec![thread], "no other thread");
    play_turn(emu, thread, asked(&turn, &[alice, bob]), &turn).await;
    next_turn(emu, thread, &[alice, bob], None).await;
    emu.assert_no_violations();
}

async fn a_game_thread_that_cannot_be_made_leaves_the_lobby_open_and_says_why() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let lobby = thread_lobby(emu, channel, alice, Some(bob), "2m").await;
    let before = support::shown(emu, lobby.id);

    // The bot lost Create Public Threads: Start is refused at once, naming it.
    emu.set_channel_permission(channel, Permissions::CREATE_PUBLIC_THREADS, false);
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_refused(&r, "Create Public Threads");
    assert_eq!(
        support::shown(emu, lobby.id),
        before,
        "the lobby is untouched"
    );
    emu.set_channel_permission(channel, Permissions::CREATE_PUBLIC_THREADS, true);

    // Discord fails to create the thread, again on every retry: the lobby comes
    // back and the host is told why; nobody was told the game started.
    emu.fail_times(
        "POST /channels/{id}/messages/{id}/threads",
        3,
        Failure::ServerError(502),
    );
    let start = emu.click_label(alice, channel, lobby.id, "Start (host)");
    let r = start.response().await;
    assert_eq!(r.kind, 7, "answered at once: {}", r.content());
    assert!(
        emu.wait_failures_served(WAIT).await,
        "the bot tried 3 times"
    );
    let back = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.button("Start (host)").is_some(),
            WAIT,
        )
        .await
        .expect("the lobby is open again");
    assert!(!back.text().contains("has started"), "{}", back.text());
    let told = wait_ephemeral(emu, alice, "could not create the game's thread").await;
    assert!(told.contains("try again"), "{told}");
    assert!(emu.threads(channel).is_empty());
    assert!(!emu.messages(channel).iter().any(is_turn), "no game shown");

    // Once Discord answers again, Start works.
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let thread = support::thread_of(emu, channel).await;
    next_turn(emu, thread, &[alice, bob], None).await;
    emu.assert_no_violations();
}

/// The newest ephemeral message for `user` containing `needle`.
async fn wait_ephemeral(emu: &Emulator, user: UserId, needle: &str) -> String {
    for _ in 0..400 {
        if let Some(m) = emu
            .ephemerals_for(user)
            .into_iter()
            .rev()
            .find(|m| m.text().contains(needle))
        {
            return m.text();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "no ephemeral {needle:?} for {user}: {:?}",
        emu.ephemerals_for(user)
            .iter()
            .map(EmuMessage::text)
            .collect::<Vec<_>>()
    )
}

async fn an_archived_game_thread_is_reopened_and_the_game_goes_on() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let lobby = thread_lobby(emu, channel, alice, None, "2m").await;
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let thread = support::thread_of(emu, channel).await;
    let turn = next_turn(emu, thread, &[alice], None).await;

    // Archived (by a moderator, or after a day without a message) during her
    // turn: the computer's moves and her next turn reopen it.
    emu.archive_thread(thread, false);
    play_turn(emu, thread, alice, &turn).await;
    next_turn(emu, thread, &[alice], Some(turn.id)).await;
    let state = emu.thread_state(thread).expect("a thread");
    assert!(!state.archived, "the thread is open again");
    emu.assert_no_violations();
}

async fn a_locked_game_thread_does_not_hold_its_game_forever() {
    let w = start(BotOptions::short_turns()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let lobby = thread_lobby(emu, channel, alice, None, "1s").await;
    let number = support::lobby_number(&lobby);
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let thread = support::thread_of(emu, channel).await;
    next_turn(emu, thread, &[alice], None).await;

    // A moderator locks the thread: nothing can be shown there any more, but
    // the turn deadlines keep running, so after three time-outs the absent
    // player, whom nobody else waits for, is played for to the end.
    emu.archive_thread(thread, true);
    let mut over = None;
    for _ in 0..240 {
        let r: Value = support::export_game(emu, channel, alice, number).await;
        if r["result"].is_object() {
            over = Some(r);
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let over = over.expect("the game ends within a minute");
    let reason = over["result"]["reason"].as_str().unwrap();
    assert!(
        ["center_full", "board_empty", "round_limit"].contains(&reason),
        "{over:#}"
    );

    // Reopened, the thread is free for a new game.
    emu.unarchive_thread(thread);
    let r = emu
        .slash(alice, thread, "hypnosia new", &[])
        .response()
        .await;
    assert!(!r.ephemeral, "a new lobby in the thread: {}", r.content());
    emu.assert_no_violations();
}

async fn a_deleted_turn_message_does_not_stop_the_game() {
    let w = start(BotOptions::short_turns()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (first, mover, other) = two_people_playing(emu, channel, "3s").await;

    // Deleted by a moderator: the deadline still fires, the computer plays the
    // turn for the absent player, and the next turn is a new message.
    emu.delete_message(channel, first.id);
    next_turn(emu, channel, &[mover, other], Some(first.id)).await;
    emu.assert_no_violations();
}

async fn the_board_command_brings_back_a_deleted_turn_message() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (first, mover, other) = two_people_playing(emu, channel, "2m").await;

    emu.delete_message(channel, first.id);
    let r = emu
        .slash(mover, channel, "hypnosia board", &[])
        .response()
        .await;
    assert!(r.ephemeral, "{}", r.content());
    let again = next_turn(emu, channel, &[mover], Some(first.id)).await;
    play_turn(emu, channel, mover, &again).await;
    next_turn(emu, channel, &[other], Some(first.id)).await;
    emu.assert_no_violations();
}

async fn rate_limits_and_server_errors_are_waited_out() {
    let w = start(BotOptions::channel_calls()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (first, mover, other) = two_people_playing(emu, channel, "2m").await;

    // The next turn's post meets a 429 and then a 502: the bot waits and tries
    // again (never before the 429's delay), and the turn appears.
    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::RateLimited {
            retry_after: Duration::from_millis(800),
        },
    );
    emu.fail_next("POST /channels/{id}/messages", Failure::ServerError(502));
    play_turn(emu, channel, mover, &first).await;
    assert!(emu.wait_failures_served(WAIT).await);
    let turn = next_turn(emu, channel, &[other], Some(first.id)).await;
    play_turn(emu, channel, other, &turn).await;
    next_turn(emu, channel, &[mover], Some(first.id)).await;
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_lobby_opened_inside_a_thread_plays_in_that_thread,
    a_game_thread_that_cannot_be_made_leaves_the_lobby_open_and_says_why,
    an_archived_game_thread_is_reopened_and_the_game_goes_on,
    a_locked_game_thread_does_not_hold_its_game_forever,
    a_deleted_turn_message_does_not_stop_the_game,
    the_board_command_brings_back_a_deleted_turn_message,
    rate_limits_and_server_errors_are_waited_out,
}
