//! The panels' text vocabulary: the caption style, a placed text
//! ([`PanelText`]), the symbols the board uses instead of words, the seats'
//! names as drawn and cut to fit. The panels (`panels.rs`), the last-move panel
//! (`status.rs`) and the seats (`seats.rs`) all speak it, so none imports another.

use super::labels;
use super::layout::Rect;
use super::raster::Surface;
use super::sprites;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use crate::game::{Color, Player, PlayerKind};

pub(super) const CAPTION: Style = Style {
    size: 17.0,
    fill: theme::MUTED,
    halo: None,
};

pub(super) fn style(size: f32, fill: Rgb) -> Style {
    Style {
        size,
        fill,
        halo: None,
    }
}

/// Draws one line of text through the labels kept (`labels.rs`); a style
/// with a halo, which no panel has, as a sprite drawn for it.
pub(super) fn label(layer: &mut dyn Surface, s: &str, at: (f32, f32), align: Align, style: Style) {
    match style.halo {
        None => layer.stamp_label(
            &labels::label(s, align, style.size, style.fill),
            style.fill,
            at,
        ),
        Some(_) => layer.stamp(&text::make_sprite(s, align, style), at),
    }
}

/// A text of a panel as drawn, for tests that check it fits and that
/// nothing covers it.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelText {
    pub part: PanelPart,
    /// What it says (empty for the lost pawns drawn as icons).
    pub text: String,
    /// Font size in pixels (capitals are [`super::CAP_HEIGHT`] × size tall).
    pub size: f32,
    /// Its box in the board's coordinates (the image's pixels on the full
    /// picture, see [`super::layout::Picture::shown`]): its advance width
    /// (or the icons' extent), a line's height about the middle of its
    /// capitals.
    pub rect: Rect,
}

/// Which text of a panel a [`PanelText`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPart {
    /// A line of the move at this index of the latest turn (wrapped lines
    /// share it).
    LastMove(usize),
    Name(Color),
    Score(Color),
    /// The pawns a seat lost: struck icons, or one cross and their count.
    Losses(Color),
    /// How a seat's game ended: its rank, or ⚐ for a player who left.
    Note(Color),
}

impl PanelText {
    /// A text with its left end at `x` and its capitals centered on `y`.
    pub(super) fn at(part: PanelPart, text: String, size: f32, (x, y): (f32, f32)) -> PanelText {
        let w = text::width(&text, size);
        PanelText {
            part,
            text,
            size,
            rect: Rect {
                x,
                y: y - 0.6 * size,
                w,
                h: 1.2 * size,
            },
        }
    }

    /// The middle of its capitals at its left end, where it is drawn from.
    pub(super) fn anchor(&self) -> (f32, f32) {
        (self.rect.x, self.rect.y + 0.6 * self.size)
    }

    /// Draws it (left-aligned) in `fill`.
    pub(super) fn draw(&self, layer: &mut dyn Surface, fill: Rgb) {
        label(
            layer,
            &self.text,
            self.anchor(),
            Align::Left,
            style(self.size, fill),
        );
    }
}

/// `text` without the characters the fonts lack or that are not drawn
/// (control characters): the caller's lines and the players' names.
pub(super) fn drawable(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && text::has_glyph(c))
        .collect()
}

/// The symbols the panels use instead of words (all in the embedded font).
pub const GAME_OVER: &str = "⚑";
pub const WINNER: &str = "♛";
pub const TO_MOVE: &str = "▶";
pub const LAST_MOVE: &str = "→";
pub const NO_MOVE_YET: &str = "—";
pub const LEFT: &str = "⚐";

pub(super) fn strike(layer: &mut dyn Surface, at: (f32, f32), r: f32) {
    layer.stamp(&sprites::cross(r, 5.0, 2.5, theme::CAPTURE), at);
}

/// Font size of the player's name in the turn panel (the seats' rows scale
/// theirs, `seats.rs`).
pub(super) const NAME_SIZE: f32 = 22.0;

/// A player's name as the board shows it: the characters the embedded font
/// draws (a name in a script it lacks is left out; the pawn still tells the
/// seat), and a computer as `AI` with one to three stars for its level (the
/// board speaks no language), numbered as the words number it when `players`
/// seats several (`AI 1 ★`, `AI 2 ★★`).
pub fn seat_name(player: &Player, players: &[Player]) -> String {
    if player.kind == PlayerKind::Ai {
        let stars = match player.name.as_str() {
            "AI (easy)" => " ★",
            "AI (medium)" => " ★★",
            "AI (hard)" => " ★★★",
            _ => "",
        };
        let computers = players.iter().filter(|p| p.kind == PlayerKind::Ai);
        let number = crate::table::computer_number(player.color, computers.map(|p| p.color));
        return match number {
            Some(number) => format!("AI {number}{stars}"),
            None => format!("AI{stars}"),
        };
    }
    drawable(&player.name).trim().to_owned()
}

/// `name` cut with `…` to fit `width` pixels at font size `size`.
pub(super) fn fitted(name: &str, size: f32, width: f32) -> String {
    if text::width(name, size) <= width {
        return name.to_owned();
    }
    let mut cut: String = name.to_owned();
    while !cut.is_empty() && text::width(&format!("{cut}…"), size) > width {
        cut.pop();
    }
    format!("{}…", cut.trim_end())
}
