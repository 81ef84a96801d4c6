//! Deflate for frames that are a cached base image plus a few changes.
//!
//! A frame is the static board with pieces and overlays on top, so most of its
//! bytes, and most of the deflate tokens of the base's parse, stay valid. The
//! base is parsed once and its tokens are coded once, with Huffman codes
//! fitted to a typical frame on that board; a frame is then coded with the
//! same codes, copying the bits of every base token that still means the same
//! bytes (a literal whose byte is unchanged, a copy whose source and
//! destination bytes are unchanged) and parsing afresh only the spans of the
//! tokens that do not.
//!
//! The output depends only on the base and on which bytes differ from it, so
//! it is a function of the frame alone, however the frame was made.

use super::deflate::{adler32, BitWriter, Codes, Parser, ZLIB_HEADER};

/// A set of positions in the filtered rows, one bit each.
pub struct Bits(Vec<u64>);

impl Bits {
    pub fn new(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64) + 1])
    }

    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// The first set position at or after `from`.
    fn next(&self, from: usize) -> Option<usize> {
        let mut w = from / 64;
        let mut word = *self.0.get(w)? & (u64::MAX << (from % 64));
        loop {
            if word != 0 {
                return Some(64 * w + word.trailing_zeros() as usize);
            }
            w += 1;
            word = *self.0.get(w)?;
        }
    }

    /// Whether any position in `from..to` is set.
    fn any(&self, from: usize, to: usize) -> bool {
        self.next(from).is_some_and(|i| i < to)
    }

    /// Adds the positions of `src` moved `by` forward.
    fn or_shifted(&mut self, src: &Bits, by: usize) {
        let (q, r) = (by / 64, by % 64);
        for w in q..self.0.len() {
            let lo = if r == 0 || w == q {
                0
            } else {
                src.0[w - q - 1] >> (64 - r)
            };
            self.0[w] |= (src.0[w - q] << r) | lo;
        }
    }
}

/// A base image (filtered PNG rows) with its parse and coded bits.
pub struct Base {
    /// The rows: each a filter byte 0 and the row's palette indices.
    pub rows: Vec<u8>,
    stride: usize,
    parser: Parser,
    codes: Codes,
    /// zlib header, block header and every token's bits, then 8 bytes of
    /// padding for [`BitWriter::copy_bits`].
    bits: Vec<u8>,
    /// Where each token starts in `rows`, then `rows.len()`.
    starts: Vec<u32>,
    /// Where each token's bits start in `bits`, then where the last ends.
    offsets: Vec<u32>,
    /// Adler-32 of each row alone, to combine with those of changed rows.
    row_adler: Vec<u32>,
}

impl Base {
    /// Parses `rows` (filtered rows of `stride` bytes) and codes them with
    /// codes fitted to `typical`, a frame like those to come.
    pub fn new(rows: Vec<u8>, stride: usize, typical: &[u8]) -> Base {
        let parser = Parser::new(stride);
        let mut tokens = Vec::with_capacity(rows.len() / 8);
        let mut starts = Vec::with_capacity(rows.len() / 8);
        let mut i = 0;
        while i < rows.len() {
            let (t, len) = parser.token(&rows, i, rows.len());
            tokens.push(t);
            starts.push(i as u32);
            i += len;
        }
        starts.push(rows.len() as u32);
        // Codes fitted to the base alone would make what frames add (pawn
        // colors and their edges, text) costly: fit them to a typical frame.
        let mut lit_freq = [0u32; 286];
        let mut dist_freq = [0u32; 30];
        let mut i = 0;
        while i < typical.len() {
            let (t, len) = parser.token(typical, i, typical.len());
            parser.count(t, &mut lit_freq, &mut dist_freq);
            i += len;
        }
        // Frames may still bring symbols the typical one lacks: every symbol
        // needs a code, and unseen ones cost little while they stay rare.
        for f in lit_freq.iter_mut().chain(dist_freq.iter_mut()) {
            *f = (*f).max(1);
        }
        let codes = Codes::new(&lit_freq, &dist_freq);
        let mut w = BitWriter::with_capacity(rows.len() / 6);
        w.put(ZLIB_HEADER, 16);
        codes.write_header(&mut w);
        let mut offsets = Vec::with_capacity(starts.len());
        for &t in &tokens {
            offsets.push(w.len() as u32);
            codes.put(&mut w, &parser, t);
        }
        offsets.push(w.len() as u32);
        let mut bits = w.finish();
        bits.extend_from_slice(&[0; 8]);
        let row_adler = rows.chunks(stride).map(adler32).collect();
        Base {
            rows,
            stride,
            parser,
            codes,
            bits,
            starts,
            offsets,
            row_adler,
        }
    }

