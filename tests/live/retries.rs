//! Background work heals itself in the engine, nothing typed: a computer
//! move or a deadline whose database is away or locked fails, and is tried
//! again after a pause until it goes through.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Settings, Waits};
use hypnosia::table::{ChannelId, Level, Seat, unix_now};
use sqlx::Connection;

use crate::support::{BOB, World, settings, sql};

/// Bob (red) and an easy computer (blue), which moves first.
fn bob_and_a_computer() -> Vec<Seat> {
    vec![
        Seat::human(Color::Red, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Easy),
    ]
}

/// architecture-3 L2: `/hypnosia board` posts the turn again through the
/// engine, which sets going again whatever waits in the game (here a
/// deadline passed while nobody was looking), not the command.
#[tokio::test]
async fn a_board_posted_again_sets_a_passed_deadline_going() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let before = w.table(game).await;
    let (late, _) = before.human_to_move().unwrap();
    let mut passed = before.clone();
    passed.clock.deadline = Some(unix_now() - 1);
    let store = w.tables.store();
    let saved = store.save_game(game, before.game.version(), &before.game, &passed.clock);
    saved.await.unwrap();
    w.tables.repost(passed).await.unwrap();
    let after = w
        .until(game, "the late turn played", |t| {
            t.game.version() > before.game.version()
        })
        .await;
    assert_eq!(after.clock.timeouts(late), 1, "one time-out counted");
}

#[tokio::test]
async fn a_computer_move_that_fails_is_tried_again() {
    let w = World::with(Settings {
        ai_delay: Duration::from_millis(200),
        ..settings()
    })
    .await;
    let game = w
        .start(bob_and_a_computer(), Duration::from_secs(120))
        .await;
    assert!(w.table(game).await.ai_to_move(), "a computer starts");
    // The games are away for a moment: the computer's first move cannot load
    // its game, fails, and is tried again after its pause.
    sql(&w, "ALTER TABLE games RENAME TO games_away").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    sql(&w, "ALTER TABLE games_away RENAME TO games").await;
    assert_eq!(
        w.table(game).await.game.version(),
        0,
        "the first attempt failed"
    );
    let t = w
        .until(game, "the computer moved", |t| t.game.version() > 0)
        .await;
    assert!(!t.game.entries().is_empty());
}

#[tokio::test]
async fn a_computer_move_whose_save_finds_the_database_locked_is_tried_again() {
    let mut waits = Waits::default();
    waits.store.busy_timeout = Duration::from_millis(300);
    let w = World::with(Settings {
        ai_delay: Duration::from_millis(300),
        waits,
        ..settings()
    })
    .await;
    // Another writer holds the database's write lock past the store's busy
    // timeout: the computer's save fails with "database is locked".
    let url = format!("sqlite://{}", w.dir.path().join("live.db").display());
    let mut other = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let game = w
        .start(bob_and_a_computer(), Duration::from_secs(120))
        .await;
    w.screen().flush().await;
    let shown = w.screen().changes(game).len();
    sqlx::raw_sql("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    // Past the computer's delay and the busy timeout, with retries failing too.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        w.screen().changes(game).len(),
        shown,
        "nothing shown while the database was locked"
    );
    sqlx::raw_sql("COMMIT").execute(&mut other).await.unwrap();
    other.close().await.unwrap();
    w.until(game, "the computer moved once the database was free", |t| {
        t.game.version() > 0 && t.human_to_move().is_some()
    })
    .await;
}

/// The outage outlasts every retry (20 ms doubling, 0.6 s in all): the
/// sweep, every 300 ms, sets both games going once the database is back.
#[tokio::test]
async fn games_move_on_by_themselves_after_a_database_outage() {
    let w = World::with(Settings {
        ai_delay: Duration::from_millis(300),
        waits: Waits {
            first_retry: Duration::from_millis(20),
            sweep_every: Duration::from_millis(300),
            ..Waits::default()
        },
        ..settings()
    })
    .await;
    w.tables.resume().await;
    // Game 1: a person's turn whose deadline passes during the outage.
    let late = w.start_two_people().await;
    w.screen().flush().await;
    let before = w.table(late).await;
    let mut passed = before.clone();
    passed.clock.deadline = Some(unix_now() + 1);
    w.tables
        .store()
        .save_game(late, passed.game.version(), &passed.game, &passed.clock)
        .await
        .unwrap();
    // Game 2: the computer's move, due during the outage.
    let computer = w
        .start_in(ChannelId(3), bob_and_a_computer(), Duration::from_secs(120))
        .await;
    w.screen().flush().await;

    let shown = (
        w.screen().changes(late).len(),
        w.screen().changes(computer).len(),
    );
    sql(&w, "ALTER TABLE games RENAME TO games_away").await;
    w.tables.turns().rearm(&passed);
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let during = (
        w.screen().changes(late).len(),
        w.screen().changes(computer).len(),
    );
    assert_eq!(during, shown, "nothing moved without the database");
    sql(&w, "ALTER TABLE games_away RENAME TO games").await;

    // Nothing typed: the computer moved and Bob is asked; Ada's time-out was
    // played for her, and Bob is asked there too.
    w.until(computer, "game 2 moved on by itself", |t| {
        t.game.version() > 0 && t.human_to_move().is_some()
    })
    .await;
    let (mover, _) = before.human_to_move().unwrap();
    let t = w
        .until(late, "game 1's time-out played by itself", |t| {
            t.game.version() > before.game.version()
        })
        .await;
    assert_eq!(t.clock.timeouts(mover), 1);
}
