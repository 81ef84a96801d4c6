//! The words of the bot's messages about a table: a lobby's card (its
//! seats) and a rematch's invitation, the turn message's card and lines (who
//! moves, the dice, the notes, the heading), the opening roll, a finished
//! game's headline and the vote to cancel a game.

use crate::game::{EndReason, Entry, Game, TurnRecord};
use crate::i18n::{CommandRef, Lang, Text};
use crate::platform::markup;
use crate::t;
use crate::table::{
    GameId, Lobby, LobbyClosedBy, MAX_TIMEOUTS, Occupant, Seat, Table, UnixTime, UserId,
};
use crate::words::card::Card;
use crate::words::fit;
use crate::words::names::{
    color_emoji, color_name, describe_duration, player_name, seat_occupant_name,
};

/// What a lobby's message says once a click closed it (`by` whom).
pub fn lobby_closed_text(by: LobbyClosedBy) -> Text {
    match by {
        LobbyClosedBy::EverybodyLeft => crate::text!("lobby-everybody-left"),
        LobbyClosedBy::Host => crate::text!("lobby-host-cancelled"),
        LobbyClosedBy::Admin => crate::text!("lobby-admin-closed"),
        LobbyClosedBy::Declined(invited) => {
            crate::text!("lobby-declined", invited = markup::mention(invited))
        }
    }
}

/// The dice of a turn: those left to play in bold, those played struck out
/// (`🎲 ~~6~~ · **5**`); no words, so every language shows it alike.
pub fn dice_text(turn: &TurnRecord) -> String {
    let mut left = turn.unused_dice();
    let faces: Vec<String> = turn
        .dice
        .iter()
        .map(|d| match left.iter().position(|l| l == d) {
            Some(i) => {
                left.remove(i);
                format!("**{d}**")
            }
            None => format!("~~{d}~~"),
        })
        .collect();
    format!("🎲 {}", faces.join(" · "))
}

/// The one line above the board: who moves (pinging a person), a die with no
/// legal move, and the deadline as a relative time. A person's own turn
/// leaves the dice to the board and the buttons (the first chip of each
/// die's row names it), so that the line fits a 360-px phone; a computer's
/// turn says them.
pub fn first_line(lang: Lang, table: &Table) -> Option<String> {
    let game = &table.game;
    let color = game.to_move()?;
    let dice = game.current_turn().map(dice_text).unwrap_or_default();
    let emoji = color_emoji(color);
    let Some((_, user)) = table.human_to_move() else {
        return Some(t!(
            lang,
            "turn-line-computer",
            emoji = emoji,
            name = player_name(lang, table, color),
            dice = dice
        ));
    };
    let mut line = t!(
        lang,
        "turn-line-you",
        emoji = emoji,
        mention = markup::mention(user)
    );
    let moves = game.legal_moves();
    for die in game.position().unused_dice() {
        if !moves.iter().any(|m| m.die == die) {
            line = t!(lang, "turn-line-no-move", line = line, die = die);
        }
    }
    if let Some(deadline) = table.clock.deadline {
        line = t!(
            lang,
            "turn-line-deadline",
            line = line,
            deadline = markup::relative_time(deadline)
        );
    }
    if table.options.turn_limit().is_none() {
        // No deadline, and still the game ends (`table::IDLE_END`).
        line = t!(lang, "turn-line-idle-end", line = line);
    }
    Some(line)
}

/// What the embed says above the board, when anything: the opening roll, the
/// reminder, the last warning, why "Finish for me" is offered. Empty on most
/// turns.
pub fn notes(lang: Lang, table: &Table, with_opening: bool) -> String {
    let mut lines = Vec::new();
    if with_opening {
        lines.push(format!(
            "{} {}",
            t!(lang, "opening-title"),
            opening_text(lang, table).replace('\n', " · ")
        ));
    }
    if let Some(color) = table.game.to_move()
        && table.human_to_move().is_some()
    {
        if let Some(line) = crate::words::slow_games::reminder_line(lang, table) {
            lines.push(line);
        }
        // Said before the last time-out, not after: then it is too late.
        // Nobody else waiting: the next time-out plays the game out instead.
        if table.clock.timeouts(color) == MAX_TIMEOUTS - 1 {
            let count = MAX_TIMEOUTS - 1;
            lines.push(if table.others_wait_for(color) {
                t!(lang, "turn-last-warning", count = count)
            } else {
                t!(lang, "turn-last-warning-alone", count = count)
            });
        }
        // The button alone says nothing of why it appeared, or what it does.
        if table.offers_finish() {
            lines.push(t!(lang, "turn-finish-why"));
        }
    }
    lines.join("\n")
}

