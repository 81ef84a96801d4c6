//! `/hypnosia rules` and `/hypnosia export` (JSON or an animated GIF).

use poise::CreateReply;
use serenity::all::{CreateAttachment, CreateEmbed};

use crate::discord::commands::history::past_record;
use crate::discord::commands::{channel, guild, user_lang};
use crate::discord::messages;
use crate::discord::{Context, Error};
use crate::i18n::Lang;
use crate::render::GifError;
use crate::table::{GameId, GuildId};
use crate::{t, text};

/// The rules in short, with the key to the numbers on the legend image, in
/// `lang`.
pub fn rules_text(lang: Lang) -> String {
    [
        t!(lang, "rules-goal"),
        t!(lang, "rules-turn"),
        t!(lang, "rules-moving"),
        t!(lang, "rules-stacks"),
        t!(lang, "rules-landing"),
        t!(lang, "rules-end"),
        t!(lang, "rules-buttons"),
        String::new(),
        t!(lang, "legend-title"),
        t!(lang, "legend-pawns"),
        t!(lang, "legend-bridges"),
        t!(lang, "legend-lanes"),
        t!(lang, "legend-center"),
    ]
    .join("\n")
}

/// The rules in short, with a legend of the board.
/// The legend image: static, so drawn once.
fn legend_png() -> &'static [u8] {
    static LEGEND: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    LEGEND.get_or_init(crate::render::legend)
}

#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    // The first legend is drawn on demand: answer Discord within 3 s first.
    ctx.defer_ephemeral().await?;
    let legend = tokio::task::spawn_blocking(legend_png)
        .await
        .map_err(|e| Error::Internal(format!("drawing the legend failed: {e}")))?;
    let lang = user_lang(ctx);
    let embed = CreateEmbed::new()
        .title(t!(lang, "rules-title"))
        .description(rules_text(lang))
        .image("attachment://legend.png");
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .attachment(CreateAttachment::bytes(legend, "legend.png"))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

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
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    let id = match game {
        Some(id) => GameId(id),
        None => rt
            .store
            .game_in_channel(channel(ctx), false)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-no-game-here")))?,
    };
    if format == Some(ExportFormat::Gif) {
        return export_gif(ctx, guild, id).await;
    }
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

/// `/hypnosia export format:gif`: drawn off the async threads after answering
/// Discord (a long game takes a few seconds), only of a game that is over (a
/// running game's last frame would show dice nobody rolled yet).
async fn export_gif(ctx: Context<'_>, guild: GuildId, id: GameId) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let record = past_record(rt, guild, id).await?;
    ctx.defer_ephemeral().await?;
    let gif = rt
        .draw_off_thread(move || crate::render::gif_of_record(&record))
        .await?
        .map_err(|e| match e {
            GifError::TooLarge { .. } => Error::user(text!(
                "refusal-gif-too-large",
                game = id.0,
                replay = rt.commands.mention("hypnosia replay")
            )),
            GifError::Record(e) => Error::Internal(format!("game {id} does not replay: {e}")),
        })?;
    let lang = user_lang(ctx);
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
                gif.bytes,
                format!("hypnosia-game-{id}.gif"),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
