//! What changes on top of the pieces: the last move's trail (from → to,
//! captures marked) and the markers on legal destinations with the
//! destination's name, the same name the move buttons show.

use tiny_skia::{PathBuilder, Transform};

use super::board::arc_points;
use super::layout::{self, panel, Rect, PAWN_RADIUS, SIZE};
use super::pieces;
use super::raster::Surface;
use super::sprites;
use super::theme;
use super::{LastMove, Scene};
use crate::game::{BridgeTarget, Color, Ring, RingSpace, Space};

/// Font size of destination names: capitals 18 px, 9.2 px at 450 px wide.
pub const TAG_SIZE: f32 = 25.0;

/// Where a space is drawn for a move of `color` (lane slots are the mover's).
pub fn space_point(color: Color, space: Space, center_place: Option<u8>) -> (f32, f32) {
    match space {
        Space::Lane(slot) => layout::lane_slot_center(color, slot.get()),
        Space::Ring(s) => layout::space_center(s),
        Space::Center => {
            center_place.map_or_else(layout::board_center, layout::center_place_center)
        }
    }
}

/// The path a move took, as points: along the lane onto the ring, over the
/// bridge if it crossed, then along the ring the remaining steps.
pub fn trail_points(last: &LastMove) -> Vec<(f32, f32)> {
    let mv = &last.mv;
    let mut points = vec![space_point(last.color, mv.from, None)];
    let along = |points: &mut Vec<(f32, f32)>, start: RingSpace, steps: u8| {
        let a = start.angle_degrees();
        let step = 360.0 / f32::from(start.ring().len());
        points.extend(arc_points(
            layout::ring_radius(start.ring()),
            a,
            a + step * f32::from(steps),
        ));
    };
    match (mv.from, mv.cross) {
        (Space::Lane(slot), _) => {
            let steps = mv.die.saturating_sub(slot.get());
            along(&mut points, last.color.entry(), steps);
        }
        (Space::Ring(from), false) => along(&mut points, from, mv.die),
        (Space::Ring(from), true) => match from.bridge_target() {
            Some(BridgeTarget::Ring(target)) => along(&mut points, target, mv.die - 1),
            _ => points.push(space_point(last.color, Space::Center, last.center_place)),
        },
        (Space::Center, _) => {}
    }
    points
}

/// Draws the trails of the last turn's moves (under the pieces).
pub fn draw_trails(layer: &mut dyn Surface, scene: &Scene) {
    let n = scene.last_moves.len();
    for (k, last) in scene.last_moves.iter().enumerate() {
        let latest = k + 1 == n;
        let points = trail_points(last);
        let mut pb = PathBuilder::new();
        let Some((first, rest)) = points.split_first() else {
            continue;
        };
        pb.move_to(first.0, first.1);
        for p in rest {
            pb.line_to(p.0, p.1);
        }
        let Some(path) = pb.finish() else {
            continue;
        };
        let t = Transform::identity();
        let alpha = if latest { 255 } else { 170 };
        layer.stroke(&path, theme::INK, alpha, 8.0, t);
        layer.stroke(&path, theme::TRAIL, alpha, 4.0, t);
        // The start: a thin ring around the space the piece left.
        let ring = sprites::ring(PAWN_RADIUS + 1.0, 5.5, 2.5, theme::TRAIL, alpha);
        layer.stamp(&ring, *first);
    }
}

/// Draws the ring around where the last moves landed and their capture marks
/// (over the pieces).
pub fn draw_landings(layer: &mut dyn Surface, scene: &Scene) {
    for last in &scene.last_moves {
        let (x, y) = space_point(last.color, last.mv.to, last.center_place);
        let capture = !last.captured.is_empty();
        let color = if capture {
            theme::CAPTURE
        } else {
            theme::TRAIL
        };
        layer.stamp(
            &sprites::ring(PAWN_RADIUS + 5.0, 7.0, 3.5, color, 255),
            (x, y),
        );
        for (i, &(victim, pawn)) in last.captured.iter().enumerate() {
            // The captured pawn, small and struck out, up and right of the landing.
            let at = (
                x + PAWN_RADIUS + 4.0 + 22.0 * i as f32,
                y - PAWN_RADIUS - 4.0,
            );
            layer.stamp(&pieces::small_sprite(victim, pawn.get(), 10.0), at);
            layer.stamp(&sprites::cross(9.0, 6.0, 3.0, theme::CAPTURE), at);
        }
    }
}

