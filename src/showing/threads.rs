//! A thread opened for a table, Discord's answers read in one place: the
//! screen's one opener (`crate::discord::screen::threads`) asks for a game's
//! thread from its lobby message, a practice game's and a tournament table's
//! ([`NewThread`]).

use crate::table::{ChannelId, GuildId, MessageId, UnixTime};

/// Discord's "Cannot execute action on this channel type", to a thread
/// asked for in a thread.
pub const THREAD_IN_THREAD: isize = 50024;

/// Discord's "A thread has already been created for this message".
pub const THREAD_EXISTS: isize = 160004;

/// What a thread Discord refused means to the opener, by Discord's error
/// `code` (`None`: no answer of Discord's, e.g. the call was not made).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ThreadRefused {
    /// Discord has no thread there (a thread in a thread): the table plays
    /// right where it was asked for.
    NoThreadHere,
    /// The message has its thread already (made by a try whose answer was
    /// lost, or for a Start that did not happen): that thread is taken.
    MadeBefore,
    /// Anything else (a missing permission such as Create Public Threads,
    /// an archived or locked parent, the channel gone, Discord away): the
    /// asker's to tell or try again, as each does.
    Failed,
}

impl ThreadRefused {
    /// The meaning of Discord's error `code` to a thread asked for `from_message` or not.
    pub fn of(code: Option<isize>, from_message: bool) -> ThreadRefused {
        match code {
            Some(THREAD_IN_THREAD) => ThreadRefused::NoThreadHere,
            Some(THREAD_EXISTS) if from_message => ThreadRefused::MadeBefore,
            _ => ThreadRefused::Failed,
        }
    }
}

/// A thread as a server lists its active ones.
#[derive(Clone, Copy, Debug)]
pub struct ListedThread<'a> {
    pub parent: Option<u64>,
    pub name: &'a str,
    /// When it was made (Unix seconds, from its id).
    pub created: i64,
}

/// How long before its first try an earlier try may have made a thread, as
/// Discord's clock and ours may differ.
pub const CLOCKS_APART_SECS: i64 = 60;

/// Whether `listed` is the thread an earlier try made of one named `name`
/// under `parent`, first tried at `since` (Unix seconds): a try whose answer
/// was lost made it, and it is taken rather than made twice.
pub fn made_by_earlier_try(
    listed: ListedThread<'_>,
    (parent, name): (u64, &str),
    since: i64,
) -> bool {
    listed.parent == Some(parent)
        && listed.name == name
        && listed.created >= since - CLOCKS_APART_SECS
}

/// A thread to open for a table.
pub struct NewThread<'a> {
    /// The server of `parent`: where a thread made by a lost try is looked
    /// for, and whose turn of the pace a background call takes.
    pub server: GuildId,
    pub parent: ChannelId,
    /// The message it opens from (a lobby's), else a public thread of its own.
    pub from: Option<MessageId>,
    pub name: &'a str,
    /// Archived after a day without a message, else as the channel says.
    pub archived_after_a_day: bool,
    /// Opened with nobody waiting: in the server's turn of the pace, and
    /// never called in a channel whose door is shut; else at once, for the
    /// person whose click waits.
    pub background: bool,
    /// When an earlier call (before a restart) may have made it.
    pub tried_since: Option<UnixTime>,
}
