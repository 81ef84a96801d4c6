//! A game's errors in words ([`crate::analysis::report`]). The public
//! analysis shows each person's accuracy (out of 100) and error rate, and
//! never a mark: counting a friendly game's blunders in public shames more
//! than it teaches (ux-3 §8). A player's own marks and costliest turns (two
//! lines each: what they played, then the best) are for them alone
//! ([`own_errors_text`]); their error rate over rated games is in their
//! stats ([`stats_errors_line`]).

use crate::analysis::errors::{BLUNDER, INACCURACY, MISTAKE, Mark};
use crate::analysis::{CostlyTurn, ErrorReport, PlayerErrors, PlayerReport};
use crate::game::{Color, MoveRecord, Record};
use crate::i18n::{Arg, Lang};
use crate::store::AccuracyEntry;
use crate::t;
use crate::table::GameId;
use crate::words::card::Card;
use crate::words::moves::{move_sentence, move_words};
use crate::words::names::{color_emoji, record_player_name};

/// The public analysis's accuracy section: a title and one line per person
/// with a decision judged (no marks). `None` when nobody was.
pub fn accuracy_section(lang: Lang, record: &Record, report: &ErrorReport) -> Option<String> {
    let judged: Vec<&PlayerErrors> = report
        .players
        .iter()
        .map(|p| &p.errors)
        .filter(|e| e.decisions > 0)
        .collect();
    if judged.is_empty() {
        return None;
    }
    let mut lines = vec![format!("**{}**", t!(lang, "analysis-accuracy-title"))];
    for e in &judged {
        lines.push(t!(
            lang,
            "analysis-accuracy-line",
            emoji = color_emoji(e.color),
            name = record_player_name(lang, &record.players, e.color),
            accuracy = rounded_accuracy(e),
            rate = rate(e),
            decisions = e.decisions,
        ));
    }
    Some(lines.join("\n"))
}

/// What a player sees of their own play in game `game` (`color` of
/// `record`), privately: their accuracy and error rate, the count of each
/// mark, and their costliest turns (what they played, what was best, the
/// chance lost); `report` is `None` when no turn of theirs was a decision.
pub fn own_errors_text(
    lang: Lang,
    game: GameId,
    record: &Record,
    color: Color,
    report: Option<&PlayerReport>,
) -> String {
    let name = record_player_name(lang, &record.players, color);
    let mut lines = vec![format!(
        "**{}**",
        t!(
            lang,
            "own-errors-title",
            game = game.0,
            emoji = color_emoji(color),
            name = name
        )
    )];
    let Some(report) = report else {
        lines.push(t!(lang, "own-errors-no-decision"));
        return lines.join("\n");
    };
    let e = &report.errors;
    lines.push(t!(
        lang,
        "own-errors-summary",
        accuracy = rounded_accuracy(e),
        rate = rate(e),
        decisions = e.decisions,
    ));
    lines.push(t!(
        lang,
        "own-errors-marks",
        inaccuracies = e.count(Mark::Inaccuracy),
        mistakes = e.count(Mark::Mistake),
        blunders = e.count(Mark::Blunder),
    ));
    if report.worst.is_empty() {
        lines.push(t!(lang, "own-errors-clean"));
    } else {
        lines.push(String::new());
        lines.push(format!("**{}**", t!(lang, "own-errors-worst-title")));
        lines.extend(report.worst.iter().map(|turn| costly_line(lang, turn)));
    }
    lines.push(String::new());
    lines.push(format!("-# {}", marks_legend(lang)));
    lines.join("\n")
}

/// The label of the button that opens turn `turn`'s position in the replay.
pub fn replay_turn_label(lang: Lang, turn: u32) -> String {
    t!(lang, "own-errors-replay", turn = turn)
}

/// A mark's name: `inaccuracy`, `mistake`, `blunder`.
pub fn mark_name(lang: Lang, mark: Mark) -> String {
    match mark {
        Mark::Inaccuracy => t!(lang, "mark-inaccuracy"),
        Mark::Mistake => t!(lang, "mark-mistake"),
        Mark::Blunder => t!(lang, "mark-blunder"),
    }
}

/// What the marks mean, in points of chance lost.
pub fn marks_legend(lang: Lang) -> String {
    let pts = |x: f32| (x * 100.0).round() as i64;
    t!(
        lang,
        "own-errors-legend",
        inaccuracy = pts(INACCURACY),
        mistake = pts(MISTAKE),
        blunder = pts(BLUNDER),
    )
}

/// One costly turn, on two lines: `Turn 12 · 6·3 · blunder (−14): you
/// played …`, then `↳ Best: …`.
fn costly_line(lang: Lang, turn: &CostlyTurn) -> String {
    let [a, b] = turn.dice;
    let mark = turn.mark().map_or_else(String::new, |m| mark_name(lang, m));
    let played = t!(
        lang,
        "own-errors-worst-line",
        turn = turn.turn,
        dice = format!("{a}·{b}"),
        mark = mark,
        loss = lost_points(turn.loss),
        played = moves_text(lang, &turn.played),
    );
    let best = t!(
        lang,
        "own-errors-worst-best",
        best = moves_text(lang, &turn.best)
    );
    format!("{played}\n{best}")
}

/// A marked turn's loss in points of chance, with one minus sign (U+2212)
/// as the analysis writes its points: `−14`.
fn lost_points(loss: f32) -> String {
    format!("\u{2212}{}", (loss * 100.0).round() as i32)
}

