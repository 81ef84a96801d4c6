//! A hint in words: why the hard player's move is good, and the move itself.

use crate::ai::hint::{HintReason, classify};
use crate::game::{Game, Move};
use crate::i18n::Lang;
use crate::t;
use crate::words::moves::{move_chip, offered_words};

/// The sentence that says why the hint's move is good.
pub fn reason_text(lang: Lang, reason: HintReason) -> String {
    match reason {
        HintReason::Center => t!(lang, "hint-why-center"),
        HintReason::Capture => t!(lang, "hint-why-capture"),
        HintReason::Bridge => t!(lang, "hint-why-bridge"),
        HintReason::Safety => t!(lang, "hint-why-safety"),
        HintReason::Enter => t!(lang, "hint-why-enter"),
        HintReason::Advance => t!(lang, "hint-why-advance"),
    }
}

/// The hint as the person reads it: the move as its button names it (and
/// in words, as a menu's option says it), and why.
pub fn hint_text(lang: Lang, game: &Game, mv: &Move) -> String {
    let position = game.position();
    let chip = move_chip(lang, position, mv);
    let words = offered_words(lang, position, mv);
    let why = reason_text(lang, classify(position, mv));
    t!(
        lang,
        "hint-text",
        choice = format!("`{chip}` ({words})"),
        why = why
    )
}
