//! The Discord bot (poise 0.7 on serenity 0.12): framework, error handling,
//! component clicks, start-up.
//!
//! The layer is thin: decisions live in plain code tested without Discord (the
//! table vocabulary's rules in [`crate::table`], [`turns`], [`components`]);
//! [`runtime`] runs live games; [`commands`] holds one file per group of
//! `/hypnosia` subcommands.

pub mod answer;
pub mod chances;
pub mod command_ids;
pub mod commands;
pub mod components;
pub mod config;
pub mod error;
pub mod fit;
pub mod gif_exports;
pub mod hints;
pub mod history;
pub mod lanes;
pub mod lessons;
pub mod messages;
pub mod move_buttons;
pub mod permissions;
pub mod results;
pub mod runtime;
pub mod shards;
pub mod slow_games;
pub mod texts;
pub mod turns;
pub mod votes;

use std::sync::Arc;

use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseMessage,
    FullEvent, GatewayIntents, GuildId, HttpBuilder, Interaction,
};
use tracing::{error, info, warn};

use crate::i18n::{Lang, Text};
use crate::store::Store;
use crate::table::{CancelPath, GameId, GuildId as TableGuild, UserId};
use crate::{t, text};
use answer::Ack;
use components::{CancelStep, ComponentId};
use config::rejected_token_help;
use runtime::{Runtime, VoteOutcome};
use shards::Sharding;
use turns::Refusal;

pub use config::Config;
pub use error::Error;

/// What every command and handler can reach.
pub struct Data {
    pub rt: Arc<Runtime>,
    /// The GIF exports' cache and cooldowns (their queue is `rt.lanes`').
    pub gif_exports: Arc<gif_exports::GifExports>,
}

/// poise's context with our data and error.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The refusal for commands used in direct messages.
pub fn dm_refusal() -> Text {
    text!("refusal-dm")
}

/// The answer to a command or option the bot no longer has: Discord clients
/// keep the old definitions for a while after the bot registers new ones.
pub fn outdated_command() -> Text {
    text!("refusal-outdated-command")
}

/// The language of the person who clicked: their Discord client's.
pub fn clicker_lang(c: &ComponentInteraction) -> Lang {
    Lang::for_locale(Some(&c.locale))
}

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
                        .rt
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
            warn!(command = %interaction.data.name, "a command the bot does not have arrived");
            answer_outdated(framework.serenity_context, interaction).await;
            return;
        }
        E::Command { error, ctx, .. } => {
            if error.is_internal() {
                error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            }
            (ctx, error.user_text())
        }
        E::GuildOnly { ctx, .. } => (ctx, dm_refusal()),
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
                Some(input) => text!("refusal-bad-option-input", input = input),
                None => text!("refusal-bad-option"),
            },
        ),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
            return;
        }
    };
    let lang = commands::user_lang(ctx);
    let reply = poise::CreateReply::default()
        .content(text.render(lang))
        .ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        warn!(error = %e, "could not tell the user about an error");
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
                .ephemeral(true),
        )
    };
    if let Err(e) = interaction.create_response(&ctx.http, response).await {
        warn!(error = %e, "could not answer an outdated command");
    }
}

/// Tells the clicker why their click changed nothing (or, for a fault, a
/// short apology), in their language.
async fn refuse(ack: &Ack, e: &Error) {
    let c = ack.interaction();
    if e.is_internal() {
        error!(custom_id = %c.data.custom_id, error = %e, "click failed");
    }
    if let Err(err) = ack.tell(e.user_message(clicker_lang(c))).await {
        warn!(error = %err, "could not answer a click with its refusal");
    }
}

/// Routes a click to the runtime by its custom id. Every click is answered
/// once and in time (see [`answer`]): by what it shows, or deferred by the
/// click's watchdog when that takes longer.
async fn on_component(rt: &Arc<Runtime>, c: &ComponentInteraction) {
    let ack = Ack::new(c, Arc::clone(&rt.http));
    if let Err(e) = route_click(rt, &ack).await {
        refuse(&ack, &e).await;
    }
}

