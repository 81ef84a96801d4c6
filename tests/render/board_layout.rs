//! Where each space is drawn: one pitch apart on every ring, red's way round,
//! and everything on the image.

use hypnosia::game::{Color, Ring, RingSpace};
use hypnosia::render::layout::*;

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

#[test]
fn neighbouring_spaces_are_one_pitch_apart_on_every_ring() {
    for ring in Ring::ALL {
        let a = space_center(RingSpace::new(ring, 0).unwrap());
        let b = space_center(RingSpace::new(ring, 1).unwrap());
        // A chord is a little shorter than the arc.
        assert!((dist(a, b) - PITCH).abs() < 0.5, "{ring:?}");
    }
}

#[test]
fn red_enters_on_the_right_and_moves_anticlockwise() {
    let (cx, cy) = board_center();
    let o0 = space_center(RingSpace::new(Ring::Outer, 0).unwrap());
    assert!((o0.1 - cy).abs() < 0.01 && o0.0 > cx);
    // Anticlockwise on screen from the right goes up.
    let o1 = space_center(RingSpace::new(Ring::Outer, 1).unwrap());
    assert!(o1.1 < o0.1);
    // The lane continues straight right of O0, L4 furthest out.
    let l1 = lane_slot_center(Color::Red, 1);
    let l4 = lane_slot_center(Color::Red, 4);
    assert!(l1.0 > o0.0 && l4.0 > l1.0);
}

#[test]
fn everything_fits_on_the_image_and_panels_miss_the_board() {
    let inside = |(x, y): (f32, f32), r: f32| {
        x - r >= 0.0 && y - r >= 0.0 && x + r <= WIDTH as f32 && y + r <= HEIGHT as f32
    };
    for c in Color::ALL {
        assert!(inside(lane_slot_center(c, 4), PAWN_RADIUS));
    }
    let panels = [
        panel::TURN,
        panel::STATUS,
        panel::SCORES_LEFT,
        panel::SCORES_RIGHT,
    ];
    let mut points: Vec<(f32, f32)> = RingSpace::all().map(space_center).collect();
    for c in Color::ALL {
        points.extend((1..=4).map(|k| lane_slot_center(c, k)));
    }
    for p in panels {
        for &(x, y) in &points {
            // The nearest point of the panel to a space must leave room
            // for a marker ring around a pawn there.
            let nx = x.clamp(p.x, p.x + p.w);
            let ny = y.clamp(p.y, p.y + p.h);
            assert!(
                dist((x, y), (nx, ny)) > PAWN_RADIUS + 7.0,
                "{p:?} hits ({x}, {y})"
            );
        }
    }
}
