//! Coding a frame against the board's coded bits: bases and changed frames
//! decode to themselves.

use hypnosia::render::adler32;
use hypnosia::render::delta::*;
use hypnosia::render::*;

use super::deflate::inflate_rows;

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

#[test]
fn bases_of_any_shape_decode_to_themselves() {
    for (width, height, noise) in [
        (100usize, 60usize, 0x03u8),
        (1, 1, 0),
        (300, 3, 0xff),
        (7, 400, 0x0f),
    ] {
        let mut rows = Vec::new();
        for y in 0..height {
            rows.push(0);
            for x in 0..width {
                // A slanted edge, flat runs and some noise.
                rows.push(if x < 20 + y / 2 {
                    7
                } else {
                    ((x * 31 + y * 17) % 251) as u8 & if (x + y) % 9 == 0 { 0xff } else { noise }
                });
            }
        }
        let base = Base::new(rows.clone(), width + 1, &rows);
        let mut frame = Frame::new(rows, width, height);
        let pixels: Vec<u8> = (0..height).flat_map(|y| frame.row(y).to_vec()).collect();
        // Unchanged, the base's own bits; all marked, a parse of every byte.
        let shape = format!("{width} × {height}");
        let mut coded = Vec::new();
        for all in [false, true] {
            if all {
                frame.mark_all();
            }
            let z = base.encode(&frame);
            assert_eq!(
                inflate_rows(&z, width as u32, height as u32),
                pixels,
                "{shape}"
            );
            coded.push(z);
        }
        // The frame's parse of every byte finds the tokens the base's found.
        assert!(coded[0] == coded[1], "{shape}: the same bytes parsed alike");
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
        let mut frame = Frame::new(base.rows.clone(), width, height);
        for &(x0, y0, x1, y1) in rects.iter() {
            for y in y0..y1 {
                let v = |x: usize| ((x / 5 + y / 3 + n) % 4) as u8 + 40;
                frame.paint_run(x0, y, x0..x1, |x, _| v(x));
            }
        }
        let pixels: Vec<u8> = (0..height).flat_map(|y| frame.row(y).to_vec()).collect();
        // Marked exactly, then every byte as if all had changed: both
        // must decode to the frame.
        for exact in [true, false] {
            if !exact {
                frame.mark_all();
            }
            let z = base.encode(&frame);
            assert_eq!(
                inflate_rows(&z, width as u32, height as u32),
                pixels,
                "edit {n}"
            );
            let adler = u32::from_be_bytes(z[z.len() - 4..].try_into().unwrap());
            assert_eq!(adler, adler32(frame.png_rows()), "edit {n}");
        }
    }
}

proptest::proptest! {
    /// Rows of few colors (runs and copies from the row above everywhere,
    /// literals between them, of any width): a frame whose every byte is
    /// parsed afresh codes to the base's own bits; with any pixels changed
    /// (and marked exactly: the base's tokens kept around them), it decodes
    /// to itself.
    #[test]
    fn any_rows_parsed_afresh_or_changed_anywhere_decode_to_themselves(
        width in 1usize..40,
        pixels in proptest::collection::vec(0u8..3, 1..1600),
        changes in proptest::collection::vec((0usize..1600, 0u8..4), 0..40),
    ) {
        let height = pixels.len().div_ceil(width);
        let mut rows = Vec::new();
        for y in 0..height {
            rows.push(0);
            rows.extend((0..width).map(|x| pixels.get(y * width + x).copied().unwrap_or(1)));
        }
        let base = Base::new(rows.clone(), width + 1, &rows);
        let decoded = |frame: &Frame, z: &[u8]| {
            let expected: Vec<u8> = (0..height).flat_map(|y| frame.row(y).to_vec()).collect();
            (inflate_rows(z, width as u32, height as u32), expected)
        };
        let mut frame = Frame::new(rows.clone(), width, height);
        let unchanged = base.encode(&frame);
        frame.mark_all();
        let afresh = base.encode(&frame);
        let (got, expected) = decoded(&frame, &afresh);
        proptest::prop_assert_eq!(got, expected);
        proptest::prop_assert!(afresh == unchanged, "the same bytes parsed alike");
        let mut frame = Frame::new(rows, width, height);
        for &(at, value) in &changes {
            let (x, y) = (at % width, (at / width) % height);
            frame.paint_run(x, y, 0..1, |_, _| value);
        }
        let (got, expected) = decoded(&frame, &base.encode(&frame));
        proptest::prop_assert_eq!(got, expected);
    }
}
