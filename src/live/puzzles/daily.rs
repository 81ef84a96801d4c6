//! The daily puzzle: a server that chose a channel for it
//! (`/hypnosia settings puzzle`) gets one puzzle a day there, for everyone
//! to open and solve on their own; its message says how many solved it,
//! never the answer.
//!
//! An engine rule claimed in the store, as a season's end is: the sweep finds
//! the servers whose day is not claimed yet, claims it (a row keyed by server
//! and day, the puzzle chosen with it: the server's own games' puzzles never
//! posted first, else the shipped set's), and the row is the post's outbox.
//! Whatever it owes (the post; an edit once more people solved it than its
//! message shows) is leased by one process for the outbox's lease
//! ([`super::Waits::post_lease`], as every post of the outbox) and told
//! to the screen as a post of the outbox ([`Screen::post`](crate::live::Screen::post),
//! [`PostData::Daily`]), which reports what it showed as every post does
//! ([`crate::live::Outbox::posted`]). So a restart or a second process posts
//! nothing twice, and the count is edited at most once a sweep, never on a
//! click. An answer counts as any puzzle's: a person's first, rated.
//!
//! **Spread over time**: every server's day falls due at
//! once, at midnight; a sweep claims and tells at most [`DAILY_PER_SWEEP`]
//! of this process's servers' posts, and the rest come at the next sweeps
//! (with the default sweep every 15 s, a thousand servers post within about
//! 16 minutes), so the heavy lane and Discord see a trickle, not a herd. The
//! post's picture is drawn by the screen from the post's data, once per
//! server and day (a post retried after a failure does not draw it again),
//! and an edit of the count changes the card alone, keeping the picture
//! (nothing uploaded).
//!
//! The post ([`crate::live::port::post::DailyCard`]: the row, the position
//! as rolled, the day's date) carries all its card and picture show: the
//! screen words it alone, dated (the day's date, UTC), its difficulty in
//! words and "1 of 3 solved" (`words::puzzles::daily_card`); a solver's answer is
//! titled with that date and offers a Share that says, in one line, only
//! whether they solved it ([`Puzzles::daily_share`]).

use tracing::warn;

use crate::live::error::{Error, Result};
use crate::live::port::Screen;
use crate::live::port::post::DailyCard;
use crate::live::port::post::{Post, PostData, PostKey};
use crate::live::puzzles::Puzzles;
use crate::live::puzzles::{positions, shipped_puzzles};
use crate::puzzles::PuzzleShown;
use crate::puzzles::{DailyPuzzle, day_of, day_start};
use crate::store::PostId;
use crate::table::{Community, GuildId, UnixTime, UserId, unix_now};

/// How many daily posts (posts and edits of counts) a sweep claims and tells
/// at most, of this process's servers: the rest wait for the next sweeps.
pub const DAILY_PER_SWEEP: usize = 16;

/// The key of daily post `daily` in the outbox's reports: its server's day,
/// at the count of answers it shows (it keeps its own row, leased the same
/// way, as its outbox).
pub fn daily_key(daily: &DailyPuzzle) -> PostKey {
    PostKey {
        id: PostId::Daily(daily.guild, daily.day),
        version: u64::from(daily.puzzle.rating.attempts),
    }
}

