//! Lobbies across restarts and processes, and server settings.

use super::*;

async fn open_lobbies_come_back_after_a_restart(db: TestDb) {
    let store = db.open().await;
    let new = lobby(GUILD, vec![Seat::human(Color::Red, ADA, "Ada")]);
    let id = store.create_lobby(&new).await.unwrap().id;
    store
        .add_seat(id, &Seat::ai(Color::Green, AiLevel::Easy))
        .await
        .unwrap();
    assert!(matches!(
        store
            .add_seat(id, &Seat::human(Color::Green, BOB, "Bob"))
            .await,
        Err(StoreError::ColorTaken(Color::Green))
    ));
    assert!(matches!(
        store
            .add_seat(id, &Seat::human(Color::Blue, ADA, "Ada"))
            .await,
        Err(StoreError::AlreadySeated)
    ));
    store
        .add_seat(id, &Seat::human(Color::Yellow, BOB, "Bob"))
        .await
        .unwrap();
    assert!(store.remove_seat(id, Color::Green).await.unwrap());
    assert!(!store.remove_seat(id, Color::Magenta).await.unwrap());
    let mut changed = options();
    changed.variant.stacks_cross_bridges = false;
    changed.thread = true;
    store.set_lobby_options(id, &changed).await.unwrap();
    store
        .set_message(id, Some(MessageId(77)), None)
        .await
        .unwrap();
    let cancelled = store.create_lobby(&new).await.unwrap();
    store
        .close_lobby(&cancelled, LobbyEnd::Cancelled)
        .await
        .unwrap();
    assert!(matches!(
        store
            .add_seat(cancelled.id, &Seat::human(Color::Blue, BOB, "Bob"))
            .await,
        Err(StoreError::NotFound { .. })
    ));
    store.close().await;
    drop(store);

    let store = db.open().await;
    let lobbies = store.open_lobbies().await.unwrap();
    assert_eq!(lobbies.len(), 1);
    let back = &lobbies[0];
    assert_eq!(back.id, id);
    assert_eq!(back.host, ADA);
    assert_eq!(back.place.screen.message, Some(MessageId(77)));
    assert_eq!(back.options, changed);
    assert_eq!(back.expires_at, 2_000_000_000);
    assert_eq!(
        back.seats,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Yellow, BOB, "Bob")
        ]
    );
    assert_eq!(
        store.expired_lobbies(2_000_000_000).await.unwrap(),
        vec![id]
    );
    assert!(
        store
            .expired_lobbies(1_999_999_999)
            .await
            .unwrap()
            .is_empty()
    );
    // Starting needs the game to seat exactly the lobby's seats.
    let wrong = Game::new(
        vec![
            Seat::human(Color::Red, ADA, "Ada").player(),
            Seat::ai(Color::Yellow, AiLevel::Easy).player(),
        ],
        Variant::default(),
        Dice::from_seed(1),
    )
    .unwrap();
    assert!(matches!(
        store.start_game(back, &wrong, &TurnClock::default()).await,
        Err(StoreError::Invalid(_))
    ));
    let players = back.seats.iter().map(Seat::player).collect();
    let game = Game::new(players, changed.variant, Dice::from_seed(1)).unwrap();
    let started = store
        .start_game(back, &game, &TurnClock::default())
        .await
        .unwrap();
    // The lobby's message stays as the game's log; the turns get their own.
    assert_eq!(started.place.screen.log, Some(MessageId(77)));
    assert_eq!(started.place.screen.message, None);
    assert!(store.open_lobbies().await.unwrap().is_empty());
    assert_eq!(store.running_games().await.unwrap()[0].options, changed);
}

/// Two bot processes on one database file: each reads the lobby, both change
/// it; the second write is refused as stale, and applying it again to the lobby
/// as it is now keeps both changes.
async fn two_processes_racing_on_a_lobby_lose_no_join_and_start_once(db: TestDb) {
    let (one, two) = (db.open().await, db.open().await);
    let new = lobby(GUILD, vec![Seat::human(Color::Red, ADA, "Ada")]);
    let id = one.create_lobby(&new).await.unwrap().id;

    let mut bob_joins = one.lobby(id).await.unwrap().unwrap();
    let mut cy_joins = two.lobby(id).await.unwrap().unwrap();
    bob_joins.join(BOB, "Bob").unwrap();
    cy_joins.join(CY, "Cy").unwrap();
    one.save_lobby(&mut bob_joins).await.unwrap();
    assert!(matches!(
        two.save_lobby(&mut cy_joins).await,
        Err(StoreError::StaleVersion { .. })
    ));
    // The refused join, applied again to what is stored now.
    let mut cy_joins = two.lobby(id).await.unwrap().unwrap();
    cy_joins.join(CY, "Cy").unwrap();
    two.save_lobby(&mut cy_joins).await.unwrap();
    let seated: Vec<UserId> = one
        .lobby(id)
        .await
        .unwrap()
        .unwrap()
        .seats
        .iter()
        .filter_map(|s| s.occupant.user())
        .collect();
    assert_eq!(seated.len(), 3, "no join lost: {seated:?}");
    assert!([ADA, BOB, CY].iter().all(|u| seated.contains(u)));

    // A join from the other process lands between reading the lobby for a
    // Start and writing its game: the start is refused, not made without Dan.
    let read_for_start = one.lobby(id).await.unwrap().unwrap();
    let mut dan_joins = two.lobby(id).await.unwrap().unwrap();
    dan_joins.join(UserId(9), "Dan").unwrap();
    two.save_lobby(&mut dan_joins).await.unwrap();
    let players = read_for_start.start(ADA).unwrap();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    assert!(matches!(
        one.start_game(&read_for_start, &game, &TurnClock::default())
            .await,
        Err(StoreError::StaleVersion { .. })
    ));
    assert!(
        one.lobby(id).await.unwrap().is_some(),
        "the lobby is still open"
    );

    // Two Starts at the same moment: exactly one game.
    let first = one.lobby(id).await.unwrap().unwrap();
    let second = two.lobby(id).await.unwrap().unwrap();
    let game = Game::new(
        first.start(ADA).unwrap(),
        Variant::default(),
        Dice::from_seed(3),
    )
    .unwrap();
    one.start_game(&first, &game, &TurnClock::default())
        .await
        .unwrap();
    assert!(matches!(
        two.start_game(&second, &game, &TurnClock::default()).await,
        Err(StoreError::NotFound { .. })
    ));
    // A cancel read before the start finds nothing to cancel.
    assert!(matches!(
        two.close_lobby(&second, LobbyEnd::Cancelled).await,
        Err(StoreError::NotFound { .. })
    ));
    assert_eq!(one.running_games().await.unwrap().len(), 1);
    let started = &one.running_games().await.unwrap()[0];
    assert_eq!(started.seats.len(), 4, "Dan plays too");
}

