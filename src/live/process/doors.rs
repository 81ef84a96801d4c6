//! Doors that close: when the tables of a place can no longer be shown (the
//! bot was removed from the server, the channel or the game's thread was
//! deleted, the bot lost the permissions a game needs there), its running
//! games are called off and its open lobbies closed. A game called off so is
//! not rated and nobody in it is timed out; its record is kept, marked
//! cancelled, like a game its players called off. Nothing is shown of it: the
//! place is out of reach, and every call there would only be refused.
//!
//! The platform says so by an event (the bot's event handler calls
//! [`Tables::close_door_retried`]) or by refusing a call, which the screen
//! hands back with its answer ([`Learned`](crate::live::Learned)): the
//! kernel publishes it, and the tables hear it here.
//!
//! A place gone for good (the server left, the channel deleted) also has its
//! daily puzzle turned off: never one refused post a day to it.
//!
//! A tournament is called off only when its place is gone for good (its
//! channel deleted, or the bot left the server). A permission refused in a
//! channel ([`Door::Refused`], which may come back) calls off no tournament
//! and none of its tables: they pause, their turns owed to the screen (no
//! deadline runs on a turn nobody saw), and are shown when the channel
//! opens again. Nor does it reach the games in the channel's threads: a
//! thread that refuses too closes its own door.

use std::sync::Arc;

use tracing::{info, warn};

use crate::live::error::{Error, Result};
use crate::live::kernel::Key;
use crate::live::kernel::change::Applied;
use crate::live::kernel::events::{Event, Subscriber};
use crate::live::port::learned::Door;
use crate::live::port::{Cause, Screen};
use crate::live::tables::Tables;
use crate::store::OpenTable;
use crate::table::{CancelledBy, ChannelId, GameId, LobbyEnd, Place, Table};

impl Door {
    /// Whether a table at `place` is behind this door: in the server, or
    /// shown in the channel (its lobby channel or its game's thread).
    pub fn shuts(&self, place: &Place) -> bool {
        match *self {
            Door::Server(guild) => place.venue.guild() == Some(guild),
            _ => self.shuts_at(place.venue.channel(), place.venue.thread()),
        }
    }

    /// [`Door::shuts`] for a table of the door's server shown in `channel`,
    /// or in `thread` there.
    fn shuts_at(&self, channel: ChannelId, thread: Option<ChannelId>) -> bool {
        match *self {
            Door::Server(_) => true,
            Door::Channel(c) => channel == c || thread == Some(c),
            Door::Refused(c) => thread.unwrap_or(channel) == c,
        }
    }
}

/// What closing a door called off.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct CalledOff {
    pub games: Vec<GameId>,
    pub lobbies: Vec<GameId>,
    /// Where they were shown (channels and threads).
    pub channels: Vec<ChannelId>,
}

impl CalledOff {
    fn took(&mut self, table: &OpenTable) {
        for channel in std::iter::once(table.channel).chain(table.thread) {
            if !self.channels.contains(&channel) {
                self.channels.push(channel);
            }
        }
    }
}

impl<S: Screen> Subscriber for Tables<S> {
    /// A place the screen found out of reach (a call refused there, handed
    /// back with its answer): what is behind it is called off in a task of
    /// its own.
    fn on(self: Arc<Self>, event: &Event<'_>) {
        let Event::OutOfReach(door) = *event else {
            return;
        };
        tokio::spawn(async move {
            if let Err(e) = self.close_door_retried(door).await {
                warn!(?door, error = %e, "could not call off the games out of reach");
            }
        });
    }
}

