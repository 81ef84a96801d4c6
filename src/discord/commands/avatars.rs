//! `/hypnosia settings avatars`: whether the server's pictures (boards, the
//! season podium, the leaderboard card, the stats header) show avatars.

use crate::discord::commands::{guild, user_lang};
use crate::discord::{Context, Error};
use crate::i18n::Lang;
use crate::t;
use crate::table::GuildSettings;

/// Show members' avatars in the bot's pictures (on by default).
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    rename = "avatars"
)]
pub async fn avatars(
    ctx: Context<'_>,
    #[description = "On or off"] shown: bool,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    // Answer first: the store may be slow, Discord's 3 s are not.
    ctx.defer_ephemeral().await?;
    let settings = GuildSettings {
        avatars: shown,
        ..rt.store.settings(guild).await?
    };
    rt.store.save_settings(guild, &settings).await?;
    rt.settings_saved(guild, &settings);
    let lang = user_lang(ctx);
    ctx.send(
        poise::CreateReply::default()
            .content(avatars_line(lang, shown))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The setting in words, for `/hypnosia settings show`.
pub(crate) fn avatars_line(lang: Lang, shown: bool) -> String {
    let state = if shown {
        t!(lang, "settings-on")
    } else {
        t!(lang, "settings-off")
    };
    t!(lang, "settings-avatars", state = state)
}
