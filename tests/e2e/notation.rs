//! End to end: one language for moves. After a whole game (the one of
//! `full_game.rs`), its replay and the rules, nothing the emulator holds tells
//! a move in the record's notation (`4: 2 L2→O2`, `⇣`): not the log, the turn
//! messages as they were clicked (their buttons, menus and the board's alt
//! text), the results, the replay or the rules. The notation stays in the
//! exported JSON record.

use hypnosia_emulator::EmuMessage;

use crate::full_game::finished_game;
use crate::support::{WAIT, command, menu_options, private_command};

/// Everything a message shows in words: its text, its buttons' labels, its
/// menus' placeholders and options, and its pictures' alt texts.
fn shown_words(m: &EmuMessage) -> String {
    let mut words = vec![m.text()];
    words.extend(m.buttons().into_iter().filter_map(|b| b.label));
    words.extend(
        m.leaf_components()
            .into_iter()
            .filter_map(|c| c["placeholder"].as_str().map(str::to_owned)),
    );
    words.extend(menu_options(m).into_iter().map(|(_, _, label)| label));
    words.extend(m.attachments.iter().filter_map(|a| a.description.clone()));
    words.join("\n")
}

/// A space as the notation names it: `L1`..`L4`, `O0`..`O47`, `M…`, `I…`, `C`.
fn is_space(token: &str) -> bool {
    let mut chars = token.chars();
    match chars.next() {
        Some('C') => chars.next().is_none(),
        Some('L' | 'O' | 'M' | 'I') => {
            let number = chars.as_str();
            !number.is_empty() && number.len() <= 2 && number.chars().all(|c| c.is_ascii_digit())
        }
        _ => false,
    }
}

/// Pawns as the notation names them: `3`, `1+2`.
fn is_pawns(token: &str) -> bool {
    token
        .split('+')
        .all(|p| p.len() == 1 && ('1'..='4').contains(&p.chars().next().unwrap_or('0')))
}

/// The first move told in notation in `text` (`5: 1 L1→O4`, or a bridge
/// crossing's `⇣`), if any: a die and a colon, pawns, a space, then `→`.
fn notation_in(text: &str) -> Option<String> {
    if text.contains('⇣') {
        return Some("⇣".to_owned());
    }
    for (at, _) in text.match_indices('→') {
        let tokens: Vec<&str> = text[..at].split(' ').rev().take(3).collect();
        if let [from, pawns, die] = tokens[..] {
            let die = die.chars().rev().collect::<String>();
            let die_colon = die.starts_with(':')
                && die[1..]
                    .chars()
                    .next()
                    .is_some_and(|d| ('1'..='6').contains(&d));
            if is_space(from) && is_pawns(pawns) && die_colon {
                return Some(format!("{die} {pawns} {from}→"));
            }
        }
    }
    None
}

fn the_check_finds_the_notation_and_passes_the_words() {
    assert!(notation_in("🔴 alice rolled 4·3: 4: 2 L2→O2, 3: 2 O2→O5").is_some());
    assert!(notation_in("IA (difficile) a fait 3·1 : 3: 1+2 O3→O8").is_some());
    assert!(notation_in("6: 4 O44→M2 ⇣").is_some());
    assert!(notation_in("🔴 alice 🎲5·4 · pawn 3 to O12 · pawn 2 to O8").is_none());
    assert!(notation_in("rating 1000 → 1034 (+34)").is_none());
    assert!(notation_in("outer → middle → inner → center").is_none());
}

async fn no_message_tells_a_move_in_notation() {
    let game = finished_game().await;
    let (emu, channel) = (&game.w.emu, game.w.channel);
    // The replay at its first turn and one step on, and the rules.
    let replay = command(emu, game.alice, channel, "hypnosia replay", &[]).await;
    let forward = replay
        .button("▶")
        .and_then(|b| b.custom_id)
        .expect("a ▶ step button");
    let click = emu.click(game.bob, channel, replay.id, &forward);
    click.response().await;
    click
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| m.edits > replay.edits)
        })
        .await
        .expect("the replay steps");
    private_command(emu, game.alice, channel, "hypnosia rules", &[]).await;

    let mut messages: Vec<EmuMessage> = emu.messages(channel);
    for thread in emu.threads(channel) {
        messages.extend(emu.messages(thread));
    }
    for user in [game.alice, game.bob] {
        messages.extend(emu.ephemerals_for(user));
    }
    messages.extend(game.turns.iter().cloned());
    let mut told_moves = 0;
    for m in &messages {
        let words = shown_words(m);
        if let Some(notation) = notation_in(&words) {
            panic!("message {} tells a move as {notation:?}:\n{words}", m.id);
        }
        told_moves += words.matches("pawn").count();
    }
    // The check read moves at all: the log, the buttons' menus, the replay.
    assert!(told_moves > 10, "only {told_moves} moves told in words");
}

crate::harness::tests! {
    no_message_tells_a_move_in_notation;
    sync: the_check_finds_the_notation_and_passes_the_words,
}
