//! The message that ends a game: its results (ranking, scores, center
//! arrivals, captures, rating changes, who left), the buttons under them, and
//! the game's record as a file.

use serenity::all::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton};

use crate::discord::components::ComponentId;
use crate::discord::view::{View, button, render_board};
use crate::game::EndReason;
use crate::i18n::{Lang, Text};
use crate::render::Faces;
use crate::t;
use crate::table::{GameId, RatingChange, Table, UserId};
use crate::words::board::board_captions;
use crate::words::markup;
use crate::words::results::results_card;

/// The results ([`results_card`]) with the people mentioned once (which
/// pings them), the buttons under them and the final board.
pub fn results_view(
    lang: Lang,
    table: &Table,
    changes: &[RatingChange],
    cancelled_by: Option<&Text>,
    faces: &Faces,
) -> View {
    let game = &table.game;
    // A cancelled game has no result to explain.
    let analysis = (game.end_reason() != Some(EndReason::Cancelled))
        .then(|| crate::discord::chances::analysis_button(lang, table.id));
    let people: Vec<UserId> = table
        .seats
        .iter()
        .filter_map(|s| s.occupant.user())
        .collect();
    let mentions: Vec<String> = people.iter().map(markup::mention).collect();
    View {
        content: (!mentions.is_empty()).then(|| mentions.join(" ")),
        embed: Some(results_card(lang, table, changes, cancelled_by)),
        components: vec![results_buttons(lang, table.id, analysis)],
        board: Some(render_board(
            game,
            false,
            faces,
            &board_captions(lang, game),
        )),
        ping: people,
        ..View::default()
    }
}

/// The buttons under a game's results: Rematch, Export, and `analysis` (the
/// Analysis button, or once the analysis is posted a link to it).
pub fn results_buttons(
    lang: Lang,
    game: GameId,
    analysis: Option<CreateButton>,
) -> CreateActionRow {
    let mut buttons = vec![
        button(
            ComponentId::Rematch { game },
            &t!(lang, "results-rematch"),
            ButtonStyle::Primary,
        ),
        button(
            ComponentId::Export { game },
            &t!(lang, "results-export"),
            ButtonStyle::Secondary,
        ),
    ];
    buttons.extend(analysis);
    CreateActionRow::Buttons(buttons)
}

/// The game's record as a JSON attachment.
pub fn export_file(table: &Table) -> CreateAttachment {
    CreateAttachment::bytes(
        table.game.record().to_json().into_bytes(),
        format!("hypnosia-game-{}.json", table.id),
    )
}
