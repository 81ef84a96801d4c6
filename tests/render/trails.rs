//! The last moves' trails are stamped from a cache: each one as it would be
//! stroked on the frame.

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::palette;
use hypnosia::render::trails::both_ways;

#[test]
fn a_stamped_trail_is_the_trail_stroked_on_the_frame() {
    let players = Color::ALL
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    let mut compared = 0;
    for k in 0..400 {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[(k * 7) % list.len()]).unwrap();
        for trail in both_ways(&game, [255, 170][k % 2]) {
            assert!(trail.shows, "the trail shows");
            // tiny-skia's anti-aliasing now and then rounds an edge pixel
            // the other way when the same strokes are drawn shifted by whole
            // pixels: one pixel in all of this game's trails.
            let differ = &trail.differ;
            assert!(
                differ.len() <= 2,
                "turn {k}: {} pixels differ",
                differ.len()
            );
            for &(a, b) in differ {
                let (a, b) = (palette().color(a), palette().color(b));
                let near = |x: u8, y: u8| x.abs_diff(y) <= 16;
                assert!(
                    near(a.0, b.0) && near(a.1, b.1) && near(a.2, b.2),
                    "{a:?} against {b:?}"
                );
            }
            assert!(trail.kept, "each trail is drawn once");
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} trails compared");
}
