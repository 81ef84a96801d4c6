//! A sprite as an indexed frame reads it: runs of visible pixels, each with
//! its palette index, made once per sprite and palette (`raster::Sprite`
//! keeps it) so that stamping a sprite is copying runs. A last move's trail
//! is kept as such runs too ([`Trail`], drawn by `trails.rs`): here, so that
//! the surfaces that stamp one need not import the trails that draw on them.

use tiny_skia::Pixmap;

use super::palette::Palette;

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
