//! A lesson's focus: the pawns a step asks about, ringed on the board, so a
//! newcomer finds them before reading a space's name.

use super::canvas::Canvas;
use super::layout::{PAWN_RADIUS, SIZE};
use super::raster::{Layer, Surface};
use super::{View, draw, palette, pieces, sprites, theme};
use crate::game::{Color, Game, Pawn, Position};

/// The ring's radius: clear of the pawn's outline and of its number.
const FOCUS_RADIUS: f32 = 1.5 * PAWN_RADIUS;

/// [`super::render`], with a bright ring around each of the `focus` pawns
/// that is on the board (a captured or removed pawn has nothing to ring).
pub fn render_focused(game: &Game, view: &View, focus: &[(Color, Pawn)]) -> Vec<u8> {
    let mut drawing = draw(game, view);
    if !focus.is_empty() {
        let mut scratch = Layer::new(SIZE, SIZE);
        let mut canvas = Canvas::new(&mut drawing.frame, palette(), &mut scratch);
        draw_focus(&mut canvas, game.position(), focus);
        canvas.finish();
    }
    drawing.png()
}

/// Where the focus rings go: the centers of the `focus` pawns on the board.
pub fn focus_centers(position: &Position, focus: &[(Color, Pawn)]) -> Vec<(f32, f32)> {
    focus
        .iter()
        .filter_map(|&(color, pawn)| pieces::pawn_center(position, color, pawn))
        .collect()
}

fn draw_focus(layer: &mut dyn Surface, position: &Position, focus: &[(Color, Pawn)]) {
    let ring = sprites::ring(FOCUS_RADIUS, 10.0, 5.0, theme::PAPER, 255);
    for at in focus_centers(position, focus) {
        layer.stamp(&ring, at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Dice, Player, Setup};

    use super::super::picture::Picture;

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
        let plain = super::super::render(&game, &View::default());
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
}
