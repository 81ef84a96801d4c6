//! `/hypnosia rules`: the rules in short, with a legend of the board.

use poise::CreateReply;
use serenity::all::{CreateAttachment, CreateEmbed};

use crate::discord::commands::user_lang;
use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::t;

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
    let learn = t!(
        lang,
        "rules-learn",
        learn = ctx.data().rt.commands.mention("hypnosia learn")
    );
    let embed = CreateEmbed::new()
        .title(t!(lang, "rules-title"))
        .description(format!("{learn}\n\n{}", rules_text(lang)))
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
