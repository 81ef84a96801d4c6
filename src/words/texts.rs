//! The words of the table's vocabulary in a language: refusals, colors,
//! computer levels, end reasons and Discord's permission names, each named by
//! its Fluent key (the keys live in `assets/locales/*/`).

use std::time::Duration;

use crate::game::{Color, EndReason, LeaveKind, PlayerKind, PlayerRecord};
use crate::i18n::{Arg, Lang, Text};
use crate::platform::markup;
use crate::store::LeaderboardEntry;
use crate::table::{
    CancelRefusal, ChannelHolder, ChannelId, Cooldown, GameId, Level, LobbyRefusal, MAX_TIMEOUTS,
    Occupant, OpenRefusal, RecordedPlayer, ResignRefusal, Seat, Table, TableLimit, TooSoon, UserId,
};
use crate::words::fit;
use crate::words::markup::CommandIds;
use crate::{t, text};

/// A refusal by one of the table's rules, in words (the refusal types are
/// `table`'s, which knows no words).
pub trait RefusalText {
    /// What the refusal says.
    fn text(self) -> Text;
}

/// A lobby refusal (a color in it is named in the reader's language).
impl RefusalText for LobbyRefusal {
    fn text(self) -> Text {
        match self {
            LobbyRefusal::AlreadySeated => text!("refusal-already-seated"),
            LobbyRefusal::NotSeated => text!("refusal-not-seated"),
            LobbyRefusal::Full(seats) => text!("refusal-full", seats = seats),
            LobbyRefusal::NotHost { host, action } => text!(
                "refusal-not-host",
                host = markup::mention(host),
                action = action.to_string()
            ),
            LobbyRefusal::NoAi => text!("refusal-no-ai"),
            LobbyRefusal::ColorTaken(color) => {
                text!("refusal-color-taken", color = color_text(color))
            }
            LobbyRefusal::TooFewSeats => text!("refusal-too-few-seats"),
            LobbyRefusal::BadSeatCount => text!("refusal-bad-seat-count"),
            LobbyRefusal::BadTimeout => text!("refusal-bad-timeout"),
        }
    }
}

/// Why a new table may not open, and what to do about it (naming the
/// commands as each person's Discord shows them).
pub fn limit_text(limit: TableLimit, commands: &CommandIds) -> Text {
    match limit {
        TableLimit::Server { cap } => text!(
            "refusal-limit-server",
            cap = cap,
            cancel = commands.mention("hypnosia cancel"),
            limit = commands.mention("hypnosia settings limit")
        ),
        TableLimit::HostsLobby { id, expires_at, .. } => text!(
            "refusal-limit-own-lobby",
            game = id.0,
            closes = markup::relative_time(expires_at),
        ),
        TableLimit::Member { user, cap } => text!(
            "refusal-limit-member",
            user = markup::mention(user),
            cap = cap,
        ),
    }
}

impl RefusalText for ResignRefusal {
    fn text(self) -> Text {
        match self {
            ResignRefusal::NotPlaying => text!("refusal-not-playing"),
            ResignRefusal::AlreadyLeft => text!("refusal-already-left"),
            ResignRefusal::Over => text!("refusal-finished"),
        }
    }
}

/// When a member may ask again, as their Discord counts it from now.
impl RefusalText for TooSoon {
    fn text(self) -> Text {
        match self {
            TooSoon::Heavy { at } => {
                text!("refusal-heavy-too-fast", when = markup::relative_time(at))
            }
            TooSoon::Cooldown { what, at } => {
                let when = markup::relative_time(at);
                match what {
                    Cooldown::Practice => text!("refusal-practice-cooldown", when = when),
                    Cooldown::Rematch => text!("refusal-rematch-cooldown", when = when),
                    Cooldown::Tournament => text!("refusal-tournament-cooldown", when = when),
                }
            }
        }
    }
}

impl RefusalText for CancelRefusal {
    fn text(self) -> Text {
        match self {
            CancelRefusal::NotPlaying => text!("refusal-cancel-not-playing"),
            CancelRefusal::Over => text!("refusal-finished"),
        }
    }
}

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

pub use crate::table::permission_names;

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

