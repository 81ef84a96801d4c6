//! The last moves' trails, drawn once and stamped from then on.
//!
//! A trail is two anti-aliased strokes along a move's path (ink under its
//! color): stroking and compositing them took about a fifth of a board's
//! drawing (7 % of the bot's CPU at 250 clicks/s, `benches/README.md`). A
//! trail depends only on its move's path and its paint, and the paths are
//! few (a color, a start, a die and whether it crosses), so each is drawn
//! once, on a layer of its own box, and kept as the runs of palette pixels a
//! frame stamps (`canvas.rs`). The strokes are drawn with the box's corner at
//! a whole pixel, so the stamp's pixels are the ones stroking on the frame
//! would give.
//!
//! Kept within [`BUDGET`] bytes in two generations of half each: a trail
//! asked for goes to the young one (from the old one if it is there); when
//! the young one is full, it becomes the old one and the old one is let go.
//! So a bot keeps at most the budget, and the trails its games show again
//! and again stay: at 2 000 running games, a cache that started over when
//! full stroked most trails again (2.7 % of the bot's CPU).

use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Path, Pixmap, Transform};

use super::LastMove;
use super::generations::Generations;
use super::indexed::{Indexed, Trail};
use super::palette::Palette;
use super::raster::{Layer, Surface};
use super::theme::{self, Rgb};
use crate::game::{Color, Space};

/// The most the cached trails hold, in bytes (runs and pixels), both
/// generations together.
pub const BUDGET: usize = 24 << 20;

/// The ink stroke's width; the colored one is half of it.
const INK: f32 = 8.0;

/// What a trail looks like: its path (the move's color, start, die,
/// crossing and center place) and its paint.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Key {
    color: Color,
    from: Space,
    die: u8,
    cross: bool,
    center_place: Option<u8>,
    paint: Rgb,
    alpha: u8,
}

/// The trail of `last` along `path` (its points, see
/// [`super::overlays::trail_points`]) in `paint`, from the cache or drawn
/// now with `palette`.
pub(super) fn trail(
    last: &LastMove,
    path: &Path,
    (paint, alpha): (Rgb, u8),
    palette: &Palette,
) -> Option<Arc<Trail>> {
    static CACHE: OnceLock<Mutex<Generations<Key, Arc<Trail>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Generations::new(BUDGET)));
    let key = Key {
        color: last.color,
        from: last.mv.from,
        die: last.mv.die,
        cross: last.mv.cross,
        center_place: last.center_place,
        paint,
        alpha,
    };
    if let Some(t) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Some(t);
    }
    // Drawn outside the lock: other boards' trails need not wait.
    let made = Arc::new(draw(path, (paint, alpha), palette)?);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    let bytes = made.bytes();
    Some(cache.keep(key, made, bytes))
}

/// A trail's look: an ink stroke under a stroke of its paint, half as wide.
/// The cache draws its trails so, and so does a surface that keeps none.
pub(super) fn stroke(
    layer: &mut dyn Surface,
    path: &Path,
    (paint, alpha): (Rgb, u8),
    t: Transform,
) {
    layer.stroke(path, theme::INK, alpha, INK, t);
    layer.stroke(path, paint, alpha, INK / 2.0, t);
}

/// Strokes `path` as a trail on a transparent layer of its box, whose
/// corner is a whole pixel of the board.
fn draw(path: &Path, (paint, alpha): (Rgb, u8), palette: &Palette) -> Option<Trail> {
    // Half the ink's width, and a pixel each side for the anti-aliasing.
    let pad = INK / 2.0 + 2.0;
    on_own_box(path, pad, palette, |layer, t| {
        stroke(layer, path, (paint, alpha), t)
    })
}

/// What `strokes` draw of `path` (given a layer and the board's transform
/// onto it) on a transparent layer of the path's box grown by `pad`, its
/// corner a whole pixel of the board, as the runs a frame stamps.
pub(super) fn on_own_box(
    path: &Path,
    pad: f32,
    palette: &Palette,
    strokes: impl FnOnce(&mut Layer, Transform),
) -> Option<Trail> {
    let b = path.bounds();
    let left = (b.left() - pad).floor();
    let top = (b.top() - pad).floor();
    let width = ((b.right() + pad).ceil() - left) as u32;
    let height = ((b.bottom() + pad).ceil() - top) as u32;
    let mut layer = Layer::from_pixmap(Pixmap::new(width, height)?);
    strokes(&mut layer, Transform::from_translate(-left, -top));
    Some(Trail {
        runs: Indexed::of(&layer.pixmap, palette),
        left: left as i64,
        top: top as i64,
    })
}
