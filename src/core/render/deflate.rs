//! A small zlib/deflate encoder specialised for indexed board images, used
//! by [`super::delta`] to code the static boards and the frames drawn on them.
//!
//! General-purpose deflate either barely compresses palette data or takes
//! several times longer: on the benchmark's frames (`cargo bench --bench
//! benches -- render`), the `png` crate's fastest setting (fdeflate after the Up filter)
//! writes 125 to 156 KB in about the time this coder takes, its flate2
//! level 1 (no filter) 87 to 106 KB in 3 to 5 times that, and this coder 77
//! to 95 KB. Board images are mostly flat areas and shapes whose edges move
//! by a pixel or so per row, so it is enough to look for repeats in four
//! places: the previous pixel (a run) and the three pixels above. That parse
//! is linear and cheap; one dynamic Huffman block then codes it.

use super::huffman::{canonical_codes, code_lengths};

/// Deflate's length codes 257..=285: (first length, extra bits).
const LENGTHS: [(u16, u8); 29] = [
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (7, 0),
    (8, 0),
    (9, 0),
    (10, 0),
    (11, 1),
    (13, 1),
    (15, 1),
    (17, 1),
    (19, 2),
    (23, 2),
    (27, 2),
    (31, 2),
    (35, 3),
    (43, 3),
    (51, 3),
    (59, 3),
    (67, 4),
    (83, 4),
    (99, 4),
    (115, 4),
    (131, 5),
    (163, 5),
    (195, 5),
    (227, 5),
    (258, 0),
];

/// Deflate's distance codes 0..=29: (first distance, extra bits).
const DISTANCES: [(u16, u8); 30] = [
    (1, 0),
    (2, 0),
    (3, 0),
    (4, 0),
    (5, 1),
    (7, 1),
    (9, 2),
    (13, 2),
    (17, 3),
    (25, 3),
    (33, 4),
    (49, 4),
    (65, 5),
    (97, 5),
    (129, 6),
    (193, 6),
    (257, 7),
    (385, 7),
    (513, 8),
    (769, 8),
    (1025, 9),
    (1537, 9),
    (2049, 10),
    (3073, 10),
    (4097, 11),
    (6145, 11),
    (8193, 12),
    (12289, 12),
    (16385, 13),
    (24577, 13),
];

const MAX_MATCH: usize = 258;

fn length_code(len: usize) -> usize {
    LENGTHS
        .iter()
        .rposition(|&(first, _)| usize::from(first) <= len)
        .unwrap_or(0)
}

fn distance_code(dist: usize) -> usize {
    DISTANCES
        .iter()
        .rposition(|&(first, _)| usize::from(first) <= dist)
        .unwrap_or(0)
}

/// One parsed item: a literal byte, or a copy of `len` bytes from `dist` back.
/// Packed as `len << 16 | candidate` for copies (len ≥ 3), the byte for literals.
pub(super) type Token = u32;