async fn settings_default_until_saved_and_stay_per_server(db: TestDb) {
    let store = db.open().await;
    let defaults = store.settings(GUILD).await.unwrap();
    assert_eq!(defaults.turn_timeout, DEFAULT_TURN_TIMEOUT);
    assert!(
        defaults.allows(CHANNEL),
        "every channel is allowed by default"
    );
    let chosen = GuildSettings {
        turn_timeout: Duration::from_secs(45),
        games_in_threads: true,
        allowed_channels: vec![ChannelId(5), ChannelId(u64::MAX)],
        language: Some(hypnosia::i18n::Lang::Pl),
        guild_locale: None,
        max_open_tables: 33,
        max_member_games: 4,
        live_chances: false,
        avatars: false,
    };
    store.save_settings(GUILD, &chosen).await.unwrap();
    let back = store.settings(GUILD).await.unwrap();
    assert!(
        defaults.avatars && !back.avatars,
        "avatars: on until turned off"
    );
    assert_eq!(back.max_open_tables, 33);
    assert_eq!(back.max_member_games, 4);
    assert!(
        !back.live_chances,
        "the live chances are one of the settings"
    );
    assert_eq!(defaults.max_open_tables, 20);
    assert_eq!(back.turn_timeout, Duration::from_secs(45));
    assert_eq!(back.language, Some(hypnosia::i18n::Lang::Pl));
    assert!(back.games_in_threads);
    assert!(back.allows(ChannelId(u64::MAX)) && !back.allows(CHANNEL));
    assert_eq!(
        store.settings(OTHER_GUILD).await.unwrap(),
        GuildSettings::default()
    );
    let zero = GuildSettings {
        turn_timeout: Duration::ZERO,
        ..chosen
    };
    assert!(matches!(
        store.save_settings(GUILD, &zero).await,
        Err(StoreError::Invalid(_))
    ));
}

async fn the_servers_own_language_is_kept_apart_from_the_chosen_one(db: TestDb) {
    use hypnosia::i18n::Lang;
    let store = db.open().await;
    // Seen before any setting was saved: the defaults stay.
    store.save_guild_locale(GUILD, "ko").await.unwrap();
    let seen = store.settings(GUILD).await.unwrap();
    assert_eq!(seen.guild_locale.as_deref(), Some("ko"));
    assert_eq!(seen.turn_timeout, DEFAULT_TURN_TIMEOUT);
    assert_eq!(seen.public_lang(), Lang::Ko);
    // Choosing a language keeps the server's own, and wins over it.
    let chosen = GuildSettings {
        language: Some(Lang::De),
        ..seen
    };
    store.save_settings(GUILD, &chosen).await.unwrap();
    store.save_guild_locale(GUILD, "es-ES").await.unwrap();
    let back = store.settings(GUILD).await.unwrap();
    assert_eq!(back.language, Some(Lang::De));
    assert_eq!(back.guild_locale.as_deref(), Some("es-ES"));
    assert_eq!(back.public_lang(), Lang::De);
    // Back to the server's own: a language the bot does not speak is English.
    let own = GuildSettings {
        language: None,
        ..back
    };
    store.save_settings(GUILD, &own).await.unwrap();
    assert_eq!(
        store.settings(GUILD).await.unwrap().public_lang(),
        Lang::EnUs
    );
}

/// A challenge's kept seat is stored with its lobby, and forgotten once
/// answered (ux-5 §6).
async fn a_challenges_kept_seat_is_stored_until_answered(db: TestDb) {
    let store = db.open().await;
    let mut new = lobby(GUILD, vec![Seat::human(Color::Red, ADA, "Ada")]);
    new.kept_for = Some(BOB);
    let opened = store.create_lobby(&new).await.unwrap();
    let mut back = store.lobby(opened.id).await.unwrap().unwrap();
    assert_eq!(back.kept_for, Some(BOB));
    back.join(BOB, "Bob").unwrap();
    store.save_lobby(&mut back).await.unwrap();
    let joined = store.lobby(opened.id).await.unwrap().unwrap();
    assert_eq!((joined.kept_for, joined.seats.len()), (None, 2));
    store.close().await;
}

on_both_backends!(
    a_challenges_kept_seat_is_stored_until_answered,
    open_lobbies_come_back_after_a_restart,
    settings_default_until_saved_and_stay_per_server,
    the_servers_own_language_is_kept_apart_from_the_chosen_one,
    two_processes_racing_on_a_lobby_lose_no_join_and_start_once,
);
