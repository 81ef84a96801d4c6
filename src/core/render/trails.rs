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
//! Kept within [`BUDGET`] bytes: past it the cache starts again, so a bot
//! that has seen every path keeps at most the budget, and one that plays the
//! common ones keeps them all.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Path, Pixmap, Transform};

use super::LastMove;
use super::indexed::Indexed;
use super::palette::Palette;
use super::raster::Layer;
use super::theme::{self, Rgb};
use crate::game::{Color, Space};

/// The most the cached trails hold, in bytes (runs and pixels).
pub const BUDGET: usize = 6 << 20;

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

/// A trail as a frame stamps it: its runs, with the top-left corner of the
/// box they were drawn in.
pub(crate) struct Trail {
    pub(super) runs: Indexed,
    pub(super) left: i64,
    pub(super) top: i64,
}

impl Trail {
    fn bytes(&self) -> usize {
        std::mem::size_of::<Trail>() + self.runs.bytes()
    }
}

#[derive(Default)]
struct Cache {
    trails: HashMap<Key, Arc<Trail>>,
    bytes: usize,
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
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    let cache = CACHE.get_or_init(Mutex::default);
    let key = Key {
        color: last.color,
        from: last.mv.from,
        die: last.mv.die,
        cross: last.mv.cross,
        center_place: last.center_place,
        paint,
        alpha,
    };
    if let Some(t) = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .trails
        .get(&key)
    {
        return Some(t.clone());
    }
    // Drawn outside the lock: other boards' trails need not wait.
    let made = Arc::new(draw(path, (paint, alpha), palette)?);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.bytes + made.bytes() > BUDGET {
        *cache = Cache::default();
    }
    cache.bytes += made.bytes();
    Some(cache.trails.entry(key).or_insert(made).clone())
}

/// Strokes `path` as a trail on a transparent layer of its box, whose
/// corner is a whole pixel of the board.
fn draw(path: &Path, (paint, alpha): (Rgb, u8), palette: &Palette) -> Option<Trail> {
    // Half the ink's width, and a pixel each side for the anti-aliasing.
    let pad = INK / 2.0 + 2.0;
    let b = path.bounds();
    let left = (b.left() - pad).floor();
    let top = (b.top() - pad).floor();
    let width = ((b.right() + pad).ceil() - left) as u32;
    let height = ((b.bottom() + pad).ceil() - top) as u32;
    let mut layer = Layer::from_pixmap(Pixmap::new(width, height)?);
    let t = Transform::from_translate(-left, -top);
    layer.stroke(path, theme::INK, alpha, INK, t);
    layer.stroke(path, paint, alpha, INK / 2.0, t);
    Some(Trail {
        runs: Indexed::of(&layer.pixmap, palette),
        left: left as i64,
        top: top as i64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Dice, Game, Player, Variant};
    use crate::render::canvas::Canvas;
    use crate::render::frame::Frame;
    use crate::render::layout::{HEIGHT, WIDTH};
    use crate::render::overlays::trail_points;
    use crate::render::raster::{Surface, quantize};
    use crate::render::{board, palette};

    fn path_of(last: &LastMove) -> Path {
        let mut pb = tiny_skia::PathBuilder::new();
        let points = trail_points(last);
        pb.move_to(points[0].0, points[0].1);
        for p in &points[1..] {
            pb.line_to(p.0, p.1);
        }
        pb.finish().expect("a trail has a length")
    }

    #[test]
    fn a_stamped_trail_is_the_trail_stroked_on_the_frame() {
        let colors = Color::ALL;
        let rows = quantize(&board::draw(&colors), palette());
        let (width, height) = (WIDTH as usize, HEIGHT as usize);
        let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
        let mut compared = 0;
        for k in 0..400 {
            let list = game.legal_moves();
            if list.is_empty() {
                break;
            }
            game.play(list[(k * 7) % list.len()]).unwrap();
            for last in crate::render::last_moves(game.entries()) {
                let path = path_of(&last);
                let paint = (theme::TRAIL, [255, 170][k % 2]);
                let mut stamped = Frame::new(rows.clone(), width, height);
                let mut stroked = Frame::new(rows.clone(), width, height);
                let mut scratch = Layer::new(WIDTH, HEIGHT);
                let mut canvas = Canvas::new(&mut stamped, palette(), &mut scratch);
                assert!(canvas.stamp_trail(&mut |p| trail(&last, &path, paint, p)));
                canvas.finish();
                let mut canvas = Canvas::new(&mut stroked, palette(), &mut scratch);
                let t = Transform::identity();
                canvas.stroke(&path, theme::INK, paint.1, INK, t);
                canvas.stroke(&path, paint.0, paint.1, INK / 2.0, t);
                canvas.finish();
                assert!(stamped.png_rows() != rows.as_slice(), "the trail shows");
                // tiny-skia's anti-aliasing now and then rounds an edge
                // pixel the other way when the same strokes are drawn shifted
                // by whole pixels: one pixel in all of this game's trails.
                let differ: Vec<(u8, u8)> = stamped
                    .png_rows()
                    .iter()
                    .zip(stroked.png_rows())
                    .filter(|(a, b)| a != b)
                    .map(|(&a, &b)| (a, b))
                    .collect();
                assert!(
                    differ.len() <= 2,
                    "{:?}: {} pixels differ",
                    last.mv,
                    differ.len()
                );
                for (a, b) in differ {
                    let (a, b) = (palette().color(a), palette().color(b));
                    let near = |x: u8, y: u8| x.abs_diff(y) <= 16;
                    assert!(
                        near(a.0, b.0) && near(a.1, b.1) && near(a.2, b.2),
                        "{a:?} against {b:?}"
                    );
                }

                let again = trail(&last, &path, paint, palette()).unwrap();
                let first = trail(&last, &path, paint, palette()).unwrap();
                assert!(Arc::ptr_eq(&again, &first), "drawn once");
                compared += 1;
            }
        }
        assert!(compared > 100, "only {compared} trails compared");
    }
}
