//! What a lesson of `/hypnosia learn` looks like, in the learner's language:
//! the lesson's board with its dice (the pawn the step asks about ringed),
//! two or three sentences in plain words, the move buttons of the position,
//! each carrying (lesson, step, misses, move), and ◀ Back / Skip ▶ / Quit /
//! Legend. The board comes first, the words under it; how to read the board
//! and a move button is behind Legend (the first lesson points to it); after
//! two wrong moves at a step, its right button is shown. The
//! lessons themselves are data in [`crate::learn`], their words in
//! [`crate::words::lessons`]; this file lays them out with their buttons (the
//! board is drawn by the caller, off the async threads).

use crate::controls::{ComponentId, LessonButton};
use crate::i18n::Lang;
use crate::learn::LessonError;
use crate::learn::flow::SHOW_AFTER_MISSES;
use crate::learn::{LESSONS, Lesson};
use crate::t;
use crate::views::move_buttons::move_rows;
use crate::views::view::{Button, Row, Style, View, button};
use crate::words::lessons::{SHOWN_MARK, finished_card, quit_card, step_card};

/// A lesson's step as a message: its card ([`step_card`], `note` first),
/// the move buttons and the lessons' own. `misses` counts the wrong moves made at this step: from
/// [`SHOW_AFTER_MISSES`] on, the right button is green and marked. The board
/// is `board` (drawn by the caller, the asked pawn ringed).
pub fn step_view(
    lang: Lang,
    lesson: &Lesson,
    step: usize,
    misses: u8,
    note: Option<String>,
    board: Vec<u8>,
) -> Result<View, LessonError> {
    let game = lesson.game_at(step)?;
    let index = lesson.index();
    let dice = game.position().dice();
    let shown = misses >= SHOW_AFTER_MISSES;
    let card = step_card(lang, lesson, step, dice, shown, note);
    let moves = game.legal_moves();
    let id = |mv| ComponentId::Lesson {
        lesson: index as u8,
        step: step as u8,
        misses,
        mv,
    };
    let mut components = move_rows(lang, game.position(), &moves, dice, id);
    if shown {
        let right = id(lesson.expected(step)?).to_string();
        components = components
            .into_iter()
            .map(|row| mark(row, &right))
            .collect();
    }
    components.push(nav_row(lang, index));
    Ok(View {
        embed: Some(card),
        components,
        board: Some(board),
        ..View::default()
    })
}

/// The button whose custom id is `right`, green and marked; the others as
/// they are. (The move buttons are shared with the turn message, which never
/// shows a move: the lesson marks its own here.)
fn mark(row: Row, right: &str) -> Row {
    let Row::Buttons(buttons) = row else {
        return row;
    };
    let marked = buttons
        .into_iter()
        .map(|b| match b {
            Button::Click {
                id,
                label,
                disabled,
                ..
            } if id == right => Button::Click {
                id,
                label,
                emoji: Some(SHOWN_MARK.to_string()),
                style: Style::Success,
                disabled,
            },
            other => other,
        })
        .collect();
    Row::Buttons(marked)
}

/// ◀ Back (not in the first lesson), Skip ▶, Quit and Legend under lesson
/// `index`.
fn nav_row(lang: Lang, index: usize) -> Row {
    let lesson = index as u8;
    let nav = |b, label: String, style| {
        button(ComponentId::LessonNav { lesson, button: b }, &label, style)
    };
    let mut buttons = Vec::new();
    if index > 0 {
        buttons.push(nav(
            LessonButton::Back,
            t!(lang, "learn-back"),
            Style::Secondary,
        ));
    }
    buttons.push(nav(
        LessonButton::Skip,
        t!(lang, "learn-skip"),
        Style::Secondary,
    ));
    buttons.push(nav(
        LessonButton::Quit,
        t!(lang, "learn-quit"),
        Style::Danger,
    ));
    buttons.push(nav(
        LessonButton::Legend,
        t!(lang, "learn-legend"),
        Style::Secondary,
    ));
    Row::Buttons(buttons)
}

/// The lessons closed by Quit: how to come back (`learn` is the command's
/// mention).
pub fn quit_view(lang: Lang, learn: &str) -> View {
    View {
        embed: Some(quit_card(lang, learn)),
        ..View::default()
    }
}

/// The end of the lessons: what the last move did (nothing when the last
/// lesson was skipped), and the practice game; ◀ Back to the last lesson.
pub fn finished_view(lang: Lang, note: Option<String>, board: Option<Vec<u8>>) -> View {
    let last = LESSONS.len() as u8;
    let nav = |b, label: String| {
        let id = ComponentId::LessonNav {
            lesson: last,
            button: b,
        };
        button(id, &label, Style::Secondary)
    };
    View {
        embed: Some(finished_card(lang, note)),
        components: vec![Row::Buttons(vec![
            nav(LessonButton::Back, t!(lang, "learn-back")),
            button(
                ComponentId::Practice,
                &t!(lang, "learn-practice"),
                Style::Success,
            ),
        ])],
        board,
        ..View::default()
    }
}
