//! The listing of past games: newest first, paged without losing or repeating a
//! game, filtered by player, suggested by number, and each line as its record says.

use super::*;

fn turns_of(game: &Game) -> u32 {
    game.entries()
        .iter()
        .filter(|e| matches!(e, hypnosia::game::Entry::Turn(_)))
        .count() as u32
}

async fn past_games_are_listed_newest_first_per_server_and_player(db: TestDb) {
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (first, game) = start(&store, GUILD, ada_bob, 1).await;
    let first_game = play_and_end(&store, first, game, 9, &[Color::Red], false).await;
    let ada_ai = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, AiLevel::Medium),
    ];
    let (second, game) = start(&store, GUILD, ada_ai, 2).await;
    let second_game = play_and_end(&store, second, game, 4, &[Color::Blue], false).await;
    let bob_cy = vec![
        Seat::human(Color::Red, BOB, "Bob"),
        Seat::human(Color::Green, CY, "Cy"),
    ];
    let (third, game) = start(&store, GUILD, bob_cy, 3).await;
    play_and_end(&store, third, game, 2, &[], true).await;

    // Neither a running game, nor a lobby cancelled before its start, nor
    // another server's game is history.
    let alone = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::ai(Color::Cyan, AiLevel::Easy),
    ];
    let (running, _) = start(&store, GUILD, alone, 4).await;
    let unstarted = cancelled_lobby(&store, Seat::human(Color::Red, ADA, "Ada")).await;
    let elsewhere = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (other, game) = start(&store, OTHER_GUILD, elsewhere, 5).await;
    play_and_end(&store, other, game, 3, &[Color::Cyan], false).await;

    let page = store.past_games(GUILD, None, 0, 2).await.unwrap();
    assert_eq!(page.total, 3);
    assert_eq!(page.pages(), 2);
    let ids: Vec<GameId> = page.games.iter().map(|g| g.id).collect();
    assert_eq!(ids, [third, second], "newest first");
    let rest = store.past_games(GUILD, None, 1, 2).await.unwrap();
    assert_eq!(rest.games.iter().map(|g| g.id).collect::<Vec<_>>(), [first]);
    assert!(
        store
            .past_games(GUILD, None, 2, 2)
            .await
            .unwrap()
            .games
            .is_empty()
    );

    // What a line of the list shows.
    let cancelled = &page.games[0];
    assert!(cancelled.cancelled());
    assert_eq!(cancelled.channel, CHANNEL);
    assert_eq!(cancelled.results.len(), 2);
    let won = &rest.games[0];
    assert_eq!(won.reason, EndReason::PlayersLeft);
    assert_eq!(won.turns, turns_of(&first_game));
    assert!(won.turns > 0);
    assert_eq!(
        won.results[0].occupant.user(),
        Some(BOB),
        "the winner first"
    );
    assert_eq!(won.results[0].rank, 1);
    assert_eq!(won.results[1].occupant.name(), "Ada");
    assert!(won.results[1].left);
    assert_eq!(page.games[1].turns, turns_of(&second_game));
    assert!(
        page.games[1]
            .results
            .iter()
            .any(|r| r.occupant.user().is_none())
    );

    // Filtered by player.
    let bobs = store.past_games(GUILD, Some(BOB), 0, 10).await.unwrap();
    assert_eq!(bobs.total, 2);
    assert_eq!(
        bobs.games.iter().map(|g| g.id).collect::<Vec<_>>(),
        [third, first]
    );
    let cys = store.past_games(GUILD, Some(CY), 0, 10).await.unwrap();
    assert_eq!(cys.games.iter().map(|g| g.id).collect::<Vec<_>>(), [third]);
    let nobody = store.past_games(GUILD, Some(HUGE), 0, 10).await.unwrap();
    assert_eq!((nobody.total, nobody.pages()), (0, 1));

    // Suggestions by number.
    let all = store.past_games_numbered(GUILD, "", 25).await.unwrap();
    assert_eq!(all.len(), 3);
    let typed = first.0.to_string();
    let matching = store.past_games_numbered(GUILD, &typed, 25).await.unwrap();
    assert!(matching.iter().any(|g| g.id == first));
    assert!(
        matching
            .iter()
            .all(|g| g.id.0.to_string().starts_with(&typed))
    );
    assert!(
        store
            .past_games_numbered(GUILD, "1%", 25)
            .await
            .unwrap()
            .is_empty()
    );

    // One game with its record, only on its own server and once over.
    let (listed, record) = store.past_game(GUILD, first).await.unwrap().unwrap();
    assert_eq!(&listed, won);
    assert_eq!(record, first_game.record());
    assert_eq!(store.past_game(OTHER_GUILD, first).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, other).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, running).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, unstarted.id).await.unwrap(), None);

    assert_eq!(
        store.latest_past_game_in(CHANNEL).await.unwrap(),
        Some(other)
    );
}

