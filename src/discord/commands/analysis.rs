//! `/hypnosia analysis [game]`, the Analysis button under a game's results,
//! and `/hypnosia settings chances`: win chances for people (the work is in
//! `crate::analysis`, the views in `discord/chances.rs`).

use std::sync::Arc;

use serenity::all::{CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup};

use crate::analysis::GameAnalysis;
use crate::discord::answer::Ack;
use crate::discord::chances::{analysis_chart, analysis_link, analysis_view};
use crate::discord::commands::history::{
    asked_past_game, autocomplete_game, click_guild, past_record, reply,
};
use crate::discord::commands::{guild, server_lang, user_lang};
use crate::discord::messages::{results_buttons, View};
use crate::discord::runtime::Runtime;
use crate::discord::{Context, Error};
use crate::game::Record;
use crate::i18n::Lang;
use crate::live::fair::Heavy;
use crate::table::{message_link, ChannelId, GameId, GuildSettings, MessageId};
use crate::{t, text};
use tracing::warn;

/// Who was winning, and why: a finished game's chances, turning points, luck and skill.
#[poise::command(slash_command, guild_only)]
pub async fn analysis(
    ctx: Context<'_>,
    #[description = "Game number (default: the latest finished game of this channel)"]
    #[min = 1]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    rt.fair_share(crate::discord::commands::author(ctx), Heavy::Drawing)?;
    let (id, record) = asked_past_game(ctx, game).await?;
    // Worked out (once) and drawn on the heavy lane: answer Discord first.
    ctx.defer().await?;
    let lang = server_lang(ctx).await;
    let view = analysis_of(rt, lang, id, record).await?;
    ctx.send(reply(view)).await?;
    Ok(())
}

/// The Analysis button under a game's results: answered at once (type 6),
/// then the analysis follows as a new public message and the button becomes
/// a link to it. A second click while the first is at work is told so.
pub async fn click_analysis(rt: &Arc<Runtime>, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let guild = click_guild(c)?;
    rt.fair_share(crate::table::UserId(c.user.id.get()), Heavy::Drawing)?;
    let Some(_posting) = rt.posting_analysis(game) else {
        return Err(Error::user(text!(
            "refusal-analysis-posting",
            game = game.0
        )));
    };
    ack.defer().await?;
    let record = past_record(rt, guild, game).await?;
    let lang = rt.public_lang(c).await;
    let view = analysis_of(rt, lang, game, record).await?;
    let mut message =
        CreateInteractionResponseFollowup::new().allowed_mentions(CreateAllowedMentions::new());
    if let Some(embed) = view.embed {
        message = message.embed(embed);
    }
    if let Some(png) = view.board {
        message = message.add_file(CreateAttachment::bytes(png, "board.png"));
    }
    let posted = ack.follow_up(message).await?;
    let url = message_link(
        guild,
        ChannelId(posted.channel_id.get()),
        MessageId(posted.id.get()),
    );
    let buttons = results_buttons(lang, game, Some(analysis_link(lang, &url)));
    // The analysis is out; a results message that keeps its button only
    // lets the next click post it again.
    if let Err(e) = ack.replace_buttons(vec![buttons]).await {
        warn!(%game, error = %e, "could not turn the Analysis button into a link");
    }
    Ok(())
}

/// The analysis of `id` as a message: stored or worked out, then its chart
/// drawn on the heavy lane.
async fn analysis_of(rt: &Runtime, lang: Lang, id: GameId, record: Record) -> Result<View, Error> {
    let analysis: GameAnalysis = rt.game_analysis(id, record.clone()).await?;
    rt.draw_heavy(move || {
        let chart = analysis_chart(&analysis);
        analysis_view(lang, id, &record, &analysis, chart)
    })
    .await
}

/// Show each player's chance to win on turn messages (on by default).
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    rename = "chances"
)]
pub async fn chances(
    ctx: Context<'_>,
    #[description = "On or off"] shown: bool,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    let guild = guild(ctx)?;
    // Answer first: the store may be slow, Discord's 3 s are not.
    ctx.defer_ephemeral().await?;
    let settings = GuildSettings {
        live_chances: shown,
        ..rt.store.settings(guild).await?
    };
    rt.store.save_settings(guild, &settings).await?;
    rt.settings_saved(guild, &settings);
    let lang = user_lang(ctx);
    ctx.send(
        poise::CreateReply::default()
            .content(chances_line(lang, shown))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The live-chances setting in words, for `/hypnosia settings show`.
pub(crate) async fn chances_state(
    ctx: Context<'_>,
    guild: crate::table::GuildId,
    lang: Lang,
) -> Result<String, Error> {
    let shown = ctx.data().rt.store.settings(guild).await?.live_chances;
    Ok(chances_line(lang, shown))
}

fn chances_line(lang: Lang, shown: bool) -> String {
    let state = if shown {
        t!(lang, "settings-on")
    } else {
        t!(lang, "settings-off")
    };
    t!(lang, "settings-chances", state = state)
}
