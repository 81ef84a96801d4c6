//! A tournament in words: its sign-up card (kept up to date as people join
//! and leave, and as it runs), the server's list, the standings, the podium
//! posted at its end, and the label of its tables' games.

use crate::i18n::{Arg, Lang, Text};
use crate::platform::links::{channel_link, message_link};
use crate::platform::markup::{mention, relative_time};
use crate::seating::{
    Format, Seeds, Sitter, Standing, TournamentAct, TournamentCall, advancing, final_follows,
};
use crate::seating::{
    Tournament, TournamentPlay, TournamentRefusal, TournamentState, TournamentTable,
};
use crate::table::{UnixTime, UserId, unix_now};
use crate::words::card::Card;
use crate::words::names::describe_duration;
use crate::words::plain::escape;
use crate::words::refusals::RefusalText;
use crate::{t, text};

/// Discord's longest thread name.
const THREAD_NAME: usize = 100;

/// The standings' lines the podium lists at most (the medals first).
const PODIUM_LINES: usize = 10;

/// How a command and the autocomplete name a tournament: `#12 Saturday cup`
/// (the number is what [`crate::live::Tournaments::named_tournament`] reads).
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

/// A check-in window at `now`: when it opens, or, open, how many of the
/// entrants checked in ("4 of 5 checked in").
fn check_in_text(lang: Lang, play: &TournamentPlay, now: UnixTime) -> Option<String> {
    let t = &play.tournament;
    let (TournamentState::SignUp, Some(at), Some(window)) =
        (t.state, t.new.starts_at, t.new.check_in)
    else {
        return None;
    };
    let opens = at - window.as_secs() as i64;
    if now < opens {
        return Some(t!(
            lang,
            "tournament-check-in-line",
            time = relative_time(opens)
        ));
    }
    let entrants = play.entrants.iter().filter(|e| !e.left);
    Some(t!(
        lang,
        "tournament-check-in-open",
        checked = entrants.clone().filter(|e| e.checked_in).count(),
        count = entrants.count()
    ))
}

/// The call of a check-in that opened, pinging `people` once: click Check
/// in before the start.
pub fn check_in_call(play: &TournamentPlay, people: &[UserId]) -> Text {
    let new = &play.tournament.new;
    let call = TournamentCall::CheckIn {
        name: new.name.clone(),
        starts_at: new.starts_at.unwrap_or_default(),
    };
    call_text(&call, people)
}

/// What tournament call `call` says, pinging `people` once.
pub fn call_text(call: &TournamentCall, people: &[UserId]) -> Text {
    match call {
        TournamentCall::CheckIn { name, starts_at } => text!(
            "tournament-check-in-call",
            players = mentions(people),
            name = escape(name),
            time = relative_time(*starts_at)
        ),
        TournamentCall::NoShow { name } => no_show_call(name, people),
        TournamentCall::Bye {
            name,
            round,
            final_next,
        } => bye_call(name, (*round, *final_next), people),
    }
}

/// What `people` who did not check in are told when tournament `name`
/// starts without them.
pub fn no_show_call(name: &str, people: &[UserId]) -> Text {
    text!(
        "tournament-no-show-call",
        players = mentions(people),
        name = escape(name),
        count = people.len()
    )
}

/// What a member is told once their command to a tournament was done.
pub fn act_done_text(act: TournamentAct) -> Text {
    match act {
        TournamentAct::Leave => text!("tournament-you-left"),
        TournamentAct::Start => text!("tournament-you-started"),
        TournamentAct::Cancel => text!("tournament-you-cancelled"),
        TournamentAct::Remove(entrant) => {
            text!("tournament-you-removed", player = mention(entrant))
        }
    }
}

/// What `people` with a bye in round `round` of tournament `name` are told,
/// once, as the round is seated: their next table (the final's when
/// `final_next`) pings them.
pub fn bye_call(name: &str, (round, final_next): (u16, bool), people: &[UserId]) -> Text {
    let (players, name) = (mentions(people), escape(name));
    match final_next {
        true => text!(
            "tournament-bye-call-final",
            players = players,
            name = name,
            round = round
        ),
        false => text!(
            "tournament-bye-call",
            players = players,
            name = name,
            round = round,
            next = round + 1
        ),
    }
}

