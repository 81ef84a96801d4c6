//! `/hypnosia board` and `/hypnosia resign`: the running game of this channel.

use crate::discord::commands::lobby::thread_parent;
use crate::discord::commands::{author, channel, server_lang, user_lang};
use crate::discord::messages;
use crate::discord::permissions::missing_to_post;
use crate::discord::texts::permission_names;
use crate::discord::{Context, Error};
use crate::table::{CancelPath, GameId, MessageId};
use crate::{t, text};

async fn running_game(ctx: Context<'_>) -> Result<GameId, Error> {
    ctx.data()
        .rt
        .store
        .game_in_channel(channel(ctx), true)
        .await?
        .ok_or_else(|| Error::user(text!("refusal-no-running-game")))
}

/// Show the current board again at the bottom of the channel.
// Resting 10 s per channel after each use: every repost draws a board and
// pushes the channel's talk up, and a burst of them would flood it.
#[poise::command(slash_command, guild_only, channel_cooldown = 10)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    refuse_unless_bot_may_post(ctx)?;
    ctx.defer_ephemeral().await?;
    ctx.data().rt.repost(game).await?;
    ctx.say(t!(user_lang(ctx), "board-reposted")).await?;
    Ok(())
}

/// Refuses (naming what is missing) when the bot may not post a board here,
/// from the `app_permissions` Discord sends with the command.
fn refuse_unless_bot_may_post(ctx: Context<'_>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let Some(granted) = app.interaction.app_permissions else {
        return Ok(());
    };
    let missing = missing_to_post(granted.bits(), thread_parent(ctx).is_some());
    if missing.is_empty() {
        return Ok(());
    }
    Err(Error::user(text!(
        "refusal-cannot-post-board",
        permissions = permission_names(&missing)
    )))
}

/// Leave the running game (your pawns leave the board).
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    // Refused now (not playing, already left) rather than after the confirmation.
    let mut table = ctx.data().rt.load(game).await?;
    table.resign(author(ctx)).map_err(Error::user)?;
    send(
        ctx,
        messages::resign_confirm_view(user_lang(ctx), game),
        true,
    )
    .await
}

/// Call off the running game: nothing of it counts (players agree, or Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let game = running_game(ctx).await?;
    let table = rt.load(game).await?;
    let user = author(ctx);
    let manages = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        poise::Context::Prefix(_) => false,
    };
    let lang = user_lang(ctx);
    match table.cancel_path(user, manages).map_err(Error::user)? {
        CancelPath::Confirm => {
            send(ctx, messages::cancel_confirm_view(lang, game, false), true).await
        }
        CancelPath::Force => send(ctx, messages::cancel_confirm_view(lang, game, true), true).await,
        CancelPath::Vote(needed) => {
            let name = match ctx.author_member().await {
                Some(m) => m.display_name().to_owned(),
                None => ctx.author().display_name().to_owned(),
            };
            let started = rt.open_vote(game, user, name, needed);
            let vote = rt
                .vote(game)
                .ok_or_else(|| Error::Internal("the vote vanished".into()))?;
            let public = server_lang(ctx).await;
            let sent = ctx
                .send(reply(messages::vote_view(public, game, &vote), false))
                .await?;
            let message = sent.message().await?;
            rt.vote_posted(
                game,
                started,
                (public, channel(ctx)),
                MessageId(message.id.get()),
            );
            Ok(())
        }
    }
}

fn reply(view: messages::View, ephemeral: bool) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default()
        .components(view.components)
        .ephemeral(ephemeral)
        .allowed_mentions(serenity::all::CreateAllowedMentions::new());
    if let Some(content) = view.content {
        reply = reply.content(content);
    }
    reply
}

async fn send(ctx: Context<'_>, view: messages::View, ephemeral: bool) -> Result<(), Error> {
    ctx.send(reply(view, ephemeral)).await?;
    Ok(())
}
