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
use crate::table::{ChannelHolder, TableLimit, UserId};
use crate::words::markup;
use crate::{t, text};

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
/// holds, as `viewer` should read it: their own lobby, someone else's, or a
/// game.
pub fn held_refusal(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Refused {
    let game = holder.id().0;
    let text = match *holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } if host == viewer => text!(
            "refusal-held-lobby-yours",
            game = game,
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-held-lobby",
            game = game,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-held-game",
            game = game,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    };
    Refused {
        text,
        link: holder.link(),
    }
}

/// A Rematch refused because a table already holds the place of the game.
pub fn rematch_held(holder: &ChannelHolder, viewer: UserId) -> Refused {
    let text = match *holder {
        ChannelHolder::Lobby { id, host, .. } if host == viewer => {
            text!("refusal-rematch-held-yours", game = id.0)
        }
        ChannelHolder::Lobby { id, host, .. } => text!(
            "refusal-rematch-held",
            game = id.0,
            host = markup::mention(host)
        ),
        ChannelHolder::Game { .. } => text!("refusal-rematch-busy"),
    };
    Refused {
        text,
        link: holder.link(),
    }
}

/// A table limit as `viewer` should read it, naming the commands that free a
/// table.
pub fn limit_refusal(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Refused {
    match limit {
        TableLimit::HostsLobby {
            id,
            place,
            expires_at,
        } => Refused {
            text: text!(
                "refusal-limit-own-lobby",
                game = id.0,
                closes = markup::relative_time(expires_at),
            ),
            link: place.link(),
        },
        TableLimit::Member { user, cap } if user == viewer => Refused {
            text: text!(
                "refusal-limit-member-you",
                cap = cap,
                resign = commands.mention("hypnosia resign"),
                limit = commands.mention("hypnosia settings member-limit"),
            ),
            link: None,
        },
        other => Refused {
            text: crate::words::texts::limit_text(other, commands),
            link: None,
        },
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
