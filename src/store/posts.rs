//! The outbox of everything posted once that is not a game's turn (a
//! tournament's podium, a season's end, a shared answer, a game's public
//! analysis, a tournament table's opening in its thread): one row
//! per post, keyed by its kind and key, written in the same transaction as
//! what makes it owed ([`owe_post`](super::sql)). A process leases an owed
//! post before it hands it to its screen, and records what it became; a
//! lease whose report never came runs out, and the post is owed again (or a
//! process of its shards, started again, takes it back at once). A lease
//! names its holder and when it was taken: a process gives back only its
//! own. The
//! engine's side is `live/outbox/`; the SQL is in `sql/posts.rs`.

use std::fmt;
use std::str::FromStr;

use super::{Store, StoreError};
use crate::platform::shards::ShardRange;
use crate::seating::TournamentId;
use crate::table::{ChannelId, GameId, GuildId, MessageId, Season, UnixTime};

/// How long a share is remembered: the private message it came from is one
/// the asker sees until their client reloads, not for days.
pub const SHARE_REMEMBERED_SECS: i64 = 24 * 3600;

/// What a post is: each kind has its own keys and its own data.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PostKind {
    /// A finished tournament's podium (key: the tournament's id), owed by the
    /// tournament's end.
    Podium,
    /// A private answer shared in public (key: the private message's id),
    /// owed by the Share click, which posts it.
    Share,
    /// A finished game's public analysis (key: the game's id), owed by the
    /// request that posts it.
    Analysis,
    /// A season's end on a server (key: `server:season`, e.g.
    /// `7:2026-11`), owed by its claim once the season ended.
    SeasonEnd,
    /// The reminder of a slow turn (key: `game:deadline`), owed and leased
    /// when it falls due.
    Reminder,
    /// A tournament table's opening in a thread of its own (key: the
    /// table's game), owed with its round's seating: the screen opens the
    /// thread (or finds the one it opened before), and the table's first
    /// turn is shown there once it is reported.
    Table,
    /// A tournament's sign-up message (key: the tournament's id), posted as
    /// the answer to the command that opened it, then edited in place: each
    /// change (a join, a leave, a check-in, the start, a round, the end)
    /// adds one to its version in its own write, owed once its message is
    /// known, so that a burst of changes costs one edit.
    Signup,
    /// A tournament's one public standings message (key: the tournament's
    /// id): owed by each Share (posted by the first), and once posted by
    /// each round seated and the end; edited in place, posted again if it
    /// is gone.
    Standings,
    /// A server's daily puzzle (key: `server:day`): its own row in
    /// `daily_puzzles` is its outbox, never a row here; reported as every
    /// post is.
    Daily,
    /// What comes next under a tournament table's results (key: the
    /// table's game), edited once the next round starts: its message is
    /// written once the results are shown, and the round's start (seated in
    /// the channel, or its threads opened) owes the edit in its own write.
    Next,
}

impl PostKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PostKind::Podium => "podium",
            PostKind::Share => "share",
            PostKind::Analysis => "analysis",
            PostKind::SeasonEnd => "season_end",
            PostKind::Reminder => "reminder",
            PostKind::Table => "table",
            PostKind::Signup => "signup",
            PostKind::Standings => "standings",
            PostKind::Daily => "daily",
            PostKind::Next => "next",
        }
    }

    /// Every kind there is.
    pub const ALL: [PostKind; 10] = [
        PostKind::Podium,
        PostKind::Share,
        PostKind::Analysis,
        PostKind::SeasonEnd,
        PostKind::Reminder,
        PostKind::Table,
        PostKind::Signup,
        PostKind::Standings,
        PostKind::Daily,
        PostKind::Next,
    ];

    /// The kind named `kind` ([`PostKind::as_str`]), if it is one.
    pub fn parse(kind: &str) -> Option<PostKind> {
        PostKind::ALL.into_iter().find(|k| k.as_str() == kind)
    }
}

