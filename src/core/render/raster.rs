//! Drawing surfaces: an anti-aliased RGBA layer (tiny-skia) that remembers
//! where it was drawn on and is composited onto an indexed [`Frame`], the
//! PNG wrapper, and the `png` crate's coding of the picture drawn once (the
//! legend).
//!
//! Per move only the pieces and overlays are drawn: into a transparent layer,
//! then blended onto a copy of the cached indexed board, touching only the
//! rectangles that were drawn on.

use std::sync::{Arc, OnceLock};

use tiny_skia::{FillRule, IntRect, Paint, Path, Pixmap, Stroke, Transform};

use super::frame::Frame;
use super::indexed::{Indexed, Label, Trail};
use super::palette::Palette;
use super::theme::Rgb;

/// A picture prepared once and stamped many times (pawns, labels, dice).
pub struct Sprite {
    pub pixmap: Pixmap,
    /// Where the sprite's anchor point lies within the pixmap.
    pub anchor: (f32, f32),
    /// The same picture as runs of palette pixels, made on the first stamp
    /// onto an indexed frame (see [`super::canvas`]).
    pub(super) indexed: OnceLock<Indexed>,
}

impl Sprite {
    pub fn new(pixmap: Pixmap, anchor: (f32, f32)) -> Sprite {
        Sprite {
            pixmap,
            anchor,
            indexed: OnceLock::new(),
        }
    }

    /// A `width` × `height` sprite drawn by `draw` on a transparent layer.
    pub fn drawn(
        width: u32,
        height: u32,
        anchor: (f32, f32),
        draw: impl FnOnce(&mut Layer),
    ) -> Sprite {
        let mut layer = Layer::new(width.max(1), height.max(1));
        draw(&mut layer);
        Sprite::new(layer.pixmap, anchor)
    }
}

/// What the dynamic parts of a board are drawn on: an RGBA [`Layer`]
/// (sprites, the legend, the palette's sample frames) or the indexed frame
/// of a render ([`super::canvas::Canvas`]).
pub trait Surface {
    /// Fills a path.
    fn fill(&mut self, path: &Path, color: Rgb, alpha: u8, transform: Transform);
    /// Strokes a path with round joins; `width` is in the path's units.
    fn stroke(&mut self, path: &Path, color: Rgb, alpha: u8, width: f32, transform: Transform);
    /// Stamps a sprite with its anchor at (x, y), rounded to whole pixels.
    fn stamp(&mut self, sprite: &Sprite, at: (f32, f32));
    /// Stamps a trail kept as palette runs (`trails.rs`), made by `trail`
    /// for this surface's palette; `false` on a surface that does not draw
    /// in palette indices, where the caller strokes the trail itself.
    fn stamp_trail(&mut self, _trail: &mut dyn FnMut(&Palette) -> Option<Arc<Trail>>) -> bool {
        false
    }
    /// Stamps a label (`labels.rs`) in `fill` with its anchor at (x, y),
    /// rounded to whole pixels: the pixels of the RGBA sprite it stands for.
    fn stamp_label(&mut self, label: &Label, fill: Rgb, at: (f32, f32)) {
        self.stamp(&Sprite::new(label.pixmap(fill), label.anchor), at);
    }
}

impl Surface for Layer {
    fn fill(&mut self, path: &Path, color: Rgb, alpha: u8, transform: Transform) {
        Layer::fill(self, path, color, alpha, transform);
    }
    fn stroke(&mut self, path: &Path, color: Rgb, alpha: u8, width: f32, transform: Transform) {
        Layer::stroke(self, path, color, alpha, width, transform);
    }
    fn stamp(&mut self, sprite: &Sprite, at: (f32, f32)) {
        Layer::stamp(self, sprite, at);
    }
}

/// An RGBA drawing surface that records the rectangles drawn on.
pub struct Layer {
    pub pixmap: Pixmap,
    dirty: Vec<IntRect>,
    /// The row of the drawing's coordinates the layer's first row shows
    /// (a window on the board: [`super::layout::Picture::top`]).
    top: f32,
    /// The columns of the layer left of the drawing's first column
    /// ([`super::layout::Picture::left`]).
    left: f32,
}

