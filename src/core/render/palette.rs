//! A fixed palette of at most 256 colors and a fast RGB → palette index lookup.
//!
//! The image is written as 8-bit indexed PNG: a quarter of the bytes of RGBA to
//! filter and compress, which is what keeps encoding under a millisecond and
//! files small. The palette is built once, by median cut over every color of a
//! sample frame (the full board plus every kind of piece and overlay), so the
//! intermediate shades of anti-aliased edges get entries of their own and edges
//! stay smooth.

use std::sync::Arc;

use super::theme::Rgb;

/// Entries of the palette. 128 rather than 256: anti-aliased edges still get
/// enough intermediate shades to look smooth, and fewer distinct indices make
/// the file about 10% smaller (an 880² board: ~79 KB instead of ~87 KB).
pub const PALETTE_SIZE: usize = 128;

/// Bits per channel of the lookup table's key (5-6-5, like RGB565).
const KEY_BITS: (u32, u32, u32) = (5, 6, 5);

/// Number of entries of the lookup table.
const LUT_LEN: usize = 1 << (KEY_BITS.0 + KEY_BITS.1 + KEY_BITS.2);

/// A palette of at most 256 colors with its lookup table.
pub struct Palette {
    colors: Vec<Rgb>,
    /// Shared by the palettes made [`Palette::with_extra`] of this one (a
    /// board's faces' palette each): 64 KiB once, not per set of faces.
    lut: Arc<[u8]>,
}

impl Palette {
    /// Builds a palette that represents `histogram` (color → pixel count) well.
    /// `keep` colors get an exact entry whatever their count: flat fills that
    /// must come out exactly (pawn colors, text).
    pub fn build(histogram: &std::collections::HashMap<Rgb, u32>, keep: &[Rgb]) -> Palette {
        let mut colors: Vec<Rgb> = Vec::with_capacity(PALETTE_SIZE);
        for &k in keep {
            if !colors.contains(&k) {
                colors.push(k);
            }
        }
        let mut rest: Vec<(Rgb, u32)> = histogram
            .iter()
            .filter(|(c, _)| !colors.contains(c))
            .map(|(&c, &n)| (c, n))
            .collect();
        // HashMap order is random per map; median cut splits runs of equal
        // channel values wherever they happen to lie, so without a fixed order
        // the palette (and every PNG byte) would change from run to run.
        rest.sort_unstable_by_key(|&(c, _)| (c.0, c.1, c.2));
        colors.extend(median_cut(rest, PALETTE_SIZE.saturating_sub(colors.len())));
        let mut lut: Vec<u8> = (0..LUT_LEN)
            .map(|key| nearest(&colors, key_color(key)))
            .collect();
        // A kept color owns its lookup cell even if a blend lies nearer the cell's middle.
        for (i, &k) in keep.iter().enumerate().take(256) {
            lut[lut_key(k.0, k.1, k.2)] = colors.iter().position(|&c| c == k).unwrap_or(i) as u8;
        }
        Palette {
            colors,
            lut: lut.into(),
        }
    }

    /// The palette index closest to a color.
    #[inline]
    pub fn index(&self, r: u8, g: u8, b: u8) -> u8 {
        self.lut[lut_key(r, g, b)]
    }

    /// The color of a palette entry.
    #[inline]
    pub fn color(&self, index: u8) -> Rgb {
        self.colors[usize::from(index)]
    }

    /// The palette as the PNG `PLTE` chunk wants it (RGB triples).
    pub fn plte(&self) -> Vec<u8> {
        self.colors.iter().flat_map(|c| [c.0, c.1, c.2]).collect()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.colors.len()
    }

    /// Whether the palette has no entry (built from no color at all).
    pub fn is_empty(&self) -> bool {
        self.colors.is_empty()
    }

    /// This palette followed by `extra` colors, 256 entries at most. The
    /// lookup of [`Palette::index`] still gives this palette's own entries
    /// (what is drawn on a frame); [`Palette::nearest`] also finds the extra ones.
    pub fn with_extra(&self, extra: &[Rgb]) -> Palette {
        let room = 256usize.saturating_sub(self.colors.len());
        let mut colors = self.colors.clone();
        colors.extend(extra.iter().take(room));
        Palette {
            colors,
            lut: Arc::clone(&self.lut),
        }
    }

    /// The memory the palette holds, in bytes, its lookup table (shared
    /// with the palette it was made from, if any) included.
    pub fn bytes(&self) -> usize {
        self.own_bytes() + self.lut.len()
    }

    /// [`Palette::bytes`] without the lookup table.
    pub fn own_bytes(&self) -> usize {
        std::mem::size_of::<Palette>() + 3 * self.colors.capacity()
    }

