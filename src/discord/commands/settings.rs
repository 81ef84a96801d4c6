//! `/hypnosia settings …`: per-server options, for members with Manage Server.

use serenity::all::GuildChannel;

use crate::discord::commands::guild;
use crate::discord::commands::switch::{note_guild_locale, settings_text, switch};
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::table::{ChannelId, SettingChange};

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
    let guild = guild(ctx)?;
    note_guild_locale(ctx, guild).await;
    let s = ctx.data().screen.reads().settings(guild).await?;
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
    let timeouts = ctx.data().screen.config.timeouts();
    let timeout = timeouts.parse(&value).map_err(Error::refused)?;
    switch(ctx, SettingChange::TurnTimeout(timeout)).await
}

/// Allow games in a channel (once any is allowed, only those are).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn allow(
    ctx: Context<'_>,
    #[description = "Channel"] channel: GuildChannel,
) -> Result<(), Error> {
    switch(ctx, SettingChange::Allow(ChannelId(channel.id.get()))).await
}

/// Stop allowing games in a channel (with none left, every channel is allowed).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn disallow(
    ctx: Context<'_>,
    #[description = "Channel"] channel: GuildChannel,
) -> Result<(), Error> {
    switch(ctx, SettingChange::Disallow(ChannelId(channel.id.get()))).await
}

/// Play games in threads, which allows several games per channel.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn threads(
    ctx: Context<'_>,
    #[description = "On or off"] enabled: bool,
) -> Result<(), Error> {
    switch(ctx, SettingChange::GamesInThreads(enabled)).await
}

/// The language of the bot's public messages on this server.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn language(
    ctx: Context<'_>,
    #[description = "A language, or the server's own"] language: LanguageChoice,
) -> Result<(), Error> {
    switch(ctx, SettingChange::Language(language.lang())).await
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
    // Held to the bounds above (a forged value too) and the operator's
    // ceiling, which the answer shows.
    let games = ctx.data().screen.config.ceilings.tables(games);
    switch(ctx, SettingChange::MaxOpenTables(games)).await
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
    // Held to the bounds above (a forged value too) and the operator's
    // ceiling, which the answer shows.
    let games = ctx.data().screen.config.ceilings.member_games(games);
    switch(ctx, SettingChange::MaxMemberGames(games)).await
}

/// Post one puzzle a day in a channel, for everyone to solve on their own (none: off).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Where the daily puzzle is posted (none: off)"]
    #[channel_types("Text", "News")]
    channel: Option<GuildChannel>,
) -> Result<(), Error> {
    let channel = channel.map(|c| ChannelId(c.id.get()));
    switch(ctx, SettingChange::DailyPuzzle(channel)).await
}
