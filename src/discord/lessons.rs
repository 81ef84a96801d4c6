//! What a lesson of `/hypnosia learn` looks like, in the learner's language:
//! the lesson's board with its dice (the pawn the step asks about ringed),
//! two or three sentences in plain words, the move buttons of the position,
//! each carrying (lesson, step, misses, move), and ◀ Back / Skip ▶ / Quit.
//! The first lesson says how to read the board and a move button before any
//! rule; after two wrong moves at a step, its right button is shown. The
//! lessons themselves are data in [`crate::learn`]; this file only words and
//! lays them out (the board is drawn by the caller, off the async threads).

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter, ReactionType,
};

use crate::discord::components::{ComponentId, LessonButton};
use crate::discord::move_buttons::move_rows;
use crate::discord::texts::color_emoji;
use crate::discord::texts::{color_name, end_reason};
use crate::discord::view::{button, View};
use crate::game::{Color, Game, Move, MoveEffects, Pawn, Space};
use crate::i18n::Lang;
use crate::learn::{lesson, Lesson, LessonError, Topic, Verdict, LESSONS};
use crate::t;

/// Embed color of lessons (the bot's accent).
const ACCENT: u32 = 0x6a3fa0;

/// Wrong moves at a step after which its right button is shown.
pub const SHOW_AFTER_MISSES: u8 = 2;

/// The mark on the right button once it is shown (besides its green).
pub const SHOWN_MARK: char = '👉';

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

/// The pawns step `step` of `lesson` asks about (the ones its move moves),
/// to ring on the board.
pub fn focus(lesson: &Lesson, step: usize) -> Result<Vec<(Color, Pawn)>, LessonError> {
    let asked = lesson.expected(step)?;
    Ok(asked
        .pawns
        .iter()
        .map(|pawn| (crate::learn::LEARNER, pawn))
        .collect())
}

/// A lesson's step as a message: `note` goes first (what the last click
/// did), then, in the first lesson, how to read the board and a button, then
/// the task. `misses` counts the wrong moves made at this step: from
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
    let mut text = String::new();
    if let Some(note) = note {
        text.push_str(&note);
        text.push_str("\n\n");
    }
    if index == 0 && step == 0 {
        text.push_str(&t!(lang, "learn-read-board"));
        text.push_str("\n\n");
        text.push_str(&t!(lang, "learn-read-button"));
        text.push_str("\n\n");
    }
    text.push_str(&step_text(lang, lesson.topic, step));
    text.push('\n');
    text.push_str(&t!(lang, "learn-ringed"));
    text.push_str("\n\n");
    text.push_str(&t!(lang, "turn-dice", first = dice[0], second = dice[1]));
    let shown = misses >= SHOW_AFTER_MISSES;
    if shown {
        text.push_str("\n\n");
        text.push_str(&t!(lang, "learn-shown", mark = SHOWN_MARK.to_string()));
    }
    let embed = CreateEmbed::new()
        .title(t!(
            lang,
            "learn-title",
            number = index + 1,
            total = LESSONS.len(),
            name = topic_name(lang, lesson.topic)
        ))
        .color(ACCENT)
        .description(text)
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(t!(lang, "learn-footer")));
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
        embed: Some(embed),
        components,
        board: Some(board),
        ..View::default()
    })
}

/// The button whose custom id is `right`, green and marked; the others as
/// they are. (The move buttons are shared with the turn message, which never
/// shows a move: the lesson marks its own here.)
fn mark(row: CreateActionRow, right: &str) -> CreateActionRow {
    let CreateActionRow::Buttons(buttons) = row else {
        return row;
    };
    let marked = buttons
        .into_iter()
        .map(|b| {
            let id = serde_json::to_value(&b)
                .ok()
                .and_then(|v| v["custom_id"].as_str().map(str::to_owned));
            if id.as_deref() == Some(right) {
                b.style(ButtonStyle::Success)
                    .emoji(ReactionType::Unicode(SHOWN_MARK.to_string()))
            } else {
                b
            }
        })
        .collect();
    CreateActionRow::Buttons(marked)
}

