//! Hints in practice games: a person alone with computer players may ask
//! what the hard computer player would play. The "Hint" button sits under
//! the move buttons of their turn; the answer (the move drawn on the board,
//! and one sentence of why) is shown to them only, and the game is marked as
//! hinted for good (see `Store::mark_hinted`).

use serenity::all::{ButtonStyle, CreateActionRow};

use crate::ai::hint::{classify, HintReason};
use crate::discord::components::ComponentId;
use crate::discord::view::button;
use crate::game::{Game, Move};
use crate::i18n::Lang;
use crate::t;
use crate::table::Table;

/// Whether `table` offers hints now (see [`Table::offers_hint`]).
pub fn hint_offered(table: &Table) -> bool {
    table.offers_hint()
}

/// The row with the Hint button, when the table offers hints.
pub fn hint_row(lang: Lang, table: &Table) -> Option<CreateActionRow> {
    hint_offered(table).then(|| {
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

/// The sentence that says why the hint's move is good.
pub fn reason_text(lang: Lang, reason: HintReason) -> String {
    match reason {
        HintReason::Center => t!(lang, "hint-why-center"),
        HintReason::Capture => t!(lang, "hint-why-capture"),
        HintReason::Bridge => t!(lang, "hint-why-bridge"),
        HintReason::Safety => t!(lang, "hint-why-safety"),
        HintReason::Advance => t!(lang, "hint-why-advance"),
    }
}

/// The hint as the person reads it: the move as its button names it, and why.
pub fn hint_text(lang: Lang, game: &Game, mv: &Move) -> String {
    let label = crate::discord::turns::move_label(lang, game.position(), mv);
    let why = reason_text(lang, classify(game.position(), mv));
    t!(lang, "hint-text", choice = format!("`{label}`"), why = why)
}

/// The board after the hint's move, the move traced (no other markers).
pub fn hint_board(mut game: Game, mv: Move) -> Vec<u8> {
    let _ = game.play(mv);
    let view = crate::render::View {
        markers: false,
        last_move: true,
    };
    crate::render::render(&game, &view)
}