fn mentions(people: &[UserId]) -> String {
    let people: Vec<String> = people.iter().map(|&p| mention(p)).collect();
    people.join(" ")
}

/// The tables of the round in play, one line each: a link to the table,
/// who sits there, and whether it plays or who won it.
fn table_lines(lang: Lang, play: &TournamentPlay) -> Vec<String> {
    let t = &play.tournament;
    if t.state != TournamentState::Running {
        return Vec::new();
    }
    let (round, _) = play.last_round();
    let sitter = |s: Sitter| match s {
        Sitter::Person(id) => mention(id),
        Sitter::Computer(_) => t!(lang, "tournament-card-computer-seat"),
    };
    let line = |table: &TournamentTable| {
        let players: Vec<String> = table.seating.iter().map(|&(_, s)| sitter(s)).collect();
        let (link, players) = (table_link(t, table), players.join(", "));
        let winner = play.counted_result(table).and_then(|r| {
            let first = r.finishes.iter().find(|f| f.rank == 1)?;
            Some(sitter(first.sitter))
        });
        match winner {
            Some(winner) => t!(
                lang,
                "tournament-table-won",
                table = table.number,
                link = link,
                players = players,
                winner = winner
            ),
            None => t!(
                lang,
                "tournament-table-playing",
                table = table.number,
                link = link,
                players = players
            ),
        }
    };
    let tables = play.tables.iter().filter(|table| table.round == round);
    tables.map(line).collect()
}

/// A link to a table, after a space: its thread, or its message in the
/// channel; nothing while it has neither (its thread is being opened): a
/// link to the card's own channel would lead nowhere.
fn table_link(t: &Tournament, table: &TournamentTable) -> String {
    match table.place {
        (_, Some(thread), _) => format!(" {}", crate::platform::markup::channel(thread)),
        (channel, None, Some(message)) => {
            format!(" [↗]({})", message_link(t.new.guild, channel, message))
        }
        (_, None, None) => String::new(),
    }
}

/// Once over, the card stays the evening's index: a compact line per round
/// with a link to each of its tables ("**Round 1**: Table 1 · Table 2",
/// "**Final**: Table 1"), their threads or messages.
fn index_lines(lang: Lang, play: &TournamentPlay) -> Vec<String> {
    let t = &play.tournament;
    if !matches!(
        t.state,
        TournamentState::Finished | TournamentState::Cancelled
    ) {
        return Vec::new();
    }
    let link = |table: &TournamentTable| {
        let name = t!(lang, "tournament-card-table", table = table.number);
        let url = match table.place {
            (_, Some(thread), _) => channel_link(t.new.guild, thread),
            (channel, None, Some(message)) => message_link(t.new.guild, channel, message),
            (_, None, None) => return name,
        };
        format!("[{name}]({url})")
    };
    let knockout = t.new.format == Format::Knockout;
    let round_line = |&(round, is_final): &(u16, bool)| {
        let tables: Vec<String> = (play.tables.iter().filter(|table| table.round == round))
            .map(link)
            .collect();
        let title = match knockout && is_final {
            true => t!(lang, "tournament-card-final"),
            false => t!(lang, "tournament-card-round", round = round),
        };
        (!tables.is_empty()).then(|| format!("**{title}**: {}", tables.join(" · ")))
    };
    play.rounds.iter().filter_map(round_line).collect()
}

