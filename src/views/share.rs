//! The Share button under an answer only its asker sees (`/hypnosia stats`,
//! `/hypnosia games`, the standings, a solved daily puzzle), and where it
//! goes among the answer's other buttons; the answer itself, private then
//! public, is `discord/share.rs`'s, the click `discord/commands/share.rs`'s.

use crate::controls::ComponentId;
use crate::i18n::Lang;
use crate::t;
use crate::views::view::{Button, Row, Style, button};

/// The Share button.
pub fn share_button(lang: Lang, share: ComponentId) -> Button {
    button(share, &t!(lang, "share-button"), Style::Secondary)
}

/// `rows` with `extra` at the end of the last row, or in a row of its own.
pub fn with_button(mut rows: Vec<Row>, extra: Button) -> Vec<Row> {
    match rows.last_mut() {
        Some(Row::Buttons(buttons)) if buttons.len() < 5 => buttons.push(extra),
        _ => rows.push(Row::Buttons(vec![extra])),
    }
    rows
}
