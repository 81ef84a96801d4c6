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

use std::cell::RefCell;

use super::deflate::{BitWriter, Codes, Parser, ZLIB_HEADER, adler32};
use super::frame::{Bits, Frame};

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
    /// How far back each token copies from (0 for a literal).
    distances: Vec<u32>,
    /// Adler-32 of the rows.
    adler: u32,
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
        let codes = Codes::new(&lit_freq, &dist_freq, &parser);
        let mut w = BitWriter::with_capacity(rows.len() / 6);
        w.put(ZLIB_HEADER, 16);
        codes.write_header(&mut w);
        let mut offsets = Vec::with_capacity(starts.len());
        for &t in &tokens {
            offsets.push(w.len() as u32);
            codes.put(&mut w, t);
        }
        offsets.push(w.len() as u32);
        let mut bits = w.finish();
        bits.extend_from_slice(&[0; 8]);
        let adler = adler32(&rows);
        let distances = tokens.iter().map(|&t| parser.distance(t) as u32).collect();
        Base {
            rows,
            stride,
            parser,
            codes,
            bits,
            starts,
            offsets,
            distances,
            adler,
        }
    }

    /// The memory the base holds, in bytes.
    pub fn bytes(&self) -> usize {
        std::mem::size_of::<Base>()
            + self.rows.capacity()
            + self.bits.capacity()
            + 4 * (self.starts.capacity() + self.offsets.capacity() + self.distances.capacity())
    }

    /// A token's start in the rows.
    #[inline]
    fn start(&self, t: usize) -> usize {
        self.starts[t] as usize
    }

    /// The token covering position `i`, searching forward from token `from`
    /// (which starts at or before `i`): stale positions come in order and
    /// are mostly near, so a galloping search beats bisecting all tokens.
    #[inline]
    fn covering(&self, from: usize, i: usize) -> usize {
        let tokens = self.starts.len() - 1;
        let mut step = 1;
        let mut lo = from;
        while lo + step < tokens && self.start(lo + step) <= i {
            lo += step;
            step *= 2;
        }
        let hi = (lo + step).min(tokens);
        let found = lo + self.starts[lo..hi].partition_point(|&s| s as usize <= i) - 1;
        found.min(tokens - 1)
    }

    /// The zlib stream of `frame`, a copy of the base's rows drawn on.
    pub fn encode(&self, frame: &Frame) -> Vec<u8> {
        self.encode_after(frame, Vec::with_capacity(self.coded_len()))
    }

    /// Room for a frame's zlib stream: the base's and what pieces, marks and
    /// panels add (a mid-game board's is about a fifth longer), so that the
    /// stream is never moved to a larger vector as it is written.
    pub(super) fn coded_len(&self) -> usize {
        self.bits.len() + self.bits.len() / 3 + 4096
    }

    /// [`Base::encode`] appended to `out` (a PNG's first bytes).
    pub(super) fn encode_after(&self, frame: &Frame, out: Vec<u8>) -> Vec<u8> {
        // Where the frame's changes reach: a frame-sized set kept per
        // thread, every word of it written anew.
        thread_local! {
            static STALE: RefCell<Option<Bits>> = const { RefCell::new(None) };
        }
        let mut kept = STALE
            .try_with(|cell| cell.borrow_mut().take())
            .ok()
            .flatten()
            .unwrap_or_else(|| Bits::new(0));
        frame.changed().spread_rows(self.stride, &mut kept);
        let out = self.encode_with(frame, &kept, out);
        let _ = STALE.try_with(|cell| *cell.borrow_mut() = Some(kept));
        out
    }

    /// Codes `frame` after `out`'s bytes, `stale` holding the positions
    /// whose token may no longer hold.
    fn encode_with(&self, frame: &Frame, stale: &Bits, out: Vec<u8>) -> Vec<u8> {
        assert_eq!(frame.stride(), self.stride, "a frame of this base's size");
        let changed = frame.changed();
        let deltas = frame.deltas();
        let frame = frame.png_rows();
        assert_eq!(frame.len(), self.rows.len(), "a frame of this base's size");
        let end = frame.len();
        let last = self.starts.len() - 1;
        // A base token at p covering n bytes stays valid unless a byte of
        // p..p + n changed, or of its source: 1 or 880 to 882 bytes back (the
        // pixel before, or the three above). So it is stale exactly when
        // `stale` (changes moved by those distances, and unmoved) meets p..p + n.
        let mut w = BitWriter::after(out);
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
            let first = self.covering(t, q);
            if self.still_valid(first, changed) {
                // Stale only for another token's copy distance.
                w.copy_bits(
                    &self.bits,
                    self.offsets[t] as usize,
                    self.offsets[first + 1] as usize,
                );
                t = first + 1;
                continue;
            }
            w.copy_bits(
                &self.bits,
                self.offsets[t] as usize,
                self.offsets[first] as usize,
            );
            // The invalid tokens in a row, then a fresh parse of their bytes.
            let mut after = first + 1;
            while after < last
                && stale.any(self.start(after), self.start(after + 1))
                && !self.still_valid(after, changed)
            {
                after += 1;
            }
            let (mut at, to) = (self.start(first), self.start(after));
            while at < to {
                let (token, len) = self.parser.token(frame, at, to);
                self.codes.put(&mut w, token);
                at += len;
            }
            t = after;
        }
        self.codes.end(&mut w);
        let mut out = w.finish();
        out.extend_from_slice(&self.adler(frame.len(), deltas).to_be_bytes());
        out
    }

    /// Whether base token `t` still means the same bytes: neither they nor
    /// the bytes it copies from changed.
    #[inline]
    fn still_valid(&self, t: usize, changed: &Bits) -> bool {
        let (p, end) = (self.start(t), self.start(t + 1));
        if changed.any(p, end) {
            return false;
        }
        let d = self.distances[t] as usize;
        d == 0 || !changed.any(p - d, end - d)
    }

    /// Adler-32 of the frame from the base's. Both sums are linear in the
    /// bytes: with n bytes, byte i adds itself to the first sum and n − i
    /// times itself to the second, so the frame's sums are the base's plus
    /// the same terms for the differences, which the frame added up as it
    /// was drawn ([`Frame::deltas`]): Σ d and n Σ d − Σ i d.
    fn adler(&self, n: usize, (sum, weighted): (i64, i64)) -> u32 {
        const MOD: i64 = 65521;
        let n = n as i64;
        let a = i64::from(self.adler & 0xffff) + sum;
        let b = i64::from(self.adler >> 16) + (n % MOD) * (sum % MOD) - weighted % MOD;
        (b.rem_euclid(MOD) << 16 | a.rem_euclid(MOD)) as u32
    }
}
