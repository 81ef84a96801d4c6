//! PostgreSQL that cannot hang the bot: a server paused mid-game (SIGSTOP of
//! every process of its cluster: connections stay open, nothing is answered,
//! as with a hung machine or a network that drops every packet). Every store
//! call ends at its time limit with a time-out instead of waiting for ever,
//! calls made at once cost one limit, not one each, and once the server goes
//! on (SIGCONT) the game goes on from where it was, nothing lost.

use std::time::{Duration, Instant};

use hypnosia::game::Color;
use hypnosia::store::{Store, StoreError};
use hypnosia::table::{Seat, TurnClock};

use super::postgres::OwnCluster;
use super::{ADA, BOB, GUILD, chosen_move, start};

/// The calls' time limit here (the bot's is 15 s).
const LIMIT: Duration = Duration::from_secs(2);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_postgres_ends_each_call_at_its_limit_and_the_game_goes_on() {
    if !super::postgres::available(true) {
        return;
    }
    let cluster = OwnCluster::start();
    let url = cluster.fresh_database().await;
    let store = Store::open(&url).await.unwrap().with_call_limit(LIMIT);
    let seats = vec![
        Seat::human(Color::Green, ADA, "ada"),
        Seat::human(Color::Blue, BOB, "bob"),
    ];
    let (id, mut game) = start(&store, GUILD, seats, 7).await;
    let clock = TurnClock::until(1_900_000_000);
    for _ in 0..3 {
        let before = game.version();
        game.play(chosen_move(&game)).unwrap();
        store.save_game(id, before, &game, &clock).await.unwrap();
    }
    let saved = game.version();
    let mut next = game.clone();
    next.play(chosen_move(&next)).unwrap();

    let paused = cluster.pause();
    let started = Instant::now();
    // A move's commit, a game's load and the sweep's read, at once.
    let (commit, load, sweep) = tokio::join!(
        store.save_game(id, saved, &next, &clock),
        store.started_game(id),
        store.running_game_ids(),
    );
    let took = started.elapsed();
    let timed_out = |e: &StoreError| matches!(e, StoreError::TimedOut { limit } if *limit == LIMIT);
    assert!(commit.as_ref().is_err_and(timed_out), "{commit:?}");
    assert!(load.as_ref().is_err_and(timed_out), "{load:?}");
    assert!(sweep.as_ref().is_err_and(timed_out), "{sweep:?}");
    assert!(
        took >= LIMIT && took < LIMIT + Duration::from_secs(2),
        "each ended at its limit, together: {took:?}"
    );
    cluster.resume(&paused);

    // The server answers again: the commit that timed out left nothing
    // behind (rolled back or never made), and the same move is saved now. A
    // connection that a time-out cut in the middle is not used again.
    let deadline = Instant::now() + Duration::from_secs(20);
    let table = loop {
        match store.started_game(id).await {
            Ok(Some(table)) => break table,
            other => {
                assert!(
                    Instant::now() < deadline,
                    "the store answers again: {other:?}"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    };
    assert_eq!(
        table.game.version(),
        saved,
        "the timed-out commit left nothing"
    );
    store.save_game(id, saved, &next, &clock).await.unwrap();
    let table = store.started_game(id).await.unwrap().unwrap();
    assert_eq!(table.game.record(), next.record());
}
