//! What opening and starting a table checks in the transaction that writes
//! it: the channel is free (of two lobbies opened at once in one channel, one
//! opens), a member's cap on running games (hosted or seated), and the
//! thread a game is played in, stored with its start.

use super::*;
use hypnosia::table::{ChannelHolder, TableLimit};

/// A lobby of `host` alone (seated red) in `channel`, played there or in a
/// thread of its own.
fn hosted_in(channel: ChannelId, host: UserId, thread: bool) -> NewLobby {
    let mut new = fixtures::new_lobby(
        GUILD,
        channel,
        host,
        vec![Seat::human(Color::Red, host, "Host")],
    );
    new.options.thread = thread;
    new
}

/// Host `n` of a crowd of distinct people.
fn person(n: u64) -> UserId {
    UserId(1_500_000_000_000_000_000 + n)
}

async fn lobbies_opened_at_once_in_one_channel_open_one(db: TestDb) {
    let store = db.open().await;
    // Eight people open a lobby in one channel at the same moment, each on a
    // connection of its own (and, on PostgreSQL, a second process's pool).
    let other = db.open().await;
    let tries = (0..8).map(|n| {
        let store = if n % 2 == 0 { &store } else { &other };
        async move {
            store
                .create_lobby_if_free(&hosted_in(CHANNEL, person(n), false))
                .await
        }
    });
    let results = futures_util::future::join_all(tries).await;
    let opened: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(opened.len(), 1, "{results:?}");
    for r in &results {
        match r {
            Ok(_) => {}
            Err(StoreError::ChannelHeld(ChannelHolder::Lobby { id, host, .. })) => {
                assert_eq!((*id, *host), (opened[0].id, opened[0].host));
            }
            Err(e) => panic!("unexpected: {e}"),
        }
    }
    // A lobby that plays in a thread of its own is refused too while games
    // do not get threads on this server…
    let in_channels = GuildSettings {
        games_in_threads: false,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &in_channels).await.unwrap();
    assert!(matches!(
        store
            .create_lobby_if_free(&hosted_in(CHANNEL, person(20), true))
            .await,
        Err(StoreError::ChannelHeld(_))
    ));
    // …and opens once they do; one that would play in the channel itself
    // still may not.
    let settings = GuildSettings {
        games_in_threads: true,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &settings).await.unwrap();
    store
        .create_lobby_if_free(&hosted_in(CHANNEL, person(20), true))
        .await
        .unwrap();
    assert!(matches!(
        store
            .create_lobby_if_free(&hosted_in(CHANNEL, person(21), false))
            .await,
        Err(StoreError::ChannelHeld(_))
    ));
    // Another channel is free.
    store
        .create_lobby_if_free(&hosted_in(ChannelId(CHANNEL.0 + 1), person(21), false))
        .await
        .unwrap();
}

/// `seats` sit at a lobby of their first seat's person in `channel`, started
/// with the limits, in `thread` if given.
async fn start_in(
    store: &Store,
    channel: ChannelId,
    seats: Vec<Seat>,
    thread: Option<ChannelId>,
) -> Result<hypnosia::table::Table, StoreError> {
    let host = seats[0].occupant.user().unwrap();
    let lobby = store
        .create_lobby(&fixtures::new_lobby(GUILD, channel, host, seats))
        .await
        .unwrap();
    let players = lobby.seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    store
        .start_game_within_limits(&lobby, &game, &TurnClock::default(), thread)
        .await
}

async fn a_member_plays_in_as_many_running_games_as_the_server_allows(db: TestDb) {
    let store = db.open().await;
    let settings = GuildSettings {
        max_member_games: 2,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &settings).await.unwrap();
    let channel = |n| ChannelId(CHANNEL.0 + n);
    let ada = || Seat::human(Color::Red, ADA, "Ada");
    let bob = |color| Seat::human(color, BOB, "Bob");
    let cpu = || Seat::ai(Color::Cyan, AiLevel::Easy);

    // Ada hosts one game and sits at Bob's: two running games.
    let game = start_in(&store, channel(1), vec![ada(), cpu()], Some(channel(100)))
        .await
        .unwrap();
    assert_eq!(
        game.place.venue.thread(),
        Some(channel(100)),
        "stored with the start"
    );
    let reloaded = store.running_games().await.unwrap();
    assert_eq!(reloaded[0].place.venue.thread(), Some(channel(100)));
    start_in(
        &store,
        channel(2),
        vec![bob(Color::Red), Seat::human(Color::Cyan, ADA, "Ada")],
        None,
    )
    .await
    .unwrap();
    let at_cap = Some(TableLimit::Member { user: ADA, cap: 2 });
    assert_eq!(store.member_limit(GUILD.into(), ADA).await.unwrap(), at_cap);
    assert_eq!(store.member_limit(GUILD.into(), BOB).await.unwrap(), None);
    assert_eq!(store.table_limit(GUILD.into(), ADA).await.unwrap(), at_cap);
    // She may not open a third table, nor be started at one…
    assert!(matches!(
        store
            .create_lobby_within_limits(&hosted_in(channel(3), ADA, false))
            .await,
        Err(StoreError::Limit(TableLimit::Member { user: ADA, cap: 2 }))
    ));
    match start_in(
        &store,
        channel(4),
        vec![bob(Color::Red), Seat::human(Color::Cyan, ADA, "Ada")],
        None,
    )
    .await
    {
        Err(StoreError::Limit(TableLimit::Member { user, cap: 2 })) => assert_eq!(user, ADA),
        other => panic!("a third game of Ada: {other:?}"),
    }
    // …on this server; elsewhere, or once the cap is raised, she may.
    assert_eq!(
        store.member_limit(OTHER_GUILD.into(), ADA).await.unwrap(),
        None
    );
    let raised = GuildSettings {
        max_member_games: 3,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &raised).await.unwrap();
    start_in(&store, channel(5), vec![ada(), cpu()], None)
        .await
        .unwrap();
    // A cap outside 1..=1 000 is refused.
    let zero = GuildSettings {
        max_member_games: 0,
        ..store.settings(GUILD).await.unwrap()
    };
    assert!(matches!(
        store.save_settings(GUILD, &zero).await,
        Err(StoreError::Invalid(_))
    ));
}

/// A server the store has no settings for plays in threads: a held channel
/// takes a lobby with a thread of its own, unless the operator said new
/// servers play in their channels.
async fn a_new_server_plays_in_threads_unless_the_operator_says_not(db: TestDb) {
    let store = db.open().await;
    assert!(store.settings(GUILD).await.unwrap().games_in_threads);
    store
        .create_lobby_if_free(&hosted_in(CHANNEL, person(1), false))
        .await
        .unwrap();
    store
        .create_lobby_if_free(&hosted_in(CHANNEL, person(2), true))
        .await
        .unwrap();
    let in_channels = db.open().await.with_new_servers_in_threads(false);
    assert!(!in_channels.settings(GUILD).await.unwrap().games_in_threads);
    assert!(matches!(
        in_channels
            .create_lobby_if_free(&hosted_in(CHANNEL, person(3), true))
            .await,
        Err(StoreError::ChannelHeld(_))
    ));
}

on_both_backends!(
    lobbies_opened_at_once_in_one_channel_open_one,
    a_member_plays_in_as_many_running_games_as_the_server_allows,
    a_new_server_plays_in_threads_unless_the_operator_says_not,
);
