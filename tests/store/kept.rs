//! The running games a store keeps replayed (`src/store/kept.rs`): a load
//! serves the kept game only while the row is at its version, so a game
//! another writer changed, or whose save was refused, is read again; the
//! kept games never pass their bound.

use hypnosia::store::KEPT_GAMES;
use hypnosia::table::Table;

use super::*;

/// Another writer on the same database with a memory of its own: another
/// process on PostgreSQL; on SQLite, which one process serves, a second
/// store on the same pool keeping games of its own.
async fn other_writer(db: &TestDb, store: &Store) -> Store {
    match store.kind() {
        hypnosia::store::BackendKind::Postgres => db.open().await,
        hypnosia::store::BackendKind::Sqlite => store.clone().with_kept_bound(KEPT_GAMES),
    }
}

fn two_people() -> Vec<Seat> {
    vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ]
}

/// What the change path does for one move: load, play, save.
async fn one_move(store: &Store, id: GameId) -> Game {
    let table = store.started_game(id).await.unwrap().unwrap();
    let mut game = table.game.clone();
    game.play(chosen_move(&game)).unwrap();
    let clock = TurnClock::until(1_900_000_000 + game.version() as i64);
    store
        .save_game(id, table.game.version(), &game, &clock)
        .await
        .unwrap();
    game
}

/// The whole game as loaded: every field, through its `Debug`.
fn whole(table: &Table) -> String {
    format!("{:?}", table.game)
}

async fn a_kept_game_is_the_game_its_record_replays(db: TestDb) {
    let store = db.open().await;
    let (id, _) = start(&store, GUILD, two_people(), 11).await;
    // A store that keeps nothing replays every load from the record.
    let replaying = store.clone().with_kept_bound(0);
    for _ in 0..60 {
        let played = one_move(&store, id).await;
        let kept = store.started_game(id).await.unwrap().unwrap();
        let replayed = replaying.started_game(id).await.unwrap().unwrap();
        assert_eq!(kept.game.version(), played.version());
        assert_eq!(whole(&kept), whole(&replayed));
        assert_eq!(kept.clock, replayed.clock);
        assert_eq!(
            kept.game.legal_moves().to_vec(),
            replayed.game.legal_moves().to_vec()
        );
    }
    assert_eq!(replaying.games_kept(), 0);
}

async fn a_game_another_writer_changed_is_never_served_stale(db: TestDb) {
    let store = db.open().await;
    let (id, _) = start(&store, GUILD, two_people(), 5).await;
    one_move(&store, id).await;
    let ours = store.started_game(id).await.unwrap().unwrap();
    // The other writer moves twice: its game is what the row holds.
    let other = other_writer(&db, &store).await;
    one_move(&other, id).await;
    let theirs = one_move(&other, id).await;
    let loaded = store.started_game(id).await.unwrap().unwrap();
    assert_eq!(loaded.game.version(), theirs.version());
    assert_ne!(loaded.game.version(), ours.game.version());
    assert_eq!(loaded.game.record(), theirs.record());
    assert_eq!(
        loaded.game.dice_state().to_hex(),
        theirs.dice_state().to_hex()
    );
    // Both play on from what the row holds, in turn.
    for turn in 0..6 {
        let (mover, reader) = match turn % 2 {
            0 => (&store, &other),
            _ => (&other, &store),
        };
        let played = one_move(mover, id).await;
        let seen = reader.started_game(id).await.unwrap().unwrap();
        assert_eq!(seen.game.record(), played.record());
        assert_eq!(
            seen.clock,
            TurnClock::until(1_900_000_000 + played.version() as i64)
        );
    }
}

async fn a_game_whose_save_was_refused_is_loaded_again(db: TestDb) {
    let store = db.open().await;
    let other = other_writer(&db, &store).await;
    let (id, _) = start(&store, GUILD, two_people(), 3).await;
    one_move(&store, id).await;
    let before = store.started_game(id).await.unwrap().unwrap();
    let theirs = one_move(&other, id).await;
    // Ours was played on the version the other writer moved from.
    let mut ours = before.game.clone();
    ours.play(ours.legal_moves()[0]).unwrap();
    let refused = store
        .save_game(id, before.game.version(), &ours, &TurnClock::default())
        .await;
    assert!(matches!(refused, Err(StoreError::StaleVersion { .. })));
    let again = store.started_game(id).await.unwrap().unwrap();
    assert_eq!(again.game.version(), theirs.version());
    assert_eq!(again.game.record(), theirs.record());
    // And the loaded game plays on.
    let next = one_move(&store, id).await;
    assert_eq!(
        other.started_game(id).await.unwrap().unwrap().game.record(),
        next.record()
    );
}

