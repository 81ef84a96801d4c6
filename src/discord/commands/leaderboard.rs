//! `/hypnosia leaderboard` and `/hypnosia stats` (with a chart of the rating):
//! per server, from storage. The stats are the asker's alone until shared
//! ([`crate::discord::share`]); one's own list where else one holds a rating,
//! never shared.

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, CreateAttachment, User};

use crate::controls::ComponentId;
use crate::discord::commands::{author, authorized_by_server, community, server_lang, user_lang};
use crate::discord::context::Context;
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::{DiscordScreen, cards};
use crate::discord::share::Lookup;
use crate::discord::view::embed;
use crate::heavy::fair::Ask;
use crate::i18n::Lang;
use crate::render::{ChartPoint, rating_chart};
use crate::store::LeaderboardOrder as RankBy;
use crate::t;
use crate::table::{Community, Period, SeasonCadence, UnixTime, UserId, unix_now};
use crate::words::card::Card;
use crate::words::leaderboard::{
    RatedIn, empty_season_text, leaderboard_alt_text, leaderboard_card, leaderboard_text,
    leaderboard_title, no_stats_text, period_line, ratings_where_card, stats_card, stats_text,
    with_period,
};
use crate::words::skill::{
    ACCURACY_PER_PAGE, ERROR_GAMES_READ, accuracy_leaderboard_card, stats_errors_line,
};

use super::seasons::{asked_season, autocomplete_season};

/// What the leaderboard is sorted by.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ByChoice {
    #[name = "rating"]
    Rating,
    #[name = "wins"]
    Wins,
    #[name = "points"]
    Points,
    #[name = "accuracy"]
    Accuracy,
}

/// Rows per leaderboard page.
pub const PAGE_SIZE: u32 = 10;

/// How many of a player's latest rating changes `/hypnosia stats` shows.
const HISTORY_LENGTH: u32 = 10;

/// This server's best players.
#[poise::command(slash_command)]
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
    let guild = community(ctx);
    // A refusal after the public deferral would be public: the option first.
    let now = unix_now();
    let asked = asked_season(season.as_deref(), now)?;
    ctx.data()
        .tables
        .fair_share(author(ctx), Ask::Leaderboard)?;
    // Answer first: everything below reads the database.
    deferral::defer(ctx, false).await?;
    let member = ctx.author_member().await; // the face it carries
    (ctx.data().screen).note_face(guild.guild(), ctx.author(), member.as_deref());
    let seasons = ctx.data().screen.reads().season_settings(guild).await?;
    let period = asked.period(seasons.cadence, now);
    let by = match by.unwrap_or(ByChoice::Rating) {
        ByChoice::Accuracy => {
            let seasons_on = seasons.cadence != SeasonCadence::None;
            return by_accuracy(ctx, guild, page.unwrap_or(1).max(1), seasons_on).await;
        }
        ByChoice::Rating => RankBy::Rating,
        ByChoice::Wins => RankBy::Wins,
        ByChoice::Points => RankBy::Points,
    };
    let page = page.unwrap_or(1).max(1);
    let store = &ctx.data().screen.reads();
    let rows = match period {
        Period::AllTime => store.leaderboard(guild, by, page - 1, PAGE_SIZE).await?,
        Period::Season(s) => {
            store
                .season_leaderboard(guild, s, by, page - 1, PAGE_SIZE)
                .await?
        }
    };
    let lang = server_lang(ctx).await;
    let list = match period {
        Period::Season(s) if rows.total == 0 && !store.anyone_played(guild, s).await? => {
            empty_season_text(lang, s, now)
        }
        _ => leaderboard_text(lang, &rows),
    };
    let title = leaderboard_title(lang, by);
    let card_title = title.clone();
    let with_trends = matches!(period, Period::AllTime);
    let card = cards::leaderboard_png(
        &ctx.data().screen,
        guild,
        lang,
        card_title,
        &rows,
        with_trends,
    )
    .await?;
    let covers = match (seasons.cadence, &season) {
        (SeasonCadence::None, None) => None,
        _ => Some(period_line(lang, period, now)),
    };
    let mut reply = CreateReply::default().allowed_mentions(CreateAllowedMentions::new());
    // The list once: on the card, whose description (for screen readers)
    // holds it in words; in words in the embed when no card was drawn.
    let shown = match card {
        Some(png) => {
            let alt = leaderboard_alt_text(lang, &title, &rows);
            reply =
                reply.attachment(CreateAttachment::bytes(png, "leaderboard.png").description(alt));
            leaderboard_card(lang, None, covers.as_deref(), page, &rows).image("leaderboard.png")
        }
        None => {
            let text = match covers {
                Some(line) => format!("{line}\n{list}"),
                None => list,
            };
            leaderboard_card(lang, Some(title), Some(&text), page, &rows)
        }
    };
    deferral::send(ctx, reply.embed(embed(shown))).await?;
    Ok(())
}

