//! The history in words: a line per past game, the suggestions of an option
//! that takes a game, and a replay step's text.

use crate::game::{Color, Entry, Record, TurnRecord};
use crate::i18n::Lang;
use crate::store::{PastGame, PlayerResult};
use crate::t;
use crate::table::{Occupant, UnixTime, computer_number};
use crate::words::markup;
use crate::words::texts::color_emoji;
use crate::words::texts::{ai_name, end_reason, left_words, record_player_name};
use crate::words::turns::turn_summary;

/// How a seat is named in the history: a mention for people (never pinging:
/// the replies allow no mentions), the level for computers.
fn seat_name(lang: Lang, results: &[PlayerResult], r: &PlayerResult) -> String {
    match &r.occupant {
        Occupant::Human { user, .. } => markup::mention(user),
        Occupant::Ai(level) => {
            let ais = results
                .iter()
                .filter(|r| matches!(r.occupant, Occupant::Ai(_)))
                .map(|r| r.color);
            ai_name(lang, *level, computer_number(r.color, ais))
        }
    }
}

/// One line of `/hypnosia games`: number, when, players with their colors and
/// scores (in ranking order), the winner, turns and how it ended.
pub fn game_line(lang: Lang, g: &PastGame) -> String {
    let players: Vec<String> = g
        .results
        .iter()
        .map(|r| {
            let left = if r.left {
                t!(lang, "games-left-mark")
            } else {
                String::new()
            };
            t!(
                lang,
                "games-player",
                emoji = color_emoji(r.color),
                name = seat_name(lang, &g.results, r),
                score = r.score,
                left = left,
            )
        })
        .collect();
    let outcome = if g.cancelled() {
        t!(lang, "games-cancelled")
    } else {
        let winners: Vec<String> = g
            .results
            .iter()
            .filter(|r| r.rank == 1)
            .map(|r| seat_name(lang, &g.results, r))
            .collect();
        t!(
            lang,
            "games-winners",
            winners = winners.join(", "),
            reason = end_reason(lang, g.reason)
        )
    };
    // A practice game with hints says so (the record format has no place for it).
    let outcome = if g.hinted {
        format!("{outcome} · 💡 {}", t!(lang, "history-hinted"))
    } else {
        outcome
    };
    t!(
        lang,
        "games-line",
        game = g.id.0,
        when = markup::relative_time(g.finished_at),
        players = players.join(" · "),
        outcome = outcome,
        turns = g.turns,
    )
}

/// "3 days ago", for suggestions (they are plain text: no Discord timestamps).
pub fn ago(lang: Lang, seconds: i64) -> String {
    let s = seconds.max(0);
    match s {
        0..=59 => t!(lang, "ago-just-now"),
        60..=3599 => t!(lang, "ago-minutes", count = s / 60),
        3600..=86_399 => t!(lang, "ago-hours", count = s / 3600),
        86_400..=2_591_999 => t!(lang, "ago-days", count = s / 86_400),
        2_592_000..=31_535_999 => t!(lang, "ago-months", count = s / 2_592_000),
        _ => t!(lang, "ago-years", count = s / 31_536_000),
    }
}

/// A suggestion for an option that takes a game, e.g.
/// `#42 · alice, bob, medium AI · 3 days ago`; at most 100 characters.
pub fn game_suggestion(lang: Lang, g: &PastGame, now: UnixTime) -> String {
    let names: Vec<String> = g
        .results
        .iter()
        .map(|r| match &r.occupant {
            Occupant::Human { name, .. } => name.clone(),
            Occupant::Ai(_) => seat_name(lang, &g.results, r),
        })
        .collect();
    let cancelled = if g.cancelled() {
        format!(" · {}", t!(lang, "suggestion-cancelled"))
    } else {
        String::new()
    };
    let tail = format!("{cancelled} · {}", ago(lang, now - g.finished_at));
    let head = format!("#{} · {}", g.id, names.join(", "));
    let room = MAX_SUGGESTION_LEN - tail.chars().count();
    let head = if head.chars().count() > room {
        let mut cut: String = head.chars().take(room - 1).collect();
        cut.push('…');
        cut
    } else {
        head
    };
    format!("{head}{tail}")
}

/// The turns of a record that the replay steps through (leavings are no turns).
pub fn replay_turns(record: &Record) -> Vec<&TurnRecord> {
    record
        .turns
        .iter()
        .filter_map(|e| match e {
            Entry::Turn(t) => Some(t),
            Entry::Event(_) => None,
        })
        .collect()
}

/// The words of a replay at turn `turn` (0: before the first turn): who
/// plays, "turn N of M", that turn's dice and moves, who left right after it,
/// and at the end how the game ended.
pub fn replay_text(lang: Lang, record: &Record, turn: u32) -> String {
    let turns = replay_turns(record);
    let total = turns.len() as u32;
    let turn = turn.min(total);
    let name = |c: Color| record_player_name(lang, &record.players, c);
    let players: Vec<String> = record
        .players
        .iter()
        .map(|p| format!("{} {}", color_emoji(p.color), name(p.color)))
        .collect();
    let mut lines = vec![players.join(" · ")];
    if turn == 0 {
        lines.push(t!(lang, "replay-start", turns = total));
    } else {
        lines.push(t!(lang, "replay-turn", turn = turn, turns = total));
        let t = turns[turn as usize - 1];
        lines.push(turn_summary(lang, t, &name(t.color), true));
        // Leavings recorded right after this turn.
        let at = record
            .turns
            .iter()
            .position(|e| matches!(e, Entry::Turn(x) if std::ptr::eq(x, t)))
            .unwrap_or(record.turns.len());
        for e in record.turns.iter().skip(at + 1) {
            let Entry::Event(e) = e else { break };
            lines.push(t!(
                lang,
                "turn-summary-left",
                emoji = color_emoji(e.color),
                name = name(e.color),
                what = left_words(lang, e.event, false),
            ));
        }
    }
    if turn == total
        && let Some(result) = &record.result
    {
        let winners: Vec<String> = result
            .ranking
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| name(s.color))
            .collect();
        lines.push(t!(
            lang,
            "replay-over",
            reason = end_reason(lang, result.reason),
            count = winners.len(),
            winners = winners.join(", ")
        ));
    }
    lines.join("\n")
}

/// Discord's limit on a suggestion's name.
const MAX_SUGGESTION_LEN: usize = 100;
