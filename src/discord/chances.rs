//! What the win chances look like in messages: the live line of a turn
//! message and of a replay step, and the analysis of a finished game (plain
//! Rust, tested without Discord).

use serenity::all::{CreateEmbed, CreateEmbedFooter};

use crate::analysis::{chances, GameAnalysis, Moment};
use crate::discord::components::ComponentId;
use crate::discord::fit;
use crate::discord::texts::color_emoji;
use crate::discord::texts::record_player_name;
use crate::discord::view::View;
use crate::game::{Color, Game, Record};
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

/// `view` with the chances of `game` as a field under the others.
fn with_chances(mut view: View, lang: Lang, game: &Game) -> View {
    let line = chances_line(game);
    view.embed = view
        .embed
        .map(|e| e.field(t!(lang, "chances-title"), line, false));
    view
}

/// The turn message with each player's chance under the scores (the live
/// line, for spectators). Drawn with the board, off the async threads.
pub fn with_live_chances(view: View, lang: Lang, table: &Table) -> View {
    if table.game.is_over() {
        return view;
    }
    with_chances(view, lang, &table.game)
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

/// The analysis of game `id`: the chart (`chart`, a PNG), the turning points
/// numbered as on the chart, and each player's luck and skill.
pub fn analysis_view(
    lang: Lang,
    id: GameId,
    record: &Record,
    analysis: &GameAnalysis,
    chart: Vec<u8>,
) -> View {
    let name = |c: Color| record_player_name(lang, &record.players, c);
    let turning: Vec<String> = analysis
        .turning_points
        .iter()
        .enumerate()
        .map(|(n, tp)| {
            t!(
                lang,
                "analysis-turning-line",
                number = n + 1,
                turn = tp.turn,
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
                luck = points(a.luck),
                skill = points(a.skill),
                others = points(a.others),
            )
        })
        .collect();
    let turning = if turning.is_empty() {
        t!(lang, "analysis-no-turning-point")
    } else {
        turning.join("\n")
    };
    let description = format!(
        "{}\n\n**{}**\n{}\n\n**{}**\n{}\n\n{}",
        t!(lang, "analysis-chart"),
        t!(lang, "analysis-turning-title"),
        turning,
        t!(lang, "analysis-players-title"),
        lines.join("\n"),
        t!(lang, "analysis-explained"),
    );
    let embed = CreateEmbed::new()
        .title(t!(lang, "analysis-title", game = id.0))
        .color(ACCENT)
        .description(fit::first_lines_of(lang, &description, fit::DESCRIPTION))
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(t!(lang, "analysis-footer")));
    View {
        embed: Some(embed),
        board: Some(chart),
        ..View::default()
    }
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

/// The chart of `analysis`: every player's line, the turning points marked.
pub fn analysis_chart(analysis: &GameAnalysis) -> Vec<u8> {
    let turns: Vec<u32> = analysis.points.iter().map(|p| p.turn).collect();
    let series: Vec<crate::render::ChanceSeries> = analysis
        .colors
        .iter()
        .enumerate()
        .map(|(k, &color)| crate::render::ChanceSeries {
            color,
            chances: analysis.points.iter().map(|p| p.chances[k]).collect(),
        })
        .collect();
    let marks: Vec<u32> = analysis.turning_points.iter().map(|t| t.turn).collect();
    crate::render::chances_chart(&turns, &series, &marks)
}
