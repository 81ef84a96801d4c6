//! The daily puzzle (issue 48): a server that chose a channel for it
//! (`/hypnosia settings puzzle`) gets one puzzle a day there, for everyone
//! to open and solve on their own; its message says how many solved it,
//! never the answer.
//!
//! An engine rule claimed in the store, as a season's end is: the sweep finds
//! the servers whose day is not claimed yet, claims it (a row keyed by server
//! and day, the puzzle chosen with it: the server's own games' puzzles never
//! posted first, else the shipped set's), and the row is the post's outbox.
//! Whatever it owes (the post; an edit once more people solved it than its
//! message shows) is leased by one process for [`DAILY_LEASE_SECS`] and told
//! to the screen ([`Notice::DailyPuzzle`]), which reports what it showed
//! ([`Tables::daily_puzzle_shown`]). So a restart or a second process posts
//! nothing twice, and the count is edited at most once a sweep, never on a
//! click. An answer counts as any puzzle's: a person's first, rated.

use std::sync::Arc;
use std::time::Duration;

use tracing::warn;

use super::puzzles::{positions, shipped_puzzles};
use super::screen::{Notice, Screen};
use super::{Error, Result, Tables};
use crate::game::{Game, Position};
use crate::puzzles::{PuzzleShown, board_game};
use crate::store::DailyPuzzle;
use crate::table::{GuildId, MessageId, UnixTime, UserId, unix_now};
use crate::text;

/// How long a process holds a day's post or edit to itself: longer than a
/// post with its retries takes, shorter than the platform remembers a
/// post's nonce (so a post a crash cut short is made again at most once).
pub const DAILY_LEASE_SECS: i64 = 60;

/// How long a day of the daily puzzle lasts (the default of
/// [`super::Waits::puzzle_day`]): days start at midnight UTC.
pub const PUZZLE_DAY: Duration = Duration::from_secs(24 * 3600);

/// The day `now` falls in, counted from the epoch in days of `length`.
pub fn day_of(now: UnixTime, length: Duration) -> i64 {
    let length = i64::try_from(length.as_secs()).unwrap_or(i64::MAX).max(1);
    now.div_euclid(length)
}

/// The position of daily puzzle `daily` to solve, and the game that draws it.
pub fn daily_board(daily: &DailyPuzzle) -> Result<(Position, Game)> {
    let (rolled, _) = positions(&daily.puzzle)?;
    Ok((rolled, board_game(&rolled)))
}

impl<S: Screen> Tables<S> {
    /// Claims the day of every server of ours whose daily puzzle is due, and
    /// tells the screen what the daily posts owe; returns how many. One
    /// server's failure is logged, the others go on.
    pub(super) async fn sweep_daily_puzzles(&self) -> Result<usize> {
        let ours = |guild: GuildId| self.settings.sharding.owns(guild);
        let now = unix_now();
        let today = day_of(now, self.settings.waits.puzzle_day);
        for (guild, channel) in self.store.daily_puzzles_due(today).await? {
            if !ours(guild) {
                continue;
            }
            let claim = |again| {
                let store = &self.store;
                store.claim_daily_puzzle(guild, today, channel, now, again)
            };
            let mut claimed = claim(false).await;
            if let Ok(None) = claimed {
                // Every puzzle of the server posted once: the shipped set
                // joins, then they come again (the one posted longest ago).
                let shipped = self.store.add_shipped_puzzles(guild, shipped_puzzles());
                claimed = match shipped.await {
                    Ok(()) => claim(true).await,
                    Err(e) => Err(e),
                };
            }
            if let Err(e) = claimed {
                warn!(%guild, error = %e, "the daily puzzle could not be claimed");
            }
        }
        let mut told = 0;
        for daily in self.store.daily_puzzles_owed(today, now).await? {
            let (guild, day) = (daily.guild, daily.day);
            let until = now + DAILY_LEASE_SECS;
            if ours(guild)
                && self
                    .store
                    .lease_daily_puzzle(guild, day, now, until)
                    .await?
            {
                Arc::clone(&self.screen).notice(Notice::DailyPuzzle(Box::new(daily)));
                told += 1;
            }
        }
        Ok(told)
    }

    /// The screen showed `guild`'s daily puzzle of `day` with `solved`
    /// solvers in `message` (none: refused or deleted for good).
    pub async fn daily_puzzle_shown(
        &self,
        guild: GuildId,
        day: i64,
        message: Option<MessageId>,
        solved: u32,
    ) -> Result<()> {
        Ok(self
            .store
            .daily_puzzle_shown(guild, day, message, solved)
            .await?)
    }

    /// `guild`'s puzzle `id` for `user`, from its first move (the daily
    /// puzzle's Solve): as `/hypnosia puzzle` shows it.
    pub async fn puzzle_open(&self, guild: GuildId, user: UserId, id: i64) -> Result<PuzzleShown> {
        let row = self
            .store
            .puzzle(guild, id)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-puzzle-gone")))?;
        let (rolled, _) = positions(&row)?;
        Ok(PuzzleShown {
            id,
            rolled,
            first: None,
            now: rolled,
            again: self.store.puzzle_answered(id, user).await?,
            rating: self.store.puzzle_rating(guild, user).await?,
        })
    }
}
