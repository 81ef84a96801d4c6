//! The render room's seams for the tests of `tests/render/`, built only with
//! the feature `testing` (which only the tests' package enables). No file of
//! the room imports this one, so a seam adds no arrow between them.

use std::sync::Arc;

use tiny_skia::Transform;

use super::canvas::Canvas;
use super::layout::Picture;
use super::raster::Surface;
use super::{Frame, Scene, base, board, last_moves, marks, overlays, palette, theme, trails};
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
    let colors: Vec<_> = game.players().iter().map(|p| p.color).collect();
    let mut both = BothWays::of(game, Picture::of(&colors));
    let paint = (theme::TRAIL, alpha);
    for last in last_moves(game.entries()) {
        let points = overlays::trail_points(&last);
        let Some(path) = board::polyline(&points) else {
            continue;
        };
        let kept = |p: &super::palette::Palette| trails::trail(&last, &path, paint, p);
        both.draw(
            |canvas| {
                canvas.stamp_trail(&mut |p| kept(p));
            },
            |canvas| trails::stroke(canvas, &path, paint, Transform::identity()),
            || [(); 2].map(|()| kept(palette())),
        );
    }
    (both.board, both.drawn)
}

/// The static board of `game`'s colors (its PNG rows) and each line from a
/// far mark back to its space as `view` shows the game now, drawn both ways.
pub fn mark_lines(game: &Game, view: &super::View) -> (Vec<u8>, Vec<TrailDrawn>) {
    let captions = super::Captions::default();
    let scene = Scene::of(game, view, &captions);
    let mut both = BothWays::of(game, scene.picture);
    for link in marks::place(&scene).iter().filter_map(marks::line_back) {
        both.draw(
            |canvas| link.draw(canvas),
            |canvas| link.stroke_on(canvas),
            || [(); 2].map(|()| link.kept(palette())),
        );
    }
    (both.board, both.drawn)
}

/// Shapes drawn stamped and stroked on copies of a game's static board.
struct BothWays {
    board: Vec<u8>,
    picture: Picture,
    scratch: super::raster::Layer,
    drawn: Vec<TrailDrawn>,
}

impl BothWays {
    fn of(game: &Game, picture: Picture) -> BothWays {
        let seated = game
            .players()
            .iter()
            .fold(0u8, |m, p| m | 1 << p.color.index());
        BothWays {
            board: base(seated).rows.clone(),
            picture,
            scratch: super::scratch_of(picture),
            drawn: Vec::new(),
        }
    }

    /// One shape: `stamp`ed on one copy, `stroke`d on another, and asked
    /// for `twice` from what is kept.
    fn draw(
        &mut self,
        stamp: impl FnOnce(&mut Canvas),
        stroke: impl FnOnce(&mut Canvas),
        twice: impl FnOnce() -> [Option<Arc<super::indexed::Trail>>; 2],
    ) {
        let (width, height) = (
            self.picture.width() as usize,
            self.picture.height() as usize,
        );
        let mut frames = [(); 2].map(|()| Frame::new(self.board.clone(), width, height));
        {
            let mut canvas = Canvas::new(&mut frames[0], palette(), &mut self.scratch);
            stamp(&mut canvas);
            canvas.finish();
        }
        {
            let mut canvas = Canvas::new(&mut frames[1], palette(), &mut self.scratch);
            stroke(&mut canvas);
            canvas.finish();
        }
        let kept = match twice() {
            [Some(a), Some(b)] => Arc::ptr_eq(&a, &b),
            _ => false,
        };
        let [stamped, stroked] = frames.map(|f| f.png_rows().to_vec());
        self.drawn.push(TrailDrawn {
            stamped,
            stroked,
            kept,
        });
    }
}

/// One label drawn two ways: as the RGBA sprite the panels stamped before
/// `labels.rs`, and from the coverage kept; and each stamped on the static
/// board of six colors at a few places (some across its edges), as PNG rows.
pub struct LabelDrawn {
    pub sprite: Vec<u8>,
    pub label: Vec<u8>,
    /// Width, height and anchor of each.
    pub sprite_box: (u32, u32, (f32, f32)),
    pub label_box: (u32, u32, (f32, f32)),
    pub stamped_sprite: Vec<u8>,
    pub stamped_label: Vec<u8>,
}

/// `text` at `size` in `fill`, aligned `align` (0 left, 1 center, 2 right),
/// drawn both ways (see [`LabelDrawn`]).
pub fn label_both_ways(text: &str, align: u8, size: f32, fill: theme::Rgb) -> LabelDrawn {
    use super::text::{Align, Style, make_sprite};
    let align = [Align::Left, Align::Center, Align::Right][usize::from(align.min(2))];
    let style = Style {
        size,
        fill,
        halo: None,
    };
    let sprite = make_sprite(text, align, style);
    let label = super::labels::label(text, align, size, fill);
    let pixmap = label.pixmap(fill);
    let picture = Picture::of(&crate::game::Color::ALL);
    let board = base(0b11_1111).rows.clone();
    let (width, height) = (picture.width() as usize, picture.height() as usize);
    let mut scratch = super::scratch_of(picture);
    let places = [(300.4, 200.6), (-3.5, 100.2), (700.0, -2.0), (860.7, 875.5)];
    let mut stamped = [(); 2].map(|()| Frame::new(board.clone(), width, height));
    for (way, frame) in stamped.iter_mut().enumerate() {
        let mut canvas = Canvas::new(frame, palette(), &mut scratch);
        for at in places {
            match way {
                0 => canvas.stamp(&sprite, at),
                _ => canvas.stamp_label(&label, fill, at),
            }
        }
        canvas.finish();
    }
    let [stamped_sprite, stamped_label] = stamped.map(|f| f.png_rows().to_vec());
    LabelDrawn {
        sprite_box: (sprite.pixmap.width(), sprite.pixmap.height(), sprite.anchor),
        label_box: (pixmap.width(), pixmap.height(), label.anchor),
        sprite: sprite.pixmap.data().to_vec(),
        label: pixmap.data().to_vec(),
        stamped_sprite,
        stamped_label,
    }
}

/// The labels kept and the bytes they hold.
pub fn kept_labels() -> (usize, usize) {
    super::labels::kept_labels()
}

/// What the label of `text` at `size` (left-aligned, in paper) holds in
/// bytes, the pixels of its sprite's box and how many of them it covers.
pub fn label_footprint(text: &str, size: f32) -> (usize, usize, usize) {
    let label = super::labels::label(text, super::text::Align::Left, size, theme::PAPER);
    let pixmap = label.pixmap(theme::PAPER);
    let visible = pixmap.data().chunks(4).filter(|p| p[3] > 0).count();
    (label.bytes(), pixmap.data().len() / 4, visible)
}

/// Labels kept within `budget` bytes (see `labels::kept_within`): the most
/// they held, whether one asked for after every other stayed, and whether
/// one asked for once was forgotten.
pub fn labels_kept_within(budget: usize, names: usize) -> (usize, bool, bool) {
    super::labels::kept_within(budget, names)
}
