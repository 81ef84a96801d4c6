//! A post owed for longer than Discord remembers its nonce ("a few
//! minutes"): it may have landed before a crash or an outage, and a post with
//! the same nonce would now make a second one. The engine says when a change
//! may be so ([`crate::live::Change::maybe_posted`]); its post is then looked
//! for among the last messages of its place (the bot's own, whose controls
//! name the game and version it shows) before it is made.

use super::{DiscordScreen, Server, post_nonce};
use crate::controls::shows_version;
use crate::discord::error::Result;
use crate::discord::messages::View;
use crate::table::{ChannelId, GameId, MessageId, Table};

/// The nonce of a post that shows a game, and what it shows when the post
/// may be in its place already, for longer than Discord keeps nonces.
#[derive(Clone)]
pub(super) struct ShowNonce {
    nonce: String,
    look_for: Option<(GameId, u64)>,
    shows: Option<(GameId, u64)>,
}

impl ShowNonce {
    /// The post that shows `table` now: its nonce is the same after a
    /// restart, so that a post whose answer a crash lost is not made twice.
    pub(super) fn of(table: &Table, maybe_posted: bool) -> ShowNonce {
        let (game, version) = (table.id, table.game.version());
        let nonce = format!("g{:x}v{version:x}", game.0);
        ShowNonce {
            nonce: nonce.chars().take(25).collect(),
            look_for: maybe_posted.then_some((game, version)),
            shows: Some((game, version)),
        }
    }

    /// The same post, looked for before it is made (it may have landed).
    pub(super) fn looking(&self) -> ShowNonce {
        let look_for = self.look_for.or(self.shows);
        ShowNonce {
            look_for,
            ..self.clone()
        }
    }

    /// A post of its own (a board posted again).
    pub(super) fn fresh() -> ShowNonce {
        ShowNonce {
            nonce: post_nonce(),
            look_for: None,
            shows: None,
        }
    }
}

/// How many of a place's last messages are looked through (one call).
const LOOKED_BACK: u8 = 50;

impl DiscordScreen {
    /// Posts a show's message: through the click that pays for it, else (see
    /// `post_once`) unless it may have been posted already and is found among
    /// the last messages there.
    pub(super) async fn post_show(
        &self,
        server: Server,
        at: ChannelId,
        view: View,
        nonce: &ShowNonce,
    ) -> Result<MessageId> {
        let nonce = &match super::paid::post(at, &view, nonce).await {
            Ok(posted) => return Ok(posted),
            Err(nonce) => nonce,
        };
        let Some((game, version)) = nonce.look_for else {
            return self.post_once(server, at, view, &nonce.nonce).await;
        };
        self.door_open(at)?;
        let (channel, http) = (serenity::all::ChannelId::new(at.0), &self.http);
        let looked = self
            .background(server, || async move {
                let last = serenity::all::GetMessages::new().limit(LOOKED_BACK);
                Ok(channel.messages(http, last).await?)
            })
            .await;
        self.after_call(at, &looked);
        let me = self.http.application_id().map(|me| me.get());
        let found = looked?.into_iter().find(|m| {
            Some(m.author.id.get()) == me && ids_of(m).any(|id| shows_version(id, game, version))
        });
        match found {
            Some(m) => Ok(MessageId(m.id.get())),
            None => self.post_once(server, at, view, &nonce.nonce).await,
        }
    }
}

/// The custom ids of a posted message's buttons and menus.
fn ids_of(message: &serenity::all::Message) -> impl Iterator<Item = &str> {
    use serenity::all::{ActionRowComponent, ButtonKind};
    let controls = message.components.iter().flat_map(|row| &row.components);
    controls.filter_map(|c| match c {
        ActionRowComponent::Button(b) => match &b.data {
            ButtonKind::NonLink { custom_id, .. } => Some(custom_id.as_str()),
            _ => None,
        },
        ActionRowComponent::SelectMenu(m) => m.custom_id.as_deref(),
        _ => None,
    })
}
