//! Turns in words: naming moves on buttons, laying the buttons and menus
//! out, and summarising a finished turn (the words of a move itself are
//! [`crate::words::moves`]).

use crate::game::{Entry, Move, Position, TurnRecord};
use crate::i18n::Lang;
use crate::t;
use crate::table::{Ending, Table};
use crate::words::moves::{die_words, move_sentence, offered_words, turn_moves};
use crate::words::names::{color_emoji, left_words, player_name};

/// A legal move's whole sentence, in the words every message tells moves
/// with (see [`crate::words::moves`]): `🎲6 · pawn 2 to O28 · captures`,
/// `🎲1 · pawn 3 into the center +3`. A menu's option, a hint, the alt text.
pub fn move_label(lang: Lang, position: &Position, mv: &Move) -> String {
    move_sentence(lang, mv.die, &offered_words(lang, position, mv))
}

/// Buttons per row and rows per message (Discord's limits).
pub const ROW_LEN: usize = 5;
pub const MAX_ROWS: usize = 5;

/// The rows of moves a turn message may take: two rows of buttons keep it
/// within 600 px at chat size with the board 450 px wide (the end-to-end
/// test `chat_size` measures it).
pub const TURN_ROWS: usize = 2;

/// One row of a turn's moves: buttons (at most [`ROW_LEN`], one click each),
/// or a select menu (one pick) when a die has more moves than its row holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRow {
    Buttons(Vec<Move>),
    /// The moves of `dice` (one die, or both when one menu must hold all).
    Menu {
        dice: Vec<u8>,
        moves: Vec<Move>,
    },
}

impl MoveRow {
    /// The moves the row offers.
    pub fn moves(&self) -> &[Move] {
        match self {
            MoveRow::Buttons(moves) | MoveRow::Menu { moves, .. } => moves,
        }
    }
}

/// The legal moves grouped by die value, in the order rolled.
fn by_die(moves: &[Move], dice: [u8; 2]) -> Vec<(u8, Vec<Move>)> {
    let mut values: Vec<u8> = Vec::new();
    for d in dice.into_iter().chain(moves.iter().map(|m| m.die)) {
        if !values.contains(&d) {
            values.push(d);
        }
    }
    values
        .into_iter()
        .map(|die| {
            (
                die,
                moves.iter().filter(|m| m.die == die).copied().collect(),
            )
        })
        .filter(|group: &(u8, Vec<Move>)| !group.1.is_empty())
        .collect()
}

/// The legal moves laid out in at most `rows` rows, with room for `extra`
/// more buttons (the Hint) in a row of buttons or in a row of their own.
/// Each die's moves start a row, the first die rolled first, as buttons while
/// they fit; otherwise the die with the most moves becomes a menu, and if
/// that is not enough, one menu holds every move (two menus would make the
/// turn taller than two rows of buttons). With `rows` of 4 or more (the
/// lessons) every move is a button: a die has at most 8 legal moves
/// (RULES.md §5).
pub fn move_rows(moves: &[Move], dice: [u8; 2], rows: usize, extra: usize) -> Vec<MoveRow> {
    let groups = by_die(moves, dice);
    let largest = (0..groups.len()).max_by_key(|&i| (groups[i].1.len(), std::cmp::Reverse(i)));
    let mut plans = vec![laid_out(&groups, None)];
    if let Some(largest) = largest {
        plans.push(laid_out(&groups, Some(largest)));
    }
    if groups.len() > 1 {
        plans.push(vec![MoveRow::Menu {
            dice: groups.iter().map(|(die, _)| *die).collect(),
            moves: moves.to_vec(),
        }]);
    }
    let fallback = plans.last().cloned().unwrap_or_default();
    plans
        .into_iter()
        .find(|plan| rows_taken(plan, extra) <= rows)
        .unwrap_or(fallback)
}

/// The groups as rows, the one at `menu` as a menu and the others as buttons.
fn laid_out(groups: &[(u8, Vec<Move>)], menu: Option<usize>) -> Vec<MoveRow> {
    let mut rows = Vec::new();
    for (i, (die, of_die)) in groups.iter().enumerate() {
        if menu == Some(i) {
            rows.push(MoveRow::Menu {
                dice: vec![*die],
                moves: of_die.clone(),
            });
        } else {
            rows.extend(of_die.chunks(ROW_LEN).map(|c| MoveRow::Buttons(c.to_vec())));
        }
    }
    rows
}

/// The row of buttons of `plan` that has room for `extra` more buttons (the
/// last such row), if any.
pub fn row_with_room(plan: &[MoveRow], extra: usize) -> Option<usize> {
    plan.iter()
        .rposition(|row| matches!(row, MoveRow::Buttons(b) if b.len() + extra <= ROW_LEN))
}

/// The rows `plan` takes with `extra` buttons joined to a row of buttons
/// with room for them, else in a row of their own.
pub fn rows_taken(plan: &[MoveRow], extra: usize) -> usize {
    let own_row = extra > 0 && row_with_room(plan, extra).is_none();
    plan.len() + usize::from(own_row)
}

/// The legal moves as rows of buttons only, five a row, each die starting a
/// row (the lessons, which have room for them all).
pub fn button_rows(moves: &[Move], dice: [u8; 2]) -> Vec<Vec<Move>> {
    move_rows(moves, dice, MAX_ROWS, 0)
        .iter()
        .map(|row| row.moves().to_vec())
        .collect()
}

/// The placeholder of a menu of the moves of dice `of` (`count` moves): a
/// menu can take no color, so its die's color is a square before it, as the
/// buttons' and the marks' (blue for the first die, grey for the second).
pub fn menu_placeholder(lang: Lang, of: &[u8], dice: [u8; 2], count: usize) -> String {
    let marks: Vec<String> = of
        .iter()
        .map(|&d| format!("{} {}", die_mark(d, dice), die_words(lang, d)))
        .collect();
    t!(lang, "move-menu", dice = marks.join(" "), count = count)
}

/// The square of `die`'s color: blue for the first die, grey for the second.
fn die_mark(die: u8, dice: [u8; 2]) -> &'static str {
    if die == dice[0] { "🟦" } else { "⬜" }
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
    for words in turn_moves(lang, turn) {
        s = t!(lang, "summary-then", summary = s, then = words);
    }
    let unused = turn.unused_dice();
    if ending != Ending::Running && !unused.is_empty() {
        let dice = match unused[..] {
            [first, second] => t!(
                lang,
                "dice-and",
                first = die_words(lang, first),
                second = die_words(lang, second)
            ),
            _ => unused
                .iter()
                .map(|&d| die_words(lang, d))
                .collect::<Vec<_>>()
                .join(", "),
        };
        let count = unused.len();
        let lost = match ending {
            Ending::Interrupted => t!(lang, "turn-summary-not-played", dice = dice, count = count),
            _ => t!(lang, "turn-summary-lost", dice = dice, count = count),
        };
        s = t!(lang, "summary-then", summary = s, then = lost);
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
