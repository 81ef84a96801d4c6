//! The words of the game's own message where its lobby was: the newest lines
//! of its log while it runs, and its winners once it ends.

use crate::game::{EndReason, Entry};
use crate::i18n::Lang;
use crate::t;
use crate::table::{Occupant, Table};
use crate::words::texts::player_name;
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
                lines.push(ended_turn_summary(lang, turn, &name, table.ending_at(i)));
            }
            Entry::Event(_) => lines.extend(entries_summary_lines(lang, table, i, i + 1)),
        }
        i += 1;
    }
    lines
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
