//! `/hypnosia analysis [game]`, the Analysis button under a game's results,
//! and `/hypnosia settings chances`: win chances for people (the work is in
//! `crate::analysis`, the views in `views/chances.rs`).

use crate::analysis::GameAnalysis;
use crate::discord::answer::Ack;
use crate::discord::commands::history::reply;
use crate::discord::commands::history::{asked_past_game, autocomplete_game};
use crate::discord::commands::{author, channel, click_guild, guild, server_lang, user_lang};
use crate::discord::commands::{authorized_by_server, click_by_server, click_community, community};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::{DiscordScreen, LiveTables, Server};
use crate::discord::view::{ToDiscord, rows};
use crate::game::Record;
use crate::i18n::Lang;
use crate::live::{PaidAnalysis, PublicAnalysis};
use crate::platform::links::message_link;
use crate::render::analysis_chart;
use crate::showing::click_pays::waits_under_claim;
use crate::store::ANALYSIS_CLAIM_SECS;
use crate::t;
use crate::table::{ChannelId, Community, GameId, GuildId, MessageId, SettingChange, UserId};
use crate::views::chances::{analysis_link, analysis_view, own_moves_rows};
use crate::views::results::results_buttons;
use crate::views::view::View;
use crate::views::view::go_to_row;
use crate::words::chances::analysis_help;
use crate::words::skill::own_errors_text;
use poise::CreateReply;
use std::time::{Duration, Instant};
use tracing::warn;

// Posted once for everyone (here, unless posted before); the asker is told,
// only them, where it is. Where the bot may not post, it is the answer.
/// Who was winning, and why: a finished game's chances, turning points, luck and skill.
#[poise::command(slash_command)]
pub async fn analysis(
    ctx: Context<'_>,
    #[description = "Game number (default: the latest finished game of this channel)"]
    #[min = 1]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let paid = data.tables.analyses().ask_for_everyone(author(ctx))?;
    let (id, _) = asked_past_game(ctx, game).await?;
    if !authorized_by_server(ctx) {
        return analysis_direct(ctx, id, paid).await;
    }
    // Worked out (once) and drawn on the heavy lane: answer Discord first.
    deferral::defer(ctx, true).await?;
    let lang = server_lang(ctx).await;
    let asked = (guild(ctx)?, channel(ctx));
    let (url, now) = for_everyone(data, paid, asked, lang, id).await?;
    let asker = user_lang(ctx);
    let told = if now {
        t!(asker, "analysis-posted-now", game = id.0)
    } else {
        t!(asker, "analysis-posted-here", game = id.0)
    };
    let go_to = rows(vec![go_to_row(asker, &url)]);
    let reply = CreateReply::default().content(told).components(go_to);
    deferral::send(ctx, reply.ephemeral(true)).await?;
    Ok(())
}

/// `/hypnosia analysis` where only interactions show anything: the analysis
/// is the command's public answer (once per game, claimed before it is
/// worked out, as [`click_analysis_direct`] does); posted before, the asker
/// alone is told where.
async fn analysis_direct(ctx: Context<'_>, id: GameId, paid: PaidAnalysis) -> Result<(), Error> {
    let (data, arrived) = (ctx.data(), Instant::now());
    deferral::defer(ctx, false).await?;
    let (lang, asker) = (server_lang(ctx).await, user_lang(ctx));
    let shown = (data.tables.analyses())
        .public_analysis(paid, community(ctx), id, async |record| {
            let view = worked_out_by(data, lang, id, record, arrived).await?;
            let answer = deferral::send(ctx, reply(view)).await?;
            let message = answer.message().await?.id.get();
            Ok::<_, Error>((channel(ctx), MessageId(message)))
        })
        .await;
    if let Err(Error::OnlyThroughClicks) = shown {
        let late = t!(asker, "analysis-too-late", game = id.0);
        return Ok(deferral::tell_only_them(ctx, late).await?);
    }
    if let PublicAnalysis::Posted(at, message) = shown? {
        let url = message_link(link_root(community(ctx)), at, message);
        let told = t!(asker, "analysis-posted-here", game = id.0);
        let reply = CreateReply::default().content(told);
        let reply = reply.components(rows(vec![go_to_row(asker, &url)]));
        deferral::send_as(ctx, reply, true).await?;
    }
    Ok(())
}

