//! Refusals to open a table that point to another one: the channel is held
//! by a lobby or a game, the host already hosts a lobby, a member plays in as
//! many games as the server allows. Said to the person refused, with a "Go
//! to table" link button to the table in question (never a raw URL), and in
//! the words that fit whether that person is its host.

use serenity::all::{CreateActionRow, CreateButton};

use crate::discord::command_ids::CommandIds;
use crate::discord::error::Error;
use crate::i18n::{Lang, Text};
use crate::live;
use crate::store::StoreError;
use crate::t;
use crate::table::{ChannelHolder, TableLimit, UserId};
use crate::words::texts::{held_refusal_text, limit_refusal_text, rematch_held_text};

/// A refusal, and where the table it is about can be seen.
#[derive(Clone, Debug)]
pub struct Refused {
    pub text: Text,
    /// A link to the lobby's or game's message, for the "Go to table" button.
    pub link: Option<String>,
}

impl Refused {
    /// The "Go to table" button, when there is a table to go to.
    pub fn rows(&self, lang: Lang) -> Vec<CreateActionRow> {
        self.link
            .iter()
            .map(|link| {
                CreateActionRow::Buttons(vec![
                    CreateButton::new_link(link.clone()).label(t!(lang, "lobby-go-to-table")),
                ])
            })
            .collect()
    }
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds ([`held_refusal_text`]), with a link to the table.
pub fn held_refusal(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Refused {
    Refused {
        text: held_refusal_text(holder, commands, viewer),
        link: holder.link(),
    }
}

/// A Rematch refused because a table already holds the place of the game
/// ([`rematch_held_text`]), with a link to that table.
pub fn rematch_held(holder: &ChannelHolder, viewer: UserId) -> Refused {
    Refused {
        text: rematch_held_text(holder, viewer),
        link: holder.link(),
    }
}

/// A table limit as `viewer` should read it ([`limit_refusal_text`]), with a
/// link to the lobby they host when that is the limit.
pub fn limit_refusal(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Refused {
    let link = match limit {
        TableLimit::HostsLobby { place, .. } => place.link(),
        _ => None,
    };
    Refused {
        text: limit_refusal_text(limit, commands, viewer),
        link,
    }
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
