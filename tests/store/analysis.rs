//! Win chances in the store: a server's live-chances setting (shown until
//! turned off, one of its settings) and a game's analysis, stored once.

use super::*;

async fn the_live_chances_setting_is_on_until_turned_off_and_survives_other_settings(db: TestDb) {
    let store = db.open().await;
    let chances = |s: GuildSettings| s.live_chances;
    assert!(
        chances(store.settings(GUILD).await.unwrap()),
        "shown by default"
    );
    let off = GuildSettings {
        live_chances: false,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &off).await.unwrap();
    assert!(!chances(store.settings(GUILD).await.unwrap()));
    assert!(
        chances(store.settings(OTHER_GUILD).await.unwrap()),
        "one server only"
    );
    // Saving the other settings keeps it, and the server's own language too.
    let settings = GuildSettings {
        games_in_threads: true,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &settings).await.unwrap();
    store.save_guild_locale(GUILD, "fr").await.unwrap();
    assert!(!chances(store.settings(GUILD).await.unwrap()));
    let on = GuildSettings {
        live_chances: true,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &on).await.unwrap();
    let after = store.settings(GUILD).await.unwrap();
    assert!(after.games_in_threads);
    assert_eq!(after.guild_locale.as_deref(), Some("fr"));
    assert!(chances(db.open().await.settings(GUILD).await.unwrap()));
}

async fn a_games_analysis_is_stored_once(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, seats, 3).await;
    finish_by_leaving(&store, id, game, &[Color::Red]).await;
    assert_eq!(store.game_analysis(id).await.unwrap(), None);
    store.save_game_analysis(id, "{\"first\":1}").await.unwrap();
    // Two requests at once both save: the first stays.
    store
        .save_game_analysis(id, "{\"second\":2}")
        .await
        .unwrap();
    assert_eq!(
        store.game_analysis(id).await.unwrap().as_deref(),
        Some("{\"first\":1}")
    );
    assert_eq!(store.game_analysis(GameId(id.0 + 1)).await.unwrap(), None);
}

on_both_backends!(
    the_live_chances_setting_is_on_until_turned_off_and_survives_other_settings,
    a_games_analysis_is_stored_once,
);
