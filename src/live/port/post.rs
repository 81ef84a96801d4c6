//! The port's words for everything posted once that is not a game's turn:
//! which post at which version ([`PostKey`]), what it shows with everything
//! the screen needs to draw it ([`PostData`]), the post handed over
//! ([`Post`]) and what became of it ([`PostReport`]). The outbox
//! (`live/outbox/`) owes, leases and hands them over.

use crate::game::{Color, Position};
use crate::puzzles::DailyPuzzle;
use crate::seating::{NewTournament, Standing, TournamentPlay};
use crate::store::{LeaderboardPage, PostId};
use crate::table::{ChannelId, GuildId, MessageId, RatingChange, Season, Table, UnixTime};
use crate::words::tournament_follow::TableNext;

/// A tournament and its standings now
/// ([`crate::live::TournamentRounds::tournament_report`]).
pub type Report = (TournamentPlay, Vec<Standing>);

/// Which post, at which version: what the screen reports about.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PostKey {
    pub id: PostId,
    pub version: u64,
}

/// What a post shows, with everything the screen needs to draw it.
#[derive(Debug)]
pub enum PostData {
    /// A finished tournament's podium: the tournament and its standings.
    Podium(Box<Report>),
    /// A season's end on the post's server, in `channel`: its best
    /// ([`crate::live::SEASON_TOP`]), and the colors the first [`crate::live::SEASON_PODIUM`] played
    /// most (its podium).
    SeasonEnd {
        season: Season,
        channel: ChannelId,
        page: Box<LeaderboardPage>,
        colors: Vec<Option<Color>>,
    },
    /// A server's daily puzzle (its post, or its count of answers), from its
    /// own row, which is its outbox (`live/puzzles/daily.rs`), with all its
    /// card and picture show.
    Daily(Box<DailyCard>),
    /// The reminder of the turn of `table` ending at `deadline`, to the
    /// person to move.
    Reminder {
        table: Box<Table>,
        deadline: UnixTime,
    },
    /// A tournament table to open in a thread of its own
    /// (`live/tournaments/tables.rs`): its game, its tournament, its round and
    /// number, and, handed over before, since when a thread it made then
    /// may exist (found by its name, not made again). Reported
    /// [`PostReport::Opened`], or [`PostReport::Done`] where no thread can
    /// be made (it plays in the channel).
    Table {
        table: Box<Table>,
        new: Box<NewTournament>,
        at: (u16, u16),
        since: Option<UnixTime>,
    },
    /// A tournament's sign-up message, `message` in its channel (the
    /// answer to the command that opened it), edited to show `play`.
    Signup {
        play: Box<TournamentPlay>,
        message: MessageId,
    },
    /// A tournament's one public standings message, as `report` has them:
    /// `message` edited in place, else (none yet, or gone) posted.
    Standings {
        report: Box<Report>,
        message: Option<MessageId>,
    },
    /// The results of tournament table `table` (their message `at`), once
    /// the next round started: their card edited to say so (`next`, with
    /// where each of its players sits now), with the rating `changes` they
    /// showed.
    Next {
        table: Box<Table>,
        changes: Vec<RatingChange>,
        next: Box<TableNext>,
        at: (ChannelId, MessageId),
    },
}

/// A server's daily puzzle and what its post shows besides its row: the
/// position as rolled (whose move, the dice; the picture) and the day's date
/// (its first second), so that the screen words and draws it on its own.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyCard {
    pub daily: DailyPuzzle,
    pub rolled: Position,
    pub date: UnixTime,
}

/// An owed post, leased to this process and handed to the screen.
#[derive(Debug)]
pub struct Post {
    pub key: PostKey,
    pub guild: GuildId,
    pub data: PostData,
    /// Set when it was first handed over longer ago than the platform
    /// remembers a nonce: it may have landed then, and is looked for among
    /// its place's messages made since before it is posted again.
    pub look_since: Option<UnixTime>,
}

impl Post {
    pub(in crate::live) fn new(
        key: PostKey,
        guild: GuildId,
        data: PostData,
        look_since: Option<UnixTime>,
    ) -> Post {
        Post {
            key,
            guild,
            data,
            look_since,
        }
    }
}

/// What became of a post, as the screen reports it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PostReport {
    /// Posted: its message.
    Posted(ChannelId, MessageId),
    /// Made, with no message to keep (a click's follow-up), or refused for
    /// good (its place is gone or out of the bot's reach): never tried again.
    Done,
    /// Not posted (Discord away, the breaker open): still owed.
    Failed,
    /// A tournament table's thread, opened (or found): where it plays.
    Opened(ChannelId),
}
