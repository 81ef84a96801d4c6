//! End to end: doors that close. The bot removed from a server, a game's
//! channel or thread deleted, a permission the game needs taken away: the
//! game (two people and a computer player) is called off at once where
//! Discord says so by an event (CHANNEL_UPDATE for a permission), and at the
//! first refused call otherwise. It
//! is not rated, nobody is timed out, its record is kept, marked cancelled,
//! and the bot makes no further call that Discord refuses (counted by the
//! emulator, as Discord counts them toward its invalid-request limit).

use std::time::Duration;

use serde_json::{Value, json};
use serenity::all::{ChannelId, Permissions, UserId};

use crate::support::{
    self, BotOptions, Choose, WAIT, World, asked, lobby_number, next_turn, open_lobby_in, start,
};
use hypnosia_emulator::{EmuMessage, Emulator, Failure};

/// Past the games' 3 s turn time-out: every turn was shown before the door
/// closed, so a game left running would have timed its mover out (and made
/// its refused call) by then.
const PAST_A_TURN: Duration = Duration::from_millis(3500);

/// A game of alice, bob and an easy computer player in `channel` (in a
/// thread of its own when `thread`), 3 s turns; returns its number, the
/// channel it plays in, and its first person's turn.
async fn game_with_a_computer(
    emu: &Emulator,
    channel: ChannelId,
    players: [UserId; 2],
    thread: bool,
) -> (i64, ChannelId, EmuMessage) {
    let [alice, bob] = players;
    let lobby = open_lobby_in(
        emu,
        channel,
        alice,
        &[
            ("seats", json!(3)),
            ("turn_timeout", json!("3s")),
            ("thread", json!(thread)),
        ],
    )
    .await;
    support::click_lobby(
        emu,
        channel,
        lobby.id,
        &[
            (bob, "Join"),
            (alice, "Add AI: easy"),
            (alice, "Start (host)"),
        ],
    )
    .await;
    let plays_in = if thread {
        support::thread_of(emu, channel).await
    } else {
        channel
    };
    let turn = next_turn(emu, plays_in, &players, None).await;
    (lobby_number(&lobby), plays_in, turn)
}

