//! Refusals to open a table that point to another one: the channel is held
//! by a lobby or a game, the host already hosts a lobby, a member plays in as
//! many games as the server allows. Said to the person refused, with a "Go
//! to table" link button to the table in question (never a raw URL), and in
//! the words that fit whether that person is its host
//! ([`crate::words::refusals::Refused`]).

use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::live;
use crate::store::StoreError;
use crate::t;
use crate::table::UserId;
use crate::views::view::{Button, Row};
use crate::words::markup::CommandIds;
use crate::words::refusals::{Refused, held_refusal, limit_refusal};

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

/// What the engine's refusal to open or start a table says to `viewer`, if
/// it is one (a limit or a held channel); any other error as it is.
pub fn table_refusal(
    e: live::Error,
    commands: &CommandIds,
    viewer: UserId,
) -> Result<Refused, Error> {
    match e {
        live::Error::Store(StoreError::Limit(limit)) => Ok(limit_refusal(limit, commands, viewer)),
        live::Error::Store(StoreError::ChannelHeld(holder)) => {
            Ok(held_refusal(&holder, commands, viewer))
        }
        other => Err(other.into()),
    }
}
