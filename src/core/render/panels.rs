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
use super::panel_text::{
    CAPTION, GAME_OVER, NAME_SIZE, PanelText, TO_MOVE, WINNER, fitted, label, style,
};
use super::pieces;
use super::raster::{Layer, Sprite, Surface};
use super::seats;
use super::status;
use super::text::Align;
use super::theme;
use crate::game::{Color, Phase};

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
    status::draw(layer, scene);
    seats::draw(layer, scene);
}

/// The texts of the panels as [`draw`] places them.
pub fn texts(scene: &Scene) -> Vec<PanelText> {
    let mut out = status::texts(scene);
    out.extend(seats::texts(scene));
    out
}

fn draw_turn(layer: &mut dyn Surface, scene: &Scene) {
    let p = scene.picture.turn_panel();
    // A shorter panel (a two-person picture's) places its parts as high in
    // proportion, the turn's number as high as ever.
    let k = p.h / panel::TURN.h;
    let position = scene.position;
    if let Phase::Over(_) = position.phase() {
        label(
            layer,
            GAME_OVER,
            (p.x + 18.0, p.y + 44.0 * k),
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
                (p.x + 18.0, p.y + 110.0 * k),
                Align::Left,
                style(30.0, theme::GOLD),
            );
        }
        for (i, &c) in winners.iter().take(6).enumerate() {
            let at = (
                p.x + 74.0 + 40.0 * (i % 3) as f32,
                p.y + (110.0 + 44.0 * (i / 3) as f32) * k,
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
    for (which, &(value, used)) in scene.dice.iter().enumerate() {
        if value > 0 {
            let at = scene.picture.die_center(which);
            layer.stamp(&die_sprite(value, used), at);
        }
    }
    // Who moves: an arrow to their pawn and name, in their color.
    let color = position.to_move();
    let y = p.y + 168.0 * k;
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
