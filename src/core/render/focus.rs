//! A lesson's focus: the pawns a step asks about, ringed on the board, so a
//! newcomer finds them before reading a space's name; and a puzzle's answer
//! traced over the position it is played from.

use super::canvas::Canvas;
use super::layout::PAWN_RADIUS;
use super::raster::Surface;
use super::{Captions, Drawing, LastMove, Scene, View, draw, palette, pieces, sprites, theme};
use crate::game::{Color, Game, Move, Pawn, Position};

/// The ring's radius: clear of the pawn's outline and of its number.
// Public for the tests of `tests/render/focus.rs`.
#[doc(hidden)]
pub const FOCUS_RADIUS: f32 = 1.5 * PAWN_RADIUS;

/// [`render_focused`] in the default view: the lessons' and the puzzles' boards
/// (the legal destinations marked, the pawns asked about ringed).
pub fn ringed_board(game: &Game, focus: &[(Color, Pawn)]) -> Vec<u8> {
    render_focused(game, &View::default(), focus)
}

/// [`super::render`], with a bright ring around each of the `focus` pawns
/// that is on the board (a captured or removed pawn has nothing to ring).
pub fn render_focused(game: &Game, view: &View, focus: &[(Color, Pawn)]) -> Vec<u8> {
    let mut drawing = draw(game, view);
    if !focus.is_empty() {
        let mut scratch = super::scratch_of(drawing.picture());
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

/// A turn's answer over the position it is played from (`game`'s, its dice
/// rolled): `best`'s moves traced as a last move is, said by `captions` in
/// the panel, and `other`'s (the turn a person played, when it differs) in
/// grey under them. No destination tags: nothing is left to choose. The
/// puzzles' verdict.
pub fn answer_board(game: &Game, best: &[Move], other: &[Move], captions: &Captions) -> Vec<u8> {
    draw_answer(game, best, other, captions).png()
}

/// [`answer_board`], not yet written as PNG.
pub fn draw_answer(game: &Game, best: &[Move], other: &[Move], captions: &Captions) -> Drawing {
    let view = View {
        markers: false,
        last_move: false,
    };
    let mut scene = Scene::of(game, &view, captions);
    scene.last_moves = traced(game.position(), best);
    scene.other_moves = traced(game.position(), other);
    let base = super::base(super::seated(game.position()));
    let frame = super::frame_of(&base, scene.picture);
    super::draw_on(scene, base, super::shared_palette().clone(), frame)
}

/// `moves` played from `from` in order, as the trails draw them.
fn traced(from: &Position, moves: &[Move]) -> Vec<LastMove> {
    let mut position = *from;
    let color = from.to_move();
    moves
        .iter()
        .map_while(|&mv| {
            let effects = position.play(mv).ok()?;
            Some(LastMove {
                color,
                mv,
                captured: effects.captured().map(|c| (c.color, c.pawn)).collect(),
                center_place: effects.center.iter().flatten().last().copied(),
            })
        })
        .collect()
}
