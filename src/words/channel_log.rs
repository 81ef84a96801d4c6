//! The words of the game's own messages: the newest lines of its log while
//! it runs (where its lobby was, or, for a table with no lobby message, the
//! message that opened it), and its winners once it ends.

use crate::game::{AutoCause, Color, EndReason, Entry};
use crate::i18n::{CommandRef, Lang};
use crate::platform::markup;
use crate::t;
use crate::table::{ChannelId, GameId, Occupant, Seat, Table};
use crate::words::fit;
use crate::words::names::{color_emoji, player_name, seat_occupant_name};
use crate::words::tournaments::table_ping;
use crate::words::turns::{ended_turn_summary, entries_summary_lines};

/// How many lines of the log the channel shows: the newest, after a line that
/// counts the earlier ones (the whole game is in its record, `Export`).
pub const LOG_LINES: usize = 5;

/// How many of its newest lines the log of a game played in the channel
/// keeps under the line that ends it (how it ended: who left, what the
/// computers played out).
pub const END_LINES: usize = 3;

/// The log of the record entries `from..until`, one line per turn or leaving,
/// except that a stretch of two or more turns in a row played by computers
/// is one line ("🤖 the computers played 110 turns"), and so are the turns
/// the bot played for a lone mover ("🤖 played 72 turns for ana (nobody else
/// could move)") and the end of a game played out for a person nobody else
/// waited for, their turns and the computers' ("🤖 ana's time ran out: …").
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
        let to_end = until == entries.len() && table.game.is_over();
        if let Some((color, turns)) = played_out_for(table, &entries[i..until]).filter(|_| to_end) {
            let name = player_name(lang, table, color);
            lines.push(t!(lang, "log-played-out-for", count = turns, name = name));
            i = until;
            continue;
        }
        if let Some((color, turns, cause)) = played_for(table, &entries[i..until]) {
            let name = player_name(lang, table, color);
            lines.push(match cause {
                Some(AutoCause::FinishForMe) => {
                    t!(lang, "log-played-for-finish", count = turns, name = name)
                }
                Some(AutoCause::Timeout) => {
                    t!(lang, "log-played-for-timeout", count = turns, name = name)
                }
                Some(AutoCause::Decided) | None => {
                    t!(lang, "log-played-for", count = turns, name = name)
                }
            });
            i += turns;
            continue;
        }
        match &entries[i] {
            Entry::Turn(turn) => {
                let name = player_name(lang, table, turn.color);
                lines.push(ended_turn_summary(lang, turn, &name, table.ending_at(i)));
            }
            Entry::Event(_) => lines.extend(entries_summary_lines(lang, table, i, i + 1)),
        }
        i += 1;
    }
    lines
}

/// Two or more turns in a row of one person, every move played by the bot
/// for one cause: the rest of a game played for the one person who could
/// still move (`live::finish`), and why (`None`: a record older than causes).
/// Nobody else's turn came between them, and a time-out in a game with
/// others to move plays one turn at a time between theirs.
fn played_for(table: &Table, entries: &[Entry]) -> Option<(Color, usize, Option<AutoCause>)> {
    let Some(Entry::Turn(first)) = entries.first() else {
        return None;
    };
    table.occupant(first.color)?.user()?;
    // The cause of the first move among their turns in a row (a turn whose
    // dice had no move has none, and joins any stretch).
    let cause = entries
        .iter()
        .map_while(|e| match e {
            Entry::Turn(t) if t.color == first.color => Some(t),
            _ => None,
        })
        .find_map(|t| t.moves.first())
        .and_then(|m| m.cause);
    let turns = entries
        .iter()
        .take_while(|e| {
            matches!(e, Entry::Turn(t) if t.color == first.color
                && t.moves.iter().all(|m| m.auto && m.cause == cause))
        })
        .count();
    (turns >= 2).then_some((first.color, turns, cause))
}

/// The end of a game played out for a person nobody else waited for
/// (`live::finish`): from a turn of theirs played by the bot, every entry of
/// `entries` (its caller passes up to the game's end) is such a turn or a
/// computer's, two or more of them theirs and one at least a computer's
/// (else it is [`played_for`]'s). The person and the number of their turns.
fn played_out_for(table: &Table, entries: &[Entry]) -> Option<(Color, usize)> {
    let Some(Entry::Turn(first)) = entries.first() else {
        return None;
    };
    table.occupant(first.color)?.user()?;
    let (mut theirs, mut computers) = (0, 0);
    for entry in entries {
        let Entry::Turn(turn) = entry else {
            return None;
        };
        if turn.color == first.color && turn.moves.iter().all(|m| m.auto) {
            theirs += 1;
        } else if matches!(table.occupant(turn.color), Some(Occupant::Ai(_))) {
            computers += 1;
        } else {
            return None;
        }
    }
    (theirs >= 2 && computers >= 1).then_some((first.color, theirs))
}

