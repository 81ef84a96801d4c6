//! A server's settings changed one field at a time
//! ([`Store::change_setting`]): each change writes its own field (or one
//! allowed channel), so changes of different fields at once all stay.

use hypnosia::i18n::Lang;
use hypnosia::table::{SeasonCadence, SettingChange};

use super::*;

async fn each_change_writes_its_own_field_and_leaves_the_others(db: TestDb) {
    let store = db.open().await;
    let other = ChannelId(CHANNEL.0 + 1);
    // A server without a row gets the defaults and the one field changed.
    store
        .change_setting(GUILD, &SettingChange::MaxOpenTables(9))
        .await
        .unwrap();
    let defaults = store.new_server_settings();
    assert_eq!(
        store.settings(GUILD).await.unwrap(),
        GuildSettings {
            max_open_tables: 9,
            ..defaults.clone()
        }
    );
    // Many changes of different fields at once: each stays.
    let changes = [
        SettingChange::TurnTimeout(Duration::from_secs(120)),
        SettingChange::GamesInThreads(!defaults.games_in_threads),
        SettingChange::Language(Some(Lang::Ko)),
        SettingChange::MaxMemberGames(2),
        SettingChange::LiveChances(false),
        SettingChange::Avatars(false),
        SettingChange::Allow(CHANNEL),
        SettingChange::Allow(other),
        SettingChange::Allow(other),
    ];
    let all = changes
        .iter()
        .map(|change| store.change_setting(GUILD, change));
    for done in futures_util::future::join_all(all).await {
        done.unwrap();
    }
    let expected = GuildSettings {
        turn_timeout: Duration::from_secs(120),
        games_in_threads: !defaults.games_in_threads,
        allowed_channels: vec![CHANNEL, other],
        language: Some(Lang::Ko),
        max_open_tables: 9,
        max_member_games: 2,
        live_chances: false,
        avatars: false,
        ..defaults.clone()
    };
    assert_eq!(store.settings(GUILD).await.unwrap(), expected);
    // The server's own language, stored meanwhile, stays too.
    store.save_guild_locale(GUILD, "de").await.unwrap();
    store
        .change_setting(GUILD, &SettingChange::Disallow(CHANNEL))
        .await
        .unwrap();
    store
        .change_setting(GUILD, &SettingChange::Language(None))
        .await
        .unwrap();
    assert_eq!(
        store.settings(GUILD).await.unwrap(),
        GuildSettings {
            allowed_channels: vec![other],
            language: None,
            guild_locale: Some("de".into()),
            ..expected
        }
    );
    // Another server's settings are its own.
    assert_eq!(store.settings(OTHER_GUILD).await.unwrap(), defaults);

    // Out of bounds: refused, nothing written.
    for refused in [
        SettingChange::MaxOpenTables(0),
        SettingChange::MaxMemberGames(0),
        SettingChange::TurnTimeout(Duration::ZERO),
    ] {
        assert!(matches!(
            store.change_setting(OTHER_GUILD, &refused).await,
            Err(StoreError::Invalid(_))
        ));
    }
    assert_eq!(store.settings(OTHER_GUILD).await.unwrap(), defaults);

    // The seasons and the daily puzzle, stored apart, are changed the same way.
    let seasons = SettingChange::Seasons {
        cadence: SeasonCadence::Monthly,
        channel: Some(CHANNEL),
    };
    store.change_setting(GUILD, &seasons).await.unwrap();
    let daily = SettingChange::DailyPuzzle(Some(other));
    store.change_setting(GUILD, &daily).await.unwrap();
    let season = store.season_settings(GUILD).await.unwrap();
    assert_eq!(season.cadence, SeasonCadence::Monthly);
    assert_eq!(season.announce_channel, Some(CHANNEL));
    assert_eq!(
        store.daily_puzzle_channel(GUILD).await.unwrap(),
        Some(other)
    );
}

on_both_backends!(each_change_writes_its_own_field_and_leaves_the_others);
