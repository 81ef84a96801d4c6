//! The history of a server: past games listed newest first, paged, filtered by
//! player, suggested by number, and read back with their records; what a list
//! shows as written when a game ends and as migration 0004 fills it in; moves
//! beside history reads that hold all their capacity.

use super::*;

/// Plays `moves` moves, then ends the game: players leave in `order` (the last
/// stays and wins), or with `cancel` the game is called off.
async fn play_and_end(
    store: &Store,
    id: GameId,
    mut game: Game,
    moves: usize,
    order: &[Color],
    cancel: bool,
) -> Game {
    let stored = game.version();
    for _ in 0..moves {
        game.play(chosen_move(&game)).unwrap();
    }
    if cancel {
        game.cancel().unwrap();
    } else {
        for &color in order {
            game.leave(color, LeaveKind::Resign).unwrap();
        }
    }
    assert!(game.is_over());
    store.finish_game(id, stored, &game).await.unwrap();
    game
}

/// A lobby of `host` cancelled before its start: `cancelled`, with no record.
async fn cancelled_lobby(store: &Store, host: Seat) -> hypnosia::table::Lobby {
    let lobby = store.create_lobby(&lobby(GUILD, vec![host])).await.unwrap();
    store
        .close_lobby(&lobby, LobbyEnd::Cancelled)
        .await
        .unwrap();
    lobby
}

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

async fn a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in(db: TestDb) {
    const THREAD: ChannelId = ChannelId(1_200_000_000_000_000_777);
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, ada_bob, 3).await;
    store
        .set_message(id, Some(MessageId(9)), Some(THREAD))
        .await
        .unwrap();
    // Running, it is the thread's game only: the channel may hold others.
    assert_eq!(
        store.game_in_channel(THREAD, true, None).await.unwrap(),
        Some(id)
    );
    assert_eq!(
        store.game_in_channel(CHANNEL, true, None).await.unwrap(),
        None
    );
    play_and_end(&store, id, game, 3, &[Color::Red], false).await;
    // A lobby cancelled before its start, opened later, has nothing to show.
    cancelled_lobby(&store, Seat::human(Color::Red, CY, "Cy")).await;
    for place in [THREAD, CHANNEL] {
        assert_eq!(store.latest_past_game_in(place).await.unwrap(), Some(id));
        assert_eq!(
            store.game_in_channel(place, false, None).await.unwrap(),
            Some(id)
        );
    }
}

/// `/hypnosia board`, `resign` and `cancel` in a channel shared by two
/// tables act on the asker's own table (the newest of those they sit at),
/// and only for someone seated at none on the channel's newest table.
async fn the_running_game_asked_for_is_the_askers_own_table(db: TestDb) {
    const DEE: UserId = UserId(1_300_000_000_000_000_004);
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (older, _) = start(&store, GUILD, ada_bob, 3).await;
    let cy_dee = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::human(Color::Cyan, DEE, "Dee"),
    ];
    let (newer, _) = start(&store, GUILD, cy_dee, 4).await;
    assert!(newer.0 > older.0);
    let asked = async |asker| store.game_in_channel(CHANNEL, true, asker).await.unwrap();
    assert_eq!(asked(Some(BOB)).await, Some(older), "Bob's own table");
    assert_eq!(asked(Some(ADA)).await, Some(older), "Ada's own table");
    assert_eq!(asked(Some(CY)).await, Some(newer));
    assert_eq!(
        asked(Some(HUGE)).await,
        Some(newer),
        "seated nowhere: the newest"
    );
    assert_eq!(asked(None).await, Some(newer));
    // Ada sits at a newer table too: the newest of hers.
    let ada_cy = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, HUGE, "Huge"),
    ];
    let (newest_of_ada, _) = start(&store, GUILD, ada_cy, 5).await;
    assert_eq!(asked(Some(ADA)).await, Some(newest_of_ada));
    assert_eq!(asked(Some(BOB)).await, Some(older));
}

/// A server's history of `n` games between a few people and computers, some
/// cancelled, some won, each started and ended in turn (numbers in order).
/// Returns the ids, oldest first, with the ended games.
async fn history_of(store: &Store, guild: GuildId, n: usize, seed: u64) -> Vec<(GameId, Game)> {
    let people = [ADA, BOB, CY, HUGE];
    let mut out = Vec::new();
    for i in 0..n {
        let k = i as u64 + seed;
        let a = people[i % people.len()];
        let b = people[(i + 1 + (i / people.len()) % 3) % people.len()];
        let mut seats = vec![
            Seat::human(Color::Red, a, format!("P{}", i % 7)),
            Seat::human(Color::Cyan, b, "Bé 名前"),
        ];
        if i % 3 == 0 {
            seats.push(Seat::ai(Color::Green, AiLevel::Easy));
        }
        let (id, game) = start(store, guild, seats, k).await;
        let ended = match i % 4 {
            0 => play_and_end(store, id, game, 0, &[], true).await,
            1 => play_and_end(store, id, game, 3 + i % 5, &[], true).await,
            2 => {
                let order: &[Color] = if i % 3 == 0 {
                    &[Color::Red, Color::Green]
                } else {
                    &[Color::Red]
                };
                play_and_end(store, id, game, 6, order, false).await
            }
            _ => {
                let order: &[Color] = if i % 3 == 0 {
                    &[Color::Cyan, Color::Green]
                } else {
                    &[Color::Cyan]
                };
                play_and_end(store, id, game, 2 + i % 7, order, false).await
            }
        };
        out.push((id, ended));
    }
    out
}

