//! `/hypnosia leaderboard` and `/hypnosia stats`: per server, from storage.

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, CreateEmbed, User};

use crate::discord::commands::guild;
use crate::discord::ports::{PlayerStats, RankBy};
use crate::discord::{Context, Error};

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

fn row(rank: u32, s: &PlayerStats) -> String {
    format!(
        "**{rank}.** <@{}> — rating {:.0} · {} games · {} wins · {} pts",
        s.user, s.rating, s.games, s.wins, s.points
    )
}

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
        .leaderboard(guild, by, page - 1)
        .await
        .map_err(|e| Error::Store(e.to_string()))?;
    let text = if rows.is_empty() {
        "Nobody here yet: finish a game to appear.".to_owned()
    } else {
        let first = (page - 1) * PAGE_SIZE + 1;
        rows.iter()
            .enumerate()
            .map(|(i, s)| row(first + i as u32, s))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = CreateEmbed::new()
        .title(format!("Hypnosia leaderboard — page {page}"))
        .description(text);
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// A player's record on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    let user = user.as_ref().unwrap_or(ctx.author());
    let stats = ctx
        .data()
        .rt
        .store
        .stats(guild, user.id.get())
        .await
        .map_err(|e| Error::Store(e.to_string()))?;
    let text = match stats {
        None => format!("<@{}> has not finished a game on this server yet.", user.id),
        Some(s) => format!(
            "<@{}>\nRating **{:.0}**\n{} games, {} wins\n{} points, {} center arrivals, {} captures",
            s.user, s.rating, s.games, s.wins, s.points, s.center, s.captures
        ),
    };
    ctx.send(
        CreateReply::default()
            .embed(CreateEmbed::new().title("Hypnosia stats").description(text))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
