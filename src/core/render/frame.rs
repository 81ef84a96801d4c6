//! The frame being drawn: the board's palette indices as PNG rows, and the
//! set of positions whose index changed since the frame was copied from the
//! cached static board.
//!
//! The encoder ([`super::delta`]) copies the static board's coded bits
//! wherever it is told a frame is unchanged, so a pixel written without being
//! marked would silently vanish from the PNG. The rows and the set are
//! therefore private, and every write goes through a method that marks what
//! it changes; the encoder only reads a frame.

/// An indexed frame being drawn on, with the positions whose index changed.
pub struct Frame {
    /// PNG rows: a filter byte (0: none, since filters work on byte
    /// differences, which mean nothing between palette indices), then the
    /// row's palette indices.
    rows: Vec<u8>,
    changed: Bits,
    /// What the changes did to the bytes' Adler-32 sums: the sum of every
    /// write's difference (new − old), and of each difference times its
    /// position. Over successive writes to a byte the differences add up to
    /// its final one, so the encoder gets the frame's checksum without
    /// reading the bytes again.
    sum_delta: i64,
    weighted_delta: i64,
    width: usize,
    height: usize,
}

impl Frame {
    /// A frame showing `rows` (PNG rows of `width` indices, each after a
    /// filter byte 0), with nothing changed yet.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn new(rows: Vec<u8>, width: usize, height: usize) -> Frame {
        assert_eq!(
            rows.len(),
            (width + 1) * height,
            "rows of {width} × {height}"
        );
        Frame {
            changed: Bits::new(rows.len()),
            sum_delta: 0,
            weighted_delta: 0,
            rows,
            width,
            height,
        }
    }

    /// A frame of no pixels, holding no memory.
    pub(super) fn empty() -> Frame {
        Frame {
            rows: Vec::new(),
            changed: Bits(Vec::new()),
            sum_delta: 0,
            weighted_delta: 0,
            width: 0,
            height: 0,
        }
    }

    /// Makes this frame, drawn on a copy of `rows`, show `rows` again with
    /// nothing changed: puts back only the blocks of 64 positions that hold a
    /// changed one (every byte that differs is marked).
    pub(super) fn restore(&mut self, rows: &[u8]) {
        assert_eq!(rows.len(), self.rows.len(), "the rows it was copied from");
        for (b, word) in self.changed.0.iter_mut().enumerate() {
            if *word != 0 {
                let (from, to) = (64 * b, (64 * b + 64).min(rows.len()));
                if from < to {
                    self.rows[from..to].copy_from_slice(&rows[from..to]);
                }
                *word = 0;
            }
        }
        self.sum_delta = 0;
        self.weighted_delta = 0;
    }

    /// Makes this frame show `rows` (of its size) with nothing changed,
    /// whatever it showed: [`Frame::new`] without allocating.
    pub(super) fn reset(&mut self, rows: &[u8]) {
        self.rows.copy_from_slice(rows);
        self.changed.0.fill(0);
        self.sum_delta = 0;
        self.weighted_delta = 0;
    }

    /// Width in pixels.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The palette indices of row `y`.
    pub fn row(&self, y: usize) -> &[u8] {
        let start = y * self.stride() + 1;
        &self.rows[start..start + self.width]
    }

    /// Bytes per PNG row: the filter byte and the indices.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn stride(&self) -> usize {
        self.width + 1
    }

    /// The rows as the PNG data stream holds them, filter bytes included.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn png_rows(&self) -> &[u8] {
        &self.rows
    }

    /// The positions in [`Frame::png_rows`] whose byte changed since
    /// [`Frame::new`]; every position whose byte differs from then is in it.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn changed(&self) -> &Bits {
        &self.changed
    }

    /// The sum of the differences (new − old) of every byte since
    /// [`Frame::new`], and of each times its position in the PNG rows.
    pub(super) fn deltas(&self) -> (i64, i64) {
        (self.sum_delta, self.weighted_delta)
    }

    /// Where pixel (x, y) is in the PNG rows, once checked that the run of
    /// `len` pixels from it stays inside row `y`: a run spilling over would
    /// draw on the next row.
    #[inline]
    fn run_start(&self, x: usize, y: usize, len: usize) -> usize {
        assert!(
            x + len <= self.width && y < self.height,
            "a run of {len} at ({x}, {y}) leaves the frame"
        );
        y * self.stride() + 1 + x
    }

    /// Gives the pixels of row `y` from `x` on, one per item, the index
    /// `paint(item, index)` returns, marking those that change.
    #[inline]
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn paint_run<I: ExactSizeIterator>(
        &mut self,
        x: usize,
        y: usize,
        items: I,
        mut paint: impl FnMut(I::Item, u8) -> u8,
    ) {
        let len = items.len();
        let start = self.run_start(x, y, len);
        let run = &mut self.rows[start..start + len];
        let (mut sum, mut weighted) = (0i64, 0i64);
        for ((at, old), item) in (start..).zip(run).zip(items) {
            let new = paint(item, *old);
            if new != *old {
                let d = i64::from(new) - i64::from(*old);
                sum += d;
                weighted += at as i64 * d;
                *old = new;
                self.changed.set(at);
            }
        }
        self.sum_delta += sum;
        self.weighted_delta += weighted;
    }

    /// Copies `indices` onto row `y` from `x` on, marking the pixels that
    /// change, eight at a time.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn copy_run(&mut self, x: usize, y: usize, indices: &[u8]) {
        let start = self.run_start(x, y, indices.len());
        let dst = &mut self.rows[start..start + indices.len()];
        let (mut sum, mut weighted) = (0i64, 0i64);
        let mut j = 0;
        for (s, d) in indices.chunks_exact(8).zip(dst.chunks_exact_mut(8)) {
            let diff = u64::from_le_bytes(s.try_into().expect("8 bytes"))
                ^ u64::from_le_bytes((&*d).try_into().expect("8 bytes"));
            if diff != 0 {
                let (new, new_weighted) = byte_sums(s);
                let (old, old_weighted) = byte_sums(d);
                sum += new - old;
                weighted += (start + j) as i64 * (new - old) + new_weighted - old_weighted;
                d.copy_from_slice(s);
                self.changed.set_eight(start + j, nonzero_bytes(diff));
            }
            j += 8;
        }
        for (k, (&s, d)) in indices[j..].iter().zip(&mut dst[j..]).enumerate() {
            if *d != s {
                let delta = i64::from(s) - i64::from(*d);
                sum += delta;
                weighted += (start + j + k) as i64 * delta;
                *d = s;
                self.changed.set(start + j + k);
            }
        }
        self.sum_delta += sum;
        self.weighted_delta += weighted;
    }

    /// Marks every position changed, as if all had been redrawn: the encoder
    /// must code such a frame as well as one marked exactly.
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn mark_all(&mut self) {
        for at in 0..self.rows.len() {
            self.changed.set(at);
        }
    }
}

