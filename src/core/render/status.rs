//! The last-move panel (top right): each move of the latest turn that moved,
//! as the mover's pawn, the caller's line for it ([`super::Captions`]) and
//! the pawns it captured, struck out.
//!
//! The lines are fitted, never cut: drawn at the largest size at which all
//! of them, wrapped at spaces, fit the panel. A word wider than the panel
//! (never one of a move's) is broken between characters, and only text that
//! would not fit at the smallest size at all is shortened with `…`.

use super::Scene;
use super::panel_text::{
    CAPTION, LAST_MOVE, NO_MOVE_YET, PanelPart, PanelText, drawable, label, strike, style,
};
use super::pieces;
use super::raster::Surface;
use super::text::{self, Align};
use super::theme;
use crate::game::{Color, Pawn};

/// Sizes tried for the lines, largest first: the panels' text size down to
/// 15 px (7.7 px at chat size), the last resort of very long lines.
const SIZES: [f32; 6] = [24.0, 22.0, 20.0, 18.0, 16.0, 15.0];

/// Height of a line, in font sizes.
const LINE_PITCH: f32 = 1.2;

/// Where the lines start, right of the mover's pawn, and the room kept at
/// the panel's right edge.
const TEXT_LEFT: f32 = 44.0;
const RIGHT_MARGIN: f32 = 10.0;

/// The moves' area: below the caption, above the panel's bottom edge.
const TOP: f32 = 44.0;
const BOTTOM_MARGIN: f32 = 6.0;

/// Height of a row of captured pawns, and the room between two moves.
const CAPTURES_ROW: f32 = 30.0;
const GAP: f32 = 12.0;

/// One move as the panel shows it.
struct Block {
    color: Color,
    /// The mover's pawn, beside the first line.
    icon: (f32, f32),
    lines: Vec<PanelText>,
    captures: Vec<((f32, f32), Color, Pawn)>,
}

/// The width the lines may take in `scene`'s panel (the wide picture's is
/// wider).
fn line_width(scene: &Scene) -> f32 {
    scene.picture.status_panel().w - TEXT_LEFT - RIGHT_MARGIN
}

/// `text` in lines of at most `width` pixels at `size`, broken at spaces;
/// a word wider than a line is broken between characters.
fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let joined = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if text::width(&joined, size) <= width {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for ch in word.chars() {
            line.push(ch);
            if text::width(&line, size) > width && line.chars().count() > 1 {
                line.pop();
                lines.push(std::mem::replace(&mut line, ch.to_string()));
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The lines of every move at `size`, and the height they take with the
/// captures' rows.
fn wrapped(texts: &[String], scene: &Scene, size: f32) -> (Vec<Vec<String>>, f32) {
    let mut height = GAP * (texts.len().saturating_sub(1)) as f32;
    let lines: Vec<Vec<String>> = texts
        .iter()
        .zip(&scene.last_moves)
        .map(|(t, last)| {
            let lines = wrap(t, size, line_width(scene));
            // A move without a line still takes one, for its pawn.
            height += LINE_PITCH * size * lines.len().max(1) as f32;
            if !last.captured.is_empty() {
                height += CAPTURES_ROW;
            }
            lines
        })
        .collect();
    (lines, height)
}

/// The moves laid out in the panel (at most two: a turn has two dice).
fn blocks(scene: &Scene) -> Vec<Block> {
    let p = scene.picture.status_panel();
    let moves = scene.last_moves.len().min(2);
    let texts: Vec<String> = (0..moves)
        .map(|k| {
            scene
                .last_move_lines
                .get(k)
                .map_or_else(String::new, |l| drawable(l).trim().to_owned())
        })
        .collect();
    let room = p.h - TOP - BOTTOM_MARGIN;
    let (mut size, mut lines) = (SIZES[SIZES.len() - 1], Vec::new());
    for s in SIZES {
        let (at_size, height) = wrapped(&texts, scene, s);
        size = s;
        lines = at_size;
        if height <= room {
            break;
        }
    }
    let pitch = LINE_PITCH * size;
    let bottom = p.y + p.h - BOTTOM_MARGIN;
    let mut y = p.y + TOP;
    let mut out = Vec::with_capacity(moves);
    for (k, (last, move_lines)) in scene.last_moves.iter().zip(lines).enumerate() {
        let first = y + pitch / 2.0;
        let mut placed = Vec::with_capacity(move_lines.len());
        for (j, line) in move_lines.iter().enumerate() {
            let middle = first + pitch * j as f32;
            // Only text too long for the panel at its smallest size gets here.
            let last_room = middle + pitch / 2.0 + pitch > bottom && j + 1 < move_lines.len();
            let line = if last_room {
                format!("{}…", line.trim_end())
            } else {
                line.clone()
            };
            placed.push(PanelText::at(
                PanelPart::LastMove(k),
                line,
                size,
                (p.x + TEXT_LEFT, middle),
            ));
            if last_room {
                break;
            }
        }
        y += pitch * placed.len().max(1) as f32;
        let mut captures = Vec::new();
        if !last.captured.is_empty() {
            let row = y + CAPTURES_ROW / 2.0;
            for (i, &(victim, pawn)) in last.captured.iter().enumerate() {
                captures.push(((p.x + 56.0 + 26.0 * i as f32, row), victim, pawn));
            }
            y += CAPTURES_ROW;
        }
        y += GAP;
        out.push(Block {
            color: last.color,
            icon: (p.x + 26.0, first),
            lines: placed,
            captures,
        });
    }
    out
}

/// The lines as [`draw`] places them.
pub fn texts(scene: &Scene) -> Vec<PanelText> {
    blocks(scene).into_iter().flat_map(|b| b.lines).collect()
}

pub fn draw(layer: &mut dyn Surface, scene: &Scene) {
    let p = scene.picture.status_panel();
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
    for block in blocks(scene) {
        layer.stamp(&pieces::small_sprite(block.color, 0, 12.0), block.icon);
        for line in &block.lines {
            line.draw(layer, theme::PAPER);
        }
        for &(at, victim, pawn) in &block.captures {
            layer.stamp(&pieces::small_sprite(victim, pawn.get(), 11.0), at);
            strike(layer, at, 10.0);
        }
    }
}
