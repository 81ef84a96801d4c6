//! `/hypnosia learn` and hints without Discord: every lesson is legal and asks
//! for a legal move, a wrong move is told why, the right moves lead through
//! every lesson to the practice game; hints are offered only to a person alone
//! with computer players, and say why.

use hypnosia::ai::hint::{HintReason, classify};
use hypnosia::controls::ComponentId;
use hypnosia::controls::LessonButton;
use hypnosia::controls::nav_target;
use hypnosia::game::{Color, Dice, Player, Setup};
use hypnosia::i18n::Lang;
use hypnosia::learn::flow::{SHOW_AFTER_MISSES, focus};
use hypnosia::learn::{LESSONS, LessonError, Topic, Verdict, lesson};
use hypnosia::table::{Level, Seat};
use hypnosia::views::hints::turn_buttons;
use hypnosia::views::lessons::step_view;
use hypnosia::words::hints::hint_text;
use hypnosia::words::lessons::SHOWN_MARK;
use hypnosia::words::lessons::{LessonStep, after_click, legend_text, wrong_text};
use hypnosia::words::moves::move_chip;

use super::tables::{ADA, BOB, started};

#[test]
fn every_lesson_is_a_legal_position_asking_for_a_legal_move_among_others() {
    assert!(LESSONS.len() >= 11);
    for (i, l) in LESSONS.iter().enumerate() {
        l.check().unwrap_or_else(|e| panic!("lesson {i}: {e}"));
        for step in 0..l.steps() {
            let game = l.game_at(step).unwrap();
            let asked = l.expected(step).unwrap();
            assert!(
                game.legal_moves().contains(&asked),
                "lesson {i} step {step}"
            );
            // A lesson with one button would teach nothing.
            assert!(game.legal_moves().len() >= 2, "lesson {i} step {step}");
            assert_eq!(game.to_move(), Some(hypnosia::learn::LEARNER));
        }
    }
    // Every topic the issue names has its lesson, once.
    let topics: Vec<Topic> = LESSONS.iter().map(|l| l.topic).collect();
    for t in [
        Topic::Lane,
        Topic::Counting,
        Topic::Bridge,
        Topic::Stack,
        Topic::Split,
        Topic::Capture,
        Topic::StackCapture,
        Topic::Center,
        Topic::StackEnters,
        Topic::LostDie,
        Topic::End,
    ] {
        assert_eq!(topics.iter().filter(|&&x| x == t).count(), 1, "{t:?}");
    }
}

