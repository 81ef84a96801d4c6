//! `/hypnosia …`: one slash command with a subcommand per action, one file per group.

pub mod analysis;
pub mod avatars;
pub mod export;
pub mod game;
pub mod history;
pub mod leaderboard;
pub mod learn;
pub mod lobby;
mod localize;
pub mod notify;
pub mod puzzle;
pub mod rules;
pub mod seasons;
pub mod settings;
pub mod share;
mod switch;
pub mod tournament;

use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::table::{ChannelId, GuildId, UserId};

/// Play Hypnosia, the board game, right here.
#[poise::command(
    slash_command,
    subcommands(
        "lobby::new",
        "game::board",
        "game::resign",
        "game::cancel",
        "rules::rules",
        "learn::learn",
        "puzzle::puzzle",
        "export::export",
        "history::games",
        "history::replay",
        "leaderboard::leaderboard",
        "leaderboard::stats",
        "settings::settings",
        "analysis::analysis",
        "notify::notify",
        "tournament::tournament"
    ),
    subcommand_required
)]
pub async fn hypnosia(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every command the bot registers, with its names and descriptions in every
/// language (from `commands.ftl`).
pub fn all() -> Vec<poise::Command<crate::discord::context::Data, Error>> {
    let mut commands = vec![hypnosia()];
    localize::localize(&mut commands);
    crate::discord::deferral::answer_commands_in_time(&mut commands);
    commands
}

/// The server the command was used in (commands are refused in direct messages).
pub(crate) fn guild(ctx: Context<'_>) -> Result<GuildId, Error> {
    ctx.guild_id()
        .map(|g| GuildId(g.get()))
        .ok_or_else(|| Error::user(crate::discord::context::dm_refusal()))
}

/// The server a click comes from (clicks are refused in direct messages).
pub(crate) fn click_guild(c: &serenity::all::ComponentInteraction) -> Result<GuildId, Error> {
    c.guild_id
        .map(|g| GuildId(g.get()))
        .ok_or_else(|| Error::user(crate::discord::context::dm_refusal()))
}

/// The language of the person who used the command (their Discord client's),
/// for answers only they see.
pub(crate) fn user_lang(ctx: Context<'_>) -> Lang {
    Lang::for_locale(ctx.locale())
}

/// The language of the server's public messages, learning the server's own
/// language from the command.
pub(crate) async fn server_lang(ctx: Context<'_>) -> Lang {
    let rt = &ctx.data().screen;
    let Some(guild) = ctx.guild_id().map(|g| GuildId(g.get())) else {
        return user_lang(ctx);
    };
    if let poise::Context::Application(app) = ctx {
        rt.note_guild_locale(guild, app.interaction.guild_locale.as_deref())
            .await;
    }
    rt.guild_lang(guild).await
}

/// The channel (or thread) the command was used in.
pub(crate) fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// Who used the command.
pub(crate) fn author(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}