/// Why a table may not open in a channel, in words.
pub fn open_refused_text(why: &OpenRefusal, commands: &CommandIds) -> Text {
    match why {
        OpenRefusal::NotAllowed(channels) => {
            let list: Vec<String> = channels.iter().map(markup::channel).collect();
            text!("refusal-channel-not-allowed", channels = list.join(", "))
        }
        OpenRefusal::Held(holder) => channel_held_text(holder, commands),
    }
}

/// Why `/hypnosia new` is refused in a channel that an open lobby or a running
/// game holds: what it is, where (a link to its message) and how it ends (the
/// commands that end it named as `commands` can).
pub fn channel_held_text(holder: &ChannelHolder, commands: &CommandIds) -> Text {
    let game = holder.id().0;
    let link = holder
        .link()
        .map_or_else(|| Arg::from(""), |l| text!("held-link", link = l).into());
    match holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-channel-lobby",
            game = game,
            link = link,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-channel-game",
            game = game,
            link = link,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds, as `viewer` should read it: their own lobby, someone else's, or a
/// game (naming the commands that end it as `commands` can).
pub fn held_refusal_text(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Text {
    let game = holder.id().0;
    match *holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } if host == viewer => text!(
            "refusal-held-lobby-yours",
            game = game,
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-held-lobby",
            game = game,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-held-game",
            game = game,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// A Rematch refused because a table already holds the place of the game,
/// as `viewer` should read it.
pub fn rematch_held_text(holder: &ChannelHolder, viewer: UserId) -> Text {
    match *holder {
        ChannelHolder::Lobby { id, host, .. } if host == viewer => {
            text!("refusal-rematch-held-yours", game = id.0)
        }
        ChannelHolder::Lobby { id, host, .. } => text!(
            "refusal-rematch-held",
            game = id.0,
            host = markup::mention(host)
        ),
        ChannelHolder::Game { .. } => text!("refusal-rematch-busy"),
    }
}

/// A table limit as `viewer` should read it: a member at the limit is told
/// how to free a table of their own; any other limit as [`limit_text`].
pub fn limit_refusal_text(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Text {
    match limit {
        TableLimit::Member { user, cap } if user == viewer => text!(
            "refusal-limit-member-you",
            cap = cap,
            resign = commands.mention("hypnosia resign"),
            limit = commands.mention("hypnosia settings member-limit"),
        ),
        other => limit_text(other, commands),
    }
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

/// One place of a leaderboard: place, player (a mention, which the bot's
/// messages never ping), rating, games, wins and points.
pub fn leaderboard_line(lang: Lang, e: &LeaderboardEntry) -> String {
    leaderboard_line_of(lang, e, markup::mention(e.user))
}

/// [`leaderboard_line`] naming the player as `player` (a mention, or a name).
pub fn leaderboard_line_of(lang: Lang, e: &LeaderboardEntry, player: String) -> String {
    t!(
        lang,
        "leaderboard-line",
        place = e.place,
        player = player,
        rating = crate::words::ratings::rating_with_mark(lang, e.skill, e.rated_games),
        games = e.games,
        wins = e.wins,
        points = e.points,
    )
}

/// A refusal, and where the table it is about can be seen.
#[derive(Clone, Debug)]
pub struct Refused {
    pub text: Text,
    /// A link to the lobby's or game's message, for the "Go to table" button.
    pub link: Option<String>,
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds ([`held_refusal_text`]), with a link to the table.
pub fn held_refusal(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Refused {
    Refused {
        text: held_refusal_text(holder, commands, viewer),
        link: holder.link(),
    }
}

/// A Rematch refused because a table already holds the place of the game
/// ([`rematch_held_text`]), with a link to that table.
pub fn rematch_held(holder: &ChannelHolder, viewer: UserId) -> Refused {
    Refused {
        text: rematch_held_text(holder, viewer),
        link: holder.link(),
    }
}

/// A table limit as `viewer` should read it ([`limit_refusal_text`]), with a
/// link to the lobby they host when that is the limit.
pub fn limit_refusal(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Refused {
    let link = match limit {
        TableLimit::HostsLobby { place, .. } => place.link(),
        _ => None,
    };
    Refused {
        text: limit_refusal_text(limit, commands, viewer),
        link,
    }
}