/// Draws a marker ring on every legal destination and a tag with its name,
/// placed where it hides the fewest pawns and other tags.
pub fn draw_markers(layer: &mut dyn Surface, scene: &Scene) {
    let mut placed: Vec<Rect> = Vec::new();
    for &dest in &scene.destinations {
        let (x, y) = space_point(scene.position.to_move(), dest, None);
        if dest != Space::Center {
            let ring = sprites::ring(PAWN_RADIUS + 4.0, 7.0, 3.5, theme::MARKER, 255);
            layer.stamp(&ring, (x, y));
        }
        let name = dest.to_string();
        let rect = tag_rect(
            scene,
            dest,
            (x, y),
            sprites::tag_size(&name, TAG_SIZE),
            &placed,
        );
        placed.push(rect);
        let tag = sprites::tag(&name, TAG_SIZE);
        layer.stamp(&tag, (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0));
    }
}

/// Chooses where a destination's tag goes: next to the space, on the side
/// that covers the fewest pawns, tags and panels.
fn tag_rect(
    scene: &Scene,
    dest: Space,
    (x, y): (f32, f32),
    (w, h): (f32, f32),
    placed: &[Rect],
) -> Rect {
    let centered = |cx: f32, cy: f32| Rect {
        x: cx - w / 2.0,
        y: cy - h / 2.0,
        w,
        h,
    };
    let Space::Ring(space) = dest else {
        return centered(x, y);
    };
    let a = space.angle_degrees();
    let (ox, oy) = layout::outward(a);
    let (tx, ty) = (-oy, ox);
    let dirs = [
        (ox, oy, 0.0),
        (-ox, -oy, 0.5),
        (tx, ty, 1.0),
        (-tx, -ty, 1.0),
        ((ox + tx) * 0.7, (oy + ty) * 0.7, 1.5),
        ((ox - tx) * 0.7, (oy - ty) * 0.7, 1.5),
        ((-ox + tx) * 0.7, (-oy + ty) * 0.7, 2.0),
        ((-ox - tx) * 0.7, (-oy - ty) * 0.7, 2.0),
    ];
    let mut best: Option<(f32, Rect)> = None;
    for (dx, dy, preference) in dirs {
        // Far enough along the direction that the tag clears the marker ring.
        let reach = PAWN_RADIUS + 7.0 + (w / 2.0 * dx.abs()).max(h / 2.0 * dy.abs());
        let rect = centered(x + dx * reach, y + dy * reach);
        let cost = preference + tag_cost(scene, space, rect, placed);
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, rect));
        }
    }
    best.map_or_else(|| centered(x, y), |(_, r)| r)
}

fn tag_cost(scene: &Scene, target: RingSpace, rect: Rect, placed: &[Rect]) -> f32 {
    let hits_circle = |(cx, cy): (f32, f32), r: f32| {
        let nx = cx.clamp(rect.x, rect.x + rect.w);
        let ny = cy.clamp(rect.y, rect.y + rect.h);
        (cx - nx).powi(2) + (cy - ny).powi(2) < r * r
    };
    let overlaps = |o: &Rect| {
        rect.x < o.x + o.w && o.x < rect.x + rect.w && rect.y < o.y + o.h && o.y < rect.y + rect.h
    };
    let mut cost = 0.0;
    let size = SIZE as f32;
    if rect.x < 0.0 || rect.y < 0.0 || rect.x + rect.w > size || rect.y + rect.h > size {
        cost += 50.0;
    }
    for p in [
        panel::TURN,
        panel::STATUS,
        panel::SCORES_LEFT,
        panel::SCORES_RIGHT,
    ] {
        if overlaps(&p) {
            cost += 20.0;
        }
    }
    cost += 100.0 * placed.iter().filter(|o| overlaps(o)).count() as f32;
    for &pawn_at in &scene.pawn_points {
        if hits_circle(pawn_at, PAWN_RADIUS) {
            cost += 10.0;
        }
    }
    for &dest in &scene.destinations {
        if let Space::Ring(s) = dest {
            if s != target && hits_circle(layout::space_center(s), PAWN_RADIUS + 4.0) {
                cost += 30.0;
            }
        }
    }
    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
    let (bx, by) = layout::board_center();
    if ((cx - bx).powi(2) + (cy - by).powi(2)).sqrt() < layout::CENTER_RADIUS {
        cost += 5.0;
    }
    // Spaces on the ring next to the target are fine to cover a little.
    for ring in Ring::ALL {
        let r = layout::ring_radius(ring);
        let d = ((cx - bx).powi(2) + (cy - by).powi(2)).sqrt();
        if (d - r).abs() < layout::SPACE_RADIUS {
            cost += 2.0;
        }
    }
    cost
}
