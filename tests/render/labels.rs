//! The board's labels kept as coverage (`render/labels.rs`): every label,
//! in every color the panels draw it in, gives the very pixels of the RGBA
//! sprite it replaced, in its box and stamped on a board, edges included.

use hypnosia::game::Color;
use hypnosia::render::seams::{kept_labels, label_both_ways};
use hypnosia::render::theme::{self, Rgb};

/// Texts the panels show: names (long, accented, with digits, Korean, cut
/// with `…`), the symbols, turn numbers, scores, move lines, pairs of
/// letters that kern or touch.
const TEXTS: &[&str] = &[
    "Ada 1234",
    "Bartholomew 17",
    "chloé.m",
    "xX_Nova_Xx",
    "Élodie Åsa Øre",
    "김민준",
    "하늘 Kim 7",
    "AI 2 ★★",
    "WAVY AVATAR Tyrone",
    "ffi fj rt rn LT",
    "Maximilian Alexand…",
    "#127",
    "⚑",
    "♛",
    "▶",
    "→",
    "—",
    "⚐",
    "✕",
    "#1",
    "4",
    "305",
    "Red 2 → M14 ✕ Blue 3",
    "Pawn 4 to the centre, bridge",
];

/// The fills the panels use.
fn fills() -> Vec<Rgb> {
    let mut fills: Vec<Rgb> = Color::ALL
        .into_iter()
        .map(|c| theme::pawn(c).mix(theme::PAPER, 0.25))
        .collect();
    fills.extend([theme::MUTED, theme::PAPER, theme::GOLD, theme::INK]);
    fills
}

#[test]
fn a_label_kept_as_coverage_has_the_pixels_of_the_sprite_it_replaced() {
    let sizes = [15.0, 16.0, 17.0, 18.0, 19.8, 22.0, 24.0, 26.4, 30.0, 40.0];
    let fills = fills();
    let mut checked = 0;
    for (k, text) in TEXTS.iter().enumerate() {
        for (j, &size) in sizes.iter().enumerate() {
            let fill = fills[(k + j) % fills.len()];
            for align in 0..3 {
                let drawn = label_both_ways(text, align, size, fill);
                let what = format!("{text:?} at {size} px in {fill:?}, align {align}");
                assert_eq!(drawn.label_box, drawn.sprite_box, "{what}: box");
                let px: Vec<_> = drawn
                    .sprite
                    .chunks(4)
                    .zip(drawn.label.chunks(4))
                    .enumerate()
                    .filter(|(_, (a, b))| a != b)
                    .take(6)
                    .collect();
                assert!(px.is_empty(), "{what}: RGBA pixels differ: {px:?}");
                let differ = drawn
                    .stamped_label
                    .iter()
                    .zip(&drawn.stamped_sprite)
                    .filter(|(a, b)| a != b)
                    .count();
                assert_eq!(differ, 0, "{what}: indices stamped on the board differ");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, TEXTS.len() * sizes.len() * 3);
    // Every fill on one label with letters that touch.
    for fill in fills {
        let drawn = label_both_ways("WAVY AVATAR Tyrone 김민준", 0, 22.0, fill);
        assert!(drawn.label == drawn.sprite, "{fill:?}: RGBA pixels differ");
        assert!(
            drawn.stamped_label == drawn.stamped_sprite,
            "{fill:?}: stamped"
        );
    }
}

#[test]
fn a_kept_label_takes_about_a_byte_per_pixel_its_letters_touch() {
    label_both_ways("Bartholomew 9031", 0, 22.0, theme::PAPER);
    let (labels, bytes) = kept_labels();
    assert!(labels > 0);
    // Measured per label over all kept, whatever other tests drew: a seat's
    // name at 22 px touches about 1 500 pixels; the RGBA sprite of its box
    // took 4 bytes for each of about 5 000, and its runs as many again.
    let per_label = bytes / labels;
    assert!(per_label < 4_000, "{per_label} bytes a label");
}
