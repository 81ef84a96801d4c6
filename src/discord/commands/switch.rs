//! The on/off settings' one way to be turned (`/hypnosia settings avatars`,
//! `/hypnosia settings chances`), in a file of its own so that the commands
//! using it and `settings.rs`, which describes them, do not import each other.

use crate::discord::commands::{guild, user_lang};
use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::table::GuildSettings;

/// Turns one of the server's on/off settings (`set`), answering first (the
/// store may be slow, Discord's 3 s are not) and then with `line`, the
/// setting in words in the asker's language.
pub(super) async fn switch(
    ctx: Context<'_>,
    set: impl FnOnce(&mut GuildSettings),
    line: impl FnOnce(Lang) -> String,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    ctx.defer_ephemeral().await?;
    let mut settings = rt.store.settings(guild).await?;
    set(&mut settings);
    rt.store.save_settings(guild, &settings).await?;
    rt.settings_saved(guild, &settings);
    ctx.send(
        poise::CreateReply::default()
            .content(line(user_lang(ctx)))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