fn paint(color: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color.skia(alpha));
    p.anti_alias = true;
    p
}

impl Layer {
    /// A transparent layer.
    pub fn new(width: u32, height: u32) -> Layer {
        Layer::window(width, height, 0, 0)
    }

    /// A transparent layer showing the rows of the drawing's coordinates
    /// from `top` down, `left` columns left of its first: what is drawn at
    /// (x, y) lands at (x + `left`, y − `top`).
    pub fn window(width: u32, height: u32, left: u32, top: u32) -> Layer {
        Layer {
            pixmap: Pixmap::new(width, height).expect("a non-empty layer"),
            dirty: Vec::new(),
            top: top as f32,
            left: left as f32,
        }
    }

    /// A layer over an existing picture (a sprite being prepared, the static board).
    pub fn from_pixmap(pixmap: Pixmap) -> Layer {
        Layer {
            pixmap,
            dirty: Vec::new(),
            top: 0.0,
            left: 0.0,
        }
    }

    /// The row of the drawing's coordinates the layer's first row shows.
    pub fn top(&self) -> u32 {
        self.top as u32
    }

    /// The columns of the layer left of the drawing's first column.
    pub fn left(&self) -> u32 {
        self.left as u32
    }

    /// Where the drawing's coordinates land on the layer: for drawing on
    /// [`Layer::pixmap`] itself.
    pub fn shift(&self) -> Transform {
        Transform::from_translate(self.left, -self.top)
    }

    /// Fills the whole layer with one color.
    pub fn clear_to(&mut self, color: Rgb) {
        self.pixmap.fill(color.skia(255));
        self.mark_all();
    }

    fn mark_all(&mut self) {
        if let Some(r) = IntRect::from_xywh(0, 0, self.pixmap.width(), self.pixmap.height()) {
            self.dirty.push(r);
        }
    }

    fn mark(&mut self, bounds: tiny_skia::Rect, transform: Transform, pad: f32) {
        let Some(b) = bounds.transform(transform) else {
            return;
        };
        let x0 = (b.left() - pad - 1.0).floor().max(0.0) as i32;
        let y0 = (b.top() - pad - 1.0).floor().max(0.0) as i32;
        let x1 = ((b.right() + pad + 1.0).ceil() as i32).min(self.pixmap.width() as i32);
        let y1 = ((b.bottom() + pad + 1.0).ceil() as i32).min(self.pixmap.height() as i32);
        if x1 > x0
            && y1 > y0
            && let Some(r) = IntRect::from_ltrb(x0, y0, x1, y1)
        {
            self.dirty.push(r);
        }
    }

    /// Fills a path.
    pub fn fill(&mut self, path: &Path, color: Rgb, alpha: u8, transform: Transform) {
        let transform = transform.post_translate(self.left, -self.top);
        self.pixmap.fill_path(
            path,
            &paint(color, alpha),
            FillRule::Winding,
            transform,
            None,
        );
        self.mark(path.bounds(), transform, 0.0);
    }

    /// Strokes a path with round joins; `width` is in the path's units.
    pub fn stroke(&mut self, path: &Path, color: Rgb, alpha: u8, width: f32, transform: Transform) {
        let transform = transform.post_translate(self.left, -self.top);
        let stroke = Stroke {
            width,
            line_join: tiny_skia::LineJoin::Round,
            line_cap: tiny_skia::LineCap::Round,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint(color, alpha), &stroke, transform, None);
        let scale = transform.sx.abs().max(transform.sy.abs()).max(1.0);
        self.mark(path.bounds(), transform, width * scale / 2.0);
    }

