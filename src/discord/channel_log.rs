//! The game's own messages: its log while it runs, its headline and the
//! newest lines of its turns (edited, never appended), where it is played
//! (the lobby message in the channel, a message of its own in a thread);
//! once it ends, its line where it was opened: its winners, a link to the
//! results and, once one opens, to its rematch. Plain Rust, tested without
//! Discord.

use serenity::all::{CreateActionRow, CreateButton};

use crate::discord::view::View;
use crate::i18n::Lang;
use crate::t;
use crate::table::Table;
use crate::words::channel_log::{END_LINES, LOG_LINES, log_lines, winners_text};
use crate::words::fit;
use crate::words::texts::started_text;

/// The log message while the game runs: which game and who plays (here,
/// where the log is), then the newest [`LOG_LINES`] lines of the turns
/// before the current one.
pub fn log_view(lang: Lang, table: &Table, until: usize) -> View {
    let mut text = started_text(lang, table.id, &table.seats, None);
    let lines = log_lines(lang, table, 0, until);
    let skipped = lines.len().saturating_sub(LOG_LINES);
    let mut shown: Vec<String> = Vec::new();
    if skipped > 0 {
        shown.push(t!(lang, "fit-earlier-lines", count = skipped));
    }
    shown.extend(lines.into_iter().skip(skipped));
    if !shown.is_empty() {
        let room = fit::CONTENT.saturating_sub(fit::length(&text) + 1);
        text.push('\n');
        text.push_str(&fit::newest_lines(lang, &shown, room));
    }
    View {
        content: Some(text),
        ..View::default()
    }
}

/// The game's line once it is over: who won, a link to the results
/// (`results_link`, when Discord took them) and to its rematch's lobby
/// (`rematch_link`, once one is open); a game played in the channel keeps
/// the newest [`END_LINES`] of its log under it.
pub fn over_view(
    lang: Lang,
    table: &Table,
    results_link: Option<String>,
    rematch_link: Option<String>,
) -> View {
    let game = table.id.0;
    let mut line = match winners_text(lang, table) {
        Some(winners) => t!(lang, "log-game-over", game = game, winners = winners),
        None => t!(lang, "log-game-cancelled", game = game),
    };
    if table.place.thread.is_none() {
        let lines = log_lines(lang, table, 0, table.game.entries().len());
        for tail in &lines[lines.len().saturating_sub(END_LINES)..] {
            line.push('\n');
            line.push_str(tail);
        }
    }
    let links: Vec<CreateButton> = [
        results_link.map(|url| CreateButton::new_link(url).label(t!(lang, "log-results-link"))),
        rematch_link.map(|url| CreateButton::new_link(url).label(t!(lang, "log-rematch-link"))),
    ]
    .into_iter()
    .flatten()
    .collect();
    let components = if links.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(links)]
    };
    View {
        content: Some(line),
        components,
        ..View::default()
    }
}
