//! `/hypnosia settings …`: per-server options, for members with Manage Server.

use serenity::all::GuildChannel;

use crate::discord::commands::guild;
use crate::discord::commands::switch::settings_text;
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::table::{ChannelId, GuildId, GuildSettings};

/// The language of the server's public messages. The names here are keys:
/// what Discord shows comes from `commands.ftl`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "server"]
    Server,
    #[name = "en-US"]
    EnUs,
    #[name = "fr"]
    Fr,
    #[name = "de"]
    De,
    #[name = "pl"]
    Pl,
    #[name = "ko"]
    Ko,
}

impl LanguageChoice {
    /// The chosen language; `None`: the server's own.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::Server => None,
            LanguageChoice::EnUs => Some(Lang::EnUs),
            LanguageChoice::Fr => Some(Lang::Fr),
            LanguageChoice::De => Some(Lang::De),
            LanguageChoice::Pl => Some(Lang::Pl),
            LanguageChoice::Ko => Some(Lang::Ko),
        }
    }
}

async fn load(ctx: Context<'_>) -> Result<(GuildId, GuildSettings), Error> {
    let guild = guild(ctx)?;
    let rt = &ctx.data().rt;
    if let poise::Context::Application(app) = ctx {
        // Stored before the settings are read, so that the answer names the
        // server's own language from the first command on.
        rt.note_guild_locale(guild, app.interaction.guild_locale.as_deref())
            .await;
    }
    let s = rt.store.settings(guild).await?;
    Ok((guild, s))
}

/// Saves `s` and answers with every setting, as `settings show` says them.
async fn save(ctx: Context<'_>, guild: GuildId, s: &GuildSettings) -> Result<(), Error> {
    ctx.data().rt.store.save_settings(guild, s).await?;
    ctx.data().rt.settings_saved(guild, s);
    deferral::send(
        ctx,
        poise::CreateReply::default()
            .content(settings_text(ctx, guild, s).await?)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Server settings for Hypnosia (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "show",
        "timeout",
        "allow",
        "disallow",
        "threads",
        "language",
        "limit",
        "member_limit",
        "super::analysis::chances",
        "super::seasons::season",
        "super::avatars::avatars",
        "puzzle"
    ),
    subcommand_required
)]
pub async fn settings(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Show this server's settings.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    // Answer first: everything below reads the database.
    deferral::defer(ctx, true).await?;
    let (guild, s) = load(ctx).await?;
    deferral::send(
        ctx,
        poise::CreateReply::default()
            .content(settings_text(ctx, guild, &s).await?)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Set the default turn time-out of new games.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn timeout(
    ctx: Context<'_>,
    #[description = "e.g. 90s, 2m, 1h (30 s to 7 d)"] value: String,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    s.turn_timeout = ctx
        .data()
        .rt
        .config
        .timeouts()
        .parse(&value)
        .map_err(Error::refused)?;
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

/// The language of the bot's public messages on this server.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn language(
    ctx: Context<'_>,
    #[description = "A language, or the server's own"] language: LanguageChoice,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    s.language = language.lang();
    save(ctx, guild, &s).await
}

/// The most open lobbies and running games at once on this server (default 20).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn limit(
    ctx: Context<'_>,
    #[description = "Open lobbies and running games at once, 1 to 10000"]
    #[min = 1]
    #[max = 10000]
    games: u32,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    // Held to the bounds above (a forged value too) and the operator's
    // ceiling, which the answer shows.
    s.max_open_tables = ctx.data().rt.config.ceilings.tables(games);
    save(ctx, guild, &s).await
}

/// The most running games one member may play in at once on this server,
/// hosted or seated (default 5).
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    rename = "member-limit"
)]
pub async fn member_limit(
    ctx: Context<'_>,
    #[description = "Running games per member at once, 1 to 1000"]
    #[min = 1]
    #[max = 1000]
    games: u32,
) -> Result<(), Error> {
    let (guild, mut s) = load(ctx).await?;
    // Held to the bounds above (a forged value too) and the operator's
    // ceiling, which the answer shows.
    s.max_member_games = ctx.data().rt.config.ceilings.member_games(games);
    save(ctx, guild, &s).await
}

/// Post one puzzle a day in a channel, for everyone to solve on their own (none: off).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Where the daily puzzle is posted (none: off)"]
    #[channel_types("Text", "News")]
    channel: Option<GuildChannel>,
) -> Result<(), Error> {
    deferral::defer(ctx, true).await?;
    let (store, guild) = (&ctx.data().rt.store, guild(ctx)?);
    let channel = channel.map(|c| ChannelId(c.id.get()));
    store.set_daily_puzzle_channel(guild, channel).await?;
    let text = settings_text(ctx, guild, &store.settings(guild).await?).await?;
    let answer = poise::CreateReply::default().content(text);
    deferral::send(ctx, answer.ephemeral(true)).await?;
    Ok(())
}
