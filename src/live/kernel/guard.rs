//! "A game of another server is unknown here": the one guard of every ask
//! that names a game, so that no answer tells strangers what other servers
//! play (never relying on Discord's checks of a button's message).

use tracing::warn;

use crate::game::Record;
use crate::live::port::Screen;
use crate::live::{Error, Kernel, Result};
use crate::table::{GameId, GameRefusal, GuildId, Table};

/// The refusal of `guild`'s ask for another server's game `game`, logged.
pub(in crate::live) fn not_here(guild: GuildId, game: GameId) -> Error {
    warn!(%game, %guild, "a game asked for from another server");
    Error::refused(GameRefusal::NotHere)
}

impl<S: Screen> Kernel<S> {
    /// Game `game`, asked for from `guild`: refused as gone when it is not
    /// stored, as no such game here when it is another server's.
    pub async fn load_in(&self, guild: GuildId, game: GameId) -> Result<Table> {
        let table = self.load(game).await?;
        if table.place.guild != guild {
            return Err(not_here(guild, game));
        }
        Ok(table)
    }

    /// Game `game` if it is `guild`'s (running or over), else `None`: a game
    /// of another server is as unknown here as one that never existed.
    pub async fn find_in(&self, guild: GuildId, game: GameId) -> Result<Option<Table>> {
        Ok(self
            .store
            .started_game(game)
            .await?
            .filter(|t| t.place.guild == guild))
    }
}

impl<S: Screen> Kernel<S> {
    /// The record of `guild`'s finished game `game`: another server's is as
    /// unknown here as one that never existed, a running one is refused as
    /// running.
    pub async fn past_in(&self, guild: GuildId, game: GameId) -> Result<Record> {
        match self.store.past_game(guild, game).await? {
            Some((_, record)) => Ok(record),
            None => match self.store.game(game).await? {
                Some(t) if t.place.guild == guild => {
                    Err(Error::refused(GameRefusal::Running(game)))
                }
                _ => Err(Error::refused(GameRefusal::NoFinishedGame(game))),
            },
        }
    }
}
