//! Slow games in the turn message: when its player will be reminded, and the
//! reminder's words (the reminder itself is sent by `screen/reminders.rs`).

use crate::i18n::Lang;
use crate::platform::markup;
use crate::t;
use crate::table::{GameId, Table, UnixTime, UserId, reminder_at};

/// The line of a turn message that says when its player will be reminded, for
/// a person's turn with a time-out of an hour or more; where the bot cannot
/// post unasked (a DM, a group DM), that no reminder comes.
pub fn reminder_line(lang: Lang, table: &Table) -> Option<String> {
    let deadline = table.clock.deadline?;
    table.human_to_move()?;
    let at = reminder_at(table.turn_timeout(), deadline)?;
    // Only a place the bot reaches gets a reminder (ux-5 §7): elsewhere the
    // line says that none comes, and why.
    if table.place.reach != crate::table::Reach::Always {
        return Some(t!(lang, "turn-no-reminder"));
    }
    Some(t!(
        lang,
        "turn-reminder-when",
        at = markup::relative_time(at)
    ))
}

/// The reminder of `user`'s turn of `game`, ending at `deadline`, with the
/// `link` to the turn's message (hours of chat may have followed it).
pub fn reminder_text(
    lang: Lang,
    user: UserId,
    deadline: UnixTime,
    game: GameId,
    link: &str,
) -> String {
    let mut content = t!(
        lang,
        "turn-reminder",
        player = markup::mention(user),
        deadline = markup::relative_time(deadline),
        game = game.0,
    );
    content.push(' ');
    content.push_str(link);
    content
}