/// Bytes from `a` and `b` on that are equal, at most `max`.
#[inline]
fn match_len(data: &[u8], a: usize, b: usize, max: usize) -> usize {
    // Slicing once lets the loop run without bounds checks.
    let (x, y) = (&data[a..a + max], &data[b..b + max]);
    let mut n = 0;
    for (p, q) in x.chunks_exact(8).zip(y.chunks_exact(8)) {
        let p = u64::from_le_bytes(p.try_into().expect("8 bytes"));
        let q = u64::from_le_bytes(q.try_into().expect("8 bytes"));
        let diff = p ^ q;
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + x[n..]
        .iter()
        .zip(&y[n..])
        .take_while(|(p, q)| p == q)
        .count()
}

/// The greedy parse: at each position, the longest copy from four candidate
/// distances, else a literal.
pub(super) struct Parser {
    // Candidate distances: the previous byte, and the row above (straight and
    // one pixel either side, which follows slanted edges).
    // (More candidates, two rows up or two pixels aside, gain under 1%.)
    candidates: [usize; 4],
    dist_codes: [usize; 4],
    len_codes: Vec<u8>,
}

impl Parser {
    pub fn new(stride: usize) -> Parser {
        let candidates = [1, stride, stride - 1, stride + 1];
        Parser {
            candidates,
            dist_codes: candidates.map(distance_code),
            len_codes: (0..=MAX_MATCH)
                .map(|l| length_code(l.max(3)) as u8)
                .collect(),
        }
    }

    /// The token at `i` and how many bytes it covers, ending by `end`.
    #[inline]
    pub fn token(&self, data: &[u8], i: usize, end: usize) -> (Token, usize) {
        let max = MAX_MATCH.min(end - i);
        // Most tokens of a frame's fresh spans (edges, text) are literals:
        // tell them with one 4-byte comparison per candidate. A candidate can
        // only win with its first 3 (the run) or 4 (the row above) bytes
        // equal, so when none has them the loop below would find no copy.
        let far = self.candidates[3];
        if max >= 4 && i >= far && i + 4 <= data.len() {
            let word =
                |at: usize| u32::from_le_bytes(data[at..at + 4].try_into().expect("4 bytes"));
            let here = word(i);
            if (word(i - 1) ^ here) & 0x00ff_ffff != 0
                && word(i - self.candidates[1]) != here
                && word(i - self.candidates[2]) != here
                && word(i - far) != here
            {
                return (u32::from(data[i]), 1);
            }
        }
        let mut best = (0usize, 0usize);
        if max >= 3 {
            for (k, &d) in self.candidates.iter().enumerate() {
                if d > i {
                    continue;
                }
                // It can only be longer if it matches at the best one's end,
                // and can only match if its first byte does (most candidates
                // at edges and text do not: skip them before `match_len`).
                if data[i - d + best.0] != data[i + best.0]
                    || (best.0 > 0 && data[i - d] != data[i])
                {
                    continue;
                }
                let len = match_len(data, i - d, i, max);
                // A copy from the row above costs more bits than a run; make it earn them.
                let needed = if k == 0 { 3 } else { 4 };
                if len >= needed && len > best.0 {
                    best = (len, k);
                    if len == max {
                        break;
                    }
                }
            }
        }
        if best.0 >= 3 {
            ((best.0 as u32) << 16 | best.1 as u32, best.0)
        } else {
            (u32::from(data[i]), 1)
        }
    }

    /// How far back a token copies from; 0 for a literal.
    #[inline]
    pub fn distance(&self, t: Token) -> usize {
        if t < 256 {
            0
        } else {
            self.candidates[(t & 0xffff) as usize]
        }
    }

    /// Counts a token's symbols.
    #[inline]
    pub fn count(&self, t: Token, lit_freq: &mut [u32; 286], dist_freq: &mut [u32; 30]) {
        if t < 256 {
            lit_freq[t as usize] += 1;
        } else {
            let len = (t >> 16) as usize;
            lit_freq[257 + usize::from(self.len_codes[len])] += 1;
            dist_freq[self.dist_codes[(t & 0xffff) as usize]] += 1;
        }
    }
}

/// The Huffman codes of one dynamic block.
pub(super) struct Codes {
    lit_lens: Vec<u8>,
    lit_codes: Vec<u16>,
    dist_lens: Vec<u8>,
    dist_codes: Vec<u16>,
    /// Each copy's whole bits (length code, extra bits, distance code,
    /// extra bits) for the parser's candidates, by `(len - 3) * 4 + k`:
    /// the bits in the low 48, their count from bit 56.
    copies: Vec<u64>,
}

impl Codes {
    pub fn new(lit_freq: &[u32; 286], dist_freq: &[u32; 30], p: &Parser) -> Codes {
        let mut lit_freq = *lit_freq;
        let mut dist_freq = *dist_freq;
        lit_freq[256] = lit_freq[256].max(1);
        // Two distance codes at least keep the code complete, which every
        // decoder accepts.
        for d in dist_freq.iter_mut().take(2) {
            *d = (*d).max(1);
        }
        let lit_lens = code_lengths(&lit_freq, 15);
        let dist_lens = code_lengths(&dist_freq, 15);
        let mut codes = Codes {
            lit_codes: canonical_codes(&lit_lens),
            dist_codes: canonical_codes(&dist_lens),
            lit_lens,
            dist_lens,
            copies: Vec::new(),
        };
        codes.copies = (3..=MAX_MATCH)
            .flat_map(|len| (0..p.candidates.len()).map(move |k| (len, k)))
            .map(|(len, k)| {
                let (bits, n) = codes.copy_bits(p, len, k);
                bits | u64::from(n) << 56
            })
            .collect();
        codes
    }

    /// The block header: last block, dynamic Huffman, the code lengths.
    pub fn write_header(&self, w: &mut BitWriter) {
        w.put(1, 1);
        w.put(2, 2);
        write_tree_header(w, &self.lit_lens, &self.dist_lens);
    }

    #[inline]
    pub fn put(&self, w: &mut BitWriter, t: Token) {
        if t < 256 {
            let s = t as usize;
            w.put(u64::from(self.lit_codes[s]), self.lit_lens[s]);
            return;
        }
        let len = (t >> 16) as usize;
        let k = (t & 0xffff) as usize;
        let whole = self.copies[(len - 3) * 4 + k];
        w.put(whole & 0xffff_ffff_ffff, (whole >> 56) as u8);
    }

    /// The bits of a copy of `len` bytes from candidate `k`, and their count
    /// (at most 15 + 5 + 15 + 13).
    fn copy_bits(&self, p: &Parser, len: usize, k: usize) -> (u64, u8) {
        let lc = usize::from(p.len_codes[len]);
        let (first, extra) = LENGTHS[lc];
        let mut bits = u64::from(self.lit_codes[257 + lc]);
        let mut n = self.lit_lens[257 + lc];
        bits |= ((len - usize::from(first)) as u64) << n;
        n += extra;
        let dc = p.dist_codes[k];
        bits |= u64::from(self.dist_codes[dc]) << n;
        n += self.dist_lens[dc];
        let (first, extra) = DISTANCES[dc];
        bits |= ((p.candidates[k] - usize::from(first)) as u64) << n;
        n += extra;
        (bits, n)
    }

    /// The end-of-block symbol.
    pub fn end(&self, w: &mut BitWriter) {
        w.put(u64::from(self.lit_codes[256]), self.lit_lens[256]);
    }
}

/// zlib's two header bytes (deflate, 32 KB window, no dictionary), as bits.
pub(super) const ZLIB_HEADER: u64 = 0x0178;

/// Writes the code lengths of both trees, run-length coded as deflate asks.
fn write_tree_header(w: &mut BitWriter, lit_lens: &[u8], dist_lens: &[u8]) {
    let hlit = 257.max(lit_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let hdist = 1.max(dist_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let lens: Vec<u8> = lit_lens[..hlit]
        .iter()
        .chain(&dist_lens[..hdist])
        .copied()
        .collect();
    // (symbol, extra bits value) of the code-length alphabet.
    let mut items: Vec<(u8, u8)> = Vec::new();
    let mut i = 0;
    while i < lens.len() {
        let l = lens[i];
        let mut run = 1;
        while i + run < lens.len() && lens[i + run] == l {
            run += 1;
        }
        let mut left = run;
        if l == 0 {
            while left >= 11 {
                let n = left.min(138);
                items.push((18, (n - 11) as u8));
                left -= n;
            }
            if left >= 3 {
                items.push((17, (left - 3) as u8));
                left = 0;
            }
        } else {
            items.push((l, 0));
            left -= 1;
            while left >= 3 {
                let n = left.min(6);
                items.push((16, (n - 3) as u8));
                left -= n;
            }
        }
        for _ in 0..left {
            items.push((l, 0));
        }
        i += run;
    }
    let mut freq = [0u32; 19];
    for &(s, _) in &items {
        freq[usize::from(s)] += 1;
    }
    let cl_lens = code_lengths(&freq, 7);
    let cl_codes = canonical_codes(&cl_lens);
    const ORDER: [usize; 19] = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ];
    let hclen = 4.max(
        ORDER
            .iter()
            .rposition(|&s| cl_lens[s] > 0)
            .map_or(0, |p| p + 1),
    );
    w.put((hlit - 257) as u64, 5);
    w.put((hdist - 1) as u64, 5);
    w.put((hclen - 4) as u64, 4);
    for &s in &ORDER[..hclen] {
        w.put(u64::from(cl_lens[s]), 3);
    }
    for &(s, extra) in &items {
        let s = usize::from(s);
        w.put(u64::from(cl_codes[s]), cl_lens[s]);
        match s {
            16 => w.put(u64::from(extra), 2),
            17 => w.put(u64::from(extra), 3),
            18 => w.put(u64::from(extra), 7),
            _ => {}
        }
    }
}

/// Bits packed LSB first, as deflate wants them, appended to a byte vector
/// (which may already hold other bytes: a PNG's first chunks).
pub(super) struct BitWriter {
    bytes: Vec<u8>,
    /// Where the bits start in `bytes`.
    start: usize,
    /// Bits not yet in `bytes`: the low `n` (always under 64).
    acc: u64,
    n: u8,
}

impl BitWriter {
    pub fn with_capacity(cap: usize) -> BitWriter {
        BitWriter::after(Vec::with_capacity(cap))
    }

    /// Writes after the bytes of `bytes`.
    pub fn after(bytes: Vec<u8>) -> BitWriter {
        BitWriter {
            start: bytes.len(),
            bytes,
            acc: 0,
            n: 0,
        }
    }

    /// Appends the low `count` (≤ 64) bits of `bits`; the rest must be 0.
    #[inline]
    pub fn put(&mut self, bits: u64, count: u8) {
        self.acc |= bits << self.n;
        let total = self.n + count;
        if total < 64 {
            self.n = total;
            return;
        }
        self.bytes.extend_from_slice(&self.acc.to_le_bytes());
        // The bits that did not fit (none when the accumulator was empty).
        self.acc = bits.checked_shr(u32::from(64 - self.n)).unwrap_or(0);
        self.n = total - 64;
    }

    /// Bits written so far.
    pub fn len(&self) -> usize {
        8 * (self.bytes.len() - self.start) + usize::from(self.n)
    }

    /// Appends bits `from..to` of `src` (a finished stream followed by at
    /// least 8 bytes of padding), 56 at a time.
    #[inline]
    pub fn copy_bits(&mut self, src: &[u8], from: usize, to: usize) {
        let mut at = from;
        while at < to {
            let n = (to - at).min(56);
            let i = at / 8;
            let word = u64::from_le_bytes(src[i..i + 8].try_into().expect("8 bytes"));
            let bits = (word >> (at % 8)) & ((1u64 << n) - 1);
            self.put(bits, n as u8);
            at += n;
        }
    }

    /// The bytes, the last one padded with zero bits.
    pub fn finish(mut self) -> Vec<u8> {
        while self.n > 0 {
            self.bytes.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
        self.bytes
    }
}

/// Adler-32 of `data`, in blocks short enough that the sums never overflow.
pub fn adler32(data: &[u8]) -> u32 {
    const MOD: u64 = 65521;
    const LANES: usize = 16;
    let (mut a, mut b) = (1u64, 0u64);
    for block in data.chunks(5552 / LANES * LANES) {
        // Lane j sums the bytes at j, j + 16, …; `lane_b` adds up the lane
        // sums before each step. Independent lanes let the compiler use
        // vector adds; the true sums come back from them below.
        let mut lane_a = [0u32; LANES];
        let mut lane_b = [0u32; LANES];
        let mut chunks = block.chunks_exact(LANES);
        for c in &mut chunks {
            for j in 0..LANES {
                lane_b[j] += lane_a[j];
                lane_a[j] += u32::from(c[j]);
            }
        }
        let n = (block.len() - chunks.remainder().len()) as u64;
        // Byte i of the block (i = 16m + j of k steps) joins b (n − i)
        // times: 16 (k − m) − j = 16 ((k − 1 − m) + 1) − j.
        let mut sum = 0u64;
        let mut weighted = 0u64;
        for j in 0..LANES {
            sum += u64::from(lane_a[j]);
            weighted += 16 * (u64::from(lane_b[j]) + u64::from(lane_a[j]));
            weighted -= j as u64 * u64::from(lane_a[j]);
        }
        b = (b + n * a + weighted) % MOD;
        a = (a + sum) % MOD;
        for &x in chunks.remainder() {
            a += u64::from(x);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    ((b << 16) | a) as u32
}
