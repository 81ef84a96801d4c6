//! The corner panels: whose turn it is and the dice (top left), the last move
//! (top right, `status.rs`), the seats with each player's name, score and
//! captured pawns (bottom corners, `seats.rs`).
//!
//! The board speaks no language: it shows pawns, dice, numbers, space names,
//! the players' names and symbols only (⚑ game over, ♛ winner, ⚐ left,
//! → last move, # turn), so that a player of any server can read it; the
//! words go into the message beside it, in the reader's language, and the
//! last-move lines come from the caller ([`super::Captions`]).

use std::sync::{Arc, OnceLock};

use tiny_skia::{PathBuilder, Pixmap, Transform};

use super::Scene;
use super::board::rounded_rect_path;
use super::layout::{self, DIE_SIZE, Rect, panel};
use super::pieces;
use super::raster::{Layer, Sprite, Surface};
use super::seats;
use super::sprites;
use super::status;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use crate::game::{Color, Phase, Player, PlayerKind};

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

/// Draws one line of text through the sprite cache.
pub(super) fn label(layer: &mut dyn Surface, s: &str, at: (f32, f32), align: Align, style: Style) {
    layer.stamp(&text::sprite(s, align, style), at);
}

/// A die face; a used die is dimmed and struck out.
fn die_sprite(value: u8, used: bool) -> Arc<Sprite> {
    static SPRITES: OnceLock<Vec<Arc<Sprite>>> = OnceLock::new();
    let all = SPRITES.get_or_init(|| {
        (0..12)
            .map(|k| Arc::new(make_die(k as u8 % 6 + 1, k >= 6)))
            .collect()
    });
    all[usize::from(value.clamp(1, 6) - 1) + if used { 6 } else { 0 }].clone()
}

fn make_die(value: u8, used: bool) -> Sprite {
    let side = DIE_SIZE.ceil() as u32 + 8;
    let mut layer = Layer::from_pixmap(Pixmap::new(side, side).expect("a die sprite"));
    let c = side as f32 / 2.0;
    let h = DIE_SIZE / 2.0;
    let rect = Rect {
        x: c - h,
        y: c - h,
        w: DIE_SIZE,
        h: DIE_SIZE,
    };
    let t = Transform::identity();
    let (face, pip) = if used {
        (theme::PANEL.mix(theme::PAPER, 0.25), theme::PANEL)
    } else {
        (theme::PAPER, theme::INK)
    };
    if let Some(path) = rounded_rect_path(rect, 10.0) {
        layer.fill(&path, face, 255, t);
        layer.stroke(&path, theme::INK, 255, 3.0, t);
    }
    for (dx, dy) in layout::die_pips(value) {
        if let Some(p) = PathBuilder::from_circle(c + dx, c + dy, DIE_SIZE * 0.095) {
            layer.fill(&p, pip, 255, t);
        }
    }
    if used {
        let mut pb = PathBuilder::new();
        pb.move_to(c - h + 6.0, c + h - 6.0);
        pb.line_to(c + h - 6.0, c - h + 6.0);
        if let Some(p) = pb.finish() {
            layer.stroke(&p, theme::INK, 255, 5.0, t);
        }
    }
    Sprite::new(layer.pixmap, (c, c))
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
    /// Its box in image pixels: its advance width (or the icons' extent), a
    /// line's height about the middle of its capitals.
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

/// Draws all four panels.
pub fn draw(layer: &mut dyn Surface, scene: &Scene) {
    draw_turn(layer, scene);
    status::draw(layer, scene);
    seats::draw(layer, scene);
}

/// The texts of the panels as [`draw`] places them.
pub fn texts(scene: &Scene) -> Vec<PanelText> {
    let mut out = status::texts(scene);
    out.extend(seats::texts(scene));
    out
}

/// `text` without the characters the fonts lack or that are not drawn
/// (control characters): the caller's lines and the players' names.
pub(super) fn drawable(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && text::has_glyph(c))
        .collect()
}

fn draw_turn(layer: &mut dyn Surface, scene: &Scene) {
    let p = panel::TURN;
    let position = scene.position;
    if let Phase::Over(_) = position.phase() {
        label(
            layer,
            GAME_OVER,
            (p.x + 18.0, p.y + 44.0),
            Align::Left,
            style(40.0, theme::PAPER),
        );
        let winners: Vec<Color> = scene
            .standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.color)
            .collect();
        if !winners.is_empty() {
            label(
                layer,
                WINNER,
                (p.x + 18.0, p.y + 110.0),
                Align::Left,
                style(30.0, theme::GOLD),
            );
        }
        for (k, &c) in winners.iter().take(6).enumerate() {
            let at = (
                p.x + 74.0 + 40.0 * (k % 3) as f32,
                p.y + 110.0 + 44.0 * (k / 3) as f32,
            );
            layer.stamp(&pieces::small_sprite(c, 0, 16.0), at);
        }
        return;
    }
    label(
        layer,
        &format!("#{}", position.turns_played() + 1),
        (p.x + 18.0, p.y + 24.0),
        Align::Left,
        CAPTION,
    );
    for (k, &(value, used)) in scene.dice.iter().enumerate() {
        if value > 0 {
            layer.stamp(&die_sprite(value, used), layout::die_center(k));
        }
    }
    // Who moves: an arrow to their pawn and name, in their color.
    let color = position.to_move();
    let y = p.y + 168.0;
    let fill = theme::pawn(color).mix(theme::PAPER, 0.25);
    label(
        layer,
        TO_MOVE,
        (p.x + 26.0, y),
        Align::Center,
        style(26.0, fill),
    );
    layer.stamp(&pieces::small_sprite(color, 0, 16.0), (p.x + 62.0, y));
    if let Some((_, name)) = scene.names.iter().find(|(c, _)| *c == color) {
        let name = fitted(name, NAME_SIZE, p.w - 92.0);
        label(
            layer,
            &name,
            (p.x + 86.0, y),
            Align::Left,
            style(NAME_SIZE, fill),
        );
    }
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
/// board speaks no language).
pub fn seat_name(player: &Player) -> String {
    if player.kind == PlayerKind::Ai {
        let stars = match player.name.as_str() {
            "AI (easy)" => " ★",
            "AI (medium)" => " ★★",
            "AI (hard)" => " ★★★",
            _ => "",
        };
        return format!("AI{stars}");
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
