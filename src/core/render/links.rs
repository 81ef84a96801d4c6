//! The straight links a board draws on its frame: a far mark's line back to
//! its space (`marks.rs`) and the bar between two pawns stacked on a ring
//! space (`pieces.rs`), each an ink stroke under a narrower one of its paint.
//!
//! Stroked with tiny-skia on the frame-sized scratch layer, a link cost some
//! 175 000 instructions (its rows' coverage is kept as wide as the layer),
//! about a twelfth of a board with three far marks. A link depends only on
//! its two ends and its paint, and a board's links are few and come back (a
//! mark's place follows from the layout), so each is drawn once on a layer
//! of its own box, as the trails are ([`super::trails`]), and stamped from
//! then on: the same pixels, since its box's corner is a whole pixel.
//!
//! Kept within [`BUDGET`] bytes in two generations ([`Generations`]).

use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Path, PathBuilder, Transform};

use super::generations::Generations;
use super::indexed::Trail;
use super::palette::Palette;
use super::raster::Surface;
use super::theme::{self, Rgb};
use super::trails;

/// The most the kept links hold, in bytes, both generations together.
pub const BUDGET: usize = 4 << 20;

/// A straight link: its ends (as the board computes them, to the bit) and
/// its look.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) struct Link {
    ends: [u32; 4],
    paint: Rgb,
    /// The ink's width and the paint's, to the bit.
    widths: [u32; 2],
}

impl Link {
    /// From `from` to `to`, an ink stroke `ink` wide under one of `paint`
    /// `inner` wide.
    pub(super) fn new(
        from: (f32, f32),
        to: (f32, f32),
        paint: Rgb,
        (ink, inner): (f32, f32),
    ) -> Link {
        Link {
            ends: [from.0, from.1, to.0, to.1].map(f32::to_bits),
            paint,
            widths: [ink, inner].map(f32::to_bits),
        }
    }

    /// Draws the link on `layer`: stamped from those kept when the layer
    /// keeps them (a frame's canvas), else stroked.
    pub(super) fn draw(&self, layer: &mut dyn Surface) {
        if !layer.stamp_trail(&mut |palette| self.kept(palette)) {
            self.stroke_on(layer);
        }
    }

    /// Strokes the link on `layer`, as every link was drawn before they
    /// were kept.
    pub(super) fn stroke_on(&self, layer: &mut dyn Surface) {
        if let Some(path) = self.path() {
            self.stroke(layer, &path, Transform::identity());
        }
    }

    fn path(&self) -> Option<Path> {
        let [x0, y0, x1, y1] = self.ends.map(f32::from_bits);
        let mut pb = PathBuilder::new();
        pb.move_to(x0, y0);
        pb.line_to(x1, y1);
        pb.finish()
    }

    fn stroke(&self, layer: &mut dyn Surface, path: &Path, t: Transform) {
        let [ink, inner] = self.widths.map(f32::from_bits);
        layer.stroke(path, theme::INK, 255, ink, t);
        layer.stroke(path, self.paint, 255, inner, t);
    }

    /// The link from those kept, or drawn now with `palette` and kept.
    pub(super) fn kept(&self, palette: &Palette) -> Option<Arc<Trail>> {
        static KEPT: OnceLock<Mutex<Generations<Link, Arc<Trail>>>> = OnceLock::new();
        let kept = KEPT.get_or_init(|| Mutex::new(Generations::new(BUDGET)));
        if let Some(link) = kept.lock().unwrap_or_else(|e| e.into_inner()).get(self) {
            return Some(link);
        }
        // Drawn outside the lock: other boards' links need not wait.
        let path = self.path()?;
        let pad = f32::from_bits(self.widths[0]) / 2.0 + 2.0;
        let drawn =
            trails::on_own_box(&path, pad, palette, |layer, t| self.stroke(layer, &path, t));
        let made = Arc::new(drawn?);
        let bytes = made.bytes();
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        Some(kept.keep(*self, made, bytes))
    }
}
