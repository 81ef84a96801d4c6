//! `/hypnosia rules`: the rules in short, with a legend of the board.

use poise::CreateReply;
use serenity::all::CreateAttachment;

use crate::discord::commands::user_lang;
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::view::embed;
use crate::words::rules::rules_card;

/// The legend image: static, so drawn once.
fn legend_png() -> &'static [u8] {
    static LEGEND: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    LEGEND.get_or_init(crate::render::legend)
}

// The rules in short, with a legend of the board (only the asker sees them).
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    // The first legend is drawn on demand: answer Discord within 3 s first.
    deferral::defer(ctx, true).await?;
    let legend = tokio::task::spawn_blocking(legend_png)
        .await
        .map_err(|e| Error::Internal(format!("drawing the legend failed: {e}")))?;
    let lang = user_lang(ctx);
    let learn = ctx.data().screen.commands.mention("hypnosia learn");
    deferral::send(
        ctx,
        CreateReply::default()
            .embed(embed(rules_card(lang, learn)))
            .attachment(CreateAttachment::bytes(legend, "legend.png"))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