/// The leaderboard by accuracy, page `page` (from 1): all time (a season's
/// analyzed games are too few to judge by).
async fn by_accuracy(
    ctx: Context<'_>,
    guild: Community,
    page: u32,
    seasons: bool,
) -> Result<(), Error> {
    let store = &ctx.data().screen.reads();
    let (entries, total) = store
        .accuracy_leaderboard(guild, page - 1, ACCURACY_PER_PAGE)
        .await?;
    let card = accuracy_leaderboard_card(server_lang(ctx).await, &entries, total, page, seasons);
    let reply = CreateReply::default().allowed_mentions(CreateAllowedMentions::new());
    deferral::send(ctx, reply.embed(embed(card))).await?;
    Ok(())
}

/// Rating changes the chart of `/hypnosia stats` shows at most (the latest).
const CHART_LENGTH: u32 = 500;

/// Rated games before the chart of `/hypnosia stats` is drawn: fewer are a
/// dot or a line, not a trend.
const CHART_FROM: usize = 3;

// Answered to the asker only, with a Share button that posts it.
/// A player's record on this server.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
    #[description = "Which season (default: the current one)"]
    #[autocomplete = "autocomplete_season"]
    season: Option<String>,
) -> Result<(), Error> {
    let guild = community(ctx);
    let now = unix_now();
    let asked = asked_season(season.as_deref(), now)?;
    let screen = &ctx.data().screen;
    ctx.data().tables.fair_share(author(ctx), Ask::Stats)?;
    // Stats are read from the database and the pictures drawn on the heavy
    // lane, which may be busy: answer Discord first.
    deferral::defer(ctx, true).await?;
    let member = ctx.author_member().await; // the face it carries
    screen.note_face(guild.guild(), ctx.author(), member.as_deref());
    let cadence = screen.reads().season_settings(guild).await?.cadence;
    let period = asked.period(cadence, now);
    let user = UserId(user.as_ref().unwrap_or(ctx.author()).id.get());
    let lang = user_lang(ctx);
    let mut lookup = stats_lookup(screen, guild, lang, user, period, now).await?;
    // Where else one's ratings are: for their own eyes (Share leaves it out).
    if user == author(ctx)
        && let Some(card) = ratings_where(ctx, guild, lang, user).await?
    {
        lookup.embeds.push(embed(card));
    }
    let share = ComponentId::ShareStats { user, period };
    // Shared through the outbox, which speaks for servers that added the bot.
    let reply = match authorized_by_server(ctx) {
        true => lookup.private_reply(lang, share),
        false => lookup.private_only(),
    };
    deferral::send(ctx, reply).await?;
    Ok(())
}

/// Communities `/hypnosia stats` lists a person's own ratings in, at most.
const RATINGS_LISTED: u32 = 25;

