//! The names of the table's vocabulary in a language: colors (and their
//! emoji), computer levels, players, durations, end reasons and how a player
//! left, each named by its Fluent key (the keys live in `assets/locales/*/`).

use std::time::Duration;

use crate::game::{Color, EndReason, LeaveKind, PlayerKind, PlayerRecord};
use crate::i18n::{Lang, Text};
use crate::table::{Level, MAX_TIMEOUTS, Occupant, RecordedPlayer, Seat, Table};
use crate::words::fit;
use crate::{t, text};

/// A color's name as a message.
pub fn color_text(color: Color) -> Text {
    match color {
        Color::Red => text!("color-red"),
        Color::Yellow => text!("color-yellow"),
        Color::Green => text!("color-green"),
        Color::Cyan => text!("color-cyan"),
        Color::Blue => text!("color-blue"),
        Color::Magenta => text!("color-magenta"),
    }
}

/// A color's name in `lang`.
pub fn color_name(lang: Lang, color: Color) -> String {
    color_text(color).render(lang)
}

/// A computer level's name in `lang`.
pub fn level_name(lang: Lang, level: Level) -> String {
    match level {
        Level::Easy => text!("level-easy"),
        Level::Medium => text!("level-medium"),
        Level::Hard => text!("level-hard"),
    }
    .render(lang)
}

/// A seat's name: the person's name, or "AI (hard)" in `lang`.
pub fn occupant_name(lang: Lang, occupant: &Occupant) -> String {
    match occupant {
        Occupant::Human { name, .. } => fit::name(name),
        Occupant::Ai(level) => text!("ai-player", level = level_name(lang, *level)).render(lang),
    }
}

/// A computer player's name: "AI (easy)", or "AI 2 (easy)" when its table
/// seats several (`number`, from [`crate::table::computer_number`]).
pub fn ai_name(lang: Lang, level: Level, number: Option<usize>) -> String {
    let level = level_name(lang, level);
    match number {
        None => t!(lang, "ai-player", level = level),
        Some(number) => t!(lang, "ai-player-numbered", number = number, level = level),
    }
}

/// A seat's name among `seats`: a person's name, or a computer's numbered
/// when several are seated.
pub fn seat_occupant_name(lang: Lang, seats: &[Seat], seat: &Seat) -> String {
    match seat.occupant {
        Occupant::Ai(level) => ai_name(lang, level, seat.computer_number(seats)),
        ref person => occupant_name(lang, person),
    }
}

/// A player of a record in `lang`: a person's name as is, a computer's
/// level (numbered when the record has several).
pub fn recorded_player_name(lang: Lang, player: RecordedPlayer<'_>) -> String {
    match player {
        RecordedPlayer::Named(name) => fit::name(name),
        RecordedPlayer::Computer { level, number } => ai_name(lang, level, number),
    }
}

/// A name stored in a record for a player of this `kind`, on its own (never
/// numbered).
pub fn recorded_name(lang: Lang, kind: PlayerKind, name: &str) -> String {
    let player = PlayerRecord {
        color: Color::Red,
        name: name.to_owned(),
        kind,
    };
    recorded_player_name(lang, RecordedPlayer::alone(&player))
}

/// The name of the player at `color` among a record's `players`, computers
/// numbered as at the table.
pub fn record_player_name(lang: Lang, players: &[PlayerRecord], color: Color) -> String {
    match RecordedPlayer::of(players, color) {
        Some(player) => recorded_player_name(lang, player),
        None => "?".to_owned(),
    }
}

/// A duration in `lang`'s words (`2 min`, `1 h 30 min`, `2 Min.`, `1시간 30분`, `3 d`),
/// which [`crate::table::parse_timeout`] reads back.
pub fn describe_duration(lang: Lang, d: Duration) -> String {
    let s = d.as_secs();
    let (days, h, m, sec) = (s / 86_400, s % 86_400 / 3600, s % 3600 / 60, s % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(text!("duration-days", count = days));
    }
    if h > 0 {
        parts.push(text!("duration-hours", count = h));
    }
    if m > 0 {
        parts.push(text!("duration-minutes", count = m));
    }
    if sec > 0 || parts.is_empty() {
        parts.push(text!("duration-seconds", count = sec));
    }
    parts
        .iter()
        .map(|p| p.render(lang))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why a game ended, as a noun phrase that reads after "Game over:" and in a
/// list: "center full".
pub fn end_reason(lang: Lang, reason: EndReason) -> String {
    match reason {
        EndReason::CenterFull => text!("reason-center-full"),
        EndReason::PlayersLeft => text!("reason-players-left"),
        EndReason::BoardEmpty => text!("reason-board-empty"),
        EndReason::RoundLimit => text!("reason-round-limit"),
        EndReason::Cancelled => text!("reason-cancelled"),
    }
    .render(lang)
}

/// How a player left: "resigned", "was removed after 3 time-outs in a row"
/// (`exact`), or "was removed after repeated time-outs".
pub fn left_words(lang: Lang, kind: LeaveKind, exact: bool) -> String {
    match kind {
        LeaveKind::Resign => text!("left-resigned"),
        // Removal only ever comes from time-outs (see `Table::count_timeout`).
        LeaveKind::Removed if exact => text!("left-removed", count = MAX_TIMEOUTS),
        LeaveKind::Removed => text!("left-removed-short"),
    }
    .render(lang)
}

/// A player's name as shown: the person's, or "AI (hard)" in `lang`.
pub fn player_name(lang: Lang, table: &Table, color: Color) -> String {
    match table.seats.iter().find(|s| s.color == color) {
        Some(seat) => seat_occupant_name(lang, &table.seats, seat),
        None => table
            .game
            .player(color)
            .map_or_else(|| "?".to_owned(), |p| fit::name(&p.name)),
    }
}

/// An emoji per color, for one-line summaries: the color of the seat's
/// pawns, and their shape where Unicode has it in that color (red circle,
/// yellow square). No emoji is a green diamond, a cyan hexagon, a blue
/// pentagon or a magenta star: those four are hearts, a shape no pawn has,
/// so no emoji ever shows another seat's shape (a green circle would look
/// like red's pawns to someone who tells seats apart by shape).
pub fn color_emoji(color: Color) -> &'static str {
    match color {
        Color::Red => "🔴",
        Color::Yellow => "🟨",
        Color::Green => "💚",
        Color::Cyan => "🩵",
        Color::Blue => "💙",
        Color::Magenta => "💜",
    }
}
