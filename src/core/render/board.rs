//! The static layer: background, ring tracks in sector colors, every space,
//! bridges and their links, the lanes of the seated colors, the
//! center with its places and points, and the empty corner panels.
//!
//! Drawn once per set of seated colors and kept as palette indices.

use tiny_skia::{PathBuilder, Pixmap, Transform};

use super::layout::{self, CENTER_RADIUS, HEIGHT, PAWN_RADIUS, PITCH, Rect, SPACE_RADIUS};
use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use crate::game::{BridgeTarget, CENTER_PLACES, Color, Ring, RingSpace, center_points};

/// Width of a ring's track.
const TRACK_WIDTH: f32 = 0.92 * PITCH;

/// Draws the static board for the given seated colors: all its rows, as
/// wide as its picture ([`layout::Picture::width`]).
pub fn draw(seated: &[Color]) -> Pixmap {
    let picture = layout::Picture::of(seated);
    let mut layer = Layer::window(picture.width(), HEIGHT, picture.left(), 0);
    layer.clear_to(theme::BACKGROUND);
    for r in picture.panels() {
        rounded_rect(&mut layer, r, 14.0, theme::PANEL, 255);
    }
    draw_center(&mut layer);
    for ring in Ring::ALL {
        draw_track(&mut layer, ring);
    }
    for space in RingSpace::all().filter(|s| s.is_bridge()) {
        draw_bridge_link(&mut layer, space);
    }
    for &color in seated {
        draw_lane(&mut layer, color);
    }
    for space in RingSpace::all() {
        draw_space(&mut layer, space);
    }
    layer.forget_dirty();
    layer.pixmap
}

/// A filled rectangle with rounded corners.
pub fn rounded_rect(layer: &mut Layer, r: Rect, radius: f32, color: Rgb, alpha: u8) {
    if let Some(path) = rounded_rect_path(r, radius) {
        layer.fill(&path, color, alpha, Transform::identity());
    }
}

/// The outline of a rectangle with rounded corners.
pub fn rounded_rect_path(r: Rect, radius: f32) -> Option<tiny_skia::Path> {
    let k = 0.447_715; // 1 − 0.552 (cubic approximation of a quarter circle)
    let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.w, r.y + r.h);
    let rad = radius.min(r.w / 2.0).min(r.h / 2.0);
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + rad, y0);
    pb.line_to(x1 - rad, y0);
    pb.cubic_to(x1 - rad * k, y0, x1, y0 + rad * k, x1, y0 + rad);
    pb.line_to(x1, y1 - rad);
    pb.cubic_to(x1, y1 - rad * k, x1 - rad * k, y1, x1 - rad, y1);
    pb.line_to(x0 + rad, y1);
    pb.cubic_to(x0 + rad * k, y1, x0, y1 - rad * k, x0, y1 - rad);
    pb.line_to(x0, y0 + rad);
    pb.cubic_to(x0, y0 + rad * k, x0 + rad * k, y0, x0 + rad, y0);
    pb.close();
    pb.finish()
}

/// An arc of a circle around the board's center, as a polyline (board angles).
pub fn arc_points(radius: f32, from_deg: f32, to_deg: f32) -> Vec<(f32, f32)> {
    let steps = ((to_deg - from_deg).abs() / 2.0).ceil().max(1.0) as usize;
    (0..=steps)
        .map(|k| {
            let a = from_deg + (to_deg - from_deg) * k as f32 / steps as f32;
            layout::polar(radius, a)
        })
        .collect()
}

pub(super) fn polyline(points: &[(f32, f32)]) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.finish()
}

/// A ring's track: one arc per sector in the sector's tint.
fn draw_track(layer: &mut Layer, ring: Ring) {
    let r = layout::ring_radius(ring);
    let step = 360.0 / f32::from(ring.len());
    for color in Color::ALL {
        let first = f32::from(ring.per_sector()) * color.index() as f32 * step;
        let last = first + f32::from(ring.per_sector()) * step;
        let points = arc_points(r, first - step / 2.0, last - step / 2.0);
        if let Some(path) = polyline(&points) {
            let t = Transform::identity();
            layer.stroke(&path, theme::INK, 255, TRACK_WIDTH + 4.0, t);
        }
    }
    for color in Color::ALL {
        let first = f32::from(ring.per_sector()) * color.index() as f32 * step;
        let last = first + f32::from(ring.per_sector()) * step;
        // Butt ends: sectors meet edge to edge, with the dark seam between.
        let points = arc_points(r, first - step / 2.0 + 0.6, last - step / 2.0 - 0.6);
        if let Some(path) = polyline(&points) {
            let stroke = tiny_skia::Stroke {
                width: TRACK_WIDTH,
                ..tiny_skia::Stroke::default()
            };
            let mut paint = tiny_skia::Paint::default();
            paint.set_color(theme::sector(color).skia(255));
            paint.anti_alias = true;
            let shift = layer.shift();
            layer
                .pixmap
                .stroke_path(&path, &paint, &stroke, shift, None);
        }
    }
}