/// Every game of the listing, page by page of `per_page`, newest first.
async fn every_page(
    store: &Store,
    guild: GuildId,
    player: Option<UserId>,
    per_page: u32,
) -> Vec<hypnosia::store::PastGame> {
    let first = store.past_games(guild, player, 0, per_page).await.unwrap();
    let mut all = first.games.clone();
    for page in 1..first.pages() + 1 {
        let next = store
            .past_games(guild, player, page, per_page)
            .await
            .unwrap();
        assert_eq!(next.total, first.total, "the count does not move");
        if page == first.pages() {
            assert!(next.games.is_empty(), "nothing past the last page");
        }
        all.extend(next.games);
    }
    assert_eq!(all.len() as u32, first.total);
    all
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

/// Runs `sql` on the database directly (no store open on it).
async fn raw_sql(db: &TestDb, sql: &str) {
    use sqlx::Connection;
    if db.url.starts_with("postgres") {
        let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
        conn.close().await.unwrap();
    } else {
        let mut conn = sqlx::SqliteConnection::connect(&db.url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
        conn.close().await.unwrap();
    }
}

/// Takes the database back to migration 0003: without 0004's indexes and
/// columns (and 0013's indexes, which read them), and with 0004 not applied, as a database of the previous release.
const BACK_TO_0003: &str = "
    DROP INDEX games_past_in_channel;
    DROP INDEX games_past_in_thread;
    DROP INDEX games_history;
    DROP INDEX games_past_by_id;
    DROP INDEX results_player_history;
    ALTER TABLE games DROP COLUMN turns;
    ALTER TABLE games DROP COLUMN ranking;
    ALTER TABLE games DROP COLUMN history_seq;
    ALTER TABLE results DROP COLUMN player_seq;
    DELETE FROM _sqlx_migrations WHERE version = 4;
";

async fn migration_0004_fills_past_games_as_the_code_writes_them(db: TestDb) {
    let store = db.open().await;
    history_of(&store, GUILD, 14, 3).await;
    history_of(&store, OTHER_GUILD, 6, 30).await;
    // A running game and a lobby cancelled before its start are no history.
    start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Blue, AiLevel::Medium),
        ],
        8,
    )
    .await;
    cancelled_lobby(&store, Seat::human(Color::Red, BOB, "Bob")).await;
    let lists = |store: Store| async move {
        let mut seen = Vec::new();
        for guild in [GUILD, OTHER_GUILD] {
            for player in [None, Some(ADA), Some(BOB), Some(CY), Some(HUGE)] {
                for per_page in [1, 5] {
                    seen.push(every_page(&store, guild, player, per_page).await);
                }
            }
            seen.push(store.past_games_numbered(guild, "1", 25).await.unwrap());
        }
        seen
    };
    let written = lists(store.clone()).await;
    assert!(written.iter().map(Vec::len).sum::<usize>() > 100);
    store.close().await;

    raw_sql(&db, BACK_TO_0003).await;
    let filled = lists(db.open().await).await;
    assert_eq!(filled, written);
}

async fn moves_commit_while_history_readers_hold_all_their_capacity(db: TestDb) {
    let store = db.open().await;
    history_of(&store, GUILD, 5, 60).await;
    let (id, mut game) = start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Cyan, BOB, "Bob"),
        ],
        12,
    )
    .await;
    // Every history connection busy, and more readers waiting for one.
    let hold = store.hold_history_readers().await.unwrap();
    let waiting: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { store.past_games(GUILD, None, 0, 10).await })
        })
        .collect();
    // Discord's 3 s, with margin: each move commits long before.
    let deadline = Duration::from_secs(2);
    for _ in 0..12 {
        let before = game.version();
        game.play(chosen_move(&game)).unwrap();
        let clock = TurnClock::until(1_900_000_000);
        tokio::time::timeout(deadline, store.save_game(id, before, &game, &clock))
            .await
            .expect("a move commits while the history is saturated")
            .unwrap();
    }
    tokio::time::timeout(
        deadline,
        store.leaderboard(GUILD, LeaderboardOrder::Wins, 0, 10),
    )
    .await
    .expect("the leaderboard reads beside the history")
    .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        waiting.iter().all(|r| !r.is_finished()),
        "history reads wait for their own capacity"
    );
    drop(hold);
    for reader in waiting {
        let page = tokio::time::timeout(Duration::from_secs(10), reader)
            .await
            .expect("the waiting readers go on once it is free")
            .unwrap()
            .unwrap();
        assert_eq!(page.total, 5);
    }
}

on_both_backends!(
    past_games_are_listed_newest_first_per_server_and_player,
    a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in,
    the_running_game_asked_for_is_the_askers_own_table,
    what_a_list_shows_is_written_when_a_game_ends_as_its_record_says,
    pages_newest_first_lose_or_repeat_no_game_when_games_end_in_one_second,
    suggestions_by_number_are_the_latest_numbers_that_start_with_the_digits,
    migration_0004_fills_past_games_as_the_code_writes_them,
    moves_commit_while_history_readers_hold_all_their_capacity,
);
