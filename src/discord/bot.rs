//! The bot's top: connect to Discord, set up the screen and the tables, route
//! the gateway's events, answer the commands' failures, and stop cleanly.

use std::sync::Arc;

use serenity::all::{
    CommandInteraction, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, FullEvent, GatewayIntents, HttpBuilder, Interaction,
};
use tracing::{error, info, warn};

use crate::config::{Config, rejected_token_help};
use crate::discord::clicks;
use crate::discord::command_ids;
use crate::discord::commands;
use crate::discord::context::Data;
use crate::discord::deferral;
use crate::discord::error::{self, Error};
use crate::discord::screen::{DiscordScreen, LiveTables};
use crate::discord::start;
use crate::i18n::Lang;
use crate::live::{Door, Sharding, Stop};
use crate::pace::{Api, Budget, Pace};
use crate::platform::permissions;
use crate::store::Store;
use crate::text;
use crate::words::commands::{dm_refusal, outdated_command};
use crate::words::{fit, plain};

/// Commands' errors: refusals go to the user (ephemeral); faults are logged and
/// the user gets a short apology.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let (ctx, text) = match error {
        E::CooldownHit {
            remaining_cooldown,
            ctx,
            ..
        } => {
            // Rounded up: "try again in 0 s" would be refused once more.
            let secs =
                remaining_cooldown.as_secs() + u64::from(remaining_cooldown.subsec_nanos() > 0);
            (
                ctx,
                text!(
                    "refusal-cooldown",
                    command = ctx
                        .data()
                        .screen
                        .commands
                        .mention(&ctx.command().qualified_name),
                    seconds = secs
                ),
            )
        }
        E::CommandStructureMismatch {
            description, ctx, ..
        } => {
            warn!(command = %ctx.command().qualified_name, description, "an outdated command arrived");
            (poise::Context::Application(ctx), outdated_command())
        }
        E::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            warn!(command = ?interaction.data.name, "a command the bot does not have arrived");
            answer_outdated(framework.serenity_context, interaction).await;
            return;
        }
        E::Command { error, ctx, .. } => {
            if error.is_internal() {
                error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            }
            (ctx, error.user_text())
        }
        E::GuildOnly { ctx, .. } => (ctx, dm_refusal(&ctx.data().screen.commands)),
        E::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } => (ctx, error.user_text()),
        E::MissingUserPermissions { ctx, .. } => (ctx, text!("refusal-manage-server")),
        E::MissingBotPermissions {
            missing_permissions,
            ctx,
            ..
        } => (
            ctx,
            text!(
                "refusal-bot-missing",
                permissions = missing_permissions.to_string()
            ),
        ),
        E::ArgumentParse { ctx, input, .. } => (
            ctx,
            match input {
                // What was typed, quoted as plain text.
                Some(input) => text!(
                    "refusal-bad-option-input",
                    input = plain::escape(&fit::truncate(&input, 40))
                ),
                None => text!("refusal-bad-option"),
            },
        ),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %Error::from(e), "error while handling an error");
            }
            return;
        }
    };
    let lang = commands::user_lang(ctx);
    // Only the person refused sees it, even after a public deferral.
    if let Err(e) = deferral::tell_only_them(ctx, fit::content(text.render(lang))).await {
        warn!(error = %Error::from(e), "could not tell the user about an error");
    }
}

/// Answers a command poise found no match for (a command or subcommand the bot
/// no longer registers): with no command there is no poise context to reply
/// through, so the answer goes straight to the interaction.
async fn answer_outdated(ctx: &serenity::all::Context, interaction: &CommandInteraction) {
    // Typing in an option of an old command asks for suggestions, which only
    // take a (here empty) list of choices.
    let response = if interaction.data.autocomplete().is_some() {
        CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new())
    } else {
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(outdated_command().render(Lang::for_locale(Some(&interaction.locale))))
                .allowed_mentions(serenity::all::CreateAllowedMentions::new())
                .ephemeral(true),
        )
    };
    if let Err(e) = interaction.create_response(&ctx.http, response).await {
        warn!(error = %Error::from(e), "could not answer an outdated command");
    }
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let (screen, tables) = (&framework.user_data.screen, &framework.user_data.tables);
    match event {
        FullEvent::Ready { data_about_bot } => {
            info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected");
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => {
            clicks::on_component(framework.user_data, c).await;
        }
        // Doors that close: the bot removed from a server (not a server
        // Discord lost for a while), a channel or thread deleted.
        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            let guild = crate::table::GuildId(incomplete.id.get());
            screen.door_closed(tables, Door::Server(guild));
        }
        FullEvent::ChannelDelete { channel, .. } => {
            let channel = crate::table::ChannelId(channel.id.get());
            screen.door_closed(tables, Door::Channel(channel));
        }
        FullEvent::ThreadDelete { thread, .. } => {
            let thread = crate::table::ChannelId(thread.id.get());
            screen.door_closed(tables, Door::Channel(thread));
        }
        FullEvent::GuildCreate { guild, .. } => {
            screen.server_open(crate::table::GuildId(guild.id.get()));
        }
        FullEvent::ChannelUpdate { new, .. } => {
            // What the bot may do there now, as the cache (just updated) says.
            let cache = &framework.serenity_context.cache;
            let me = cache.current_user().id;
            let granted = cache.guild(new.guild_id).and_then(|guild| {
                let member = guild.members.get(&me)?;
                Some(guild.user_permissions_in(new, member).bits())
            });
            let channel = crate::table::ChannelId(new.id.get());
            screen.channel_changed(tables, channel, granted);
        }
        _ => {}
    }
    Ok(())
}