/// ◀ Back (not in the first lesson), Skip ▶ and Quit under lesson `index`.
fn nav_row(lang: Lang, index: usize) -> CreateActionRow {
    let nav = |button, label: String, style| {
        CreateButton::new(
            ComponentId::LessonNav {
                lesson: index as u8,
                button,
            }
            .to_string(),
        )
        .label(label)
        .style(style)
    };
    let mut buttons = Vec::new();
    if index > 0 {
        buttons.push(nav(
            LessonButton::Back,
            t!(lang, "learn-back"),
            ButtonStyle::Secondary,
        ));
    }
    buttons.push(nav(
        LessonButton::Skip,
        t!(lang, "learn-skip"),
        ButtonStyle::Secondary,
    ));
    buttons.push(nav(
        LessonButton::Quit,
        t!(lang, "learn-quit"),
        ButtonStyle::Danger,
    ));
    CreateActionRow::Buttons(buttons)
}

/// The lessons closed by Quit: how to come back (`learn` is the command's
/// mention).
pub fn quit_view(lang: Lang, learn: &str) -> View {
    View {
        embed: Some(
            CreateEmbed::new()
                .title(t!(lang, "learn-quit-title"))
                .color(ACCENT)
                .description(t!(lang, "learn-quit-done", command = learn)),
        ),
        ..View::default()
    }
}

/// The end of the lessons: what the last move did (nothing when the last
/// lesson was skipped), and the practice game; ◀ Back to the last lesson.
pub fn finished_view(lang: Lang, note: Option<String>, board: Option<Vec<u8>>) -> View {
    let text = match note {
        Some(note) => format!("{note}\n\n{}", t!(lang, "learn-done")),
        None => t!(lang, "learn-done"),
    };
    let mut embed = CreateEmbed::new()
        .title(t!(lang, "learn-done-title"))
        .color(ACCENT)
        .description(text)
        .footer(CreateEmbedFooter::new(t!(lang, "learn-footer")));
    if board.is_some() {
        embed = embed.image("attachment://board.png");
    }
    let last = LESSONS.len() as u8;
    let nav = |button, label: String| {
        CreateButton::new(
            ComponentId::LessonNav {
                lesson: last,
                button,
            }
            .to_string(),
        )
        .label(label)
        .style(ButtonStyle::Secondary)
    };
    View {
        embed: Some(embed),
        components: vec![CreateActionRow::Buttons(vec![
            nav(LessonButton::Back, t!(lang, "learn-back")),
            button(
                ComponentId::Practice,
                &t!(lang, "learn-practice"),
                ButtonStyle::Success,
            ),
        ])],
        board,
        ..View::default()
    }
}

/// What the learner sees next after a move at (`index`, `step`): the game to
/// draw and how to word it. Plain data, so that tests judge clicks without
/// Discord.
pub enum Next {
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
/// step before it) and says what comes next.
pub fn after_click(
    lang: Lang,
    index: usize,
    step: usize,
    misses: u8,
    mv: &Move,
) -> Result<Next, LessonError> {
    let this = lesson(index)?;
    Ok(match this.judge(step, mv)? {
        Verdict::Wrong { effects } => {
            let game = this.game_at(step)?;
            let label = crate::discord::turns::move_label(lang, game.position(), mv);
            Next::Again {
                lesson: index,
                step,
                misses: misses.saturating_add(1).min(SHOW_AFTER_MISSES),
                note: format!(
                    "{}\n{}",
                    would_text(lang, &label, mv, &effects),
                    wrong_text(lang, this.topic)
                ),
            }
        }
        Verdict::Right { next_step, effects } => {
            let after = this.game_after(step, mv)?;
            let note = did_text(lang, &after, &effects);
            match next_step {
                Some(step) => Next::Step {
                    lesson: index,
                    step,
                    note,
                },
                None if index + 1 < LESSONS.len() => Next::Step {
                    lesson: index + 1,
                    step: 0,
                    note,
                },
                None => Next::Finished {
                    game: Box::new(after),
                    note,
                },
            }
        }
    })
}

/// Where ◀ Back or Skip ▶ under lesson `index` leads: the start of a lesson
/// (`Some`), or the end of the lessons (`None`). Back from the end is the
/// last lesson; Back from the first stays there.
pub fn nav_target(index: usize, button: LessonButton) -> Option<usize> {
    match button {
        LessonButton::Back => Some(index.saturating_sub(1).min(LESSONS.len() - 1)),
        LessonButton::Skip | LessonButton::Quit => (index + 1 < LESSONS.len()).then_some(index + 1),
    }
}
