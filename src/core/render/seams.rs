//! The render room's seams for the tests of `tests/render/`, built only with
//! the feature `testing` (which only the tests' package enables). No file of
//! the room imports this one, so a seam adds no arrow between them.

use std::sync::Arc;

use tiny_skia::Transform;

use super::canvas::Canvas;
use super::layout::Picture;
use super::raster::Surface;
use super::{Frame, base, board, last_moves, overlays, palette, theme, trails};
use crate::game::Game;

/// One trail of a game's latest turn drawn two ways on the static board of
/// its colors, as PNG rows of palette indices.
pub struct TrailDrawn {
    /// The board with the trail stamped from the trails' cache.
    pub stamped: Vec<u8>,
    /// The board with the trail's strokes composited on the frame (as boards
    /// were drawn before the cache).
    pub stroked: Vec<u8>,
    /// Whether asking the cache for the trail twice gave the one it keeps.
    pub kept: bool,
}

/// The static board of `game`'s colors (its PNG rows) and each trail of the
/// game's latest turn in the trail's color at `alpha`, drawn both ways.
pub fn latest_trails(game: &Game, alpha: u8) -> (Vec<u8>, Vec<TrailDrawn>) {
    let seated = game
        .players()
        .iter()
        .fold(0u8, |m, p| m | 1 << p.color.index());
    let board = base(seated).rows.clone();
    let colors: Vec<_> = game.players().iter().map(|p| p.color).collect();
    let picture = Picture::of(&colors);
    let (width, height) = (picture.width() as usize, picture.height() as usize);
    let mut scratch = super::scratch_of(picture);
    let paint = (theme::TRAIL, alpha);
    let mut drawn = Vec::new();
    for last in last_moves(game.entries()) {
        let points = overlays::trail_points(&last);
        let Some(path) = board::polyline(&points) else {
            continue;
        };
        let mut stamped = Frame::new(board.clone(), width, height);
        let mut canvas = Canvas::new(&mut stamped, palette(), &mut scratch);
        canvas.stamp_trail(&mut |p| trails::trail(&last, &path, paint, p));
        canvas.finish();
        let mut stroked = Frame::new(board.clone(), width, height);
        let mut canvas = Canvas::new(&mut stroked, palette(), &mut scratch);
        trails::stroke(&mut canvas, &path, paint, Transform::identity());
        canvas.finish();
        let twice = [(); 2].map(|()| trails::trail(&last, &path, paint, palette()));
        let kept = match twice {
            [Some(a), Some(b)] => Arc::ptr_eq(&a, &b),
            _ => false,
        };
        drawn.push(TrailDrawn {
            stamped: stamped.png_rows().to_vec(),
            stroked: stroked.png_rows().to_vec(),
            kept,
        });
    }
    (board, drawn)
}