/// `game`'s analysis as a message, worked out in a task of its own (stored
/// when done, see `Analyses::game_analysis`), waited for while the click
/// (or command) that `arrived` may answer under the post's claim, taken now
/// ([`waits_under_claim`]): past it, [`Error::OnlyThroughClicks`] (nothing
/// can be shown through it), the work going on.
async fn worked_out_by(
    data: &Data,
    lang: Lang,
    game: GameId,
    record: Record,
    arrived: Instant,
) -> Result<View, Error> {
    let (waits, claim) = (data.screen.config.waits, ANALYSIS_CLAIM_SECS.unsigned_abs());
    let claim = (Instant::now(), Duration::from_secs(claim));
    let deadline = waits_under_claim((arrived, waits.click_pays), claim, waits.call_limit);
    let (tables, screen) = (data.tables.clone(), data.screen.clone());
    let work = tokio::spawn(async move { analysis_of(&tables, &screen, lang, game, record).await });
    match tokio::time::timeout_at(deadline.into(), work).await {
        Ok(done) => done.map_err(|e| Error::Internal(format!("analysing game {game}: {e}")))?,
        Err(_) => Err(Error::OnlyThroughClicks),
    }
}

/// What a link puts where a server's id goes (`@me` for a DM or group DM).
fn link_root(community: Community) -> String {
    community
        .guild()
        .map_or_else(|| "@me".to_owned(), |g| g.0.to_string())
}

/// The Analysis button under a game's results: answered at once (type 6),
/// then the analysis follows as a new public message and the button becomes
/// a link to it. One public analysis per game ([`Analyses::public_analysis`]):
/// every other click is told, only itself, where the analysis is or that it
/// is on its way.
///
/// [`Analyses::public_analysis`]: crate::live::Analyses::public_analysis
pub async fn click_analysis(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let screen = &data.screen;
    let c = ack.interaction();
    if !click_by_server(c) {
        return click_analysis_direct(data, ack, game).await;
    }
    let guild = click_guild(c)?;
    let paid = data
        .tables
        .analyses()
        .ask_for_everyone(UserId(c.user.id.get()))?;
    ack.defer().await?;
    let lang = screen.public_lang(c).await;
    let channel = ChannelId(c.channel_id.get());
    let (url, now) = for_everyone(data, paid, (guild, channel), lang, game).await?;
    if !now {
        let lang = clicker_lang(c);
        let told = t!(lang, "analysis-posted-here", game = game.0);
        ack.tell_with_rows(told, vec![go_to_row(lang, &url)])
            .await?;
    }
    // A copy that still shows the button (its edit was lost) gets the link.
    link_the_button(data, ack, lang, game, &url).await;
    Ok(())
}

/// `game`'s one public analysis: posted now in `channel` (in `lang`), or
/// where a request before posted it. Its link, and whether it is new.
async fn for_everyone(
    data: &Data,
    paid: PaidAnalysis,
    (guild, channel): (GuildId, ChannelId),
    lang: Lang,
    game: GameId,
) -> Result<(String, bool), Error> {
    let shown = data
        .tables
        .analyses()
        .public_analysis(paid, guild, game, async |record| {
            let posted = post_analysis(data, channel, lang, game, record).await?;
            Ok::<_, Error>((channel, posted))
        })
        .await?;
    Ok(match shown {
        PublicAnalysis::PostedNow(channel, message) => {
            (message_link(guild, channel, message), true)
        }
        PublicAnalysis::Posted(channel, message) => (message_link(guild, channel, message), false),
    })
}

