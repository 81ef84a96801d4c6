//! The board's labels kept as coverage (`render/labels.rs`): every label,
//! in every color the panels draw it in, gives the very pixels of the RGBA
//! sprite it replaced, in its box and stamped on a board, edges included.

use hypnosia::game::Color;
use hypnosia::render::seams::{kept_labels, label_both_ways, label_footprint, labels_kept_within};
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
    for (text, size) in [
        ("Bartholomew 9031", 22.0),
        ("Élodie 12", 26.4),
        ("Red 2 → M14 ✕ Blue 3", 24.0),
        ("#127", 17.0),
    ] {
        let (bytes, pixels, visible) = label_footprint(text, size);
        eprintln!("{text:?} at {size} px: {bytes} B, {visible} of {pixels} pixels touched");
        // The RGBA sprite took 4 bytes a pixel of its box, and its palette
        // runs 6 a visible pixel more.
        assert!(
            bytes <= visible + visible / 2 + 64,
            "{text:?}: {bytes} B for {visible} px"
        );
        assert!(bytes * 8 < 4 * pixels + 6 * visible, "{text:?}: {bytes} B");
    }
    let (labels, bytes) = kept_labels();
    assert!(labels > 0 && bytes > 0);
}

#[test]
fn the_labels_kept_stay_within_their_budget_and_the_often_used_ones_stay() {
    // 400 names of about 1.5 KB through a budget of 64 KB: many turns of
    // generations.
    let budget = 64 << 10;
    let (most, first_stayed, once_forgotten) = labels_kept_within(budget, 400);
    assert!(most <= budget, "held {most} bytes of {budget}");
    assert!(
        most > budget / 4,
        "held only {most} bytes: no generation filled"
    );
    assert!(
        first_stayed,
        "the label asked for after every other was drawn again"
    );
    assert!(
        once_forgotten,
        "a label asked for once was kept through the generations"
    );
}