    /// A token's start in the rows.
    #[inline]
    fn start(&self, t: usize) -> usize {
        self.starts[t] as usize
    }

    /// The token covering position `i`.
    #[inline]
    fn covering(&self, i: usize) -> usize {
        (self.starts.partition_point(|&s| s as usize <= i) - 1).min(self.starts.len() - 2)
    }

    /// The zlib stream of `frame`, which differs from the base only at the
    /// positions in `changed` (a set of [`Bits::new`]`(frame.len())`).
    pub fn encode(&self, frame: &[u8], changed: &Bits) -> Vec<u8> {
        debug_assert_eq!(frame.len(), self.rows.len());
        let end = frame.len();
        let last = self.starts.len() - 1;
        // A base token at p covering n bytes stays valid unless a byte of
        // p..p + n changed, or of its source: 1 or 880 to 882 bytes back (the
        // pixel before, or the three above). So it is stale exactly when
        // `stale` (changes moved by those distances, and unmoved) meets p..p + n.
        let mut near = Bits::new(end);
        near.or_shifted(changed, 0);
        near.or_shifted(changed, 1);
        let mut above = Bits::new(end);
        above.or_shifted(&near, 0);
        above.or_shifted(&near, 1);
        let mut stale = near;
        stale.or_shifted(&above, self.stride - 1);

        let mut w = BitWriter::with_capacity(self.bits.len() + 4096);
        w.copy_bits(&self.bits, 0, self.offsets[0] as usize);
        let mut t = 0;
        while t < last {
            let Some(q) = stale.next(self.start(t)).filter(|&q| q < end) else {
                w.copy_bits(
                    &self.bits,
                    self.offsets[t] as usize,
                    self.offsets[last] as usize,
                );
                break;
            };
            let first = self.covering(q);
            w.copy_bits(
                &self.bits,
                self.offsets[t] as usize,
                self.offsets[first] as usize,
            );
            // The stale tokens in a row, then a fresh parse of their bytes.
            let mut after = first + 1;
            while after < last && stale.any(self.start(after), self.start(after + 1)) {
                after += 1;
            }
            let (mut at, to) = (self.start(first), self.start(after));
            while at < to {
                let (token, len) = self.parser.token(frame, at, to);
                self.codes.put(&mut w, &self.parser, token);
                at += len;
            }
            t = after;
        }
        self.codes.end(&mut w);
        let mut out = w.finish();
        out.extend_from_slice(&self.adler(frame, changed).to_be_bytes());
        out
    }

    /// Adler-32 of the frame from the base's row sums and the changed rows.
    fn adler(&self, frame: &[u8], changed: &Bits) -> u32 {
        let mut sum = 1u32;
        for (y, row) in frame.chunks(self.stride).enumerate() {
            let from = y * self.stride;
            let row_sum = if changed.any(from, from + row.len()) {
                adler32(row)
            } else {
                self.row_adler[y]
            };
            sum = adler32_combine(sum, row_sum, row.len());
        }
        sum
    }
}

