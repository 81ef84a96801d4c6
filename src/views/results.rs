//! The message that ends a game: its results (ranking, scores, center
//! arrivals, captures, rating changes, who left) and the buttons under them
//! (the game's record as a file is `discord/commands/export.rs`'s).

use crate::controls::ComponentId;
use crate::controls::results_first;
use crate::game::EndReason;
use crate::i18n::{Lang, Text};
use crate::render::Faces;
use crate::render::render_board;
use crate::t;
use crate::table::{GameId, RatingChange, Table};
use crate::views::view::{Button, Row, Style, View, button};
use crate::words::board::board_captions;
use crate::words::results::{results_card, results_ping};
use crate::words::tournament_follow::{TableNext, with_next};

/// The results ([`results_card`]; at a tournament's table, what comes `next`) with the people
/// mentioned once (which pings them), the buttons under them and the final board.
pub fn results_view(
    (lang, table): (Lang, &Table),
    changes: &[RatingChange],
    cancelled_by: Option<&Text>,
    faces: &Faces,
    next: Option<&TableNext>,
) -> View {
    let game = &table.game;
    // A cancelled game has no result to explain.
    let analysis = (game.end_reason() != Some(EndReason::Cancelled))
        .then(|| crate::views::chances::analysis_button(lang, table.id));
    let (content, ping) = results_ping(table);
    let ping = match next {
        Some(next) => next.pinged_by_results(ping),
        None => ping,
    };
    let card = with_next(results_card(lang, table, changes, cancelled_by), lang, next);
    let board = render_board(game, false, faces, &board_captions(lang, game));
    View {
        content,
        embed: Some(card),
        components: vec![results_buttons(lang, table.id, next.is_some(), analysis)],
        board: Some(board),
        ping,
        ..View::default()
    }
}

/// The card of tournament table `table`'s results ([`results_card`], with the rating `changes`
/// they showed) saying what comes `next` now: the edit once the next round started.
pub fn results_next_card(
    lang: Lang,
    table: &Table,
    changes: &[RatingChange],
    next: &TableNext,
) -> crate::words::card::Card {
    with_next(results_card(lang, table, changes, None), lang, Some(next))
}

/// The buttons under a game's results: Rematch or Standings ([`results_first`]), Export, and
/// `analysis` (the Analysis button, or once the analysis is posted a link to it).
pub fn results_buttons(
    lang: Lang,
    game: GameId,
    tournament: bool,
    analysis: Option<Button>,
) -> Row {
    let ((first, label), export) = (results_first(game, tournament), t!(lang, "results-export"));
    let mut buttons = vec![
        button(first, &label.render(lang), Style::Primary),
        button(ComponentId::Export { game }, &export, Style::Secondary),
    ];
    buttons.extend(analysis);
    Row::Buttons(buttons)
}