/// The card of the live turn message: the heading above the board
/// (`board.png`), and the notes, when there are any, under it.
pub fn turn_card(lang: Lang, table: &Table, with_opening: bool) -> Card {
    let card = Card::default()
        .author(heading(lang, table, None))
        .image("board.png");
    let notes = notes(lang, table, with_opening);
    match notes.is_empty() {
        true => card,
        false => card.description(fit::first_lines_of(lang, &notes, fit::DESCRIPTION)),
    }
}

/// The chances a turn's heading shows (`words::chances`): of two players
/// in full, of three or more compact.
pub enum Chances {
    Few(String),
    Many(String),
}

/// The second line: the game and the turn; when the chances are shown
/// (`🔴 42% · 🔵 58%`, or `🔴42% 🟡33% 🔵25%` for three or more), the turn
/// and the chances, so that the line stays on one line of a 360-px phone
/// whatever the game's number (the thread's name and the results say it).
pub fn heading(lang: Lang, table: &Table, chances: Option<&Chances>) -> String {
    let turn = turn_number(&table.game);
    let line = match chances {
        Some(Chances::Few(chances)) => {
            t!(lang, "turn-heading-chances", turn = turn, chances = chances)
        }
        Some(Chances::Many(chances)) => {
            t!(lang, "turn-heading-odds", turn = turn, chances = chances)
        }
        None => t!(lang, "turn-footer", game = table.id.0, turn = turn),
    };
    let line = match channel_label(lang, table) {
        Some(label) => format!("{label} · {line}"),
        None => line,
    };
    fit::truncate(&line, fit::AUTHOR)
}

/// A tournament's table played in the channel says which tournament and
/// round ("🏆 Saturday Cup, round 2"): among the channel's other games, it
/// has no thread's name to say so. Plain text (for an author line or a
/// footer), its name cut short.
pub fn channel_label(lang: Lang, table: &Table) -> Option<String> {
    let (name, round) = table
        .tournament
        .as_ref()
        .filter(|_| table.place.venue.thread().is_none())?;
    let name = fit::truncate(name, 40);
    Some(t!(
        lang,
        "tournament-round-label",
        name = name,
        round = *round
    ))
}

pub fn seat_line(lang: Lang, seats: &[Seat], seat: &Seat) -> String {
    let who = match &seat.occupant {
        Occupant::Human { user, .. } => markup::mention(user),
        Occupant::Ai(_) => seat_occupant_name(lang, seats, seat),
    };
    format!(
        "{} {} — {who}",
        color_emoji(seat.color),
        color_name(lang, seat.color)
    )
}

/// The opening roll, as shown on the first turn message.
pub fn opening_text(lang: Lang, table: &Table) -> String {
    let rounds: Vec<String> = table
        .game
        .record()
        .opening
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|r| format!("{} {}+{}", color_emoji(r.color), r.dice[0], r.dice[1]))
                .collect::<Vec<_>>()
                .join("  ")
        })
        .collect();
    rounds.join(&format!("\n{} ", t!(lang, "opening-tie")))
}

/// The number of the turn being played as players count them: turns in the
/// record, this one included (leavings are not turns; the version counter,
/// which grows with every move, means nothing to players).
pub fn turn_number(game: &Game) -> usize {
    game.entries()
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count()
}

/// The results' title: `🏆 sara wins game #1`, every winner named; a
/// cancelled game says so.
pub fn headline(lang: Lang, table: &Table) -> String {
    let game = &table.game;
    let winners: Vec<String> = game
        .standings()
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| player_name(lang, table, s.color))
        .collect();
    if game.end_reason() == Some(EndReason::Cancelled) || winners.is_empty() {
        return t!(lang, "results-headline-cancelled", game = table.id.0);
    }
    t!(
        lang,
        "results-headline",
        winners = winners.join(", "),
        count = winners.len(),
        game = table.id.0
    )
}

