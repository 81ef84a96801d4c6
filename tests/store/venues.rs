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

/// Ada and Bob play one game in the server (Ada wins) and one in the group
/// DM (Bob wins): the same two people, two communities.
async fn one_game_each_in_the_server_and_the_group_dm(store: &Store) -> (GameId, GameId) {
    let seats = || {
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Yellow, BOB, "Bob"),
        ]
    };
    let (in_server, game) = start(store, GUILD, seats(), 11).await;
    finish_by_leaving(store, in_server, game, &[Color::Yellow]).await;
    let mut direct = direct_lobby(ADA);
    direct.seats = seats();
    let (in_dm, game) = fixtures::start_game(store, &direct, 12).await;
    finish_by_leaving(store, in_dm, game, &[Color::Red]).await;
    (in_server, in_dm)
}

async fn a_direct_venue_has_its_own_leaderboard_stats_and_history(db: TestDb) {
    let store = db.open().await;
    let (in_server, in_dm) = one_game_each_in_the_server_and_the_group_dm(&store).await;
    let (server, dm) = (Community::Server(GUILD), Community::Direct(GROUP_DM));

    // Each leaderboard ranks its own game's winner first.
    for (community, first, second) in [(server, ADA, BOB), (dm, BOB, ADA)] {
        for order in [LeaderboardOrder::Rating, LeaderboardOrder::Wins] {
            let page = store.leaderboard(community, order, 0, 10).await.unwrap();
            let users: Vec<UserId> = page.entries.iter().map(|e| e.user).collect();
            assert_eq!(users, [first, second], "{community} by {order:?}");
            assert_eq!(page.total, 2, "{community}");
            assert!(
                page.entries.iter().all(|e| e.games == 1),
                "{community}: one game each, not two: {:?}",
                page.entries
            );
        }
    }
    // The same person's stats and rating history, apart in each.
    let ada_server = store.player_stats(server, ADA).await.unwrap().unwrap();
    let ada_dm = store.player_stats(dm, ADA).await.unwrap().unwrap();
    assert_eq!((ada_server.games, ada_server.wins), (1, 1));
    assert_eq!((ada_dm.games, ada_dm.wins), (1, 0));
    assert_eq!(
        (ada_server.rating_place, ada_dm.rating_place),
        (Some(1), Some(2))
    );
    assert_eq!(ada_server.community, server);
    assert_eq!(ada_dm.community, dm);
    assert!(
        ada_server.skill.mu > ada_dm.skill.mu,
        "a win here, a loss there"
    );
    let history = |community: Community| {
        let store = &store;
        async move { store.rating_history(community, ADA, 10).await.unwrap() }
    };
    assert_eq!(
        history(server)
            .await
            .iter()
            .map(|p| p.game)
            .collect::<Vec<_>>(),
        [in_server]
    );
    assert_eq!(
        history(dm).await.iter().map(|p| p.game).collect::<Vec<_>>(),
        [in_dm]
    );

    // Each history lists its own game, and finds none of the other's.
    for (community, ours, theirs) in [(server, in_server, in_dm), (dm, in_dm, in_server)] {
        let page = store.past_games(community, None, 0, 10).await.unwrap();
        let games: Vec<GameId> = page.games.iter().map(|g| g.id).collect();
        assert_eq!(games, [ours], "{community}");
        let numbered = store.past_games_numbered(community, "", 10).await.unwrap();
        assert_eq!(numbered.iter().map(|g| g.id).collect::<Vec<_>>(), [ours]);
        assert!(store.past_game(community, ours).await.unwrap().is_some());
        assert!(
            store.past_game(community, theirs).await.unwrap().is_none(),
            "{community} does not show the other community's game"
        );
    }
    // A third community the two never played in knows neither of them.
    let elsewhere = Community::Direct(ChannelId(GROUP_DM.0 + 1));
    assert_eq!(store.player_stats(elsewhere, ADA).await.unwrap(), None);
    let page = store.leaderboard(elsewhere, LeaderboardOrder::Rating, 0, 10);
    assert_eq!(page.await.unwrap().total, 0);
}

async fn a_persons_ratings_are_listed_with_where_each_is(db: TestDb) {
    let store = db.open().await;
    one_game_each_in_the_server_and_the_group_dm(&store).await;
    // Cy plays only in another server.
    let seats = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::ai(Color::Green, AiLevel::Easy),
    ];
    let (id, game) = start(&store, OTHER_GUILD, seats, 13).await;
    finish_by_leaving(&store, id, game, &[Color::Green]).await;

    // Read by a restarted store: the list comes from what was committed.
    let store = db.open().await;
    let ratings = store.ratings_of(ADA, 10).await.unwrap();
    let mut where_ada: Vec<(Community, u32, u32)> = ratings
        .iter()
        .map(|s| (s.community, s.games, s.wins))
        .collect();
    where_ada.sort();
    assert_eq!(
        where_ada,
        [
            (Community::Server(GUILD), 1, 1),
            (Community::Direct(GROUP_DM), 1, 0)
        ],
        "Ada's rating in the server and her own in the group DM, each as the community keeps it"
    );
    for stats in &ratings {
        assert_eq!(
            Some(stats),
            store
                .player_stats(stats.community, ADA)
                .await
                .unwrap()
                .as_ref(),
            "each as `stats` in that community shows it"
        );
    }
    let cy: Vec<Community> = store
        .ratings_of(CY, 10)
        .await
        .unwrap()
        .iter()
        .map(|s| s.community)
        .collect();
    assert_eq!(cy, [Community::Server(OTHER_GUILD)]);
    assert_eq!(store.ratings_of(HUGE, 10).await.unwrap(), []);
    assert_eq!(
        store.ratings_of(ADA, 1).await.unwrap().len(),
        1,
        "at most `limit`"
    );
}

on_both_backends!(
    a_direct_venue_and_its_reach_come_back_as_they_were_stored,
    a_direct_venues_limits_count_its_own_tables_not_a_servers,
    a_direct_venue_has_its_own_leaderboard_stats_and_history,
    a_persons_ratings_are_listed_with_where_each_is,
);
