//! The live turn message at chat size: two short lines of text, the board
//! and the move buttons. The first line says who moves (pinging a person)
//! and the deadline (the dice are on the board, and on the first chip of
//! each die's row); the second (the embed's author line) the game,
//! the turn and, when the server shows them, the chances (`chances.rs`).
//! Names, scores, the dice and the marks the buttons refer to are drawn on
//! the board. Anything else is rare and short: the opening roll on the first
//! turn, a reminder, the last warning before a third time-out in a row.
//! Where only clicks show the game, a line above the first tells a time-out
//! of another player since the one to move last played
//! ([`crate::words::timeouts`]), and every turn has a grey Refresh.
//! The moves take at most two rows ([`turns::move_rows`]): the end-to-end
//! tests lay it out as Discord does and hold it to 600 px with the board
//! 450 px wide, whatever the roll.

use crate::controls::ComponentId;
use crate::i18n::Lang;
use crate::render::Faces;
use crate::render::render_board;
use crate::table::{Reach, Table};
use crate::views::hints;
use crate::views::move_buttons;
use crate::views::view::{Button, Row, Style, View, button};
use crate::words::board::board_captions;
use crate::words::messages::{first_line, turn_card};
use crate::words::moves::moves_alt;
use crate::words::timeouts::timeout_lines;
use crate::words::turns;

/// The live turn message (see the module's note).
pub fn turn_view(lang: Lang, table: &Table, with_opening: bool, faces: &Faces) -> View {
    let game = &table.game;
    let Some(line) = first_line(lang, table) else {
        return View::default();
    };
    let human = table.human_to_move();
    let mut components = Vec::new();
    let mut alt = None;
    if human.is_some() {
        let moves = game.legal_moves();
        let dice = game.current_turn().map_or([0, 0], |t| t.dice);
        let more = hints::turn_buttons(lang, table);
        let plan = turns::move_rows(&moves, dice, turns::TURN_ROWS, more.len());
        let (id, version) = (table.id, game.version());
        components = move_buttons::planned_rows(
            lang,
            game.position(),
            &plan,
            dice,
            |mv| ComponentId::Move {
                game: id,
                version,
                mv,
            },
            |row| ComponentId::MoveMenu {
                game: id,
                version,
                row,
            },
        );
        alt = Some(moves_alt(lang, game.position(), &moves));
        if !more.is_empty() {
            let room = turns::row_with_room(&plan, more.len());
            join_row_with_room(&mut components, room, more);
        }
        components.extend(hints::finish_row(lang, table));
    }
    let line = while_interacting(lang, table, line, &mut components);
    View {
        content: Some(line),
        embed: Some(turn_card(lang, table, with_opening)),
        components,
        // The board marks the destinations the buttons name.
        board: Some(render_board(
            game,
            human.is_some(),
            faces,
            &board_captions(lang, game),
        )),
        alt,
        ping: human.map(|(_, user)| vec![user]).unwrap_or_default(),
        ..View::default()
    }
}

/// The turn message in words, its picture kept: the answer of a click that
/// handed the game to the computers when no drawing slot came soon
/// (`heavy::handover`). The computer to move and its dice as on its own turn,
/// the move buttons gone, the card saying the move was played and the board
/// follows: the computers' next board, due within their pause, shows it.
pub fn handed_over_view(lang: Lang, table: &Table) -> View {
    let Some(line) = first_line(lang, table) else {
        return View::default();
    };
    let mut components = Vec::new();
    let line = while_interacting(lang, table, line, &mut components);
    let card = turn_card(lang, table, false);
    let said = crate::t!(lang, "turn-played-board-follows");
    let notes = card.description.as_deref().map(|n| format!("{said}\n{n}"));
    View {
        content: Some(line),
        embed: Some(card.description(notes.unwrap_or(said))),
        components,
        keep_files: true,
        ..View::default()
    }
}

/// Where only a click shows what comes next (a time-out, the computers'
/// moves once the clicks that paid for them ran out): anyone may refresh
/// it, on every turn; and a time-out is said above `line`.
fn while_interacting(lang: Lang, table: &Table, line: String, rows: &mut Vec<Row>) -> String {
    if table.place.reach != Reach::WhileInteracting {
        return line;
    }
    add_refresh(lang, table, rows);
    let told = timeout_lines(lang, table);
    match told.is_empty() {
        true => line,
        false => format!("{}\n{line}", told.join("\n")),
    }
}

/// Adds a grey Refresh: beside "Finish for me" on its grey row of its own,
/// else on a row of its own, never among the moves (grey too for the second
/// die), where it would read as one. At most four rows then: two of moves,
/// the Hint's when no row of moves has room, "Finish for me"'s.
fn add_refresh(lang: Lang, table: &Table, rows: &mut Vec<Row>) {
    let id = ComponentId::Refresh { game: table.id };
    let refresh = button(id, &crate::t!(lang, "turn-refresh"), Style::Secondary);
    match rows.last_mut() {
        Some(Row::Buttons(finish)) if table.offers_finish() => finish.push(refresh),
        _ => rows.push(Row::Buttons(vec![refresh])),
    }
}

/// Adds Hint to the row of buttons `room` names (one with room
/// for them), so that they do not cost the message another row; else below.
fn join_row_with_room(rows: &mut Vec<Row>, room: Option<usize>, more: Vec<Button>) {
    match room.and_then(|i| rows.get_mut(i)) {
        Some(Row::Buttons(with_room)) => with_room.extend(more),
        _ => rows.push(Row::Buttons(more)),
    }
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
