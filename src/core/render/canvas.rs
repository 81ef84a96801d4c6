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
use super::indexed::{Indexed, Label, OPAQUE, PARTIAL, SKIP, STEPPED, Trail, shade_steps};
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
        let mut y = (y - label.anchor.1).round() as i64 - self.top + i64::from(label.top);
        let (width, height) = (self.frame.width() as i64, self.frame.height() as i64);
        let opaque = [palette.index(fill.0, fill.1, fill.2); 64];
        let (r, g, b) = (u16::from(fill.0), u16::from(fill.1), u16::from(fill.2));
        // Edges repeat the same coverage over the same background.
        let mut memo: Option<(u8, u8, u8)> = None;
        let t = &label.tokens;
        let (mut i, mut x) = (0, left);
        while i < t.len() {
            let (kind, count) = (t[i] & STEPPED, usize::from(t[i] & 0b11_1111));
            i += 1;
            if kind == STEPPED && count == 0 {
                (x, y) = (left, y + 1);
                continue;
            }
            let n = if kind == STEPPED { count } else { count + 1 };
            // The run clipped to the frame: where it starts, and from which
            // of its pixels.
            let from = (-x).max(0) as usize;
            let to = (width - x).clamp(0, n as i64) as usize;
            let shown = (y >= 0 && y < height && from < to)
                .then(|| ((x + from as i64) as usize, y as usize));
            match kind {
                SKIP => {}
                OPAQUE => {
                    if let Some((at, row)) = shown {
                        for k in (0..to - from).step_by(64) {
                            let m = (to - from - k).min(64);
                            self.frame.copy_run(at + k, row, &opaque[..m]);
                        }
                    }
                }
                PARTIAL => {
                    if let Some((at, row)) = shown {
                        let cover = &t[i + from..i + to];
                        self.frame
                            .paint_run(at, row, cover.iter(), |&c, old| match memo {
                                Some((m, bg, index)) if m == c && bg == old => index,
                                _ => {
                                    let k = u16::from(c);
                                    let shade = |v: u16| ((v * k + 255) >> 8) as u8;
                                    let px = [shade(r), shade(g), shade(b), c];
                                    let index = blend(px, old, palette);
                                    memo = Some((c, old, index));
                                    index
                                }
                            });
                    }
                    i += n;
                }
                _ => {
                    for k in 0..n {
                        let steps = usize::from(t[i]);
                        let px = match steps {
                            0 => [t[i + 1], t[i + 2], t[i + 3], t[i + 4]],
                            _ => shade_steps(fill, &t[i + 1..i + 1 + steps]),
                        };
                        i += 1 + if steps == 0 { 4 } else { steps };
                        if let Some((at, row)) = shown.filter(|_| (from..to).contains(&k)) {
                            let at = at + k - from;
                            self.frame.paint_run(at, row, [px].iter(), |px, old| {
                                blend(*px, old, palette)
                            });
                        }
                    }
                }
            }
            x += n as i64;
        }
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
