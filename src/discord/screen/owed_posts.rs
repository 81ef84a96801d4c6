//! A post owed for longer than Discord remembers its nonce ("a few
//! minutes"): it may have landed before a crash or an outage, and a post with
//! the same nonce would now make a second one. The engine says when a change
//! may be so ([`crate::live::Change::maybe_posted`]); its post is then looked
//! for among the last messages of its place (the bot's own, whose controls
//! name the game and version it shows) before it is made.

use super::{Bot, DiscordScreen, Server};
use crate::controls::shows_version;
use crate::discord::error::Result;
use crate::showing::nonces::ShowNonce;
use crate::table::{ChannelId, MessageId, UnixTime};
use crate::views::view::View;
use serenity::all::Message;

/// How many of a place's last messages are looked through (one call).
const LOOKED_BACK: u8 = 50;

impl DiscordScreen {
    /// Posts a show's message: through the click that pays for it, else (see
    /// `post_once`) unless it may have been posted already and is found among
    /// the last messages there.
    pub(super) async fn post_show(
        &self,
        bot: &Bot,
        at: ChannelId,
        view: View,
        nonce: &ShowNonce,
    ) -> Result<MessageId> {
        let nonce =
            &match super::paid::post((&self.http, bot.payer.as_ref()), at, &view, nonce).await {
                Ok(posted) => return Ok(posted),
                Err(nonce) => nonce,
            };
        let server = bot.server;
        let Some((game, version)) = nonce.look_for else {
            return self.post_once(server, at, view, &nonce.nonce).await;
        };
        let ours = |m: &Message| ids_of(m).any(|id| shows_version(id, game, version));
        match self.find_own(server, at, ours).await? {
            Some(found) => Ok(found),
            None => self.post_once(server, at, view, &nonce.nonce).await,
        }
    }

    /// Posts an owed post (the outbox's, `crate::live::Post`) with `nonce`,
    /// unless it may have landed since `since` and is found there: the bot's
    /// own message made since then, with the same card's title.
    pub(super) async fn post_owed(
        &self,
        (server, at): (Server, ChannelId),
        view: View,
        nonce: &str,
        since: Option<UnixTime>,
    ) -> Result<MessageId> {
        if let Some(since) = since {
            let title = view.embed.as_ref().and_then(|card| card.title.as_deref());
            let ours = |m: &Message| {
                m.id.created_at().unix_timestamp() >= since
                    && m.embeds.first().and_then(|e| e.title.as_deref()) == title
            };
            if let Some(found) = self.find_own(server, at, ours).await? {
                return Ok(found);
            }
        }
        self.post_once(server, at, view, nonce).await
    }

    /// The newest of the bot's own messages among the last ones at `at` that
    /// `ours` recognises.
    async fn find_own(
        &self,
        server: Server,
        at: ChannelId,
        ours: impl Fn(&Message) -> bool,
    ) -> Result<Option<MessageId>> {
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
        let found = looked?
            .into_iter()
            .find(|m| Some(m.author.id.get()) == me && ours(m));
        Ok(found.map(|m| MessageId(m.id.get())))
    }
}

/// The custom ids of a posted message's buttons and menus.
fn ids_of(message: &Message) -> impl Iterator<Item = &str> {
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
