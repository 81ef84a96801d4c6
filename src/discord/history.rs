//! What the history looks like: `/hypnosia games` pages, the suggestions of an
//! option that takes a game, and the replay message with its step buttons.
//! Plain Rust, tested without Discord; the commands are in
//! `commands/history.rs`.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::discord::components::{ComponentId, PageButton, ReplayButton};
use crate::discord::fit;
use crate::discord::texts::color_emoji;
use crate::discord::texts::{ai_name, end_reason, left_words, record_player_name};
use crate::discord::turns::turn_summary;
use crate::discord::view::View;
use crate::game::{Color, Entry, Record, TurnRecord};
use crate::i18n::{CommandRef, Lang};
use crate::store::{GamesPage, PastGame, PlayerResult};
use crate::t;
use crate::table::{computer_number, GameId, Occupant, UnixTime, UserId};

/// Games per page of `/hypnosia games`.
pub const GAMES_PER_PAGE: u32 = 10;

/// Suggestions Discord shows at most for an autocompleted option.
pub const MAX_SUGGESTIONS: u32 = 25;

/// Discord's limit on a suggestion's name.
const MAX_SUGGESTION_LEN: usize = 100;

/// Embed color of the bot's messages (as in `messages.rs`).
const ACCENT: u32 = 0x6a3fa0;

/// How a seat is named in the history: a mention for people (never pinging:
/// the replies allow no mentions), the level for computers.
fn seat_name(lang: Lang, results: &[PlayerResult], r: &PlayerResult) -> String {
    match &r.occupant {
        Occupant::Human { user, .. } => format!("<@{user}>"),
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
        when = format!("<t:{}:R>", g.finished_at),
        players = players.join(" · "),
        outcome = outcome,
        turns = g.turns,
    )
}

/// A page of `/hypnosia games`, with ◀ ▶ when there is more than one page.
/// `replay` names the command that replays a game (a mention when its id is
/// known): embed footers show mentions as raw text, so it goes under the list.
pub fn games_view(
    lang: Lang,
    page: &GamesPage,
    player: Option<UserId>,
    replay: CommandRef,
) -> View {
    let whose = player.map_or(String::new(), |u| {
        format!("{}\n", t!(lang, "games-of", player = format!("<@{u}>")))
    });
    let body = if page.games.is_empty() {
        if page.total == 0 {
            match player {
                Some(_) => t!(lang, "games-none-player"),
                None => t!(lang, "games-none"),
            }
        } else {
            t!(lang, "pages-only", pages = page.pages())
        }
    } else {
        // Each game gets its share of the description (the replay hint kept
        // whole), so that a page of ties between six people still lists all
        // of its games.
        let hint = t!(lang, "games-replay-hint", replay = replay);
        let room = fit::DESCRIPTION - fit::length(&whose) - fit::length(&hint) - 2;
        let share = room / page.games.len().max(1) - 1;
        let lines: Vec<String> = page
            .games
            .iter()
            .map(|g| fit::truncate(&game_line(lang, g), share))
            .collect();
        format!("{}\n\n{}", lines.join("\n"), hint)
    };
    let embed = CreateEmbed::new()
        .title(t!(lang, "games-title"))
        .description(format!("{whose}{body}"))
        .color(ACCENT)
        .footer(CreateEmbedFooter::new(t!(
            lang,
            "games-footer",
            page = page.page + 1,
            pages = page.pages(),
            games = page.total
        )));
    let mut components = Vec::new();
    if page.pages() > 1 {
        let last = page.pages() - 1;
        let previous = page.page.min(last + 1).saturating_sub(1);
        let next = (page.page + 1).min(last);
        components.push(CreateActionRow::Buttons(vec![
            CreateButton::new(
                ComponentId::GamesPage {
                    page: previous,
                    player,
                    button: PageButton::Previous,
                }
                .to_string(),
            )
            .label("◀")
            .style(ButtonStyle::Secondary)
            .disabled(page.page == 0),
            CreateButton::new(
                ComponentId::GamesPage {
                    page: next,
                    player,
                    button: PageButton::Next,
                }
                .to_string(),
            )
            .label("▶")
            .style(ButtonStyle::Secondary)
            .disabled(page.page >= last),
        ]));
    }
    View {
        embed: Some(embed),
        components,
        ..View::default()
    }
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

/// The turn a step button leads to, from turn `at` of `total`.
pub fn replay_target(button: ReplayButton, at: u32, total: u32) -> u32 {
    let at = at.min(total);
    match button {
        ReplayButton::First => 0,
        ReplayButton::BackTen => at.saturating_sub(10),
        ReplayButton::Back => at.saturating_sub(1),
        ReplayButton::Forward => (at + 1).min(total),
        ReplayButton::ForwardTen => (at + 10).min(total),
        ReplayButton::Last => total,
    }
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
    if turn == total {
        if let Some(result) = &record.result {
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
    }
    lines.join("\n")
}

/// The replay message of game `id` at turn `turn`, with the board drawn for it.
pub fn replay_view(lang: Lang, id: GameId, record: &Record, turn: u32, board: Vec<u8>) -> View {
    let total = replay_turns(record).len() as u32;
    let turn = turn.min(total);
    let embed = CreateEmbed::new()
        .title(t!(lang, "replay-title", game = id.0))
        .description(fit::first_lines_of(
            lang,
            &replay_text(lang, record, turn),
            fit::DESCRIPTION,
        ))
        .color(ACCENT)
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(t!(lang, "replay-footer")));
    let button = |b: ReplayButton, label: &str| {
        let target = replay_target(b, turn, total);
        CreateButton::new(
            ComponentId::Replay {
                game: id,
                turn: target,
                button: b,
            }
            .to_string(),
        )
        .label(label)
        .style(ButtonStyle::Secondary)
        .disabled(target == turn)
    };
    let components = vec![
        CreateActionRow::Buttons(vec![
            button(ReplayButton::First, "⏮"),
            button(ReplayButton::Back, "◀"),
            button(ReplayButton::Forward, "▶"),
            button(ReplayButton::Last, "⏭"),
        ]),
        CreateActionRow::Buttons(vec![
            button(ReplayButton::BackTen, "−10"),
            button(ReplayButton::ForwardTen, "+10"),
        ]),
    ];
    View {
        embed: Some(embed),
        components,
        board: Some(board),
        ..View::default()
    }
}
