//! Doors that close, in the engine: a place out of reach has its games called
//! off through the one change path (cause `Closed`, cancelled, not rated,
//! nobody timed out) and its lobbies closed; other places are untouched.

use std::time::Duration;

use hypnosia::game::{Color, EndReason};
use hypnosia::live::{Cause, Door, Next};
use hypnosia::table::{
    ChannelId, GuildId, GuildSettings, LobbyOptions, NewLobby, Seat, TimeoutRange,
};

use crate::support::{ADA, BOB, CHANNEL, GUILD, World, refusal, says};

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
    w.tables
        .store()
        .save_settings(GUILD, &threads)
        .await
        .unwrap();
    let lobby = NewLobby::new(
        hypnosia::table::Place::in_server(GUILD, CHANNEL),
        BOB,
        "Bob",
        LobbyOptions {
            thread: true,
            ..LobbyOptions::default()
        },
        w.tables.lobbies().expiry(),
        TimeoutRange::default(),
    )
    .unwrap();
    let lobby = w.tables.lobbies().open(&lobby).await.unwrap();

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
        .store()
        .record(game)
        .await
        .unwrap()
        .expect("the record is kept");
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    assert!(
        w.tables
            .store()
            .running_game_ids()
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(last.step, Next::Over);
    assert!(last.rating_changes.is_empty(), "not rated");
    assert!(w.tables.store().lobby(lobby.id).await.unwrap().is_none());

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
        .store()
        .record(game)
        .await
        .unwrap()
        .expect("the record is kept");
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    assert!(
        w.tables
            .store()
            .running_game_ids()
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn a_deleted_game_thread_calls_its_game_off_and_frees_its_channel() {
    let w = World::new().await;
    let mut new = crate::support::new_lobby(CHANNEL, ADA, "Ada");
    new.options.thread = true;
    new.options.turn_timeout = Duration::from_secs(120);
    new.seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::ai(Color::Blue, hypnosia::table::Level::Easy),
    ];
    let thread = ChannelId(4242);
    let game = w.start_lobby(&new, Some(thread)).await;

    let off = w.tables.close_door(Door::Channel(thread)).await.unwrap();
    assert_eq!(off.games, vec![game]);
    assert!(off.channels.contains(&thread) && off.channels.contains(&CHANNEL));
    let record = w.tables.store().record(game).await.unwrap().unwrap();
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    // Nobody timed out: no move was made for a late person.
    let auto = record
        .turns
        .iter()
        .any(|e| matches!(e, hypnosia::game::Entry::Turn(t) if t.moves.iter().any(|m| m.auto)));
    assert!(!auto, "nobody timed out");
    for user in [ADA, BOB] {
        let stats = w.tables.store().player_stats(GUILD, user).await.unwrap();
        assert!(stats.is_none(), "nothing counts for {user}");
    }
    // The channel takes a new game.
    assert!(
        w.tables
            .store()
            .channel_holder(CHANNEL)
            .await
            .unwrap()
            .is_none()
    );
    w.open(CHANNEL, ADA, "Ada").await.expect("a new lobby");
}

#[tokio::test]
async fn a_server_the_bot_left_has_its_lobbies_closed_and_other_servers_play_on() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    let elsewhere = NewLobby {
        place: hypnosia::table::Place::in_server(GuildId(99), ChannelId(98)),
        ..crate::support::new_lobby(ChannelId(98), BOB, "Bob")
    };
    let mut elsewhere = elsewhere;
    elsewhere
        .seats
        .push(Seat::ai(Color::Blue, hypnosia::table::Level::Easy));
    let other = w.start_lobby(&elsewhere, None).await;

    let off = w.tables.close_door(Door::Server(GUILD)).await.unwrap();
    assert!(off.games.is_empty());
    assert_eq!(off.lobbies, vec![lobby.id]);
    assert!(w.lobby(lobby.id).await.is_none());
    assert_eq!(
        refusal(w.join(lobby.id, BOB).await),
        says(hypnosia::text!("refusal-lobby-closed"))
    );
    assert!(
        !w.table(other).await.game.is_over(),
        "another server's game goes on"
    );
}

