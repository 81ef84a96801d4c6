//! Who sees an answer sent after a deferral.
//!
//! Discord ignores the ephemeral flag of the first follow-up after a deferral:
//! that follow-up fills the "thinking…" message, which keeps the deferral's
//! kind. A refusal after a public deferral would be public, and a public vote
//! after a private one would be seen by its asker only. [`send_as`] answers
//! as meant: when a "thinking…" message of the other kind is still waiting,
//! it is deleted first, so that the answer is a message of its own.

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, MessageFlags};

use crate::discord::error::discord_code;
use crate::discord::{Context, Data, Error};

/// Sends `reply` as the command's answer, ephemeral or public as `ephemeral`
/// says whatever the deferral was, and pinging nobody unless `reply` says so.
pub async fn send_as(
    ctx: Context<'_>,
    reply: CreateReply,
    ephemeral: bool,
) -> Result<poise::ReplyHandle<'_>, serenity::Error> {
    if let poise::Context::Application(app) = ctx {
        let answered = app
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst);
        if answered && !clear_other_kind(app, ephemeral).await && ephemeral {
            // Sent now, it could fill a public "thinking…": better unsaid.
            return Err(serenity::Error::Other(
                "a public deferral could not be taken back",
            ));
        }
    }
    ctx.send(reply.ephemeral(ephemeral)).await
}

/// A refusal or apology: only the person who asked sees it, it pings nobody.
pub async fn tell_only_them(ctx: Context<'_>, content: String) -> Result<(), serenity::Error> {
    let reply = CreateReply::default()
        .content(content)
        .allowed_mentions(CreateAllowedMentions::new());
    send_as(ctx, reply, true).await.map(|_| ())
}

/// Deletes the "thinking…" message of a deferral of the other kind than
/// `ephemeral`, when it is still waiting to be filled; whether the answer can
/// go out as meant.
async fn clear_other_kind(
    app: poise::ApplicationContext<'_, Data, Error>,
    ephemeral: bool,
) -> bool {
    let http = &app.serenity_context().http;
    let original = match app.interaction.get_response(http).await {
        Ok(original) => original,
        // Deleted: a follow-up is a message of its own.
        Err(e) if discord_code(&e) == Some(UNKNOWN_MESSAGE) => return true,
        Err(e) => {
            tracing::warn!(error = %e, "could not read a command's first answer");
            return false;
        }
    };
    let flags = original.flags.unwrap_or_default();
    let waiting = flags.contains(MessageFlags::LOADING);
    if !waiting || flags.contains(MessageFlags::EPHEMERAL) == ephemeral {
        return true;
    }
    match app.interaction.delete_response(http).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "could not take back a deferral of the other kind");
            false
        }
    }
}

/// Discord's code for a message that does not exist.
const UNKNOWN_MESSAGE: isize = 10008;
