//! The end of a season, announced once in the channel the server chose: the
//! sweep finds the servers whose last season is still to be announced, claims
//! each in the database (one process, once, even across restarts: see
//! [`crate::store::Store::claim_season_announcement`]), posts the season's top
//! ten beside a podium picture (the three best in the colors they played most,
//! drawn on the heavy lane) and records the posted message.

use std::sync::Arc;

use serenity::all::CreateEmbed;
use tracing::info;

use super::{Runtime, View};
use crate::discord::error::Result;
use crate::discord::turns::color_emoji;
use crate::game::Color;
use crate::i18n::{Arg, Lang};
use crate::render::{podium, PodiumPlace};
use crate::store::{LeaderboardOrder, LeaderboardPage};
use crate::t;
use crate::table::unix_now;

/// Players the announcement lists.
const TOP: u32 = 10;

/// Players the podium shows.
const PODIUM: usize = 3;

/// The top ten of a season in words: place, player, rating, games and wins;
/// the podium's players (`colors`, best first) marked with the color the
/// picture shows them in.
pub fn season_end_text(lang: Lang, page: &LeaderboardPage, colors: &[Option<Color>]) -> String {
    page.entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mark = match colors.get(i) {
                Some(Some(color)) => format!("{} ", color_emoji(*color)),
                _ => String::new(),
            };
            mark + &t!(
                lang,
                "leaderboard-line",
                place = e.place,
                player = format!("<@{}>", e.user),
                rating = Arg::decimal(e.skill.rating(), 1),
                games = e.games,
                wins = e.wins,
                points = e.points,
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl Runtime {
    /// Announces every season end that is due on this process's servers;
    /// returns how many were posted.
    pub(super) async fn announce_seasons(self: &Arc<Self>) -> Result<usize> {
        let now = unix_now();
        let mut posted = 0;
        for (guild, settings) in self.store.pending_season_announcements(now).await? {
            if !self.config.sharding.owns(guild) {
                continue;
            }
            let Some((season, channel)) = settings.to_announce(now) else {
                continue;
            };
            if !self
                .store
                .claim_season_announcement(guild, season, channel, now)
                .await?
            {
                continue;
            }
            let mut page = self
                .store
                .season_leaderboard(guild, season, LeaderboardOrder::Rating, 0, TOP)
                .await?;
            if page.entries.is_empty() {
                // Nobody rated (games against the computer only): by wins.
                page = self
                    .store
                    .season_leaderboard(guild, season, LeaderboardOrder::Wins, 0, TOP)
                    .await?;
            }
            let best: Vec<_> = page.entries.iter().take(PODIUM).map(|e| e.user).collect();
            let colors = self.store.season_colors(guild, season, &best).await?;
            let places: Vec<PodiumPlace> = page
                .entries
                .iter()
                .zip(&colors)
                .map(|(e, &color)| PodiumPlace {
                    color,
                    rating: e.skill.rating(),
                })
                .collect();
            let picture = self.draw_heavy(move || podium(&places)).await?;
            let lang = self.guild_lang(guild).await;
            let embed = CreateEmbed::new()
                .title(t!(lang, "season-end-title", season = season.key()))
                .description(season_end_text(lang, &page, &colors))
                .image("attachment://board.png");
            let view = View {
                content: None,
                embed: Some(embed),
                components: Vec::new(),
                board: Some(picture),
                ping: Vec::new(),
            };
            let message = self.post(channel, view).await?;
            self.store
                .season_announcement_posted(guild, season, message)
                .await?;
            info!(guild = %guild, season = %season, "announced the end of a season");
            posted += 1;
        }
        Ok(posted)
    }
}