async fn route_click(rt: &Arc<Runtime>, ack: &Ack) -> Result<(), Error> {
    let c = ack.interaction();
    let lang = clicker_lang(c);
    let Some(guild) = c.guild_id else {
        return Err(Error::user(dm_refusal()));
    };
    // Every click tells the server's language, for the messages the bot
    // posts on its own (turn deadlines, computer moves) later.
    rt.note_guild_locale(TableGuild(guild.get()), c.guild_locale.as_deref())
        .await;
    match c.data.custom_id.parse::<ComponentId>() {
        Err(_) => Err(Error::user(Refusal::Malformed)),
        Ok(ComponentId::Move { game, .. }) => rt.click_move(ack, game).await,
        Ok(ComponentId::Lobby { lobby, action }) => {
            let picked = match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().map(String::as_str)
                }
                _ => None,
            };
            rt.click_lobby(ack, lobby, action, picked).await
        }
        Ok(ComponentId::Rematch { game }) => {
            let new = rt.rematch_lobby(c, game).await?;
            let text = match rt.open_rematch(&new).await {
                Ok(channel) => t!(lang, "rematch-open", channel = format!("<#{channel}>")),
                Err(e) => {
                    if e.is_internal() {
                        error!(%game, error = %e, "rematch failed");
                    }
                    e.user_message(lang)
                }
            };
            ack.tell(text).await
        }
        Ok(ComponentId::Export { game }) => {
            let table = rt.load(game).await?;
            if Some(table.place.guild) != c.guild_id.map(|g| TableGuild(g.get())) {
                return Err(Error::user(text!("refusal-no-such-game-here")));
            }
            ack.send_file(
                t!(lang, "export-json", game = game.0),
                messages::export_file(&table),
            )
            .await
        }
        Ok(ComponentId::Analysis { game }) => {
            commands::analysis::click_analysis(rt, ack, game).await
        }
        Ok(ComponentId::Resign { game }) => {
            rt.resign(game, UserId(c.user.id.get())).await?;
            let text = text!("resigned-done", game = game.0);
            update(ack, messages::vote_closed_view(lang, game, &text)).await
        }
        Ok(ComponentId::Cancel { game, step }) => on_cancel_step(rt, ack, game, step).await,
        Ok(ComponentId::GamesPage { page, player, .. }) => {
            commands::history::click_games_page(rt, ack, page, player).await
        }
        Ok(ComponentId::Replay { game, turn, button }) => {
            commands::history::click_replay(rt, ack, game, turn, button).await
        }
        Ok(ComponentId::Lesson { lesson, step, mv }) => {
            commands::learn::click_lesson(rt, ack, lesson, step, mv).await
        }
        Ok(ComponentId::Practice) => commands::learn::click_practice(rt, ack).await,
        Ok(ComponentId::Hint { game, version }) => hints::click_hint(rt, ack, game, version).await,
    }
}

/// Answers a click by replacing its message (type 7, or an edit once deferred).
async fn update(ack: &Ack, view: messages::View) -> Result<(), Error> {
    ack.update(view).await?;
    Ok(())
}

/// A click on a button of `/hypnosia cancel`: a confirmation, or an agreement.
async fn on_cancel_step(
    rt: &Arc<Runtime>,
    ack: &Ack,
    game: GameId,
    step: CancelStep,
) -> Result<(), Error> {
    let c = ack.interaction();
    let user = UserId(c.user.id.get());
    let name = runtime::member_name(c);
    let lang = clicker_lang(c);
    match step {
        CancelStep::Confirm => {
            let table = rt.load(game).await?;
            match table.cancel_path(user, false).map_err(Error::user)? {
                CancelPath::Confirm => {}
                _ => return Err(Error::user(text!("refusal-others-must-agree"))),
            }
            // A name is the same in every language.
            rt.cancel(game, text!("plain", text = name)).await?;
        }
        CancelStep::Force => {
            if !manages_server(c) {
                return Err(Error::user(text!("refusal-manage-server")));
            }
            rt.cancel(game, text!("cancelled-by-force", name = name))
                .await?;
        }
        CancelStep::Agree { vote } => {
            // The vote is a public message: it stays in the server's language.
            let public = rt.public_lang(c).await;
            return match rt.agree(game, vote, user).await? {
                VoteOutcome::Waiting(vote) => {
                    update(ack, messages::vote_view(public, game, &vote)).await
                }
                VoteOutcome::Cancelled => {
                    let text = text!("vote-all-agreed");
                    update(ack, messages::vote_closed_view(public, game, &text)).await
                }
            };
        }
    }
    let text = text!("vote-cancelled");
    update(ack, messages::vote_closed_view(lang, game, &text)).await
}

