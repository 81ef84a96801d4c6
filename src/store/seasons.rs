//! Seasons: a server's cadence, its season leaderboards and stats, and the
//! claim on announcing a season's end. The SQL is in `sql/seasons.rs`, except
//! the standings': a season's are read and written by the all-time ones'
//! statements on `Scope::Season` (`sql/standings.rs`). The arithmetic of
//! seasons (which one an instant is in, the widened rating a season starts
//! from) is in [`crate::table::Season`].
//!
//! Season standings are written by [`Store::finish_game`] in the same
//! transaction as the all-time ones, into their own table keyed by (server,
//! season, player): all-time figures never change because of a season.

use super::{LeaderboardOrder, LeaderboardPage, PlayerStats, Scope, Store, StoreError};
use crate::game::Color;
use crate::table::{
    ChannelId, Community, GuildId, MessageId, Season, SeasonCadence, UnixTime, UserId,
};

/// A server's seasons (`/hypnosia settings season`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SeasonSettings {
    pub cadence: SeasonCadence,
    /// Where a season's end is announced; none: not announced.
    pub announce_channel: Option<ChannelId>,
    /// When the cadence was last set (0 when never).
    pub since: UnixTime,
}

impl SeasonSettings {
    /// The season running at `now`, if the server has seasons.
    pub fn current(&self, now: UnixTime) -> Option<Season> {
        Season::at(self.cadence, now)
    }

    /// The season that ended last before `now` and is to be announced: the
    /// previous season, when seasons of this cadence were already on during
    /// it and an announcement channel is set.
    pub fn to_announce(&self, now: UnixTime) -> Option<(Season, ChannelId)> {
        let channel = self.announce_channel?;
        let previous = self.current(now)?.previous();
        (previous.end() > self.since).then_some((previous, channel))
    }
}

/// A season's end whose announcement this process claimed and must post.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeasonClaim {
    pub guild: GuildId,
    pub season: Season,
    pub channel: ChannelId,
}

/// How long a claimed announcement may stay unposted before another process
/// (or this one after a restart) takes it over.
pub const ANNOUNCEMENT_RETRY_SECS: i64 = 60;

impl Store {
    /// `community`'s seasons (none until set; a direct venue has none).
    pub async fn season_settings(
        &self,
        community: impl Into<Community>,
    ) -> Result<SeasonSettings, StoreError> {
        on_backend!(self, season_settings(community.into()))
    }

    /// Sets `guild`'s seasons. `since` is kept when the cadence does not change,
    /// so that changing only the channel does not skip an announcement; a
    /// channel given opens again an announcement Discord refused.
    pub async fn save_season_settings(
        &self,
        guild: GuildId,
        cadence: SeasonCadence,
        announce_channel: Option<ChannelId>,
        now: UnixTime,
    ) -> Result<(), StoreError> {
        on_backend!(
            self,
            save_season_settings(guild, cadence.as_str(), announce_channel, now)
        )
    }

    /// The servers whose last season's end is still to be announced at `now`
    /// (not posted, and not claimed within [`ANNOUNCEMENT_RETRY_SECS`]), for
    /// the sweep: one statement over the servers with seasons and a channel.
    pub async fn pending_season_announcements(
        &self,
        now: UnixTime,
    ) -> Result<Vec<(GuildId, SeasonSettings)>, StoreError> {
        let month = Season::at(SeasonCadence::Monthly, now).map(|s| s.previous().key());
        let quarter = Season::at(SeasonCadence::Quarterly, now).map(|s| s.previous().key());
        let rows = on_backend!(
            self,
            pending_season_announcements(
                month.as_deref().unwrap_or_default(),
                quarter.as_deref().unwrap_or_default(),
                now - ANNOUNCEMENT_RETRY_SECS
            )
        )?;
        Ok(rows
            .into_iter()
            .filter(|(_, s)| s.to_announce(now).is_some())
            .collect())
    }

    /// The best `count` of `community`'s `season`, as its end is announced: by
    /// rating, or by wins when nobody is rated (games against computers only).
    pub async fn season_top(
        &self,
        community: impl Into<Community>,
        season: Season,
        count: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let community = community.into();
        let page = self
            .season_leaderboard(community, season, LeaderboardOrder::Rating, 0, count)
            .await?;
        if !page.entries.is_empty() {
            return Ok(page);
        }
        self.season_leaderboard(community, season, LeaderboardOrder::Wins, 0, count)
            .await
    }