impl<S: Screen> Puzzles<S> {
    /// Claims the day of every server of ours whose daily puzzle is due, and
    /// tells the screen what the daily posts owe; returns how many. One
    /// server's failure is logged, the others go on.
    pub(in crate::live) async fn sweep_daily_puzzles(&self) -> Result<usize> {
        let ours = |guild: GuildId| self.kernel.settings().sharding.owns(guild);
        let now = unix_now();
        let today = day_of(now, self.kernel.settings().waits.puzzle_day);
        let due = self
            .kernel
            .store()
            .daily_puzzles_due(today)
            .await?
            .into_iter();
        let due = due.filter(|(guild, _)| ours(*guild));
        for (guild, channel) in due.take(DAILY_PER_SWEEP) {
            let claim = |again| {
                let store = self.kernel.store();
                store.claim_daily_puzzle(guild, today, channel, now, again)
            };
            let mut claimed = claim(false).await;
            if let Ok(None) = claimed {
                // Every puzzle of the server posted once: the shipped set
                // joins, then they come again (the one posted longest ago).
                let shipped = self
                    .kernel
                    .store()
                    .add_shipped_puzzles(guild, shipped_puzzles());
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
        // Held as any post of the outbox: longer than a post with its
        // retries takes, shorter than the platform remembers its nonce.
        let until = now + self.kernel.settings().waits.post_lease_secs();
        for daily in self.kernel.store().daily_puzzles_owed(today, now).await? {
            let (guild, day) = (daily.guild, daily.day);
            if told < DAILY_PER_SWEEP
                && ours(guild)
                && self
                    .kernel
                    .store()
                    .lease_daily_puzzle(guild, day, now, until)
                    .await?
            {
                match self.daily_card(daily) {
                    Ok(card) => {
                        let key = daily_key(&card.daily);
                        let data = PostData::Daily(Box::new(card));
                        self.outbox.hand_over(Post::new(key, guild, data, None));
                        told += 1;
                    }
                    // Its lease runs out and it is tried again; a stored
                    // puzzle that does not read is a fault to mend.
                    Err(e) => warn!(%guild, error = %e, "the daily puzzle could not be read"),
                }
            }
        }
        Ok(told)
    }

    /// What daily post `daily` shows besides its row: its position as
    /// rolled and its date, never the answer.
    fn daily_card(&self, daily: DailyPuzzle) -> Result<DailyCard> {
        let (rolled, _) = positions(&daily.puzzle)?;
        let date = day_start(daily.day, self.kernel.settings().waits.puzzle_day);
        Ok(DailyCard {
            daily,
            rolled,
            date,
        })
    }

    /// The first second of the last day `guild` posted puzzle `id` as its
    /// daily puzzle, if ever (never in a direct venue: nothing posts there).
    pub(in crate::live) async fn daily_date(
        &self,
        guild: impl Into<Community>,
        id: i64,
    ) -> Result<Option<UnixTime>> {
        let Some(guild) = guild.into().guild() else {
            return Ok(None);
        };
        let day = self.kernel.store().puzzle_daily_day(guild, id).await?;
        Ok(day.map(|day| day_start(day, self.kernel.settings().waits.puzzle_day)))
    }

    /// What `user` shares about daily puzzle `id` of `guild`: its date (the
    /// day's first second) and whether their counted answer solved it,
    /// never how.
    pub async fn daily_share(
        &self,
        guild: GuildId,
        user: UserId,
        id: i64,
    ) -> Result<(UnixTime, bool)> {
        let date = self.daily_date(guild, id).await?;
        let (Some(date), Some(solved)) = (date, self.kernel.store().puzzle_answer(id, user).await?)
        else {
            return Err(Error::refused(crate::table::PuzzleRefusal::Gone));
        };
        Ok((date, solved))
    }

    /// `guild`'s puzzle `id` for `user`, from its first move (the daily
    /// puzzle's Solve): as `/hypnosia puzzle` shows it.
    pub async fn puzzle_open(
        &self,
        guild: impl Into<Community>,
        user: UserId,
        id: i64,
    ) -> Result<PuzzleShown> {
        self.kernel
            .fair_share(user, crate::heavy::fair::Ask::PuzzleBoard)?;
        let guild = guild.into();
        let row = self
            .kernel
            .store()
            .puzzle(guild, id)
            .await?
            .ok_or_else(|| Error::refused(crate::table::PuzzleRefusal::Gone))?;
        let (rolled, _) = positions(&row)?;
        Ok(PuzzleShown {
            id,
            rolled,
            first: None,
            now: rolled,
            again: self.kernel.store().puzzle_answered(id, user).await?,
            rating: self.kernel.store().puzzle_rating(guild, user).await?,
            daily: self.daily_date(guild, id).await?,
        })
    }
}
