//! The running game of this channel (the asker's own, else the newest):
//! `/hypnosia board`, `resign` and `cancel`, and the clicks of a game (its
//! move buttons, Hint, the confirmations of resign and cancel, the votes).

use serenity::all::{ComponentInteraction, CreateAttachment};

use crate::controls::CancelStep;
use crate::discord::answer::Ack;
use crate::discord::commands::lobby::thread_parent;
use crate::discord::commands::{
    author, channel, click_community, click_guild, community, server_lang, user_lang,
};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::{manages_server, member_name};
use crate::discord::view::rows;
use crate::game::Move;
use crate::live::{Actor, CancelAsked, MoveClick, TurnClick, VoteOutcome};
use crate::platform::permissions::missing_to_post;
use crate::render::hint_board;
use crate::table::{GameId, GameRefusal, MessageId, UserId, permission_names};
use crate::views::view::go_to_row;
use crate::words::board::move_captions;
use crate::words::fit;
use crate::words::hints::hint_text;
use crate::{t, text};

async fn running_game(ctx: Context<'_>) -> Result<GameId, Error> {
    ctx.data()
        .screen
        .reads()
        .game_in_channel(channel(ctx), true, Some(author(ctx)))
        .await?
        .ok_or_else(|| Error::refused(GameRefusal::NoRunningGame))
}

/// Show the current board again at the bottom of the channel.
// Resting 10 s per channel after each use: every repost draws a board and
// pushes the channel's talk up, and a burst of them would flood it.
#[poise::command(slash_command, channel_cooldown = 10)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    if !crate::discord::commands::authorized_by_server(ctx) {
        return refresh_here(ctx, game).await;
    }
    refuse_unless_bot_may_post(ctx)?;
    deferral::defer(ctx, true).await?;
    let tables = &ctx.data().tables;
    let table = tables.load_in(community(ctx), game).await?;
    if table.game.is_over() {
        return Err(Error::refused(crate::table::MoveRefusal::Finished));
    }
    // The engine's repost sets going again whatever waits in the game.
    let mut place = table.place;
    place.screen = tables.repost(table).await?;
    let link = place.link_or_channel();
    let lang = user_lang(ctx);
    deferral::send(
        ctx,
        poise::CreateReply::default()
            .content(t!(lang, "board-here"))
            .components(rows(vec![go_to_row(lang, &link)]))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// `/hypnosia board` where only clicks show the game: a message with
/// Refresh, which shows the board in its place (the bot may not post it).
async fn refresh_here(ctx: Context<'_>, game: GameId) -> Result<(), Error> {
    use crate::views::view::{Row, Style, button};
    let lang = server_lang(ctx).await;
    let refresh = crate::controls::ComponentId::Refresh { game };
    let refresh = button(refresh, &t!(lang, "turn-refresh"), Style::Primary);
    let text = t!(lang, "board-refresh-here", game = game.0);
    let reply = poise::CreateReply::default().content(text);
    deferral::send(
        ctx,
        reply.components(rows(vec![Row::Buttons(vec![refresh])])),
    )
    .await?;
    Ok(())
}

/// Refuses (naming what is missing) when the bot may not post a board here,
/// from the `app_permissions` Discord sends with the command.
fn refuse_unless_bot_may_post(ctx: Context<'_>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let Some(granted) = app.interaction.app_permissions else {
        return Ok(());
    };
    let missing = missing_to_post(granted.bits(), thread_parent(ctx).is_some());
    if missing.is_empty() {
        return Ok(());
    }
    Err(Error::user(text!(
        "refusal-cannot-post-board",
        permissions = permission_names(&missing)
    )))
}

/// Leave the running game (your pawns leave the board).
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let game = running_game(ctx).await?;
    // Refused now (not playing, already left) rather than after the confirmation.
    let mut table = ctx.data().tables.load_in(community(ctx), game).await?;
    table.resign(author(ctx)).map_err(Error::refused)?;
    let format = ctx
        .data()
        .tables
        .tournaments()
        .format_of_table(game)
        .await?;
    let cost = format.map(crate::words::tournaments::resign_cost);
    let view = crate::views::votes::resign_confirm_view(user_lang(ctx), game, cost);
    send(ctx, view, true).await
}

/// Call off the running game: nothing of it counts (players agree, or Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let tables = &ctx.data().tables;
    let game = running_game(ctx).await?;
    let manages_server = match ctx {
        poise::Context::Application(app) => manages_server(app.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    };
    let actor = Actor {
        community: community(ctx),
        user: author(ctx),
        // Shown in the vote and the results: as plain text.
        name: fit::name(&match ctx.author_member().await {
            Some(m) => m.display_name().to_owned(),
            None => ctx.author().display_name().to_owned(),
        }),
        manages_server,
    };
    let lang = user_lang(ctx);
    match tables.votes().ask_cancel(game, &actor).await? {
        CancelAsked::Confirm => {
            send(
                ctx,
                crate::views::votes::cancel_confirm_view(lang, game, false),
                true,
            )
            .await
        }
        CancelAsked::Force => {
            send(
                ctx,
                crate::views::votes::cancel_confirm_view(lang, game, true),
                true,
            )
            .await
        }
        CancelAsked::Vote(started) => {
            let vote = tables
                .votes()
                .vote(game)
                .ok_or_else(|| Error::Internal("the vote vanished".into()))?;
            let public = server_lang(ctx).await;
            let vote = reply(crate::views::votes::vote_view(public, game, &vote), false);
            let sent = deferral::send_as(ctx, vote, false).await?;
            let message = sent.message().await?;
            tables.votes().posted(
                game,
                started,
                (public, channel(ctx)),
                MessageId(message.id.get()),
            );
            Ok(())
        }
    }
}

