//! `/hypnosia notify`: a direct message when your turn starts in a slow game
//! (a time-out of an hour or more) and when its reminder comes; off by
//! default, in the language of the person's Discord client when they chose.
//! Turning it on clears the mark of DMs Discord refused (the sending
//! is in `screen/notify.rs`).

use crate::discord::commands::{author, user_lang};
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::t;

/// Get a direct message when your turn starts in a game with a time-out of an hour or more.
#[poise::command(slash_command, rename = "notify")]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "On or off"] enabled: bool,
) -> Result<(), Error> {
    // Answer first: the store may be slow, Discord's 3 s are not.
    deferral::defer(ctx, true).await?;
    let tables = &ctx.data().tables;
    let locale = ctx.locale();
    tables
        .turns()
        .set_notify(author(ctx), enabled, locale)
        .await?;
    let lang = user_lang(ctx);
    let content = if enabled {
        t!(lang, "notify-on")
    } else {
        t!(lang, "notify-off")
    };
    deferral::send(
        ctx,
        poise::CreateReply::default()
            .content(content)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
