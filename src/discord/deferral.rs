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

/// Sends `reply` as the command's answer, ephemeral or public as `ephemeral`
/// says whatever the deferral was, and pinging nobody unless `reply` says so.
pub async fn send_as(
    ctx: Context<'_>,
    reply: CreateReply,
    ephemeral: bool,
) -> Result<poise::ReplyHandle<'_>, serenity::Error> {
    if let poise::Context::Application(app) = ctx {
        let answered = app
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst);
        if answered && !clear_other_kind(app, ephemeral).await && ephemeral {
            // Sent now, it could fill a public "thinking…": better unsaid.
            return Err(serenity::Error::Other(
                "a public deferral could not be taken back",
            ));
        }
    }
    ctx.send(reply.ephemeral(ephemeral)).await
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

/// Commands whose answer is a public message (the others answer only the
/// person who asked): a deferral must be of the same kind.
/// `hypnosia cancel` is not one: its questions (Confirm, Force) are only for
/// the asker, and its public vote is sent as a message of its own
/// ([`crate::discord::deferral::send_as`]).
const PUBLIC_ANSWERS: [&str; 5] = [
    "hypnosia new",
    "hypnosia games",
    "hypnosia leaderboard",
    "hypnosia stats",
    "hypnosia replay",
];

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
/// (publicly or not, as its answer will be) and lets it finish.
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
        let ephemeral = !PUBLIC_ANSWERS.contains(&name);
        if let Err(e) = ctx.defer_response(ephemeral).await {
            // Most likely answered a moment ago: Discord says 40060.
            warn!(command = %ctx.command().qualified_name, error = %Error::from(e), "could not defer a slow command");
        }
        work.await
    })
}
