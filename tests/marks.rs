//! The marks that tie move buttons to the board, checked from the render's
//! own placement (`hypnosia::render::marks`): readable at chat size, never
//! on top of each other, one per destination in the colors of the dice that
//! reach it; and every move button names its mark.

use hypnosia::game::{Color, Dice, Game, Player, Setup, Space, Variant};
use hypnosia::i18n::Lang;
use hypnosia::render::layout::Picture;
use hypnosia::render::{Mark, View, marks};
use hypnosia::words::moves::move_chip;
use hypnosia::words::turns::move_label;

/// The width Discord shows the board at in chat.
const CHAT_WIDTH: f32 = 450.0;

/// The width a 360-px phone shows it at.
const PHONE_WIDTH: f32 = 272.0;

/// Every position of a few random games of 2 to 6 players.
fn positions(mut each: impl FnMut(&Game)) {
    crate::random_games::every_position(12, 400, |_, game| each(game));
}

fn overlap(a: &Mark, b: &Mark) -> bool {
    let (a, b) = (a.rect, b.rect);
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

#[test]
fn marks_are_12_px_tall_at_chat_size_and_never_overlap() {
    let mut smallest = f32::MAX;
    let mut most = 0;
    positions(|game| {
        let shown = marks(game, &View::default());
        let moves = game.legal_moves();
        let mut wanted: Vec<Space> = moves.iter().map(|m| m.to).collect();
        wanted.dedup();
        for to in &wanted {
            assert_eq!(
                shown.iter().filter(|m| m.space == *to).count(),
                1,
                "one mark for {to}"
            );
        }
        most = most.max(shown.len());
        let picture = Picture::of(&game.position().players().collect::<Vec<_>>());
        let (width, height) = (picture.width() as f32, picture.height() as f32);
        for (i, m) in shown.iter().enumerate() {
            // The picture is shown CHAT_WIDTH wide, whatever its width.
            smallest = smallest.min(m.cap_height * CHAT_WIDTH / width);
            let r = m.rect;
            let (x, y) = picture.shown((r.x, r.y));
            assert!(
                x >= 0.0 && y >= 0.0 && x + r.w <= width && y + r.h <= height,
                "{m:?} leaves the image"
            );
            for other in &shown[i + 1..] {
                assert!(!overlap(m, other), "{m:?} overlaps {other:?}");
            }
        }
    });
    println!("smallest mark at {CHAT_WIDTH} px wide: {smallest:.1} px; most marks at once: {most}");
    assert!(smallest >= 12.0, "{smallest} px");
    // On a 360-px phone the board is 272 px wide: the tags are still the
    // board's most readable text there, capitals at least 10 px (ux-4 §3).
    let on_phone = smallest * PHONE_WIDTH / CHAT_WIDTH;
    assert!(on_phone >= 10.0, "{on_phone} px on a phone");
    assert!(most >= 6, "the games tried crowded boards ({most} marks)");
}

#[test]
fn without_markers_there_are_no_marks() {
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Cyan, "Bob"),
    ];
    let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
    let view = View {
        markers: false,
        ..View::default()
    };
    assert!(marks(&game, &view).is_empty());
    assert!(!marks(&game, &View::default()).is_empty());
}

#[test]
fn every_move_button_names_its_mark_in_its_dies_color() {
    positions(|game| {
        let shown = marks(game, &View::default());
        let first = game.position().dice()[0];
        for mv in game.legal_moves().iter() {
            let label = move_label(Lang::EnUs, game.position(), mv);
            let mark = shown.iter().find(|m| m.space == mv.to).expect("a mark");
            assert!(
                label.contains(&format!(" {}", mark.text)),
                "{label} names {}",
                mark.text
            );
            // The button itself, a chip, names the mark too.
            let chip = move_chip(Lang::EnUs, game.position(), mv);
            assert!(chip.contains(&mark.text), "{chip} names {}", mark.text);
            // The first die's buttons are blurple, the second's grey: so are
            // the marks they lead to (with a `2×` badge when both dice do).
            let which = usize::from(mv.die != first);
            assert!(mark.dice[which], "{label}: {mark:?}");
        }
    });
}

#[test]
fn labels_say_what_happens_in_words() {
    // RULES.md §2: from the outer bridge O4 a 4 crosses to M3 and goes on to M6.
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Blue, 1, "M6")
        .dice([5, 4])
        .position()
        .unwrap();
    let labels: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| move_label(Lang::EnUs, &position, mv))
        .collect();
    assert!(
        labels.contains(&"🎲4 · pawn 1 over the bridge to M6 · captures".to_owned()),
        "{labels:?}"
    );
    let center = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 2, "I2")
        .dice([1, 6])
        .position()
        .unwrap();
    let labels: Vec<String> = center
        .legal_moves()
        .iter()
        .map(|mv| move_label(Lang::EnUs, &center, mv))
        .collect();
    assert!(
        labels.contains(&"🎲1 · pawn 2 into the center +5".to_owned()),
        "{labels:?}"
    );
    for lang in Lang::ALL {
        for mv in center.legal_moves().iter() {
            let label = move_label(lang, &center, mv);
            assert!(
                label.starts_with("🎲") && !label.contains('→'),
                "{lang}: {label}"
            );
        }
    }
}
