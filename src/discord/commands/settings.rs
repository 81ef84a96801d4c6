//! `/hypnosia settings …`: per-server options, for members with Manage Server.

use serenity::all::GuildChannel;

use crate::discord::commands::guild;
use crate::discord::{Context, Error};
use crate::table::{describe_duration, ChannelId, GuildId, GuildSettings};

async fn load(ctx: Context<'_>) -> Result<(GuildId, GuildSettings), Error> {
    let guild = guild(ctx)?;
    let s = ctx.data().rt.store.settings(guild).await?;
    Ok((guild, s))
}

async fn save(ctx: Context<'_>, guild: GuildId, s: &GuildSettings) -> Result<(), Error> {
    ctx.data().rt.store.save_settings(guild, s).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(describe(s))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The settings in words.
pub fn describe(s: &GuildSettings) -> String {
    let channels = if s.allowed_channels.is_empty() {
        "every channel".to_owned()
    } else {
        s.allowed_channels
            .iter()
            .map(|c| format!("<#{c}>"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "Default turn time-out: **{}**\nGames allowed in: {channels}\nGames in threads (several per channel): **{}**",
        describe_duration(s.turn_timeout),
        if s.games_in_threads { "on" } else { "off" }
    )
}

/// Server settings for Hypnosia (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    subcommands("show", "timeout", "allow", "disallow", "threads"),
    subcommand_required
)]
pub async fn settings(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Show this server's settings.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    let (_, s) = load(ctx).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(describe(&s))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Set the default turn time-out of new games.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn timeout(
    ctx: Context<'_>,
    #[description = "e.g. 90s, 2m, 1h (30 s to 24 h)"] value: String,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    s.turn_timeout = ctx
        .data()
        .rt
        .config
        .timeouts()
        .parse(&value)
        .map_err(Error::user)?;
    save(ctx, guild, &s).await
}

/// Allow games in a channel (once any is allowed, only those are).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn allow(
    ctx: Context<'_>,
    #[description = "Channel"] channel: GuildChannel,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    let channel = ChannelId(channel.id.get());
    if !s.allowed_channels.contains(&channel) {
        s.allowed_channels.push(channel);
    }
    save(ctx, guild, &s).await
}

/// Stop allowing games in a channel (with none left, every channel is allowed).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn disallow(
    ctx: Context<'_>,
    #[description = "Channel"] channel: GuildChannel,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    s.allowed_channels
        .retain(|&c| c != ChannelId(channel.id.get()));
    save(ctx, guild, &s).await
}

/// Play games in threads, which allows several games per channel.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn threads(
    ctx: Context<'_>,
    #[description = "On or off"] enabled: bool,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    s.games_in_threads = enabled;
    save(ctx, guild, &s).await
}
