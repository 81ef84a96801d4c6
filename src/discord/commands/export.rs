//! `/hypnosia export`: a game as a file, its record (JSON) or an animated GIF.
//!
//! A GIF is heavy work: it is drawn on the heavy lane as a long job (one at a
//! time, a few waiting, "busy" beyond, see [`crate::heavy::lanes`]), at most
//! once a minute per person, once per game however many ask for it at the same
//! time (see [`crate::heavy::gif_exports`]), and kept in memory once drawn (a
//! finished game's record never changes), so the same game again is sent
//! without drawing. The refusals known at once (cooldown, full queue) are the
//! answer; the drawing comes after it.

use std::sync::Arc;
use std::time::Instant;

use poise::CreateReply;
use serenity::all::CreateAttachment;

use crate::discord::answer::Ack;
use crate::discord::commands::{author, channel, click_community, community, user_lang};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::heavy::gif_exports::{Claim, DrawFailed};
use crate::heavy::lanes::LongTicket;
use crate::i18n::Lang;
use crate::render::{Gif, GifError};
use crate::table::{Community, GameId, GameRefusal, Table};
use crate::words::history::gif_caption;
use crate::{t, text};

/// What `/hypnosia export` makes of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ExportFormat {
    /// The record, `hypnosia-record/1` JSON.
    #[name = "json"]
    Json,
    /// The whole game as an animated GIF, one frame per move.
    #[name = "gif"]
    Gif,
}

// Answered through the interaction alone (an ephemeral answer with the
// file), so it works wherever the command is offered: a server, a DM, a
// group DM; each community's games are its own.
/// A game as a file: its record (JSON), or an animated GIF.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (default: the latest game of this channel)"]
    #[min = 1]
    #[autocomplete = "crate::discord::commands::history::autocomplete_game"]
    game: Option<i64>,
    #[description = "json (the record, default) or gif (an animation of the whole game)"]
    format: Option<ExportFormat>,
) -> Result<(), Error> {
    let guild = community(ctx);
    if format == Some(ExportFormat::Gif) {
        return export_gif(ctx, guild, game.map(GameId)).await;
    }
    // A record is one row, read in a few milliseconds: it goes in the answer.
    let id = game_or_latest(ctx, game.map(GameId)).await?;
    let table = ctx
        .data()
        .tables
        .find_in(guild, id)
        .await?
        .ok_or_else(|| Error::refused(GameRefusal::NoSuchGame(id)))?;
    deferral::send(
        ctx,
        CreateReply::default()
            .content(t!(user_lang(ctx), "export-json", game = id.0))
            .attachment(export_file(&table))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

async fn game_or_latest(ctx: Context<'_>, game: Option<GameId>) -> Result<GameId, Error> {
    match game {
        Some(id) => Ok(id),
        None => ctx
            .data()
            .screen
            .reads()
            .game_in_channel(channel(ctx), false, None)
            .await?
            .ok_or_else(|| Error::refused(GameRefusal::NoGameHere)),
    }
}

/// `/hypnosia export format:gif`, only of a game that is over (a running
/// game's last frame would show dice nobody rolled yet). A GIF kept is sent
/// at once; one being drawn for someone else is waited for and sent too (one
/// drawing for everyone who asked); otherwise the asker's cooldown and a
/// place on the heavy lane are checked at once and it is drawn.
async fn export_gif(ctx: Context<'_>, guild: Community, game: Option<GameId>) -> Result<(), Error> {
    let exports = ctx.data().gif_exports.clone();
    let lang = user_lang(ctx);
    let id = game_or_latest(ctx, game).await?;
    let lanes = &ctx.data().screen.lanes;
    let claim = exports
        .claim(guild, id, author(ctx), Instant::now(), || {
            lanes.reserve_long()
        })
        .map_err(Error::refused)?;
    deferral::defer(ctx, true).await?;
    let gif = match claim {
        Claim::Cached(gif) => gif,
        Claim::Joined(drawn) => drawn.await.unwrap_or_else(|_| {
            Err(DrawFailed::Internal(format!(
                "the GIF of game {id} was not told"
            )))
        })?,
        Claim::Draw(ticket, drawing) => {
            let drawn = draw_gif(ctx, guild, id, ticket).await;
            drawing.done(drawn.as_ref().map(Arc::clone).map_err(DrawFailed::from));
            drawn?
        }
    };
    send_gif(ctx, lang, id, &gif).await
}

/// Reads game `id`'s record and draws its GIF as a long job of the heavy lane.
async fn draw_gif(
    ctx: Context<'_>,
    guild: Community,
    id: GameId,
    ticket: LongTicket,
) -> Result<Arc<Gif>, Error> {
    let record = ctx.data().tables.past_in(guild, id).await?;
    let replay = ctx.data().screen.commands.mention("hypnosia replay");
    let gif = ticket
        .run(move |pacer| crate::render::gif_paced(&record, || pacer.pause()))
        .await
        .map_err(|e| Error::Internal(format!("drawing the GIF of game {id} failed: {e}")))?
        .map_err(|e| match e {
            GifError::TooLarge { .. } => {
                Error::user(text!("refusal-gif-too-large", game = id.0, replay = replay))
            }
            GifError::Record(e) => Error::Internal(format!("game {id} does not replay: {e}")),
        })?;
    Ok(Arc::new(gif))
}

async fn send_gif(ctx: Context<'_>, lang: Lang, id: GameId, gif: &Gif) -> Result<(), Error> {
    deferral::send(
        ctx,
        CreateReply::default()
            .content(gif_caption(lang, id, gif))
            .attachment(CreateAttachment::bytes(
                gif.bytes.clone(),
                format!("hypnosia-game-{id}.gif"),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// "Export" under a result: the game's record as a file, to the clicker.
pub async fn click_export(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let table = data.tables.load_in(click_community(c), game).await?;
    let lang = clicker_lang(c);
    ack.send_file(t!(lang, "export-json", game = game.0), export_file(&table))
        .await
}

/// The game's record as a JSON attachment.
fn export_file(table: &Table) -> CreateAttachment {
    let json = table.game.record().to_json().into_bytes();
    CreateAttachment::bytes(json, format!("hypnosia-game-{}.json", table.id))
}
