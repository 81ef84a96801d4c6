//! Ids and times: Discord snowflakes as plain numbers, a table's id, unix seconds.

use std::fmt;

/// Unix time in seconds (UTC). Discord shows these with `<t:UNIX:R>`.
pub type UnixTime = i64;

/// The current unix time in seconds.
pub fn unix_now() -> UnixTime {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub struct $name(pub u64);

        impl $name {
            /// As stored: the same 64 bits read as i64 (lossless both ways).
            pub fn db(self) -> i64 {
                self.0 as i64
            }
            pub fn from_db(v: i64) -> Self {
                $name(v as u64)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

snowflake!(
    /// A Discord server (guild) id.
    GuildId
);
snowflake!(
    /// A Discord channel (or thread) id.
    ChannelId
);
snowflake!(
    /// A Discord message id.
    MessageId
);
snowflake!(
    /// A Discord user id.
    UserId
);

/// A table's id: a lobby keeps its id when it becomes a game, and players see
/// it as the game's number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