    /// Stamps a sprite with its anchor at (x, y), rounded to whole pixels so
    /// the sprite is copied, not resampled. The sprite's own anti-aliased
    /// edges are blended over what is there: a plain premultiplied
    /// source-over, since tiny-skia's general pipeline (transform, gather,
    /// blend in floats) costs several times more for this one case.
    pub fn stamp(&mut self, sprite: &Sprite, (x, y): (f32, f32)) {
        let left = (x - sprite.anchor.0).round() as i32 + self.left as i32;
        let top = (y - sprite.anchor.1).round() as i32 - self.top as i32;
        let (sw, sh) = (sprite.pixmap.width() as i32, sprite.pixmap.height() as i32);
        let (lw, lh) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        let (x0, x1) = (left.max(0), (left + sw).min(lw));
        let (y0, y1) = (top.max(0), (top + sh).min(lh));
        let Some(rect) = IntRect::from_ltrb(x0, y0, x1, y1) else {
            return;
        };
        let src = sprite.pixmap.data();
        let dst = self.pixmap.data_mut();
        let span = 4 * (x1 - x0) as usize;
        for y in y0..y1 {
            let s = 4 * ((y - top) * sw + (x0 - left)) as usize;
            let d = 4 * (y * lw + x0) as usize;
            for (s, d) in src[s..s + span]
                .chunks_exact(4)
                .zip(dst[d..d + span].chunks_exact_mut(4))
            {
                let a = s[3];
                if a == 0 {
                    continue;
                }
                if a == 255 || d[3] == 0 {
                    d.copy_from_slice(s);
                    continue;
                }
                let keep = u16::from(255 - a);
                for (d, &s) in d.iter_mut().zip(s) {
                    *d = (u16::from(s) + (u16::from(*d) * keep + 127) / 255).min(255) as u8;
                }
            }
        }
        self.dirty.push(rect);
    }

    /// Blends everything drawn since the last call onto `frame` (of the
    /// layer's size) and clears the layer again (only where it was drawn on).
    pub fn composite_onto(&mut self, frame: &mut Frame, palette: &Palette) {
        let width = self.pixmap.width() as usize;
        let height = self.pixmap.height() as usize;
        // The rectangles as blocks of each row (one bit per block): shapes
        // drawn twice (outline, then fill) are visited once, and a block left
        // empty (most of a long trail's box) is skipped with a few wide loads.
        let block = width.div_ceil(64).max(64);
        let top = self
            .dirty
            .iter()
            .map(|r| r.top() as usize)
            .min()
            .unwrap_or(0);
        let bottom = self
            .dirty
            .iter()
            .map(|r| r.bottom() as usize)
            .max()
            .unwrap_or(0);
        let mut rows = vec![0u64; bottom.saturating_sub(top).min(height)];
        for r in self.dirty.drain(..) {
            let first = r.left() as usize / block;
            let last = (r.right() as usize - 1) / block;
            let mask = (u64::MAX >> (63 - last)) & (u64::MAX << first);
            for row in &mut rows[r.top() as usize - top..r.bottom() as usize - top] {
                *row |= mask;
            }
        }
        let data = self.pixmap.data_mut();
        // Flat fills repeat the same pixel over the same background.
        let mut memo: Option<([u8; 4], u8, u8)> = None;
        for (y, &mask) in (top..).zip(rows.iter()) {
            let mut mask = mask;
            while mask != 0 {
                let x0 = mask.trailing_zeros() as usize * block;
                mask &= mask - 1;
                let x1 = (x0 + block).min(width);
                let span = &mut data[4 * (y * width + x0)..4 * (y * width + x1)];
                if span.iter().fold(0, |acc, &b| acc | b) == 0 {
                    continue;
                }
                frame.paint_run(x0, y, span.chunks_exact(4), |px, old| {
                    let px: [u8; 4] = px.try_into().expect("4 bytes");
                    if px[3] == 0 {
                        return old;
                    }
                    match memo {
                        Some((p, bg, index)) if p == px && bg == old => index,
                        _ => {
                            let index = blend(px, old, palette);
                            memo = Some((px, old, index));
                            index
                        }
                    }
                });
                span.fill(0);
            }
        }
    }

