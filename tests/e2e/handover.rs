//! End to end: the click that ends a person's turn and hands the game to the
//! computers, its board drawn when the drawing lanes have room and answered
//! in words when they are full (`heavy::handover`): the message edited
//! through the click with the move buttons gone and the picture kept, then
//! the computers' next board draws the move in. The lanes are held full by
//! the test (`Lanes::hold_live_slots` on the bot's own lanes), not by load.

use std::time::Duration;

use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, World, anywhere, asks, click_lobby, group_of, has_move_buttons,
    move_ids, open_lobby_in, start, start_game,
};

/// What the card says when the click was answered in words (en-US).
const PLAYED: &str = "Turn played";

/// Where the game is played: a server's channel (the bot's token, the
/// click's webhook), or a group DM reached only through clicks.
#[derive(Clone, Copy)]
enum Place {
    Server,
    GroupDm,
}

/// A person and an easy computer at `place`, the computer pausing
/// `ai_delay`; returns the world, the channel, the person and their turn
/// message shown with one die left to play (their next click ends their turn).
async fn one_die_left(place: Place, ai_delay: Duration) -> (World, ChannelId, UserId, EmuMessage) {
    let options = BotOptions {
        ai_delay,
        ..BotOptions::default()
    };
    let (w, channel, host) = match place {
        Place::Server => {
            let w = start(options).await;
            let (channel, host) = (w.channel, w.emu.add_user("host"));
            start_game(&w.emu, channel, host, None, "24h").await;
            (w, channel, host)
        }
        Place::GroupDm => {
            let w = start(BotOptions {
                ai_delay,
                ..anywhere(options)
            })
            .await;
            let (group, people) = group_of(&w, &["ada", "bo"]);
            let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
            let lobby = open_lobby_in(&w.emu, group, people[0], &options).await;
            let start = [(people[0], "Add AI: easy"), (people[0], "Start (host)")];
            click_lobby(&w.emu, group, lobby.id, &start).await;
            (w, group, people[0])
        }
    };
    let emu = &w.emu;
    // A server posts each turn anew, a group DM edits its one board.
    let mut after = (MessageId::new(1), 0);
    // A turn whose first die has no move ends at its first click: the next.
    for _ in 0..20 {
        let newer = |m: &EmuMessage| asks(m, host) && (m.id, m.edits) > after;
        let turn = emu
            .wait_for_message(channel, newer, WAIT)
            .await
            .expect("the person's turn");
        let current = click_first_move(emu, channel, host, &turn).await;
        if asks(&current, host) {
            return (w, channel, host, current);
        }
        after = (current.id, current.edits);
    }
    panic!("no turn of two dice in 20 turns");
}

/// `user` plays the first move `turn` offers; the message shown after it.
async fn click_first_move(
    emu: &Emulator,
    channel: ChannelId,
    user: UserId,
    turn: &EmuMessage,
) -> EmuMessage {
    let id = move_ids(turn).next().expect("a move button");
    let r = emu.choose(user, channel, turn.id, &id).response().await;
    match r.kind {
        7 => r.message.expect("the updated turn message"),
        _ => (emu.wait_for_edit_or_removal(channel, turn.id, turn.edits, WAIT))
            .await
            .flatten()
            .expect("the move shown in place"),
    }
}

fn board(m: &EmuMessage) -> Vec<u8> {
    m.attachment("board.png")
        .map(|a| a.data.to_vec())
        .expect("the turn message's board")
}

/// The click ending the person's turn at `place`, the drawing lanes held
/// full: answered through the click in words, the move buttons gone and the
/// picture kept; the lanes let go, the computers' next board draws it in.
async fn answered_in_words_then_drawn(place: Place) {
    // The computer's move comes 1.5 s after the click: after the words (at
    // the bound, 0.6 s) and the test's letting the lanes go.
    let (w, channel, host, turn) = one_die_left(place, Duration::from_millis(1500)).await;
    let emu = &w.emu;
    let lanes = hypnosia::config::lanes_of_bot_at(&emu.api_url()).expect("the bot's lanes");
    let held = lanes.hold_live_slots().await;
    let id = move_ids(&turn).next().expect("the last die's move");
    let r = emu.choose(host, channel, turn.id, &id).response().await;
    assert_eq!(r.kind, 6, "answered through the click, the picture kept");
    let words = (emu.wait_for_edit_or_removal(channel, turn.id, turn.edits, WAIT))
        .await
        .flatten()
        .expect("the click answered in words while the lanes are full");
    assert!(words.text().contains(PLAYED), "{}", words.text());
    assert!(words.content.contains("is thinking"), "{}", words.content);
    assert!(!has_move_buttons(&words), "the move buttons are gone");
    assert_eq!(board(&words), board(&turn), "the picture stays as it was");
    drop(held);
    let drawn = (emu.wait_for_edit_or_removal(channel, turn.id, words.edits, WAIT))
        .await
        .flatten()
        .expect("the computers' next board, once the lanes have room");
    assert_ne!(board(&drawn), board(&turn), "the move drawn in");
    assert!(!drawn.text().contains(PLAYED), "{}", drawn.text());
    if let Place::GroupDm = place {
        // The click's webhook, never the bot's token.
        assert_eq!(emu.counted_in(channel), 0, "not one counted call");
    }
    emu.assert_no_violations();
}

async fn a_click_handing_over_when_the_lanes_are_full_is_answered_in_words_then_drawn() {
    answered_in_words_then_drawn(Place::Server).await;
}

async fn the_same_in_a_group_dm_reached_only_through_clicks() {
    answered_in_words_then_drawn(Place::GroupDm).await;
}

async fn a_click_handing_over_when_the_lanes_have_room_is_drawn_as_ever() {
    let (w, channel, host, turn) = one_die_left(Place::Server, Duration::from_millis(1500)).await;
    let emu = &w.emu;
    let id = move_ids(&turn).next().expect("the last die's move");
    let r = emu.choose(host, channel, turn.id, &id).response().await;
    let drawn = match r.kind {
        7 => r.message.expect("the click's board"),
        // Deferred past the e2e bot's 1.2 s on a busy machine: the edit.
        _ => (emu.wait_for_edit_or_removal(channel, turn.id, turn.edits, WAIT))
            .await
            .flatten()
            .expect("the click's board"),
    };
    assert!(!drawn.text().contains(PLAYED), "drawn: {}", drawn.text());
    assert!(drawn.content.contains("is thinking"), "{}", drawn.content);
    assert!(!has_move_buttons(&drawn));
    assert_ne!(board(&drawn), board(&turn), "the move drawn in at once");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_click_handing_over_when_the_lanes_are_full_is_answered_in_words_then_drawn,
    the_same_in_a_group_dm_reached_only_through_clicks,
    a_click_handing_over_when_the_lanes_have_room_is_drawn_as_ever,
}