#[test]
fn the_lessons_teach_what_they_say() {
    let bridge = lesson(2).unwrap();
    assert_eq!(bridge.topic, Topic::Bridge);
    assert_eq!(bridge.steps(), 2, "land, then cross in the same turn");
    assert!(bridge.expected(1).unwrap().cross);
    let capture = LESSONS.iter().find(|l| l.topic == Topic::Capture).unwrap();
    let game = capture.game_at(0).unwrap();
    // No button takes the single pawn onto the blue stack on O6.
    assert!(game.legal_moves().iter().all(|m| m.to.to_string() != "O6"));
    let lost = LESSONS.iter().find(|l| l.topic == Topic::LostDie).unwrap();
    let game = lost.game_at(0).unwrap();
    assert!(
        game.legal_moves().iter().all(|m| m.die != 1),
        "the 1 is blocked"
    );
    match lost.judge(0, &lost.expected(0).unwrap()).unwrap() {
        Verdict::Right { effects, .. } => assert_eq!(effects.lost_dice[0], Some(1)),
        other => panic!("{other:?}"),
    }
    let end = LESSONS.iter().find(|l| l.topic == Topic::End).unwrap();
    match end.judge(0, &end.expected(0).unwrap()).unwrap() {
        Verdict::Right { effects, .. } => assert!(effects.game_over.is_some()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_wrong_move_gets_the_lessons_explanation_and_what_it_would_have_done() {
    for lang in [Lang::EnUs, Lang::Fr] {
        for (i, l) in LESSONS.iter().enumerate() {
            for step in 0..l.steps() {
                let asked = l.expected(step).unwrap();
                let game = l.game_at(step).unwrap();
                let wrong = *game.legal_moves().iter().find(|m| **m != asked).unwrap();
                match after_click(lang, i, step, 0, &wrong).unwrap() {
                    LessonStep::Again {
                        lesson: again,
                        step: same,
                        misses,
                        note,
                    } => {
                        assert_eq!((again, same, misses), (i, step, 1));
                        assert!(note.contains(&wrong_text(lang, l.topic)), "{note}");
                        // The wrong move is named as its button reads.
                        let label = move_chip(lang, game.position(), &wrong);
                        assert!(note.contains(&format!("`{label}`")), "{note}");
                        assert!(note.starts_with('✗'), "{note}");
                    }
                    _ => panic!("lesson {i} step {step}: {wrong} was taken as right"),
                }
            }
        }
    }
}

#[test]
fn the_right_moves_lead_through_every_lesson_to_the_practice_game() {
    let (mut index, mut step) = (0, 0);
    let mut clicks = 0;
    loop {
        let asked = lesson(index).unwrap().expected(step).unwrap();
        clicks += 1;
        match after_click(Lang::EnUs, index, step, 0, &asked).unwrap() {
            LessonStep::Step {
                lesson: l,
                step: s,
                note,
            } => {
                assert!(note.starts_with("✓"), "{note}");
                assert!((l, s) > (index, step));
                (index, step) = (l, s);
            }
            LessonStep::Finished { game, note } => {
                assert_eq!(index, LESSONS.len() - 1);
                assert!(game.is_over());
                // The ranking: red first with 8 points.
                assert!(note.contains("Game over: center full"), "{note}");
                assert!(note.contains("**1.** 🔴 red — 8 pts"), "{note}");
                break;
            }
            LessonStep::Again { note, .. } => panic!("the asked move was refused: {note}"),
        }
    }
    let steps: usize = LESSONS.iter().map(|l| l.steps()).sum();
    assert_eq!(clicks, steps);
}

#[test]
fn forged_lesson_clicks_are_refused() {
    let asked = lesson(0).unwrap().expected(0).unwrap();
    assert!(matches!(
        after_click(Lang::EnUs, 99, 0, 0, &asked),
        Err(LessonError::NoLesson(99))
    ));
    assert!(matches!(
        after_click(Lang::EnUs, 0, 5, 0, &asked),
        Err(LessonError::NoStep { .. })
    ));
    // A move of another lesson is no button of this one.
    let other = lesson(7).unwrap().expected(0).unwrap();
    assert!(matches!(
        after_click(Lang::EnUs, 0, 0, 0, &other),
        Err(LessonError::NotOffered(_))
    ));
    let id = ComponentId::Lesson {
        lesson: 0,
        step: 0,
        misses: 0,
        mv: asked,
    };
    assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
}

/// The buttons of a view as Discord gets them, JSON objects (custom id,
/// label, style, emoji).
fn buttons(view: &hypnosia::views::view::View) -> Vec<Vec<serde_json::Value>> {
    hypnosia::discord::view::rows(view.components.clone())
        .iter()
        .map(|row| {
            serde_json::to_value(row).unwrap()["components"]
                .as_array()
                .unwrap()
                .clone()
        })
        .collect()
}

fn description(view: &hypnosia::views::view::View) -> String {
    let card = view.embed.clone().unwrap().fitted();
    card.description.unwrap()
}

/// Discord's style number of a green (success) button.
const GREEN: u64 = 3;

#[test]
fn the_board_comes_first_and_how_to_read_it_is_behind_the_legend() {
    let first = lesson(0).unwrap();
    let view = step_view(Lang::EnUs, first, 0, 0, None, vec![]).unwrap();
    let text = description(&view);
    // The rule at once, and a pointer to the Legend; the board is sent
    // beside the card (not as its image, below the words), so it comes first.
    assert!(text.starts_with("Pawn 3 needs a 3 or more"), "{text}");
    assert!(text.contains("ringed"), "{text}");
    assert!(!text.contains("**The board.**"), "{text}");
    assert!(text.contains("Legend"), "{text}");
    assert_eq!(view.embed.as_ref().unwrap().image, None);
    assert!(view.board.is_some());
    let legend = ComponentId::LessonNav {
        lesson: 0,
        button: LessonButton::Legend,
    };
    let ids: Vec<String> = buttons(&view)
        .into_iter()
        .flatten()
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect();
    assert!(ids.contains(&legend.to_string()), "{ids:?}");
    let told = legend_text(Lang::EnUs);
    let (board, buttons) = (
        told.find("**The board.**").expect("the board explained"),
        told.find("**The buttons.**")
            .expect("the buttons explained"),
    );
    assert!(board < buttons, "{told}");
    // A wrong move's explanation takes the place of what was said before.
    let asked = first.expected(0).unwrap();
    let game = first.game_at(0).unwrap();
    let wrong = *game.legal_moves().iter().find(|m| **m != asked).unwrap();
    let LessonStep::Again { note, misses, .. } = after_click(Lang::EnUs, 0, 0, 0, &wrong).unwrap()
    else {
        panic!("a wrong move is told why");
    };
    let again = description(&step_view(Lang::EnUs, first, 0, misses, Some(note), vec![]).unwrap());
    assert!(again.starts_with('✗'), "{again}");
    assert!(!again.contains("Legend"), "{again}");
    assert_eq!(again.matches('✗').count(), 1, "{again}");
    // No algebra left in the lessons' words.
    for l in LESSONS.iter() {
        for step in 0..l.steps() {
            for lang in Lang::ALL {
                let t = description(&step_view(lang, l, step, 0, None, vec![]).unwrap());
                assert!(!t.contains("d − k") && !t.contains("`Lk`"), "{lang:?}: {t}");
            }
        }
    }
}

#[test]
fn the_asked_pawns_are_the_ones_ringed() {
    let stack = LESSONS.iter().find(|l| l.topic == Topic::Stack).unwrap();
    let red = hypnosia::learn::LEARNER;
    let pawn = |n| hypnosia::game::Pawn::new(n).unwrap();
    assert_eq!(focus(stack, 0).unwrap(), vec![(red, pawn(2))]);
    // The whole stack moves at step 2: both its pawns are ringed.
    assert_eq!(
        focus(stack, 1).unwrap(),
        vec![(red, pawn(1)), (red, pawn(2))]
    );
}

#[test]
fn after_two_misses_the_right_button_is_green_and_marked() {
    for (i, l) in LESSONS.iter().enumerate() {
        let asked = l.expected(0).unwrap();
        let game = l.game_at(0).unwrap();
        let wrong = *game.legal_moves().iter().find(|m| **m != asked).unwrap();
        // Two wrong clicks count two misses (and no more than the view needs).
        let mut misses = 0;
        for _ in 0..3 {
            match after_click(Lang::EnUs, i, 0, misses, &wrong).unwrap() {
                LessonStep::Again { misses: m, .. } => misses = m,
                _ => panic!("lesson {i}: a wrong move taken as right"),
            }
        }
        assert_eq!(misses, SHOW_AFTER_MISSES);
        let right_id = ComponentId::Lesson {
            lesson: i as u8,
            step: 0,
            misses,
            mv: asked,
        }
        .to_string();
        for (misses, shown) in [(1, false), (SHOW_AFTER_MISSES, true)] {
            let view = step_view(Lang::EnUs, l, 0, misses, None, vec![]).unwrap();
            assert!(view.components.len() <= 5, "Discord's 5 rows");
            let all: Vec<_> = buttons(&view).into_iter().flatten().collect();
            let green: Vec<_> = all.iter().filter(|b| b["style"] == GREEN).collect();
            let right = format!("hy:t:{i}:0:{misses}:");
            if shown {
                assert_eq!(green.len(), 1, "lesson {i}: {all:?}");
                assert_eq!(green[0]["custom_id"], right_id.as_str());
                assert_eq!(green[0]["emoji"]["name"], SHOWN_MARK.to_string());
                assert!(description(&view).contains("the green button"));
            } else {
                assert!(green.is_empty(), "lesson {i}: {all:?}");
                assert!(!description(&view).contains("the green button"));
            }
            // Every move button carries the misses, so the next click knows them.
            assert!(
                all.iter()
                    .filter_map(|b| b["custom_id"].as_str())
                    .filter(|id| id.starts_with("hy:t:"))
                    .all(|id| id.starts_with(&right))
            );
        }
    }
}

#[test]
fn back_skip_and_quit_move_through_the_lessons() {
    let nav_labels = |i: usize| -> Vec<String> {
        let view = step_view(Lang::EnUs, lesson(i).unwrap(), 0, 0, None, vec![]).unwrap();
        let rows = buttons(&view);
        rows.last()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        nav_labels(0),
        ["Skip ▶", "Quit", "Legend"],
        "no Back in the first lesson"
    );
    assert_eq!(nav_labels(4), ["◀ Back", "Skip ▶", "Quit", "Legend"]);
    let last = LESSONS.len() - 1;
    assert_eq!(nav_target(4, LessonButton::Back), Some(3));
    assert_eq!(nav_target(4, LessonButton::Skip), Some(5));
    assert_eq!(nav_target(0, LessonButton::Back), Some(0));
    assert_eq!(nav_target(last, LessonButton::Skip), None, "the end");
    // Back from the end of the lessons: the last lesson.
    assert_eq!(nav_target(LESSONS.len(), LessonButton::Back), Some(last));
}

fn practice(guest: Seat) -> hypnosia::table::Table {
    let players = vec![Player::human(Color::Red, "Ada"), guest.player()];
    let game = Setup::new(&[Color::Red, guest.color])
        .at(Color::Red, 1, "O1")
        .at(guest.color, 1, "O4")
        .dice([3, 6])
        .into_game(players, Dice::from_seed(3))
        .unwrap();
    started(vec![Seat::human(Color::Red, ADA, "Ada"), guest], game)
}

#[test]
fn a_hint_is_offered_only_to_a_person_alone_with_computers_on_their_turn() {
    let alone = practice(Seat::ai(Color::Blue, Level::Easy));
    assert!(alone.offers_hint());
    assert_eq!(turn_buttons(Lang::EnUs, &alone).len(), 1);
    let two_people = practice(Seat::human(Color::Blue, BOB, "Bob"));
    assert!(!two_people.offers_hint());
    assert!(turn_buttons(Lang::EnUs, &two_people).is_empty());
    // Not while a computer is to move.
    let mut waiting = practice(Seat::ai(Color::Blue, Level::Easy));
    while waiting.game.to_move() == Some(Color::Red) {
        let mv = waiting.game.legal_moves()[0];
        waiting.game.play(mv).unwrap();
    }
    assert!(!waiting.offers_hint());
}

#[test]
fn a_hint_says_why_in_one_sentence() {
    let alone = practice(Seat::ai(Color::Blue, Level::Easy));
    let capture = *alone
        .game
        .legal_moves()
        .iter()
        .find(|m| m.to.to_string() == "O4")
        .unwrap();
    assert_eq!(
        classify(alone.game.position(), &capture),
        HintReason::Capture
    );
    let text = hint_text(Lang::EnUs, &alone.game, &capture);
    assert!(
        text.contains("`🎲3 ① O4 ✕`") && text.contains("(pawn 1 to O4 · captures)"),
        "{text}"
    );
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "I2")
        .at(Color::Red, 2, "O4")
        .at(Color::Red, 3, "O9")
        .at(Color::Blue, 1, "O6")
        .dice([1, 3])
        .position()
        .unwrap();
    let find = |s: &str| {
        *position
            .legal_moves()
            .iter()
            .find(|m| m.to_string() == s)
            .unwrap_or_else(|| panic!("{s} in {:?}", position.legal_moves()))
    };
    assert_eq!(
        classify(&position, &find("1: 1 I2→C ★")),
        HintReason::Center
    );
    assert_eq!(
        classify(&position, &find("3: 2 O4→M5 ⇣")),
        HintReason::Bridge
    );
    // Red 3 on O9 is 3 spaces ahead of the blue pawn on O6, and still in its
    // reach on O10.
    assert_eq!(
        classify(&position, &find("1: 3 O9→O10")),
        HintReason::Advance
    );
    // Out of reach: the blue pawn on O5 threatens red 1 on O7 (2 behind), and
    // no single pawn captures the stack red 1 forms with red 2 on O9.
    let chased = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O7")
        .at(Color::Red, 2, "O9")
        .at(Color::Blue, 1, "O5")
        .dice([2, 5])
        .position()
        .unwrap();
    let away = *chased
        .legal_moves()
        .iter()
        .find(|m| m.to_string() == "2: 1 O7→O9")
        .unwrap();
    assert_eq!(classify(&chased, &away), HintReason::Safety);
    // A pawn leaving its lane is brought into play, not "nearer the center".
    let lanes = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O20")
        .dice([2, 5])
        .position()
        .unwrap();
    let out = *lanes
        .legal_moves()
        .iter()
        .find(|m| matches!(m.from, hypnosia::game::Space::Lane(_)))
        .expect("a pawn may leave its lane");
    assert_eq!(classify(&lanes, &out), HintReason::Enter);
    let why = hypnosia::words::hints::reason_text(Lang::EnUs, HintReason::Enter);
    assert_ne!(
        why,
        hypnosia::words::hints::reason_text(Lang::EnUs, HintReason::Advance)
    );
}

/// The first lesson explains a move button by quoting one: the very button
/// its first step shows (the move it asks for), in every language.
#[test]
fn the_first_lesson_quotes_a_button_it_really_shows() {
    let first = lesson(0).unwrap();
    let game = first.game_at(0).unwrap();
    let chip = move_chip(Lang::EnUs, game.position(), &first.expected(0).unwrap());
    // The legend (behind the lessons' Legend button) explains the buttons
    // with the first lesson's own.
    for lang in Lang::ALL {
        let text = legend_text(lang);
        assert!(
            text.contains(&format!("`{chip}`")),
            "{lang}: {chip} in {text}"
        );
    }
}
