//! What the win chances look like in messages: the live line of a turn
//! message and of a replay step, and the analysis of a finished game (plain
//! Rust, tested without Discord).

use serenity::all::{ButtonStyle, CreateActionRow, CreateEmbed, CreateEmbedFooter};

use crate::analysis::GameAnalysis;
use crate::discord::components::ComponentId;
use crate::discord::view::{ACCENT, View};
use crate::game::{Color, EndReason, Game, Record};
use crate::i18n::Lang;
use crate::t;
use crate::table::{GameId, Table};
use crate::words::chances::{chances_line, moment_text, per_turn, points, verdict_line};
use crate::words::fit;
use crate::words::texts::color_emoji;
use crate::words::texts::record_player_name;

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
    let heading = crate::words::messages::heading(lang, table, Some(&line));
    view.embed = view
        .embed
        .map(|e| e.author(serenity::all::CreateEmbedAuthor::new(heading)));
    view
}

/// A replay step with the chances of the position it shows.
pub fn with_replay_chances(view: View, lang: Lang, game: &Game) -> View {
    with_chances(view, lang, game)
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
