//! The live turn message at chat size: two short lines of text, the board
//! and the move buttons. The first line says who moves (pinging a person),
//! the dice and the deadline; the second (the embed's author line) the game,
//! the turn and, when the server shows them, the chances (`chances.rs`).
//! Names, scores, the dice and the marks the buttons refer to are drawn on
//! the board. Anything else is rare and short: the opening roll on the first
//! turn, a reminder, the last warning before a time-out removes a player.
//! The end-to-end tests lay it out as Discord does and hold it to 600 px
//! with the board 450 px wide.

use serenity::all::CreateActionRow;

use crate::discord::components::ComponentId;
use crate::discord::hints;
use crate::discord::messages::render_board;
use crate::discord::move_buttons;
use crate::discord::view::View;
use crate::i18n::Lang;
use crate::render::Faces;
use crate::table::Table;
use crate::words::messages::{first_line, turn_card};
use crate::words::turns;

/// The live turn message (see the module's note).
pub fn turn_view(lang: Lang, table: &Table, with_opening: bool, faces: &Faces) -> View {
    let game = &table.game;
    let Some(line) = first_line(lang, table) else {
        return View::default();
    };
    let human = table.human_to_move();
    let mut components = Vec::new();
    if human.is_some() {
        let moves = game.legal_moves();
        let dice = game.current_turn().map_or([0, 0], |t| t.dice);
        components = move_buttons::move_rows(lang, game.position(), &moves, dice, |mv| {
            ComponentId::Move {
                game: table.id,
                version: game.version(),
                mv,
            }
        });
        if let Some(hint) = hints::hint_row(lang, table) {
            join_short_row(&mut components, hint);
        }
    }
    View {
        content: Some(line),
        embed: Some(turn_card(lang, table, with_opening)),
        components,
        // The board marks the destinations the buttons name.
        board: Some(render_board(game, human.is_some(), faces)),
        ping: human.map(|(_, user)| vec![user]).unwrap_or_default(),
        silent: false,
    }
}

/// Adds a row of buttons to the last row when both fit in one (Discord's five
/// a row), so that a Hint button does not cost the message another row.
fn join_short_row(rows: &mut Vec<CreateActionRow>, row: CreateActionRow) {
    if let (Some(CreateActionRow::Buttons(last)), CreateActionRow::Buttons(more)) =
        (rows.last_mut(), &row)
        && last.len() + more.len() <= turns::ROW_LEN
    {
        last.extend(more.iter().cloned());
        return;
    }
    rows.push(row);
}

/// The turn message posted again (`/hypnosia board`): it still names the
/// player to move, but pings them only if this turn was never posted before,
/// so that nobody can ping a player again and again with the command.
pub fn reposted_turn_view(lang: Lang, table: &Table, faces: &Faces) -> View {
    let mut view = turn_view(lang, table, false, faces);
    if table.turn_already_posted() {
        view.ping.clear();
    }
    view
}