#[tokio::test]
async fn a_door_reads_only_its_own_tables_and_clicks_on_games_gone_leave_no_lock() {
    let w = World::new().await;
    let here = w.start_two_people().await;
    let elsewhere = w
        .start_in(
            ChannelId(77),
            crate::support::two_seats(),
            Duration::from_secs(120),
        )
        .await;
    // Another channel's game no longer reads (a record from a future
    // version, a bad disk): a door here never loads it, so it still closes.
    crate::support::sql(
        &w,
        &format!(
            "UPDATE games SET record = 'not a record' WHERE id = {}",
            elsewhere.0
        ),
    )
    .await;
    let off = w.tables.close_door(Door::Channel(CHANNEL)).await.unwrap();
    assert_eq!(off.games, vec![here]);

    // Calls on a game over, or one that never was, keep no lock entry.
    let held = w.tables.locks_held();
    for _ in 0..3 {
        w.tables.call_off(here).await.unwrap();
        let _ = w.tables.call_off(hypnosia::table::GameId(9_999)).await;
    }
    assert!(w.tables.locks_held() <= held, "no lock left behind");
}

/// Earlier reliability L4: a server the bot left, or a deleted channel, has
/// its daily puzzle turned off (no refused post a day, forever); a channel
/// refused for a moment keeps it, and so do other servers.
#[tokio::test]
async fn a_place_gone_for_good_turns_its_daily_puzzle_off() {
    let w = World::new().await;
    let store = w.tables.store();
    let other = GuildId(GUILD.0 + 1);
    let daily = |guild| async move { store.daily_puzzle_channel(guild).await.unwrap() };
    for door in [
        Door::Server(GUILD),
        Door::Channel(CHANNEL),
        Door::Refused(CHANNEL),
    ] {
        for guild in [GUILD, other] {
            store
                .set_daily_puzzle_channel(guild, Some(ChannelId(CHANNEL.0 + guild.0)))
                .await
                .unwrap();
        }
        store
            .set_daily_puzzle_channel(GUILD, Some(CHANNEL))
            .await
            .unwrap();
        w.tables.close_door(door).await.unwrap();
        let kept = matches!(door, Door::Refused(_));
        assert_eq!(daily(GUILD).await.is_some(), kept, "{door:?}");
        assert!(daily(other).await.is_some(), "{door:?}: another server's");
    }
}

/// Earlier reliability L12: a door an event closed is said once; when calling
/// off fails for a moment (the store away), it is tried again until it goes
/// through, so the games there end called off, not timed out and rated.
#[tokio::test]
async fn a_door_whose_calling_off_fails_a_moment_is_tried_again() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    crate::support::sql(&w, "ALTER TABLE games RENAME TO games_away").await;
    let tables = std::sync::Arc::clone(&w.tables);
    let closing =
        tokio::spawn(async move { tables.close_door_retried(Door::Channel(CHANNEL)).await });
    tokio::time::sleep(Duration::from_millis(300)).await;
    crate::support::sql(&w, "ALTER TABLE games_away RENAME TO games").await;
    let off = closing
        .await
        .unwrap()
        .expect("called off once the store is back");
    assert_eq!(off.games, [game]);
    let t = w.table(game).await;
    assert!(t.game.is_over(), "called off");
}

/// Earlier reliability L11: the doors forget a channel whose shut moment
/// passed, though nothing calls it again (the map grew with every channel
/// ever refused); those shut still stay shut.
#[test]
fn the_doors_forget_the_channels_whose_moment_passed() {
    let doors = hypnosia::showing::doors::Doors::default();
    let now = std::time::Instant::now();
    doors.close(ChannelId(1), None, Some(now));
    doors.close(ChannelId(2), None, Some(now + Duration::from_secs(60)));
    doors.close(ChannelId(3), None, None);
    assert_eq!(doors.shut_count(), 2, "the moment over is forgotten");
    assert!(!doors.open(ChannelId(2)), "shut a minute");
    assert!(!doors.open(ChannelId(3)), "shut for good");
    assert!(doors.open(ChannelId(1)));
}
