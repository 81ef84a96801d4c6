//! A lesson of `/hypnosia learn` in words: its name, its steps and their
//! cards, what a move did or would have done, the end and the goodbye. The
//! lessons themselves are data in [`crate::learn`].

use crate::game::{Game, Move, MoveEffects, Space};
use crate::i18n::Lang;
use crate::learn::flow::{Outcome, after_move};
use crate::learn::{LESSONS, Lesson, LessonError, Topic, lesson};
use crate::t;
use crate::words::card::Card;
use crate::words::names::color_emoji;
use crate::words::names::{color_name, end_reason};

/// The mark on the right button once it is shown (besides its green).
pub const SHOWN_MARK: char = '👉';

/// The card of a lesson's step: `note` goes first (what the last click
/// did, in place of anything said before), then the task, the ringed pawn
/// and the dice; with `shown`, that the right button is marked with
/// [`SHOWN_MARK`]. The first view of all points to the Legend. The lesson's
/// board (`board.png`) is sent beside the card, so that it comes first.
pub fn step_card(
    lang: Lang,
    lesson: &Lesson,
    step: usize,
    dice: [u8; 2],
    shown: bool,
    note: Option<String>,
) -> Card {
    let index = lesson.index();
    let first_view = index == 0 && step == 0 && note.is_none();
    let mut text = String::new();
    if let Some(note) = note {
        text.push_str(&note);
        text.push_str("\n\n");
    }
    text.push_str(&step_text(lang, lesson.topic, step));
    text.push('\n');
    text.push_str(&t!(lang, "learn-ringed"));
    text.push_str("\n\n");
    text.push_str(&t!(lang, "turn-dice", first = dice[0], second = dice[1]));
    if shown {
        text.push_str("\n\n");
        text.push_str(&t!(lang, "learn-shown", mark = SHOWN_MARK.to_string()));
    }
    if first_view {
        text.push_str("\n\n");
        text.push_str(&t!(lang, "learn-legend-hint"));
    }
    Card::default()
        .title(t!(
            lang,
            "learn-title",
            number = index + 1,
            total = LESSONS.len(),
            name = topic_name(lang, lesson.topic)
        ))
        .description(text)
        .footer(t!(lang, "learn-footer"))
}

/// How to read the lessons' board and a move button (the Legend button).
pub fn legend_text(lang: Lang) -> String {
    format!(
        "{}\n\n{}",
        t!(lang, "learn-read-board"),
        t!(lang, "learn-read-button")
    )
}

/// The card of the lessons closed by Quit: how to come back (`learn` is the
/// command's mention).
pub fn quit_card(lang: Lang, learn: &str) -> Card {
    Card::default()
        .title(t!(lang, "learn-quit-title"))
        .description(t!(lang, "learn-quit-done", command = learn))
}

/// The card of the end of the lessons: what the last move did (nothing when
/// the last lesson was skipped), then the practice game; the last board
/// (`board.png`), when there is one, is sent beside it. No footer: nobody
/// plays red any more.
pub fn finished_card(lang: Lang, note: Option<String>) -> Card {
    let text = match note {
        Some(note) => format!("{note}\n\n{}", t!(lang, "learn-done")),
        None => t!(lang, "learn-done"),
    };
    Card::default()
        .title(t!(lang, "learn-done-title"))
        .description(text)
}

/// A lesson's name.
pub fn topic_name(lang: Lang, topic: Topic) -> String {
    match topic {
        Topic::Lane => t!(lang, "learn-lane-name"),
        Topic::Counting => t!(lang, "learn-counting-name"),
        Topic::Bridge => t!(lang, "learn-bridge-name"),
        Topic::Stack => t!(lang, "learn-stack-name"),
        Topic::Split => t!(lang, "learn-split-name"),
        Topic::Capture => t!(lang, "learn-capture-name"),
        Topic::StackCapture => t!(lang, "learn-stack-capture-name"),
        Topic::Center => t!(lang, "learn-center-name"),
        Topic::StackEnters => t!(lang, "learn-stack-enters-name"),
        Topic::LostDie => t!(lang, "learn-lost-die-name"),
        Topic::End => t!(lang, "learn-end-name"),
    }
}

/// What step `step` of a lesson asks (and teaches).
pub fn step_text(lang: Lang, topic: Topic, step: usize) -> String {
    match (topic, step) {
        (Topic::Lane, _) => t!(lang, "learn-lane-task"),
        (Topic::Counting, _) => t!(lang, "learn-counting-task"),
        (Topic::Bridge, 0) => t!(lang, "learn-bridge-task"),
        (Topic::Bridge, _) => t!(lang, "learn-bridge-cross-task"),
        (Topic::Stack, 0) => t!(lang, "learn-stack-task"),
        (Topic::Stack, _) => t!(lang, "learn-stack-move-task"),
        (Topic::Split, _) => t!(lang, "learn-split-task"),
        (Topic::Capture, _) => t!(lang, "learn-capture-task"),
        (Topic::StackCapture, _) => t!(lang, "learn-stack-capture-task"),
        (Topic::Center, _) => t!(lang, "learn-center-task"),
        (Topic::StackEnters, _) => t!(lang, "learn-stack-enters-task"),
        (Topic::LostDie, _) => t!(lang, "learn-lost-die-task"),
        (Topic::End, _) => t!(lang, "learn-end-task"),
    }
}

