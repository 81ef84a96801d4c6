//! What the benchmarks' scripted players read off the channel: the turn
//! asking them to move, and the results that end a game.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator, Response};
use serenity::all::{ChannelId, MessageId, UserId};

/// Whether a click on `message` (which had `edits` edits before it) was
/// shown in place: in its answer (type 7), or, deferred (type 6: the bot
/// defers every click while its drawing lane is full), by the edit or the
/// removal that follows within `within`. `Err` says what came instead.
pub async fn shown_in_place(
    emu: &Emulator,
    (channel, message, edits): (ChannelId, MessageId, u32),
    r: &Response,
    within: Duration,
) -> Result<(), String> {
    match r.kind {
        7 if !r.ephemeral => Ok(()),
        6 => emu
            .wait_for_edit_or_removal(channel, message, edits, within)
            .await
            .map(drop)
            .ok_or_else(|| "deferred, and never shown".to_string()),
        _ => Err(format!("refused: {}", r.content())),
    }
}

/// A turn message asking `user` to move: its game, version and move button ids. With
/// `after`, only a newer state of that game counts.
pub fn turn_for(
    m: &EmuMessage,
    user: UserId,
    after: Option<(i64, u64)>,
) -> Option<(i64, u64, Vec<String>)> {
    if !m.content.contains(&format!("<@{user}>")) {
        return None;
    }
    let mut state = None;
    let mut ids = Vec::new();
    for id in m.custom_ids() {
        if let Ok(ComponentId::Move { game, version, .. }) = id.parse::<ComponentId>() {
            state = Some((game.0, version));
            ids.push(id);
        }
    }
    let (game, version) = state?;
    match after {
        Some((g, v)) if g == game && version <= v => None,
        _ => Some((game, version, ids)),
    }
}

/// The results message of a finished game (it carries Rematch/Export).
pub fn is_results(m: &EmuMessage) -> bool {
    m.custom_ids()
        .iter()
        .any(|id| matches!(id.parse(), Ok(ComponentId::Rematch { .. })))
}

/// The two steps that start a lobby `m` of one person against an easy
/// computer, as its host: the "Add computer" menu with the easy level picked,
/// then Start. Each is a custom id built by the codec, with the value to pick
/// when it is a menu.
pub fn easy_computer_then_start(m: &EmuMessage) -> Option<[(String, Option<String>); 2]> {
    use hypnosia::controls::LobbyControl;
    let lobby = m.custom_ids().iter().find_map(|id| match id.parse() {
        Ok(ComponentId::Lobby { lobby, .. }) => Some(lobby),
        _ => None,
    })?;
    let id = |control| ComponentId::Lobby { lobby, control }.to_string();
    Some([
        (
            id(LobbyControl::ComputerMenu),
            Some(hypnosia::table::Level::Easy.to_string()),
        ),
        (id(LobbyControl::Start), None),
    ])
}

/// The turn a turn message shows: its heading's "Game #N · turn T" (the
/// game's turns so far), read off the card. A person's turn that comes back
/// in the same message (a board edited in place) is told from their next
/// die by it.
pub fn turn_number(m: &EmuMessage) -> Option<usize> {
    m.embeds
        .iter()
        .filter_map(|e| e["author"]["name"].as_str())
        .find_map(|heading| {
            // "… turn 12" or, with the chances shown, "Turn 12 · …".
            let at = ["turn ", "Turn "]
                .iter()
                .filter_map(|w| heading.rfind(w))
                .max()?;
            let after = &heading[at + "turn ".len()..];
            // Fluent may isolate the number (U+2068 … U+2069).
            let digits: String = after
                .chars()
                .skip_while(|c| *c == '\u{2068}')
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
}