    /// The entry nearest to `c` among all of them (a search, not the lookup).
    pub fn nearest(&self, c: Rgb) -> u8 {
        nearest(&self.colors, c)
    }
}

/// The lookup table's cell of a color.
#[inline]
fn lut_key(r: u8, g: u8, b: u8) -> usize {
    (usize::from(r >> (8 - KEY_BITS.0)) << (KEY_BITS.1 + KEY_BITS.2))
        | (usize::from(g >> (8 - KEY_BITS.1)) << KEY_BITS.2)
        | usize::from(b >> (8 - KEY_BITS.2))
}

/// `n` colors that represent `histogram` (color → pixel count) well, by
/// median cut; in a fixed order whatever the map's.
pub fn reduce(histogram: &std::collections::HashMap<Rgb, u32>, n: usize) -> Vec<Rgb> {
    let mut colors: Vec<(Rgb, u32)> = histogram.iter().map(|(&c, &w)| (c, w)).collect();
    colors.sort_unstable_by_key(|&(c, _)| (c.0, c.1, c.2));
    median_cut(colors, n)
}

/// The color at the middle of a lookup-table key's cell.
fn key_color(key: usize) -> Rgb {
    let (rb, gb, bb) = KEY_BITS;
    let expand = |v: usize, bits: u32| {
        let v = v as u32;
        // Replicate high bits into the low ones: 0 → 0, max → 255.
        ((v << (8 - bits)) | (v >> (2 * bits).saturating_sub(8))) as u8
    };
    Rgb(
        expand(key >> (gb + bb), rb),
        expand((key >> bb) & ((1 << gb) - 1), gb),
        expand(key & ((1 << bb) - 1), bb),
    )
}

/// Perceptual-ish distance: green counts most, blue least.
pub fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).unsigned_abs();
    let (r, g, b) = (d(a.0, b.0), d(a.1, b.1), d(a.2, b.2));
    3 * r * r + 4 * g * g + 2 * b * b
}

fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = (u32::MAX, 0usize);
    for (i, &p) in colors.iter().enumerate() {
        let d = distance(p, c);
        if d < best.0 {
            best = (d, i);
        }
    }
    best.1 as u8
}

/// Median cut: split the box with the widest channel range at its weighted
/// median until there are `n` boxes; each box becomes its weighted mean.
fn median_cut(colors: Vec<(Rgb, u32)>, n: usize) -> Vec<Rgb> {
    if colors.is_empty() || n == 0 {
        return Vec::new();
    }
    let mut boxes: Vec<Vec<(Rgb, u32)>> = vec![colors];
    while boxes.len() < n {
        let widest = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| (i, channel_range(b)))
            .max_by_key(|&(_, (range, _))| range);
        let Some((i, (_, channel))) = widest else {
            break;
        };
        let mut b = boxes.swap_remove(i);
        b.sort_by_key(|(c, _)| channel_of(*c, channel));
        let total: u64 = b.iter().map(|&(_, w)| u64::from(w)).sum();
        let mut acc = 0u64;
        let mut cut = 1;
        for (k, &(_, w)) in b.iter().enumerate() {
            acc += u64::from(w);
            if acc * 2 >= total {
                cut = (k + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let tail = b.split_off(cut);
        boxes.push(b);
        boxes.push(tail);
    }
    boxes.iter().map(|b| mean(b)).collect()
}

fn channel_of(c: Rgb, channel: usize) -> u8 {
    match channel {
        0 => c.0,
        1 => c.1,
        _ => c.2,
    }
}

/// The widest channel range of a box (weighted like [`distance`]) and its channel.
fn channel_range(b: &[(Rgb, u32)]) -> (u32, usize) {
    let weights = [3, 4, 2];
    (0..3)
        .map(|ch| {
            let (lo, hi) = b.iter().fold((255u8, 0u8), |(lo, hi), &(c, _)| {
                let v = channel_of(c, ch);
                (lo.min(v), hi.max(v))
            });
            (u32::from(hi - lo) * weights[ch], ch)
        })
        .max()
        .unwrap_or((0, 0))
}

fn mean(b: &[(Rgb, u32)]) -> Rgb {
    let (mut r, mut g, mut bl, mut n) = (0u64, 0u64, 0u64, 0u64);
    for &(c, w) in b {
        let w = u64::from(w.max(1));
        r += u64::from(c.0) * w;
        g += u64::from(c.1) * w;
        bl += u64::from(c.2) * w;
        n += w;
    }
    let n = n.max(1);
    Rgb(
        ((r + n / 2) / n) as u8,
        ((g + n / 2) / n) as u8,
        ((bl + n / 2) / n) as u8,
    )
}
