//! The lessons: a lesson the rules cannot reach or play is refused when built,
//! and every shipped lesson passes that check.

use hypnosia::learn::*;

#[test]
fn a_lesson_the_rules_refuse_is_refused_when_built() {
    // Two colors on one space: the rules cannot reach it.
    let shared = Lesson::new(
        Topic::Capture,
        || {
            two()
                .at(LEARNER, 1, "O4")
                .at(OPPONENT, 1, "O4")
                .dice([1, 2])
        },
        &["1: 1 O4→O5"],
    );
    assert!(matches!(
        shared.check(),
        Err(LessonError::Impossible { why, .. }) if why.contains("two colors")
    ));
    // Pawn 2 cannot leave its lane with a 1.
    let illegal = Lesson::new(Topic::Lane, || two().dice([1, 3]), &["1: 2 L2→O0"]);
    assert!(matches!(
        illegal.check(),
        Err(LessonError::Impossible { why, .. }) if why.contains("not legal")
    ));
    // A second step once the learner's turn is over.
    let too_long = Lesson::new(
        Topic::Lane,
        || two().dice([4, 2]),
        &["4: 1 L1→O3", "2: 1 O3→O5", "1: 1 O5→O6"],
    );
    assert!(too_long.check().is_err());
    assert!(LESSONS.iter().all(|l| l.check().is_ok()));
}

/// The lesson's footer names blue as its seat panel on the board does
/// (ux-3 §11: "blue waits its turn" beside a panel saying "AI").
#[test]
fn the_lesson_footer_names_blue_as_its_seat_on_the_board() {
    use hypnosia::i18n::Lang;
    use hypnosia::render::{Captions, PanelPart, View, panel_texts};
    use hypnosia::words::lessons::step_card;
    let first = lesson(0).unwrap();
    let game = first.game_at(0).unwrap();
    let seat = panel_texts(&game, &View::default(), &Captions::default())
        .into_iter()
        .find(|t| t.part == PanelPart::Name(OPPONENT))
        .expect("blue's seat panel names it")
        .text;
    for lang in Lang::ALL {
        let footer = step_card(lang, first, 0, [2, 4], false, None).footer;
        let footer = footer.unwrap_or_default();
        assert!(
            footer.contains(&seat),
            "{lang:?}: {footer} (its seat: {seat})"
        );
    }
}