    /// Forgets the drawn rectangles without compositing (for layers that are
    /// used as finished pictures, like the static board).
    pub fn forget_dirty(&mut self) {
        self.dirty.clear();
    }
}

/// The palette index of premultiplied `px` over palette color `bg`.
#[inline]
pub(super) fn blend(px: [u8; 4], bg: u8, palette: &Palette) -> u8 {
    let a = px[3];
    if a == 255 {
        return palette.index(px[0], px[1], px[2]);
    }
    // Pixels are premultiplied: out = src + dst × (1 − a).
    let bg = palette.color(bg);
    let keep = u16::from(255 - a);
    let over = |s: u8, d: u8| (u16::from(s) + (u16::from(d) * keep + 127) / 255).min(255) as u8;
    palette.index(over(px[0], bg.0), over(px[1], bg.1), over(px[2], bg.2))
}

/// Turns an opaque RGBA picture into PNG rows of palette indices, each
/// starting with filter type None (filters work on byte differences, which
/// mean nothing between palette indices).
pub fn quantize(pixmap: &Pixmap, palette: &Palette) -> Vec<u8> {
    let width = pixmap.width() as usize;
    let mut out = Vec::with_capacity((width + 1) * pixmap.height() as usize);
    for row in pixmap.data().chunks_exact(4 * width) {
        out.push(0);
        out.extend(
            row.chunks_exact(4)
                .map(|px| palette.index(px[0], px[1], px[2])),
        );
    }
    out
}

/// Wraps a zlib stream of PNG rows into an indexed PNG (the way boards were
/// first coded: see `render_reference`).
#[cfg(feature = "testing")]
pub fn png(idat: &[u8], width: u32, height: u32, palette: &Palette) -> Vec<u8> {
    let mut out = Vec::with_capacity(idat.len() + 1024);
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette.plte());
        // Writing into a Vec cannot fail; dropping the writer adds IEND.
        let mut writer = encoder.write_header().expect("PNG header into memory");
        writer
            .write_chunk(png::chunk::IDAT, idat)
            .expect("PNG data into memory");
    }
    out
}

/// Appends a PNG chunk of `kind` holding `data`.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    let len = u32::try_from(data.len()).expect("a chunk under 4 GiB");
    out.extend_from_slice(&len.to_be_bytes());
    let from = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[from..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// The first bytes of the indexed PNG [`png`] writes, up to its `IDAT`
/// chunk's data, in a vector with room for `idat` more bytes: the zlib
/// stream is then coded straight into it, and [`png_end`] closes it.
pub fn png_start(width: u32, height: u32, palette: &Palette, idat: usize) -> Vec<u8> {
    let plte = palette.plte();
    let mut out = Vec::with_capacity(8 + 25 + 12 + plte.len() + 12 + idat + 12);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // 8 bits, indexed colors, deflate, adaptive filtering, no interlace.
    ihdr[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &plte);
    // The IDAT length, written by `png_end`.
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(b"IDAT");
    out
}

/// Closes a PNG begun by [`png_start`] whose `IDAT` data (from `at`, the
/// length of what `png_start` wrote) has been appended: the chunk's length
/// and CRC, then `IEND`.
pub fn png_end(out: &mut Vec<u8>, at: usize) {
    let len = u32::try_from(out.len() - at).expect("a chunk under 4 GiB");
    out[at - 8..at - 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[at - 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
    chunk(out, b"IEND", &[]);
}

/// Encodes an opaque picture drawn once (the legend) as an indexed PNG with
/// the `png` crate at its strongest setting: that takes tens of milliseconds,
/// once, and writes the legend in 72 KB where the board-specialised coder
/// writes 95 KB. No filter: filters code byte differences, which mean nothing
/// between palette indices (109 KB with the adaptive filter).
pub fn encode_once(pixmap: &Pixmap, palette: &Palette) -> Vec<u8> {
    let indices: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .map(|px| palette.index(px[0], px[1], px[2]))
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.plte());
    encoder.set_compression(png::Compression::High);
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().expect("PNG header into memory");
    writer
        .write_image_data(&indices)
        .expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    out
}
