//! Move buttons, as every board with moves to click shows them: the turn
//! message of a game and the lessons of `/hypnosia learn`. Only the custom id
//! differs (a game's version, or a lesson's step). A button reads as a chip
//! (`🎲5 ③ O12`) in its die's color (the first die blue, the second grey, as
//! their marks on the board); on a turn, only the first chip of a die's row
//! names the die (`🎲5 ③ O12`, `② O9`), so three fit a phone's line. A die
//! with more moves than its row holds gets a menu whose options say each
//! move in full.

use crate::controls::ComponentId;
use crate::game::{Move, Position};
use crate::i18n::Lang;
use crate::views::view::{Menu, MenuOption, Row, Style, button};
use crate::words::fit;
use crate::words::moves::{move_chip, move_chip_without_die};
use crate::words::turns::{MoveRow, button_rows, menu_placeholder, move_label};

/// The legal `moves` of `position` as rows of buttons, each die starting a
/// row (the lessons: they have room for every move as a button), each with
/// the id `id` gives it.
pub fn move_rows(
    lang: Lang,
    position: &Position,
    moves: &[Move],
    dice: [u8; 2],
    id: impl Fn(Move) -> ComponentId,
) -> Vec<Row> {
    button_rows(moves, dice)
        .into_iter()
        .map(|row| buttons(lang, position, &row, dice, &id, false))
        .collect()
}

/// A turn's rows as `plan` lays them out: buttons with the id `id` gives
/// each move, menus with the id `menu` gives each row (by its index), whose
/// options carry the move's own id as their value.
pub fn planned_rows(
    lang: Lang,
    position: &Position,
    plan: &[MoveRow],
    dice: [u8; 2],
    id: impl Fn(Move) -> ComponentId,
    menu: impl Fn(u8) -> ComponentId,
) -> Vec<Row> {
    plan.iter()
        .enumerate()
        .map(|(i, row)| match row {
            MoveRow::Buttons(moves) => buttons(lang, position, moves, dice, &id, true),
            MoveRow::Menu { dice: of, moves } => {
                let options = moves
                    .iter()
                    .map(|mv| {
                        MenuOption::new(
                            fit::truncate(&move_label(lang, position, mv), fit::SELECT_OPTION),
                            id(*mv).to_string(),
                        )
                    })
                    .collect();
                let placeholder = menu_placeholder(lang, of, dice, moves.len());
                Row::Menu(
                    Menu::new(menu(i as u8).to_string(), options)
                        .placeholder(fit::truncate(&placeholder, fit::SELECT_OPTION)),
                )
            }
        })
        .collect()
}

fn buttons(
    lang: Lang,
    position: &Position,
    moves: &[Move],
    dice: [u8; 2],
    id: &impl Fn(Move) -> ComponentId,
    die_once: bool,
) -> Row {
    let buttons = moves
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let style = if mv.die == dice[0] {
                Style::Primary
            } else {
                Style::Secondary
            };
            let chip = match die_once && i > 0 {
                true => move_chip_without_die(lang, position, mv),
                false => move_chip(lang, position, mv),
            };
            button(id(*mv), &chip, style)
        })
        .collect();
    Row::Buttons(buttons)
}
