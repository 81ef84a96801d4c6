//! A finished game's results in words: the headline naming the winners,
//! ranking, scores, center arrivals, captures and rating changes, then why
//! the game ended and who left.

use crate::game::{BotTurns, Entry};
use crate::i18n::{Lang, Text};
use crate::t;
use crate::table::{CancelledBy, RatingChange, Table};
use crate::words::card::Card;
use crate::words::fit;
use crate::words::messages::headline;
use crate::words::names::{color_emoji, end_reason, left_words, player_name};

/// Who or what called a game off, as its results name it.
pub fn cancelled_by_text(by: &CancelledBy) -> Text {
    match by {
        // A name is the same in every language.
        CancelledBy::Player(name) => crate::text!("plain", text = name.as_str()),
        CancelledBy::Force(name) => crate::text!("cancelled-by-force", name = name.as_str()),
        CancelledBy::Vote(name) => crate::text!("cancelled-by-vote", name = name.as_str()),
        CancelledBy::Idle => crate::text!("cancelled-idle"),
        CancelledBy::OutOfReach => crate::text!("cancelled-out-of-reach"),
        CancelledBy::Unclicked => crate::text!("cancelled-unclicked"),
    }
}

/// The card of the results: the headline naming the winners, then
/// [`results_text`], over the final board (`board.png`).
pub fn results_card(
    lang: Lang,
    table: &Table,
    changes: &[RatingChange],
    cancelled_by: Option<&Text>,
) -> Card {
    Card::default()
        .title(headline(lang, table))
        .description(results_text(lang, table, changes, cancelled_by))
        .image("board.png")
        .footer(match crate::words::messages::channel_label(lang, table) {
            Some(label) => format!(
                "{label} · {}",
                t!(lang, "results-footer", game = table.id.0)
            ),
            None => t!(lang, "results-footer", game = table.id.0),
        })
}

/// The results' description, within an embed's description: a line per
/// player (rank, name, points, center, captures, rating change), why the game
/// ended (`cancelled_by` who cancelled it) and who left.
pub fn results_text(
    lang: Lang,
    table: &Table,
    changes: &[RatingChange],
    cancelled_by: Option<&Text>,
) -> String {
    let game = &table.game;
    let p = game.position();
    let reason = match cancelled_by {
        Some(by) => t!(lang, "results-cancelled-by", name = by.render(lang)),
        None => game
            .end_reason()
            .map_or_else(String::new, |r| end_reason(lang, r)),
    };
    let lines: Vec<String> = game
        .standings()
        .iter()
        .map(|s| {
            let center = p.center_pawns(s.color);
            let rating = changes
                .iter()
                .find(|c| c.color == s.color)
                .map(|c| format!(" · {}", crate::words::ratings::rating_change(lang, c)))
                .unwrap_or_default();
            t!(
                lang,
                "results-line",
                rank = s.rank,
                emoji = color_emoji(s.color),
                name = player_name(lang, table, s.color),
                points = s.score,
                center = center,
                captures = p.captures(s.color),
                rating = rating,
            )
        })
        .collect();
    let leavers: Vec<String> = game
        .entries()
        .iter()
        .filter_map(|e| match e {
            Entry::Event(ev) => Some(format!(
                "{}.",
                t!(
                    lang,
                    "turn-summary-left",
                    emoji = color_emoji(ev.color),
                    name = player_name(lang, table, ev.color),
                    what = left_words(lang, ev.event, true),
                )
            )),
            Entry::Turn(_) => None,
        })
        .collect();
    let mut description = format!(
        "{}\n\n{}",
        lines.join("\n"),
        t!(lang, "results-over", reason = reason),
    );
    if !leavers.is_empty() {
        description.push_str(&format!("\n{}", leavers.join("\n")));
    }
    for line in played_by_bot(lang, table) {
        description.push('\n');
        description.push_str(&line);
    }
    fit::first_lines_of(lang, &description, fit::DESCRIPTION)
}

/// A line for each person whose turns the bot played, in seat order: how
/// many of their turns and why; for a seat that finished first although its
/// person walked away ([`BotTurns::walked_away`]), also that the game counts
/// no win or best finish for them (elsewhere it changes nothing).
fn played_by_bot(lang: Lang, table: &Table) -> Vec<String> {
    let entries = table.game.entries();
    let first: Vec<_> = first_places(table);
    table
        .seats
        .iter()
        .filter(|s| s.occupant.user().is_some())
        .filter_map(|s| {
            let turns = BotTurns::of(entries, s.color);
            if turns.by_bot == 0 {
                return None;
            }
            let name = player_name(lang, table, s.color);
            let (count, total, why) = (turns.by_bot, turns.turns, causes(lang, &turns));
            Some(if turns.walked_away() && first.contains(&s.color) {
                t!(
                    lang,
                    "results-walked-away",
                    name = name,
                    count = count,
                    total = total,
                    why = why
                )
            } else {
                t!(
                    lang,
                    "results-played-by-bot",
                    name = name,
                    count = count,
                    total = total,
                    why = why
                )
            })
        })
        .collect()
}

/// Why the bot played the turns counted in `turns`, each cause once, in
/// parentheses after a space; nothing for a record from before causes were
/// kept.
fn causes(lang: Lang, turns: &BotTurns) -> String {
    let why: Vec<String> = [
        (turns.timed_out, t!(lang, "results-why-timeout")),
        (turns.finished_for_me, t!(lang, "results-why-finish")),
        (turns.decided, t!(lang, "results-why-decided")),
    ]
    .into_iter()
    .filter_map(|(n, why)| (n > 0).then_some(why))
    .collect();
    match why.is_empty() {
        true => String::new(),
        false => format!(" ({})", why.join(", ")),
    }
}

/// The colors that finished first.
fn first_places(table: &Table) -> Vec<crate::game::Color> {
    let standings = table.game.standings();
    standings
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| s.color)
        .collect()
}

/// Whether a win counts for the seat of `color`: not when its person walked
/// away from the game ([`BotTurns::walked_away`]); a computer's always does.
pub fn win_counts(table: &Table, color: crate::game::Color) -> bool {
    let person = table
        .seats
        .iter()
        .any(|s| s.color == color && s.occupant.user().is_some());
    !person || !BotTurns::of(table.game.entries(), color).walked_away()
}

/// The line above a game's results that mentions its people once (which
/// pings them; none without people), and whom it pings.
pub fn results_ping(table: &Table) -> (Option<String>, Vec<crate::table::UserId>) {
    let people: Vec<_> = table
        .seats
        .iter()
        .filter_map(|s| s.occupant.user())
        .collect();
    let mentions: Vec<String> = people
        .iter()
        .map(crate::platform::markup::mention)
        .collect();
    ((!mentions.is_empty()).then(|| mentions.join(" ")), people)
}
