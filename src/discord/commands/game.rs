//! `/hypnosia board` and `/hypnosia resign`: the running game of this channel.

use crate::discord::commands::{author, channel};
use crate::discord::{Context, Error};
use crate::table::GameId;

async fn running_game(ctx: Context<'_>) -> Result<GameId, Error> {
    ctx.data()
        .rt
        .store
        .game_in_channel(channel(ctx), true)
        .await?
        .ok_or_else(|| Error::user("No game is running in this channel."))
}

/// Show the current board again at the bottom of the channel.
// Resting 10 s per channel after each use: every repost draws a board and
// pushes the channel's talk up, and a burst of them would flood it.
#[poise::command(slash_command, guild_only, channel_cooldown = 10)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    ctx.defer_ephemeral().await?;
    ctx.data().rt.repost(game).await?;
    ctx.say("The board is at the bottom of the channel again.")
        .await?;
    Ok(())
}

/// Leave the running game (your pawns leave the board).
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    ctx.defer_ephemeral().await?;
    ctx.data().rt.resign(game, author(ctx)).await?;
    ctx.say("You resigned. Your pawns left the board.").await?;
    Ok(())
}