/// Adler-32 of `a ‖ b` from those of `a` and `b` and the length of `b`
/// (zlib's `adler32_combine`).
fn adler32_combine(a: u32, b: u32, len_b: usize) -> u32 {
    const MOD: u64 = 65521;
    let rem = len_b as u64 % MOD;
    let (a1, b1) = (u64::from(a & 0xffff), u64::from(a >> 16));
    let (a2, b2) = (u64::from(b & 0xffff), u64::from(b >> 16));
    let lo = (a1 + a2 + MOD - 1) % MOD;
    let hi = (b1 + b2 + rem * a1 + MOD - rem) % MOD;
    ((hi << 16) | lo) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Board-like rows: a slanted edge, flat runs and some noise.
    fn rows(width: usize, height: usize) -> Vec<u8> {
        let mut out = Vec::new();
        for y in 0..height {
            out.push(0);
            for x in 0..width {
                let v = if x < 20 + y / 2 {
                    7
                } else if (x * 7 + y * 3) % 13 == 0 {
                    ((x + y) % 31) as u8
                } else {
                    9
                };
                out.push(v);
            }
        }
        out
    }

    /// Decodes a zlib stream of filtered rows by wrapping it in a grayscale PNG.
    fn pixels(z: &[u8], width: usize, height: usize) -> Vec<u8> {
        let mut file = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut file, width as u32, height as u32);
            enc.set_color(png::ColorType::Grayscale);
            enc.set_depth(png::BitDepth::Eight);
            let mut w = enc.write_header().unwrap();
            w.write_chunk(png::chunk::IDAT, z).unwrap();
        }
        let mut reader = png::Decoder::new(std::io::Cursor::new(file))
            .read_info()
            .unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        reader.next_frame(&mut buf).unwrap();
        buf
    }

    #[test]
    fn combining_adler_sums_matches_the_whole() {
        let data: Vec<u8> = (0..70_000u32).map(|i| (i * 13 + i / 7) as u8).collect();
        for cut in [0, 1, 5552, 65521, 69_999, 70_000] {
            let (a, b) = data.split_at(cut);
            assert_eq!(
                adler32_combine(adler32(a), adler32(b), b.len()),
                adler32(&data)
            );
        }
    }

    #[test]
    fn changed_frames_decode_to_themselves() {
        let (width, height) = (120, 90);
        let stride = width + 1;
        let base = Base::new(rows(width, height), stride, &rows(width, height));
        let edits: [&[(usize, usize, usize, usize)]; 5] = [
            &[],
            &[(10, 10, 30, 20)],
            &[(0, 0, 120, 1), (50, 40, 60, 89), (100, 80, 120, 90)],
            &[(3, 3, 4, 4), (64, 30, 110, 33), (0, 60, 1, 61)],
            &[(0, 0, 120, 90)],
        ];
        for (n, rects) in edits.iter().enumerate() {
            let mut frame = base.rows.clone();
            let mut changed = Bits::new(frame.len());
            // Every byte, as if all had changed: the result must decode too.
            let mut all = Bits::new(frame.len());
            for &(x0, y0, x1, y1) in rects.iter() {
                for y in y0..y1 {
                    for x in x0..x1 {
                        let i = y * stride + 1 + x;
                        let v = ((x / 5 + y / 3 + n) % 4) as u8 + 40;
                        if frame[i] != v {
                            frame[i] = v;
                            changed.set(i);
                        }
                    }
                }
            }
            for i in 0..frame.len() {
                all.set(i);
            }
            let unfiltered: Vec<u8> = frame
                .chunks(stride)
                .flat_map(|row| row[1..].to_vec())
                .collect();
            for set in [&changed, &all] {
                let z = base.encode(&frame, set);
                assert_eq!(pixels(&z, width, height), unfiltered, "edit {n}");
                let adler = u32::from_be_bytes(z[z.len() - 4..].try_into().unwrap());
                assert_eq!(adler, adler32(&frame), "edit {n}");
            }
        }
    }
}
