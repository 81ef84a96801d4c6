//! A removal, or an end by time-outs, where only clicks show a game: a
//! message of its own under the board, loud, pinging the person removed (or,
//! the game over, everyone seated). Its words are
//! [`crate::words::timeouts`]'.

use crate::i18n::Lang;
use crate::table::Table;
use crate::views::view::View;
use crate::words::timeouts::{Notice, timeout_notice};

/// The message telling `table`'s newest removal or end by time-outs the
/// players were not shown yet, and the game's version it tells of.
pub fn notice_view(lang: Lang, table: &Table) -> Option<(View, u64)> {
    let Notice {
        text,
        ping,
        version,
    } = timeout_notice(lang, table)?;
    let view = View {
        content: Some(text),
        ping,
        ..View::default()
    };
    Some((view, version))
}
