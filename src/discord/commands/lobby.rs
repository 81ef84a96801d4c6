//! `/hypnosia new`: open a lobby.

use poise::CreateReply;
use serenity::all::ChannelType;

use crate::discord::commands::{author, channel, guild, server_lang};
use crate::discord::messages;
use crate::discord::permissions::missing_permissions;
use crate::discord::texts::permission_names;
use crate::discord::{Context, Error};
use crate::game::Variant;
use crate::table::{ChannelId, LobbyOptions, MessageId, NewLobby};
use crate::text;

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
    #[description = "Time per turn, e.g. 90s, 2 min, 1h30 (30 s to 7 d; default: the server's, else 2 min)"]
    turn_timeout: Option<String>,
    #[description = "Play the game in a thread of its own"] thread: Option<bool>,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    let channel = channel(ctx);
    let settings = rt.store.settings(guild).await?;
    let parent = thread_parent(ctx);
    if !settings.allows(channel) && !parent.is_some_and(|p| settings.allows(p)) {
        let list: Vec<String> = settings
            .allowed_channels
            .iter()
            .map(|c| format!("<#{c}>"))
            .collect();
        return Err(Error::user(text!(
            "refusal-channel-not-allowed",
            channels = list.join(", ")
        )));
    }
    let holder = rt.store.channel_holder(channel).await?;
    if let Some(holder) = &holder {
        // A thread holds one game: Discord has no thread in a thread.
        if !settings.games_in_threads || parent.is_some() {
            return Err(Error::user(messages::channel_held_text(
                holder,
                &rt.commands,
            )));
        }
    }
    // With several games per channel allowed, each one gets its own thread; a
    // lobby opened in a thread plays in that thread.
    let thread =
        parent.is_none() && (thread.unwrap_or(settings.games_in_threads) || holder.is_some());
    if let poise::Context::Application(app) = ctx {
        if let Some(perms) = app.interaction.app_permissions {
            let missing = missing_permissions(perms.bits(), thread);
            if !missing.is_empty() {
                return Err(Error::user(text!(
                    "refusal-bot-missing-channel",
                    permissions = permission_names(&missing)
                )));
            }
        }
    }
    let turn_timeout = match turn_timeout {
        Some(text) => rt.config.timeouts().parse(&text).map_err(Error::user)?,
        None => settings.turn_timeout,
    };
    let options = LobbyOptions {
        variant: Variant {
            stacks_cross_bridges: !matches!(variant, Some(VariantChoice::NoStacksOverBridges)),
        },
        max_seats: seats.unwrap_or(6),
        turn_timeout,
        thread,
    };
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_owned(),
        None => ctx.author().display_name().to_owned(),
    };
    let new = NewLobby::new(
        guild,
        channel,
        author(ctx),
        &name,
        options,
        rt.lobby_expiry(),
        rt.config.timeouts(),
    )
    .map_err(Error::user)?;
    let lobby = rt.open_lobby(&new).await?;
    let view = messages::lobby_view(server_lang(ctx).await, &lobby);
    let mut reply = CreateReply::default().components(view.components);
    if let Some(embed) = view.embed {
        reply = reply.embed(embed);
    }
    // A lobby nobody can see must not hold the channel until it expires.
    let message = match ctx.send(reply).await {
        Ok(sent) => sent.message().await.map(|m| MessageId(m.id.get())),
        Err(e) => Err(e),
    };
    match message {
        Ok(message) => rt.lobby_posted(lobby.id, message).await,
        Err(e) => {
            rt.lobby_not_posted(lobby.id).await;
            Err(e.into())
        }
    }
}

/// The channel a thread belongs to, when the command was used in a thread.
pub(super) fn thread_parent(ctx: Context<'_>) -> Option<ChannelId> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let channel = app.interaction.channel.as_ref()?;
    let threads = [
        ChannelType::PublicThread,
        ChannelType::PrivateThread,
        ChannelType::NewsThread,
    ];
    if !threads.contains(&channel.kind) {
        return None;
    }
    channel.parent_id.map(|p| ChannelId(p.get()))
}
