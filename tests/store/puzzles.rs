//! Puzzles in the store: the shipped set added once, the server's own
//! puzzles given first (never one from a game the asker sat at; ties at
//! random), and a person's first answer to a puzzle the only one
//! that moves the ratings, however many come at once.

use super::*;

async fn a_first_answer_moves_both_ratings_once_per_puzzle_and_person(db: TestDb) {
    let store = db.open().await;
    let shipped = hypnosia::live::shipped_puzzles();
    assert_eq!(store.next_puzzle(GUILD, ADA).await.unwrap(), None);
    store.add_shipped_puzzles(GUILD, shipped).await.unwrap();
    store.add_shipped_puzzles(GUILD, shipped).await.unwrap();
    assert_eq!(
        store.next_puzzle(OTHER_GUILD, ADA).await.unwrap(),
        None,
        "per server"
    );

    let (first, again) = store.next_puzzle(GUILD, ADA).await.unwrap().unwrap();
    assert!(!again);
    assert_eq!(store.puzzle_rating(GUILD, ADA).await.unwrap(), None);
    let solved = store
        .answer_puzzle(GUILD, first.id, ADA, true, 100)
        .await
        .unwrap()
        .unwrap();
    assert!(solved.counted);
    assert!(solved.after.skill.shown() > solved.before.skill.shown());
    assert_eq!((solved.after.attempts, solved.after.solved), (1, 1));
    // A second answer, wrong this time, is told the rating as it is.
    let second = store
        .answer_puzzle(GUILD, first.id, ADA, false, 101)
        .await
        .unwrap()
        .unwrap();
    assert!(!second.counted);
    assert_eq!(second.after, solved.after);
    let puzzle = store.puzzle(GUILD, first.id).await.unwrap().unwrap();
    assert_eq!((puzzle.rating.attempts, puzzle.rating.solved), (1, 1));
    assert!(
        puzzle.rating.skill.mu < first.rating.skill.mu,
        "solved: it looks easier"
    );
    assert_eq!(store.puzzle(OTHER_GUILD, first.id).await.unwrap(), None);
    let next = store.next_puzzle(GUILD, ADA).await.unwrap().unwrap();
    assert_ne!(next.0.id, first.id, "an answered puzzle is not given again");

    // Two answers of one person at once (two clicks, two processes): one counts.
    let (a, b) = tokio::join!(
        store.answer_puzzle(GUILD, first.id, BOB, false, 200),
        store.answer_puzzle(GUILD, first.id, BOB, false, 200),
    );
    let counted = [a.unwrap().unwrap(), b.unwrap().unwrap()]
        .iter()
        .filter(|answer| answer.counted)
        .count();
    assert_eq!(counted, 1);
    let bob = store.puzzle_rating(GUILD, BOB).await.unwrap().unwrap();
    assert_eq!((bob.attempts, bob.solved), (1, 0));
    assert!(bob.skill.shown() < solved.after.skill.shown());
    let puzzle = store.puzzle(GUILD, first.id).await.unwrap().unwrap();
    assert_eq!((puzzle.rating.attempts, puzzle.rating.solved), (2, 1));
    assert_eq!(
        store
            .answer_puzzle(GUILD, i64::MAX, BOB, true, 300)
            .await
            .unwrap(),
        None
    );
}

async fn the_servers_own_puzzles_come_before_the_shipped_set(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (game, _) = start(&store, GUILD, seats, 3).await;
    let shipped = hypnosia::live::shipped_puzzles();
    let own = shipped[shipped.len() - 1].clone();
    store
        .add_game_puzzles(game, &[(12, own.clone())])
        .await
        .unwrap();
    // The shipped set holds the same position: it is kept once, the game's.
    store.add_shipped_puzzles(GUILD, shipped).await.unwrap();
    // Ada and Bob sat at that game: its puzzle is never theirs (its answer
    // was theirs to know, reliability-2 L9); the shipped set comes first.
    for sat in [ADA, BOB] {
        let (theirs, again) = store.next_puzzle(GUILD, sat).await.unwrap().unwrap();
        assert_eq!((theirs.game, again), (None, false));
    }
    // Puzzles rated alike come in a random order: two accounts of one
    // person do not meet the same next puzzle.
    let mut met = std::collections::HashSet::new();
    for _ in 0..20 {
        let (p, _) = store.next_puzzle(GUILD, ADA).await.unwrap().unwrap();
        met.insert(p.id);
    }
    assert!(met.len() > 1, "ties broken at random: {met:?}");
    let (first, _) = store.next_puzzle(GUILD, CY).await.unwrap().unwrap();
    assert_eq!((first.game, first.turn), (Some(game), Some(12)));
    assert_eq!(first.stored, own);
    store
        .answer_puzzle(GUILD, first.id, CY, true, 100)
        .await
        .unwrap();
    let (next, again) = store.next_puzzle(GUILD, CY).await.unwrap().unwrap();
    assert_eq!((next.game, again), (None, false));
}

/// An analysis stored is owed a puzzle search until one stores what it found
/// (nothing found counts); the analysis stored again keeps it done.
async fn an_analysis_is_owed_a_puzzle_search_until_one_is_stored(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (first, _) = start(&store, GUILD, seats.clone(), 3).await;
    let (second, _) = start(&store, OTHER_GUILD, seats, 4).await;
    store.save_game_analysis(second, "{}").await.unwrap();
    store.save_game_analysis(first, "{}").await.unwrap();
    let owed = store.owed_puzzle_searches(8).await.unwrap();
    let mut expected = vec![(first, GUILD), (second, OTHER_GUILD)];
    expected.sort_by_key(|(game, _)| game.0);
    assert_eq!(owed, expected, "oldest first, with their servers");
    assert_eq!(store.owed_puzzle_searches(1).await.unwrap(), expected[..1]);
    store.add_game_puzzles(first, &[]).await.unwrap();
    store
        .save_game_analysis(first, "{\"again\":1}")
        .await
        .unwrap();
    assert_eq!(
        store.owed_puzzle_searches(8).await.unwrap(),
        vec![(second, OTHER_GUILD)]
    );
}

on_both_backends!(
    a_first_answer_moves_both_ratings_once_per_puzzle_and_person,
    the_servers_own_puzzles_come_before_the_shipped_set,
    an_analysis_is_owed_a_puzzle_search_until_one_is_stored,
);
