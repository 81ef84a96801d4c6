//! `/hypnosia puzzle` in words: the puzzle's card (whose turn, the dice,
//! the asker's puzzle rating) and its verdict (right: why, as the hint says
//! it; wrong: what the turn played gave up, and the best turn with why;
//! then where it comes from), for the asker alone.

use crate::ai::hint::classify;
use crate::game::{Move, Position};
use crate::i18n::{Arg, Lang};
use crate::platform::markup;
use crate::puzzles::DailyPuzzle;
use crate::puzzles::{PuzzleRating, PuzzleShown, PuzzleStep, PuzzleVerdict};
use crate::render::Captions;
use crate::t;
use crate::table::{ChannelId, UnixTime, UserId, civil_from_days};
use crate::words::card::Card;
use crate::words::hints::reason_text;
use crate::words::names::color_name;
use crate::words::turns::move_label;

/// Green and red stripes for a right and a wrong answer.
const RIGHT: u32 = 0x2e9d4f;
const WRONG: u32 = 0xc0392b;

/// The puzzle as its asker sees it: the task, the move played already if
/// any, where it comes from, and their rating in the footer.
pub fn puzzle_card(lang: Lang, shown: &PuzzleShown) -> Card {
    let dice = shown.rolled.dice();
    let mover = shown.rolled.to_move();
    let mut text = t!(lang, "puzzle-task", color = color_name(lang, mover));
    text.push_str("\n\n");
    text.push_str(&t!(lang, "turn-dice", first = dice[0], second = dice[1]));
    if let Some(first) = shown.first {
        text.push('\n');
        let played = moves_words(lang, &shown.rolled, &[first]);
        text.push_str(&t!(lang, "puzzle-first-played", moves = played));
    }
    if shown.again {
        text.push_str("\n\n");
        text.push_str(&t!(lang, "puzzle-again"));
    }
    let footer = match shown.rating {
        Some(rating) => t!(lang, "puzzle-footer", rating = rating.skill.shown()),
        None => t!(lang, "puzzle-footer-new"),
    };
    Card::default()
        .title(title(lang, shown.id, shown.daily))
        .description(text)
        .footer(footer)
}

/// The verdict of a puzzle's turn: right (why) or not (what the turn played
/// gave up, and the best turn with why), and the asker's puzzle rating.
pub fn verdict_card(lang: Lang, verdict: &PuzzleVerdict) -> Card {
    let rolled = &verdict.rolled;
    let best = moves_words(lang, rolled, &verdict.answer);
    let why = reasons(lang, rolled, &verdict.answer);
    let mut text = if verdict.right {
        let mut right = t!(lang, "puzzle-right", moves = best);
        right.push('\n');
        right.push_str(&t!(lang, "puzzle-why", why = why));
        right
    } else {
        let played = moves_words(lang, rolled, &verdict.played);
        let mut wrong = t!(
            lang,
            "puzzle-wrong",
            moves = played,
            loss = Arg::decimal(100.0 * f64::from(verdict.loss), 1)
        );
        wrong.push('\n');
        wrong.push_str(&t!(lang, "puzzle-best", moves = best, why = why));
        wrong
    };
    text.push_str("\n\n");
    text.push_str(&match verdict.source {
        Some((game, turn)) => t!(lang, "puzzle-from-game", game = game.0, turn = turn),
        None => t!(lang, "puzzle-from-set"),
    });
    text.push_str("\n\n");
    text.push_str(&rating_words(lang, verdict));
    Card {
        color: Some(if verdict.right { RIGHT } else { WRONG }),
        ..Card::default()
    }
    .title(title(lang, verdict.id, verdict.daily))
    .description(text)
    .footer(t!(lang, "puzzle-footer-next"))
}

/// A puzzle's title: its number, or the day it was the daily puzzle.
fn title(lang: Lang, id: i64, daily: Option<UnixTime>) -> String {
    match daily {
        Some(at) => t!(lang, "daily-puzzle-title", date = date_words(lang, at)),
        None => t!(lang, "puzzle-title", number = id),
    }
}

/// The date of unix time `at` (UTC) as a day is named in `lang`: "Thursday,
/// November 26".
pub fn date_words(lang: Lang, at: UnixTime) -> String {
    let days = at.div_euclid(86_400);
    let (_, month, day) = civil_from_days(days);
    // 1970-01-01 was a Thursday: 1 is Monday, 7 Sunday.
    let weekday = (days + 3).rem_euclid(7) + 1;
    t!(
        lang,
        "daily-puzzle-date",
        weekday = weekday,
        day = day,
        month = month
    )
}

