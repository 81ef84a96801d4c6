//! Reading what the channel shows: which message is a turn, results or a
//! lobby, its components by the bot's own codec, a message's link and text,
//! a leaderboard as a reader gets it, a game's thread.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia::table::GameId;
use hypnosia_emulator::{EmuMessage, Emulator};
use serenity::all::{ChannelId, GuildId, MessageId};

use super::{WAIT, move_ids};

/// Whether a message is a turn message (its embed's author line names the
/// turn: `Game #1 · turn 3`, or `Turn 3 · win chances: …`).
pub fn is_turn(m: &EmuMessage) -> bool {
    m.embeds.iter().any(|e| {
        e["author"]["name"]
            .as_str()
            .is_some_and(|t| t.to_lowercase().contains("turn"))
    })
}

/// The first turn message of `channel` (the game started).
pub async fn first_turn(emu: &Emulator, channel: ChannelId) -> EmuMessage {
    emu.wait_for_message(channel, is_turn, WAIT)
        .await
        .expect("the game's first turn is shown")
}

/// Whether a message carries move buttons.
pub fn has_move_buttons(m: &EmuMessage) -> bool {
    move_ids(m).next().is_some()
}

/// The component a custom id names, read by the bot's own codec.
pub fn component(id: &str) -> Option<ComponentId> {
    id.parse().ok()
}

/// Whether a message has a component of this kind.
pub fn has_component(m: &EmuMessage, kind: impl Fn(ComponentId) -> bool) -> bool {
    m.custom_ids()
        .iter()
        .any(|id| component(id).is_some_and(&kind))
}

/// The custom id of the Rematch button under game `game`'s results.
pub fn rematch_id(game: i64) -> String {
    ComponentId::Rematch { game: GameId(game) }.to_string()
}

/// Whether a message shows a game's results (a Rematch button under them,
/// at a tournament's table Standings).
pub fn is_results(m: &EmuMessage) -> bool {
    has_component(m, |c| {
        matches!(
            c,
            ComponentId::Rematch { .. } | ComponentId::Standings { .. }
        )
    })
}

/// Whether a message shows the results of game `id` (its Rematch or
/// Standings button names it).
pub fn is_results_of(m: &EmuMessage, id: i64) -> bool {
    let standings = ComponentId::Standings { game: GameId(id) }.to_string();
    m.custom_ids()
        .iter()
        .any(|c| *c == rematch_id(id) || *c == standings)
}

/// Whether a message is a lobby (it has lobby buttons).
pub fn is_lobby(m: &EmuMessage) -> bool {
    has_component(m, |c| matches!(c, ComponentId::Lobby { .. }))
}

/// Whether a custom id is a move button's.
pub fn is_move_id(id: &str) -> bool {
    matches!(component(id), Some(ComponentId::Move { .. }))
}

/// The link Discord gives a message.
pub fn message_link(guild: GuildId, channel: ChannelId, message: MessageId) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// What a message shows, for before/after comparisons: text and component ids.
pub fn shown(emu: &Emulator, id: MessageId) -> (String, Vec<String>) {
    let m = emu.message(id).expect("the message exists");
    (m.text(), m.custom_ids())
}

/// A leaderboard as a reader gets it: its embed's text, then the list its
/// card shows, from the picture's description for screen readers.
pub fn leaderboard_text(m: &EmuMessage) -> String {
    let list = m
        .attachment("leaderboard.png")
        .and_then(|a| a.description.clone())
        .unwrap_or_default();
    format!("{}\n{list}", m.text())
}

/// The thread a game plays in under `channel`, once the bot made it: the
/// channel's one thread (a second would be a thread too many).
pub async fn thread_of(emu: &Emulator, channel: ChannelId) -> ChannelId {
    for _ in 0..200 {
        if let [thread] = emu.threads(channel)[..] {
            return thread;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no one thread under {channel}: {:?}", emu.threads(channel))
}