/// Which post: its kind and what it is about, as its row's `kind` and `key`
/// columns hold it ([`PostId::kind`], [`PostId::key`]). Written as
/// `kind:key` ([`fmt::Display`]) and read back from exactly that
/// ([`FromStr`]); a row is read back with [`PostId::from_row`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PostId {
    /// A tournament's podium: key `7`.
    Podium(TournamentId),
    /// A shared private answer: key `1234567890123456789` (its message).
    Share(MessageId),
    /// A game's public analysis: key `42`.
    Analysis(GameId),
    /// A season's end on a server: key `7:2026-11` or `7:2026-Q4`.
    SeasonEnd(GuildId, Season),
    /// The reminder of a game's turn ending at a deadline: key
    /// `42:1767225600`.
    Reminder(GameId, UnixTime),
    /// A tournament table's opening: key `42` (its game).
    Table(GameId),
    /// A tournament's sign-up message: key `7`.
    Signup(TournamentId),
    /// A tournament's public standings: key `7`.
    Standings(TournamentId),
    /// A server's daily puzzle on a day (counted from the epoch): key
    /// `7:20454`. Its row is in `daily_puzzles`, not `posts`.
    Daily(GuildId, i64),
    /// What comes next under a tournament table's results: key `42` (its
    /// game).
    Next(GameId),
}

/// A post's kind and key that name no post (a row written by a newer
/// version, or damaged): refused, with what it said.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("no post {kind} {key:?}")]
pub struct BadPostId {
    pub kind: String,
    pub key: String,
}

impl PostId {
    /// Its kind (the row's `kind`).
    pub fn kind(&self) -> PostKind {
        match self {
            PostId::Podium(_) => PostKind::Podium,
            PostId::Share(_) => PostKind::Share,
            PostId::Analysis(_) => PostKind::Analysis,
            PostId::SeasonEnd(..) => PostKind::SeasonEnd,
            PostId::Reminder(..) => PostKind::Reminder,
            PostId::Table(_) => PostKind::Table,
            PostId::Signup(_) => PostKind::Signup,
            PostId::Standings(_) => PostKind::Standings,
            PostId::Daily(..) => PostKind::Daily,
            PostId::Next(_) => PostKind::Next,
        }
    }

    /// Its key (the row's `key`): the one place keys are written (the SQL
    /// that matches a tournament's posts by `CAST(id AS TEXT)` writes
    /// the same decimal).
    pub fn key(&self) -> String {
        match self {
            PostId::Podium(id) | PostId::Signup(id) | PostId::Standings(id) => id.0.to_string(),
            PostId::Share(message) => message.0.to_string(),
            PostId::Analysis(game) | PostId::Table(game) | PostId::Next(game) => game.0.to_string(),
            PostId::SeasonEnd(guild, season) => format!("{}:{season}", guild.0),
            PostId::Reminder(game, deadline) => format!("{}:{deadline}", game.0),
            PostId::Daily(guild, day) => format!("{}:{day}", guild.0),
        }
    }

    /// The post of a row's `kind` and `key`: exactly the key
    /// [`PostId::key`] writes, nothing else.
    pub fn from_row(kind: PostKind, key: &str) -> Result<PostId, BadPostId> {
        let bad = || BadPostId {
            kind: kind.as_str().into(),
            key: key.into(),
        };
        let pair = || key.split_once(':').ok_or_else(bad);
        let number = |text: &str| text.parse::<i64>().map_err(|_| bad());
        let id = match kind {
            PostKind::Podium => PostId::Podium(TournamentId(number(key)?)),
            PostKind::Signup => PostId::Signup(TournamentId(number(key)?)),
            PostKind::Standings => PostId::Standings(TournamentId(number(key)?)),
            PostKind::Share => PostId::Share(MessageId(key.parse().map_err(|_| bad())?)),
            PostKind::Analysis => PostId::Analysis(GameId(number(key)?)),
            PostKind::Table => PostId::Table(GameId(number(key)?)),
            PostKind::Next => PostId::Next(GameId(number(key)?)),
            PostKind::SeasonEnd => {
                let (guild, season) = pair()?;
                let season = Season::from_key(season).ok_or_else(bad)?;
                PostId::SeasonEnd(GuildId(guild.parse().map_err(|_| bad())?), season)
            }
            PostKind::Reminder => {
                let (game, deadline) = pair()?;
                PostId::Reminder(GameId(number(game)?), number(deadline)?)
            }
            PostKind::Daily => {
                let (guild, day) = pair()?;
                PostId::Daily(GuildId(guild.parse().map_err(|_| bad())?), number(day)?)
            }
        };
        // Only the one spelling of each post (no `+7`, `007` or `2026-3`):
        // two spellings would be two rows of one post.
        if id.key() != key {
            return Err(bad());
        }
        Ok(id)
    }
}

