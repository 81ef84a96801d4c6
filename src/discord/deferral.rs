//! Who sees an answer sent after a deferral.
//!
//! Discord ignores the ephemeral flag of the first follow-up after a deferral:
//! that follow-up fills the "thinking…" message, which keeps the deferral's
//! kind. A refusal after a public deferral would be public, and a public vote
//! after a private one would be seen by its asker only. [`send_as`] answers
//! as meant: when a "thinking…" message of the other kind is still waiting,
//! it is deleted first, so that the answer is a message of its own.
//!
//! And a slash command that is slow to answer is deferred, of the kind its
//! answer will be ([`answer_commands_in_time`]).

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, MessageFlags};

use tracing::warn;

use crate::discord::answer::ANSWER_BY;
use crate::discord::context::{Context, Data};
use crate::discord::error::Error;
use crate::discord::error::discord_code;
use crate::words::commands::answers_in_public;

/// Sends `reply` as the command's answer, ephemeral or public as `ephemeral`
/// says whatever the deferral was, and pinging nobody unless `reply` says so.
pub async fn send_as(
    ctx: Context<'_>,
    reply: CreateReply,
    ephemeral: bool,
) -> Result<poise::ReplyHandle<'_>, serenity::Error> {
    let poise::Context::Application(app) = ctx else {
        return ctx.send(reply.ephemeral(ephemeral)).await;
    };
    let _turn = app.invocation_data.lock().await;
    let answered = app
        .has_sent_initial_response
        .load(std::sync::atomic::Ordering::SeqCst);
    if answered && !clear_other_kind(app, ephemeral).await && ephemeral {
        // Sent now, it could fill a public "thinking…": better unsaid.
        return Err(serenity::Error::Other(
            "a public deferral could not be taken back",
        ));
    }
    ctx.send(reply.ephemeral(ephemeral)).await
}

/// Sends `reply` as poise's `send` does, once any deferral on its way is out.
pub async fn send(
    ctx: Context<'_>,
    reply: CreateReply,
) -> Result<poise::ReplyHandle<'_>, serenity::Error> {
    let _turn = first_answer_turn(ctx).await;
    ctx.send(reply).await
}

/// Defers the command (Discord's "thinking…", private or not), unless its
/// answer is already out.
pub async fn defer(ctx: Context<'_>, ephemeral: bool) -> Result<(), serenity::Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let _turn = app.invocation_data.lock().await;
    app.defer_response(ephemeral).await
}

/// The command's turn to answer or be deferred. poise counts a first answer as
/// sent only once Discord has taken it, so an answer still on its way and a
/// deferral could both go out: Discord refuses the second (40060), and when
/// the deferral is first the answer is lost. Every first answer and deferral
/// of a command takes its turn on the invocation's own lock (poise's
/// `invocation_data`, which nothing else here uses), held across that one call
/// to Discord and shared with nothing else.
async fn first_answer_turn(
    ctx: Context<'_>,
) -> Option<tokio::sync::MutexGuard<'_, Box<dyn std::any::Any + Send + Sync>>> {
    match ctx {
        poise::Context::Application(app) => Some(app.invocation_data.lock().await),
        poise::Context::Prefix(_) => None,
    }
}

/// A refusal or apology: only the person who asked sees it, it pings nobody.
pub async fn tell_only_them(ctx: Context<'_>, content: String) -> Result<(), serenity::Error> {
    let reply = CreateReply::default()
        .content(content)
        .allowed_mentions(CreateAllowedMentions::new());
    send_as(ctx, reply, true).await.map(|_| ())
}

/// Deletes the "thinking…" message of a deferral of the other kind than
/// `ephemeral`, when it is still waiting to be filled; whether the answer can
/// go out as meant.
async fn clear_other_kind(
    app: poise::ApplicationContext<'_, Data, Error>,
    ephemeral: bool,
) -> bool {
    let http = &app.serenity_context().http;
    let original = match app.interaction.get_response(http).await {
        Ok(original) => original,
        // Deleted: a follow-up is a message of its own.
        Err(e) if discord_code(&e) == Some(UNKNOWN_MESSAGE) => return true,
        Err(e) => {
            tracing::warn!(error = %Error::from(e), "could not read a command's first answer");
            return false;
        }
    };
    let flags = original.flags.unwrap_or_default();
    let waiting = flags.contains(MessageFlags::LOADING);
    if !waiting || flags.contains(MessageFlags::EPHEMERAL) == ephemeral {
        return true;
    }
    match app.interaction.delete_response(http).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %Error::from(e), "could not take back a deferral of the other kind");
            false
        }
    }
}

/// Discord's code for a message that does not exist.
const UNKNOWN_MESSAGE: isize = 10008;

type Command = poise::Command<Data, Error>;
type SlashAction =
    for<'a> fn(
        poise::ApplicationContext<'a, Data, Error>,
    ) -> poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, Error>>>;

/// A command's own action, kept while [`in_time`] runs in its place.
struct OwnAction(SlashAction);

/// Makes every slash command (and subcommand) answer in time: each runs
/// through `in_time`, which keeps the command's own action in its
/// `custom_data`.
pub fn answer_commands_in_time(commands: &mut [Command]) {
    for command in commands {
        answer_commands_in_time(&mut command.subcommands);
        if let Some(action) = command.slash_action.take() {
            command.custom_data = Box::new(OwnAction(action));
            command.slash_action = Some(in_time);
        }
    }
}

/// Runs the command; if it has sent nothing after [`ANSWER_BY`], defers it
/// (publicly or not, as its answer will be) and lets it finish. The deferral
/// waits for an answer on its way ([`first_answer_turn`]): the command goes on
/// meanwhile, since it may be the one sending.
fn in_time<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
) -> poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, Error>>> {
    Box::pin(async move {
        let Some(OwnAction(action)) = ctx.command().custom_data.downcast_ref::<OwnAction>() else {
            return Ok(());
        };
        let work = action(ctx);
        tokio::pin!(work);
        tokio::select! {
            done = &mut work => return done,
            () = tokio::time::sleep(ANSWER_BY) => {}
        }
        let name: &str = &ctx.command().qualified_name;
        let ephemeral = !answers_in_public(name);
        let defer = async {
            if let Err(e) = defer(poise::Context::Application(ctx), ephemeral).await {
                warn!(command = %name, error = %Error::from(e), "could not defer a slow command");
            }
        };
        let (done, ()) = tokio::join!(work, defer);
        done
    })
}
