//! `/hypnosia leaderboard` and `/hypnosia stats` (with a chart of the rating):
//! per server, from storage.

use poise::CreateReply;
use serenity::all::{
    CreateAllowedMentions, CreateAttachment, CreateEmbed, CreateEmbedFooter, User,
};

use crate::discord::commands::guild;
use crate::discord::{Context, Error};
use crate::render::{rating_chart, ChartPoint};
use crate::store::{LeaderboardOrder as RankBy, LeaderboardPage, PlayerStats, RatingPoint};
use crate::table::UserId;

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

/// A leaderboard page in words (mentions, which the reply never pings).
pub fn leaderboard_text(page: &LeaderboardPage) -> String {
    if page.entries.is_empty() {
        return if page.total == 0 {
            match page.order {
                RankBy::Rating => "Nobody is rated here yet: ratings come from games \
                                   between two or more people."
                    .to_owned(),
                _ => "Nobody here yet: finish a game to appear.".to_owned(),
            }
        } else {
            format!("There are only {} pages.", page.pages())
        };
    }
    page.entries
        .iter()
        .map(|e| {
            format!(
                "**{}.** <@{}> — rating {:.1} · {} games · {} wins · {} pts",
                e.place,
                e.user,
                e.skill.rating(),
                e.games,
                e.wins,
                e.points
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A player's stats in words, with their latest rating changes.
pub fn stats_text(s: &PlayerStats, history: &[RatingPoint]) -> String {
    let best = s.best_rank.map_or("—".to_owned(), |r| match r {
        1 => "1st".to_owned(),
        2 => "2nd".to_owned(),
        3 => "3rd".to_owned(),
        r => format!("{r}th"),
    });
    let place = s.rating_place.map_or("not rated yet".to_owned(), |p| {
        format!("#{p} on this server")
    });
    let mut text = format!(
        "<@{}>\n\
         Rating **{:.1}** ({place}; {} rated games)\n\
         {} games · {} wins ({:.0}%) · best finish {best}\n\
         {} points ({:.1} per game) · {} pawns brought to the center · {} captures",
        s.user,
        s.skill.rating(),
        s.rated_games,
        s.games,
        s.wins,
        100.0 * s.win_rate(),
        s.points,
        s.average_score(),
        s.center_pawns,
        s.captures,
    );
    if !history.is_empty() {
        let trail: Vec<String> = history
            .iter()
            .map(|p| format!("{:.1}", p.skill.rating()))
            .collect();
        text.push_str(&format!("\nRating history: {}", trail.join(" → ")));
    }
    text
}

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
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    let by = match by.unwrap_or(ByChoice::Rating) {
        ByChoice::Rating => RankBy::Rating,
        ByChoice::Wins => RankBy::Wins,
        ByChoice::Points => RankBy::Points,
    };
    let page = page.unwrap_or(1).max(1);
    let rows = ctx
        .data()
        .rt
        .store
        .leaderboard(guild, by, page - 1, PAGE_SIZE)
        .await?;
    let by_name = match by {
        RankBy::Rating => "rating",
        RankBy::Wins => "wins",
        RankBy::Points => "points",
    };
    let embed = CreateEmbed::new()
        .title(format!("Hypnosia leaderboard — by {by_name}"))
        .description(leaderboard_text(&rows))
        .footer(CreateEmbedFooter::new(format!(
            "Page {page} of {} · {} players",
            rows.pages(),
            rows.total
        )));
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// Rating changes the chart of `/hypnosia stats` shows at most (the latest).
const CHART_LENGTH: u32 = 500;

/// A player's record on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    let user = user.as_ref().unwrap_or(ctx.author());
    let rt = &ctx.data().rt;
    let who = UserId(user.id.get());
    let mut chart = None;
    let text = match rt.store.player_stats(guild, who).await? {
        None => format!("<@{}> has not finished a game on this server yet.", user.id),
        Some(s) => {
            let history = rt.store.rating_history(guild, who, CHART_LENGTH).await?;
            if !history.is_empty() {
                let title = format!("Rating of {}", s.name);
                let points: Vec<ChartPoint> = history
                    .iter()
                    .map(|p| ChartPoint {
                        at: p.at,
                        rating: p.skill.rating(),
                    })
                    .collect();
                chart = Some(
                    rt.draw_off_thread(move || rating_chart(&title, &points))
                        .await?,
                );
            }
            let latest = history.len().saturating_sub(HISTORY_LENGTH as usize);
            stats_text(&s, &history[latest..])
        }
    };
    let mut embed = CreateEmbed::new().title("Hypnosia stats").description(text);
    let mut reply = CreateReply::default().allowed_mentions(CreateAllowedMentions::new());
    if let Some(png) = chart {
        embed = embed.image("attachment://rating.png");
        reply = reply.attachment(CreateAttachment::bytes(png, "rating.png"));
    }
    ctx.send(reply.embed(embed)).await?;
    Ok(())
}
