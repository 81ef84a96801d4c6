//! The history in words: a page of `/hypnosia games` (a line per past game),
//! the suggestions of an option that takes a game, a replay step, and what
//! comes with a game's GIF.

use crate::game::{Color, Entry, Record, TurnRecord};
use crate::i18n::{CommandRef, Lang};
use crate::platform::markup;
use crate::render::Gif;
use crate::store::{GamesPage, PastGame, PlayerResult};
use crate::t;
use crate::table::{GameId, Occupant, UnixTime, UserId, computer_number};
use crate::words::card::Card;
use crate::words::fit;
use crate::words::names::color_emoji;
use crate::words::names::{ai_name, end_reason, left_words, record_player_name};
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
/// scores (in ranking order; a person who walked away marked 🤖, as the game
/// counts them no win), the winner, turns and how it ended.
pub fn game_line(lang: Lang, g: &PastGame) -> String {
    let players: Vec<String> = g
        .results
        .iter()
        .map(|r| {
            let mut marks = if r.left {
                t!(lang, "games-left-mark")
            } else {
                String::new()
            };
            if r.walked_away {
                marks.push_str(&t!(lang, "games-walked-away-mark"));
            }
            t!(
                lang,
                "games-player",
                emoji = color_emoji(r.color),
                name = seat_name(lang, &g.results, r),
                score = r.score,
                left = marks,
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
    // A tournament's table says which (its name cut short: a page has ten lines).
    let outcome = match &g.tournament {
        Some((name, round)) => {
            let name = crate::words::plain::escape(&crate::words::fit::truncate(name, 40));
            let label = t!(lang, "tournament-round-label", name = name, round = *round);
            format!("{outcome} · {label}")
        }
        None => outcome,
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

/// The card of a page of `/hypnosia games`: whose games (when a player was
/// asked), a line per game, how to replay one, and the page in the footer.
/// `replay` names the command that replays a game (a mention when its id is
/// known): footers show mentions as raw text, so it goes under the list.
pub fn games_card(
    lang: Lang,
    page: &GamesPage,
    player: Option<UserId>,
    replay: CommandRef,
) -> Card {
    let whose = player.map_or(String::new(), |u| {
        format!("{}\n", t!(lang, "games-of", player = markup::mention(u)))
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
    Card::default()
        .title(t!(lang, "games-title"))
        .description(format!("{whose}{body}"))
        .footer(t!(
            lang,
            "games-footer",
            page = page.page + 1,
            pages = page.pages(),
            games = page.total
        ))
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

/// The card of game `id`'s replay at turn `turn` (see [`replay_text`]),
/// over the board drawn for it (`board.png`).
pub fn replay_card(lang: Lang, id: GameId, record: &Record, turn: u32) -> Card {
    Card::default()
        .title(t!(lang, "replay-title", game = id.0))
        .description(fit::first_lines_of(
            lang,
            &replay_text(lang, record, turn),
            fit::DESCRIPTION,
        ))
        .image("board.png")
        .footer(t!(lang, "replay-footer"))
}

/// What comes with game `id`'s GIF: how many frames, and when it had to
/// give up a frame per move or its full size to fit Discord's upload limit.
pub fn gif_caption(lang: Lang, id: GameId, gif: &Gif) -> String {
    if !gif.every_move {
        t!(
            lang,
            "export-gif-turns",
            game = id.0,
            frames = gif.frames,
            size = gif.size
        )
    } else if gif.size < crate::render::layout::SIZE {
        t!(
            lang,
            "export-gif-scaled",
            game = id.0,
            frames = gif.frames,
            size = gif.size
        )
    } else {
        t!(lang, "export-gif", game = id.0, frames = gif.frames)
    }
}

/// Discord's limit on a suggestion's name.
const MAX_SUGGESTION_LEN: usize = 100;