/// A puzzle's difficulty in words, by its rating as shown: what "rated
/// 1067" means to a newcomer (a new puzzle is rated 1000: medium).
fn level(rating: i64) -> &'static str {
    match rating {
        ..950 => "easy",
        950..1050 => "medium",
        1050..1200 => "hard",
        _ => "expert",
    }
}

/// How the answer moved the asker's puzzle rating, or that it did not.
fn rating_words(lang: Lang, verdict: &PuzzleVerdict) -> String {
    let shown = |r: PuzzleRating| r.skill.shown();
    let answer = verdict.rating;
    if !answer.counted {
        return t!(lang, "puzzle-rating-kept", rating = shown(answer.after));
    }
    let delta = shown(answer.after) - shown(answer.before);
    t!(
        lang,
        "puzzle-rating-moved",
        before = shown(answer.before),
        after = shown(answer.after),
        delta = if delta >= 0 {
            format!("+{delta}")
        } else {
            format!("−{}", -delta)
        },
        solved = answer.after.solved,
        attempts = answer.after.attempts
    )
}

/// The lines of a puzzle's board: once judged, the best turn's moves.
pub fn step_captions(lang: Lang, step: &PuzzleStep) -> Captions {
    match step {
        PuzzleStep::Next(_) => Captions::default(),
        PuzzleStep::Judged(v) => crate::words::board::turn_captions(lang, &v.rolled, &v.answer),
    }
}

/// `moves` played from `from` in order, each as a move's menu option says
/// it (`🎲5 · pawn 3 to O12`).
pub fn moves_words(lang: Lang, from: &Position, moves: &[Move]) -> String {
    let mut position = *from;
    let mut words = Vec::with_capacity(moves.len());
    for mv in moves {
        words.push(move_label(lang, &position, mv));
        let _ = position.play(*mv);
    }
    words.join(", ")
}

/// Why `moves` (from `from`) are good, as the hint says it: each move's
/// reason once, each on a line of its own.
fn reasons(lang: Lang, from: &Position, moves: &[Move]) -> String {
    let mut position = *from;
    let mut said: Vec<String> = Vec::new();
    for mv in moves {
        let why = reason_text(lang, classify(&position, mv));
        if !said.contains(&why) {
            said.push(why);
        }
        let _ = position.play(*mv);
    }
    said.iter().map(|why| format!("\n• {why}")).collect()
}

/// A daily puzzle's public message: its date (`date`, the day's first
/// second), whose turn and the dice, its difficulty in words and rating, how
/// many solved it of how many answered (never the answer), and how to take
/// part.
pub fn daily_card(lang: Lang, daily: &DailyPuzzle, rolled: &Position, date: UnixTime) -> Card {
    let dice = rolled.dice();
    let rating = daily.puzzle.rating;
    let text = [
        t!(
            lang,
            "puzzle-task",
            color = color_name(lang, rolled.to_move())
        ),
        t!(lang, "turn-dice", first = dice[0], second = dice[1]),
        t!(
            lang,
            "daily-puzzle-level",
            level = level(rating.skill.shown()),
            rating = rating.skill.shown()
        ),
        t!(
            lang,
            "daily-puzzle-answers",
            solved = rating.solved,
            attempts = rating.attempts
        ),
    ]
    .join("\n\n");
    Card::default()
        .title(title(lang, daily.puzzle.id, Some(date)))
        .description(text)
        .footer(t!(lang, "daily-puzzle-footer"))
}

/// The one line `user` shares about the daily puzzle of `date` (the day's
/// first second): whether their counted answer `solved` it, never how.
pub fn daily_share_text(lang: Lang, user: UserId, date: UnixTime, solved: bool) -> String {
    let (who, date) = (markup::mention(user), date_words(lang, date));
    if solved {
        t!(lang, "daily-puzzle-shared-solved", who = who, date = date)
    } else {
        t!(lang, "daily-puzzle-shared-tried", who = who, date = date)
    }
}

/// The answer to `/hypnosia settings puzzle`: where the daily puzzle is
/// posted from now on, or that it is off.
pub fn daily_setting_text(lang: Lang, channel: Option<ChannelId>) -> String {
    match channel {
        Some(channel) => t!(lang, "daily-puzzle-on", channel = markup::channel(channel)),
        None => t!(lang, "daily-puzzle-off"),
    }
}