/// The headline of a finished game: `sara, 8 pts`, every winner's name and
/// points, and whether their win counts (`false`: the bot played every first
/// place for a person who walked away); `None` when it was cancelled.
pub fn winners_text(lang: Lang, table: &Table) -> Option<(String, bool)> {
    let game = &table.game;
    if game.end_reason() == Some(EndReason::Cancelled) {
        return None;
    }
    let first: Vec<_> = game
        .standings()
        .into_iter()
        .filter(|s| s.rank == 1)
        .collect();
    // Only wins that count are named, unless none does (results::win_counts).
    let counted: Vec<_> = first
        .iter()
        .filter(|s| crate::words::results::win_counts(table, s.color))
        .collect();
    let (named, counts) = match counted.is_empty() {
        true => (first.iter().collect::<Vec<_>>(), false),
        false => (counted, true),
    };
    let winners: Vec<String> = named
        .iter()
        .map(|s| {
            t!(
                lang,
                "winner-points",
                name = player_name(lang, table, s.color),
                points = s.score
            )
        })
        .collect();
    (!winners.is_empty()).then(|| (winners.join(", "), counts))
}

/// The log message while the game runs: which game and who plays (here,
/// where the log is; a tournament's table: the table's ping, which names
/// its tournament and round), then the newest [`LOG_LINES`] lines of the
/// turns before the current one.
pub fn log_text(lang: Lang, table: &Table, until: usize) -> String {
    let mut text = match &table.tournament {
        Some((name, round)) => {
            let people: Vec<_> = table
                .seats
                .iter()
                .filter_map(|s| s.occupant.user())
                .collect();
            table_ping(lang, name, *round, &people)
        }
        None => started_text(lang, table.id, &table.seats, None),
    };
    let lines = log_lines(lang, table, 0, until);
    let skipped = lines.len().saturating_sub(LOG_LINES);
    let mut shown: Vec<String> = Vec::new();
    if skipped > 0 {
        let replay = CommandRef::new("hypnosia replay", None);
        shown.push(t!(
            lang,
            "log-earlier-lines",
            count = skipped,
            replay = replay
        ));
    }
    shown.extend(lines.into_iter().skip(skipped));
    if !shown.is_empty() {
        let room = fit::CONTENT.saturating_sub(fit::length(&text) + 1);
        text.push('\n');
        text.push_str(&fit::newest_lines(lang, &shown, room));
    }
    text
}

/// The game's line once it is over: who won (or that it was cancelled); a
/// game played in the channel keeps the newest [`END_LINES`] of its log
/// under it.
pub fn over_text(lang: Lang, table: &Table) -> String {
    let game = table.id.0;
    let mut line = match winners_text(lang, table) {
        Some((winners, true)) => t!(lang, "log-game-over", game = game, winners = winners),
        Some((winners, false)) => t!(
            lang,
            "log-game-over-uncounted",
            game = game,
            winners = winners
        ),
        None => t!(lang, "log-game-cancelled", game = game),
    };
    if table.place.venue.thread().is_none() {
        let lines = log_lines(lang, table, 0, table.game.entries().len());
        for tail in &lines[lines.len().saturating_sub(END_LINES)..] {
            line.push('\n');
            line.push_str(tail);
        }
    }
    line
}

/// A turn message shrunk to the summary of the turns it showed. A message that
/// showed no finished turn says what it was: the lobby where the game started,
/// or a board posted again further down.
pub fn summary_text(lang: Lang, table: &Table, from: usize, until: usize) -> String {
    // A message that covered many turns (computers playing on) keeps the latest.
    let lines = log_lines(lang, table, from, until);
    let text = fit::newest_lines(lang, &lines, fit::CONTENT);
    match text.is_empty() {
        false => text,
        true if from == 0 => started_text(lang, table.id, &table.seats, table.place.venue.thread()),
        true => t!(lang, "board-reposted"),
    }
}

/// What the lobby message says once its game started: which game, where it is
/// played and who plays.
pub fn started_text(lang: Lang, game: GameId, seats: &[Seat], thread: Option<ChannelId>) -> String {
    let players = seats
        .iter()
        .map(|s| {
            let who = match &s.occupant {
                Occupant::Human { user, .. } => markup::mention(user),
                _ => seat_occupant_name(lang, seats, s),
            };
            format!("{} {who}", color_emoji(s.color))
        })
        .collect::<Vec<_>>()
        .join(", ");
    match thread {
        Some(thread) => t!(
            lang,
            "lobby-started-thread",
            game = game.0,
            thread = markup::channel(thread),
            players = players
        ),
        None => t!(lang, "lobby-started-here", game = game.0, players = players),
    }
}