async fn what_a_list_shows_is_written_when_a_game_ends_as_its_record_says(db: TestDb) {
    let store = db.open().await;
    let games = history_of(&store, GUILD, 9, 40).await;
    for (id, ended) in &games {
        let (listed, record) = store.past_game(GUILD, *id).await.unwrap().unwrap();
        assert_eq!(record, ended.record());
        let turns = record
            .turns
            .iter()
            .filter(|e| matches!(e, hypnosia::game::Entry::Turn(_)))
            .count();
        assert_eq!(listed.turns as usize, turns, "game {id}");
        let result = record.result.as_ref().unwrap();
        assert_eq!(listed.reason, result.reason);
        // The ranking: every seat once, by rank, with the record's scores.
        let ranks: Vec<u8> = listed.results.iter().map(|r| r.rank).collect();
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");
        assert_eq!(listed.results.len(), result.ranking.len());
        for standing in &result.ranking {
            let seat = listed
                .results
                .iter()
                .find(|r| r.color == standing.color)
                .unwrap();
            assert_eq!((seat.rank, seat.score), (standing.rank, standing.score));
            let player = record
                .players
                .iter()
                .find(|p| p.color == standing.color)
                .unwrap();
            if seat.occupant.user().is_some() {
                assert_eq!(seat.occupant.name(), player.name);
            }
        }
        let winners: Vec<Color> = listed
            .results
            .iter()
            .filter(|r| r.rank == 1)
            .map(|r| r.color)
            .collect();
        let recorded: Vec<Color> = result
            .ranking
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.color)
            .collect();
        assert_eq!(winners.len(), recorded.len());
        assert!(winners.iter().all(|c| recorded.contains(c)));
        for seat in &listed.results {
            let left = record
                .turns
                .iter()
                .any(|e| matches!(e, hypnosia::game::Entry::Event(e) if e.color == seat.color));
            assert_eq!(seat.left, left, "game {id} {:?}", seat.color);
        }
    }
}

async fn pages_newest_first_lose_or_repeat_no_game_when_games_end_in_one_second(db: TestDb) {
    let store = db.open().await;
    let games = history_of(&store, GUILD, 23, 1).await;
    history_of(&store, OTHER_GUILD, 5, 9).await;
    // Every game ended in the same second: only their order of ending tells
    // them apart.
    store.close().await;
    raw_sql(&db, "UPDATE games SET finished_at = 1700000000").await;
    let store = db.open().await;
    let newest_first: Vec<GameId> = games.iter().rev().map(|(id, _)| *id).collect();
    for per_page in [1, 4, 10, 23, 100] {
        let listed: Vec<GameId> = every_page(&store, GUILD, None, per_page)
            .await
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(listed, newest_first, "{per_page} per page");
    }
    for person in [ADA, BOB, CY, HUGE] {
        let mut sat_at = Vec::new();
        for id in &newest_first {
            let (g, _) = store.past_game(GUILD, *id).await.unwrap().unwrap();
            if g.results.iter().any(|r| r.occupant.user() == Some(person)) {
                sat_at.push(*id);
            }
        }
        assert!(!sat_at.is_empty());
        for per_page in [1, 3, 10] {
            let listed: Vec<GameId> = every_page(&store, GUILD, Some(person), per_page)
                .await
                .iter()
                .map(|g| g.id)
                .collect();
            assert_eq!(listed, sat_at, "{person} at {per_page} per page");
        }
    }
    // A game that ends now goes first, and the pages move by one.
    let (id, game) = start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, CY, "Cy"),
            Seat::ai(Color::Blue, AiLevel::Hard),
        ],
        77,
    )
    .await;
    play_and_end(&store, id, game, 1, &[Color::Blue], false).await;
    let first = store.past_games(GUILD, None, 0, 4).await.unwrap();
    assert_eq!(first.total, 24);
    assert_eq!(first.games[0].id, id);
    assert_eq!(first.games[1].id, newest_first[0]);
    let cys = store.past_games(GUILD, Some(CY), 0, 1).await.unwrap();
    assert_eq!(cys.games[0].id, id);
}

async fn suggestions_by_number_are_the_latest_numbers_that_start_with_the_digits(db: TestDb) {
    let store = db.open().await;
    // Numbers from 1 to past 100, some on another server, one still running.
    let mut ours = Vec::new();
    for chunk in 0..6 {
        ours.extend(history_of(&store, GUILD, 17, chunk * 17).await);
        history_of(&store, OTHER_GUILD, 2, 500 + chunk).await;
    }
    let (running, _) = start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Cyan, BOB, "Bob"),
        ],
        3,
    )
    .await;
    let ids: Vec<i64> = ours.iter().map(|(id, _)| id.0).collect();
    assert!(*ids.iter().max().unwrap() >= 100, "{ids:?}");
    for (typed, limit) in [
        ("1", 5),
        ("1", 25),
        ("10", 25),
        ("2", 3),
        ("9", 25),
        ("", 7),
    ] {
        let mut expected: Vec<i64> = ids
            .iter()
            .copied()
            .filter(|id| id.to_string().starts_with(typed))
            .collect();
        expected.sort_unstable_by(|a, b| b.cmp(a));
        expected.truncate(limit);
        let got = store
            .past_games_numbered(GUILD, typed, limit as u32)
            .await
            .unwrap();
        let mut got_ids: Vec<i64> = got.iter().map(|g| g.id.0).collect();
        // Shown newest first: here, as they ended, by number.
        assert_eq!(got_ids, expected, "typed {typed:?}, limit {limit}");
        got_ids.sort_unstable();
        assert!(!got_ids.contains(&running.0));
        for g in &got {
            let (listed, _) = store.past_game(GUILD, g.id).await.unwrap().unwrap();
            assert_eq!(g, &listed);
        }
    }
    for nothing in ["0", "01", "x", "1%", "99999999999999999999", "-1", "1 "] {
        let got = store.past_games_numbered(GUILD, nothing, 25).await.unwrap();
        assert!(got.is_empty(), "{nothing:?}: {got:?}");
    }
    let running_typed = running.0.to_string();
    let got = store
        .past_games_numbered(GUILD, &running_typed, 25)
        .await
        .unwrap();
    assert!(got.iter().all(|g| g.id != running));
}

on_both_backends!(
    past_games_are_listed_newest_first_per_server_and_player,
    what_a_list_shows_is_written_when_a_game_ends_as_its_record_says,
    pages_newest_first_lose_or_repeat_no_game_when_games_end_in_one_second,
    suggestions_by_number_are_the_latest_numbers_that_start_with_the_digits,
);
