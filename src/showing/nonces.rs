//! The nonces of the screen's posts, with no Discord type: Discord takes a
//! nonce of up to 25 characters with a post and, for a few minutes, makes no
//! second message for a post that comes again with it. A post that shows a
//! game, a turn's DM and a season's announcement each have a nonce of their
//! own, the same after a restart, so that a post whose answer a crash lost is
//! not made twice; the screen posts with them (`crate::discord::screen`).

use crate::live::Post;
use crate::store::{PostId, PostKind};
use crate::table::{GameId, Table};
use crate::words::messages::TurnDm;

/// The longest nonce Discord takes.
const NONCE_LEN: usize = 25;

/// The nonce of a post that shows a game, and what it shows when the post
/// may be in its place already, for longer than Discord keeps nonces.
#[derive(Clone)]
pub struct ShowNonce {
    /// The nonce the post is made with.
    pub nonce: String,
    /// The game and version the post shows, when it is looked for among the
    /// place's last messages before it is made (it may have landed).
    pub look_for: Option<(GameId, u64)>,
    shows: Option<(GameId, u64)>,
}

impl ShowNonce {
    /// The post that shows `table` now: its nonce is the same after a
    /// restart, so that a post whose answer a crash lost is not made twice.
    pub fn of(table: &Table, maybe_posted: bool) -> ShowNonce {
        let (game, version) = (table.id, table.game.version());
        let nonce = format!("g{:x}v{version:x}", game.0);
        ShowNonce {
            nonce: nonce.chars().take(NONCE_LEN).collect(),
            look_for: maybe_posted.then_some((game, version)),
            shows: Some((game, version)),
        }
    }

    /// The same post, looked for before it is made (it may have landed).
    pub fn looking(&self) -> ShowNonce {
        let look_for = self.look_for.or(self.shows);
        ShowNonce {
            look_for,
            ..self.clone()
        }
    }

    /// A post of its own (a board posted again), with a fresh nonce.
    pub fn fresh() -> ShowNonce {
        ShowNonce::own(fresh_nonce())
    }

    /// A post of its own (a board posted again), with the fresh `nonce`.
    pub fn own(nonce: String) -> ShowNonce {
        ShowNonce {
            nonce,
            look_for: None,
            shows: None,
        }
    }
}

/// The nonce of the DM of `kind` about `game`'s turn at `version`: one per
/// turn and moment (a new turn has a new version; not the deadline, which two
/// quick turns share when they start in the same second), within Discord's
/// 25 characters.
pub fn dm_nonce(game: GameId, version: u64, kind: TurnDm) -> String {
    let kind = match kind {
        TurnDm::Start => 's',
        TurnDm::Reminder => 'r',
    };
    // 1 + 12 + 1 + 11 characters: the game's low 48 bits and the version's
    // low 44 (two games of one person at the same version whose numbers agree
    // in them would have to share a DM channel's few minutes of memory).
    format!(
        "{kind}{:x}.{:x}",
        game.0 & 0xffff_ffff_ffff,
        version & 0xfff_ffff_ffff
    )
}

/// The first letters of the nonces of each kind of post of the outbox
/// (`outbox/`): one of its own per kind, so that no two posts share a
/// nonce. A post in flight across an upgrade keeps its nonce: these never
/// change (a new kind takes letters no other kind begins with).
pub const fn post_nonce_prefix(kind: PostKind) -> &'static str {
    match kind {
        PostKind::Podium => "tp",
        PostKind::Share => "sh",
        PostKind::Analysis => "an",
        // Followed by the server's id in hex, never by `h`, `i` or `t`.
        PostKind::SeasonEnd => "s",
        PostKind::Reminder => "re",
        PostKind::Table => "ta",
        PostKind::Signup => "si",
        PostKind::Standings => "st",
        PostKind::Daily => "dp",
        PostKind::Next => "nx",
    }
}

/// The nonce outbox post `post` is posted with (the same in every process
/// and after a restart), within Discord's 25 characters ([`post_nonce`]).
pub fn outbox_nonce(post: &Post) -> String {
    post_nonce(post.key.id, post.key.version)
}

/// A nonce for one message post and its retries, none other's: 16 hex
/// digits (Discord takes up to 25 characters).
pub fn fresh_nonce() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// The nonce of post `id` at `version` (at most 25 characters): its kind's
/// prefix ([`post_nonce_prefix`]), then its key and version. A podium (owed
/// at version 0 only), a season's end and a daily puzzle (which keeps its
/// count of answers as its version) are posted once and leave the version
/// out; the season's server is written in hex, the daily puzzle's in its
/// low 48 bits and its day in 32, so that both fit.
pub fn post_nonce(id: PostId, version: u64) -> String {
    let prefix = post_nonce_prefix(id.kind());
    let nonce = match id {
        PostId::Podium(_) if version == 0 => format!("{prefix}{}", id.key()),
        PostId::SeasonEnd(guild, season) => format!("{prefix}{:x}{}", guild.0, season.key()),
        PostId::Daily(guild, day) => {
            let (guild, day) = (guild.0 & 0xffff_ffff_ffff, day as u32);
            format!("{prefix}{guild:x}.{day:x}")
        }
        _ => format!("{prefix}{}v{version}", id.key()),
    };
    nonce.chars().take(NONCE_LEN).collect()
}
