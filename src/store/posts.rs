//! The outbox of everything posted once that is not a game's turn (a
//! tournament's podium, a season's end, a shared answer, a game's public
//! analysis, a tournament table's opening in its thread): one row
//! per post, keyed by its kind and key, written in the same transaction as
//! what makes it owed ([`owe_post`](super::sql)). A process leases an owed
//! post before it hands it to its screen, and records what it became; a
//! lease whose report never came runs out, and the post is owed again. The
//! engine's side is `live/outbox.rs`; the SQL is in `sql/posts.rs`.

use super::{Store, StoreError};
use crate::table::{ChannelId, GuildId, MessageId, UnixTime};

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
        }
    }

    fn parse(kind: &str) -> Option<PostKind> {
        [
            PostKind::Podium,
            PostKind::Share,
            PostKind::Analysis,
            PostKind::SeasonEnd,
            PostKind::Reminder,
            PostKind::Table,
            PostKind::Signup,
            PostKind::Standings,
        ]
        .into_iter()
        .find(|k| k.as_str() == kind)
    }
}

/// An owed post as its row holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PostRow {
    pub kind: PostKind,
    pub key: String,
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

impl Store {
    /// The posts owed and leased to nobody at `now` that the sweep posts
    /// (not those only a click posts), the oldest first, at most `limit`.
    pub async fn owed_posts(&self, now: UnixTime, limit: u32) -> Result<Vec<PostRow>, StoreError> {
        on_backend!(self, owed_posts(now, i64::from(limit)))
    }

    /// Leases post `key` of `kind` to the caller from `now` until `until`,
    /// unless it is not owed or another holds it: its row, when the caller
    /// is to post it.
    pub async fn lease_post(
        &self,
        kind: PostKind,
        key: &str,
        now: UnixTime,
        until: UnixTime,
    ) -> Result<Option<PostRow>, StoreError> {
        on_backend!(self, lease_post(kind.as_str(), key, now, until))
    }

    /// A click's post `key` of `kind` on `guild`: owed and leased to the
    /// caller until `until` if nobody claimed it (or a claim ran out
    /// unposted), else where it is, or that it is on its way. One statement,
    /// so that clicks of every process at once post it once.
    pub async fn claim_post(
        &self,
        (kind, key, guild): (PostKind, &str, GuildId),
        now: UnixTime,
        until: UnixTime,
    ) -> Result<PostClaim, StoreError> {
        on_backend!(self, claim_post(kind.as_str(), key, guild, now, until))
    }

    /// Post `key` of `kind` shows `version` (`at`: the message it became;
    /// none: refused for good, or no message kept): owed no more, unless a
    /// later version is owed; its lease ends, and a later version's first
    /// hand-over is counted afresh (it has a nonce of its own).
    pub async fn post_shown(
        &self,
        kind: PostKind,
        key: &str,
        version: u64,
        at: Option<(ChannelId, MessageId)>,
    ) -> Result<(), StoreError> {
        let version = i64::try_from(version).unwrap_or(i64::MAX);
        on_backend!(self, post_shown(kind.as_str(), key, version, at))
    }

    /// Whether post `key` of `kind` is owed (leased or not).
    pub async fn post_owed(&self, kind: PostKind, key: &str) -> Result<bool, StoreError> {
        on_backend!(self, post_owed(kind.as_str(), key))
    }

    /// Post `key` of `kind` failed: still owed, and leased to nobody.
    pub async fn release_post(&self, kind: PostKind, key: &str) -> Result<(), StoreError> {
        on_backend!(self, release_post(kind.as_str(), key))
    }

    /// Forgets the posts of `kind` made before `before` (shares: the private
    /// messages they came from are long gone).
    pub async fn forget_posts(&self, kind: PostKind, before: UnixTime) -> Result<(), StoreError> {
        on_backend!(self, forget_posts(kind.as_str(), before))
    }
}

/// A row's kind, read back.
pub(super) fn kind_of(kind: &str) -> Result<PostKind, sqlx::Error> {
    PostKind::parse(kind).ok_or_else(|| sqlx::Error::ColumnDecode {
        index: "kind".into(),
        source: format!("no post kind {kind}").into(),
    })
}
