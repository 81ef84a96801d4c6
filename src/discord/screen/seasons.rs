//! The end of a season, announced once in the channel the server chose: the
//! sweep finds the servers whose last season is still to be announced, claims
//! each in the database (one process, once, even across restarts: see
//! [`crate::store::Store::claim_season_announcement`]), posts the season's top
//! ten beside a podium picture (the three best in the colors they played most,
//! drawn on the heavy lane) and records the posted message.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use tracing::{info, warn};

use super::{DiscordScreen, Server, View};
use crate::discord::error::{Error, Result, discord_status, is_transient};
use crate::live::nonces::season_nonce;
use crate::render::{PodiumPlace, SeatFace, podium};
use crate::table::{ChannelId, GuildId, Season, UnixTime, unix_now};
use crate::words::leaderboard::season_end_card;

/// Players the announcement lists.
const TOP: u32 = 10;

/// Players the podium shows.
const PODIUM: usize = 3;

impl DiscordScreen {
    /// Announces the season ends that are due, in a task of its own (one at a
    /// time; a sweep that finds one at work leaves it be). On the first of a
    /// month every server's end is due at once: hundreds of drawings and posts
    /// that the sweep, which sets stalled games and lobbies going, must not
    /// wait for. Also started when a server chooses its announcement channel,
    /// so that an announcement the old channel refused goes out at once.
    pub fn announce_seasons_in_background(self: &Arc<Self>) {
        if self.announcing.swap(true, Ordering::AcqRel) {
            return;
        }
        /// Lets the next sweep start another, however this one ends.
        struct Done(Arc<DiscordScreen>);
        impl Drop for Done {
            fn drop(&mut self) {
                self.0.announcing.store(false, Ordering::Release);
            }
        }
        let done = Done(Arc::clone(self));
        tokio::spawn(async move {
            match done.0.announce_seasons().await {
                Ok(0) => {}
                Ok(posted) => info!(posted, "announced the end of seasons"),
                Err(e) => {
                    warn!(error = %e, "announcing seasons' ends failed; the sweep tries again")
                }
            }
        });
    }

    /// Announces every season end that is due on this process's servers;
    /// returns how many were posted. One server's failure is logged and
    /// leaves the others to go on.
    async fn announce_seasons(self: &Arc<Self>) -> Result<usize> {
        let now = unix_now();
        let mut posted = 0;
        for (guild, settings) in self.store.pending_season_announcements(now).await? {
            if !self.config.sharding.owns(guild) {
                continue;
            }
            let Some((season, channel)) = settings.to_announce(now) else {
                continue;
            };
            match self.announce_season(guild, season, channel, now).await {
                Ok(true) => posted += 1,
                Ok(false) => {}
                // A channel shut by the doors refused a call of the bot's
                // just before (its post is not even tried): as good as refused.
                Err(e) if refused_for_good(&e) || !self.doors.open(channel) => {
                    warn!(%guild, %season, %channel, error = %e,
                        "Discord refuses the season's announcement in its channel; it is not tried again");
                    self.store
                        .season_announcement_given_up(guild, season)
                        .await?;
                }
                // The claim runs out and the sweep tries again.
                Err(e) => warn!(%guild, %season, error = %e, "announcing a season's end failed"),
            }
        }
        Ok(posted)
    }

    /// Claims and posts the end of `season` on `guild` in `channel`; false
    /// when another process claimed it, or nobody played in it.
    async fn announce_season(
        self: &Arc<Self>,
        guild: GuildId,
        season: Season,
        channel: ChannelId,
        now: UnixTime,
    ) -> Result<bool> {
        if !self
            .store
            .claim_season_announcement(guild, season, channel, now)
            .await?
        {
            return Ok(false);
        }
        let page = self.store.season_top(guild, season, TOP).await?;
        let best: Vec<_> = page.entries.iter().take(PODIUM).map(|e| e.user).collect();
        let colors = self.store.season_colors(guild, season, &best).await?;
        // Announcements run in the background: the faces may take a moment.
        let faces: Vec<Option<SeatFace>> = if self.shows_avatars(guild).await {
            let faces = self
                .faces
                .within(guild, &best, crate::faces::CARD_WAIT)
                .await;
            faces.into_iter().map(Some).collect()
        } else {
            Vec::new()
        };
        let places: Vec<PodiumPlace> = page
            .entries
            .iter()
            .zip(&colors)
            .enumerate()
            .map(|(i, (e, &color))| PodiumPlace {
                color,
                rating: e.skill.shown() as f64,
                face: faces.get(i).cloned().flatten(),
            })
            .collect();
        let picture = self.draw_heavy(move || podium(&places)).await?;
        let lang = self.guild_lang(guild).await;
        let view = View {
            embed: Some(season_end_card(lang, season, &page, &colors)),
            board: Some(picture),
            ..View::default()
        };
        // Claimed in the store before the post; posted with a nonce of the
        // season's own, so that a post whose record a crash or a lapsed claim
        // lost is not made again (Discord enforces it for a few minutes).
        let message = self
            .post_once(
                Server::Of(guild),
                channel,
                view,
                &season_nonce(guild, season),
            )
            .await?;
        self.store
            .season_announcement_posted(guild, season, message)
            .await?;
        info!(guild = %guild, season = %season, "announced the end of a season");
        Ok(true)
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
