//! The reminder of a slow turn as Discord shows it: a mention in the game's
//! channel with a link to the turn's message, and the DM of a person who asked
//! for them: a post of the engine's outbox, made once (`crate::live`).

use serenity::all::{CreateAllowedMentions, CreateMessage, Nonce};
use std::sync::Arc;

use super::{DiscordScreen, Server};
use crate::live::{Post, PostReport};
use crate::showing::nonces::outbox_nonce;
use crate::table::{MessageId, Table, UnixTime};
use crate::words::messages::TurnDm;
use crate::words::slow_games::reminder_text;

impl DiscordScreen {
    /// Posts the reminder of `table`'s turn ending at `deadline`.
    pub(super) async fn post_reminder(
        self: &Arc<Self>,
        post: &Post,
        table: &Table,
        deadline: UnixTime,
    ) -> PostReport {
        // Reminders are only for places the bot is in (`crate::live::turns`).
        let (Some((_, user)), Some(server)) = (table.human_to_move(), Server::of(&table.place))
        else {
            return PostReport::Done;
        };
        self.notify_turn(table, deadline, TurnDm::Reminder);
        let lang = self.guild_lang(table.place.community()).await;
        // Hours of chat may have followed the turn message: the link finds it.
        let link = table.place.link_or_channel();
        let content = reminder_text(lang, user, deadline, table.id, &link);
        let at = table.place.play_channel();
        let channel = serenity::all::ChannelId::new(at.0);
        let (nonce, user) = (outbox_nonce(post), serenity::all::UserId::new(user.0));
        let (http, content, nonce) = (&self.http, &content, &nonce);
        let posted = self.background(server, || async move {
            let message = CreateMessage::new()
                .content(content.clone())
                .allowed_mentions(CreateAllowedMentions::new().users([user]))
                .nonce(Nonce::String(nonce.clone()))
                .enforce_nonce(true);
            Ok(MessageId(
                channel.send_message(http, message).await?.id.get(),
            ))
        });
        self.post_report(posted.await, at)
    }
}