/// Every command tells the server's own language (`guild_locale`): stored in
/// the background, so that the command answers first.
async fn note_guild_locale(ctx: crate::discord::context::Context<'_>) {
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let (Some(guild), Some(locale)) = (app.interaction.guild_id, &app.interaction.guild_locale)
    else {
        return;
    };
    let (data, locale) = (ctx.data(), locale.clone());
    let (screen, tables) = (Arc::clone(&data.screen), Arc::clone(&data.tables));
    let guild = crate::table::GuildId(guild.get());
    tokio::spawn(async move {
        screen
            .note_guild_locale(&tables, guild, Some(&locale))
            .await
    });
}

/// Serenity's `ratelimit` event: its limiter held a call back (a bucket
/// spent, or a 429), counted for the log.
/// Runs the bot until it stops; the error says what went wrong and what to do.
pub async fn run(config: Config) -> Result<(), String> {
    // From the start: a stop asked during the start-up ends it too.
    let stop = Stop::listen(config.waits.stop_within);
    // Each call within `call_limit`; the gate keeps the buckets (`pace::routes`).
    let api = Api::of(config.api_url.as_deref())?;
    let pace = Arc::new(Pace::probing_after(
        match config.sharding {
            Sharding::Range { first, last, total } => Budget::of_shards(last - first + 1, total),
            Sharding::Auto => Budget::WHOLE,
        },
        config.waits.breaker_probe,
    ));
    // Every call passes the pace's gate (`pace::gate`).
    let gate = api.gate(Arc::clone(&pace), config.waits.call_limit).await?;
    let http = HttpBuilder::new(config.token.expose())
        .client(api.client(config.waits.call_limit)?)
        .proxy(gate)
        .ratelimiter_disabled(true)
        .build();
    let set_up_pace = Arc::clone(&pace);
    // Check the token before connecting, so a wrong one gets instructions.
    let me = match http.get_current_user().await {
        Ok(me) => me,
        Err(e) if error::discord_status(&e) == Some(401) => {
            return Err(rejected_token_help(&config.token));
        }
        Err(e) => {
            let api = config.api_url.as_deref().unwrap_or("https://discord.com");
            return Err(format!("cannot reach the Discord API at {api}: {e}"));
        }
    };
    http.set_application_id(me.id.get().into());
    info!(bot = %me.name, "token accepted");
    // The bot user's id is its application's: the two ways to install it.
    let app = Some(me.id.get());
    let (server, account) = (
        permissions::invite_url(app),
        permissions::add_to_my_apps_url(app),
    );
    info!(add_to_a_server = %server, add_to_my_apps = %account, "install links");
    let url = &config.database_url;
    let store = Store::open_with(url.expose(), config.waits.store)
        .await
        .map_err(|e| {
            // Shown as `postgres://user:[redacted]@host/db`, whatever the driver says.
            let why = url.scrub(&e.to_string());
            format!("cannot open the database {url}: {why}")
        })?
        .with_new_servers_in_threads(config.new_servers_in_threads);
    store.hold_to_ceilings(config.ceilings).await;

    let setup_config = config.clone();
    // Filled by the set-up, for the stop: the screen and the tables to drain.
    let running: Arc<std::sync::OnceLock<(Arc<DiscordScreen>, Arc<LiveTables>)>> = Arc::default();
    let set_up = Arc::clone(&running);
    let closing = store.clone();
    let gave_up = start::GaveUp::default();
    let set_up_failed = Arc::clone(&gave_up);
    let stop_at_set_up = stop.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            // Every reply pings nobody unless it says whom (poise's default
            // pings every user mentioned), its error answers included.
            allowed_mentions: Some(serenity::all::CreateAllowedMentions::new()),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            pre_command: |ctx| Box::pin(note_guild_locale(ctx)),
            command_check: Some(|ctx| Box::pin(commands::played_here(ctx))),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                // Registered by hand rather than with poise's helpers, which
                // drop the ids Discord gives the commands (messages mention
                // commands by id).
                let guild = setup_config.dev_guild;
                let registered = if setup_config.sharding.registers_commands() {
                    let create = commands::to_register(&framework.options().commands);
                    let application = ctx.http.application_id().map_or(0, |a| a.get());
                    match start::register_commands(&setup_config, application, guild, create).await
                    {
                        Ok(commands) => Some(commands),
                        Err(why) => {
                            // Never up and deaf: the process exits, and its
                            // supervisor starts it again.
                            let _ = gave_up.set(why.clone());
                            let shards = framework.shard_manager().clone();
                            tokio::spawn(async move { shards.shutdown_all().await });
                            return Err(Error::Internal(why));
                        }
                    }
                } else {
                    // Several processes, one set of commands: shard 0's process
                    // registers them, the others learn their ids.
                    None
                };
                crate::pace::refusals::log_in_background(Arc::clone(&set_up_pace));
                let lanes = setup_config.drawing_lanes();
                let (http, pace) = ((ctx.http.clone(), ctx.cache.clone()), set_up_pace);
                let (screen, tables) =
                    DiscordScreen::new(store, http, setup_config, lanes, pace).with_tables();
                let _ = set_up.set((Arc::clone(&screen), Arc::clone(&tables)));
                if stop_at_set_up.is_asked() {
                    tables.stop();
                }
                match registered {
                    Some(commands) => screen.commands.remember(command_ids::ids_of(&commands)),
                    None => command_ids::learn_in_background(
                        screen.commands.clone(),
                        ctx.http.clone(),
                        guild,
                    ),
                }
                tables.resume_in_background();
                tokio::spawn(Arc::clone(&screen).show_kept(Arc::clone(&tables)));
                Ok(Data {
                    screen,
                    tables,
                    gif_exports: Default::default(),
                })
            })
        })
        .build();

    // The client keeps the (possibly proxied) HTTP client, so the gateway address
    // also comes from the configured API.
    let mut client = serenity::all::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    info!(sharding = %config.sharding, "connecting");
    tokio::spawn(close_when_asked(
        client.shard_manager.clone(),
        Arc::clone(&running),
        stop.clone(),
    ));
    let started = match config.sharding {
        // serenity 0.12 reads the range's end as the last shard, included.
        Sharding::Range { first, last, total } => {
            client.start_shard_range(first..last, total).await
        }
        Sharding::Auto if config.api_url.is_some() => client.start().await,
        Sharding::Auto => client.start_autosharded().await,
    };
    let started = started.map_err(|e| match e {
        serenity::Error::Gateway(serenity::gateway::GatewayError::InvalidAuthentication) => {
            rejected_token_help(&config.token)
        }
        other => format!("the Discord connection failed: {other}"),
    });
    if let Some(why) = set_up_failed.get() {
        closing.close().await;
        return Err(why.clone());
    }
    if stop.is_asked() {
        if let Some((screen, tables)) = running.get() {
            drain(screen, tables, stop.time_left()).await;
        }
        closing.close().await;
        info!("stopped");
        return Ok(());
    }
    started
}

