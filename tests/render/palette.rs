//! The board's palette: colors kept come back exactly, and a small histogram
//! needs no merging.

use hypnosia::render::palette::*;
use hypnosia::render::theme::Rgb;
use std::collections::HashMap;

#[test]
fn kept_colors_come_back_exactly() {
    let mut h = HashMap::new();
    for i in 0..=255u8 {
        h.insert(Rgb(i, 255 - i, i / 2), 1 + u32::from(i));
    }
    let keep = [Rgb(0xe5, 0x39, 0x35), Rgb(0x10, 0x12, 0x18)];
    let p = Palette::build(&h, &keep);
    assert!(p.len() <= 256);
    for k in keep {
        assert_eq!(p.color(p.index(k.0, k.1, k.2)), k);
    }
}

#[test]
fn a_small_histogram_needs_no_merging() {
    let h: HashMap<Rgb, u32> = [(Rgb(0, 0, 0), 10), (Rgb(255, 255, 255), 5)].into();
    let p = Palette::build(&h, &[]);
    assert_eq!(p.color(p.index(250, 250, 250)), Rgb(255, 255, 255));
    assert_eq!(p.color(p.index(3, 3, 3)), Rgb(0, 0, 0));
}
