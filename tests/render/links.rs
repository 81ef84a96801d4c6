//! The lines from marks set further out back to their spaces: each is drawn
//! once and stamped from then on, as it would be stroked on the frame.

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::seams::mark_lines;
use hypnosia::render::{View, palette};

#[test]
fn a_stamped_mark_line_is_the_line_stroked_on_the_frame() {
    let players = Color::ALL
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    let view = View {
        markers: true,
        last_move: false,
    };
    let mut compared = 0;
    for k in 0..120 {
        let (board, lines) = mark_lines(&game, &view);
        for line in lines {
            assert!(line.stamped != board, "turn {k}: the line shows");
            // As for the trails (`trails.rs`): tiny-skia may round an edge
            // pixel the other way when the strokes are drawn shifted by
            // whole pixels, to the palette's next color.
            let differ: Vec<(u8, u8)> = (line.stamped.iter().zip(&line.stroked))
                .filter(|(a, b)| a != b)
                .map(|(&a, &b)| (a, b))
                .collect();
            assert!(
                differ.len() <= 2,
                "turn {k}: {} pixels differ",
                differ.len()
            );
            for &(a, b) in &differ {
                let (a, b) = (palette().color(a), palette().color(b));
                let near = |x: u8, y: u8| x.abs_diff(y) <= 24;
                assert!(
                    near(a.0, b.0) && near(a.1, b.1) && near(a.2, b.2),
                    "{a:?} against {b:?}"
                );
            }
            assert!(line.kept, "each line is drawn once");
            compared += 1;
        }
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[(k * 5) % list.len()]).unwrap();
    }
    assert!(compared > 20, "only {compared} lines compared");
}