impl fmt::Display for PostId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind().as_str(), self.key())
    }
}

impl FromStr for PostId {
    type Err = BadPostId;

    /// Reads `kind:key` as [`fmt::Display`] writes it.
    fn from_str(text: &str) -> Result<PostId, BadPostId> {
        let bad = || BadPostId {
            kind: text.split(':').next().unwrap_or_default().into(),
            key: text
                .split_once(':')
                .map(|(_, key)| key)
                .unwrap_or_default()
                .into(),
        };
        let (kind, key) = text.split_once(':').ok_or_else(bad)?;
        PostId::from_row(PostKind::parse(kind).ok_or_else(bad)?, key)
    }
}

/// An owed post as its row holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PostRow {
    pub id: PostId,
    pub guild: GuildId,
    /// What it is to show.
    pub version: u64,
    /// When it was first handed to a screen (leased), if ever.
    pub first_leased: Option<UnixTime>,
    /// The message it became (an edit's; none before its first post).
    pub at: Option<(ChannelId, MessageId)>,
}

/// What a click's claim of a post found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PostClaim {
    /// Leased to this caller, which posts it and reports it.
    Leased(PostRow),
    /// Another caller is posting it now.
    OnItsWay,
    /// Posted already: where, if a message is kept.
    Posted(Option<(ChannelId, MessageId)>),
}

/// How often a process renews its row of lease holders while it lives.
pub const LEASE_HOLDER_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// How long a holder that renewed nothing is taken for dead: its leases are
/// then taken back by the process that starts on its shards.
pub const LEASE_HOLDER_SILENT: std::time::Duration = std::time::Duration::from_secs(3);

/// Whose a lease is: a process, by a number it drew when it opened its
/// store, and when that was (milliseconds since the epoch). A lease taken
/// before a process opened its store is not that process's own.
#[derive(Clone, Copy, Debug)]
pub(super) struct LeaseHolder {
    pub id: i64,
    pub since_ms: i64,
}

impl LeaseHolder {
    pub fn new() -> LeaseHolder {
        LeaseHolder {
            // Never 0, which stands for "nobody's" in the SQL.
            id: rand::random::<i64>() | 1,
            since_ms: LeaseHolder::ms(),
        }
    }

    /// Now, in milliseconds since the epoch (never before this holder's
    /// start, even if the clock went back).
    pub fn now_ms(&self) -> i64 {
        LeaseHolder::ms().max(self.since_ms)
    }