/// The sum of 8 bytes b₀…b₇, and of each times its place (Σ k bₖ), eight
/// at a time: in 16-bit lanes, where no sum carries into the next lane.
#[inline]
fn byte_sums(bytes: &[u8]) -> (i64, i64) {
    const LOW: u64 = 0x00ff_00ff_00ff_00ff;
    const ONES: u64 = 0x0001_0001_0001_0001;
    // Lane 3 of v × RAMP is 0 v₀ + 1 v₁ + 2 v₂ + 3 v₃ (at most 1 530).
    const RAMP: u64 = 0x0000_0001_0002_0003;
    let x = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
    // b₀, b₂, b₄, b₆ and b₁, b₃, b₅, b₇, one a lane.
    let (even, odd) = (x & LOW, x >> 8 & LOW);
    let top = |v: u64| (v >> 48) as i64;
    let sum = top((even + odd).wrapping_mul(ONES));
    // Byte 2i weighs 2i, byte 2i + 1 weighs 2i + 1.
    let weighted = 2 * top(even.wrapping_mul(RAMP))
        + 2 * top(odd.wrapping_mul(RAMP))
        + top(odd.wrapping_mul(ONES));
    (sum, weighted)
}

/// Bit i set when byte i of `x` is not zero.
#[inline]
// Public for the tests of `tests/render/frame.rs`.
#[doc(hidden)]
pub fn nonzero_bytes(x: u64) -> u8 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The high bit of each byte: set when any of its bits is.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    // Gathers bit 8i + 7 to bit 56 + i (each product bit comes from one term).
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// A set of positions in a frame's PNG rows, one bit each. Only a [`Frame`]
/// adds to it; the encoder reads it.
// Public for the tests of `tests/render/frame.rs`.
#[doc(hidden)]
pub struct Bits(Vec<u64>);

