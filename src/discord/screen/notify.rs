//! Turn notifications by direct message (`/hypnosia notify`, off by default):
//! in a game with a time-out of an hour or more, a person who asked for them
//! gets a DM when their turn starts and when its reminder comes (a quarter of
//! the time left), with the deadline and a link to the turn's message.
//!
//! Never on the click path: each DM is sent by a task of its own, no lock held.
//! A DM Discord refuses with 50007 (the person closed their DMs) is handed to
//! the engine with the screen's next answer ([`crate::live::Learned`]), which
//! notes it: none is tried again until they turn notifications on again;
//! other failures are logged (transient ones tried again a few times, as every
//! call), never retried further.

use std::sync::Arc;

use serenity::all::{CreateMessage, Nonce, UserId as DiscordUser};
use tracing::warn;

use super::{DiscordScreen, Server};
use crate::discord::error::{Error, Result, discord_code};
use crate::i18n::Lang;
use crate::showing::nonces::dm_nonce;
use crate::table::{GameId, GuildId, Table, UnixTime, UserId, reminder_at};
use crate::words::messages::{TurnDm, turn_dm_text};

/// Discord's code for a DM it will not deliver (DMs closed, no shared server).
const CANNOT_MESSAGE_USER: isize = 50007;

impl DiscordScreen {
    /// Sends, in the background, `table`'s player to move a DM about their
    /// turn ending at `deadline`, if the game is slow (its turns have a
    /// reminder) and they asked for DMs.
    pub(super) fn notify_turn(self: &Arc<Self>, table: &Table, deadline: UnixTime, kind: TurnDm) {
        let Some((_, user)) = table.human_to_move() else {
            return;
        };
        // Where only people's installs answer, the bot may have no DM to
        // open; a turn's DM names the server the game is played in.
        let (game, Some(Server::Of(guild))) = (table.id, Server::of(&table.place)) else {
            return;
        };
        if reminder_at(table.turn_timeout(), deadline).is_none() {
            return; // a time-out under an hour
        }
        let link = table.place.link_or_channel();
        // The same DM tried again (a lost answer, a restart that shows the
        // turn again) has the same nonce, which Discord enforces: it arrives
        // once. One per turn (each turn has a version of its own: two turns
        // of a person can end in the same second) and moment.
        let nonce = dm_nonce(game, table.game.version(), kind);
        let screen = Arc::clone(self);
        tokio::spawn(async move {
            let dm = screen.send_turn_dm(user, (game, guild), (deadline, nonce), &link, kind);
            if let Err(e) = dm.await {
                warn!(%game, %user, ?kind, error = %e, "the turn DM failed");
            }
        });
    }

    async fn send_turn_dm(
        &self,
        user: UserId,
        (game, guild): (GameId, GuildId),
        (deadline, nonce): (UnixTime, String),
        link: &str,
        kind: TurnDm,
    ) -> Result<()> {
        let Some(wanted) = self.store.notify_wanted(user).await? else {
            return Ok(());
        };
        // Their own language, as their client told it when they turned DMs
        // on; the server's (as the game's messages) when it was never noted.
        let lang = match wanted.locale.as_deref() {
            Some(locale) => Lang::for_locale(Some(locale)),
            None => self.guild_lang(guild).await,
        };
        let nonce = &nonce;
        let content = turn_dm_text(lang, kind, game, deadline, link);
        let (http, content) = (&self.http, &content);
        let to = DiscordUser::new(user.0);
        let sent = self
            .background(Server::Of(guild), || async move {
                let dm = to.create_dm_channel(http).await?;
                let message = CreateMessage::new()
                    .content(content.clone())
                    .allowed_mentions(serenity::all::CreateAllowedMentions::new())
                    .nonce(Nonce::String(nonce.clone()))
                    .enforce_nonce(true);
                dm.send_message(http, message).await?;
                Ok(())
            })
            .await;
        match sent {
            Err(Error::Discord(e)) if discord_code(&e) == Some(CANNOT_MESSAGE_USER) => {
                self.doors.dms_closed(user); // the engine stops them
                Ok(())
            }
            other => other,
        }
    }
}
