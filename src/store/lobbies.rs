//! Lobbies: tables that wait for players, until the host starts the game.

use super::{Store, StoreError};
use crate::game::Color;
use crate::table::{
    Community, GameId, Lobby, LobbyEnd, LobbyOptions, NewLobby, Place, Seat, TableLimit, UnixTime,
    UserId,
};

impl Store {
    /// Opens a lobby with its first seats (usually the host's), whatever the
    /// limits: for fixtures and tools. The bot opens lobbies with
    /// [`Store::create_lobby_within_limits`].
    pub async fn create_lobby(&self, new: &NewLobby) -> Result<Lobby, StoreError> {
        on_backend!(
            self,
            create_lobby(new, OpenChecks::None, self.new_servers_in_threads)
        )
    }

    /// Opens a lobby as [`Store::create_lobby`] does, unless its server is at
    /// its cap of open lobbies and running games or its host already hosts an
    /// open lobby there: then [`StoreError::Limit`] (tell the user). The check
    /// and the insert are one transaction holding the server's lock, so of two
    /// lobbies opened at once at one below the cap only one opens.
    pub async fn create_lobby_within_limits(&self, new: &NewLobby) -> Result<Lobby, StoreError> {
        on_backend!(
            self,
            create_lobby(new, OpenChecks::Limits, self.new_servers_in_threads)
        )
    }

    /// Opens a lobby as [`Store::create_lobby_within_limits`] does, and only
    /// if its channel is free for it (else [`StoreError::ChannelHeld`], with
    /// what holds it): an open lobby or a game played there holds a channel,
    /// which takes another table only in a thread of its own on a server
    /// whose games get threads. In the same transaction as the insert, under
    /// the server's lock: of two `/hypnosia new` or two Rematch clicks at
    /// once in one channel, one lobby opens.
    pub async fn create_lobby_if_free(&self, new: &NewLobby) -> Result<Lobby, StoreError> {
        on_backend!(
            self,
            create_lobby(
                new,
                OpenChecks::LimitsAndChannel,
                self.new_servers_in_threads
            )
        )
    }

    /// `user`'s open practice game in `community` (lobby or running), if any:
    /// a member has one at a time ([`crate::live::Practice::start`]).
    pub async fn open_practice(
        &self,
        community: Community,
        user: UserId,
    ) -> Result<Option<(GameId, Place)>, StoreError> {
        on_backend!(self, open_practice(community, user))
    }

    /// [`TableLimit::Member`] when `user` already plays in as many running
    /// games in `community` as it allows each member (a quick check before a Join).
    pub async fn member_limit(
        &self,
        community: Community,
        user: UserId,
    ) -> Result<Option<TableLimit>, StoreError> {
        on_backend!(self, member_limit(community, user))
    }

    /// Which limit a new lobby of `host` in `community` would break now, if any: a
    /// quick check before work that should not start for nothing (the limit
    /// is checked again when the lobby is opened).
    pub async fn table_limit(
        &self,
        community: Community,
        host: UserId,
    ) -> Result<Option<TableLimit>, StoreError> {
        on_backend!(self, table_limit(community, host))
    }

    /// The lobby `id`, if it is still open.
    pub async fn lobby(&self, id: GameId) -> Result<Option<Lobby>, StoreError> {
        on_backend!(self, lobby(id))
    }

    /// Every open lobby, oldest first: what to show again after a restart.
    pub async fn open_lobbies(&self) -> Result<Vec<Lobby>, StoreError> {
        on_backend!(self, open_lobbies())
    }

    /// Seats a player or computer in an open lobby.
    ///
    /// Fails with [`StoreError::ColorTaken`] or [`StoreError::AlreadySeated`] (tell
    /// the user), or [`StoreError::NotFound`] once the lobby is closed or started.
    pub async fn add_seat(&self, id: GameId, seat: &Seat) -> Result<(), StoreError> {
        on_backend!(self, add_seat(id, seat))
    }

    /// Frees a seat of an open lobby; false when nobody sat there.
    pub async fn remove_seat(&self, id: GameId, color: Color) -> Result<bool, StoreError> {
        on_backend!(self, remove_seat(id, color))
    }

    /// Saves an open lobby as it is now: host, seats, options, message and idle
    /// deadline, in one transaction (the seats are replaced), and advances
    /// `lobby.version`.
    ///
    /// Fails with [`StoreError::StaleVersion`] when the lobby changed since it was
    /// read (another click or process won the race: read it again), or
    /// [`StoreError::NotFound`] once it is closed or started.
    pub async fn save_lobby(&self, lobby: &mut Lobby) -> Result<(), StoreError> {
        on_backend!(self, save_lobby(lobby))?;
        lobby.version += 1;
        Ok(())
    }

    /// Changes the options of an open lobby.
    pub async fn set_lobby_options(
        &self,
        id: GameId,
        options: &LobbyOptions,
    ) -> Result<(), StoreError> {
        on_backend!(self, set_lobby_options(id, options))
    }

    /// Closes an open lobby that will not become a game, if it is still as
    /// `lobby` read it (else [`StoreError::StaleVersion`]). Its seats are kept.
    pub async fn close_lobby(&self, lobby: &Lobby, end: LobbyEnd) -> Result<(), StoreError> {
        on_backend!(self, close_lobby(lobby, end))
    }

    /// Open lobbies whose `expires_at` has passed at `now`, for a periodic sweep.
    pub async fn expired_lobbies(&self, now: UnixTime) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, expired_lobbies(now))
    }
}

/// What is checked in the transaction that inserts a new lobby.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum OpenChecks {
    /// Nothing (fixtures and tools).
    None,
    /// The server's cap, the member's cap and one open lobby per host.
    Limits,
    /// The limits, and that the lobby's channel is free for it.
    LimitsAndChannel,
}
