//! A small zlib/deflate encoder specialised for indexed board images.
//!
//! General-purpose deflate either searches hard (zlib level 6: small files,
//! tens of milliseconds for a board) or barely compresses palette data
//! (`fdeflate`, which only encodes runs of zeros: about 350 KB per board).
//! Board images are mostly flat areas and shapes whose edges move by a pixel
//! or so per row, so it is enough to look for repeats in four places: the
//! previous pixel (a run) and the three pixels above. That parse is linear
//! and cheap; one dynamic Huffman block then codes it in about the size
//! zlib's fast levels reach.

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
    let mut n = 0;
    while n + 8 <= max {
        let x = u64::from_le_bytes(data[a + n..a + n + 8].try_into().expect("8 bytes"));
        let y = u64::from_le_bytes(data[b + n..b + n + 8].try_into().expect("8 bytes"));
        let diff = x ^ y;
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < max && data[a + n] == data[b + n] {
        n += 1;
    }
    n
}

/// The greedy parse: at each position, the longest copy from four candidate
/// distances, else a literal.
///
/// The token at `i` depends only on the bytes it compares: `data[i - 1..]`
/// and the three bytes above, each for at most `max(len, 3) + 1` bytes
/// (matched bytes plus the first mismatch). [`super::delta`] relies on this
/// to reuse the tokens of unchanged parts of a frame.
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

    /// The token at `i` and how many bytes it covers.
    #[inline]
    pub fn token(&self, data: &[u8], i: usize) -> (Token, usize) {
        let max = MAX_MATCH.min(data.len() - i);
        let mut best = (0usize, 0usize);
        if max >= 3 {
            for (k, &d) in self.candidates.iter().enumerate() {
                if d > i {
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
}

impl Codes {
    pub fn new(lit_freq: &[u32; 286], dist_freq: &[u32; 30]) -> Codes {
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
        Codes {
            lit_codes: canonical_codes(&lit_lens),
            dist_codes: canonical_codes(&dist_lens),
            lit_lens,
            dist_lens,
        }
    }

    /// The block header: last block, dynamic Huffman, the code lengths.
    pub fn write_header(&self, w: &mut BitWriter) {
        w.put(1, 1);
        w.put(2, 2);
        write_tree_header(w, &self.lit_lens, &self.dist_lens);
    }

    #[inline]
    pub fn put(&self, w: &mut BitWriter, p: &Parser, t: Token) {
        if t < 256 {
            let s = t as usize;
            w.put(u64::from(self.lit_codes[s]), self.lit_lens[s]);
            return;
        }
        let len = (t >> 16) as usize;
        let k = (t & 0xffff) as usize;
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
        // At most 15 + 5 + 15 + 13 bits: two puts keep each under 32.
        if n <= 32 {
            w.put(bits, n);
        } else {
            w.put(bits & 0xffff, 16);
            w.put(bits >> 16, n - 16);
        }
    }

    /// The end-of-block symbol.
    pub fn end(&self, w: &mut BitWriter) {
        w.put(u64::from(self.lit_codes[256]), self.lit_lens[256]);
    }
}

/// Compresses `data` (rows of `stride` bytes) into a zlib stream.
pub fn zlib(data: &[u8], stride: usize) -> Vec<u8> {
    let parser = Parser::new(stride);
    let mut tokens: Vec<Token> = Vec::with_capacity(data.len() / 4);
    let mut lit_freq = [0u32; 286];
    let mut dist_freq = [0u32; 30];
    let mut i = 0;
    while i < data.len() {
        let (t, len) = parser.token(data, i);
        parser.count(t, &mut lit_freq, &mut dist_freq);
        tokens.push(t);
        i += len;
    }
    let codes = Codes::new(&lit_freq, &dist_freq);
    let mut w = BitWriter::with_capacity(data.len() / 6);
    w.put(ZLIB_HEADER, 16);
    codes.write_header(&mut w);
    for &t in &tokens {
        codes.put(&mut w, &parser, t);
    }
    codes.end(&mut w);
    let mut out = w.finish();
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
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

/// Huffman code lengths for `freq`, none longer than `limit`. Frequencies
/// are halved until the tree fits, which costs little on real data.
fn code_lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    let mut f: Vec<u64> = freq.iter().map(|&x| u64::from(x)).collect();
    loop {
        let lens = huffman_lengths(&f);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        for x in f.iter_mut().filter(|x| **x > 0) {
            *x = (*x).div_ceil(2);
        }
    }
}

fn huffman_lengths(freq: &[u64]) -> Vec<u8> {
    let mut lens = vec![0u8; freq.len()];
    let mut leaves: Vec<(u64, usize)> = freq
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    match leaves.len() {
        0 => return lens,
        1 => {
            lens[leaves[0].1] = 1;
            return lens;
        }
        _ => {}
    }
    leaves.sort_unstable();
    // Two-queue Huffman: leaves in order, internal nodes in order of creation.
    let n = leaves.len();
    let mut parent = vec![0usize; 2 * n - 1];
    let mut weight: Vec<u64> = leaves.iter().map(|&(f, _)| f).collect();
    weight.resize(2 * n - 1, 0);
    let (mut next_leaf, mut next_node) = (0usize, n);
    let mut take = |weight: &Vec<u64>, created: usize| -> usize {
        let leaf_ok = next_leaf < n;
        let node_ok = next_node < created;
        if leaf_ok && (!node_ok || weight[next_leaf] <= weight[next_node]) {
            next_leaf += 1;
            next_leaf - 1
        } else {
            next_node += 1;
            next_node - 1
        }
    };
    for created in n..2 * n - 1 {
        let a = take(&weight, created);
        let b = take(&weight, created);
        weight[created] = weight[a] + weight[b];
        parent[a] = created;
        parent[b] = created;
    }
    let mut depth = vec![0u8; 2 * n - 1];
    for node in (0..2 * n - 2).rev() {
        depth[node] = depth[parent[node]] + 1;
    }
    for (k, &(_, s)) in leaves.iter().enumerate() {
        lens[s] = depth[k];
    }
    lens
}

/// Canonical Huffman codes, bit-reversed for deflate's LSB-first packing.
fn canonical_codes(lens: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lens {
        count[usize::from(l)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

/// Bits packed LSB first, as deflate wants them.
pub(super) struct BitWriter {
    bytes: Vec<u8>,
    acc: u64,
    n: u8,
}

impl BitWriter {
    pub fn with_capacity(cap: usize) -> BitWriter {
        BitWriter {
            bytes: Vec::with_capacity(cap),
            acc: 0,
            n: 0,
        }
    }

    /// Appends the low `count` (≤ 32) bits of `bits`; the rest must be 0.
    #[inline]
    pub fn put(&mut self, bits: u64, count: u8) {
        self.acc |= bits << self.n;
        self.n += count;
        if self.n >= 32 {
            self.bytes
                .extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    /// Bits written so far.
    pub fn len(&self) -> usize {
        8 * self.bytes.len() + usize::from(self.n)
    }

    /// Appends bits `from..to` of `src` (a finished stream followed by at
    /// least 8 bytes of padding).
    pub fn copy_bits(&mut self, src: &[u8], from: usize, to: usize) {
        let mut at = from;
        while at < to {
            let n = (to - at).min(32);
            let i = at / 8;
            let word = u64::from_le_bytes(src[i..i + 8].try_into().expect("8 bytes"));
            let bits = (word >> (at % 8)) & ((1u64 << n) - 1);
            self.put(bits, n as u8);
            at += n;
        }
    }

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
    const MOD: u32 = 65521;
    let (mut a, mut b) = (1u32, 0u32);
    for block in data.chunks(5552 / 16 * 16) {
        let mut chunks = block.chunks_exact(16);
        for c in &mut chunks {
            // b gains 16 × a plus each byte weighted by how many sums it joins.
            let mut sum = 0u32;
            let mut weighted = 0u32;
            for (k, &x) in c.iter().enumerate() {
                sum += u32::from(x);
                weighted += (16 - k as u32) * u32::from(x);
            }
            b += 16 * a + weighted;
            a += sum;
        }
        for &x in chunks.remainder() {
            a += u32::from(x);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wraps a zlib stream of rows (each starting with filter byte 0) in a
    /// grayscale PNG and decodes it with the `png` crate.
    fn inflate_rows(z: &[u8], width: u32, height: u32) -> Vec<u8> {
        let mut file = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut file, width, height);
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
    fn round_trips_board_like_data() {
        for (width, height, noise) in [
            (100usize, 60usize, 0x03u8),
            (1, 1, 0),
            (300, 3, 0xff),
            (7, 400, 0x0f),
        ] {
            let stride = width + 1;
            let mut rows = vec![0u8; stride * height];
            let mut pixels = Vec::new();
            for y in 0..height {
                for x in 0..width {
                    // A slanted edge, flat runs and some noise.
                    let v = if x < 20 + y / 2 {
                        7
                    } else {
                        ((x * 31 + y * 17) % 251) as u8
                            & if (x + y) % 9 == 0 { 0xff } else { noise }
                    };
                    rows[y * stride + 1 + x] = v;
                    pixels.push(v);
                }
            }
            let z = zlib(&rows, stride);
            assert_eq!(inflate_rows(&z, width as u32, height as u32), pixels);
        }
    }

    #[test]
    fn adler32_matches_the_definition() {
        let data: Vec<u8> = (0..20_000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        let (mut a, mut b) = (1u32, 0u32);
        for &x in &data {
            a = (a + u32::from(x)) % 65521;
            b = (b + a) % 65521;
        }
        assert_eq!(adler32(&data), (b << 16) | a);
    }

    #[test]
    fn huffman_lengths_respect_the_limit() {
        // Fibonacci frequencies make the deepest possible tree.
        let mut f = vec![1u32, 1];
        while f.len() < 30 {
            let n = f[f.len() - 1] + f[f.len() - 2];
            f.push(n);
        }
        let lens = code_lengths(&f, 15);
        assert!(lens.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lens.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!(kraft <= 1.0 + 1e-9);
    }
}
