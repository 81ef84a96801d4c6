//! The limits on opening lobbies: a server's cap on open lobbies and running
//! games, and one open lobby per host, checked and written in one transaction.

use super::*;
use hypnosia::table::TableLimit;

/// A lobby of `host` alone (seated red) on `guild`.
fn hosted_by(guild: GuildId, host: UserId) -> NewLobby {
    lobby(guild, vec![Seat::human(Color::Red, host, "Host")])
}

/// `guild`'s settings with its cap on open tables at `cap`.
async fn set_cap(store: &Store, guild: GuildId, cap: u32) {
    let settings = GuildSettings {
        max_open_tables: cap,
        ..store.settings(guild).await.unwrap()
    };
    store.save_settings(guild, &settings).await.unwrap();
}

/// Host `n` of a crowd of distinct people.
fn person(n: u64) -> UserId {
    UserId(1_400_000_000_000_000_000 + n)
}

async fn a_host_has_one_open_lobby_and_a_server_its_cap(db: TestDb) {
    let store = db.open().await;
    set_cap(&store, GUILD, 3).await;
    let first = store
        .create_lobby_within_limits(&hosted_by(GUILD, ADA))
        .await
        .unwrap();
    store
        .set_message(first.id, Some(MessageId(42)), None)
        .await
        .unwrap();
    // Ada's second lobby is refused, pointing to her first one.
    match store
        .create_lobby_within_limits(&hosted_by(GUILD, ADA))
        .await
    {
        Err(StoreError::Limit(TableLimit::HostsLobby {
            id,
            place,
            expires_at,
        })) => {
            assert_eq!(id, first.id);
            assert_eq!(place.screen.message, Some(MessageId(42)));
            assert_eq!(place.venue.channel(), CHANNEL);
            assert_eq!(expires_at, first.expires_at);
        }
        other => panic!("a second lobby of one host: {other:?}"),
    }
    assert!(matches!(
        store.table_limit(GUILD.into(), ADA).await.unwrap(),
        Some(TableLimit::HostsLobby { .. })
    ));
    // On another server she is free.
    store
        .create_lobby_within_limits(&hosted_by(OTHER_GUILD, ADA))
        .await
        .unwrap();
    // Once her lobby is a game, she may open another: a running game counts
    // for the server, not for its host.
    let players = vec![
        Seat::human(Color::Red, ADA, "Ada").player(),
        Seat::ai(Color::Cyan, AiLevel::Easy).player(),
    ];
    let mut with_ai = first.clone();
    with_ai.seats.push(Seat::ai(Color::Cyan, AiLevel::Easy));
    store.save_lobby(&mut with_ai).await.unwrap();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    store
        .start_game(&with_ai, &game, &TurnClock::default())
        .await
        .unwrap();
    assert_eq!(store.table_limit(GUILD.into(), ADA).await.unwrap(), None);
    let second = store
        .create_lobby_within_limits(&hosted_by(GUILD, ADA))
        .await
        .unwrap();
    // Ada's game and lobby and Bob's lobby: the server's cap of 3.
    store
        .create_lobby_within_limits(&hosted_by(GUILD, BOB))
        .await
        .unwrap();
    assert!(matches!(
        store
            .create_lobby_within_limits(&hosted_by(GUILD, CY))
            .await,
        Err(StoreError::Limit(TableLimit::Server { cap: 3 }))
    ));
    assert_eq!(
        store.table_limit(GUILD.into(), CY).await.unwrap(),
        Some(TableLimit::Server { cap: 3 })
    );
    // Closed lobbies and past games do not count: closing one makes room.
    store
        .close_lobby(&second, LobbyEnd::Cancelled)
        .await
        .unwrap();
    store
        .create_lobby_within_limits(&hosted_by(GUILD, CY))
        .await
        .unwrap();
    // Raising the cap makes room too; the fixtures' path knows no limits.
    set_cap(&store, GUILD, 4).await;
    assert_eq!(
        store.table_limit(GUILD.into(), person(1)).await.unwrap(),
        None
    );
    store.create_lobby(&hosted_by(GUILD, CY)).await.unwrap();
    // A cap outside 1..=10 000 is refused.
    let zero = GuildSettings {
        max_open_tables: 0,
        ..store.settings(GUILD).await.unwrap()
    };
    assert!(matches!(
        store.save_settings(GUILD, &zero).await,
        Err(StoreError::Invalid(_))
    ));
}

async fn lobbies_opened_at_once_at_one_below_the_cap_open_only_one(db: TestDb) {
    let store = db.open().await;
    set_cap(&store, GUILD, 5).await;
    for n in 0..4 {
        store
            .create_lobby_within_limits(&hosted_by(GUILD, person(n)))
            .await
            .unwrap();
    }
    // Eight people open a lobby at the same moment, each on a connection of
    // its own (and, on PostgreSQL, a second process's pool as well).
    let other = db.open().await;
    let tries = (10..18).map(|n| {
        let store = if n % 2 == 0 { &store } else { &other };
        async move {
            store
                .create_lobby_within_limits(&hosted_by(GUILD, person(n)))
                .await
        }
    });
    let results = futures_util::future::join_all(tries).await;
    let opened = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(opened, 1, "{results:?}");
    for r in &results {
        match r {
            Ok(_) | Err(StoreError::Limit(TableLimit::Server { cap: 5 })) => {}
            Err(e) => panic!("unexpected: {e}"),
        }
    }
    assert_eq!(store.open_lobbies().await.unwrap().len(), 5);
}

on_both_backends!(
    a_host_has_one_open_lobby_and_a_server_its_cap,
    lobbies_opened_at_once_at_one_below_the_cap_open_only_one,
);