/// A bridge's link: a gold band from the bridge to where it leads, with
/// chevrons pointing inward.
fn draw_bridge_link(layer: &mut Layer, space: RingSpace) {
    let from = layout::space_center(space);
    let angle = space.angle_degrees();
    let to_r = match space.bridge_target() {
        Some(BridgeTarget::Ring(t)) => layout::ring_radius(t.ring()),
        Some(BridgeTarget::Center) => CENTER_RADIUS + 4.0,
        None => return,
    };
    let to = layout::polar(to_r, angle);
    let Some(path) = polyline(&[from, to]) else {
        return;
    };
    let t = Transform::identity();
    layer.stroke(&path, theme::INK, 255, 16.0, t);
    layer.stroke(&path, theme::BRIDGE, 255, 11.0, t);
    // Chevrons along the band, pointing toward the center.
    let r0 = layout::ring_radius(space.ring());
    let (ox, oy) = layout::outward(angle);
    let (tx, ty) = (-oy, ox);
    let mid = (r0 + to_r) / 2.0;
    for k in [-1.0f32, 1.0] {
        let r = mid + k * 7.0;
        let tip = layout::polar(r - 4.0, angle);
        let back = layout::polar(r + 4.0, angle);
        let mut pb = PathBuilder::new();
        pb.move_to(back.0 + 5.0 * tx, back.1 + 5.0 * ty);
        pb.line_to(tip.0, tip.1);
        pb.line_to(back.0 - 5.0 * tx, back.1 - 5.0 * ty);
        if let Some(p) = pb.finish() {
            layer.stroke(&p, theme::INK, 255, 2.5, t);
        }
    }
}

/// A space: a light circle in its sector's tint; a bridge is split in two
/// colors (sector and gold) along the ring. No outline: the light disc on the
/// dark track is contrast enough, and outlines on all 132 circles would cost
/// about 6% of the file. No name: written inside a space, a name is 4 px tall
/// on a phone (the board shown 272 px wide) and 6 px on a desktop, noise
/// around the tags; the spaces a move reaches are named by their tags, the
/// others by nobody who picks a move (ux-4 §3).
fn draw_space(layer: &mut Layer, space: RingSpace) {
    let (x, y) = layout::space_center(space);
    let color = space.sector();
    let t = Transform::identity();
    let Some(disc) = PathBuilder::from_circle(x, y, SPACE_RADIUS) else {
        return;
    };
    layer.fill(&disc, theme::space_fill(color), 255, t);
    if space.is_bridge() {
        // The inner half, toward where the bridge leads, is gold.
        let a = space.angle_degrees();
        let (ox, oy) = layout::outward(a);
        let (tx, ty) = (-oy, ox);
        let r = SPACE_RADIUS;
        let mut pb = PathBuilder::new();
        pb.move_to(x + r * tx, y + r * ty);
        let steps = 12;
        for k in 0..=steps {
            let phi = std::f32::consts::PI * k as f32 / steps as f32;
            // From +t through −o (inward) to −t.
            let (c, s) = (phi.cos(), phi.sin());
            pb.line_to(x + r * (c * tx - s * ox), y + r * (c * ty - s * oy));
        }
        pb.close();
        if let Some(half) = pb.finish() {
            layer.fill(&half, theme::BRIDGE, 255, t);
        }
    }
}

/// Font size of the space names the legend writes inside every space.
const SPACE_NAME_SIZE: f32 = 10.5;

/// The name of every ring space and of `seated`'s lane slots, inside them:
/// for the legend of `/hypnosia rules`, which teaches how the spaces are
/// numbered (a game's board names only the spaces a move reaches, by their
/// tags).
pub(super) fn draw_names(layer: &mut Layer, seated: &[Color]) {
    let style = |size| Style {
        size,
        fill: theme::INK,
        halo: None,
    };
    for space in RingSpace::all() {
        let name = space.to_string();
        let at = layout::space_center(space);
        text::draw(layer, &name, at, Align::Center, style(SPACE_NAME_SIZE));
    }
    for &color in seated {
        for slot in 1..=4 {
            let at = layout::lane_slot_center(color, slot);
            let name = format!("L{slot}");
            text::draw(
                layer,
                &name,
                at,
                Align::Center,
                style(SPACE_NAME_SIZE + 1.5),
            );
        }
    }
}

/// A seated color's lane: a band in the color running out from its entry
/// space, with four slots (unnamed, as the ring's spaces).
fn draw_lane(layer: &mut Layer, color: Color) {
    let entry = layout::space_center(color.entry());
    let end = layout::lane_slot_center(color, 4);
    let t = Transform::identity();
    if let Some(path) = polyline(&[entry, end]) {
        layer.stroke(&path, theme::INK, 255, TRACK_WIDTH + 4.0, t);
        layer.stroke(&path, theme::sector(color), 255, TRACK_WIDTH, t);
    }
    for slot in 1..=4 {
        let (x, y) = layout::lane_slot_center(color, slot);
        if let Some(disc) = PathBuilder::from_circle(x, y, SPACE_RADIUS) {
            layer.fill(&disc, theme::space_fill(color), 255, t);
        }
    }
}

/// The center: a disc with five places in arrival order and their points.
fn draw_center(layer: &mut Layer) {
    let (cx, cy) = layout::board_center();
    let t = Transform::identity();
    if let Some(disc) = PathBuilder::from_circle(cx, cy, CENTER_RADIUS) {
        layer.fill(&disc, theme::CENTER, 255, t);
        layer.stroke(&disc, theme::BRIDGE, 255, 3.0, t);
    }
    for place in 1..=CENTER_PLACES {
        let (x, y) = layout::center_place_center(place);
        if let Some(disc) = PathBuilder::from_circle(x, y, PAWN_RADIUS + 1.0) {
            layer.fill(&disc, theme::CENTER.mix(theme::PAPER, 0.18), 255, t);
            layer.stroke(&disc, theme::GOLD, 255, 2.0, t);
        }
        text::draw(
            layer,
            &format!("{place}."),
            (x, y),
            Align::Center,
            Style {
                size: 15.0,
                fill: theme::MUTED,
                halo: None,
            },
        );
        text::draw(
            layer,
            &format!("+{}", center_points(place)),
            layout::center_value_center(place),
            Align::Center,
            Style {
                size: 20.0,
                fill: theme::GOLD,
                halo: Some((theme::INK, 2.0)),
            },
        );
    }
}
