//! The on/off settings' one way to be turned (`/hypnosia settings avatars`,
//! `/hypnosia settings chances`), and every setting in words, which
//! `settings show` and the answer to every change say alike; in a file of its
//! own so that the commands using it and `settings.rs` do not import each
//! other.

use crate::discord::commands::{guild, user_lang};
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::store::Reads;
use crate::table::{GuildId, GuildSettings, SettingChange, UnixTime, unix_now};
use crate::words::puzzles::daily_setting_text;
use crate::words::settings::{describe_season_state, describe_settings, settings_page};

/// Makes one `change` to the server's settings, answering first (the store
/// may be slow, Discord's 3 s are not) and then with every setting in words,
/// in the asker's language.
pub(super) async fn switch(ctx: Context<'_>, change: SettingChange) -> Result<(), Error> {
    let guild = guild(ctx)?;
    deferral::defer(ctx, true).await?;
    note_guild_locale(ctx, guild).await;
    let settings = ctx.data().tables.set_setting(guild, change).await?;
    deferral::send(
        ctx,
        poise::CreateReply::default()
            .content(settings_text(ctx, guild, &settings).await?)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Stores the server's own language as the interaction says it, so that the
/// answer names it from the first command on.
pub(super) async fn note_guild_locale(ctx: Context<'_>, guild: GuildId) {
    if let poise::Context::Application(app) = ctx {
        let locale = app.interaction.guild_locale.as_deref();
        let data = ctx.data();
        data.screen
            .note_guild_locale(&data.tables, guild, locale)
            .await;
    }
}

/// Every setting of `guild` (`settings`, the seasons' and the daily
/// puzzle's) in the asker's words.
pub(super) async fn settings_text(
    ctx: Context<'_>,
    guild: GuildId,
    settings: &GuildSettings,
) -> Result<String, Error> {
    let lang = user_lang(ctx);
    let store = ctx.data().screen.reads();
    let seasons = season_state(store, guild, lang, unix_now()).await?;
    let ceilings = ctx.data().screen.config.ceilings;
    let daily = daily_setting_text(lang, store.daily_puzzle_channel(guild).await?);
    let commands = &ctx.data().screen.commands;
    let described = describe_settings(lang, settings, ceilings, commands);
    Ok(settings_page(lang, &described, &seasons, &daily, commands))
}

/// The season settings in words ([`describe_season_state`]), with the
/// channel that refused the last season's announcement, if one did.
async fn season_state(
    store: Reads<'_>,
    guild: GuildId,
    lang: Lang,
    now: UnixTime,
) -> Result<String, Error> {
    let settings = store.season_settings(guild).await?;
    let mut refused = None;
    if let Some(current) = settings.current(now) {
        let last = current.previous();
        if let Some(channel) = store.season_announcement_refused(guild, last).await? {
            refused = Some((last, channel));
        }
    }
    Ok(describe_season_state(lang, &settings, refused, now))
}
