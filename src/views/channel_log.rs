//! The game's own messages: its log while it runs, its headline and the
//! newest lines of its turns (edited, never appended), where it is played
//! (the lobby message in the channel, a message of its own in a thread);
//! once it ends, its line where it was opened: its winners, a link to the
//! results and, once one opens, to its rematch. Their words are
//! [`crate::words::channel_log`]'s; this file adds the link buttons.

use crate::i18n::Lang;
use crate::t;
use crate::table::Table;
use crate::views::view::{Button, Row, View};
use crate::words::channel_log::{log_text, over_text};

/// The log message while the game runs ([`log_text`]).
pub fn log_view(lang: Lang, table: &Table, until: usize) -> View {
    View {
        content: Some(log_text(lang, table, until)),
        ..View::default()
    }
}

/// The game's line once it is over ([`over_text`]), with a link to the
/// results (`results_link`, when Discord took them) and to its rematch's
/// lobby (`rematch_link`, once one is open).
pub fn over_view(
    lang: Lang,
    table: &Table,
    results_link: Option<String>,
    rematch_link: Option<String>,
) -> View {
    let line = over_text(lang, table);
    let links: Vec<Button> = [
        results_link.map(|url| Button::link(url, t!(lang, "log-results-link"))),
        rematch_link.map(|url| Button::link(url, t!(lang, "log-rematch-link"))),
    ]
    .into_iter()
    .flatten()
    .collect();
    let components = if links.is_empty() {
        Vec::new()
    } else {
        vec![Row::Buttons(links)]
    };
    View {
        content: Some(line),
        components,
        ..View::default()
    }
}
