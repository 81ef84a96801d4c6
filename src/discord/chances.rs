//! What the win chances look like in messages: the live line of a turn
//! message and of a replay step, and the analysis of a finished game (plain
//! Rust, tested without Discord).

use serenity::all::{ButtonStyle, CreateActionRow, CreateEmbed, CreateEmbedFooter};

use crate::analysis::{chances, verdict, Cause, Dice, GameAnalysis, Moment};
use crate::discord::components::ComponentId;
use crate::discord::fit;
use crate::discord::texts::color_emoji;
use crate::discord::texts::record_player_name;
use crate::discord::view::View;
use crate::game::{Color, EndReason, Game, Record};
use crate::i18n::Lang;
use crate::t;
use crate::table::{GameId, Table};

/// Embed color of the analysis.
const ACCENT: u32 = 0x6a3fa0;

/// Each player still in `game` with their chance, in whole percent summing
/// to 100, by their colors (the scores above name them): `🔴 42% · 🔵 58%`.
pub fn chances_line(game: &Game) -> String {
    let p = game.position();
    let colors: Vec<Color> = p.players().filter(|&c| p.in_game(c)).collect();
    let percents = chances(p).percents(&colors);
    colors
        .iter()
        .zip(percents)
        .map(|(&c, pct)| format!("{} {pct}%", color_emoji(c)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `view` with the chances of `game` in one line at the top of its embed
/// (the embed's author line: one line, no field title above it).
fn with_chances(mut view: View, lang: Lang, game: &Game) -> View {
    let line = t!(lang, "chances-line", chances = chances_line(game));
    view.embed = view.embed.map(|e| {
        e.author(serenity::all::CreateEmbedAuthor::new(fit::truncate(
            &line,
            fit::AUTHOR,
        )))
    });
    view
}

/// The turn message with each player's chance after the game and turn on
/// its second line (the live line, for spectators). Drawn with the board,
/// off the async threads.
pub fn with_live_chances(mut view: View, lang: Lang, table: &Table) -> View {
    if table.game.is_over() {
        return view;
    }
    let line = t!(lang, "chances-line", chances = chances_line(&table.game));
    let heading = crate::discord::turn_message::heading(lang, table, Some(&line));
    view.embed = view
        .embed
        .map(|e| e.author(serenity::all::CreateEmbedAuthor::new(heading)));
    view
}

/// A replay step with the chances of the position it shows.
pub fn with_replay_chances(view: View, lang: Lang, game: &Game) -> View {
    with_chances(view, lang, game)
}

/// Points of chance, signed: `+12`, `−3`, `0`.
fn points(x: f32) -> String {
    let p = (x * 100.0).round() as i32;
    match p.signum() {
        1 => format!("+{p}"),
        -1 => format!("−{}", -p),
        _ => "0".to_owned(),
    }
}

fn moment_text(lang: Lang, moment: Moment) -> String {
    match moment {
        Moment::Capture => t!(lang, "analysis-moment-capture"),
        Moment::Center => t!(lang, "analysis-moment-center"),
        Moment::LostDie => t!(lang, "analysis-moment-lost-die"),
        Moment::BadChoice => t!(lang, "analysis-moment-bad-choice"),
        Moment::GoodRoll => t!(lang, "analysis-moment-good-roll"),
        Moment::BadRoll => t!(lang, "analysis-moment-bad-roll"),
        Moment::Left => t!(lang, "analysis-moment-left"),
    }
}

/// Points of chance per turn, signed, one decimal in the reader's way:
/// `+0.4`, `−1.2`, `0.0`.
fn per_turn(lang: Lang, x: f32) -> String {
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

/// The one-line verdict of `analysis` in words: who won, on what, and the dice.
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
        }
    };
    let dice = match v.dice {
        Dice::Even => t!(lang, "analysis-dice-even"),
        Dice::ForWinner => t!(lang, "analysis-dice-for", player = name(v.winners[0])),
        Dice::Against(Some(other)) => t!(lang, "analysis-dice-for", player = name(other)),
        Dice::Against(None) => t!(lang, "analysis-dice-against", player = name(v.winners[0])),
    };
    t!(lang, "analysis-verdict", head = head, dice = dice)
}

/// The analysis of game `id`: the verdict, the chart (`chart`, a PNG), the
/// turning points numbered as on the chart, and each player's luck and skill
/// per turn; how to read it is behind a button, for whoever asks.
pub fn analysis_view(
    lang: Lang,
    id: GameId,
    record: &Record,
    analysis: &GameAnalysis,
    chart: Vec<u8>,
) -> View {
    let name = |c: Color| record_player_name(lang, &record.players, c);
    let reason = record
        .result
        .as_ref()
        .map_or(EndReason::CenterFull, |r| r.reason);
    let turning: Vec<String> = analysis
        .turning_points
        .iter()
        .enumerate()
        .map(|(n, tp)| {
            t!(
                lang,
                "analysis-turning-line",
                number = n + 1,
                round = tp.round,
                emoji = color_emoji(tp.color),
                name = name(tp.color),
                what = moment_text(lang, tp.moment),
                change = points(tp.change),
            )
        })
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
    let description = format!(
        "**{}**\n\n**{}**\n{}\n\n**{}**\n{}",
        verdict_line(lang, analysis, reason, &name),
        t!(lang, "analysis-turning-title"),
        turning,
        t!(lang, "analysis-players-title"),
        lines.join("\n"),
    );
    let embed = CreateEmbed::new()
        .title(t!(lang, "analysis-title", game = id.0))
        .color(ACCENT)
        .description(fit::first_lines_of(lang, &description, fit::DESCRIPTION))
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(t!(lang, "analysis-footer")));
    View {
        embed: Some(embed),
        components: vec![CreateActionRow::Buttons(vec![
            crate::discord::view::button(
                ComponentId::AnalysisHelp,
                &t!(lang, "analysis-help-button"),
                ButtonStyle::Secondary,
            ),
        ])],
        board: Some(chart),
        ..View::default()
    }
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

/// The "Analysis" button under a game's results.
pub fn analysis_button(lang: Lang, game: GameId) -> serenity::all::CreateButton {
    crate::discord::view::button(
        ComponentId::Analysis { game },
        &t!(lang, "results-analysis"),
        serenity::all::ButtonStyle::Secondary,
    )
}

/// The Analysis button once its analysis is posted: a link to that message,
/// so that a channel gets one analysis of a game however many click.
pub fn analysis_link(lang: Lang, url: &str) -> serenity::all::CreateButton {
    serenity::all::CreateButton::new_link(url).label(t!(lang, "results-analysis"))
}

/// The chart of `analysis`: one point per round (the chances when every
/// player still in the game has played once, so the line does not swing with
/// whose roll comes next), every player's line (with two players, the
/// winner's alone: the other's is its mirror), the turning points marked at
/// their rounds.
pub fn analysis_chart(analysis: &GameAnalysis) -> Vec<u8> {
    let points = round_points(analysis);
    let rounds: Vec<u32> = points.iter().map(|p| p.round).collect();
    let seats: Vec<usize> = if analysis.colors.len() == 2 {
        let winner = usize::from(
            analysis.accounts.get(1).map(|a| a.end) > analysis.accounts.first().map(|a| a.end),
        );
        vec![winner]
    } else {
        (0..analysis.colors.len()).collect()
    };
    let series: Vec<crate::render::ChanceSeries> = seats
        .into_iter()
        .map(|k| crate::render::ChanceSeries {
            color: analysis.colors[k],
            chances: points.iter().map(|p| p.chances[k]).collect(),
        })
        .collect();
    let marks: Vec<u32> = analysis.turning_points.iter().map(|t| t.round).collect();
    crate::render::chances_chart(&rounds, &series, &marks)
}

/// The start and the last point of every round.
fn round_points(analysis: &GameAnalysis) -> Vec<&crate::analysis::Point> {
    let mut kept: Vec<&crate::analysis::Point> = Vec::new();
    for p in &analysis.points {
        match kept.last_mut() {
            Some(last) if last.round == p.round => *last = p,
            _ => kept.push(p),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Point;

    #[test]
    fn a_round_is_one_point_of_the_chart() {
        let point = |turn, round, c: f32| Point {
            turn,
            round,
            chances: vec![c, 1.0 - c],
        };
        let analysis = GameAnalysis {
            colors: vec![Color::Red, Color::Cyan],
            points: vec![
                point(0, 0, 0.5),
                point(1, 1, 0.7),
                point(2, 1, 0.4),
                point(3, 2, 0.8),
                point(4, 2, 0.45),
            ],
            accounts: Vec::new(),
            turning_points: Vec::new(),
        };
        let kept: Vec<(u32, u32)> = round_points(&analysis)
            .iter()
            .map(|p| (p.turn, p.round))
            .collect();
        // Only the chances after both players played: no sawtooth.
        assert_eq!(kept, vec![(0, 0), (2, 1), (4, 2)]);
    }

    #[test]
    fn per_turn_points_take_one_minus_sign_and_the_readers_decimals() {
        assert_eq!(per_turn(Lang::EnUs, 0.44), "+0.4");
        assert_eq!(per_turn(Lang::EnUs, -7.06), "\u{2212}7.1");
        assert_eq!(per_turn(Lang::Fr, -1.25), "\u{2212}1,3");
        assert_eq!(per_turn(Lang::EnUs, 0.01), "0.0");
    }
}