/// Whether the clicker has Manage Server (as Discord resolved it for them here).
fn manages_server(c: &ComponentInteraction) -> bool {
    c.member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    match event {
        FullEvent::Ready { data_about_bot } => {
            info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected");
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => {
            on_component(&framework.user_data.rt, c).await;
        }
        _ => {}
    }
    Ok(())
}

/// The longest the bot waits for any answer from Discord's REST API (a board
/// upload included): a call left hanging would otherwise hold up whatever waits
/// on it for good. A call that ran out is treated like a 5xx: tried again later
/// (a message post with its nonce, so that it cannot appear twice).
pub const DISCORD_CALL_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The HTTP client of every REST call, with [`DISCORD_CALL_LIMIT`].
fn discord_client() -> Result<reqwest::Client, String> {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(DISCORD_CALL_LIMIT)
        .connect_timeout(std::time::Duration::from_secs(5))
        .build()
        .map_err(|e| format!("cannot set up the HTTP client: {e}"))
}

/// Runs the bot until it stops; the error says what went wrong and what to do.
pub async fn run(config: Config) -> Result<(), String> {
    let mut http = HttpBuilder::new(config.token.expose()).client(discord_client()?);
    if let Some(url) = &config.api_url {
        // serenity 0.12's ratelimiter ignores the proxy and would call discord.com
        // anyway, so it must be off when the API is elsewhere (an emulator).
        http = http.proxy(url.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    // Check the token before connecting, so a wrong one gets instructions.
    let me = match http.get_current_user().await {
        Ok(me) => me,
        Err(e) if error::discord_status(&e) == Some(401) => {
            return Err(rejected_token_help(&config.token))
        }
        Err(e) => {
            let api = config.api_url.as_deref().unwrap_or("https://discord.com");
            return Err(format!("cannot reach the Discord API at {api}: {e}"));
        }
    };
    http.set_application_id(me.id.get().into());
    info!(bot = %me.name, "token accepted");
    let url = &config.database_url;
    let store = Store::open(url.expose()).await.map_err(|e| {
        // Shown as `postgres://user:[redacted]@host/db`, whatever the driver says.
        let why = url.scrub(&e.to_string());
        format!("cannot open the database {url}: {why}")
    })?;

    let setup_config = config.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                // Registered by hand rather than with poise's helpers, which
                // drop the ids Discord gives the commands (messages mention
                // commands by id).
                let guild = setup_config.dev_guild;
                let registered = if setup_config.sharding.registers_commands() {
                    let create =
                        poise::builtins::create_application_commands(&framework.options().commands);
                    Some(match guild {
                        Some(g) => GuildId::new(g).set_commands(ctx, create).await?,
                        None => serenity::all::Command::set_global_commands(ctx, create).await?,
                    })
                } else {
                    // Several processes, one set of commands: shard 0's process
                    // registers them, the others learn their ids.
                    None
                };
                let rt = Arc::new(Runtime::new(store, ctx.http.clone(), setup_config));
                match registered {
                    Some(commands) => rt.commands.remember(&commands),
                    None => command_ids::learn_in_background(
                        rt.commands.clone(),
                        ctx.http.clone(),
                        guild,
                    ),
                }
                if let Err(e) = rt.resume().await {
                    error!(error = %e, "resuming games failed");
                }
                Ok(Data {
                    rt,
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
    let started = match config.sharding {
        // serenity 0.12 reads the range's end as the last shard, included.
        Sharding::Range { first, last, total } => {
            client.start_shard_range(first..last, total).await
        }
        Sharding::Auto if config.api_url.is_some() => client.start().await,
        Sharding::Auto => client.start_autosharded().await,
    };
    started.map_err(|e| match e {
        serenity::Error::Gateway(serenity::gateway::GatewayError::InvalidAuthentication) => {
            rejected_token_help(&config.token)
        }
        other => format!("the Discord connection failed: {other}"),
    })
}
