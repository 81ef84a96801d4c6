//! Hints in practice games: a person alone with computer players may ask
//! what the hard computer player would play. The "Hint" button sits under
//! the move buttons of their turn; the answer (the move drawn on the board,
//! and one sentence of why) is shown to them only, and the game is marked as
//! hinted for good (see `Store::mark_hinted`).

use serenity::all::{ButtonStyle, CreateActionRow};

use crate::discord::components::ComponentId;
use crate::discord::view::button;
use crate::i18n::Lang;
use crate::t;
use crate::table::Table;

/// The row with the Hint button, when the table offers hints ([`Table::offers_hint`]).
pub fn hint_row(lang: Lang, table: &Table) -> Option<CreateActionRow> {
    table.offers_hint().then(|| {
        CreateActionRow::Buttons(vec![button(
            ComponentId::Hint {
                game: table.id,
                version: table.game.version(),
            },
            &t!(lang, "hint-button"),
            ButtonStyle::Secondary,
        )])
    })
}
