//! Doors that close, in the engine: a place out of reach has its games called
//! off through the one change path (cause `Closed`, cancelled, not rated,
//! nobody timed out) and its lobbies closed; other places are untouched.

use std::time::Duration;

use hypnosia::game::{Color, EndReason};
use hypnosia::live::{Cause, Door, Next};
use hypnosia::table::{
    ChannelId, GuildId, GuildSettings, LobbyOptions, NewLobby, Seat, TimeoutRange,
};

use crate::support::{World, ADA, BOB, CHANNEL, GUILD};

#[tokio::test]
async fn a_closed_channel_calls_its_games_off_and_closes_its_lobbies() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    // A channel holding a game opens another table only for a game in a
    // thread of its own, where the server plays games in threads.
    let threads = GuildSettings {
        games_in_threads: true,
        ..GuildSettings::default()
    };
    w.tables.store.save_settings(GUILD, &threads).await.unwrap();
    let lobby = NewLobby::new(
        GUILD,
        CHANNEL,
        BOB,
        "Bob",
        LobbyOptions {
            thread: true,
            ..LobbyOptions::default()
        },
        w.tables.lobby_expiry(),
        TimeoutRange::default(),
    )
    .unwrap();
    let lobby = w.tables.open_lobby(&lobby).await.unwrap();

    // Doors elsewhere close nothing here.
    let other = w
        .tables
        .close_door(Door::Server(GuildId(99)))
        .await
        .unwrap();
    assert!(other.games.is_empty() && other.lobbies.is_empty());
    let other = w
        .tables
        .close_door(Door::Channel(ChannelId(99)))
        .await
        .unwrap();
    assert!(other.games.is_empty() && other.lobbies.is_empty());
    assert!(!w.table(game).await.game.is_over());

    let off = w.tables.close_door(Door::Channel(CHANNEL)).await.unwrap();
    assert_eq!(off.games, vec![game]);
    assert_eq!(off.lobbies, vec![lobby.id]);
    assert_eq!(off.channels, vec![CHANNEL]);
    w.screen().flush().await;

    let last = w
        .screen()
        .changes(game)
        .pop()
        .expect("the call-off was handed over");
    assert!(matches!(last.cause, Cause::Closed), "{:?}", last.cause);
    let t = &last.table;
    assert_eq!(t.game.end_reason(), Some(EndReason::Cancelled));
    assert!(t.clock.timeouts(Color::Red) == 0 && t.clock.timeouts(Color::Blue) == 0);
    let record = w
        .tables
        .store
        .record(game)
        .await
        .unwrap()
        .expect("the record is kept");
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    assert!(w.tables.store.running_game_ids().await.unwrap().is_empty());
    assert_eq!(last.step, Next::Over);
    assert!(last.rating_changes.is_empty(), "not rated");
    assert!(w.tables.store.lobby(lobby.id).await.unwrap().is_none());

    // Called off once: closing the door again finds nothing.
    let again = w.tables.close_door(Door::Channel(CHANNEL)).await.unwrap();
    assert!(again.games.is_empty() && again.lobbies.is_empty());
}

#[tokio::test]
async fn a_server_the_bot_left_has_its_game_called_off_whatever_its_turn() {
    let w = World::new().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let game = w.start(seats, Duration::from_secs(60)).await;
    let off = w.tables.close_door(Door::Server(GUILD)).await.unwrap();
    assert_eq!(off.games, vec![game]);
    let record = w
        .tables
        .store
        .record(game)
        .await
        .unwrap()
        .expect("the record is kept");
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    assert!(w.tables.store.running_game_ids().await.unwrap().is_empty());
}