/// Why another move is not the one asked for: the lesson's own explanation.
pub fn wrong_text(lang: Lang, topic: Topic) -> String {
    match topic {
        Topic::Lane => t!(lang, "learn-lane-wrong"),
        Topic::Counting => t!(lang, "learn-counting-wrong"),
        Topic::Bridge => t!(lang, "learn-bridge-wrong"),
        Topic::Stack => t!(lang, "learn-stack-wrong"),
        Topic::Split => t!(lang, "learn-split-wrong"),
        Topic::Capture => t!(lang, "learn-capture-wrong"),
        Topic::StackCapture => t!(lang, "learn-stack-capture-wrong"),
        Topic::Center => t!(lang, "learn-center-wrong"),
        Topic::StackEnters => t!(lang, "learn-stack-enters-wrong"),
        Topic::LostDie => t!(lang, "learn-lost-die-wrong"),
        Topic::End => t!(lang, "learn-end-wrong"),
    }
}

fn captured(effects: &MoveEffects) -> u8 {
    effects.captured().count() as u8
}

/// What a wrong move would have done, in one sentence; the move is named as
/// its button reads (`label`).
pub fn would_text(lang: Lang, label: &str, mv: &Move, effects: &MoveEffects) -> String {
    let label = format!("`{label}`");
    if let Some(place) = effects.center_places().last() {
        let points: i16 = effects
            .center_places()
            .map(crate::game::center_points)
            .sum();
        return t!(
            lang,
            "learn-would-enter",
            choice = label,
            place = place,
            points = points
        );
    }
    let space = match mv.to {
        Space::Ring(r) => format!("`{r}`"),
        other => format!("`{other}`"),
    };
    match captured(effects) {
        0 => t!(lang, "learn-would-land", choice = label, space = space),
        n => t!(
            lang,
            "learn-would-capture",
            choice = label,
            space = space,
            count = n
        ),
    }
}

/// What a right move did: captures, center places, dice lost, the end and
/// its ranking.
pub fn did_text(lang: Lang, game_after: &Game, effects: &MoveEffects) -> String {
    let mut lines = vec![t!(lang, "learn-right")];
    let n = captured(effects);
    if n > 0 {
        lines.push(t!(lang, "learn-did-capture", count = n));
    }
    let places: Vec<u8> = effects.center_places().collect();
    if !places.is_empty() {
        let points: i16 = places.iter().map(|&p| crate::game::center_points(p)).sum();
        lines.push(t!(
            lang,
            "learn-did-enter",
            count = places.len(),
            points = points
        ));
    }
    let lost: Vec<u8> = effects.lost_dice.iter().flatten().copied().collect();
    if !lost.is_empty() && effects.game_over.is_none() {
        let dice = lost
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(t!(lang, "learn-did-lose", dice = dice, count = lost.len()));
    }
    if let Some(reason) = effects.game_over {
        lines.push(t!(lang, "results-over", reason = end_reason(lang, reason)));
        let p = game_after.position();
        for s in game_after.standings() {
            let center = p.center_pawns(s.color);
            lines.push(t!(
                lang,
                "results-line",
                rank = s.rank,
                emoji = color_emoji(s.color),
                name = color_name(lang, s.color),
                points = s.score,
                center = center,
                captures = p.captures(s.color),
                rating = String::new(),
            ));
        }
    }
    lines.join("\n")
}

/// What the learner sees next after a move at (`index`, `step`): the game to
/// draw and how to word it. Plain data, so that tests judge clicks without
/// Discord.
pub enum LessonStep {
    /// The same step again (a wrong move), with why; `misses` counts this one.
    Again {
        lesson: usize,
        step: usize,
        misses: u8,
        note: String,
    },
    /// The lesson's next step, or the next lesson's first, with what the move did.
    Step {
        lesson: usize,
        step: usize,
        note: String,
    },
    /// The last lesson is done: the position after the move, and what it did.
    Finished { game: Box<Game>, note: String },
}

/// Judges a click on a lesson's move button (the learner's `misses` at this
/// step before it) and says what comes next, in `lang`.
pub fn after_click(
    lang: Lang,
    index: usize,
    step: usize,
    misses: u8,
    mv: &Move,
) -> Result<LessonStep, LessonError> {
    Ok(match after_move(index, step, misses, mv)? {
        Outcome::Again {
            lesson: at,
            step,
            misses,
            game,
            effects,
        } => {
            let label = crate::words::moves::move_chip(lang, game.position(), mv);
            LessonStep::Again {
                lesson: at,
                step,
                misses,
                note: format!(
                    "{}\n{}",
                    would_text(lang, &label, mv, &effects),
                    wrong_text(lang, lesson(at)?.topic)
                ),
            }
        }
        Outcome::Step {
            lesson,
            step,
            after,
            effects,
        } => LessonStep::Step {
            lesson,
            step,
            note: did_text(lang, &after, &effects),
        },
        Outcome::Finished { after, effects } => {
            let note = did_text(lang, &after, &effects);
            LessonStep::Finished { game: after, note }
        }
    })
}
