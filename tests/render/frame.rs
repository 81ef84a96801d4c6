//! A frame marks exactly the pixels that change, and its sets of positions
//! answer exactly.

use hypnosia::render::frame::*;

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
fn spreading_by_rows_is_spreading_by_their_five_shifts() {
    // Strides on and beside a word's boundary, and the board's.
    for stride in [2, 3, 63, 64, 65, 66, 127, 128, 129, 881] {
        let len = 40 * stride + 77;
        let mut bits = Bits::new(len);
        // Positions at the ends, by word boundaries, and scattered.
        for i in [
            0,
            1,
            62,
            63,
            64,
            65,
            127,
            128,
            stride - 1,
            stride,
            len - 2,
            len - 1,
        ]
        .into_iter()
        .chain((0..len).filter(|i| (i * 7919) % 97 < 3))
        {
            bits.set(i);
        }
        let expected = bits.spread(&[0, 1, stride - 1, stride, stride + 1]);
        // A kept set, full of another frame's positions, is written anew.
        let mut kept = Bits::new(len);
        for i in (0..len).step_by(3) {
            kept.set(i);
        }
        bits.spread_rows(stride, &mut kept);
        for i in 0..len {
            assert_eq!(
                kept.contains(i),
                expected.contains(i),
                "stride {stride}, position {i}"
            );
        }
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
