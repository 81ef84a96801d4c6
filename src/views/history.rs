//! What the history looks like: `/hypnosia games` pages with ◀ ▶, and the
//! replay message with its step buttons (the words are
//! [`crate::words::history`]'s); the commands are in
//! `discord/commands/history.rs`.

use crate::controls::{ComponentId, PageButton, ReplayButton};
use crate::game::Record;
use crate::i18n::{CommandRef, Lang};
use crate::store::GamesPage;
use crate::table::{GameId, UserId};
use crate::views::view::{Row, Style, View};
use crate::words::history::{games_card, replay_card, replay_turns};

/// Games per page of `/hypnosia games`.
pub const GAMES_PER_PAGE: u32 = 10;

/// Suggestions Discord shows at most for an autocompleted option.
pub const MAX_SUGGESTIONS: u32 = 25;

/// A page of `/hypnosia games` ([`games_card`]), with ◀ ▶ when there is
/// more than one page.
pub fn games_view(
    lang: Lang,
    page: &GamesPage,
    player: Option<UserId>,
    replay: CommandRef,
) -> View {
    let mut components = Vec::new();
    if page.pages() > 1 {
        let last = page.pages() - 1;
        let previous = page.page.min(last + 1).saturating_sub(1);
        let next = (page.page + 1).min(last);
        let at = |page, button, label| {
            let id = ComponentId::GamesPage {
                page,
                player,
                button,
            };
            crate::views::view::button(id, label, Style::Secondary)
        };
        components.push(Row::Buttons(vec![
            at(previous, PageButton::Previous, "◀").disabled(page.page == 0),
            at(next, PageButton::Next, "▶").disabled(page.page >= last),
        ]));
    }
    View {
        embed: Some(games_card(lang, page, player, replay)),
        components,
        ..View::default()
    }
}

/// The replay message of game `id` at turn `turn`, with the board drawn for it.
pub fn replay_view(lang: Lang, id: GameId, record: &Record, turn: u32, board: Vec<u8>) -> View {
    let total = replay_turns(record).len() as u32;
    let turn = turn.min(total);
    let button = |button: ReplayButton, label: &str| {
        let (now, game) = (turn, id);
        let turn = button.target(now, total);
        let to = ComponentId::Replay { game, turn, button };
        crate::views::view::button(to, label, Style::Secondary).disabled(turn == now)
    };
    let components = vec![
        Row::Buttons(vec![
            button(ReplayButton::First, "⏮"),
            button(ReplayButton::Back, "◀"),
            button(ReplayButton::Forward, "▶"),
            button(ReplayButton::Last, "⏭"),
        ]),
        Row::Buttons(vec![
            button(ReplayButton::BackTen, "−10"),
            button(ReplayButton::ForwardTen, "+10"),
        ]),
    ];
    View {
        embed: Some(replay_card(lang, id, record, turn)),
        components,
        board: Some(board),
        ..View::default()
    }
}
