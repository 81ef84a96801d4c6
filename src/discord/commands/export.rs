//! `/hypnosia export`: a game as a file, its record (JSON) or an animated GIF.
//!
//! A GIF is heavy work: it is drawn on the heavy lane as a long job (one at a
//! time, a few waiting, "busy" beyond, see [`crate::live::lanes`]), at most
//! once a minute per person, and kept in memory once drawn (a finished game's
//! record never changes), so the same game again is sent without drawing.
//! Whatever can wait (the database, the queue, the drawing) comes after the
//! answer to Discord; the refusals known at once (cooldown, full queue) are
//! the answer.

use std::sync::Arc;
use std::time::Instant;

use poise::CreateReply;
use serenity::all::CreateAttachment;

use crate::discord::answer::Ack;
use crate::discord::commands::history::past_record;
use crate::discord::commands::{author, channel, guild, user_lang};
use crate::discord::gif_exports::GifExports;
use crate::discord::messages;
use crate::discord::{clicker_lang, Context, Data, Error};
use crate::i18n::Lang;
use crate::render::{Gif, GifError};
use crate::table::{GameId, GuildId};
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

/// A game as a file: its record (JSON), or an animated GIF.
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (default: the latest game of this channel)"]
    #[min = 1]
    #[autocomplete = "crate::discord::commands::history::autocomplete_game"]
    game: Option<i64>,
    #[description = "json (the record, default) or gif (an animation of the whole game)"]
    format: Option<ExportFormat>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    if format == Some(ExportFormat::Gif) {
        return export_gif(ctx, guild, game.map(GameId)).await;
    }
    // A record is one row, read in a few milliseconds: it goes in the answer.
    let rt = &ctx.data().rt;
    let id = game_or_latest(ctx, game.map(GameId)).await?;
    // A game of another server is as unknown here as one that never existed:
    // saying more would tell strangers what other servers play.
    let table = rt
        .store
        .started_game(id)
        .await?
        .filter(|t| t.place.guild == guild)
        .ok_or_else(|| Error::user(text!("refusal-no-such-game", game = id.0)))?;
    ctx.send(
        CreateReply::default()
            .content(t!(user_lang(ctx), "export-json", game = id.0))
            .attachment(messages::export_file(&table))
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
            .rt
            .store
            .game_in_channel(channel(ctx), false)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-no-game-here"))),
    }
}

/// `/hypnosia export format:gif`, only of a game that is over (a running
/// game's last frame would show dice nobody rolled yet).
async fn export_gif(ctx: Context<'_>, guild: GuildId, game: Option<GameId>) -> Result<(), Error> {
    let exports = ctx.data().gif_exports.clone();
    let lang = user_lang(ctx);
    // Drawn already: sent again without drawing, queueing or cooldown.
    if let Some((id, gif)) = game.and_then(|id| Some((id, exports.cached(guild, id)?))) {
        ctx.defer_ephemeral().await?;
        return send_gif(ctx, lang, id, &gif).await;
    }
    let user = author(ctx);
    let asked = Instant::now();
    exports.start_cooldown(user, asked).map_err(|wait| {
        // Rounded up: "try again in 0 s" would be refused once more.
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        Error::user(text!("refusal-gif-cooldown", seconds = seconds))
    })?;
    let Some(ticket) = ctx.data().rt.lanes.reserve_long() else {
        exports.cancel_cooldown(user, asked);
        return Err(Error::user(text!("refusal-gif-busy")));
    };
    ctx.defer_ephemeral().await?;
    let made: Result<(GameId, Arc<Gif>, bool), Error> = async {
        let id = game_or_latest(ctx, game).await?;
        if let Some(gif) = exports.cached(guild, id) {
            return Ok((id, gif, false));
        }
        let record = past_record(&ctx.data().rt, guild, id).await?;
        let keep = exports.clone();
        let replay = ctx.data().rt.commands.mention("hypnosia replay");
        let (gif, drawn) = ticket
            .run(move |pacer| drawn_or_cached(&keep, guild, id, || pacer.pause(), &record))
            .await
            .map_err(|e| Error::Internal(format!("drawing the GIF of game {id} failed: {e}")))?
            .map_err(|e| match e {
                GifError::TooLarge { .. } => {
                    Error::user(text!("refusal-gif-too-large", game = id.0, replay = replay))
                }
                GifError::Record(e) => Error::Internal(format!("game {id} does not replay: {e}")),
            })?;
        Ok((id, gif, drawn))
    }
    .await;
    match made {
        Ok((id, gif, drawn)) => {
            if !drawn {
                exports.cancel_cooldown(user, asked);
            }
            send_gif(ctx, lang, id, &gif).await
        }
        Err(e) => {
            // Nothing was drawn for a game that is not there or not over.
            if !e.is_internal() {
                exports.cancel_cooldown(user, asked);
            }
            Err(e)
        }
    }
}

/// On the heavy lane: the GIF of game `id`, unless a job queued before this
/// one drew it meanwhile (then `false`: not drawn here).
fn drawn_or_cached(
    exports: &Arc<GifExports>,
    guild: GuildId,
    id: GameId,
    pause: impl FnMut(),
    record: &crate::game::Record,
) -> Result<(Arc<Gif>, bool), GifError> {
    if let Some(gif) = exports.cached(guild, id) {
        return Ok((gif, false));
    }
    let gif = Arc::new(crate::render::gif_paced(record, pause)?);
    exports.keep(guild, id, gif.clone());
    Ok((gif, true))
}

async fn send_gif(ctx: Context<'_>, lang: Lang, id: GameId, gif: &Gif) -> Result<(), Error> {
    let content = if !gif.every_move {
        t!(
            lang,
            "export-gif-turns",
            game = id.0,
            frames = gif.frames,
            size = gif.size
        )
    } else if gif.size < crate::render::layout::SIZE {
        t!(
            lang,
            "export-gif-scaled",
            game = id.0,
            frames = gif.frames,
            size = gif.size
        )
    } else {
        t!(lang, "export-gif", game = id.0, frames = gif.frames)
    };
    ctx.send(
        CreateReply::default()
            .content(content)
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
    let table = data.tables.load(game).await?;
    if Some(table.place.guild) != c.guild_id.map(|g| GuildId(g.get())) {
        return Err(Error::user(text!("refusal-no-such-game-here")));
    }
    let lang = clicker_lang(c);
    ack.send_file(
        t!(lang, "export-json", game = game.0),
        messages::export_file(&table),
    )
    .await
}
