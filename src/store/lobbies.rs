//! Lobbies: tables that wait for players, until the host starts the game.

use super::{Store, StoreError};
use crate::game::Color;
use crate::table::{GameId, Lobby, LobbyEnd, LobbyOptions, NewLobby, Seat, UnixTime};

impl Store {
    /// Opens a lobby with its first seats (usually the host's).
    pub async fn create_lobby(&self, new: &NewLobby) -> Result<Lobby, StoreError> {
        on_backend!(self, create_lobby(new))
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
