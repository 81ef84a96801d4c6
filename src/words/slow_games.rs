//! Slow games in the turn message: when its player will be reminded (the
//! reminder itself is sent by `screen/reminders.rs`).

use crate::i18n::Lang;
use crate::t;
use crate::table::{Table, reminder_at};
use crate::words::markup;

/// The line of a turn message that says when its player will be reminded, for
/// a person's turn with a time-out of an hour or more.
pub fn reminder_line(lang: Lang, table: &Table) -> Option<String> {
    let deadline = table.clock.deadline?;
    table.human_to_move()?;
    let at = reminder_at(table.turn_timeout(), deadline)?;
    Some(t!(
        lang,
        "turn-reminder-when",
        at = markup::relative_time(at)
    ))
}
