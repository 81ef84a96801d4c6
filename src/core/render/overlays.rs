//! What changes on top of the pieces: the last move's trail (from → to,
//! captures marked) and the markers on legal destinations, with their marks
//! (`marks.rs`): the names the move buttons show.

use tiny_skia::Transform;

use super::board::{arc_points, polyline};
use super::layout::{self, PAWN_RADIUS, space_point};
use super::pieces;
use super::raster::Surface;
use super::sprites;
use super::theme;
use super::trails;
use super::{LastMove, Scene};
use crate::game::{BridgeTarget, RingSpace, Space};

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

/// Draws the trails of the last turn's moves (under the pieces), and under
/// them the other turn's in grey (see [`Scene::other_moves`]).
pub fn draw_trails(layer: &mut dyn Surface, scene: &Scene) {
    for other in &scene.other_moves {
        trace(layer, other, theme::MUTED, 200);
    }
    let n = scene.last_moves.len();
    for (k, last) in scene.last_moves.iter().enumerate() {
        trace(
            layer,
            last,
            theme::TRAIL,
            if k + 1 == n { 255 } else { 170 },
        );
    }
}

/// One move's trail in `color`, with a thin ring on the space it left.
fn trace(layer: &mut dyn Surface, last: &LastMove, color: theme::Rgb, alpha: u8) {
    let points = trail_points(last);
    let Some(path) = polyline(&points) else {
        return;
    };
    let cached =
        layer.stamp_trail(&mut |palette| trails::trail(last, &path, (color, alpha), palette));
    if !cached {
        trails::stroke(layer, &path, (color, alpha), Transform::identity());
    }
    let ring = sprites::ring(PAWN_RADIUS + 1.0, 5.5, 2.5, color, alpha);
    layer.stamp(&ring, points[0]);
}

/// Draws the ring around where the last moves landed and their capture marks
/// (over the pieces).
pub fn draw_landings(layer: &mut dyn Surface, scene: &Scene) {
    for other in &scene.other_moves {
        let (x, y) = space_point(other.color, other.mv.to, other.center_place);
        let ring = sprites::ring(PAWN_RADIUS + 5.0, 7.0, 3.5, theme::MUTED, 255);
        layer.stamp(&ring, (x, y));
    }
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

/// Draws a marker ring on every legal destination and its mark (`marks.rs`).
pub fn draw_markers(layer: &mut dyn Surface, scene: &Scene) {
    for &dest in &scene.destinations {
        if dest != Space::Center {
            let (x, y) = space_point(scene.position.to_move(), dest, None);
            let ring = sprites::ring(PAWN_RADIUS + 4.0, 7.0, 3.5, theme::MARKER, 255);
            layer.stamp(&ring, (x, y));
        }
    }
    super::marks::draw(layer, &super::marks::place(scene));
}
