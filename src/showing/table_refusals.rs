//! Refusals to open a table that point to another one: the channel is held
//! by a lobby or a game, the host already hosts a lobby, a member plays in as
//! many games as the server allows: which of the engine's errors is one. Said
//! to the person refused in the words that fit whether that person is its
//! host ([`crate::words::refusals::Refused`]), with a "Go to table" link
//! button to the table in question (`views/table_refusals.rs`).

use crate::live;
use crate::store::StoreError;
use crate::table::UserId;
use crate::words::markup::CommandIds;
use crate::words::refusals::{Refused, held_refusal, limit_refusal};

/// What the engine's refusal to open or start a table says to `viewer`, if
/// it is one (a limit or a held channel); any other error as it is.
pub fn table_refusal(
    e: live::Error,
    commands: &CommandIds,
    viewer: UserId,
) -> Result<Refused, live::Error> {
    match e {
        live::Error::Store(StoreError::Limit(limit)) => Ok(limit_refusal(limit, commands, viewer)),
        live::Error::Store(StoreError::ChannelHeld(holder)) => {
            Ok(held_refusal(&holder, commands, viewer))
        }
        other => Err(other),
    }
}
