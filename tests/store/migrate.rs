//! Copying a whole database between backends (`hypnosia migrate-db`).

use hypnosia::seating::{Format, Sitter};
use hypnosia::seating::{NewTournament, NewTournamentTable, TournamentId};
use hypnosia::store::RoundSeating;
use hypnosia::table::SeasonCadence;

use super::*;

/// Everything a store shows: lobbies, running games, leaderboards, stats,
/// rating histories, settings and histories of past games, for the servers and
/// players of `fill`.
async fn everything(store: &Store) -> String {
    let mut seen = format!(
        "{:?}\n{:?}\n",
        store.open_lobbies().await.unwrap(),
        store
            .running_games()
            .await
            .unwrap()
            .iter()
            .map(|t| (
                t.id,
                &t.place,
                &t.seats,
                t.game.record(),
                t.clock,
                &t.options
            ))
            .collect::<Vec<_>>()
    );
    for guild in [GUILD, OTHER_GUILD] {
        for order in [
            LeaderboardOrder::Rating,
            LeaderboardOrder::Wins,
            LeaderboardOrder::Points,
        ] {
            let page = store.leaderboard(guild, order, 0, 10).await.unwrap();
            seen += &format!("{page:?}\n");
        }
        for user in [ADA, BOB, CY] {
            seen += &format!(
                "{:?}\n{:?}\n",
                store.player_stats(guild, user).await.unwrap(),
                store.rating_history(guild, user, 10).await.unwrap()
            );
        }
        seen += &format!("{:?}\n", store.settings(guild).await.unwrap());
        seen += &format!("{:?}\n", store.open_tournaments(guild).await.unwrap());
        seen += &format!("{:?}\n", store.season_settings(guild).await.unwrap());
        for season in store.seasons_played(guild, 10).await.unwrap() {
            let page = store
                .season_leaderboard(guild, season, LeaderboardOrder::Rating, 0, 10)
                .await
                .unwrap();
            seen += &format!("{season} {page:?}\n");
            for user in [ADA, BOB, CY] {
                let stats = store.season_stats(guild, season, user).await.unwrap();
                seen += &format!("{stats:?}\n");
            }
        }
        // The history, as its lists and suggestions show it.
        for player in [None, Some(ADA), Some(BOB), Some(CY), Some(HUGE)] {
            seen += &format!(
                "{:?}\n",
                store.past_games(guild, player, 0, 10).await.unwrap()
            );
        }
        seen += &format!(
            "{:?}\n",
            store.past_games_numbered(guild, "", 25).await.unwrap()
        );
    }
    seen += &format!(
        "{:?}\n",
        store.tournament_play(TournamentId(1)).await.unwrap()
    );
    seen
}

/// A Swiss whose host set it for a later start.
fn saturday_cup() -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        host: ADA,
        name: "Saturday cup".into(),
        format: Format::Swiss { rounds: 2 },
        table_size: 2,
        turn_timeout: Duration::from_secs(300),
        starts_at: Some(1_950_000_000),
        max_players: 8,
        seed: Some(42),
        check_in: None,
        no_threads: true,
    }
}

/// A running tournament of Ada and Bob, its round 1 seated (Bob first).
async fn tournament(store: &Store) {
    let t = store.create_tournament(&saturday_cup()).await.unwrap();
    for (user, name) in [(ADA, "Ada"), (BOB, "Bob"), (CY, "Cy")] {
        store.join_tournament(t.id, user, name).await.unwrap();
    }
    assert!(store.start_tournament(t.id).await.unwrap());
    assert_eq!(store.leave_tournament(t.id, CY).await.unwrap(), None);
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let players = seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    let table = NewTournamentTable {
        seating: vec![
            (Color::Blue, Sitter::Person(BOB)),
            (Color::Red, Sitter::Person(ADA)),
        ],
        seats,
        game,
    };
    let t = store.tournament(t.id).await.unwrap().unwrap();
    let seated = store
        .seat_round(&t, (1, false), (false, &[]), &[table])
        .await
        .unwrap();
    assert!(matches!(seated, RoundSeating::Seated(games) if games.len() == 1));
}

