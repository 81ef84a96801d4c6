//! A sprite as an indexed frame reads it: runs of visible pixels, each with
//! its palette index, made once per sprite and palette (`raster::Sprite`
//! keeps it) so that stamping a sprite is copying runs. A last move's trail
//! is kept as such runs too ([`Trail`], drawn by `trails.rs`), and a label
//! as coverage to stamp in any color ([`Label`], drawn by `labels.rs`): here,
//! so that the surfaces that stamp one need not import what draws them.

use tiny_skia::Pixmap;

use super::palette::Palette;
use super::theme::Rgb;

/// One row's run of visible pixels in a sprite, all opaque or all not.
#[derive(Clone, Copy, Debug)]
pub(super) struct Run {
    pub(super) row: u16,
    pub(super) left: u16,
    pub(super) len: u16,
    pub(super) opaque: bool,
    /// Where the run's pixels start in [`Indexed::pixels`].
    pub(super) offset: u32,
}

/// A visible sprite pixel: premultiplied RGBA, and its palette index when opaque.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pixel {
    pub(super) rgba: [u8; 4],
    pub(super) index: u8,
}

/// A sprite as runs of visible pixels ready for an indexed frame.
pub struct Indexed {
    pub(super) runs: Vec<Run>,
    pub(super) pixels: Vec<Pixel>,
    /// The pixels' indices alone, for copying opaque runs eight at a time.
    pub(super) indices: Vec<u8>,
}

impl Indexed {
    /// The memory the runs and pixels hold, in bytes.
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of::<Indexed>()
            + std::mem::size_of::<Run>() * self.runs.capacity()
            + std::mem::size_of::<Pixel>() * self.pixels.capacity()
            + self.indices.capacity()
    }

    pub(super) fn of(pixmap: &Pixmap, palette: &Palette) -> Indexed {
        let width = pixmap.width() as usize;
        let mut runs = Vec::new();
        let mut pixels = Vec::new();
        for (row, line) in pixmap.data().chunks_exact(4 * width).enumerate() {
            let mut x = 0;
            while x < width {
                if line[4 * x + 3] == 0 {
                    x += 1;
                    continue;
                }
                let left = x;
                let offset = pixels.len() as u32;
                let opaque = line[4 * x + 3] == 255;
                while x < width && line[4 * x + 3] != 0 && (line[4 * x + 3] == 255) == opaque {
                    let rgba: [u8; 4] = line[4 * x..4 * x + 4].try_into().expect("4 bytes");
                    let index = palette.index(rgba[0], rgba[1], rgba[2]);
                    pixels.push(Pixel { rgba, index });
                    x += 1;
                }
                runs.push(Run {
                    row: row as u16,
                    left: left as u16,
                    len: (x - left) as u16,
                    opaque,
                    offset,
                });
            }
        }
        let indices = pixels.iter().map(|p| p.index).collect();
        Indexed {
            runs,
            pixels,
            indices,
        }
    }
}

/// A last move's trail as a frame stamps it (`trails.rs` draws and keeps
/// them): its runs, with the top-left corner of the box they were drawn in.
pub(crate) struct Trail {
    pub(super) runs: Indexed,
    pub(super) left: i64,
    pub(super) top: i64,
}

impl Trail {
    /// The memory the trail holds, in bytes.
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of::<Trail>() + self.runs.bytes()
    }
}

/// Token kinds of a [`Label`]'s rows, in a token's top two bits; the low six
/// hold a count less one.
pub(super) const SKIP: u8 = 0b00 << 6;
pub(super) const OPAQUE: u8 = 0b01 << 6;
pub(super) const PARTIAL: u8 = 0b10 << 6;
/// With a count of 0: the row ends ([`END`]); else that many pixels, each its
/// number of steps and their coverages, or 0 and its RGBA (a label drawn in
/// its color).
pub(super) const STEPPED: u8 = 0b11 << 6;
pub(super) const END: u8 = STEPPED;

/// A text drawn once and kept as coverage, stamped in any color
/// (`labels.rs` draws and keeps them): here, so that the surfaces that stamp
/// one need not import the cache that makes them.
pub(crate) struct Label {
    /// The box and anchor of the RGBA sprite the label stands for: where it
    /// is stamped from.
    pub(super) width: u16,
    pub(super) height: u16,
    pub(super) anchor: (f32, f32),
    /// The box's first row that holds a visible pixel.
    pub(super) top: u16,
    /// The color a label was drawn in, whose pixels it keeps as they are
    /// (text with strokes thinner than a pixel: a Hangul glyph's
    /// emboldening below 22 px); `None` for coverage, stamped in any color.
    pub(super) fill: Option<Rgb>,
    /// Each row from `top`, left to right, as tokens (see [`SKIP`]), ended
    /// by [`END`].
    pub(super) tokens: Box<[u8]>,
}

