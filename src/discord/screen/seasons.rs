//! The end of a season, the engine's owed post (`crate::live::PostData::SeasonEnd`),
//! announced in the channel the server chose: its top ten beside a podium picture (the three
//! best in the colors they played most, drawn on the heavy lane), with a nonce of its own.

use super::{DiscordScreen, Server, View};
use crate::discord::error::{Error, Result, discord_status, is_transient};
use crate::live::{Post, PostReport};
use crate::render::{PodiumPlace, SeatFace, podium};
use crate::showing::nonces::outbox_nonce;
use crate::store::LeaderboardPage;
use crate::table::{ChannelId, Season};
use crate::words::leaderboard::season_end_card;
use crate::{game::Color, live::SEASON_PODIUM};

impl DiscordScreen {
    /// Posts the end of `season` (its best, `page`, and their `colors`) in `channel`.
    pub(super) async fn season_end(
        &self,
        post: &Post,
        (season, channel): (Season, ChannelId),
        (page, colors): (&LeaderboardPage, &[Option<Color>]),
    ) -> PostReport {
        let guild = post.guild;
        let best: Vec<_> = page
            .entries
            .iter()
            .take(SEASON_PODIUM)
            .map(|e| e.user)
            .collect();
        // Announcements run in the background: the faces may take a moment.
        let faces: Vec<Option<SeatFace>> = if self.shows_avatars(guild).await {
            let faces = self.faces.within(guild, &best, crate::faces::CARD_WAIT);
            faces.await.into_iter().map(Some).collect()
        } else {
            Vec::new()
        };
        let places: Vec<PodiumPlace> = (page.entries.iter().zip(colors).enumerate())
            .map(|(i, (e, &color))| PodiumPlace {
                color,
                rating: e.skill.shown() as f64,
                face: faces.get(i).cloned().flatten(),
            })
            .collect();
        let lang = self.guild_lang(guild).await;
        let shown = async {
            let view = View {
                embed: Some(season_end_card(lang, season, page, colors)),
                board: Some(self.draw_heavy(move || podium(&places)).await?),
                ..View::default()
            };
            let place = (Server::Of(guild), channel);
            self.post_owed(place, view, &outbox_nonce(post), post.look_since)
                .await
        };
        let shown = shown.await;
        // A season's end is told once, where the admin chose: a channel shut to
        // the bot, even for a permission that may come back, gives it up, and the
        // settings say so and how to choose another channel (it posts there at once).
        if let Err(e) = &shown
            && !e.held()
            && !self.doors.open(channel)
        {
            tracing::warn!(%channel, error = %e, "Discord refuses the season's end there; the settings say so");
            return PostReport::Done;
        }
        self.post_report(shown, channel)
    }

    /// What became of an owed post at `at`, for the engine: a post the breaker held (or the
    /// 401 that opens it), a transient failure and a door shut a moment for a refusal stay
    /// owed (shown once it opens); a refusal for good, or a door shut for good, is done.
    pub(super) fn post_report(
        &self,
        shown: Result<crate::table::MessageId>,
        at: ChannelId,
    ) -> PostReport {
        match shown {
            Ok(message) => PostReport::Posted(at, message),
            Err(e) if !e.held() && (refused_for_good(&e) || self.shut_for_good(at)) => {
                tracing::warn!(%at, error = %e, "Discord refuses a post there; not tried again");
                PostReport::Done
            }
            Err(e) => {
                tracing::warn!(%at, error = %e, "a post could not be made; the sweep tries again");
                PostReport::Failed
            }
        }
    }
}

/// Whether Discord refused a post for a reason that will not pass by itself
/// (the channel is gone, the bot cannot see it or may not post there), as
/// opposed to a 429, a 5xx or no answer.
pub(super) fn refused_for_good(e: &Error) -> bool {
    match e {
        Error::Discord(e) => !is_transient(e) && discord_status(e).is_some_and(|s| s < 500),
        _ => false,
    }
}