/// Two finished games (one rated, in a season), a running game, an open lobby
/// and settings.
async fn fill(store: &Store) -> GameId {
    store
        .save_season_settings(GUILD, SeasonCadence::Monthly, None, 0)
        .await
        .unwrap();
    let humans = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
        Seat::ai(Color::Green, AiLevel::Hard),
    ];
    let (id, game) = start(store, GUILD, humans, 4).await;
    finish_by_leaving(store, id, game, &[Color::Cyan, Color::Green]).await;
    let alone = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::ai(Color::Blue, AiLevel::Easy),
    ];
    let (id, game) = start(store, OTHER_GUILD, alone, 5).await;
    finish_by_leaving(store, id, game, &[Color::Red]).await;
    let (running, mut game) = start(
        store,
        GUILD,
        vec![
            Seat::human(Color::Yellow, HUGE, "Zed"),
            Seat::human(Color::Blue, ADA, "Ada"),
        ],
        6,
    )
    .await;
    let before = game.version();
    game.play(chosen_move(&game)).unwrap();
    store
        .save_game(running, before, &game, &TurnClock::until(1_950_000_000))
        .await
        .unwrap();
    store
        .mark_shown(running, game.version(), &shown_with(MessageId(5), 1), true)
        .await
        .unwrap();
    let mut open = lobby(GUILD, vec![Seat::human(Color::Red, BOB, "Bob")]);
    open.options = LobbyOptions {
        thread: true,
        max_seats: 3,
        ..open.options
    };
    store.create_lobby(&open).await.unwrap();
    let settings = GuildSettings {
        turn_timeout: Duration::from_secs(90),
        games_in_threads: true,
        allowed_channels: vec![CHANNEL, ChannelId(u64::MAX)],
        language: Some(hypnosia::i18n::Lang::Fr),
        guild_locale: None,
        // Not the defaults, so that a copy that dropped a column would show.
        max_open_tables: 7,
        max_member_games: 9,
        live_chances: false,
        avatars: false,
    };
    store.save_settings(GUILD, &settings).await.unwrap();
    store.save_guild_locale(GUILD, "de").await.unwrap();
    tournament(store).await;
    running
}

#[tokio::test]
async fn a_copy_to_postgres_and_back_shows_the_same_everything() {
    if !super::postgres::available(false) {
        return;
    }
    let (sqlite, postgres) = (TestDb::sqlite(), TestDb::postgres().await);
    let source = sqlite.open().await;
    let running = fill(&source).await;
    // A cup whose check-in was called: the copy calls it no second time.
    let called = source
        .create_tournament(&NewTournament {
            check_in: Some(Duration::from_secs(600)),
            starts_at: Some(1_900_000_300),
            ..saturday_cup()
        })
        .await
        .unwrap();
    assert!(
        source
            .call_check_in(called.id, 1_900_000_000)
            .await
            .unwrap()
    );
    let target = postgres.open().await;
    let report = source.copy_into(&target).await.unwrap();
    assert!(
        !target
            .call_check_in(called.id, 1_900_000_010)
            .await
            .unwrap(),
        "the copy forgot that the check-in was called"
    );
    assert!(report.contains(&("games", 5)), "{report:?}");
    assert!(report.contains(&("tournament_tables", 1)), "{report:?}");
    assert!(report.contains(&("tournament_entrants", 3)), "{report:?}");
    assert!(report.contains(&("allowed_channels", 2)), "{report:?}");
    assert!(report.contains(&("season_players", 2)), "{report:?}");
    assert_eq!(everything(&target).await, everything(&source).await);

    // The copied game plays on; new rows get new ids.
    let table = target.game(running).await.unwrap().unwrap();
    let mut game = table.game.clone();
    game.play(chosen_move(&game)).unwrap();
    target
        .save_game(running, table.game.version(), &game, &table.clock)
        .await
        .unwrap();
    let fresh = target
        .create_lobby(&lobby(OTHER_GUILD, vec![Seat::human(Color::Red, CY, "Cy")]))
        .await
        .unwrap();
    assert!(fresh.id.0 > running.0, "{:?} after {running:?}", fresh.id);
    let cup = target.create_tournament(&saturday_cup()).await.unwrap();
    assert!(cup.id > TournamentId(1), "{:?}", cup.id);

    // A database that holds anything is never written into.
    assert!(matches!(
        source.copy_into(&target).await,
        Err(StoreError::NotEmpty { table: "games", .. })
    ));

    // And back, into a new SQLite file: the same again.
    let back_db = TestDb::sqlite();
    let back = back_db.open().await;
    target.copy_into(&back).await.unwrap();
    assert_eq!(everything(&back).await, everything(&target).await);
}

/// What the screen shows a game with: `message`, covering the entries from `from`.
fn shown_with(message: MessageId, from: u32) -> hypnosia::table::OnScreen {
    hypnosia::table::OnScreen {
        message: Some(message),
        message_from: from,
        log: None,
    }
}
