//! A computer player's face: a robot's head whose look tells its level at a
//! glance, at any size, with no words: easy is a round-eyed, smiling robot
//! with a green light; medium has square gold eyes and a straight mouth;
//! hard has narrow red eyes, jagged teeth and two red antennae.
//! Drawn in the board's own colors, so it costs the palette nothing.

use tiny_skia::{Path, PathBuilder, Transform};

use super::board::rounded_rect_path;
use super::face::ComputerFace;
use super::layout::Rect;
use super::raster::Layer;
use super::theme::{self, Rgb};

/// The head's color.
const HEAD: Rgb = theme::MUTED;

/// Each level's light: the antenna tips and the eyes.
pub fn accent(level: ComputerFace) -> Rgb {
    match level {
        ComputerFace::Easy => theme::MARKER,
        ComputerFace::Medium => theme::GOLD,
        ComputerFace::Hard => theme::CAPTURE,
    }
}

/// Draws the robot of `level` on a disc of radius `r` centered on `center`.
pub fn draw(layer: &mut Layer, level: ComputerFace, (cx, cy): (f32, f32), r: f32) {
    let t = Transform::identity();
    if let Some(disc) = PathBuilder::from_circle(cx, cy, r) {
        layer.fill(&disc, theme::BACKGROUND, 255, t);
    }
    let light = accent(level);
    // Antennae first: the head covers their feet.
    let tops: &[f32] = match level {
        ComputerFace::Hard => &[-0.3, 0.3],
        _ => &[0.0],
    };
    for &dx in tops {
        let (x, top) = (cx + dx * r, cy - 0.72 * r);
        if let Some(stalk) = line(x, top, x, cy - 0.3 * r) {
            layer.stroke(&stalk, HEAD, 255, 0.1 * r, t);
        }
        if let Some(tip) = PathBuilder::from_circle(x, top, 0.13 * r) {
            layer.fill(&tip, light, 255, t);
        }
    }
    let head = Rect {
        x: cx - 0.62 * r,
        y: cy - 0.42 * r,
        w: 1.24 * r,
        h: 0.98 * r,
    };
    if let Some(path) = rounded_rect_path(head, 0.22 * r) {
        layer.fill(&path, HEAD, 255, t);
    }
    // Ears: small bolts on either side.
    for side in [-1.0f32, 1.0] {
        let ear = Rect {
            x: cx + side * 0.68 * r - 0.08 * r,
            y: cy - 0.05 * r,
            w: 0.16 * r,
            h: 0.28 * r,
        };
        if let Some(path) = rounded_rect_path(ear, 0.05 * r) {
            layer.fill(&path, HEAD, 255, t);
        }
    }
    let eye_y = cy - 0.08 * r;
    for side in [-1.0f32, 1.0] {
        let ex = cx + side * 0.27 * r;
        match level {
            ComputerFace::Easy => {
                if let Some(white) = PathBuilder::from_circle(ex, eye_y, 0.15 * r) {
                    layer.fill(&white, theme::PAPER, 255, t);
                }
                if let Some(pupil) = PathBuilder::from_circle(ex, eye_y + 0.02 * r, 0.07 * r) {
                    layer.fill(&pupil, theme::INK, 255, t);
                }
            }
            ComputerFace::Medium => {
                let eye = Rect {
                    x: ex - 0.13 * r,
                    y: eye_y - 0.11 * r,
                    w: 0.26 * r,
                    h: 0.22 * r,
                };
                if let Some(path) = rounded_rect_path(eye, 0.03 * r) {
                    layer.fill(&path, theme::INK, 255, t);
                }
                let inner = Rect {
                    x: eye.x + 0.05 * r,
                    y: eye.y + 0.05 * r,
                    w: eye.w - 0.1 * r,
                    h: eye.h - 0.1 * r,
                };
                if let Some(path) = rounded_rect_path(inner, 0.01 * r) {
                    layer.fill(&path, light, 255, t);
                }
            }
            ComputerFace::Hard => {
                // Narrow eyes slanting down toward the nose: a frown.
                let mut pb = PathBuilder::new();
                let (inner, outer) = (ex - side * 0.17 * r, ex + side * 0.17 * r);
                pb.move_to(outer, eye_y - 0.1 * r);
                pb.line_to(inner, eye_y + 0.02 * r);
                pb.line_to(inner, eye_y + 0.12 * r);
                pb.line_to(outer, eye_y + 0.04 * r);
                pb.close();
                if let Some(path) = pb.finish() {
                    layer.stroke(&path, theme::INK, 255, 0.06 * r, t);
                    layer.fill(&path, light, 255, t);
                }
            }
        }
    }
    let mouth_y = cy + 0.3 * r;
    let mouth = match level {
        ComputerFace::Easy => {
            let mut pb = PathBuilder::new();
            pb.move_to(cx - 0.25 * r, mouth_y - 0.05 * r);
            pb.quad_to(cx, mouth_y + 0.16 * r, cx + 0.25 * r, mouth_y - 0.05 * r);
            pb.finish()
        }
        ComputerFace::Medium => line(cx - 0.25 * r, mouth_y, cx + 0.25 * r, mouth_y),
        ComputerFace::Hard => {
            let mut pb = PathBuilder::new();
            pb.move_to(cx - 0.3 * r, mouth_y);
            for k in 1..=6 {
                let x = cx - 0.3 * r + 0.1 * r * k as f32;
                let y = if k % 2 == 1 {
                    mouth_y - 0.09 * r
                } else {
                    mouth_y
                };
                pb.line_to(x, y);
            }
            pb.finish()
        }
    };
    if let Some(mouth) = mouth {
        layer.stroke(&mouth, theme::INK, 255, 0.08 * r, t);
    }
}

fn line(x0: f32, y0: f32, x1: f32, y1: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x0, y0);
    pb.line_to(x1, y1);
    pb.finish()
}