/// [`click_analysis`] where only interactions show anything (a DM, a group
/// DM, a server that never added the bot): the bot may not post there, so
/// the analysis is the click's own public follow-up, still once per game,
/// claimed before it is worked out: whoever clicks meanwhile is told it is
/// on its way. It is worked out in a task of its own (stored when done): a
/// click that cannot wait for it ([`waits_under_claim`]) is told to ask
/// again and gives the claim back; the next click finds it stored (or waits
/// for it).
async fn click_analysis_direct(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let (screen, c) = (&data.screen, ack.interaction());
    let community = click_community(c);
    let paid = data
        .tables
        .analyses()
        .ask_for_everyone(UserId(c.user.id.get()))?;
    ack.defer().await?;
    let (lang, asker) = (screen.public_lang(c).await, clicker_lang(c));
    let (arrived, channel) = (ack.arrived(), ChannelId(c.channel_id.get()));
    let shown = (data.tables.analyses())
        .public_analysis(paid, community, game, async |record| {
            let view = worked_out_by(data, lang, game, record, arrived).await?;
            let posted = ack.follow_up(view.into_followup()).await?;
            Ok::<_, Error>((channel, MessageId(posted.id.get())))
        })
        .await;
    if let Err(Error::OnlyThroughClicks) = shown {
        return ack
            .tell(t!(asker, "analysis-too-late", game = game.0))
            .await;
    }
    let root = link_root(community);
    let url = match shown? {
        PublicAnalysis::PostedNow(at, message) => message_link(root, at, message),
        PublicAnalysis::Posted(at, message) => {
            let url = message_link(root, at, message);
            let told = t!(asker, "analysis-posted-here", game = game.0);
            ack.tell_with_rows(told, vec![go_to_row(asker, &url)])
                .await?;
            url
        }
    };
    link_the_button(data, ack, lang, game, &url).await;
    Ok(())
}

/// "How to read this" under an analysis: the chart and the formula of luck
/// and skill, told only to the clicker, in their language.
pub async fn click_analysis_help(ack: &Ack) -> Result<(), Error> {
    let lang = clicker_lang(ack.interaction());
    ack.tell(analysis_help(lang)).await?;
    Ok(())
}

/// "My moves" under an analysis: the clicker's own marks and costliest
/// turns, each with a button to its position in the replay, told to them
/// alone (the public analysis names no one beside a mark).
pub async fn click_own_moves(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let (guild, user) = (click_community(c), UserId(c.user.id.get()));
    let paid = data.tables.analyses().ask_own_moves(user)?;
    // Read from the stored analysis (worked out on the heavy lane if not yet).
    ack.defer().await?;
    let own = data.tables.analyses().own_errors(paid, guild, game).await?;
    let lang = clicker_lang(c);
    let report = own.report.as_ref();
    let text = own_errors_text(lang, game, &own.record, own.color, report);
    ack.tell_with_rows(text, own_moves_rows(lang, game, report))
        .await?;
    Ok(())
}

/// Works out, draws and posts `game`'s analysis in `channel` (the results'),
/// with a nonce of the game: a post whose answer was lost, or whose process
/// stopped before it was recorded, is not made twice by the request that
/// takes the claim over (within Discord's window for nonces).
async fn post_analysis(
    data: &Data,
    channel: ChannelId,
    lang: Lang,
    game: GameId,
    record: Record,
) -> Result<MessageId, Error> {
    let view = analysis_of(&data.tables, &data.screen, lang, game, record).await?;
    let nonce = format!("an{:x}", game.0);
    data.screen
        .post_once(Server::Channel(channel), channel, view, &nonce)
        .await
}

/// Turns the clicked results' Analysis button into a link to the analysis: a
/// results message that keeps its button only invites the next click.
async fn link_the_button(data: &Data, ack: &Ack, lang: Lang, game: GameId, url: &str) {
    let tournament = data.screen.reads().tournament_of_game(game).await;
    let tournament = tournament.is_ok_and(|t| t.is_some());
    let buttons = results_buttons(lang, game, tournament, Some(analysis_link(lang, url)));
    if let Err(e) = ack.replace_buttons(vec![buttons]).await {
        warn!(%game, error = %e, "could not turn the Analysis button into a link");
    }
}

/// The analysis of `id` as a message: stored or worked out, then its chart
/// drawn on the heavy lane.
async fn analysis_of(
    tables: &LiveTables,
    screen: &DiscordScreen,
    lang: Lang,
    id: GameId,
    record: Record,
) -> Result<View, Error> {
    let analyses = tables.analyses();
    let analysis: GameAnalysis = analyses.game_analysis(id, record.clone()).await?;
    screen
        .draw_heavy(move || {
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
    super::switch::switch(ctx, SettingChange::LiveChances(shown)).await
}
