//! A tournament in words: its sign-up card (kept up to date as people join
//! and leave, and as it runs), the server's list, the standings, the podium
//! posted at its end, and the label of its tables' games.

use crate::i18n::{Arg, Lang};
use crate::seating::{Format, Standing};
use crate::store::{Tournament, TournamentPlay, TournamentState};
use crate::t;
use crate::table::UserId;
use crate::words::card::Card;
use crate::words::markup::{mention, relative_time};
use crate::words::plain::escape;
use crate::words::texts::describe_duration;

/// Discord's longest thread name.
const THREAD_NAME: usize = 100;

/// The standings' lines the podium lists at most (the medals first).
const PODIUM_LINES: usize = 10;

/// How a command and the autocomplete name a tournament: `#12 Saturday cup`
/// (the number is what [`crate::live::Tables::named_tournament`] reads).
pub fn tournament_choice(t: &Tournament) -> String {
    format!("#{} {}", t.id, t.new.name)
}

/// Its format in words: "Swiss, 3 rounds", "Knock-out".
fn format_text(lang: Lang, format: Format) -> String {
    match format {
        Format::Swiss { rounds } => t!(lang, "tournament-format-swiss", rounds = rounds),
        Format::Knockout => t!(lang, "tournament-format-knockout"),
    }
}

/// Where it is in its life: when it starts, the round in play, or its end.
pub(crate) fn state_text(lang: Lang, t: &Tournament, round: u16) -> String {
    match (t.state, t.new.starts_at) {
        (TournamentState::SignUp, Some(at)) => {
            t!(lang, "tournament-starts-at", time = relative_time(at))
        }
        (TournamentState::SignUp, None) => t!(lang, "tournament-starts-by-host"),
        (TournamentState::Running, _) => t!(lang, "tournament-round-playing", round = round),
        (TournamentState::Finished, _) => t!(lang, "tournament-finished"),
        (TournamentState::Cancelled, _) => t!(lang, "tournament-cancelled"),
    }
}

/// When check-in opens, with a check-in window that is still to come or open.
fn check_in_text(lang: Lang, t: &Tournament) -> Option<String> {
    match (t.state, t.new.starts_at, t.new.check_in) {
        (TournamentState::SignUp, Some(at), Some(window)) => {
            let opens = at - window.as_secs() as i64;
            Some(t!(
                lang,
                "tournament-check-in-line",
                time = relative_time(opens)
            ))
        }
        _ => None,
    }
}

/// The last round's byes: "bob goes on to round 2 with a bye", in place of
/// a table (while the tournament runs).
fn bye_lines(lang: Lang, play: &TournamentPlay) -> Vec<String> {
    let (last, _) = play.last_round();
    let running = play.tournament.state == TournamentState::Running;
    let byes = play.byes.iter().filter(|b| running && b.0 == last);
    byes.map(|&(round, id)| {
        t!(
            lang,
            "tournament-bye-line",
            player = mention(id),
            next = round + 1
        )
    })
    .collect()
}

/// The sign-up message's card: what the tournament is, when it starts (or
/// how far it is), who plays (those who left struck through).
pub fn signup_card(lang: Lang, play: &TournamentPlay) -> Card {
    let t = &play.tournament;
    let new = &t.new;
    let players: Vec<String> = play
        .entrants
        .iter()
        .map(|e| match (e.left, e.checked_in) {
            (true, _) => format!("~~{}~~", mention(e.user)),
            (false, true) => format!("✅ {}", mention(e.user)),
            (false, false) => mention(e.user),
        })
        .collect();
    let players = match players.is_empty() {
        true => t!(lang, "tournament-no-players"),
        false => players.join(", "),
    };
    let mut lines = vec![
        t!(lang, "tournament-host", host = mention(new.host)),
        t!(
            lang,
            "tournament-rules",
            format = format_text(lang, new.format),
            seats = new.table_size,
            timeout = describe_duration(lang, new.turn_timeout)
        ),
        state_text(lang, t, play.last_round().0),
    ];
    lines.extend(bye_lines(lang, play));
    lines.extend(check_in_text(lang, t));
    lines.extend([
        String::new(),
        t!(
            lang,
            "tournament-players",
            count = play.entrants.iter().filter(|e| !e.left).count(),
            cap = new.max_players
        ),
        players,
    ]);
    Card::default()
        .title(t!(lang, "tournament-title", name = escape(&new.name)))
        .description(lines.join("\n"))
}

/// The server's tournaments signing up or running, one line each.
pub fn list_text(lang: Lang, open: &[Tournament]) -> String {
    if open.is_empty() {
        return t!(lang, "tournament-list-empty");
    }
    open.iter()
        .map(|t| {
            let name = escape(&tournament_choice(t));
            format!("**{name}**: {}", state_text(lang, t, 0))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line of the standings: rank, who, tournament points and tie-breaks.
fn standing_line(lang: Lang, s: &Standing) -> String {
    t!(
        lang,
        "tournament-standing",
        rank = s.rank,
        player = mention(s.id),
        points = Arg::number(s.points.as_wins(), 2),
        game = s.game_points,
        opponents = Arg::number(s.buchholz.as_wins(), 2)
    )
}

/// The standings of `play` now, best first, under its name and state.
pub fn standings_text(lang: Lang, play: &TournamentPlay, rows: &[Standing]) -> String {
    let t = &play.tournament;
    let head = format!(
        "**{}** · {}",
        escape(&t.new.name),
        state_text(lang, t, play.last_round().0)
    );
    let lines = rows.iter().map(|s| standing_line(lang, s));
    std::iter::once(head)
        .chain(lines)
        .chain([t!(lang, "tournament-standings-legend")])
        .collect::<Vec<_>>()
        .join("\n")
}

/// The podium posted in the tournament's channel at its end: the medals,
/// then the rest of the standings' top.
pub fn podium_card(lang: Lang, play: &TournamentPlay, rows: &[Standing]) -> Card {
    const MEDALS: [&str; 3] = ["🥇", "🥈", "🥉"];
    let lines: Vec<String> = rows
        .iter()
        .take(PODIUM_LINES)
        .map(|s| match MEDALS.get(s.rank as usize - 1) {
            Some(medal) => format!("{medal} {}", standing_line(lang, s)),
            None => standing_line(lang, s),
        })
        .collect();
    let new = &play.tournament.new;
    Card::default()
        .title(t!(
            lang,
            "tournament-podium-title",
            name = escape(&new.name)
        ))
        .description(lines.join("\n"))
        .footer(t!(
            lang,
            "tournament-podium-footer",
            players = play.entrants.len(),
            rounds = play.last_round().0
        ))
}

/// The thread of a tournament's table `table` of round `round`: "🏆
/// Saturday cup, round 2, table 3".
pub fn thread_name(lang: Lang, name: &str, (round, table): (u16, u16)) -> String {
    let name = t!(
        lang,
        "tournament-thread-name",
        name = name,
        round = round,
        table = table
    );
    crate::words::fit::truncate(&name, THREAD_NAME)
}

/// The one line that pings a table's `players` into its thread.
pub fn table_ping(lang: Lang, name: &str, round: u16, players: &[UserId]) -> String {
    let players: Vec<String> = players.iter().map(|&p| mention(p)).collect();
    let (players, name) = (players.join(" "), escape(name));
    t!(
        lang,
        "tournament-table-ping",
        players = players,
        name = name,
        round = round
    )
}
