//! Hints in practice games: a person alone with computer players may ask
//! what the hard computer player would play. The "Hint" button sits under
//! the move buttons of their turn; the answer (the move drawn on the board,
//! and one sentence of why) is shown to them only, and the game is marked as
//! hinted for good (see `Store::mark_hinted`).

use crate::controls::ComponentId;
use crate::i18n::Lang;
use crate::t;
use crate::table::Table;
use crate::views::view::{Button, Row, Style, button};

/// The button beside the moves when the table offers hints: "Hint".
pub fn turn_buttons(lang: Lang, table: &Table) -> Vec<Button> {
    let (game, version) = (table.id, table.game.version());
    let hint = table.offers_hint().then(|| {
        let id = ComponentId::Hint { game, version };
        button(id, &t!(lang, "hint-button"), Style::Secondary)
    });
    hint.into_iter().collect()
}

/// "Finish for me", for the one person who can still move (`live::finish`):
/// grey, on a row of its own under the moves, so that it does not read as
/// one of them (the card's line says why it is there).
pub fn finish_row(lang: Lang, table: &Table) -> Option<Row> {
    table.offers_finish().then(|| {
        let id = ComponentId::Finish {
            game: table.id,
            version: table.game.version(),
        };
        let finish = button(id, &t!(lang, "finish-button"), Style::Secondary);
        Row::Buttons(vec![finish])
    })
}
