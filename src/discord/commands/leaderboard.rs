//! `/hypnosia leaderboard` and `/hypnosia stats` (with a chart of the rating):
//! per server, from storage.

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, CreateAttachment, User};

use crate::discord::commands::{guild, server_lang};
use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::discord::view::embed;
use crate::heavy::fair::Heavy;
use crate::render::{ChartPoint, rating_chart};
use crate::store::LeaderboardOrder as RankBy;
use crate::t;
use crate::table::{GuildId, Period, Season, SeasonCadence, UnixTime, UserId, unix_now};
use crate::words::card::Card;
use crate::words::leaderboard::{
    empty_season_text, leaderboard_card, leaderboard_text, leaderboard_title, no_stats_text,
    stats_card, stats_text, with_period,
};

use super::seasons::{asked_season, autocomplete_season};

/// `/hypnosia stats` for one season: the season's figures, without the chart
/// (the chart is the all-time rating's, `season:all`).
async fn season_stats(
    ctx: Context<'_>,
    guild: GuildId,
    user: Option<User>,
    season: Season,
    now: UnixTime,
) -> Result<(), Error> {
    let user = user.as_ref().unwrap_or(ctx.author());
    let lang = server_lang(ctx).await;
    let who = UserId(user.id.get());
    let text = match ctx.data().rt.store.season_stats(guild, season, who).await? {
        None => no_stats_text(lang, who, Some(season)),
        Some(s) => stats_text(lang, &s, &[]),
    };
    let text = with_period(lang, Period::Season(season), now, text);
    ctx.send(
        CreateReply::default()
            .allowed_mentions(CreateAllowedMentions::new())
            .embed(embed(stats_card(lang, &text))),
    )
    .await?;
    Ok(())
}

/// What the leaderboard is sorted by.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ByChoice {
    #[name = "rating"]
    Rating,
    #[name = "wins"]
    Wins,
    #[name = "points"]
    Points,
}

/// Rows per leaderboard page.
pub const PAGE_SIZE: u32 = 10;

/// How many of a player's latest rating changes `/hypnosia stats` shows.
const HISTORY_LENGTH: u32 = 10;

/// This server's best players.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Sort by (default: rating)"] by: Option<ByChoice>,
    #[description = "Page (default 1)"]
    #[min = 1]
    page: Option<u32>,
    #[description = "Which season (default: the current one)"]
    #[autocomplete = "autocomplete_season"]
    season: Option<String>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    // A refusal after the public deferral would be public: the option first.
    let now = unix_now();
    let asked = asked_season(season.as_deref(), now)?;
    // Answer first: everything below reads the database.
    ctx.defer().await?;
    let seasons = ctx.data().rt.store.season_settings(guild).await?;
    let period = asked.period(seasons.cadence, now);
    let by = match by.unwrap_or(ByChoice::Rating) {
        ByChoice::Rating => RankBy::Rating,
        ByChoice::Wins => RankBy::Wins,
        ByChoice::Points => RankBy::Points,
    };
    let page = page.unwrap_or(1).max(1);
    let store = &ctx.data().rt.store;
    let rows = match period {
        Period::AllTime => store.leaderboard(guild, by, page - 1, PAGE_SIZE).await?,
        Period::Season(s) => {
            store
                .season_leaderboard(guild, s, by, page - 1, PAGE_SIZE)
                .await?
        }
    };
    let lang = server_lang(ctx).await;
    let text = match period {
        Period::Season(s) if rows.total == 0 && !store.anyone_played(guild, s).await? => {
            empty_season_text(lang, s, now)
        }
        _ => leaderboard_text(lang, &rows),
    };
    let title = leaderboard_title(lang, by);
    // The card: the season's name on a server with seasons; the text stays
    // in the embed, for screen readers and search.
    let card_title = match period {
        Period::Season(s) => super::cards::season_title_of(lang, s),
        Period::AllTime => title.clone(),
    };
    let with_trends = matches!(period, Period::AllTime);
    let card =
        super::cards::leaderboard_png(&ctx.data().rt, guild, lang, card_title, &rows, with_trends)
            .await?;
    let text = match (seasons.cadence, &season) {
        (SeasonCadence::None, None) => text,
        _ => with_period(lang, period, now, text),
    };
    let mut shown = leaderboard_card(lang, title, &text, page, &rows);
    let mut reply = CreateReply::default().allowed_mentions(CreateAllowedMentions::new());
    if let Some(png) = card {
        shown = shown.image("leaderboard.png");
        reply = reply.attachment(CreateAttachment::bytes(png, "leaderboard.png"));
    }
    ctx.send(reply.embed(embed(shown))).await?;
    Ok(())
}

/// Rating changes the chart of `/hypnosia stats` shows at most (the latest).
const CHART_LENGTH: u32 = 500;

/// A player's record on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
    #[description = "Which season (default: the current one)"]
    #[autocomplete = "autocomplete_season"]
    season: Option<String>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    // A refusal after the public deferral would be public: the option first.
    let now = unix_now();
    let asked = asked_season(season.as_deref(), now)?;
    ctx.data()
        .rt
        .fair_share(crate::discord::commands::author(ctx), Heavy::Drawing)?;
    // Stats are read from the database and the chart is drawn on the heavy
    // lane, which may be busy: answer Discord first.
    ctx.defer().await?;
    let seasons = ctx.data().rt.store.season_settings(guild).await?;
    let period = asked.period(seasons.cadence, now);
    if let Period::Season(s) = period {
        return season_stats(ctx, guild, user, s, now).await;
    }
    let user = user.as_ref().unwrap_or(ctx.author());
    let rt = &ctx.data().rt;
    let who = UserId(user.id.get());
    let lang = server_lang(ctx).await;
    let mut chart = None;
    let mut header = None;
    let text = match rt.store.player_stats(guild, who).await? {
        None => no_stats_text(lang, who, None),
        Some(s) => {
            let title = t!(lang, "stats-title");
            header = super::cards::stats_header_png(rt, guild, lang, title, &s).await;
            let history = rt.store.rating_history(guild, who, CHART_LENGTH).await?;
            if !history.is_empty() {
                let title = s.name.clone();
                let points: Vec<ChartPoint> = history
                    .iter()
                    .map(|p| ChartPoint {
                        at: p.at,
                        rating: p.skill.shown() as f64,
                    })
                    .collect();
                chart = Some(rt.draw_heavy(move || rating_chart(&title, &points)).await?);
            }
            let latest = history.len().saturating_sub(HISTORY_LENGTH as usize);
            stats_text(lang, &s, &history[latest..])
        }
    };
    // A server with seasons is told that this is all time.
    let text = match seasons.cadence {
        SeasonCadence::None => text,
        _ => with_period(lang, period, now, text),
    };
    let mut shown = stats_card(lang, &text);
    let mut reply = CreateReply::default().allowed_mentions(CreateAllowedMentions::new());
    // The header leads, as an embed of its own: who, their rating and place
    // at a glance, then the words and the chart below them.
    if let Some(png) = header {
        reply = reply
            .embed(embed(Card::default().uncolored().image("player.png")))
            .attachment(CreateAttachment::bytes(png, "player.png"));
    }
    if let Some(png) = chart {
        shown = shown.image("rating.png");
        reply = reply.attachment(CreateAttachment::bytes(png, "rating.png"));
    }
    ctx.send(reply.embed(embed(shown))).await?;
    Ok(())
}
