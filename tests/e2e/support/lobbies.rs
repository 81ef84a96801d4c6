//! Lobbies: opened, their buttons and computer menu clicked, a game of two
//! started, a lobby's table number read, a finished game set up.

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator, InteractionHandle};
use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, UserId};

use super::{WAIT, World, first_turn, is_results};

/// Clicks lobby buttons by label, each as its user, each answered in place:
/// in its answer, or (a bot that defers every click) by the edit after it.
pub async fn click_lobby(
    emu: &Emulator,
    channel: ChannelId,
    lobby: MessageId,
    clicks: &[(UserId, &str)],
) {
    for &(user, label) in clicks {
        let edits = emu.message(lobby).map_or(0, |m| m.edits);
        let r = lobby_click(emu, user, channel, lobby, label)
            .response()
            .await;
        match r.kind {
            7 => {}
            6 => assert!(
                emu.wait_for_edit_or_removal(channel, lobby, edits, WAIT)
                    .await
                    .is_some(),
                "{label}: deferred, then shown"
            ),
            _ => panic!("{label}: {}", r.content()),
        }
    }
}

/// A lobby button clicked by its label, or, for "Add AI: <level>" and "Remove
/// AI", the host's "Add computer" menu picked.
pub fn lobby_click(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    lobby: MessageId,
    label: &str,
) -> InteractionHandle {
    match (label.strip_prefix("Add AI: "), label) {
        (Some(level), _) => computer(emu, user, channel, lobby, level),
        (None, "Remove AI") => computer(emu, user, channel, lobby, "remove"),
        _ => emu.click_label(user, channel, lobby, label),
    }
}

/// Picks `value` (`easy`, `medium`, `hard` or `remove`) in a lobby's "Add
/// computer" menu, as `user`.
pub fn computer(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    lobby: MessageId,
    value: &str,
) -> InteractionHandle {
    let menu = emu
        .message(lobby)
        .and_then(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":cpu")))
        .expect("the lobby's computer menu");
    emu.select(user, channel, lobby, &menu, &[value])
}

/// Opens a lobby as `host` with these options; returns the lobby message.
pub async fn open_lobby(w: &World, host: UserId, options: &[(&str, Value)]) -> EmuMessage {
    open_lobby_in(&w.emu, w.channel, host, options).await
}

/// [`open_lobby`] in another channel.
pub async fn open_lobby_in(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    options: &[(&str, Value)],
) -> EmuMessage {
    let r = emu
        .slash(host, channel, "hypnosia new", options)
        .response()
        .await;
    assert!(!r.ephemeral, "a public lobby message: {}", r.content());
    r.message.expect("a lobby message")
}

/// Alice and Bob's game of two, just started.
pub struct TwoPeople {
    pub alice: UserId,
    pub bob: UserId,
    /// The lobby message.
    pub lobby: EmuMessage,
}

/// Alice opens a two-seat lobby (with `lobby` options too) in the world's
/// channel, Bob joins, Alice starts it.
pub async fn two_people(w: &World, lobby: &[(&str, Value)]) -> TwoPeople {
    let alice = w.emu.add_user("alice");
    let bob = w.emu.add_user("bob");
    let lobby = open_lobby(w, alice, &[&[("seats", json!(2))][..], lobby].concat()).await;
    let clicks = [(bob, "Join"), (alice, "Start (host)")];
    click_lobby(&w.emu, w.channel, lobby.id, &clicks).await;
    TwoPeople { alice, bob, lobby }
}

/// Opens a two-seat lobby in `channel` with this turn time-out, seats `guest` (a
/// user, or an easy computer player when None) and starts it; returns the lobby
/// message as it was before the start.
pub async fn start_game(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    guest: Option<UserId>,
    timeout: &str,
) -> EmuMessage {
    let lobby = open_lobby_in(
        emu,
        channel,
        host,
        &[("seats", json!(2)), ("turn_timeout", json!(timeout))],
    )
    .await;
    let r = match guest {
        Some(g) => emu.click_label(g, channel, lobby.id, "Join"),
        None => computer(emu, host, channel, lobby.id, "easy"),
    }
    .response()
    .await;
    assert_eq!(r.kind, 7, "the seat is taken: {}", r.content());
    let r = emu
        .click_label(host, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the game starts: {}", r.content());
    lobby
}

/// The table number a lobby message's buttons carry.
pub fn lobby_number(lobby: &EmuMessage) -> i64 {
    lobby
        .custom_ids()
        .iter()
        .find_map(|id| match id.parse::<ComponentId>() {
            Ok(ComponentId::Lobby { lobby, .. }) => Some(lobby.0),
            _ => None,
        })
        .expect("lobby buttons")
}

/// A finished game in `channel`: a game of `alice`, `bob` and an easy
/// computer (four seats), called off by both before any move (both still in
/// it at its end); its results message.
pub async fn finished_game(
    emu: &Emulator,
    channel: ChannelId,
    alice: UserId,
    bob: UserId,
) -> EmuMessage {
    let lobby = open_lobby_in(emu, channel, alice, &[("seats", json!(4))]).await;
    let clicks = [
        (bob, "Join"),
        (alice, "Add AI: easy"),
        (alice, "Start (host)"),
    ];
    click_lobby(emu, channel, lobby.id, &clicks).await;
    first_turn(emu, channel).await;
    let r = emu
        .slash(alice, channel, "hypnosia cancel", &[])
        .response()
        .await;
    let vote = r.message.expect("the vote");
    let r = emu
        .click_label(bob, channel, vote.id, "Agree")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    emu.wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results")
}