/// Once a stop is asked: no new background work starts, the shards close (no
/// new clicks or commands), and [`run`] goes on to let what is under way
/// finish. serenity's `shutdown_all` does nothing while its shards are queued
/// to reconnect (Discord unreachable), and `Client::start` would then never
/// return: it is told to, whatever the shards did.
async fn close_when_asked(
    shards: Arc<serenity::all::ShardManager>,
    running: Arc<std::sync::OnceLock<(Arc<DiscordScreen>, Arc<LiveTables>)>>,
    stop: Stop,
) {
    stop.asked().await;
    if let Some((_, tables)) = running.get() {
        tables.stop();
    }
    let _ = tokio::time::timeout(stop.time_left() / 2, shards.shutdown_all()).await;
    shards.return_with_value(Ok(())).await;
}

/// Lets the changes and shows under way finish (the logs kept for later
/// edited now), for at most `within`: what is left then is owed in the
/// store and shown after the next start.
async fn drain(screen: &Arc<DiscordScreen>, tables: &LiveTables, within: std::time::Duration) {
    let started = std::time::Instant::now();
    let settled = tables.settle(within).await;
    screen.logs_now();
    let idle = || tables.shows_idle() && screen.shows_idle();
    while !idle() && started.elapsed() < within {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    if !settled || !idle() {
        warn!("stopped at the deadline with work under way; it is shown after the next start");
    }
}
