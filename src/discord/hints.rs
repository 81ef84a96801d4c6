//! Hints in practice games: a person alone with computer players may ask
//! what the hard computer player would play. The "Hint" button sits under
//! the move buttons of their turn; the answer (the move drawn on the board,
//! and one sentence of why) is shown to them only, and the game is marked as
//! hinted for good (see `Store::mark_hinted`).

use std::sync::Arc;

use serenity::all::{ButtonStyle, CreateActionRow, CreateAttachment};

use crate::ai::hint::{classify, HintReason};
use crate::discord::answer::Ack;
use crate::discord::components::ComponentId;
use crate::discord::messages::button;
use crate::discord::runtime::Runtime;
use crate::discord::{clicker_lang, Error};
use crate::game::{Game, Move};
use crate::i18n::Lang;
use crate::t;
use crate::table::{GameId, Table, UserId};

/// Whether `table` offers hints now: exactly one person seated, every other
/// seat a computer player, and it is that person's turn.
pub fn hint_offered(table: &Table) -> bool {
    let people = table
        .seats
        .iter()
        .filter(|s| s.occupant.user().is_some())
        .count();
    people == 1 && table.human_to_move().is_some()
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
    let label = crate::discord::turns::move_label(game.position(), mv);
    let why = reason_text(lang, classify(game.position(), mv));
    t!(lang, "hint-text", choice = format!("`{label}`"), why = why)
}

/// The board after the hint's move, the move traced (no other markers).
fn hint_board(mut game: Game, mv: Move) -> Vec<u8> {
    let _ = game.play(mv);
    let view = crate::render::View {
        markers: false,
        last_move: true,
    };
    crate::render::render(&game, &view)
}

/// A click on "Hint": the hard player's move for this position, to the
/// clicker only.
pub async fn click_hint(
    rt: &Arc<Runtime>,
    ack: &Ack,
    game: GameId,
    version: u64,
) -> Result<(), Error> {
    let c = ack.interaction();
    let lang = clicker_lang(c);
    let user = UserId(c.user.id.get());
    let (table, mv) = rt.hint(game, user, version).await?;
    let text = hint_text(lang, &table.game, &mv);
    let drawn = table.game.clone();
    let png = rt
        .lanes
        .live(move || hint_board(drawn, mv))
        .await
        .map_err(|e| Error::Internal(format!("drawing a hint failed: {e}")))?;
    ack.send_file(text, CreateAttachment::bytes(png, "hint.png"))
        .await
}
