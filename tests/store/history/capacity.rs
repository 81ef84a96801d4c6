//! History reads have a capacity of their own: moves commit, and the leaderboard
//! reads, while every history connection is busy and more readers wait.

use super::*;

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

on_both_backends!(moves_commit_while_history_readers_hold_all_their_capacity);
