//! The game's own message where its lobby was (`Place::log`): while a game
//! played in the channel runs, its headline and the newest lines of its log
//! (edited, never appended); once it ends, one line with its winners and a
//! link to the results. Plain Rust, tested without Discord.

use serenity::all::{CreateActionRow, CreateButton};

use crate::discord::fit;
use crate::discord::texts::{player_name, started_text};
use crate::discord::turns::{ended_turn_summary, ending_at, entries_summary_lines};
use crate::discord::view::View;
use crate::game::{EndReason, Entry};
use crate::i18n::Lang;
use crate::t;
use crate::table::{Occupant, Table};

/// How many lines of the log the channel shows: the newest, after a line that
/// counts the earlier ones (the whole game is in its record, `Export`).
pub const LOG_LINES: usize = 5;

/// How many of its newest lines the log of a game played in the channel
/// keeps under the line that ends it (how it ended: who left, what the
/// computers played out).
pub const END_LINES: usize = 3;

/// The log of the record entries `from..until`, one line per turn or leaving,
/// except that a stretch of two or more turns in a row played by computers
/// is one line ("🤖 the computers played 110 turns").
pub fn log_lines(lang: Lang, table: &Table, from: usize, until: usize) -> Vec<String> {
    let entries = table.game.entries();
    let until = until.min(entries.len());
    let computer = |e: &Entry| match e {
        Entry::Turn(t) => matches!(table.occupant(t.color), Some(Occupant::Ai(_))),
        Entry::Event(_) => false,
    };
    let mut lines = Vec::new();
    let mut i = from;
    while i < until {
        let stretch = entries[i..until].iter().take_while(|e| computer(e)).count();
        if stretch >= 2 {
            lines.push(t!(lang, "log-computers-played", count = stretch));
            i += stretch;
            continue;
        }
        match &entries[i] {
            Entry::Turn(turn) => {
                let name = player_name(lang, table, turn.color);
                lines.push(ended_turn_summary(lang, turn, &name, ending_at(table, i)));
            }
            Entry::Event(_) => lines.extend(entries_summary_lines(lang, table, i, i + 1)),
        }
        i += 1;
    }
    lines
}

/// The log message while the game runs: which game, where and who plays,
/// then the newest [`LOG_LINES`] lines of the turns before the current one.
pub fn log_view(lang: Lang, table: &Table, until: usize) -> View {
    let mut text = started_text(lang, table.id, &table.seats, table.place.thread);
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

/// The headline of a finished game: `🏆 sara (8 pts)`, every winner's name
/// and points; `None` when it was cancelled (nobody won).
pub fn winners_text(lang: Lang, table: &Table) -> Option<String> {
    let game = &table.game;
    if game.end_reason() == Some(EndReason::Cancelled) {
        return None;
    }
    let winners: Vec<String> = game
        .standings()
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| {
            t!(
                lang,
                "winner-points",
                name = player_name(lang, table, s.color),
                points = s.score
            )
        })
        .collect();
    (!winners.is_empty()).then(|| winners.join(", "))
}

/// The log message once the game is over: one line, who won, and a link to
/// the results (`results_link`, when Discord took them); a game played in
/// the channel keeps the newest [`END_LINES`] of its log under it.
pub fn over_view(lang: Lang, table: &Table, results_link: Option<String>) -> View {
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
    let components = results_link
        .map(|url| {
            vec![CreateActionRow::Buttons(vec![
                CreateButton::new_link(url).label(t!(lang, "log-results-link"))
            ])]
        })
        .unwrap_or_default();
    View {
        content: Some(line),
        components,
        ..View::default()
    }
}