/// The card of a lobby's message: the host, the seats taken and when it
/// closes, then the rules, the turn time-out and where the game will be
/// played side by side (`in_thread`: the lobby itself is in a thread, where
/// a game that gets no thread of its own is played); and, for newcomers, the
/// lessons (`learn`, that command's mention).
pub fn lobby_card(lang: Lang, lobby: &Lobby, learn: CommandRef, in_thread: bool) -> Card {
    let o = &lobby.options;
    let seats: Vec<String> = lobby
        .seats
        .iter()
        .map(|s| seat_line(lang, &lobby.seats, s))
        .collect();
    let variant = if o.variant.stacks_cross_bridges {
        t!(lang, "variant-standard")
    } else {
        t!(lang, "variant-no-stacks-over-bridges")
    };
    let place = if o.thread {
        t!(lang, "lobby-where-thread")
    } else if in_thread {
        t!(lang, "lobby-where-this-thread")
    } else {
        t!(lang, "lobby-where-channel")
    };
    let description = [
        t!(lang, "lobby-host", host = markup::mention(lobby.host)),
        String::new(),
        t!(
            lang,
            "lobby-seats",
            taken = lobby.seats.len(),
            seats = o.max_seats
        ),
        seats.join("\n"),
        String::new(),
        t!(
            lang,
            "lobby-closes",
            closes = markup::relative_time(lobby.expires_at)
        ),
        t!(lang, "lobby-newcomers", learn = learn),
    ];
    Card::default()
        .title(t!(lang, "lobby-title"))
        .description(description.join("\n"))
        .field(t!(lang, "lobby-rules"), variant, true)
        .field(
            t!(lang, "lobby-timeout"),
            describe_duration(lang, o.turn_timeout),
            true,
        )
        .field(t!(lang, "lobby-where"), place, true)
        .footer(t!(lang, "lobby-footer"))
}

/// The words of a rematch's lobby for the people `invited` (mentioned, which
/// pings them) by `host`.
pub fn rematch_invite(lang: Lang, invited: &[UserId], host: UserId) -> String {
    let mentions: Vec<String> = invited.iter().map(markup::mention).collect();
    t!(
        lang,
        "rematch-invite",
        invited = mentions.join(" "),
        host = markup::mention(host)
    )
}

/// The line of a challenge's lobby: `invited` is challenged by `host`.
pub fn challenge_invite(lang: Lang, invited: UserId, host: UserId) -> String {
    let (invited, host) = (markup::mention(invited), markup::mention(host));
    t!(lang, "challenge-invite", invited = invited, host = host)
}

/// The public vote to cancel game `game`, asked `by` someone and open until
/// `ends`: who must agree (`needed`), each marked with whether they have
/// (`agreed`).
pub fn vote_text(
    lang: Lang,
    game: GameId,
    by: &str,
    needed: &[UserId],
    agreed: &[UserId],
    ends: u64,
) -> String {
    let people: Vec<String> = needed
        .iter()
        .map(|u| {
            let mark = if agreed.contains(u) { "✅" } else { "⏳" };
            format!("{mark} {}", markup::mention(u))
        })
        .collect();
    t!(
        lang,
        "vote-text",
        name = by,
        game = game.0,
        ends = markup::relative_time(ends),
        people = people.join("\n"),
    )
}

/// The question before resigning game `game`, with what it costs at a
/// tournament's table (`cost`).
pub fn resign_confirm_text(lang: Lang, game: GameId, cost: Option<Text>) -> String {
    let question = t!(lang, "resign-confirm", game = game.0);
    match cost {
        Some(cost) => format!("{question}\n{}", cost.render(lang)),
        None => question,
    }
}

/// The question before cancelling game `game` alone, or by force.
pub fn cancel_confirm_text(lang: Lang, game: GameId, force: bool) -> String {
    if force {
        t!(lang, "cancel-force-confirm", game = game.0)
    } else {
        t!(lang, "cancel-confirm", game = game.0)
    }
}

/// A vote to cancel game `game` that is over, and why (`text`).
pub fn vote_closed_text(lang: Lang, game: GameId, text: &Text) -> String {
    t!(lang, "vote-closed", game = game.0, text = text.render(lang))
}

/// Which moment of a turn a DM tells of.
#[derive(Clone, Copy, Debug)]
pub enum TurnDm {
    /// The turn starts.
    Start,
    /// A quarter of its time is left.
    Reminder,
}

/// The DM of `kind` about a turn of `game` ending at `deadline`, with the
/// `link` to the turn's message.
pub fn turn_dm_text(
    lang: Lang,
    kind: TurnDm,
    game: GameId,
    deadline: UnixTime,
    link: &str,
) -> String {
    let deadline = markup::relative_time(deadline);
    let mut content = match kind {
        TurnDm::Start => t!(lang, "notify-turn-dm", game = game.0, deadline = deadline),
        TurnDm::Reminder => {
            t!(
                lang,
                "notify-reminder-dm",
                game = game.0,
                deadline = deadline
            )
        }
    };
    content.push(' ');
    content.push_str(link);
    content
}
