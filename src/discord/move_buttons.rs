//! Move buttons, as every board with moves to click shows them: the turn
//! message of a game and the lessons of `/hypnosia learn`. Only the custom id
//! differs (a game's version, or a lesson's step).

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

use crate::discord::components::ComponentId;
use crate::game::{Move, Position};
use crate::i18n::Lang;
use crate::words::turns::{button_rows, move_label};

/// The legal `moves` of `position` as rows of buttons (the first die's moves
/// in blue, as their marks on the board), each with the id `id` gives it.
pub fn move_rows(
    lang: Lang,
    position: &Position,
    moves: &[Move],
    dice: [u8; 2],
    id: impl Fn(Move) -> ComponentId,
) -> Vec<CreateActionRow> {
    button_rows(moves, dice)
        .into_iter()
        .map(|row| {
            let buttons = row
                .iter()
                .map(|mv| {
                    let style = if mv.die == dice[0] {
                        ButtonStyle::Primary
                    } else {
                        ButtonStyle::Secondary
                    };
                    CreateButton::new(id(*mv).to_string())
                        .label(move_label(lang, position, mv))
                        .style(style)
                })
                .collect();
            CreateActionRow::Buttons(buttons)
        })
        .collect()
}
