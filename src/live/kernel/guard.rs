//! "A game of another community is unknown here": the one guard of every ask
//! that names a game, so that no answer tells strangers what other servers
//! play (never relying on Discord's checks of a button's message).

use tracing::warn;

use crate::game::Record;
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::port::Screen;
use crate::table::{Community, GameId, GameRefusal, Table};

/// The refusal of `community`'s ask for another community's game `game`, logged.
pub(in crate::live) fn not_here(community: Community, game: GameId) -> Error {
    warn!(%game, %community, "a game asked for from another community");
    Error::refused(GameRefusal::NotHere)
}

impl<S: Screen> Kernel<S> {
    /// Game `game`, asked for from `community`: refused as gone when it is not
    /// stored, as no such game here when it is another community's.
    pub async fn load_in(&self, community: Community, game: GameId) -> Result<Table> {
        let table = self.load(game).await?;
        if table.place.community() != community {
            return Err(not_here(community, game));
        }
        Ok(table)
    }

    /// Game `game` if it is `community`'s (running or over), else `None`: a game
    /// of another community is as unknown here as one that never existed.
    pub async fn find_in(&self, community: Community, game: GameId) -> Result<Option<Table>> {
        Ok(self
            .store
            .started_game(game)
            .await?
            .filter(|t| t.place.community() == community))
    }
}

impl<S: Screen> Kernel<S> {
    /// The record of `community`'s finished game `game`: another community's is as
    /// unknown here as one that never existed, a running one is refused as
    /// running.
    pub async fn past_in(&self, community: Community, game: GameId) -> Result<Record> {
        match self.store.past_game(community, game).await? {
            Some((_, record)) => Ok(record),
            None => match self.store.game(game).await? {
                Some(t) if t.place.community() == community => {
                    Err(Error::refused(GameRefusal::Running(game)))
                }
                _ => Err(Error::refused(GameRefusal::NoFinishedGame(game))),
            },
        }
    }
}