async fn a_kept_game_is_loaded_with_the_seats_it_started_with(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Cyan, hypnosia::ai::Level::Hard),
        Seat::human(Color::Yellow, BOB, "Bob"),
    ];
    let (id, _) = start(&store, GUILD, seats.clone(), 17).await;
    let mut seats = seats;
    seats.sort_by_key(|s| s.color);
    // A store that keeps nothing reads the seats at every load.
    let reading = store.clone().with_kept_bound(0);
    for n in 0..8u64 {
        one_move(&store, id).await;
        // The rest of the row is read at every load, as before.
        let message = Some(hypnosia::table::MessageId(1_000 + n));
        store.set_message(id, message, None).await.unwrap();
        let kept = store.started_game(id).await.unwrap().unwrap();
        let read = reading.started_game(id).await.unwrap().unwrap();
        assert_eq!(kept.seats, seats, "move {n}");
        assert_eq!(kept.seats, read.seats);
        assert_eq!(kept.place.screen.message, message);
        assert_eq!(kept.place.screen, read.place.screen);
    }
    assert!(store.games_kept() >= 1);
}

async fn the_kept_games_never_pass_their_bound(db: TestDb) {
    let store = db.open().await.with_kept_bound(3);
    let mut games = Vec::new();
    for seed in 0..6 {
        let (id, _) = start(&store, GUILD, two_people(), seed).await;
        games.push(id);
    }
    let mut last = std::collections::HashMap::new();
    for round in 0..3 {
        for &id in &games {
            last.insert(id, one_move(&store, id).await);
            assert!(
                store.games_kept() <= 3,
                "round {round}: {}",
                store.games_kept()
            );
        }
    }
    assert_eq!(store.games_kept(), 3);
    // Every game loads as last saved, kept or not.
    for &id in &games {
        let loaded = store.started_game(id).await.unwrap().unwrap();
        assert_eq!(loaded.game.record(), last[&id].record());
        assert!(store.games_kept() <= 3);
    }
    // A game that ends is kept no longer.
    let id = games[5];
    let game = last.remove(&id).unwrap();
    let kept_before = store.games_kept();
    finish_by_leaving(&store, id, game, &[Color::Red]).await;
    assert_eq!(store.games_kept(), kept_before - 1);
    let ended = store.started_game(id).await.unwrap().unwrap();
    assert!(ended.game.is_over());
    assert_eq!(store.games_kept(), kept_before - 1);
}

/// A change's load lends it the kept game (`Store::game_to_change`): whether
/// its change is saved, given back unsaved, played on and given back, or
/// dropped (an error before its commit), every load after it is the game
/// the row's record replays, and so is a load elsewhere while it is lent.
async fn a_game_lent_to_a_change_is_never_served_other_than_the_row(db: TestDb) {
    let store = db.open().await;
    let (id, _) = start(&store, GUILD, two_people(), 23).await;
    let replaying = store.clone().with_kept_bound(0);
    let same_as_row = |loaded: &Table, replayed: &Table, what: &str| {
        assert_eq!(whole(loaded), whole(replayed), "{what}");
        assert_eq!(loaded.seats, replayed.seats, "{what}");
        assert_eq!(loaded.clock, replayed.clock, "{what}");
    };
    for round in 0..12u64 {
        let lent = store.game_to_change(id).await.unwrap().unwrap();
        // Loaded elsewhere meanwhile (the sweep, a command): read again.
        let elsewhere = store.started_game(id).await.unwrap().unwrap();
        let replayed = replaying.started_game(id).await.unwrap().unwrap();
        same_as_row(&lent, &replayed, "lent");
        same_as_row(&elsewhere, &replayed, "loaded while lent");
        let mut game = lent.game.clone();
        drop(lent);
        game.play(chosen_move(&game)).unwrap();
        match round % 4 {
            0 => {
                let clock = TurnClock::until(1_900_000_000 + game.version() as i64);
                let from = game.version() - 1;
                store.save_game(id, from, &game, &clock).await.unwrap();
            }
            // Played on, then given back unsaved: a version the row is not at.
            1 => store.keep_unchanged(id, &game),
            // Given back as loaded: a change that changed nothing.
            2 => {
                let loaded = replaying.started_game(id).await.unwrap().unwrap();
                store.keep_unchanged(id, &loaded.game);
            }
            // Never given back: its change failed before its commit.
            _ => {}
        }
        let after = store.started_game(id).await.unwrap().unwrap();
        let replayed = replaying.started_game(id).await.unwrap().unwrap();
        same_as_row(&after, &replayed, &format!("round {round}"));
        if round % 4 == 0 {
            assert_eq!(after.game.record(), game.record(), "round {round}");
        } else {
            assert_eq!(after.game.version(), game.version() - 1, "round {round}");
        }
    }
}

on_both_backends!(
    a_game_lent_to_a_change_is_never_served_other_than_the_row,
    a_kept_game_is_the_game_its_record_replays,
    a_game_another_writer_changed_is_never_served_stale,
    a_game_whose_save_was_refused_is_loaded_again,
    a_kept_game_is_loaded_with_the_seats_it_started_with,
    the_kept_games_never_pass_their_bound,
);
