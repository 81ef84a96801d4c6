//! What the history looks like: `/hypnosia games` pages, the suggestions of an
//! option that takes a game, and the replay message with its step buttons.
//! Plain Rust, tested without Discord; the commands are in
//! `commands/history.rs`.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::discord::components::{ComponentId, PageButton, ReplayButton};
use crate::discord::view::{ACCENT, View};
use crate::game::Record;
use crate::i18n::{CommandRef, Lang};
use crate::store::GamesPage;
use crate::t;
use crate::table::{GameId, UserId};
use crate::words::fit;
use crate::words::history::{game_line, replay_text, replay_turns};
use crate::words::markup;

/// Games per page of `/hypnosia games`.
pub const GAMES_PER_PAGE: u32 = 10;

/// Suggestions Discord shows at most for an autocompleted option.
pub const MAX_SUGGESTIONS: u32 = 25;

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