/// A run of a label's row.
pub(super) enum Piece<'a> {
    /// Pixels wholly covered: the label's color.
    Opaque(usize),
    /// Pixels covered once, partly, by these amounts.
    Partial(&'a [u8]),
    /// One pixel covered by several steps, by these amounts in order.
    Stepped(&'a [u8]),
    /// One pixel of a label drawn in its color: its premultiplied RGBA.
    Rgba([u8; 4]),
}

/// Premultiplied RGBA of the opaque `fill` covering a transparent pixel by
/// `c`, as tiny-skia's low-precision pipeline blends an opaque paint (its
/// `Source` mode: `lerp`, with `div255`, on each channel).
#[inline]
pub(super) fn shade(fill: Rgb, c: u8) -> [u8; 4] {
    let c = u16::from(c);
    [fill.0, fill.1, fill.2, 255].map(|s| ((u16::from(s) * c + 255) >> 8) as u8)
}

/// tiny-skia's `div255`.
#[inline]
fn div255(v: u16) -> u16 {
    (v + 255) >> 8
}

/// Premultiplied RGBA of the opaque `fill` drawn by these coverages in
/// turn on a transparent pixel: tiny-skia's `lerp` towards the color at
/// each.
pub(super) fn shade_steps(fill: Rgb, steps: &[u8]) -> [u8; 4] {
    let s = [fill.0, fill.1, fill.2, 255].map(u16::from);
    let mut v = [0u16; 4];
    for &c in steps {
        let c = u16::from(c);
        v = [0, 1, 2, 3].map(|k| div255(v[k] * (255 - c) + s[k] * c));
    }
    v.map(|x| x as u8)
}

impl Label {
    /// The memory the label holds, in bytes.
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of::<Label>() + self.tokens.len()
    }

    /// Calls `visit(row, x, piece)` for every visible run, rows counted from
    /// the label's `top` row of its box.
    pub(super) fn pieces(&self, mut visit: impl FnMut(usize, usize, Piece<'_>)) {
        let t = &self.tokens;
        let (mut i, mut row, mut x) = (0, 0, 0);
        while i < t.len() {
            let (kind, n) = (t[i] & STEPPED, usize::from(t[i] & 0b11_1111));
            i += 1;
            match kind {
                SKIP => x += n + 1,
                OPAQUE => {
                    visit(row, x, Piece::Opaque(n + 1));
                    x += n + 1;
                }
                PARTIAL => {
                    visit(row, x, Piece::Partial(&t[i..i + n + 1]));
                    (i, x) = (i + n + 1, x + n + 1);
                }
                _ if n == 0 => (row, x) = (row + 1, 0),
                _ => {
                    for _ in 0..n {
                        let k = usize::from(t[i]);
                        let (piece, len) = match k {
                            0 => (Piece::Rgba([t[i + 1], t[i + 2], t[i + 3], t[i + 4]]), 4),
                            _ => (Piece::Stepped(&t[i + 1..i + 1 + k]), k),
                        };
                        visit(row, x, piece);
                        (i, x) = (i + 1 + len, x + 1);
                    }
                }
            }
        }
    }

    /// The label as the RGBA picture of its box in `fill`, premultiplied:
    /// for surfaces that are not indexed frames (the palette's samples).
    pub(super) fn pixmap(&self, fill: Rgb) -> Pixmap {
        let (w, h) = (u32::from(self.width), u32::from(self.height));
        let mut pixmap = Pixmap::new(w.max(1), h.max(1)).expect("a non-empty label");
        let data = pixmap.data_mut();
        let top = usize::from(self.top);
        let opaque = shade(fill, 255);
        self.pieces(|row, x, piece| {
            let at = 4 * ((top + row) * w as usize + x);
            match piece {
                Piece::Opaque(n) => {
                    for px in data[at..at + 4 * n].chunks_exact_mut(4) {
                        px.copy_from_slice(&opaque);
                    }
                }
                Piece::Partial(c) => {
                    for (px, &c) in data[at..at + 4 * c.len()].chunks_exact_mut(4).zip(c) {
                        px.copy_from_slice(&shade(fill, c));
                    }
                }
                Piece::Stepped(steps) => {
                    data[at..at + 4].copy_from_slice(&shade_steps(fill, steps));
                }
                Piece::Rgba(px) => data[at..at + 4].copy_from_slice(&px),
            }
        });
        pixmap
    }
}
