//! The daily puzzle: a server that chose a channel for it gets one
//! puzzle a day there. Each day is claimed once, in its row (keyed by server
//! and day, with the puzzle chosen), before anything is posted: the row is
//! the post's outbox, shown by whichever process leases it, and marked shown
//! with the count of answers its message shows. An answer more leaves the
//! row behind its puzzle's count, and the sweep edits the message. The SQL
//! is in `sql/daily_puzzles.rs`.

use super::{Store, StoreError};
use crate::puzzles::DailyPuzzle;
use crate::table::{ChannelId, GuildId, MessageId, UnixTime};

impl Store {
    /// `guild`'s daily puzzle channel, if it chose one.
    pub async fn daily_puzzle_channel(
        &self,
        guild: GuildId,
    ) -> Result<Option<ChannelId>, StoreError> {
        on_backend!(self, daily_puzzle_channel(guild))
    }

    /// Posts `guild`'s daily puzzle in `channel` from now on; none: no more.
    pub async fn set_daily_puzzle_channel(
        &self,
        guild: GuildId,
        channel: Option<ChannelId>,
    ) -> Result<(), StoreError> {
        on_backend!(self, set_daily_puzzle_channel(guild, channel))
    }

    /// The servers (and their channels) that want a daily puzzle and whose
    /// `day` is not claimed yet.
    pub async fn daily_puzzles_due(
        &self,
        day: i64,
    ) -> Result<Vec<(GuildId, ChannelId)>, StoreError> {
        on_backend!(self, daily_puzzles_due(day))
    }

    /// Claims `guild`'s `day` for `channel`, with the server's puzzle never
    /// posted (its own games' first), else, `again`, the one posted longest
    /// ago: `None` when there is none, `Some(false)` when the day was claimed
    /// already (two claims at once: one gets it).
    pub async fn claim_daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
        channel: ChannelId,
        now: UnixTime,
        again: bool,
    ) -> Result<Option<bool>, StoreError> {
        on_backend!(self, claim_daily_puzzle(guild, day, channel, (now, again)))
    }

    /// What daily posts are owed and leased to nobody at `now`: `today`'s
    /// still to post, and the week's messages whose count is behind.
    pub async fn daily_puzzles_owed(
        &self,
        today: i64,
        now: UnixTime,
    ) -> Result<Vec<DailyPuzzle>, StoreError> {
        on_backend!(self, daily_puzzles_owed(today, now))
    }

    /// `guild`'s daily puzzle of `day`, if claimed.
    pub async fn daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
    ) -> Result<Option<DailyPuzzle>, StoreError> {
        on_backend!(self, daily_puzzle(guild, day))
    }

    /// The last day `guild` posted puzzle `puzzle` as its daily puzzle, if
    /// ever (its Solve's answer is titled and shared with that day).
    pub async fn puzzle_daily_day(
        &self,
        guild: GuildId,
        puzzle: i64,
    ) -> Result<Option<i64>, StoreError> {
        on_backend!(self, puzzle_daily_day(guild, puzzle))
    }

    /// Forgets the daily puzzle of server `guild` (the bot left it) and the
    /// one posted in `channel` (deleted): no post a day to a place that is
    /// gone, refused each time. How many were forgotten.
    pub async fn drop_daily_puzzle_channels(
        &self,
        guild: Option<GuildId>,
        channel: Option<ChannelId>,
    ) -> Result<u64, StoreError> {
        on_backend!(self, drop_daily_puzzle_channels(guild, channel))
    }

    /// Leases `guild`'s post of `day` to the caller until `until`, unless
    /// another holds it at `now` (a process that died holds it until then):
    /// true when the caller is to show it.
    pub async fn lease_daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
        now: UnixTime,
        until: UnixTime,
    ) -> Result<bool, StoreError> {
        let holder = (self.lease_holder.now_ms(), self.lease_holder.id);
        on_backend!(self, lease_daily_puzzle(guild, day, (now, until), holder))
    }

    /// `guild`'s post of `day` shows `answers` answers in `message` (none:
    /// refused or deleted for good, never shown again); its lease ends.
    pub async fn daily_puzzle_shown(
        &self,
        guild: GuildId,
        day: i64,
        message: Option<MessageId>,
        answers: u32,
    ) -> Result<(), StoreError> {
        on_backend!(
            self,
            daily_puzzle_shown(guild, day, message, i64::from(answers))
        )
    }
}
