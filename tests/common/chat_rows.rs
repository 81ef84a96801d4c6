//! A message's rows of components as Discord's desktop client lays them out
//! at chat size (cozy mode, 100 % zoom), shared by the end-to-end height of a
//! turn message (`e2e/chat_size.rs`) and the words-level one
//! (`words/turn_rows.rs`). Buttons are 32 px of padding plus their label, 8 px
//! apart, and an action row wraps its buttons onto more lines when they do
//! not fit the column; every line of buttons takes 44 px (10 px above, 34 px
//! of button), a select menu 50 px (it is 40 px tall).
//!
//! Widths as measured on the UX review's tallest turn
//! (`shared/reviews/ux-2/turn_tallest_755px.png`, 1:1): `🎲3 · pawn 1 to M15`
//! is 164 px wide, `🎲1 · pawn 1 to I8` 148 px; three such labels (495 px)
//! fit a line and a fourth wraps, so a line holds between 495 and 660 px;
//! it is taken as 640 px (the chat column, ~760 px, less the avatar's gutter
//! and margins).

/// Between the board (or the line above) and a line of buttons, and a button.
pub const BUTTON_LINE: f32 = 10.0 + 34.0;
/// A select menu's line.
pub const MENU_LINE: f32 = 10.0 + 40.0;
/// The width a line of buttons may take.
pub const LINE_WIDTH: f32 = 640.0;
const GAP: f32 = 8.0;
const PADDING: f32 = 32.0;
/// Discord's smallest button.
const MIN_BUTTON: f32 = 60.0;

/// A button's width: 14 px medium text (digits 8 px, capitals 10, lowercase
/// 7, a space or a `·` 4), an emoji 20 px, any other symbol (`①`, `✕`, `★`) 14.
pub fn button_width(label: &str) -> f32 {
    let text: f32 = label
        .chars()
        .map(|c| match c {
            ' ' | '·' | '\u{fe0f}' => 4.0,
            '0'..='9' | '+' => 8.0,
            'A'..='Z' => 10.0,
            c if c.is_ascii() => 7.0,
            c if (c as u32) >= 0x1F000 || ('\u{2B00}'..='\u{2BFF}').contains(&c) => 20.0,
            _ => 14.0,
        })
        .sum();
    (PADDING + text).max(MIN_BUTTON)
}

/// The lines a row of buttons with these labels wraps onto.
pub fn button_lines<S: AsRef<str>>(labels: &[S]) -> usize {
    let mut lines = 0;
    let mut used = f32::INFINITY;
    for label in labels {
        let width = button_width(label.as_ref());
        if used + GAP + width > LINE_WIDTH {
            lines += 1;
            used = width;
        } else {
            used += GAP + width;
        }
    }
    lines
}

/// One action row as shown: its buttons' labels, or a menu.
pub enum ShownRow {
    Buttons(Vec<String>),
    Menu,
}

/// The height of these rows under a message's last part.
pub fn rows_height(rows: &[ShownRow]) -> f32 {
    rows.iter()
        .map(|row| match row {
            ShownRow::Buttons(labels) => BUTTON_LINE * button_lines(labels) as f32,
            ShownRow::Menu => MENU_LINE,
        })
        .sum()
}

/// A turn message without its rows, in the e2e layout's sizes: the author's
/// name (22 px), one line of content (22), the embed's gap and padding (3 +
/// 8 + 16), its author line (8 + 22), and the board (8 + its height at `shown`
/// px wide).
pub fn turn_without_rows(board: (f32, f32), shown: f32) -> f32 {
    22.0 + 22.0 + (3.0 + 8.0 + 16.0) + (8.0 + 22.0) + 8.0 + shown * board.1 / board.0
}