    /// Page `page` (0-based) of `community`'s leaderboard of `season`.
    pub async fn season_leaderboard(
        &self,
        community: impl Into<Community>,
        season: Season,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let key = season.key();
        self.standings_page(community.into(), Scope::Season(&key), order, page, per_page)
            .await
    }

    /// Whether anyone finished a game in `community` in `season` (rated or not).
    pub async fn anyone_played(
        &self,
        community: impl Into<Community>,
        season: Season,
    ) -> Result<bool, StoreError> {
        let key = season.key();
        on_backend!(self, anyone_played(community.into(), &key))
    }

    /// `user`'s stats in `season` in `community`, if they finished a game in it.
    pub async fn season_stats(
        &self,
        community: impl Into<Community>,
        season: Season,
        user: UserId,
    ) -> Result<Option<PlayerStats>, StoreError> {
        let key = season.key();
        on_backend!(
            self,
            player_stats(community.into(), Scope::Season(&key), user)
        )
    }

    /// The latest `limit` seasons of `community` with a finished game, newest first.
    pub async fn seasons_played(
        &self,
        community: impl Into<Community>,
        limit: u32,
    ) -> Result<Vec<Season>, StoreError> {
        let community = community.into();
        let keys: Vec<String> = on_backend!(self, seasons_played(community, i64::from(limit)))?;
        Ok(keys.iter().filter_map(|k| k.parse().ok()).collect())
    }

    /// The color each of `users` played most in `season`'s games in `community`
    /// (a tie goes to the color first in the board's order), none for a user
    /// who finished no game in it: the podium's colors. One statement per
    /// user, over that user's results.
    pub async fn season_colors(
        &self,
        community: impl Into<Community>,
        season: Season,
        users: &[UserId],
    ) -> Result<Vec<Option<Color>>, StoreError> {
        let community = community.into();
        let mut colors = Vec::with_capacity(users.len());
        for &user in users {
            let counts: Vec<(String, i64)> = on_backend!(
                self,
                season_color_counts(community, user, season.start(), season.end())
            )?;
            let most = counts
                .iter()
                .filter_map(|(name, n)| Some((name.parse::<Color>().ok()?, *n)))
                .max_by_key(|&(color, n)| (n, std::cmp::Reverse(color)));
            colors.push(most.map(|(color, _)| color));
        }
        Ok(colors)
    }

    /// Claims the announcement of `season`'s end on `guild`: true for exactly
    /// one caller, across processes and restarts, unless a claim older than
    /// [`ANNOUNCEMENT_RETRY_SECS`] was never posted, which is then taken
    /// over. The first claim owes its post in the outbox (`posts.rs`), in the
    /// same transaction. A season nobody played in is claimed as done
    /// (nothing to post) and false is returned.
    pub async fn claim_season_announcement(
        &self,
        guild: GuildId,
        season: Season,
        channel: ChannelId,
        now: UnixTime,
    ) -> Result<bool, StoreError> {
        on_backend!(
            self,
            claim_season_announcement(guild, season, channel, now, ANNOUNCEMENT_RETRY_SECS)
        )
    }

    /// Records the posted announcement: it is never posted again.
    pub async fn season_announcement_posted(
        &self,
        guild: GuildId,
        season: Season,
        message: MessageId,
    ) -> Result<(), StoreError> {
        let key = season.key();
        on_backend!(self, season_announcement_posted(guild, &key, message))
    }

    /// Closes the announcement of `season` on `guild` without a post (Discord
    /// refused it for good: the channel is gone or out of the bot's reach), so
    /// that it is not tried again every minute until the next season; until
    /// the server chooses its announcement channel again
    /// ([`Store::save_season_settings`]), which tries it anew.
    pub async fn season_announcement_given_up(
        &self,
        guild: GuildId,
        season: Season,
    ) -> Result<(), StoreError> {
        let key = season.key();
        on_backend!(self, season_announcement_given_up(guild, &key))
    }

    /// The channel that refused the announcement of `season` on `guild`, if
    /// Discord refused it for good (for `/hypnosia settings show`).
    pub async fn season_announcement_refused(
        &self,
        guild: GuildId,
        season: Season,
    ) -> Result<Option<ChannelId>, StoreError> {
        let key = season.key();
        on_backend!(self, season_announcement_refused(guild, &key))
    }

    /// The posted announcement of `season` on `guild`, if any.
    pub async fn season_announcement(
        &self,
        guild: GuildId,
        season: Season,
    ) -> Result<Option<MessageId>, StoreError> {
        let key = season.key();
        on_backend!(self, season_announcement(guild, &key))
    }
}
