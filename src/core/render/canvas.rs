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
use super::indexed::{Indexed, Label, Piece, Trail, shade};
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

    /// The label's coverage in `fill` straight onto the indices: wholly
    /// covered runs take `fill`'s index, the others are blended over the
    /// index below, as its RGBA sprite's pixels would be.
    fn stamp_label(&mut self, label: &Label, fill: Rgb, (x, y): (f32, f32)) {
        self.finish();
        let palette = self.palette;
        let left = (x - label.anchor.0).round() as i64 + self.left;
        let top = (y - label.anchor.1).round() as i64 - self.top + i64::from(label.top);
        let (width, height) = (self.frame.width() as i64, self.frame.height() as i64);
        let opaque = [palette.index(fill.0, fill.1, fill.2); 64];
        let frame = &mut *self.frame;
        // Edges repeat the same coverage over the same background.
        let mut memo: Option<(u8, u8, u8)> = None;
        label.pieces(|row, at, piece| {
            let y = top + row as i64;
            let x0 = left + at as i64;
            let len = match piece {
                Piece::Opaque(n) => n,
                Piece::Partial(c) => c.len(),
                Piece::Stepped(_) | Piece::Rgba(_) => 1,
            } as i64;
            let skip = (-x0).max(0);
            let x1 = (x0 + len).min(width);
            if y < 0 || y >= height || x0 + skip >= x1 {
                return;
            }
            let (x, y, n) = ((x0 + skip) as usize, y as usize, (x1 - x0 - skip) as usize);
            match piece {
                Piece::Opaque(_) => {
                    for k in (0..n).step_by(64) {
                        frame.copy_run(x + k, y, &opaque[..(n - k).min(64)]);
                    }
                }
                Piece::Partial(c) => {
                    let c = &c[skip as usize..skip as usize + n];
                    frame.paint_run(x, y, c.iter(), |&c, old| match memo {
                        Some((m, bg, index)) if m == c && bg == old => index,
                        _ => {
                            let index = blend(shade(fill, c), old, palette);
                            memo = Some((c, old, index));
                            index
                        }
                    });
                }
                Piece::Stepped(steps) => {
                    let px = Label::shade_steps(fill, steps);
                    frame.paint_run(x, y, [px].iter(), |px, old| blend(*px, old, palette));
                }
                Piece::Rgba(px) => {
                    frame.paint_run(x, y, [px].iter(), |px, old| blend(*px, old, palette));
                }
            }
        });
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
