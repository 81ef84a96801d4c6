//! Lobbies as the screen opens and clicks them (join, leave, computers, colors,
//! Start), and the people the tests seat: Ada, Bob and Carol.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Error, LobbyAction, LobbyClick, LobbyOutcome, Started};
use hypnosia::table::{
    ChannelId, GameId, Level, Lobby, LobbyOptions, NewLobby, Seat, TimeoutRange, UserId, unix_now,
};

use super::{ADA, BOB, GUILD, World};

/// A new lobby of `host`'s in `channel`, two to six seats, 2 min turns.
pub fn new_lobby(channel: ChannelId, host: UserId, name: &str) -> NewLobby {
    let options = LobbyOptions {
        turn_timeout: Duration::from_secs(120),
        ..LobbyOptions::default()
    };
    NewLobby::new(
        hypnosia::table::Place::in_server(GUILD, channel),
        host,
        name,
        options,
        unix_now() + 600,
        TimeoutRange::default(),
    )
    .unwrap()
}

/// The clicks on a lobby's buttons and menus, as the screen makes them.
impl World {
    /// Opens `host`'s lobby in `channel`.
    pub async fn open(&self, channel: ChannelId, host: UserId, name: &str) -> Result<Lobby, Error> {
        let mut new = new_lobby(channel, host, name);
        new.expires_at = self.tables.lobbies().expiry();
        self.tables.lobbies().open(&new).await
    }

    async fn lobby_click(
        &self,
        lobby: GameId,
        user: UserId,
        action: LobbyAction,
    ) -> Result<LobbyOutcome, Error> {
        let click = LobbyClick {
            lobby,
            community: GUILD.into(),
            user,
            name: name_of(user),
            action,
            no_thread: None,
            manages_server: false,
        };
        self.tables.lobbies().click(&click).await
    }

    pub async fn join(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Join).await
    }

    pub async fn leave(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Leave).await
    }

    /// The host's "Add computer" menu, at `level`.
    pub async fn add_computer(
        &self,
        lobby: GameId,
        user: UserId,
        level: Level,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::AddComputer(level))
            .await
    }

    /// The host's "Add computer" menu, its "remove" entry.
    pub async fn remove_computer(
        &self,
        lobby: GameId,
        user: UserId,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::RemoveComputer)
            .await
    }

    /// The color picker, at `color`.
    pub async fn pick(
        &self,
        lobby: GameId,
        user: UserId,
        color: Color,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Color(color))
            .await
    }

    pub async fn cancel_lobby(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Cancel).await
    }

    /// Start, as the screen runs it: the click, then the game set up (in
    /// `thread` when given), then the Start let go of.
    pub async fn start_click(
        &self,
        lobby: GameId,
        user: UserId,
        thread: Option<ChannelId>,
    ) -> Result<Started, Error> {
        let outcome = self.lobby_click(lobby, user, LobbyAction::Start).await?;
        let LobbyOutcome::Start(lobby) = outcome else {
            panic!("a Start that does not start: {outcome:?}");
        };
        let started = self
            .tables
            .lobbies()
            .start(lobby.clone(), user, thread)
            .await;
        self.tables.lobbies().start_finished(lobby.id);
        started
    }

    /// A lobby as stored now (`None` once started or closed).
    pub async fn lobby(&self, lobby: GameId) -> Option<Lobby> {
        self.tables.store().lobby(lobby).await.unwrap()
    }

    /// Ada and Bob's game in the world's channel, over: Ada resigned.
    pub async fn finished_game(&self) -> GameId {
        let game = self.start_two_people().await;
        self.tables
            .votes()
            .resign_in(GUILD, game, ADA)
            .await
            .unwrap();
        assert!(self.table(game).await.game.is_over());
        game
    }
}

/// Ada (red) and Bob (blue).
pub fn two_seats() -> Vec<Seat> {
    vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ]
}

/// The name each test person goes by.
pub fn name_of(user: UserId) -> String {
    [(ADA, "Ada"), (BOB, "Bob"), (CAROL, "Carol")]
        .into_iter()
        .find(|(u, _)| *u == user)
        .map_or_else(|| format!("user {}", user.0), |(_, name)| name.to_owned())
}

pub const CAROL: UserId = UserId(33);
