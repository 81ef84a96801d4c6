//! `/hypnosia new`: open a lobby.

use poise::CreateReply;

use crate::config::missing_permissions;
use crate::discord::commands::guild;
use crate::discord::lobby::{parse_timeout, Lobby, LobbyOptions};
use crate::discord::messages;
use crate::discord::{Context, Error};
use crate::game::Variant;

/// The rules variant of a new table.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "standard"]
    Standard,
    #[name = "no stacks over bridges"]
    NoStacksOverBridges,
}

/// Open a lobby for a new game in this channel.
#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Rules variant (default: standard)"] variant: Option<VariantChoice>,
    #[description = "Most seats at the table, 2 to 6 (default 6)"]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Time per turn, e.g. 90s, 2m, 1h (30 s to 24 h; default: the server's, else 2 min)"]
    turn_timeout: Option<String>,
    #[description = "Play the game in a thread of its own"] thread: Option<bool>,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    let channel = ctx.channel_id().get();
    let settings = rt
        .store
        .settings(guild)
        .await
        .map_err(|e| Error::Store(e.to_string()))?;
    if !settings.allowed_channels.is_empty() && !settings.allowed_channels.contains(&channel) {
        let list: Vec<String> = settings
            .allowed_channels
            .iter()
            .map(|c| format!("<#{c}>"))
            .collect();
        return Err(Error::user(format!(
            "Games are played in {} on this server.",
            list.join(", ")
        )));
    }
    let busy = rt
        .store
        .busy_in_channel(channel)
        .await
        .map_err(|e| Error::Store(e.to_string()))?;
    if busy > 0 && !settings.threads {
        return Err(Error::user(
            "There is already an open lobby or game in this channel. Finish it first \
             (`/hypnosia board` shows it), or play in another channel.",
        ));
    }
    // With several games per channel allowed, each one gets its own thread.
    let thread = thread.unwrap_or(settings.threads) || busy > 0;
    if let poise::Context::Application(app) = ctx {
        if let Some(perms) = app.interaction.app_permissions {
            let missing = missing_permissions(perms.bits(), thread);
            if !missing.is_empty() {
                return Err(Error::user(format!(
                    "I am missing these permissions in this channel: {}.",
                    missing.join(", ")
                )));
            }
        }
    }
    let turn_timeout = match turn_timeout {
        Some(text) => parse_timeout(&text).map_err(Error::user)?,
        None => settings.turn_timeout,
    };
    let options = LobbyOptions {
        variant: Variant {
            stacks_cross_bridges: !matches!(variant, Some(VariantChoice::NoStacksOverBridges)),
        },
        seats: seats.unwrap_or(6),
        turn_timeout,
        thread,
    };
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_owned(),
        None => ctx.author().display_name().to_owned(),
    };
    let lobby = Lobby::new(ctx.author().id.get(), &name, options).map_err(Error::user)?;
    let stored = rt.open_lobby(guild, channel, lobby).await?;
    let view = messages::lobby_view(&stored);
    let mut reply = CreateReply::default().components(view.components);
    if let Some(embed) = view.embed {
        reply = reply.embed(embed);
    }
    let sent = ctx.send(reply).await?;
    let message = sent.message().await?;
    rt.lobby_posted(stored, message.id.get()).await
}
