//! The last moves' trails: a move is traced and a capture marked, and each
//! trail is stamped from a cache as it would be stroked on the frame.

use hypnosia::game::{Color, Dice, Game, Player, Space, Variant};
use hypnosia::render::layout::{self, PAWN_RADIUS};
use hypnosia::render::seams::{TrailDrawn, latest_trails};
use hypnosia::render::theme;
use hypnosia::render::{View, palette, render};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{decode, near, pixel, players};

#[test]
fn the_last_move_is_traced_and_a_capture_marked() {
    // Play random games until a pawn captures by a plain ring move of 2 or more
    // over an empty space, then look at that move's trail and landing.
    for seed in 100.. {
        let colors = [Color::Red, Color::Blue];
        let mut game =
            Game::new(players(&colors), Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let moves = game.legal_moves();
            let capture = moves.iter().copied().find(|m| match (m.from, m.to) {
                (Space::Ring(from), Space::Ring(to)) => {
                    !m.cross
                        && m.die >= 2
                        && game
                            .position()
                            .occupant(to)
                            .is_some_and(|(owner, _)| Some(owner) != game.to_move())
                        && game.position().occupant(from.advance(1)).is_none()
                }
                _ => false,
            });
            let Some(mv) = capture else {
                game.play(moves[rng.random_range(0..moves.len())]).unwrap();
                continue;
            };
            game.play(mv).unwrap();
            let (Space::Ring(from), Space::Ring(to)) = (mv.from, mv.to) else {
                unreachable!()
            };
            let traced = View {
                markers: false,
                last_move: true,
            };
            let img = decode(&render(&game, &traced));
            // The trail runs along the ring over the space after the start.
            let passed = layout::space_center(from.advance(1));
            assert!(near(pixel(&img, passed), theme::TRAIL), "seed {seed}: {mv}");
            // The landing ring is in the capture color.
            let (x, y) = layout::space_center(to);
            assert!(
                near(pixel(&img, (x, y - PAWN_RADIUS - 5.0)), theme::CAPTURE),
                "seed {seed}: {mv}"
            );
            let plain = decode(&render(
                &game,
                &View {
                    markers: false,
                    last_move: false,
                },
            ));
            assert!(!near(pixel(&plain, passed), theme::TRAIL));
            assert!(!near(
                pixel(&plain, (x, y - PAWN_RADIUS - 5.0)),
                theme::CAPTURE
            ));
            return;
        }
    }
}

#[test]
fn a_stamped_trail_is_the_trail_stroked_on_the_frame() {
    let players = Color::ALL
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    let mut compared = 0;
    // 150 turns: over 200 trails, turn 123's rounded pixel among them (400
    // turns took 30 s of the `it` binary's CPU for no other case).
    for k in 0..150 {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[(k * 7) % list.len()]).unwrap();
        let (board, trails) = latest_trails(&game, [255, 170][k % 2]);
        for trail in trails {
            assert_stamped_as_stroked(&board, &trail, &format!("turn {k}"));
            assert!(trail.kept, "each trail is drawn once");
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} trails compared");
}

/// A shape stamped from what is kept shows, and is the shape stroked on the
/// frame: tiny-skia's anti-aliasing now and then rounds an edge pixel the
/// other way when the same strokes are drawn shifted by whole pixels (one
/// pixel in all of a six-player game's trails), to the palette's next
/// color, up to 23 apart in one channel.
pub(super) fn assert_stamped_as_stroked(board: &[u8], drawn: &TrailDrawn, what: &str) {
    assert!(drawn.stamped != board, "{what}: it shows");
    let differ: Vec<(u8, u8)> = (drawn.stamped.iter().zip(&drawn.stroked))
        .filter(|(a, b)| a != b)
        .map(|(&a, &b)| (a, b))
        .collect();
    assert!(differ.len() <= 2, "{what}: {} pixels differ", differ.len());
    for &(a, b) in &differ {
        let (a, b) = (palette().color(a), palette().color(b));
        let near = |x: u8, y: u8| x.abs_diff(y) <= 24;
        assert!(
            near(a.0, b.0) && near(a.1, b.1) && near(a.2, b.2),
            "{what}: {a:?} against {b:?}"
        );
    }
}