    fn ms() -> i64 {
        let since_epoch = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        since_epoch.map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

impl Store {
    /// The posts owed and leased to nobody at `now` that the sweep posts
    /// (not those only a click posts), at most `limit`: those never tried
    /// first, then the one tried longest ago, then the oldest. A row that
    /// names no post is logged and left out (it cannot hold up the others).
    pub async fn owed_posts(&self, now: UnixTime, limit: u32) -> Result<Vec<PostRow>, StoreError> {
        self.owed_posts_on(None, now, limit).await
    }

    /// [`Store::owed_posts`] of the servers of `shards` (none: every
    /// server), chosen in SQL: other processes' posts never take the places
    /// of this one's.
    pub async fn owed_posts_on(
        &self,
        shards: Option<ShardRange>,
        now: UnixTime,
        limit: u32,
    ) -> Result<Vec<PostRow>, StoreError> {
        on_backend!(self, owed_posts(now, i64::from(limit), shards))
    }

    /// Gives back at once the leases of owed posts and daily posts of the
    /// servers of `shards` (none: every server) that a process held before
    /// this one opened its store and that has gone silent (its predecessor
    /// on these shards, killed while it held them: no renewal of its row for
    /// [`LEASE_HOLDER_SILENT`]), instead of waiting for them to run out: how
    /// many. A live process's leases are never taken, nor a click's claim.
    /// A process calls it as it starts, and each second for a few seconds
    /// after, so that what its predecessor left owed is shown within
    /// seconds, as its turns are.
    pub async fn take_back_leases(
        &self,
        shards: Option<ShardRange>,
        now: UnixTime,
    ) -> Result<u64, StoreError> {
        let holder = self.lease_holder;
        let silent_since = holder.now_ms() - LEASE_HOLDER_SILENT.as_millis() as i64;
        let posts = on_backend!(self, take_back_posts(shards, now, (holder, silent_since)))?;
        let since = (holder.since_ms, silent_since);
        let dailies = on_backend!(self, take_back_daily_puzzles(shards, now, since))?;
        Ok(posts + dailies)
    }

    /// Renews this process's row of lease holders: it lives, and its leases
    /// are its own ([`LEASE_HOLDER_EVERY`]).
    pub async fn renew_lease_holder(&self) -> Result<(), StoreError> {
        let forgotten_before = self.lease_holder.now_ms() - 3_600_000;
        on_backend!(
            self,
            renew_lease_holder(self.lease_holder, forgotten_before)
        )
    }

    /// Leases post `id` to the caller from `now` until `until`, unless it
    /// is not owed or another holds it: its row, when the caller is to post
    /// it.
    pub async fn lease_post(
        &self,
        id: PostId,
        now: UnixTime,
        until: UnixTime,
    ) -> Result<Option<PostRow>, StoreError> {
        on_backend!(self, lease_post(id, (now, until), self.lease_holder))
    }

    /// A click's post `id` on `guild`: owed and leased to the caller until
    /// `until` if nobody claimed it (or a claim ran out unposted), else
    /// where it is, or that it is on its way. One statement, so that clicks
    /// of every process at once post it once.
    pub async fn claim_post(
        &self,
        (id, guild): (PostId, GuildId),
        now: UnixTime,
        until: UnixTime,
    ) -> Result<PostClaim, StoreError> {
        on_backend!(self, claim_post(id, guild, (now, until), self.lease_holder))
    }

    /// Post `id` shows `version` (`at`: the message it became; none:
    /// refused for good, or no message kept): owed no more, unless a later
    /// version is owed; its lease ends, and a later version's first
    /// hand-over is counted afresh (it has a nonce of its own).
    pub async fn post_shown(
        &self,
        id: PostId,
        version: u64,
        at: Option<(ChannelId, MessageId)>,
    ) -> Result<(), StoreError> {
        let version = i64::try_from(version).unwrap_or(i64::MAX);
        on_backend!(self, post_shown(id, version, at))
    }

    /// Whether post `id` is owed (leased or not).
    pub async fn post_owed(&self, id: PostId) -> Result<bool, StoreError> {
        on_backend!(self, post_owed(id))
    }

    /// Post `id` failed: still owed, and leased to nobody, if this process
    /// held it (another's lease is that one's to give back); it goes behind
    /// the owed posts not tried since.
    pub async fn release_post(&self, id: PostId) -> Result<(), StoreError> {
        on_backend!(self, release_post(id, self.lease_holder))
    }

    /// Forgets the posts of `kind` made before `before` (shares: the private
    /// messages they came from are long gone).
    pub async fn forget_posts(&self, kind: PostKind, before: UnixTime) -> Result<(), StoreError> {
        on_backend!(self, forget_posts(kind.as_str(), before))
    }
}

/// The post a row's `kind` and `key` name.
pub(super) fn id_of(kind: &str, key: &str) -> Result<PostId, BadPostId> {
    let bad = || BadPostId {
        kind: kind.into(),
        key: key.into(),
    };
    PostId::from_row(PostKind::parse(kind).ok_or_else(bad)?, key)
}
