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
    pub(super) fn new(rows: Vec<u8>, width: usize, height: usize) -> Frame {
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
    pub(super) fn stride(&self) -> usize {
        self.width + 1
    }

    /// The rows as the PNG data stream holds them, filter bytes included.
    pub(super) fn png_rows(&self) -> &[u8] {
        &self.rows
    }

    /// The positions in [`Frame::png_rows`] whose byte changed since
    /// [`Frame::new`]; every position whose byte differs from then is in it.
    pub(super) fn changed(&self) -> &Bits {
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
    pub(super) fn paint_run<I: ExactSizeIterator>(
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
    pub(super) fn copy_run(&mut self, x: usize, y: usize, indices: &[u8]) {
        let start = self.run_start(x, y, indices.len());
        let dst = &mut self.rows[start..start + indices.len()];
        let (mut sum, mut weighted) = (0i64, 0i64);
        let mut j = 0;
        for (s, d) in indices.chunks_exact(8).zip(dst.chunks_exact_mut(8)) {
            let diff = u64::from_le_bytes(s.try_into().expect("8 bytes"))
                ^ u64::from_le_bytes((&*d).try_into().expect("8 bytes"));
            if diff != 0 {
                for (k, (&new, &old)) in s.iter().zip(d.iter()).enumerate() {
                    let delta = i64::from(new) - i64::from(old);
                    sum += delta;
                    weighted += (start + j + k) as i64 * delta;
                }
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
    #[cfg(test)]
    pub(super) fn mark_all(&mut self) {
        for at in 0..self.rows.len() {
            self.changed.set(at);
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

/// A set of positions in a frame's PNG rows, one bit each. Only a [`Frame`]
/// adds to it; the encoder reads it.
pub(super) struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Bits {
        // A spare word: `set_eight` and `spread` may spill into it.
        Bits(vec![0; len.div_ceil(64) + 1])
    }

    #[inline]
    fn set(&mut self, i: usize) {
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
    #[cfg(test)]
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
    #[cfg(test)]
    pub fn blocks(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|&(_, &word)| word != 0)
            .map(|(b, _)| b)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A `width` × `height` frame whose pixels hold `pixel(x, y)`.
    fn frame_of(width: usize, height: usize, pixel: impl Fn(usize, usize) -> u8) -> Frame {
        let mut rows = Vec::new();
        for y in 0..height {
            rows.push(0);
            rows.extend((0..width).map(|x| pixel(x, y)));
        }
        Frame::new(rows, width, height)
    }

    /// Checks that the frame's pixels are `want(x, y)`, and that exactly the
    /// pixels that differ from `old(x, y)` are marked.
    fn assert_marked(
        frame: &Frame,
        old: impl Fn(usize, usize) -> u8,
        want: impl Fn(usize, usize) -> u8,
    ) {
        for y in 0..frame.height() {
            assert_eq!(frame.png_rows()[y * frame.stride()], 0, "filter byte {y}");
            for x in 0..frame.width() {
                assert_eq!(frame.row(y)[x], want(x, y), "pixel ({x}, {y})");
                let at = y * frame.stride() + 1 + x;
                assert_eq!(
                    frame.changed().contains(at),
                    want(x, y) != old(x, y),
                    "mark of ({x}, {y})"
                );
            }
        }
    }

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
    fn copies_mark_exactly_the_changed_pixels() {
        // Rows of 200 put runs across every alignment of the 64-bit words.
        let old = |x: usize, y: usize| ((x + y) % 7) as u8;
        let src: Vec<u8> = (0..37u32).map(|i| (i % 5) as u8).collect();
        for x0 in [0, 1, 56, 60, 63, 64, 100, 163] {
            let mut frame = frame_of(200, 3, old);
            frame.copy_run(x0, 1, &src);
            let want = |x: usize, y: usize| {
                if y == 1 && (x0..x0 + src.len()).contains(&x) {
                    src[x - x0]
                } else {
                    old(x, y)
                }
            };
            assert_marked(&frame, old, want);
        }
    }

    #[test]
    fn painted_runs_mark_exactly_the_changed_pixels() {
        let old = |x: usize, y: usize| ((x * 3 + y) % 4) as u8;
        let mut frame = frame_of(90, 4, old);
        // Each pixel becomes 1 where its item says so, else stays.
        let items = [true, false, true, true, false, false, true];
        frame.paint_run(40, 2, items.iter(), |&on, index| if on { 1 } else { index });
        let want = |x: usize, y: usize| {
            if y == 2 && (40..47).contains(&x) && items[x - 40] {
                1
            } else {
                old(x, y)
            }
        };
        assert_marked(&frame, old, want);
    }

    #[test]
    #[should_panic(expected = "leaves the frame")]
    fn a_run_past_the_row_end_is_refused() {
        let mut frame = frame_of(10, 2, |_, _| 0);
        frame.copy_run(8, 0, &[1, 2, 3]);
    }

    #[test]
    fn any_sees_exactly_the_positions_in_its_range() {
        let len = 1000;
        let set = [0, 63, 64, 200, 511, 999];
        let mut bits = Bits::new(len);
        for i in set {
            bits.set(i);
        }
        for from in (0..len).step_by(7).chain([62, 63, 64, 65, 127, 128]) {
            for to in [
                from,
                from + 1,
                from + 2,
                from + 63,
                from + 64,
                from + 130,
                len,
            ] {
                let to = to.min(len);
                let expected = set.iter().any(|&i| (from..to).contains(&i));
                assert_eq!(bits.any(from, to), expected, "{from}..{to}");
            }
        }
    }

    #[test]
    fn spread_moves_every_position_by_every_shift() {
        let len = 3000;
        let set = [0, 5, 63, 64, 700, 2900];
        let shifts = [0, 1, 880, 881, 882];
        let mut bits = Bits::new(len);
        for i in set {
            bits.set(i);
        }
        let spread = bits.spread(&shifts);
        for i in 0..len {
            let expected = set.iter().any(|&p| shifts.iter().any(|&s| p + s == i));
            assert_eq!(spread.any(i, i + 1), expected, "position {i}");
        }
    }

    #[test]
    fn blocks_are_those_holding_a_position() {
        let mut bits = Bits::new(1000);
        for i in [3, 5, 130, 191, 192, 999] {
            bits.set(i);
        }
        assert_eq!(bits.blocks().collect::<Vec<_>>(), [0, 2, 3, 15]);
    }
}