/// The last round's byes: "bob goes on to round 2 with a bye" (or "to the
/// final"), in place of a table (while the tournament runs).
fn bye_lines(lang: Lang, play: &TournamentPlay) -> Vec<String> {
    let (last, _) = play.last_round();
    let running = play.tournament.state == TournamentState::Running;
    let byes: Vec<_> = play
        .byes
        .iter()
        .filter(|b| running && b.0 == last)
        .collect();
    let tables = play.tables.iter().filter(|t| t.round == last);
    let sizes = tables.map(|t| t.seating.len());
    let seats = play.tournament.new.table_size;
    let final_next = final_follows(sizes, byes.len(), seats);
    byes.into_iter()
        .map(|&(round, id)| match final_next {
            true => t!(lang, "tournament-bye-line-final", player = mention(id)),
            false => t!(
                lang,
                "tournament-bye-line",
                player = mention(id),
                next = round + 1
            ),
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
        match play.last_round() {
            (_, true) if t.state == TournamentState::Running => {
                t!(lang, "tournament-final-playing")
            }
            (round, _) => state_text(lang, t, round),
        },
    ];
    lines.extend(check_in_text(lang, play, unix_now()));
    lines.extend(table_lines(lang, play));
    lines.extend(bye_lines(lang, play));
    lines.extend(index_lines(lang, play));
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

/// One line of the standings: rank, who (`player`), tournament points and
/// tie-breaks; in a knock-out, the round reached and whether they are in.
fn standing_line(lang: Lang, play: &TournamentPlay, s: &Standing, player: String) -> String {
    if play.tournament.new.format == Format::Knockout {
        // A knock-out ranks by how far each went: it has no points.
        let (reached, status) = knockout_columns(lang, play, s.id);
        return t!(
            lang,
            "tournament-standing-knockout",
            rank = s.rank,
            player = player,
            reached = reached,
            status = status
        );
    }
    t!(
        lang,
        "tournament-standing",
        rank = s.rank,
        player = player,
        points = Arg::number(s.points.as_wins(), 2),
        game = s.game_points,
        opponents = Arg::number(s.buchholz.as_wins(), 2)
    )
}

/// The standings of `play` now, best first, under its name and state: the
/// picture's description, which screen readers read, so people go by their
/// names (a mention is not rendered there: its digits would be read).
pub fn standings_text(lang: Lang, play: &TournamentPlay, rows: &[Standing]) -> String {
    let name = |id: UserId| match play.entrants.iter().find(|e| e.user == id) {
        Some(entrant) => escape(&entrant.name),
        None => mention(id),
    };
    let t = &play.tournament;
    let head = format!(
        "**{}** · {}",
        escape(&t.new.name),
        state_text(lang, t, play.last_round().0)
    );
    let lines = rows
        .iter()
        .map(|s| standing_line(lang, play, s, name(s.id)));
    std::iter::once(head)
        .chain(lines)
        .chain([legend(lang, t.new.format)])
        .collect::<Vec<_>>()
        .join("\n")
}

/// How the standings rank: a Swiss's points and tie-breaks, or how far
/// each player of a knock-out went.
pub fn legend(lang: Lang, format: Format) -> String {
    match format {
        Format::Swiss { .. } => t!(lang, "tournament-standings-legend"),
        Format::Knockout => t!(lang, "tournament-knockout-legend"),
    }
}

/// What resigning a tournament's table costs: a Swiss scores the game 0 and
/// keeps the player in; a knock-out's last place leaves the tournament.
pub fn resign_cost(format: Format) -> Text {
    match format {
        Format::Swiss { .. } => text!("tournament-resign-swiss"),
        Format::Knockout => text!("tournament-resign-knockout"),
    }
}

/// The one line above the podium that pings its top three: "🥇 @alice ·
/// 🥈 @bob · 🥉 @dara: congratulations!", and whom it pings.
pub fn podium_ping(lang: Lang, rows: &[Standing]) -> (String, Vec<UserId>) {
    const MEDALS: [&str; 3] = ["🥇", "🥈", "🥉"];
    let top: Vec<&Standing> = rows.iter().filter(|s| s.rank <= 3).take(6).collect();
    let medals: Vec<String> = top
        .iter()
        .map(|s| format!("{} {}", MEDALS[s.rank as usize - 1], mention(s.id)))
        .collect();
    let line = t!(lang, "tournament-podium-ping", medals = medals.join(" · "));
    (line, top.iter().map(|s| s.id).collect())
}

/// The podium posted in the tournament's channel at its end: the medals,
/// then the rest of the standings' top.
pub fn podium_card(lang: Lang, play: &TournamentPlay, rows: &[Standing], board: bool) -> Card {
    const MEDALS: [&str; 3] = ["🥇", "🥈", "🥉"];
    // With its picture, which ranks everyone, the words keep to the medals.
    let lines: Vec<String> = rows
        .iter()
        .take_while(|s| !board || s.rank <= 3)
        .take(PODIUM_LINES)
        .map(|s| match MEDALS.get(s.rank as usize - 1) {
            Some(medal) => format!("{medal} {}", standing_line(lang, play, s, mention(s.id))),
            None => standing_line(lang, play, s, mention(s.id)),
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
        .image_if(board, "board.png")
}

/// The thread of a tournament's table `table` of round `round`: "🏆
/// Saturday cup, round 2, table 3". A long tournament name gives way, never
/// the round and table: two tables never share a name (a thread made before
/// a kill is found again by its name).
pub fn thread_name(lang: Lang, name: &str, (round, table): (u16, u16)) -> String {
    use crate::words::fit::{length, truncate};
    let named = |name: &str| {
        t!(
            lang,
            "tournament-thread-name",
            name = name,
            round = round,
            table = table
        )
    };
    let full = named(name);
    let over = length(&full).saturating_sub(THREAD_NAME);
    if over == 0 {
        return full;
    }
    // One character more for the ellipsis that ends the name cut.
    let kept = truncate(name, length(name).saturating_sub(over));
    truncate(&named(&kept), THREAD_NAME)
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

/// What a tournament's refusal says.
impl RefusalText for TournamentRefusal {
    fn text(self) -> Text {
        match self {
            TournamentRefusal::ServerCap { cap } => {
                text!("refusal-tournament-server-cap", cap = cap)
            }
            TournamentRefusal::Full { cap } => text!("refusal-tournament-full", cap = cap),
            TournamentRefusal::SignUpOver => text!("refusal-tournament-signup-over"),
            TournamentRefusal::AlreadyIn => text!("refusal-tournament-already-in"),
            TournamentRefusal::NotIn => text!("refusal-tournament-not-in"),
            TournamentRefusal::Closed => text!("refusal-tournament-closed"),
            TournamentRefusal::NoCheckIn => text!("refusal-tournament-no-check-in"),
            TournamentRefusal::CheckInLater { opens } => {
                text!(
                    "refusal-tournament-check-in-later",
                    time = relative_time(opens)
                )
            }
        }
    }
}

/// Where person `id` is in knock-out `play`, in its own columns: the round
/// they reached ("Round 2", "Final"), and whether they are in still, went
/// out (in which round), lost the final or won it.
pub fn knockout_columns(lang: Lang, play: &TournamentPlay, id: UserId) -> (String, String) {
    let is_final = |round| play.rounds.iter().any(|&(r, last)| r == round && last);
    let tables = play
        .tables
        .iter()
        .filter(|table| (table.seating.iter()).any(|(_, sitter)| sitter.person() == Some(id)));
    let last_table = tables.max_by_key(|table| table.round);
    let bye = (play.byes.iter()).filter(|b| b.1 == id).map(|b| b.0).max();
    let played = last_table.map_or(0, |table| table.round);
    let reached = played.max(bye.unwrap_or(0));
    let reached_words = match is_final(reached) {
        true => t!(lang, "tournament-card-final"),
        false => t!(lang, "tournament-card-round", round = reached),
    };
    let left = play.entrants.iter().any(|e| e.user == id && e.left);
    let result = last_table
        .filter(|table| table.round == reached)
        .and_then(|table| play.counted_result(table));
    let status = match result {
        Some(r) if is_final(reached) => match r.people().any(|p| p.0 == id && p.1.rank == 1) {
            true => t!(lang, "tournament-card-winner"),
            false => t!(lang, "tournament-card-finalist"),
        },
        Some(r) if !advancing(&r, &Seeds::new(&play.seeds())).contains(&id) => {
            t!(lang, "tournament-card-out", round = reached)
        }
        _ if left => t!(lang, "tournament-card-out", round = reached),
        _ => t!(lang, "tournament-card-still-in"),
    };
    (reached_words, status)
}
