//! The corner panels: whose turn it is and the dice (top left), the last move
//! in its notation or the end of the game (top right), the seats with each
//! player's name, score and captured pawns (bottom corners).
//!
//! The board speaks no language: it shows pawns, dice, numbers, space names,
//! the players' names and symbols only (⚑ game over, ♛ winner, ⚐ left,
//! → last move, # turn), so that a player of any server can read it; the
//! words go into the message beside it, in the reader's language.

use std::sync::{Arc, OnceLock};

use tiny_skia::{PathBuilder, Pixmap, Transform};

use super::Scene;
use super::board::rounded_rect_path;
use super::layout::{self, DIE_SIZE, Rect, panel};
use super::pieces;
use super::raster::{Layer, Sprite, Surface};
use super::sprites;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use crate::game::{Color, Pawn, Phase, Player, PlayerKind};

const CAPTION: Style = Style {
    size: 17.0,
    fill: theme::MUTED,
    halo: None,
};

fn style(size: f32, fill: Rgb) -> Style {
    Style {
        size,
        fill,
        halo: None,
    }
}

/// Draws one line of text through the sprite cache.
fn label(layer: &mut dyn Surface, s: &str, at: (f32, f32), align: Align, style: Style) {
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

/// Draws all four panels.
pub fn draw(layer: &mut dyn Surface, scene: &Scene) {
    draw_turn(layer, scene);
    draw_status(layer, scene);
    draw_scores(layer, scene);
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

/// A move in button notation, falling back to ASCII for glyphs the font lacks.
fn move_words(last: &super::LastMove) -> String {
    let s = last.mv.to_string();
    s.chars()
        .map(|c| {
            if text::has_glyph(c) {
                c.to_string()
            } else {
                "->".to_owned()
            }
        })
        .collect()
}

fn draw_status(layer: &mut dyn Surface, scene: &Scene) {
    let p = panel::STATUS;
    label(
        layer,
        LAST_MOVE,
        (p.x + 18.0, p.y + 24.0),
        Align::Left,
        CAPTION,
    );
    if scene.last_moves.is_empty() {
        label(
            layer,
            NO_MOVE_YET,
            (p.x + 18.0, p.y + 60.0),
            Align::Left,
            style(24.0, theme::MUTED),
        );
        return;
    }
    for (k, last) in scene.last_moves.iter().enumerate().take(2) {
        let y = p.y + 62.0 + 76.0 * k as f32;
        layer.stamp(&pieces::small_sprite(last.color, 0, 12.0), (p.x + 26.0, y));
        let words = move_words(last);
        let size = if text::width(&words, 24.0) > p.w - 56.0 {
            20.0
        } else {
            24.0
        };
        label(
            layer,
            &words,
            (p.x + 44.0, y),
            Align::Left,
            style(size, theme::PAPER),
        );
        let mut x = p.x + 56.0;
        for &(victim, pawn) in &last.captured {
            let at = (x, y + 34.0);
            layer.stamp(&pieces::small_sprite(victim, pawn.get(), 11.0), at);
            strike(layer, at, 10.0);
            x += 26.0;
        }
    }
}

fn strike(layer: &mut dyn Surface, at: (f32, f32), r: f32) {
    layer.stamp(&sprites::cross(r, 5.0, 2.5, theme::CAPTURE), at);
}

/// Font size of the players' names.
const NAME_SIZE: f32 = 22.0;

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
    let drawn: String = player
        .name
        .chars()
        .filter(|&c| !c.is_control() && text::has_glyph(c))
        .collect();
    drawn.trim().to_owned()
}

/// `name` cut with `…` to fit `width` pixels at font size `size`.
fn fitted(name: &str, size: f32, width: f32) -> String {
    if text::width(name, size) <= width {
        return name.to_owned();
    }
    let mut cut: String = name.to_owned();
    while !cut.is_empty() && text::width(&format!("{cut}…"), size) > width {
        cut.pop();
    }
    format!("{}…", cut.trim_end())
}

/// One row per seated color, in sector order: a round spot for the player
/// (their pawn's shape and color; room for an avatar), their name, score,
/// the pawns they lost (struck out), and how it ended (rank, or ⚐ for a
/// player who left). The player to move is framed in their color.
fn draw_scores(layer: &mut dyn Surface, scene: &Scene) {
    let position = scene.position;
    let colors: Vec<Color> = position.players().collect();
    for (i, &color) in colors.iter().enumerate() {
        let (p, top) = layout::seat_row(colors.len(), i);
        let in_game = position.in_game(color);
        let name_fill = if in_game {
            theme::pawn(color).mix(theme::PAPER, 0.25)
        } else {
            theme::MUTED
        };
        if !position.is_over() && position.to_move() == color {
            let frame = sprites::frame(
                p.w - 6.0,
                panel::SEAT_ROW - 4.0,
                9.0,
                2.5,
                theme::pawn(color),
            );
            layer.stamp(&frame, (p.x + p.w / 2.0, top + panel::SEAT_ROW / 2.0));
        }
        // With faces, the static board has the seat's face there.
        if !scene.faces {
            let spot = layout::seat_spot(colors.len(), i);
            layer.stamp(&pieces::small_sprite(color, 0, 15.0), spot);
        }
        let text_x = p.x + 54.0;
        if let Some((_, name)) = scene.names.iter().find(|(c, _)| *c == color) {
            let name = fitted(name, NAME_SIZE, p.w - 60.0);
            label(
                layer,
                &name,
                (text_x, top + 20.0),
                Align::Left,
                style(NAME_SIZE, name_fill),
            );
        }
        let y = top + 47.0;
        let score = format!("{}", position.score(color));
        label(
            layer,
            &score,
            (text_x, y),
            Align::Left,
            style(26.0, name_fill),
        );
        let mut x = text_x + text::width(&score, 26.0) + 18.0;
        for pawn in Pawn::ALL {
            if position.location(color, pawn) == crate::game::Location::Captured {
                layer.stamp(&pieces::small_sprite(color, pawn.get(), 10.0), (x, y));
                strike(layer, (x, y), 9.0);
                x += 23.0;
            }
        }
        let note = if let Some(s) = scene
            .standings
            .iter()
            .find(|s| s.color == color)
            .filter(|_| position.is_over())
        {
            format!("#{}", s.rank)
        } else if !in_game {
            LEFT.to_owned()
        } else {
            String::new()
        };
        if !note.is_empty() {
            label(
                layer,
                &note,
                (p.x + p.w - 10.0, y),
                Align::Right,
                style(22.0, theme::MUTED),
            );
        }
    }
}