/// Where each of `user`'s ratings is, when they hold one anywhere but
/// `here`: a server by its name when the bot knows it, a DM or group DM as
/// such.
async fn ratings_where(
    ctx: Context<'_>,
    here: Community,
    lang: Lang,
    user: UserId,
) -> Result<Option<Card>, Error> {
    let reads = ctx.data().screen.reads();
    let ratings = reads.ratings_of(user, RATINGS_LISTED).await?;
    if ratings.iter().all(|s| s.community == here) {
        return Ok(None);
    }
    let cache = &ctx.serenity_context().cache;
    let named = |community| match community {
        Community::Server(g) => cache
            .guild(serenity::all::GuildId::new(g.0))
            .map_or(RatedIn::OtherServer, |g| RatedIn::Server(g.name.clone())),
        Community::Direct(_) => RatedIn::Direct,
    };
    let listed: Vec<_> = (ratings.iter())
        .map(|s| (named(s.community), s.community == here, s))
        .collect();
    Ok(Some(ratings_where_card(lang, &listed)))
}

/// What `/hypnosia stats` shows of `user` for `period`, in `lang`: the header
/// card, the figures and, all time, the rating's chart.
pub(crate) async fn stats_lookup(
    screen: &DiscordScreen,
    guild: impl Into<Community>,
    lang: Lang,
    user: UserId,
    period: Period,
    now: UnixTime,
) -> Result<Lookup, Error> {
    let guild: Community = guild.into();
    let store = &screen.reads();
    let mut lookup = Lookup::default();
    let (text, chart) = match period {
        // A season's figures, without the chart (the chart is the all-time
        // rating's, `season:all`).
        Period::Season(season) => {
            let text = match store.season_stats(guild, season, user).await? {
                None => no_stats_text(lang, user, Some(season)),
                Some(s) => stats_text(lang, &s, &[]),
            };
            (with_period(lang, period, now, text), None)
        }
        Period::AllTime => {
            let (text, chart) = all_time_stats(screen, guild, lang, user, &mut lookup).await?;
            // A server with seasons is told that this is all time.
            let text = match store.season_settings(guild).await?.cadence {
                SeasonCadence::None => text,
                _ => with_period(lang, period, now, text),
            };
            (text, chart)
        }
    };
    let mut shown = stats_card(lang, &text);
    if let Some(png) = chart {
        shown = shown.image("rating.png");
        lookup
            .files
            .push(CreateAttachment::bytes(png, "rating.png"));
    }
    lookup.embeds.push(embed(shown));
    Ok(lookup)
}

/// The all-time stats of `user` in words, and the rating's chart; the
/// header card (an embed of its own, leading: who, their rating and place at
/// a glance) goes into `lookup`.
async fn all_time_stats(
    screen: &DiscordScreen,
    guild: Community,
    lang: Lang,
    user: UserId,
    lookup: &mut Lookup,
) -> Result<(String, Option<Vec<u8>>), Error> {
    let Some(s) = screen.reads().player_stats(guild, user).await? else {
        return Ok((no_stats_text(lang, user, None), None));
    };
    let title = t!(lang, "stats-title");
    if let Some(png) = cards::stats_header_png(screen, guild, lang, title, &s).await {
        lookup
            .embeds
            .push(embed(Card::default().image("player.png")));
        lookup
            .files
            .push(CreateAttachment::bytes(png, "player.png"));
    }
    let history = screen
        .reads()
        .rating_history(guild, user, CHART_LENGTH)
        .await?;
    let mut chart = None;
    if history.len() >= CHART_FROM {
        let title = s.name.clone();
        let points: Vec<ChartPoint> = history
            .iter()
            .map(|p| ChartPoint {
                at: p.at,
                rating: p.skill.shown() as f64,
            })
            .collect();
        chart = Some(
            screen
                .draw_heavy(move || rating_chart(&title, &points))
                .await?,
        );
    }
    let latest = history.len().saturating_sub(HISTORY_LENGTH as usize);
    let mut text = stats_text(lang, &s, &history[latest..]);
    let errors = screen
        .reads()
        .rated_errors(guild, user, ERROR_GAMES_READ)
        .await?;
    if let Some(line) = stats_errors_line(lang, &errors) {
        text = format!("{text}\n{line}");
    }
    Ok((text, chart))
}