fn reply(view: crate::views::view::View, ephemeral: bool) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default()
        .components(rows(view.components))
        .ephemeral(ephemeral)
        .allowed_mentions(serenity::all::CreateAllowedMentions::new());
    if let Some(content) = view.content {
        reply = reply.content(fit::content(content));
    }
    reply
}

/// Answers with `view`, ephemeral or public as said, whatever the deferral was
/// (a slow `/hypnosia cancel` is deferred privately: its questions are only
/// for the asker, its vote is for everyone).
async fn send(
    ctx: Context<'_>,
    view: crate::views::view::View,
    ephemeral: bool,
) -> Result<(), Error> {
    deferral::send_as(ctx, reply(view, ephemeral), ephemeral).await?;
    Ok(())
}

/// A click on a move button: judged by version and seat and played by the
/// engine in one call (a seated player's old board at a table reached only
/// through clicks shown anew), answered by showing its change.
pub async fn click_move(
    data: &Data,
    ack: &Ack,
    game: GameId,
    version: u64,
    mv: Move,
) -> Result<(), Error> {
    let c = ack.interaction();
    let click = MoveClick {
        community: click_community(c),
        user: UserId(c.user.id.get()),
        game,
        version,
        mv,
    };
    Ok(data.tables.click_move(click, ack.clone()).await?)
}

/// A click on "Refresh" (a board shown only through clicks, or
/// `/hypnosia board`'s answer there): a player's shows the game as it is
/// now in its place; anyone else sees the board on their own.
pub async fn click_refresh(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let clicker = (click_community(c), UserId(c.user.id.get()));
    let Some(table) = data.tables.refresh(clicker, game, ack.clone()).await? else {
        return Ok(());
    };
    let lang = clicker_lang(c);
    let captions = crate::words::board::board_captions(lang, &table.game);
    let line = crate::words::messages::first_line(lang, &table).unwrap_or_default();
    let faceless = crate::render::Faces::default();
    let board = move || crate::render::render_board(&table.game, false, &faceless, &captions);
    let png = data.screen.draw_heavy(board).await?;
    ack.send_file(line, CreateAttachment::bytes(png, "board.png"))
        .await
}

/// A click on "Finish for me": the rest of the game played for the clicker.
pub async fn click_finish(data: &Data, ack: &Ack, game: GameId, version: u64) -> Result<(), Error> {
    let c = ack.interaction();
    let (community, user) = (click_community(c), UserId(c.user.id.get()));
    let click = TurnClick {
        community,
        user,
        game,
        version,
    };
    Ok(data.tables.turns().click_finish(click, ack.clone()).await?)
}

/// A click on "Hint": the hard player's move for this position, to the
/// clicker only.
pub async fn click_hint(data: &Data, ack: &Ack, game: GameId, version: u64) -> Result<(), Error> {
    let c = ack.interaction();
    let lang = clicker_lang(c);
    let user = UserId(c.user.id.get());
    let (table, mv) = data
        .tables
        .practice()
        .hint(game, click_guild(c)?, user, version)
        .await?;
    let text = hint_text(lang, &table.game, &mv);
    let faces = data.screen.faces_of(&table).await;
    let drawn = table.game.clone();
    // Off the live lane: a hint's board is a person's own request, drawn on
    // the heavy lane's bounded queue.
    let captions = move_captions(lang, &table.game, &mv);
    let png = data
        .screen
        .draw_heavy(move || hint_board(drawn, mv, &faces, &captions))
        .await?;
    ack.send_file(text, CreateAttachment::bytes(png, "hint.png"))
        .await
}

/// Who clicked, as the engine judges them.
fn clicker(c: &ComponentInteraction) -> Result<Actor, Error> {
    Ok(Actor {
        community: click_community(c),
        user: UserId(c.user.id.get()),
        // Shown in the results: as plain text.
        name: fit::name(&member_name(c)),
        manages_server: manages_server(c.member.as_ref()),
    })
}

/// The confirmation of `/hypnosia resign`.
pub async fn click_resign(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let user = UserId(c.user.id.get());
    data.tables
        .votes()
        .resign_in(click_community(c), game, user)
        .await?;
    // The answer names the game once, before this.
    let text = text!("resigned-done");
    ack.update(crate::views::votes::vote_closed_view(
        clicker_lang(c),
        game,
        &text,
    ))
    .await?;
    Ok(())
}

/// A click on a button of `/hypnosia cancel`: a confirmation, or an
/// agreement, judged by the engine.
pub async fn click_cancel(
    data: &Data,
    ack: &Ack,
    game: GameId,
    step: CancelStep,
) -> Result<(), Error> {
    let c = ack.interaction();
    let outcome = data
        .tables
        .votes()
        .cancel_as(game, &clicker(c)?, step)
        .await?;
    let view = match (step, outcome) {
        // The vote is a public message: it stays in the server's language.
        (CancelStep::Agree { .. }, VoteOutcome::Waiting(vote)) => {
            crate::views::votes::vote_view(data.screen.public_lang(c).await, game, &vote)
        }
        (CancelStep::Agree { .. }, VoteOutcome::Cancelled) => {
            crate::views::votes::vote_closed_view(
                data.screen.public_lang(c).await,
                game,
                &text!("vote-all-agreed"),
            )
        }
        _ => crate::views::votes::vote_closed_view(clicker_lang(c), game, &text!("vote-cancelled")),
    };
    ack.update(view).await?;
    Ok(())
}
