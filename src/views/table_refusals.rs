//! The "Go to table" link button under a refusal to open a table that points
//! to another one (never a raw URL); what the refusal says is
//! [`crate::words::refusals`]', which engine error it is
//! `showing/table_refusals.rs`'s.

use crate::i18n::Lang;
use crate::t;
use crate::views::view::{Button, Row};
use crate::words::refusals::Refused;

/// The "Go to table" button under `refused`, when there is a table to go to.
pub fn go_to_table_rows(refused: &Refused, lang: Lang) -> Vec<Row> {
    refused
        .link
        .iter()
        .map(|link| {
            Row::Buttons(vec![Button::link(
                link.clone(),
                t!(lang, "lobby-go-to-table"),
            )])
        })
        .collect()
}