/// Moves with their dice: `🎲5 · pawn 3 to O12, 🎲2 · pawn 1 to O6`.
fn moves_text(lang: Lang, moves: &[MoveRecord]) -> String {
    if moves.is_empty() {
        return t!(lang, "own-errors-no-move");
    }
    moves
        .iter()
        .map(|m| move_sentence(lang, m.die, &move_words(lang, m)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn rounded_accuracy(e: &PlayerErrors) -> i64 {
    e.accuracy().map_or(0, |a| a.round() as i64)
}

fn rate(e: &PlayerErrors) -> Arg {
    Arg::decimal(f64::from(e.error_rate().unwrap_or(0.0)), 1)
}

/// Rated games with judged errors before a player's error rate is shown in
/// their stats: fewer say little.
pub const ERROR_RATE_FROM: usize = crate::store::ACCURACY_FROM_GAMES as usize;

/// The latest rated games the stats' trend compares with the ones before.
pub const RECENT_GAMES: usize = 5;

/// The judged rated games the stats read at most (the newest).
pub const ERROR_GAMES_READ: u32 = 500;

/// Points of error rate between the latest games and the ones before under
/// which the stats call the trend steady.
const STEADY: f32 = 0.5;

/// A player's error rate and accuracy over their rated games whose errors
/// were judged (`games`: each one's decisions and chance lost, newest first;
/// pooled, so a long game weighs by its decisions), and how their latest
/// [`RECENT_GAMES`] compare with the ones before. `None` below
/// [`ERROR_RATE_FROM`] games.
pub fn stats_errors_line(lang: Lang, games: &[(u32, f32)]) -> Option<String> {
    if games.len() < ERROR_RATE_FROM {
        return None;
    }
    let rate = pooled_rate(games)?;
    let mut line = t!(
        lang,
        "stats-error-rate",
        rate = Arg::decimal(f64::from(rate), 1),
        accuracy = crate::analysis::accuracy(rate).round() as i64,
        games = games.len(),
    );
    if games.len() >= RECENT_GAMES + ERROR_RATE_FROM {
        let (recent, before) = games.split_at(RECENT_GAMES);
        if let (Some(now), Some(then)) = (pooled_rate(recent), pooled_rate(before)) {
            let rate = Arg::decimal(f64::from(now), 1);
            let count = RECENT_GAMES;
            let trend = if now < then - STEADY {
                t!(lang, "stats-error-better", rate = rate, count = count)
            } else if now > then + STEADY {
                t!(lang, "stats-error-worse", rate = rate, count = count)
            } else {
                t!(lang, "stats-error-steady", rate = rate, count = count)
            };
            line = format!("{line} · {trend}");
        }
    }
    Some(line)
}

/// The mean loss per decision of `games`, in points of chance.
fn pooled_rate(games: &[(u32, f32)]) -> Option<f32> {
    let decisions: u32 = games.iter().map(|g| g.0).sum();
    let loss: f32 = games.iter().map(|g| g.1).sum();
    (decisions > 0).then(|| 100.0 * loss / decisions as f32)
}

/// The leaderboard by accuracy in words: place, person (a mention, which the
/// reply never pings), accuracy, error rate and judged games; or, with
/// nobody on it, who will be (`total`: how many are on it, over `pages`).
pub fn accuracy_leaderboard_text(
    lang: Lang,
    entries: &[AccuracyEntry],
    total: u32,
    pages: u32,
) -> String {
    if entries.is_empty() {
        return match total {
            0 => t!(
                lang,
                "leaderboard-nobody-accuracy",
                games = crate::store::ACCURACY_FROM_GAMES
            ),
            _ => t!(lang, "pages-only", pages = pages),
        };
    }
    entries
        .iter()
        .map(|e| {
            let rate = e.error_rate();
            t!(
                lang,
                "leaderboard-accuracy-line",
                place = e.place,
                player = crate::platform::markup::mention(e.user),
                accuracy = crate::analysis::accuracy(rate).round() as i64,
                rate = Arg::decimal(f64::from(rate), 1),
                games = e.games,
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The card of page `page` (from 1) of the leaderboard by accuracy: all
/// time, said so where seasons run (`seasons_on`).
pub fn accuracy_leaderboard_card(
    lang: Lang,
    entries: &[AccuracyEntry],
    total: u32,
    page: u32,
    seasons_on: bool,
) -> Card {
    let pages = total.div_ceil(ACCURACY_PER_PAGE).max(1);
    let mut text = accuracy_leaderboard_text(lang, entries, total, pages);
    if seasons_on {
        text = format!("{}\n{text}", t!(lang, "leaderboard-accuracy-all-time"));
    }
    let footer = t!(
        lang,
        "leaderboard-footer",
        page = page,
        pages = pages,
        players = total
    );
    Card::default()
        .title(t!(lang, "leaderboard-title-accuracy"))
        .description(crate::words::fit::first_lines_of(
            lang,
            &text,
            crate::words::fit::DESCRIPTION,
        ))
        .footer(footer)
}

/// People per page of the leaderboard by accuracy.
pub const ACCURACY_PER_PAGE: u32 = 10;

/// The replay turns a player's own moves open, with their buttons' labels:
/// the position each costly turn was played from (the turn before it).
pub fn replay_jumps(lang: Lang, report: Option<&PlayerReport>) -> Vec<(u32, String)> {
    report
        .map_or(&[][..], |r| &r.worst[..])
        .iter()
        .map(|costly| {
            (
                costly.turn.saturating_sub(1),
                replay_turn_label(lang, costly.turn),
            )
        })
        .collect()
}
