//! An analysis and the chances of a game in words: each player's chance in
//! one line (over a turn message or a replay step), the analysis' card with
//! its verdict, turning points' causes, luck and skill per turn.

use crate::analysis::{Cause, Dice, GameAnalysis, Moment, Play, TurningPoint, chances, verdict};
use crate::game::{Color, EndReason, Game, Record};
use crate::i18n::Lang;
use crate::t;
use crate::table::{GameId, Table};
use crate::words::card::Card;
use crate::words::fit;
use crate::words::messages::{Chances, heading};
use crate::words::names::{color_emoji, record_player_name};
use crate::words::skill::accuracy_section;

/// Each player still in `game` with their chance, in whole percent summing
/// to 100, by their colors (the scores above name them): `🔴 42% · 🔵 58%`.
pub fn chances_line(game: &Game) -> String {
    shares(game)
        .into_iter()
        .map(|(c, pct)| format!("{} {pct}%", color_emoji(c)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// [`chances_line`] as tightly as it reads: `🔴42% 🟡33% 🔵25%`, so that
/// the chances of four fit a phone's line beside the turn.
pub fn compact_chances_line(game: &Game) -> String {
    shares(game)
        .into_iter()
        .map(|(c, pct)| format!("{}{pct}%", color_emoji(c)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Each player still in `game` and their chance in whole percent, summing to
/// 100, in sector order.
fn shares(game: &Game) -> Vec<(Color, u8)> {
    let p = game.position();
    let colors: Vec<Color> = p.players().filter(|&c| p.in_game(c)).collect();
    let percents = chances(p).percents(&colors);
    colors.into_iter().zip(percents).collect()
}

/// The chances of `game` as the line above a replay step's title.
pub fn replay_chances_heading(lang: Lang, game: &Game) -> String {
    let line = t!(lang, "chances-line", chances = chances_line(game));
    fit::truncate(&line, fit::AUTHOR)
}

/// The turn message's line above the board with each player's chance after
/// the turn (the live line, for spectators): two players' chances as
/// [`chances_line`] writes them, three or more [`compact_chances_line`]'s
/// way, short enough for one line of a 360-px phone.
pub fn live_chances_heading(lang: Lang, table: &Table) -> String {
    let game = &table.game;
    let p = game.position();
    // Counted, not worked out: the chances take a search of the turns to come.
    let chances = match p.players().filter(|&c| p.in_game(c)).count() {
        0..=2 => Chances::Few(chances_line(game)),
        _ => Chances::Many(compact_chances_line(game)),
    };
    heading(lang, table, Some(&chances))
}

/// Points of chance, signed: `+12`, `−3`, `0`.
pub fn points(x: f32) -> String {
    let p = (x * 100.0).round() as i32;
    match p.signum() {
        1 => format!("+{p}"),
        -1 => format!("−{}", -p),
        _ => "0".to_owned(),
    }
}

/// What the turn of a turning point did: `rolled 6·6 and captured 2 pawns`,
/// `left the game`.
pub fn cause_text(lang: Lang, tp: &TurningPoint) -> String {
    // Only a departure between turns has no dice.
    let Some([a, b]) = tp.dice else {
        return t!(lang, "analysis-cause-left");
    };
    let dice = format!("{a}·{b}");
    match tp.moment {
        Moment::Left => t!(lang, "analysis-cause-left"),
        Moment::Capture => t!(
            lang,
            "analysis-cause-capture",
            dice = dice,
            count = tp.captures.max(1)
        ),
        Moment::Center => t!(
            lang,
            "analysis-cause-center",
            dice = dice,
            count = tp.centers.max(1)
        ),
        Moment::LostDie => t!(lang, "analysis-cause-lost-die", dice = dice),
        // The public lines never say whose move was weaker: see [`turning_line`].
        Moment::BadChoice | Moment::GoodRoll | Moment::BadRoll => {
            t!(lang, "analysis-cause-roll", dice = dice)
        }
    }
}

/// Turning point `number` of the public analysis: who did what, except a
/// weaker move than the best, said of the turn alone (the post never blames
/// a person in front of the others; My moves tells them privately).
pub fn turning_line(
    lang: Lang,
    number: usize,
    tp: &TurningPoint,
    name: &dyn Fn(Color) -> String,
) -> String {
    match (tp.moment, tp.dice) {
        (Moment::BadChoice, Some([a, b])) => t!(
            lang,
            "analysis-turning-missed",
            number = number,
            round = tp.round,
            dice = format!("{a}·{b}"),
            change = points(tp.change),
        ),
        _ => t!(
            lang,
            "analysis-turning-line",
            number = number,
            round = tp.round,
            emoji = color_emoji(tp.color),
            name = name(tp.color),
            what = cause_text(lang, tp),
            change = points(tp.change),
        ),
    }
}

/// Points of chance per turn, signed, one decimal in the reader's way:
/// `+0.4`, `−1.2`, `0.0`.
pub fn per_turn(lang: Lang, x: f32) -> String {
    let tenths = (x * 10.0).round() as i32;
    let sign = match tenths.signum() {
        1 => "+",
        -1 => "\u{2212}",
        _ => "",
    };
    let value = t!(
        lang,
        "number-decimal",
        value = crate::i18n::Arg::decimal(f64::from(tenths.abs()) / 10.0, 1)
    );
    format!("{sign}{value}")
}

/// The one-line verdict of `analysis` in words: who won, on what, and the
/// dice; or, when the dice won it, how the play compared (the dice are said
/// once).
pub fn verdict_line(
    lang: Lang,
    analysis: &GameAnalysis,
    reason: EndReason,
    name: &dyn Fn(Color) -> String,
) -> String {
    let v = verdict(analysis, reason);
    let named = |c: Color| format!("{} {}", color_emoji(c), name(c));
    let winners: Vec<String> = v.winners.iter().map(|&c| named(c)).collect();
    let winner = winners.join(", ");
    let head = if v.winners.len() > 1 {
        t!(lang, "analysis-head-shared", winners = winner)
    } else {
        match v.cause {
            Cause::Left => t!(lang, "analysis-head-left", winner = winner),
            Cause::Play(Some(loser)) => {
                t!(
                    lang,
                    "analysis-head-mistakes",
                    winner = winner,
                    loser = name(loser)
                )
            }
            Cause::Play(None) => t!(lang, "analysis-head-play", winner = winner),
            Cause::Dice => t!(lang, "analysis-head-dice", winner = winner),
            Cause::DespiteDice => t!(lang, "analysis-head-despite-dice", winner = winner),
            Cause::Close => t!(lang, "analysis-head-close", winner = winner),
            Cause::Won => t!(lang, "analysis-head-won", winner = winner),
        }
    };
    let second = match (v.winners.len() > 1, &v.cause) {
        // The head says it all: better play, despite the dice.
        (false, Cause::DespiteDice) => None,
        (false, Cause::Dice) => Some(match v.play {
            Play::Even => t!(lang, "analysis-play-even"),
            Play::Winner { clearly } => better(lang, clearly, Some(name(v.winners[0]))),
            Play::Others { other, clearly } => better(lang, clearly, other.map(name)),
        }),
        _ => Some(match v.dice {
            Dice::Even => t!(lang, "analysis-dice-even"),
            Dice::ForWinner => t!(lang, "analysis-dice-for", player = name(v.winners[0])),
            Dice::Against(Some(other)) => t!(lang, "analysis-dice-for", player = name(other)),
            Dice::Against(None) => {
                t!(lang, "analysis-dice-against", player = name(v.winners[0]))
            }
        }),
    };
    match second {
        Some(dice) => t!(lang, "analysis-verdict", head = head, dice = dice),
        None => t!(lang, "analysis-verdict-alone", head = head),
    }
}

/// That `player` (none: the others) played better, `clearly` or slightly.
fn better(lang: Lang, clearly: bool, player: Option<String>) -> String {
    match (player, clearly) {
        (Some(player), true) => t!(lang, "analysis-play-better", player = player),
        (Some(player), false) => t!(lang, "analysis-play-slightly", player = player),
        (None, true) => t!(lang, "analysis-play-others-better"),
        (None, false) => t!(lang, "analysis-play-others-slightly"),
    }
}

/// The card of game `id`'s analysis: the verdict, the turning points
/// numbered as on the chart (`board.png`, drawn beside it), each player's
/// luck and skill per turn, and each person's accuracy (no mark beside a
/// name: [`crate::words::skill`]).
pub fn analysis_card(lang: Lang, id: GameId, record: &Record, analysis: &GameAnalysis) -> Card {
    let name = |c: Color| record_player_name(lang, &record.players, c);
    let reason = record
        .result
        .as_ref()
        .map_or(EndReason::CenterFull, |r| r.reason);
    let turning: Vec<String> = analysis
        .turning_points
        .iter()
        .enumerate()
        .map(|(n, tp)| turning_line(lang, n + 1, tp, &name))
        .collect();
    let mut accounts: Vec<_> = analysis.accounts.iter().collect();
    accounts.sort_by(|a, b| b.end.total_cmp(&a.end));
    let lines: Vec<String> = accounts
        .iter()
        .map(|a| {
            t!(
                lang,
                "analysis-account",
                emoji = color_emoji(a.color),
                name = name(a.color),
                start = (a.start * 100.0).round() as i32,
                end = (a.end * 100.0).round() as i32,
                luck = per_turn(lang, a.luck_per_turn()),
                skill = per_turn(lang, a.skill_per_turn()),
            )
        })
        .collect();
    let turning = if turning.is_empty() {
        t!(lang, "analysis-no-turning-point")
    } else {
        turning.join("\n")
    };
    let mut description = format!(
        "**{}**\n\n**{}**\n{}\n\n**{}**\n{}",
        verdict_line(lang, analysis, reason, &name),
        t!(lang, "analysis-turning-title"),
        turning,
        t!(lang, "analysis-players-title"),
        lines.join("\n"),
    );
    let accuracy = analysis
        .errors
        .as_ref()
        .and_then(|report| accuracy_section(lang, record, report));
    if let Some(accuracy) = accuracy {
        description = format!("{description}\n\n{accuracy}");
    }
    Card::default()
        .title(t!(lang, "analysis-title", game = id.0))
        .description(fit::first_lines_of(lang, &description, fit::DESCRIPTION))
        .image("board.png")
        .footer(t!(lang, "analysis-footer"))
}

/// How to read an analysis, for the one who asked (the "How to read this"
/// button): the chart, the turning points, and the formula of luck and skill.
pub fn analysis_help(lang: Lang) -> String {
    format!(
        "{}\n\n{}",
        t!(lang, "analysis-chart"),
        t!(lang, "analysis-explained")
    )
}
