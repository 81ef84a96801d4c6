//! `/hypnosia rules` and `/hypnosia export` (JSON or an animated GIF).

use poise::CreateReply;
use serenity::all::{CreateAttachment, CreateEmbed};

use crate::discord::commands::history::past_record;
use crate::discord::commands::{channel, guild};
use crate::discord::messages;
use crate::discord::{Context, Error};
use crate::table::{GameId, GuildId};

/// The rules in short, shown with the board's legend.
pub const RULES_SUMMARY: &str = "\
**Goal**: bring pawns into the center (5 places, worth 5, 4, 3, 2, 1 points) and capture \
opponents (+1 for you, −1 for them).
**Turn**: the bot rolls two dice for you; play one move per die, in either order. \
A move uses the whole die. A die with no legal move is lost.
**Moving**: pawns leave their lane (slot `Lk` needs a die ≥ k) onto the outer ring and run \
anticlockwise. A move that *starts* on a bridge may cross it inward (⇣): outer → middle → \
inner → center (★, only with a 1).
**Stacks**: two own pawns on one space form a stack; it moves whole, or its higher pawn splits off.
**Landing**: on an opponent's pawn captures it (✕); a single pawn cannot capture a stack; \
a stack captures both pawns of a stack.
**End**: center full, fewer than two players left, or the board empty; most points wins.
**Buttons** read `die: pawn(s) from→to`, e.g. `5: 3 L3→O2`, `4: 1+2 O4→M6 ⇣`, `1: 2 I6→C ★`.";

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
    let embed = CreateEmbed::new()
        .title("Hypnosia — rules in short")
        .description(RULES_SUMMARY)
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
            .ok_or_else(|| Error::user("No game was played in this channel yet."))?,
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
        .ok_or_else(|| Error::user(format!("There is no game #{id} on this server.")))?;
    ctx.send(
        CreateReply::default()
            .content(format!("Game {id}, format `hypnosia-record/1`."))
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
        .map_err(|e| Error::Internal(format!("game {id} does not replay: {e}")))?;
    let scaled = if gif.size < crate::render::layout::SIZE {
        format!(", drawn at {} px to fit Discord's upload limit", gif.size)
    } else {
        String::new()
    };
    ctx.send(
        CreateReply::default()
            .content(format!(
                "Game {id}: {} frames, one per move{scaled}.",
                gif.frames
            ))
            .attachment(CreateAttachment::bytes(
                gif.bytes,
                format!("hypnosia-game-{id}.gif"),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
