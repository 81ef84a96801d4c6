//! `/hypnosia rules` in words: the rules in short and the key to the legend
//! picture beside them.

use crate::i18n::{CommandRef, Lang};
use crate::t;
use crate::words::card::Card;

/// The rules in short, with the key to the numbers on the legend image, in
/// `lang`.
pub fn rules_text(lang: Lang) -> String {
    [
        t!(lang, "rules-goal"),
        t!(lang, "rules-turn"),
        t!(lang, "rules-moving"),
        t!(lang, "rules-stacks"),
        t!(lang, "rules-landing"),
        t!(lang, "rules-end"),
        t!(lang, "rules-buttons"),
        String::new(),
        t!(lang, "legend-title"),
        t!(lang, "legend-pawns"),
        t!(lang, "legend-bridges"),
        t!(lang, "legend-lanes"),
        t!(lang, "legend-center"),
    ]
    .join("\n")
}

/// The card of `/hypnosia rules`: where the lessons are (`learn` is that
/// command's mention), then [`rules_text`], over the legend (`legend.png`).
pub fn rules_card(lang: Lang, learn: CommandRef) -> Card {
    let learn = t!(lang, "rules-learn", learn = learn);
    Card::default()
        .title(t!(lang, "rules-title"))
        .description(format!("{learn}\n\n{}", rules_text(lang)))
        .image("legend.png")
}
