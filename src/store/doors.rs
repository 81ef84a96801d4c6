//! The open tables (lobbies and running games) of one server or one channel,
//! for the doors that close (`live/process/doors.rs`): ids and places, nothing loaded.

use super::{Store, StoreError};
use crate::table::{ChannelId, GameId, GuildId};

/// A lobby or running game, and where it is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpenTable {
    pub id: GameId,
    /// A running game (else an open lobby).
    pub running: bool,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// Its game's thread, if it has one.
    pub thread: Option<ChannelId>,
    /// A tournament's table.
    pub tournament: bool,
}

impl Store {
    /// The open lobbies and running games the bot itself shows in `guild`
    /// (never a table there reached only through people's clicks).
    pub async fn open_tables_in_guild(&self, guild: GuildId) -> Result<Vec<OpenTable>, StoreError> {
        on_backend!(self, open_tables_in_guild(guild))
    }

    /// The open lobbies and running games shown in `channel`: opened there,
    /// or played in it as their thread.
    pub async fn open_tables_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<OpenTable>, StoreError> {
        on_backend!(self, open_tables_in_channel(channel))
    }
}
