//! Drawing straight onto the indexed frame of a render.
//!
//! Almost everything that changes per move is a sprite: pawns, dice, labels,
//! marker rings and destination tags. Stamping them on an RGBA layer and then
//! blending that layer onto the palette frame touches every pixel twice and
//! every transparent pixel of the sprite's box too. A [`Canvas`] stamps a
//! sprite's visible runs directly onto the palette indices instead: opaque
//! pixels take an index worked out once per sprite, edge pixels are blended
//! over the index below. Only the few shapes that are not sprites (the last
//! move's trails, stack links) go through a scratch [`Layer`], composited
//! before the next sprite (and by [`Canvas::finish`]) so the stacking order
//! stays the one of the calls.

use tiny_skia::{Path, Transform};

use super::delta::Bits;
use super::palette::Palette;
use super::raster::{blend, Layer, Sprite, Surface};
use super::theme::Rgb;

/// One row's run of visible pixels in a sprite, all opaque or all not.
#[derive(Clone, Copy, Debug)]
struct Run {
    row: u16,
    left: u16,
    len: u16,
    opaque: bool,
    /// Where the run's pixels start in [`Indexed::pixels`].
    offset: u32,
}

/// A visible sprite pixel: premultiplied RGBA, and its palette index when opaque.
#[derive(Clone, Copy, Debug)]
struct Pixel {
    rgba: [u8; 4],
    index: u8,
}

/// A sprite as runs of visible pixels ready for an indexed frame.
pub struct Indexed {
    runs: Vec<Run>,
    pixels: Vec<Pixel>,
    /// The pixels' indices alone, for copying opaque runs eight at a time.
    indices: Vec<u8>,
}

impl Indexed {
    fn of(sprite: &Sprite, palette: &Palette) -> Indexed {
        let width = sprite.pixmap.width() as usize;
        let mut runs = Vec::new();
        let mut pixels = Vec::new();
        for (row, line) in sprite.pixmap.data().chunks_exact(4 * width).enumerate() {
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

/// An indexed frame (PNG rows: a filter byte, then palette indices) being
/// drawn on, with the set of positions whose index changed.
pub struct Canvas<'a> {
    pub frame: &'a mut [u8],
    pub changed: &'a mut Bits,
    pub palette: &'a Palette,
    /// For the shapes that are not sprites; transparent between calls.
    pub scratch: &'a mut Layer,
    pub width: usize,
    pub height: usize,
    /// Whether the scratch layer holds shapes not yet composited.
    pub pending: bool,
}

impl Canvas<'_> {
    /// Composites the shapes drawn since the last sprite; call once done.
    pub fn finish(&mut self) {
        if self.pending {
            self.scratch
                .composite_onto(self.frame, self.palette, self.changed);
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
        let indexed = sprite.indexed.get_or_init(|| Indexed::of(sprite, palette));
        let left = (x - sprite.anchor.0).round() as i64;
        let top = (y - sprite.anchor.1).round() as i64;
        let (width, height) = (self.width as i64, self.height as i64);
        let stride = self.width + 1;
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
            let start = y as usize * stride + 1 + (x0 + skip) as usize;
            let from = run.offset as usize + skip as usize;
            let pixels = &indexed.pixels[from..from + (x1 - x0 - skip) as usize];
            if run.opaque {
                let src = &indexed.indices[from..from + pixels.len()];
                copy_marking_changes(&mut self.frame[start..], src, start, self.changed);
                continue;
            }
            for (at, px) in (start..).zip(pixels) {
                let old = self.frame[at];
                let index = match memo {
                    Some((p, bg, index)) if p == px.rgba && bg == old => index,
                    _ => {
                        let index = blend(px.rgba, old, palette);
                        memo = Some((px.rgba, old, index));
                        index
                    }
                };
                if index != old {
                    self.frame[at] = index;
                    self.changed.set(at);
                }
            }
        }
    }
}

/// Copies `src` over the start of `dst` (which sits at `at` in the frame) and
/// marks in `changed` the positions whose byte differed, eight at a time.
fn copy_marking_changes(dst: &mut [u8], src: &[u8], at: usize, changed: &mut Bits) {
    let mut j = 0;
    for (s, d) in src.chunks_exact(8).zip(dst.chunks_exact_mut(8)) {
        let diff = u64::from_le_bytes(s.try_into().expect("8 bytes"))
            ^ u64::from_le_bytes((&*d).try_into().expect("8 bytes"));
        if diff != 0 {
            d.copy_from_slice(s);
            changed.set_eight(at + j, nonzero_bytes(diff));
        }
        j += 8;
    }
    for (k, (&s, d)) in src[j..].iter().zip(&mut dst[j..]).enumerate() {
        if *d != s {
            *d = s;
            changed.set(at + j + k);
        }
    }
}

/// Bit i set when byte i of `x` is not zero.
#[inline]
fn nonzero_bytes(x: u64) -> u8 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The high bit of each byte: set when any of its bits is.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    // Gathers bit 8i + 7 to bit 56 + i (each product bit comes from one term).
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonzero_bytes_has_a_bit_per_nonzero_byte() {
        for (x, bits) in [
            (0u64, 0u8),
            (1, 0b1),
            (0x80, 0b1),
            (0xff00, 0b10),
            (0x0100_0000_0000_0000, 0b1000_0000),
            (0x8000_0000_0000_0080, 0b1000_0001),
            (u64::MAX, 0xff),
            (0x0001_0200_0300_0400, 0b0110_1010),
        ] {
            assert_eq!(nonzero_bytes(x), bits, "{x:#x}");
        }
    }

    #[test]
    fn copies_mark_exactly_the_changed_bytes() {
        for offset in [0, 1, 57, 60, 63, 64, 100] {
            let old: Vec<u8> = (0..200u32).map(|i| (i % 7) as u8).collect();
            let src: Vec<u8> = (0..37u32).map(|i| (i % 5) as u8).collect();
            let mut frame = old.clone();
            let mut changed = Bits::new(frame.len());
            copy_marking_changes(&mut frame[offset..], &src, offset, &mut changed);
            for i in 0..frame.len() {
                let inside = (offset..offset + src.len()).contains(&i);
                let want = if inside { src[i - offset] } else { old[i] };
                assert_eq!(frame[i], want, "byte {i}");
                assert_eq!(
                    changed.contains(i),
                    want != old[i],
                    "bit {i} at offset {offset}"
                );
            }
        }
    }
}
