//! A destination's mark never hides a pawn: over many seeded positions no
//! mark's box covers a space holding one (lanes and the center included).

use hypnosia::game::{Color, Pawn};
use hypnosia::render::layout::{PAWN_RADIUS, Rect};
use hypnosia::render::{View, focus_centers, marks};

/// Whether `rect` covers any of the disc of radius `r` around `(cx, cy)`.
fn covers(rect: &Rect, (cx, cy): (f32, f32), r: f32) -> bool {
    let nx = cx.clamp(rect.x, rect.x + rect.w);
    let ny = cy.clamp(rect.y, rect.y + rect.h);
    (cx - nx).powi(2) + (cy - ny).powi(2) < r * r
}

#[test]
fn no_mark_covers_a_pawn() {
    let games = if cfg!(debug_assertions) { 12 } else { 60 };
    let (mut positions, mut marked, mut far) = (0, 0, 0);
    crate::random_games::every_position(games, usize::MAX, |seed, game| {
        let position = game.position();
        let all: Vec<(Color, Pawn)> = position
            .players()
            .flat_map(|c| Pawn::ALL.map(|p| (c, p)))
            .collect();
        let pawns = focus_centers(position, &all);
        for mark in marks(game, &View::default()) {
            for &at in &pawns {
                assert!(
                    !covers(&mark.rect, at, PAWN_RADIUS),
                    "seed {seed}, turn {}: {mark:?} covers the pawn at {at:?}",
                    position.turns_played()
                );
            }
            let (dx, dy) = (
                mark.at.0 - mark.at.0.clamp(mark.rect.x, mark.rect.x + mark.rect.w),
                mark.at.1 - mark.at.1.clamp(mark.rect.y, mark.rect.y + mark.rect.h),
            );
            if dx.hypot(dy) > 3.0 * PAWN_RADIUS {
                far += 1;
            }
            marked += 1;
        }
        positions += 1;
    });
    println!("{positions} positions, {marked} marks, {far} set further out with a line");
    assert!(marked > 1000, "the games marked many destinations");
}
