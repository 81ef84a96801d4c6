//! `/hypnosia …`: one slash command with a subcommand per action, one file per group.

pub mod game;
pub mod history;
pub mod leaderboard;
pub mod lobby;
pub mod rules;
pub mod settings;

use crate::discord::{Context, Error};
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
        "rules::export",
        "history::games",
        "history::replay",
        "leaderboard::leaderboard",
        "leaderboard::stats",
        "settings::settings"
    ),
    subcommand_required
)]
pub async fn hypnosia(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<crate::discord::Data, Error>> {
    vec![hypnosia()]
}

/// The server this command runs in (commands are guild-only, so it is there).
/// The server the command was used in (commands are refused in direct messages).
pub(crate) fn guild(ctx: Context<'_>) -> Result<GuildId, Error> {
    ctx.guild_id()
        .map(|g| GuildId(g.get()))
        .ok_or_else(|| Error::user(crate::discord::DM_REFUSAL))
}

/// The channel (or thread) the command was used in.
pub(crate) fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// Who used the command.
pub(crate) fn author(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}
