//! A tournament followed from its tables: what comes next, said under a
//! table's results (where other games offer Rematch), and its standings
//! told to one person or shared: the public copy is the picture, its words
//! the picture's description (what screen readers read).

use crate::i18n::{Lang, Text};
use crate::platform::links::message_link;
use crate::platform::markup::{channel, mention};
use crate::seating::Standing;
use crate::seating::{Tournament, TournamentPlay};

pub use crate::seating::{NextSeat, NextStep, TableNext};
use crate::words::card::Card;
use crate::words::tournaments::{standings_text, state_text, tournament_choice};
use crate::{t, text};

/// `next` in words, one line per fact: who is out (or who won a tied
/// final, and why), then what comes next.
pub fn next_text(lang: Lang, next: &TableNext) -> String {
    let mut lines = Vec::new();
    if !next.out.is_empty() {
        let people: Vec<String> = next.out.iter().map(|&p| mention(p)).collect();
        lines.push(t!(
            lang,
            "tournament-next-out",
            players = people.join(", "),
            count = next.out.len()
        ));
    }
    if let Some((winner, tied)) = &next.final_tie {
        let tied: Vec<String> = tied.iter().map(|&p| mention(p)).collect();
        lines.push(t!(
            lang,
            "tournament-next-final-tie",
            players = tied.join(", "),
            winner = mention(*winner)
        ));
    }
    lines.push(match next.step {
        NextStep::Starts { is_final: true, .. } => t!(lang, "tournament-next-final"),
        NextStep::Starts { round, .. } => t!(lang, "tournament-next-starts", round = round),
        NextStep::Waits {
            round: Some(round),
            tables,
        } => t!(
            lang,
            "tournament-next-waits",
            round = round,
            tables = tables
        ),
        NextStep::Waits {
            round: None,
            tables,
        } => {
            t!(lang, "tournament-next-last", tables = tables)
        }
        NextStep::Started { is_final: true, .. } => t!(lang, "tournament-next-final-started"),
        NextStep::Started { round, .. } => {
            t!(lang, "tournament-next-started", round = round)
        }
        NextStep::Over => t!(lang, "tournament-next-over"),
        NextStep::Cancelled => t!(lang, "tournament-next-cancelled"),
    });
    lines.extend(next.seats.iter().map(|&(player, seat)| match seat {
        NextSeat::At { number, thread } => {
            let table = match thread {
                Some(thread) => channel(thread),
                None => t!(lang, "tournament-card-table", table = number),
            };
            t!(
                lang,
                "tournament-next-plays",
                player = mention(player),
                table = table
            )
        }
        NextSeat::Bye => t!(lang, "tournament-next-bye", player = mention(player)),
    }));
    lines.join("\n")
}

/// A tournament table's results card with what comes next, in place of the
/// rest of the evening a Rematch would offer (none: `card` as it is).
pub fn with_next(card: Card, lang: Lang, next: Option<&TableNext>) -> Card {
    match next {
        Some(next) => card.field(t!(lang, "results-next"), next_text(lang, next), false),
        None => card,
    }
}

/// A tournament's standings as a card: its name and where it is as the
/// title, over their picture (`drawn`; its description is
/// [`standings_text`], what screen readers read), else the words.
pub fn standings_message_card(
    lang: Lang,
    play: &TournamentPlay,
    rows: &[Standing],
    drawn: bool,
) -> Card {
    let t = &play.tournament;
    let card = Card::default().title(standings_head(lang, play));
    match drawn {
        true => card.image("board.png"),
        false => card.description(standings_text(lang, play, rows)),
    }
    .footer(tournament_choice(t))
}

/// A finished tournament's public standings message: its name and "Over:
/// the podium is below", with no picture (the podium's is the one).
pub fn standings_over_card(lang: Lang, play: &TournamentPlay) -> Card {
    let t = &play.tournament;
    Card::default()
        .title(standings_head(lang, play))
        .footer(tournament_choice(t))
}

/// The tournament's name and where it is ("Saturday Cup · Round 2 is being
/// played.").
pub(crate) fn standings_head(lang: Lang, play: &TournamentPlay) -> String {
    let t = &play.tournament;
    format!(
        "{} · {}",
        t.new.name,
        state_text(lang, t, play.last_round().0)
    )
}

/// The standings' one public message is out of date (`owed`): none yet, or
/// the message at `link`. What the sharer is told: where the standings go.
pub fn shared_text(t: &Tournament) -> Text {
    match t.standings_message {
        Some(message) => text!(
            "tournament-standings-updated",
            link = message_link(t.new.guild, t.new.channel, message)
        ),
        None => text!(
            "tournament-standings-posted",
            channel = channel(t.new.channel)
        ),
    }
}