impl<S: Screen> Tables<S> {
    /// Calls off every running game of ours and closes every open lobby of
    /// ours behind `door`. A game that cannot be called off now (the store
    /// failing) is logged and left to the next refused call or event.
    pub async fn close_door(self: &Arc<Self>, door: Door) -> Result<CalledOff> {
        // Its tournaments first: the games called off below seat no next round.
        // A permission refused cancels none: they pause until it opens.
        let (guild, channel) = match door {
            Door::Server(guild) => (Some(guild), None),
            Door::Channel(channel) => (None, Some(channel)),
            Door::Refused(_) => (None, None),
        };
        if guild.is_some() || channel.is_some() {
            let tournaments = self
                .kernel
                .store()
                .cancel_tournaments_behind(guild, channel)
                .await?;
            if tournaments > 0 {
                info!(?door, tournaments, "out of reach: tournaments called off");
            }
            // A daily puzzle posted there is posted nowhere any more.
            let dailies = self
                .kernel
                .store()
                .drop_daily_puzzle_channels(guild, channel);
            if dailies.await? > 0 {
                info!(?door, "out of reach: its daily puzzle is off");
            }
        }
        // Only the tables behind the door are read, by server or channel.
        let behind = match door {
            Door::Server(guild) => self.kernel.store().open_tables_in_guild(guild).await?,
            Door::Channel(channel) | Door::Refused(channel) => {
                self.kernel.store().open_tables_in_channel(channel).await?
            }
        };
        let refused = matches!(door, Door::Refused(_));
        let ours = |table: &&OpenTable| {
            self.kernel.settings().sharding.owns(table.guild)
                && door.shuts_at(table.channel, table.thread)
                && !(refused && table.tournament)
        };
        let mut called_off = CalledOff::default();
        for table in behind.iter().filter(ours).filter(|t| t.running) {
            match self.call_off(table.id).await {
                Ok(()) => {
                    called_off.games.push(table.id);
                    called_off.took(table);
                }
                Err(e) => {
                    warn!(game = %table.id, ?door, error = %e, "could not call off a game out of reach")
                }
            }
        }
        for lobby in behind.iter().filter(ours).filter(|t| !t.running) {
            let closed = {
                let lock = self.kernel.lock(Key::Lobby(lobby.id));
                let _held = lock.lock().await;
                match self.kernel.store().lobby(lobby.id).await {
                    Ok(Some(now)) => {
                        self.kernel
                            .store()
                            .close_lobby(&now, LobbyEnd::Cancelled)
                            .await
                    }
                    Ok(None) => Ok(()), // started or closed meanwhile
                    Err(e) => Err(e),
                }
            };
            match closed {
                Ok(()) => {
                    self.kernel.forget(Key::Lobby(lobby.id));
                    called_off.lobbies.push(lobby.id);
                    called_off.took(lobby);
                }
                Err(e) => {
                    warn!(lobby = %lobby.id, ?door, error = %e, "could not close a lobby out of reach")
                }
            }
        }
        if called_off != CalledOff::default() {
            info!(
                ?door,
                games = called_off.games.len(),
                lobbies = called_off.lobbies.len(),
                "out of reach: called off"
            );
        }
        Ok(called_off)
    }

    /// [`Tables::close_door`] until it goes through: again after each pause of
    /// [`crate::live::Waits::retry_pauses`] while it fails for a reason that may
    /// pass (the store away a moment), none once the process stops. A door an
    /// event closed is said once: tried once, its games would time out and
    /// end rated.
    pub async fn close_door_retried(self: &Arc<Self>, door: Door) -> Result<CalledOff> {
        let mut pauses = self.kernel.settings().waits.retry_pauses();
        loop {
            let e = match self.close_door(door).await {
                Ok(off) => return Ok(off),
                Err(e) => e,
            };
            match pauses.next() {
                Some(pause) if e.worth_retrying() && !self.kernel.is_stopping() => {
                    warn!(?door, error = %e, ?pause, "could not call off the games out of reach; trying again");
                    tokio::time::sleep(pause).await;
                }
                _ => return Err(e),
            }
        }
    }

    /// Calls off one game whose place is out of reach, through the one change
    /// path ([`Cause::Closed`]): not rated, nobody timed out, the record kept
    /// and marked cancelled. A game over already is left as it is.
    pub async fn call_off(self: &Arc<Self>, game: GameId) -> Result<()> {
        self.kernel
            .change_game(game, Cause::Closed, async |table: &mut Table| {
                if table.game.is_over() {
                    return Ok(Applied::Unchanged);
                }
                table
                    .game
                    .cancel()
                    .map_err(|e| Error::Internal(format!("calling off was refused: {e}")))?;
                Ok(Applied::Cancelled {
                    by: CancelledBy::OutOfReach,
                })
            })
            .await
    }
}
