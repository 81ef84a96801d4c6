//! The lines from marks set further out back to their spaces: each is drawn
//! once and stamped from then on, as it would be stroked on the frame.

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::View;
use hypnosia::render::seams::mark_lines;

use super::trails::assert_stamped_as_stroked;

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
            assert_stamped_as_stroked(&board, &line, &format!("turn {k}"));
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
