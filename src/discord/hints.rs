//! Hints in practice games: a person alone with computer players may ask
//! what the hard computer player would play. The "Hint" button sits under
//! the move buttons of their turn; the answer (the move drawn on the board,
//! and one sentence of why) is shown to them only, and the game is marked as
//! hinted for good (see `Store::mark_hinted`).

use serenity::all::{ButtonStyle, CreateButton};

use crate::controls::ComponentId;
use crate::discord::view::button;
use crate::i18n::Lang;
use crate::t;
use crate::table::Table;

/// The buttons beside the moves: "Finish for me" for the one person who can
/// still move (`live::finish`), "Hint" when the table offers hints.
pub fn turn_buttons(lang: Lang, table: &Table) -> Vec<CreateButton> {
    let (game, version) = (table.id, table.game.version());
    let finish = table.offers_finish().then(|| {
        let id = ComponentId::Finish { game, version };
        button(id, &t!(lang, "finish-button"), ButtonStyle::Primary)
    });
    let hint = table.offers_hint().then(|| {
        let id = ComponentId::Hint { game, version };
        button(id, &t!(lang, "hint-button"), ButtonStyle::Secondary)
    });
    finish.into_iter().chain(hint).collect()
}