impl Bits {
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn new(len: usize) -> Bits {
        // A spare word: `set_eight` and `spread` may spill into it.
        Bits(vec![0; len.div_ceil(64) + 1])
    }

    #[inline]
    // Public for the tests of `tests/render/frame.rs` and `tests/render/delta.rs`.
    #[doc(hidden)]
    pub fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Sets the positions `at + i` for each bit i of `mask`.
    #[inline]
    fn set_eight(&mut self, at: usize, mask: u8) {
        let m = u64::from(mask);
        let (w, shift) = (at / 64, at % 64);
        self.0[w] |= m << shift;
        if shift > 56 {
            self.0[w + 1] |= m >> (64 - shift);
        }
    }

    /// Whether position `i` is set.
    // Public for the tests of `tests/render/frame.rs`.
    #[doc(hidden)]
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The first set position at or after `from`.
    pub fn next(&self, from: usize) -> Option<usize> {
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

    /// Whether any position in `from..to` is set. Looks at the words of
    /// `from..to` only: [`Bits::next`] would run on to the next set bit,
    /// however far.
    pub fn any(&self, from: usize, to: usize) -> bool {
        if from >= to {
            return false;
        }
        let (first, last) = (from / 64, (to - 1) / 64);
        let head = u64::MAX << (from % 64);
        let tail = u64::MAX >> (63 - (to - 1) % 64);
        if first == last {
            return self.0.get(first).is_some_and(|w| w & head & tail != 0);
        }
        let Some(words) = self.0.get(first..=last) else {
            return self.next(from).is_some_and(|i| i < to);
        };
        words[0] & head != 0
            || words[words.len() - 1] & tail != 0
            || words[1..words.len() - 1].iter().any(|&w| w != 0)
    }

    /// The blocks of 64 positions (block b holds 64 b..64 b + 64) that hold
    /// a set position, in order.
    // Public for the tests of `tests/render/frame.rs`.
    #[doc(hidden)]
    pub fn blocks(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|&(_, &word)| word != 0)
            .map(|(b, _)| b)
    }

    /// [`Bits::spread`] by 0, 1, `stride - 1`, `stride` and `stride + 1`
    /// (`stride` ≥ 2: what a token of a PNG's rows copies from), into `out`,
    /// every word of which it writes: a set kept from frame to frame. One
    /// pass over the words: moved by 0 and 1, then the same moved by 0, 1 and
    /// 2 moved again by `stride - 1`.
    // Public for the tests of `tests/render/frame.rs`.
    #[doc(hidden)]
    pub fn spread_rows(&self, stride: usize, out: &mut Bits) {
        assert!(stride >= 2, "rows of a pixel at least");
        let c = &self.0;
        out.0.resize(c.len(), 0);
        let (q, r) = ((stride - 1) / 64, ((stride - 1) % 64) as u32);
        // Word k moved by 0, 1 (and 2), what reaches it from word k - 1 included.
        let word = |k: usize| c[k];
        let before = |k: usize| if k == 0 { 0 } else { c[k - 1] };
        let near = |k: usize| word(k) | word(k) << 1 | before(k) >> 63;
        let wide = |k: usize| near(k) | word(k) << 2 | before(k) >> 62;
        let mut previous = 0u64;
        for (w, out) in out.0.iter_mut().enumerate() {
            let far = if w >= q { wide(w - q) } else { 0 };
            let moved = if r == 0 {
                far
            } else {
                far << r | previous >> (64 - r)
            };
            previous = far;
            *out = near(w) | moved;
        }
    }

    /// The union of these positions moved forward by each of `shifts`
    /// (positions moved past the end are dropped). Visits only the words
    /// that hold a position: a frame changes in a few places.
    pub fn spread(&self, shifts: &[usize]) -> Bits {
        let mut out = Bits(vec![0; self.0.len()]);
        let n = out.0.len();
        for (w, &word) in self.0.iter().enumerate().filter(|&(_, &word)| word != 0) {
            for &by in shifts {
                let (q, r) = (by / 64, by % 64);
                if w + q < n {
                    out.0[w + q] |= word << r;
                }
                if r != 0 && w + q + 1 < n {
                    out.0[w + q + 1] |= word >> (64 - r);
                }
            }
        }
        out
    }
}
