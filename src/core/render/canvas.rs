//! Drawing straight onto the indexed frame of a render.
//!
//! Almost everything that changes per move is a sprite: pawns, dice, labels,
//! marker rings and destination tags. Stamping them on an RGBA layer and then
//! blending that layer onto the palette frame touches every pixel twice and
//! every transparent pixel of the sprite's box too. A [`Canvas`] stamps a
//! sprite's visible runs directly onto the palette indices instead: opaque
//! pixels take an index worked out once per sprite, edge pixels are blended
//! over the index below; the last moves' trails are kept as such runs too
//! (`trails.rs`). Only the few shapes that are neither (stack links) go
//! through a scratch [`Layer`], composited before the next sprite (and by
//! [`Canvas::finish`]) so the stacking order stays the one of the calls.

use std::sync::Arc;

use tiny_skia::{Path, Transform};

use super::frame::Frame;
use super::indexed::{Indexed, Trail};
use super::palette::Palette;
use super::raster::{Layer, Sprite, Surface, blend};
use super::theme::Rgb;

/// An indexed frame being drawn on.
pub struct Canvas<'a> {
    frame: &'a mut Frame,
    palette: &'a Palette,
    /// For the shapes that are not sprites; transparent between calls.
    scratch: &'a mut Layer,
    /// Whether the scratch layer holds shapes not yet composited.
    pending: bool,
    /// The board's row the frame's first row shows (the scratch layer's
    /// [`Layer::top`]): a two-person picture is a band of the board.
    top: i64,
    /// The frame's columns left of the board's first ([`Layer::left`]): a
    /// table of three or four has room beside the board.
    left: i64,
}

impl<'a> Canvas<'a> {
    /// Draws on `frame` in `palette`, with `scratch` (frame-sized and
    /// transparent, a window on the same rows of the board as the frame)
    /// for the shapes that are not sprites.
    pub fn new(frame: &'a mut Frame, palette: &'a Palette, scratch: &'a mut Layer) -> Canvas<'a> {
        let (top, left) = (i64::from(scratch.top()), i64::from(scratch.left()));
        Canvas {
            frame,
            palette,
            scratch,
            pending: false,
            top,
            left,
        }
    }

    /// Composites the shapes drawn since the last sprite; call once done.
    pub fn finish(&mut self) {
        if self.pending {
            self.scratch.composite_onto(self.frame, self.palette);
            self.pending = false;
        }
    }
}

impl Surface for Canvas<'_> {
    fn fill(&mut self, path: &Path, color: Rgb, alpha: u8, transform: Transform) {
        self.scratch.fill(path, color, alpha, transform);
        self.pending = true;
    }

    fn stroke(&mut self, path: &Path, color: Rgb, alpha: u8, width: f32, transform: Transform) {
        self.scratch.stroke(path, color, alpha, width, transform);
        self.pending = true;
    }

    fn stamp(&mut self, sprite: &Sprite, (x, y): (f32, f32)) {
        self.finish();
        let palette = self.palette;
        let indexed = sprite
            .indexed
            .get_or_init(|| Indexed::of(&sprite.pixmap, palette));
        let left = (x - sprite.anchor.0).round() as i64 + self.left;
        let top = (y - sprite.anchor.1).round() as i64 - self.top;
        self.stamp_runs(indexed, left, top);
    }

    fn stamp_trail(&mut self, trail: &mut dyn FnMut(&Palette) -> Option<Arc<Trail>>) -> bool {
        self.finish();
        if let Some(t) = trail(self.palette) {
            self.stamp_runs(&t.runs, t.left + self.left, t.top - self.top);
        }
        true
    }
}

impl Canvas<'_> {
    /// Stamps `indexed` with its top-left corner at (`left`, `top`).
    fn stamp_runs(&mut self, indexed: &Indexed, left: i64, top: i64) {
        let palette = self.palette;
        let (width, height) = (self.frame.width() as i64, self.frame.height() as i64);
        // Edges repeat the same pixel over the same background.
        let mut memo: Option<([u8; 4], u8, u8)> = None;
        for run in &indexed.runs {
            let y = top + i64::from(run.row);
            if y < 0 || y >= height {
                continue;
            }
            let x0 = left + i64::from(run.left);
            let skip = (-x0).max(0);
            let x1 = (x0 + i64::from(run.len)).min(width);
            if x0 + skip >= x1 {
                continue;
            }
            let (x, y) = ((x0 + skip) as usize, y as usize);
            let from = run.offset as usize + skip as usize;
            let to = from + (x1 - x0 - skip) as usize;
            if run.opaque {
                self.frame.copy_run(x, y, &indexed.indices[from..to]);
                continue;
            }
            self.frame.paint_run(
                x,
                y,
                indexed.pixels[from..to].iter(),
                |px, old| match memo {
                    Some((p, bg, index)) if p == px.rgba && bg == old => index,
                    _ => {
                        let index = blend(px.rgba, old, palette);
                        memo = Some((px.rgba, old, index));
                        index
                    }
                },
            );
        }
    }
}
