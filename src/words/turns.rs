//! Turns in words: naming moves on buttons, laying buttons out, and
//! summarising a finished turn.

use crate::game::{Entry, Move, Position, Space, TurnRecord};
use crate::i18n::Lang;
use crate::t;
use crate::table::{Ending, Table};
use crate::words::texts::{color_emoji, left_words, player_name};

/// Whether the move lands on an opponent (and so captures).
pub fn captures(position: &Position, mv: &Move) -> bool {
    let Space::Ring(to) = mv.to else { return false };
    match position.occupant(to) {
        Some((color, _)) => color != position.to_move(),
        None => false,
    }
}

/// A button label in words a newcomer (and a screen reader) reads: the die,
/// the pawn and where it goes, named as its mark on the board says it
/// (`🎲6 · pawn 2 to O28 · captures`, `🎲1 · pawn 3 to the center +3`).
pub fn move_label(lang: Lang, position: &Position, mv: &Move) -> String {
    let to = match mv.to {
        Space::Center => t!(
            lang,
            "move-to-center",
            mark = crate::render::center_mark(position.center_taken())
        ),
        space => t!(lang, "move-to-space", space = space.to_string()),
    };
    let label = t!(
        lang,
        "move-button",
        die = mv.die,
        count = mv.pawns.len(),
        pawns = mv.pawns.to_string(),
        to = to
    );
    if captures(position, mv) {
        t!(lang, "move-button-captures", label = label)
    } else {
        label
    }
}

/// Buttons per row and rows per message (Discord's limits).
pub const ROW_LEN: usize = 5;
pub const MAX_ROWS: usize = 5;

/// The legal moves laid out in rows of at most five, one die's moves first (in
/// the order rolled), each die starting a new row. This always fits: a die has at
/// most 8 legal moves (RULES.md §5), so two dice need at most 4 rows.
pub fn button_rows(moves: &[Move], dice: [u8; 2]) -> Vec<Vec<Move>> {
    let mut values: Vec<u8> = Vec::new();
    for d in dice.into_iter().chain(moves.iter().map(|m| m.die)) {
        if !values.contains(&d) {
            values.push(d);
        }
    }
    let mut rows = Vec::new();
    for die in values {
        let of_die: Vec<Move> = moves.iter().filter(|m| m.die == die).copied().collect();
        rows.extend(of_die.chunks(ROW_LEN).map(<[Move]>::to_vec));
    }
    rows
}

/// One line naming a move as it was recorded, e.g. `5: 1 L1→O4 ✕ (auto)`.
fn recorded_move(lang: Lang, m: &crate::game::MoveRecord) -> String {
    let pawns: Vec<String> = m.pawns.iter().map(u8::to_string).collect();
    let mut s = format!("{}: {} {}→{}", m.die, pawns.join("+"), m.from, m.to);
    if m.to == "C" {
        s.push_str(" ★");
    } else if m.cross {
        s.push_str(" ⇣");
    }
    if !m.captured.is_empty() {
        s.push_str(" ✕");
    }
    if m.auto {
        s = t!(lang, "move-auto", played = s);
    }
    s
}

/// The moves of a turn so far, e.g. `5: 1 L1→O4, 3: 1 O4→O7`.
pub fn moves_text(lang: Lang, turn: &TurnRecord) -> String {
    turn.moves
        .iter()
        .map(|m| recorded_move(lang, m))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The one-line summary of a turn: who, the dice, the moves, lost dice.
pub fn turn_summary(lang: Lang, turn: &TurnRecord, name: &str, finished: bool) -> String {
    let ending = if finished {
        Ending::Passed
    } else {
        Ending::Running
    };
    ended_turn_summary(lang, turn, name, ending)
}

/// [`turn_summary`] for a turn that ended as `ending` says.
pub fn ended_turn_summary(lang: Lang, turn: &TurnRecord, name: &str, ending: Ending) -> String {
    let mut s = t!(
        lang,
        "turn-summary-rolled",
        emoji = color_emoji(turn.color),
        name = name,
        first = turn.dice[0],
        second = turn.dice[1],
    );
    if !turn.moves.is_empty() {
        s = t!(
            lang,
            "summary-then",
            summary = s,
            then = moves_text(lang, turn)
        );
    }
    let unused = turn.unused_dice();
    if ending != Ending::Running && !unused.is_empty() {
        let dice = match unused[..] {
            [first, second] => t!(lang, "dice-and", first = first, second = second),
            _ => unused
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        };
        let count = unused.len();
        let lost = match ending {
            Ending::Interrupted => t!(lang, "turn-summary-not-played", dice = dice, count = count),
            _ => t!(lang, "turn-summary-lost", dice = dice, count = count),
        };
        s = if turn.moves.is_empty() {
            t!(lang, "summary-then", summary = s, then = lost)
        } else {
            t!(lang, "summary-also", summary = s, then = lost)
        };
    }
    s
}

/// Summary lines of the record entries `from..until` (turns and leavings), as
/// a turn message shows once it shrinks.
pub fn entries_summary(lang: Lang, table: &Table, from: usize, until: usize) -> String {
    entries_summary_lines(lang, table, from, until).join("\n")
}

/// The lines of [`entries_summary`], one per turn or leaving.
pub fn entries_summary_lines(lang: Lang, table: &Table, from: usize, until: usize) -> Vec<String> {
    let entries = table.game.entries();
    let mut lines = Vec::new();
    for (index, entry) in entries.iter().enumerate().take(until).skip(from) {
        match entry {
            Entry::Turn(t) => {
                let name = player_name(lang, table, t.color);
                lines.push(ended_turn_summary(lang, t, &name, table.ending_at(index)));
            }
            Entry::Event(e) => lines.push(t!(
                lang,
                "turn-summary-left",
                emoji = color_emoji(e.color),
                name = player_name(lang, table, e.color),
                what = left_words(lang, e.event, false),
            )),
        }
    }
    lines
}
