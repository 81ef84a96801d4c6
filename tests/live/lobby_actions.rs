//! A lobby's clicks as typed actions (`LobbyAction`): the screen reads the
//! menus' values, the engine applies them, refuses a menu clicked without a
//! value once the lobby is found, and refuses a Start that needs a thread
//! the bot may not open with the typed reason (`NoThread`).

use hypnosia::game::Color;
use hypnosia::i18n::Text;
use hypnosia::live::{
    Error, LobbyAction, LobbyClick, LobbyMenu, LobbyOutcome, NoThread, UserError,
};
use hypnosia::table::LobbyAskRefusal;
use hypnosia::table::{
    GameId, GuildId, Level, Lobby, LobbyClosedBy, LobbyOptions, NewLobby, Occupant, TimeoutRange,
    UserId,
};
use hypnosia::text;
use hypnosia::words::refusals::{Refusal, RefusalText};

use crate::support::{ADA, CHANNEL, GUILD, World};

async fn open(w: &World, thread: bool) -> Lobby {
    let options = LobbyOptions {
        thread,
        ..LobbyOptions::default()
    };
    let new = NewLobby::new(
        hypnosia::table::Place::in_server(GUILD, CHANNEL),
        ADA,
        "Ada",
        options,
        w.tables.lobbies().expiry(),
        TimeoutRange::default(),
    )
    .unwrap();
    w.tables.lobbies().open(&new).await.unwrap()
}

fn click(lobby: GameId, user: UserId, action: LobbyAction) -> LobbyClick {
    LobbyClick {
        lobby,
        community: GUILD.into(),
        user,
        name: "Ada".into(),
        action,
        no_thread: None,
        manages_server: false,
    }
}

async fn open_after(w: &World, click: &LobbyClick) -> Lobby {
    match w.tables.lobbies().click(click).await.unwrap() {
        LobbyOutcome::Open(lobby) => lobby,
        other => panic!("the lobby stays open: {other:?}"),
    }
}

fn refusal(e: Error) -> Text {
    match e {
        Error::User(e) => e.text(),
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn the_host_adds_and_removes_computers_and_picks_a_color() {
    let w = World::new().await;
    let id = open(&w, false).await.id;
    let lobby = open_after(&w, &click(id, ADA, LobbyAction::AddComputer(Level::Hard))).await;
    assert!(
        lobby
            .seats
            .iter()
            .any(|s| s.occupant == Occupant::Ai(Level::Hard))
    );
    let lobby = open_after(&w, &click(id, ADA, LobbyAction::Color(Color::Green))).await;
    let ada = lobby.seats.iter().find(|s| s.occupant.user() == Some(ADA));
    assert_eq!(ada.map(|s| s.color), Some(Color::Green));
    let lobby = open_after(&w, &click(id, ADA, LobbyAction::RemoveComputer)).await;
    assert_eq!(lobby.seats.len(), 1);
}

#[tokio::test]
async fn a_menu_without_a_value_is_refused_once_the_lobby_is_found() {
    let w = World::new().await;
    let id = open(&w, false).await.id;
    let color = w
        .tables
        .lobbies()
        .click(&click(id, ADA, LobbyAction::Unpicked(LobbyMenu::Color)))
        .await;
    assert_eq!(refusal(color.unwrap_err()), text!("refusal-pick-color"));
    let computer = w
        .tables
        .lobbies()
        .click(&click(id, ADA, LobbyAction::Unpicked(LobbyMenu::Computer)))
        .await;
    assert_eq!(
        refusal(computer.unwrap_err()),
        text!("refusal-pick-computer")
    );
    // Of a lobby that is not there, or another server's, the lobby is closed.
    let gone = w
        .tables
        .lobbies()
        .click(&click(
            GameId(4242),
            ADA,
            LobbyAction::Unpicked(LobbyMenu::Color),
        ))
        .await;
    assert_eq!(refusal(gone.unwrap_err()), text!("refusal-lobby-closed"));
    let elsewhere = LobbyClick {
        community: GuildId(999).into(),
        ..click(id, ADA, LobbyAction::Join)
    };
    let there = w.tables.lobbies().click(&elsewhere).await;
    assert_eq!(refusal(there.unwrap_err()), text!("refusal-lobby-closed"));
}

#[tokio::test]
async fn a_start_that_needs_a_thread_the_bot_may_not_open_is_refused_with_why() {
    let w = World::new().await;
    let id = open(&w, true).await.id;
    open_after(&w, &click(id, ADA, LobbyAction::AddComputer(Level::Easy))).await;
    let no_thread = NoThread {
        missing: vec!["Create Public Threads"],
    };
    let start = LobbyClick {
        no_thread: Some(no_thread.clone()),
        ..click(id, ADA, LobbyAction::Start)
    };
    let refused = w.tables.lobbies().click(&start).await.unwrap_err();
    // Typed, with what the bot lacks; worded only when told.
    let Error::User(UserError::Refused(Refusal::LobbyAsk(LobbyAskRefusal::CannotOpenThread(
        missing,
    )))) = refused
    else {
        panic!("not refused for the thread: {refused:?}");
    };
    assert_eq!(missing, vec!["Create Public Threads"]);
    assert_eq!(
        Refusal::from(no_thread.why()).text(),
        text!(
            "refusal-cannot-open-thread",
            permissions = hypnosia::table::permission_names(&["Create Public Threads"])
        )
    );
    let start = click(id, ADA, LobbyAction::Start);
    assert!(matches!(
        w.tables.lobbies().click(&start).await.unwrap(),
        LobbyOutcome::Start(_)
    ));
}

#[tokio::test]
async fn a_member_who_manages_the_server_closes_anyones_lobby() {
    let w = World::new().await;
    let id = open(&w, false).await.id;
    let bob = UserId(crate::support::BOB.0);
    let refused = w
        .tables
        .lobbies()
        .click(&click(id, bob, LobbyAction::Cancel))
        .await
        .unwrap_err();
    assert!(matches!(refused, Error::User(_)), "only the host, or staff");
    let staff = LobbyClick {
        manages_server: true,
        ..click(id, bob, LobbyAction::Cancel)
    };
    match w.tables.lobbies().click(&staff).await.unwrap() {
        LobbyOutcome::Closed(why) => assert_eq!(why, LobbyClosedBy::Admin),
        other => panic!("the lobby closes: {other:?}"),
    }
    assert!(w.lobby(id).await.is_none());
}
