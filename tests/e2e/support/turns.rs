//! Turns read and played: whom a turn message asks, the next turn, a turn
//! played die by die, a move's click shown, and a game played to its end.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator, Response};
use serenity::all::{ChannelId, MessageId, UserId};

use super::{Choose, WAIT, component, has_move_buttons, is_results, move_ids};

/// Whether a message asks `user` to move.
pub fn asks(m: &EmuMessage, user: UserId) -> bool {
    has_move_buttons(m) && m.content.contains(&format!("<@{user}>"))
}

/// The newest turn message of `channel` asking one of `users` to move, newer
/// than `after`, if one is shown `within` this time.
pub async fn next_turn_within(
    emu: &Emulator,
    channel: ChannelId,
    users: &[UserId],
    after: Option<MessageId>,
    within: Duration,
) -> Option<EmuMessage> {
    emu.wait_for_message(
        channel,
        |m| users.iter().any(|&u| asks(m, u)) && after.is_none_or(|a| m.id > a),
        within,
    )
    .await
}

/// The newest turn message of `channel` asking one of `users` to move, newer
/// than `after`; it must come within [`WAIT`].
pub async fn next_turn(
    emu: &Emulator,
    channel: ChannelId,
    users: &[UserId],
    after: Option<MessageId>,
) -> EmuMessage {
    next_turn_within(emu, channel, users, after, WAIT)
        .await
        .unwrap_or_else(|| panic!("a turn for {users:?} in {channel} after {after:?}"))
}

/// Which of `users` a turn message asks to move.
pub fn asked(m: &EmuMessage, users: &[UserId]) -> UserId {
    *users
        .iter()
        .find(|&&u| asks(m, u))
        .expect("the turn asks one of them")
}

/// The move a person heading for the center clicks: into the center when
/// offered, else the last move offered. Such players fill the center within
/// about 160 moves (the first move offered instead never does: the game would
/// run to its round limit, 1 200 clicks).
pub fn heading_in(m: &EmuMessage) -> String {
    let moves: Vec<String> = move_ids(m).collect();
    let into_center = moves.iter().find(|id| {
        matches!(component(id), Some(ComponentId::Move { mv, .. }) if mv.to == hypnosia::game::Space::Center)
    });
    into_center
        .or(moves.last())
        .expect("a move to play")
        .clone()
}

/// `user` plays every die of the turn `turn` shows, as it is now (the first
/// move offered each time), until it no longer asks them. Each move is shown
/// in place: in the click's answer, or, when the bot deferred it (past its
/// 1.2 s, on a busy machine), in the edit that follows.
pub async fn play_turn(emu: &Emulator, channel: ChannelId, user: UserId, turn: &EmuMessage) {
    let mut current = emu.message(turn.id).expect("the turn message is shown");
    while asks(&current, user) {
        let id = move_ids(&current).next().expect("a move button");
        let r = emu.choose(user, channel, current.id, &id).response().await;
        current = match r.kind {
            7 => r.message.expect("the updated turn message"),
            // Shown in place, or the turn passed on and its message was
            // replaced by the next one.
            6 => match emu
                .wait_for_edit_or_removal(channel, current.id, current.edits, WAIT)
                .await
                .expect("the deferred move is shown in place")
            {
                Some(edited) => edited,
                None => return,
            },
            _ => panic!("the move is shown in place: {}", r.content()),
        };
    }
}

/// Whether a move click on `turn` (answered `r`) was shown: in its answer
/// (type 7), or, when the bot deferred it (type 6: past its 1.2 s, as when a
/// process just started draws its first board on a busy machine), by the
/// edit that changes `turn`'s move buttons (a restarted process may first
/// show the same turn again) or its removal.
pub async fn move_shown(
    emu: &Emulator,
    channel: ChannelId,
    turn: &EmuMessage,
    r: &Response,
) -> bool {
    match r.kind {
        7 => return true,
        6 => {}
        _ => return false,
    }
    let before: Vec<String> = move_ids(turn).collect();
    let deadline = tokio::time::Instant::now() + WAIT;
    let mut edits = turn.edits;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match emu
            .wait_for_edit_or_removal(channel, turn.id, edits, left)
            .await
        {
            None => return false,
            Some(None) => return true,
            Some(Some(now)) if move_ids(&now).collect::<Vec<_>>() != before => return true,
            Some(Some(now)) => edits = now.edits,
        }
    }
}

/// One click of [`play_to_the_end`]: who clicked, the turn message as they
/// saw it before, and the click's answer.
pub struct Played {
    pub user: UserId,
    pub turn: EmuMessage,
    pub answer: Response,
}

/// The people play until the results, each clicking the move `pick` chooses
/// on every turn asked of them (each click answered, at once or deferred);
/// returns the clicks and the results.
pub async fn play_to_the_end(
    emu: &Emulator,
    channel: ChannelId,
    people: &[UserId],
    pick: fn(&EmuMessage) -> String,
) -> (Vec<Played>, EmuMessage) {
    // At most 300 turns a player (the round limit), a click a die and one
    // to spare: more clicks than this, the game does not end.
    let most = people.len() * 300 * 3;
    let mut played = Vec::new();
    loop {
        let turn = emu
            .wait_for_message(
                channel,
                |m| is_results(m) || people.iter().any(|&p| asks(m, p)),
                WAIT,
            )
            .await
            .expect("a turn for one of the people, or the results");
        if is_results(&turn) {
            return (played, turn);
        }
        let user = *people.iter().find(|&&p| asks(&turn, p)).unwrap();
        let answer = emu
            .choose(user, channel, turn.id, &pick(&turn))
            .response()
            .await;
        assert!(
            matches!(answer.kind, 6 | 7),
            "the move is answered: {}",
            answer.content()
        );
        played.push(Played { user, turn, answer });
        assert!(played.len() <= most, "the game ends within {most} clicks");
    }
}
