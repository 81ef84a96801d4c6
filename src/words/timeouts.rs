//! Time-outs told where only people's clicks show a game (a DM, a group DM,
//! a server that never added the bot, ux-5 §4). There a time-out is settled
//! while nobody looks, and shown at the next click: the board then says, in
//! a line above it, whose time ran out and how many time-outs are left
//! before the next step ([`timeout_lines`]); a removal, or an end by
//! time-outs, also gets a message of its own that pings once
//! ([`timeout_notice`]), since an edit of the board notifies nobody. A
//! server's turn messages tell the same in the summary each passed turn
//! shrinks to, right above the next turn: no line there.

use crate::game::{AutoCause, Color, EndReason, Entry, LeaveKind, TurnRecord};
use crate::i18n::Lang;
use crate::platform::markup;
use crate::t;
use crate::table::{Ending, MAX_TIMEOUTS, Table, UserId};
use crate::words::names::{color_emoji, left_words, player_name};

/// Whether the bot played (part of) `turn` because its person's time ran out.
fn timed_out(turn: &TurnRecord) -> bool {
    (turn.moves.iter()).any(|m| m.auto && m.cause == Some(AutoCause::Timeout))
}

/// The indexes of the record's entries since the last turn of the player to
/// move (their running turn left out): what happened while others played.
/// None once the game is over (its results say it).
fn since_last_turn(table: &Table) -> std::ops::Range<usize> {
    let entries = table.game.entries();
    let Some(to_move) = table.game.to_move() else {
        return entries.len()..entries.len();
    };
    let mut end = entries.len();
    let mut start = 0;
    for i in (0..entries.len()).rev() {
        match &entries[i] {
            Entry::Turn(t) if t.color == to_move && table.ending_at(i) == Ending::Running => {
                end = i;
            }
            Entry::Turn(t) if t.color == to_move => {
                start = i + 1;
                break;
            }
            _ => {}
        }
    }
    start..end.max(start)
}

/// The lines above the board of a game shown only through clicks: for each
/// person whose turn the bot played since the player to move last played,
/// "⏱ bob's time ran out: the bot played their turn, 2 of 3 before they are
/// removed"; for each person removed since, the removal's line.
pub fn timeout_lines(lang: Lang, table: &Table) -> Vec<String> {
    let entries = table.game.entries();
    let mut lines = Vec::new();
    for i in since_last_turn(table) {
        match &entries[i] {
            Entry::Turn(turn) if timed_out(turn) && table.game.position().in_game(turn.color) => {
                lines.push(played_line(lang, table, turn.color));
            }
            Entry::Event(e) if e.event == LeaveKind::Removed => lines.push(t!(
                lang,
                "turn-summary-left",
                emoji = color_emoji(e.color),
                name = player_name(lang, table, e.color),
                what = left_words(lang, e.event, true),
            )),
            _ => {}
        }
    }
    lines
}

/// "⏱ bob's time ran out: the bot played their turn, 2 of 3 before they are
/// removed" (or, nobody else waiting for them, before the bot plays the rest
/// of the game for them).
fn played_line(lang: Lang, table: &Table, color: Color) -> String {
    let name = player_name(lang, table, color);
    let count = table.clock.timeouts(color).max(1);
    match table.others_wait_for(color) {
        true => t!(
            lang,
            "timeout-played",
            name = name,
            count = count,
            max = MAX_TIMEOUTS
        ),
        false => t!(
            lang,
            "timeout-played-alone",
            name = name,
            count = count,
            max = MAX_TIMEOUTS
        ),
    }
}

/// A removal, or an end by time-outs, as a message of its own: its text,
/// who it pings (the person removed; when the game ended so, every person
/// seated), and the game's version it tells of (shown once: a show of a
/// later version does not tell it again, see `showing::timeout_notices`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub ping: Vec<UserId>,
    pub version: u64,
}

/// The newest removal or end by time-outs the players were not shown yet
/// (its version past the table's `shown_version`), as a [`Notice`].
pub fn timeout_notice(lang: Lang, table: &Table) -> Option<Notice> {
    let game = &table.game;
    let entries = game.entries();
    let unseen = |version: u64| table.shown_version.is_none_or(|shown| version > shown);
    if game.is_over() {
        if game.end_reason() == Some(EndReason::Cancelled) || !unseen(game.version()) {
            return None;
        }
        let text = end_text(lang, table)?;
        let ping = table
            .seats
            .iter()
            .filter_map(|s| s.occupant.user())
            .collect();
        return Some(Notice {
            text,
            ping,
            version: game.version(),
        });
    }
    let mut version = 0;
    let mut newest = None;
    for entry in entries {
        version += match entry {
            Entry::Turn(t) => t.moves.len() as u64,
            Entry::Event(_) => 1,
        };
        if let Entry::Event(e) = entry
            && e.event == LeaveKind::Removed
            && unseen(version)
        {
            newest = Some((e.color, version));
        }
    }
    let (color, version) = newest?;
    let user = table.occupant(color)?.user()?;
    let text = t!(
        lang,
        "timeout-removed-notice",
        mention = markup::mention(user),
        game = table.id.0,
        count = MAX_TIMEOUTS
    );
    Some(Notice {
        text,
        ping: vec![user],
        version,
    })
}

/// The words of a game's end by time-outs, when it ended so: the last
/// player but one removed, or the rest played out for a person whose time
/// ran out with nobody else waiting.
fn end_text(lang: Lang, table: &Table) -> Option<String> {
    let entries = table.game.entries();
    let people: Vec<String> = (table.seats.iter())
        .filter_map(|s| s.occupant.user())
        .map(markup::mention)
        .collect();
    let people = people.join(" ");
    let game = table.id.0;
    let removed = (entries.iter().rev().take(2)).find_map(|e| match e {
        Entry::Event(e) if e.event == LeaveKind::Removed => Some(e.color),
        _ => None,
    });
    if let Some(color) = removed.filter(|_| table.game.end_reason() == Some(EndReason::PlayersLeft))
    {
        let name = player_name(lang, table, color);
        let count = MAX_TIMEOUTS;
        return Some(t!(
            lang,
            "timeout-end-removed",
            people = people,
            game = game,
            name = name,
            count = count
        ));
    }
    // The last turn a person played, if the bot played it on a time-out and
    // went on for them: the third in a row, nobody else waiting, or several
    // of their turns played so at the end (a lone mover's time-out).
    let mut of_people = entries.iter().rev().filter_map(|e| match e {
        Entry::Turn(t) if table.occupant(t.color)?.user().is_some() => Some(t),
        _ => None,
    });
    let last = of_people.next()?;
    let color = last.color;
    let in_a_row = 1 + (of_people.take_while(|t| t.color == color && timed_out(t))).count();
    let played_out = table.clock.timeouts(color) >= MAX_TIMEOUTS
        || !table.others_wait_for(color)
        || in_a_row >= 2;
    (timed_out(last) && played_out).then(|| {
        let name = player_name(lang, table, color);
        t!(
            lang,
            "timeout-end-played-out",
            people = people,
            game = game,
            name = name
        )
    })
}
