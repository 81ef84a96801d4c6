//! `/hypnosia …`: one slash command with a subcommand per action, one file per group.

pub mod analysis;
pub mod avatars;
pub mod challenge;
pub mod export;
pub mod game;
pub mod history;
pub mod leaderboard;
pub mod learn;
pub mod lobby;
mod localize;
pub use localize::to_register;
pub mod notify;
pub mod puzzle;
pub mod rematch;
pub mod rules;
pub mod seasons;
pub mod settings;
pub mod share;
mod switch;
pub mod tournament;

use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::table::{ChannelId, Community, GuildId, Place, Reach, UserId, Venue};

/// Play Hypnosia, the board game, right here.
// Offered wherever a person may use it: in servers that added the bot, and,
// added to a person's account, in their DMs, group DMs and servers that never
// added it (what an admin sets up stays with servers that added the bot: see
// [`authorized_by_server`]).
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
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
    let mut commands = vec![hypnosia(), challenge::challenge()];
    localize::localize(&mut commands);
    crate::discord::deferral::answer_commands_in_time(&mut commands);
    commands
}

/// Whether `ctx`'s command may run where it was used: anywhere for the
/// commands of [`crate::words::commands::ANYWHERE`], else only in a server
/// that added the bot.
pub(crate) async fn played_here(ctx: Context<'_>) -> Result<bool, Error> {
    let anywhere = crate::words::commands::ANYWHERE;
    if authorized_by_server(ctx) || anywhere.contains(&&*ctx.command().name) {
        return Ok(true);
    }
    let commands = &ctx.data().screen.commands;
    Err(Error::user(crate::words::commands::dm_refusal(commands)))
}

/// The server the command was used in (commands are refused in direct messages).
pub(crate) fn guild(ctx: Context<'_>) -> Result<GuildId, Error> {
    let refused = || crate::words::commands::dm_refusal(&ctx.data().screen.commands);
    ctx.guild_id()
        .map(|g| GuildId(g.get()))
        .ok_or_else(|| Error::user(refused()))
}

/// The server a click comes from (clicks are refused in direct messages).
pub(crate) fn click_guild(c: &serenity::all::ComponentInteraction) -> Result<GuildId, Error> {
    c.guild_id.map(|g| GuildId(g.get())).ok_or_else(|| {
        // Named in the reader's language, with no ids to mention.
        let commands = crate::words::markup::CommandIds::default();
        Error::user(crate::words::commands::dm_refusal(&commands))
    })
}

/// Whose ratings and settings the command is about: its server's, or in a
/// DM or group DM that conversation's own.
pub(crate) fn community(ctx: Context<'_>) -> Community {
    match ctx.guild_id() {
        Some(g) => Community::Server(GuildId(g.get())),
        None => Community::Direct(channel(ctx)),
    }
}

/// The community a click counts in (see [`community`]).
pub(crate) fn click_community(c: &serenity::all::ComponentInteraction) -> Community {
    match c.guild_id {
        Some(g) => Community::Server(GuildId(g.get())),
        None => Community::Direct(ChannelId(c.channel_id.get())),
    }
}

/// Whether the server the command was used in added the bot (its install
/// authorizes the command): there the bot may show a table at any time;
/// elsewhere (a DM, a group DM, a server that never added it, where only a
/// person's install of the app answers) only through people's interactions.
pub(crate) fn authorized_by_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => by_server(
            app.interaction.guild_id.is_some(),
            &app.interaction.authorizing_integration_owners,
        ),
        poise::Context::Prefix(p) => p.msg.guild_id.is_some(),
    }
}

/// [`authorized_by_server`] for a click.
pub(crate) fn click_by_server(c: &serenity::all::ComponentInteraction) -> bool {
    by_server(c.guild_id.is_some(), &c.authorizing_integration_owners)
}

fn by_server(in_guild: bool, owners: &serenity::all::AuthorizingIntegrationOwners) -> bool {
    use serenity::all::AuthorizingIntegrationOwner as Owner;
    // An interaction of an app registered before user installs names no
    // owner at all: the server's install is the only one there was.
    in_guild
        && (owners.0.is_empty()
            || owners
                .0
                .iter()
                .any(|o| matches!(o, Owner::GuildInstall(Some(_)))))
}

/// Where a table asked for by `ctx` plays, and how the bot may show it.
pub(crate) fn place(ctx: Context<'_>) -> Place {
    let channel = channel(ctx);
    let venue = match ctx.guild_id() {
        Some(g) => Venue::server(GuildId(g.get()), channel),
        None => Venue::Direct { channel },
    };
    let reach = Reach::of(&venue, authorized_by_server(ctx));
    Place::new(venue, reach)
}

/// The language of the person who used the command (their Discord client's),
/// for answers only they see.
pub(crate) fn user_lang(ctx: Context<'_>) -> Lang {
    Lang::for_locale(ctx.locale())
}

/// The language of the server's public messages, learning the server's own
/// language from the command.
pub(crate) async fn server_lang(ctx: Context<'_>) -> Lang {
    let (screen, tables) = (&ctx.data().screen, &ctx.data().tables);
    let Some(guild) = ctx.guild_id().map(|g| GuildId(g.get())) else {
        return user_lang(ctx);
    };
    if let poise::Context::Application(app) = ctx {
        let locale = app.interaction.guild_locale.as_deref();
        screen.note_guild_locale(tables, guild, locale).await;
    }
    screen.guild_lang(guild).await
}

/// The channel (or thread) the command was used in.
pub(crate) fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// Who used the command.
pub(crate) fn author(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}
