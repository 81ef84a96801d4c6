//! A board focused on one pawn: the pawn asked for is ringed, nothing else
//! changes.

use hypnosia::game::{Color, Dice, Pawn, Player, Setup};
use hypnosia::render::*;

use crate::picture::Picture;

fn rgb_at(png: &[u8], (x, y): (f32, f32)) -> [u8; 3] {
    Picture::decode(png).get_pixel(x.round() as u32, y.round() as u32)
}

fn bright(rgb: [u8; 3]) -> bool {
    rgb.iter().all(|&c| c > 230)
}

#[test]
fn the_asked_pawn_is_ringed_and_nothing_else_changes() {
    let game = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .dice([2, 3])
        .into_game(
            vec![Player::human(Color::Red, "a"), Player::ai(Color::Blue, "b")],
            Dice::from_seed(1),
        )
        .unwrap();
    let pawn = Pawn::new(1).unwrap();
    let plain = hypnosia::render::render(&game, &View::default());
    let ringed = render_focused(&game, &View::default(), &[(Color::Red, pawn)]);
    let [(x, y)] = focus_centers(game.position(), &[(Color::Red, pawn)])[..] else {
        panic!("pawn 1 is on the board");
    };
    // On the ring, straight above the pawn: the ring's color.
    let on_ring = (x, y - FOCUS_RADIUS);
    assert!(
        bright(rgb_at(&ringed, on_ring)),
        "{:?}",
        rgb_at(&ringed, on_ring)
    );
    assert!(
        !bright(rgb_at(&plain, on_ring)),
        "{:?}",
        rgb_at(&plain, on_ring)
    );
    // The pawn itself, and a far corner, are as before.
    assert_eq!(rgb_at(&ringed, (x, y)), rgb_at(&plain, (x, y)));
    assert_eq!(rgb_at(&ringed, (5.0, 5.0)), rgb_at(&plain, (5.0, 5.0)));
    // No focus: the very same picture.
    assert_eq!(render_focused(&game, &View::default(), &[]), plain);
}