/// Waits until game `number` is over (exported from `channel`); its record.
async fn record_once_over(emu: &Emulator, channel: ChannelId, user: UserId, number: i64) -> Value {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let record = support::export_game(emu, channel, user, number).await;
        if record["result"].is_object() {
            return record;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "game {number} ends: {record:#}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The game was called off: cancelled in its record, nobody timed out, and
/// neither person has a finished (rated) game on the server.
async fn assert_called_off(emu: &Emulator, channel: ChannelId, players: [UserId; 2], number: i64) {
    let record = record_once_over(emu, channel, players[0], number).await;
    assert_eq!(record["result"]["reason"], "cancelled", "{record:#}");
    // A move the computer made for a late person is marked `auto`.
    let text = record.to_string();
    assert!(!text.contains("\"auto\""), "nobody timed out: {record:#}");
    for user in players {
        let answered = emu
            .slash(user, channel, "hypnosia stats", &[])
            .wait(WAIT, |s| {
                s.original.as_ref().is_some_and(|m| !m.is_loading())
            })
            .await
            .expect("a stats answer");
        let stats = answered.original.unwrap().text();
        assert!(stats.contains("has not finished a game"), "{stats}");
    }
}

fn people(w: &World) -> [UserId; 2] {
    [w.emu.add_user("alice"), w.emu.add_user("bob")]
}

/// A deleted channel calls its game off at once, with no call refused.
async fn a_deleted_channel_calls_its_game_off_at_once() {
    let w = start(BotOptions::short_turns()).await;
    let emu = &w.emu;
    let lounge = emu.add_channel(w.guild, "lounge");
    let players = people(&w);
    let (number, _, _) = game_with_a_computer(emu, w.channel, players, false).await;
    let refused = emu.refused_calls();

    emu.delete_channel(w.channel);
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(emu.refused_calls(), refused, "no call was refused");
    assert_called_off(emu, lounge, players, number).await;
    emu.assert_no_violations();
}

/// A deleted game thread calls its game off at once, with no call refused,
/// and its channel takes a new game.
async fn a_deleted_game_thread_calls_its_game_off_at_once() {
    let w = start(BotOptions::short_turns()).await;
    let emu = &w.emu;
    let players = people(&w);
    let (number, thread, _) = game_with_a_computer(emu, w.channel, players, true).await;
    let refused = emu.refused_calls();

    emu.delete_channel(thread);
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(emu.refused_calls(), refused, "no call was refused");
    assert_called_off(emu, w.channel, players, number).await;
    // The channel is free for a new game.
    let (_, _, turn) = game_with_a_computer(emu, w.channel, players, false).await;
    assert!(support::has_move_buttons(&turn));
    emu.assert_no_violations();
}

/// The bot removed from the server calls its games off at once, with no call
/// refused; invited back, it shows the game called off and nothing resumes.
async fn a_bot_removed_from_the_server_calls_its_games_off_at_once() {
    let w = start(BotOptions::short_turns()).await;
    let emu = &w.emu;
    let players = people(&w);
    let (number, _, _) = game_with_a_computer(emu, w.channel, players, false).await;
    let refused = emu.refused_calls();

    emu.remove_bot(w.guild);
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(emu.refused_calls(), refused, "no call was refused");
    emu.add_bot_back(w.guild);
    assert_called_off(emu, w.channel, players, number).await;
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(emu.refused_calls(), refused, "still none");
    emu.assert_no_violations();
}

/// A permission the game needs taken away (CHANNEL_UPDATE) calls the game
/// off at once, with no call refused; given back, the channel takes a game.
async fn a_revoked_permission_calls_the_game_off_with_no_call_refused() {
    let w = start(BotOptions::short_turns()).await;
    let emu = &w.emu;
    let lounge = emu.add_channel(w.guild, "lounge");
    let players = people(&w);
    let (number, channel, turn) = game_with_a_computer(emu, w.channel, players, false).await;
    let refused = emu.refused_calls();

    // Send Messages is taken away: the next person's turn could not be
    // posted. The bot reads it from the event, before any call is refused;
    // the mover's click is still answered (an answer needs no permission).
    emu.set_channel_permission(channel, Permissions::SEND_MESSAGES, false);
    assert_called_off(emu, lounge, players, number).await;
    let mover = asked(&turn, &players);
    let id = support::move_ids(&turn).next().expect("a move button");
    emu.choose(mover, channel, turn.id, &id).response().await;
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(emu.refused_calls(), refused, "no call was refused");
    // Given back, the channel takes a new game.
    emu.set_channel_permission(channel, Permissions::SEND_MESSAGES, true);
    let (_, _, turn) = game_with_a_computer(emu, channel, players, false).await;
    assert!(support::has_move_buttons(&turn));
    emu.assert_no_violations();
}

/// A call refused for a permission, with no event to say so, calls the game
/// off: the refusal comes back to the engine with the show that met it (the
/// screen holds no pointer to the engine), and the shut channel costs no
/// second refused call.
async fn a_refused_post_calls_the_game_off_with_one_call_refused() {
    let w = start(BotOptions::short_turns()).await;
    let emu = &w.emu;
    let lounge = emu.add_channel(w.guild, "lounge");
    let players = people(&w);
    let (number, channel, _) = game_with_a_computer(emu, w.channel, players, false).await;
    let refused = emu.refused_calls();
    let post = format!("POST /channels/{channel}/messages");
    emu.fail_times(&post, 100, Failure::missing_permissions());
    // Nobody moves: past the time-out, the next turn's post is refused.
    let record = record_once_over(emu, lounge, players[0], number).await;
    assert_eq!(record["result"]["reason"], "cancelled", "{record:#}");
    tokio::time::sleep(PAST_A_TURN).await;
    assert_eq!(
        emu.refused_calls(),
        refused + 1,
        "one refused call, none after"
    );
}

crate::harness::tests! {
    a_deleted_channel_calls_its_game_off_at_once,
    a_deleted_game_thread_calls_its_game_off_at_once,
    a_bot_removed_from_the_server_calls_its_games_off_at_once,
    a_revoked_permission_calls_the_game_off_with_no_call_refused,
    a_refused_post_calls_the_game_off_with_one_call_refused,
}
