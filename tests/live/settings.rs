//! A server's settings changed by its admins through the engine: each change
//! writes its own field, so two admins changing two settings at once both
//! keep theirs, and the screen is told (what it knows ends as stored).

use std::time::Duration;

use hypnosia::i18n::Lang;
use hypnosia::table::{ChannelId, GuildSettings, SettingChange};

use crate::support::{CHANNEL, GUILD, World};

#[tokio::test]
async fn two_admins_changing_two_settings_at_once_both_keep_theirs() {
    let w = World::new().await;
    let other = ChannelId(CHANNEL.0 + 1);
    // Many changes of different fields at once, from as many admins.
    let changes = [
        SettingChange::TurnTimeout(Duration::from_secs(600)),
        SettingChange::Language(Some(Lang::Fr)),
        SettingChange::MaxOpenTables(7),
        SettingChange::MaxMemberGames(3),
        SettingChange::LiveChances(false),
        SettingChange::Avatars(false),
        SettingChange::GamesInThreads(false),
        SettingChange::Allow(CHANNEL),
        SettingChange::Allow(other),
    ];
    let all = changes.map(|change| w.tables.set_setting(GUILD, change));
    for done in futures_util::future::join_all(all).await {
        done.unwrap();
    }
    let stored = w.tables.store().settings(GUILD).await.unwrap();
    let expected = GuildSettings {
        turn_timeout: Duration::from_secs(600),
        games_in_threads: false,
        allowed_channels: vec![CHANNEL, other],
        language: Some(Lang::Fr),
        guild_locale: None,
        max_open_tables: 7,
        max_member_games: 3,
        live_chances: false,
        avatars: false,
    };
    assert_eq!(stored, expected);
    // The screen, told each change in whatever order, knows them all.
    let told = w
        .screen()
        .recorded
        .lock()
        .unwrap()
        .settings
        .get(&GUILD)
        .cloned();
    assert_eq!(told, Some(expected));

    // Taking one channel out leaves the other allowed, and the rest as it was.
    let now = w
        .tables
        .set_setting(GUILD, SettingChange::Disallow(CHANNEL))
        .await
        .unwrap();
    assert_eq!(now.allowed_channels, vec![other]);
    assert_eq!(now.max_open_tables, 7);
    let told = w
        .screen()
        .recorded
        .lock()
        .unwrap()
        .settings
        .get(&GUILD)
        .cloned();
    assert_eq!(told, Some(now));
}

#[tokio::test]
async fn a_setting_out_of_bounds_is_refused_and_changes_nothing() {
    let w = World::new().await;
    for change in [
        SettingChange::MaxOpenTables(0),
        SettingChange::MaxMemberGames(0),
        SettingChange::TurnTimeout(Duration::ZERO),
    ] {
        assert!(w.tables.set_setting(GUILD, change).await.is_err());
    }
    let stored = w.tables.store().settings(GUILD).await.unwrap();
    assert_eq!(stored, w.tables.store().new_server_settings());
    assert!(w.screen().recorded.lock().unwrap().settings.is_empty());
}
