//! Where a table is played, as the store keeps it: a server's channel or a
//! direct venue (a DM or group DM), reached at any time or only while people
//! interact, and the community its limits count in.

use hypnosia::table::{Community, Place, Reach, TableLimit, Venue};

use super::*;

/// A group DM's channel: a snowflake of its own, never a server's.
const GROUP_DM: ChannelId = ChannelId(1_200_000_000_000_000_777);

fn direct_lobby(host: UserId) -> NewLobby {
    let mut new = lobby(GUILD, vec![Seat::human(Color::Red, host, "Host")]);
    new.place = Place::new(Venue::Direct { channel: GROUP_DM }, Reach::WhileInteracting);
    new
}

async fn a_direct_venue_and_its_reach_come_back_as_they_were_stored(db: TestDb) {
    let store = db.open().await;
    let direct = store.create_lobby(&direct_lobby(ADA)).await.unwrap();
    let server = store
        .create_lobby(&lobby(GUILD, vec![Seat::human(Color::Red, BOB, "Bob")]))
        .await
        .unwrap();
    // Read back by a restarted store, not from what `create_lobby` returned.
    let store = db.open().await;
    let lobby = store.lobby(direct.id).await.unwrap().expect("the lobby");
    assert_eq!(lobby.place.venue, Venue::Direct { channel: GROUP_DM });
    assert_eq!(lobby.place.reach, Reach::WhileInteracting);
    assert_eq!(lobby.place.community(), Community::Direct(GROUP_DM));
    assert_eq!(lobby.place.venue.guild(), None);
    let lobby = store.lobby(server.id).await.unwrap().expect("the lobby");
    assert_eq!(lobby.place.venue, Venue::server(GUILD, CHANNEL));
    assert_eq!(lobby.place.reach, Reach::Always);
    // A started game keeps its venue (the start rewrites the row).
    let mut two = direct_lobby(CY);
    two.seats.push(Seat::ai(Color::Green, AiLevel::Easy));
    let (game, _) = fixtures::start_game(&store, &two, 3).await;
    let table = store.started_game(game).await.unwrap().expect("the game");
    assert_eq!(table.place.venue, Venue::Direct { channel: GROUP_DM });
    assert_eq!(table.place.reach, Reach::WhileInteracting);
    let running = store.running_game_ids().await.unwrap();
    assert!(
        running.contains(&(game, Community::Direct(GROUP_DM))),
        "{running:?}"
    );
}

async fn a_direct_venues_limits_count_its_own_tables_not_a_servers(db: TestDb) {
    let store = db.open().await;
    store.create_lobby(&direct_lobby(ADA)).await.unwrap();
    let hosts = store
        .table_limit(Community::Direct(GROUP_DM), ADA)
        .await
        .unwrap();
    assert!(
        matches!(hosts, Some(TableLimit::HostsLobby { .. })),
        "one open lobby per host in the group DM: {hosts:?}"
    );
    assert_eq!(
        store.table_limit(GUILD.into(), ADA).await.unwrap(),
        None,
        "the group DM's lobby is no server's"
    );
    // The server's settings do not leak into the direct venue: its own are the defaults.
    let mut settings = store.settings(GUILD).await.unwrap();
    settings.max_open_tables = 1;
    store.save_settings(GUILD, &settings).await.unwrap();
    assert_eq!(
        store
            .settings(Community::Direct(GROUP_DM))
            .await
            .unwrap()
            .max_open_tables,
        GuildSettings::default().max_open_tables
    );
}

on_both_backends!(
    a_direct_venue_and_its_reach_come_back_as_they_were_stored,
    a_direct_venues_limits_count_its_own_tables_not_a_servers,
);
