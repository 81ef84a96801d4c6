//! A board nobody waits for that only edits a game's message is skipped when
//! a newer state of the same game comes before it is drawn, and it no longer
//! holds its game's next show (often a person's turn) at the drawing lane.
//! It also leaves the queue undrawn once its successor is due, which a
//! person's board never does. The order of events (or tokio's paused clock),
//! not timing.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use hypnosia::heavy::lanes::{Edit, HeavyLimits, LaneError, Lanes, Waiting};
use hypnosia::table::{GameId, GuildId};

/// Lanes of one live slot, held by a board until the returned sender says.
async fn one_slot_held() -> (
    Arc<Lanes>,
    std::sync::mpsc::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let lanes = Arc::new(Lanes::new(1, HeavyLimits::default()));
    let (release, held) = std::sync::mpsc::channel::<()>();
    let (drawing_tx, drawing) = tokio::sync::oneshot::channel();
    let holder = {
        let lanes = lanes.clone();
        tokio::spawn(async move {
            let board = move || {
                let _ = drawing_tx.send(());
                let _ = held.recv();
            };
            lanes
                .live_for(GuildId(1), Waiting::Person, board)
                .await
                .unwrap();
        })
    };
    drawing.await.unwrap();
    (lanes, release, holder)
}

fn edit(game: i64, version: u64) -> Waiting {
    edit_due(game, version, Duration::from_secs(3600))
}

/// An edit whose successor is due in `due_in`.
fn edit_due(game: i64, version: u64, due_in: Duration) -> Waiting {
    Waiting::Edit(Edit {
        game: GameId(game),
        version,
        due_in,
    })
}

/// Waits until `n` boards wait for a slot (they are queued by tasks of their own).
async fn until_queued(lanes: &Lanes, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while lanes.live_queued() != n {
        assert!(Instant::now() < deadline, "{n} boards queued");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_waiting_when_a_newer_state_of_its_game_comes_is_skipped_at_once() {
    let (lanes, release, holder) = one_slot_held().await;
    let drawn = Arc::new(AtomicBool::new(false));
    let waiting = {
        let (lanes, drawn) = (lanes.clone(), drawn.clone());
        tokio::spawn(async move {
            let board = move || drawn.store(true, Ordering::SeqCst);
            lanes.live_for(GuildId(1), edit(7, 3), board).await
        })
    };
    until_queued(&lanes, 1).await;
    // The same version handed over again (the sweep) and another game's
    // newer state overtake nothing.
    lanes.overtaken(GameId(7), 3);
    lanes.overtaken(GameId(8), 9);
    tokio::task::yield_now().await;
    assert_eq!(lanes.live_queued(), 1, "still waiting");
    // Version 4 of the same game: the edit of version 3 goes, while the
    // slot is still held.
    lanes.overtaken(GameId(7), 4);
    // The slot stays held until after: a board not skipped would wait for
    // ever (the bound only turns that hang into a failure).
    let skipped = tokio::time::timeout(Duration::from_secs(20), waiting).await;
    let skipped = skipped.expect("skipped while the slot is still held");
    assert_eq!(skipped.unwrap(), Err(LaneError::Overtaken));
    assert_eq!(lanes.live_queued(), 0, "out of the queue at once");
    release.send(()).unwrap();
    holder.await.unwrap();
    assert!(!drawn.load(Ordering::SeqCst), "never drawn");
    // The next board of the lane is drawn at once: the skipped one's turn went on.
    assert_eq!(lanes.live_for(GuildId(1), edit(7, 4), || 4).await, Ok(4));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_older_than_a_version_handed_over_is_not_drawn_and_the_newest_is() {
    let lanes = Lanes::new(2, HeavyLimits::default());
    lanes.overtaken(GameId(1), 5);
    let older = lanes.live_for(GuildId(1), edit(1, 4), || "older").await;
    assert_eq!(older, Err(LaneError::Overtaken));
    assert_eq!(
        lanes.live_for(GuildId(1), edit(1, 5), || "newest").await,
        Ok("newest")
    );
    // What a person waits for is never skipped, whatever came.
    assert_eq!(
        lanes.live_for(GuildId(1), Waiting::Person, || 1).await,
        Ok(1)
    );
    assert_eq!(lanes.overtaking_games(), 1);
    lanes.settled(GameId(1));
    assert_eq!(
        lanes.overtaking_games(),
        0,
        "nothing kept of a game whose shows are done"
    );
    // Settled, the game's next show starts afresh.
    assert_eq!(lanes.live_for(GuildId(1), edit(1, 4), || 4).await, Ok(4));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_board_goes_before_the_edits_queued_earlier() {
    let (lanes, release, holder) = one_slot_held().await;
    let order = Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut boards = Vec::new();
    for (n, waiting) in [(0, edit(1, 1)), (1, edit(2, 1)), (2, Waiting::Person)] {
        let (queued, order) = (lanes.clone(), order.clone());
        boards.push(tokio::spawn(async move {
            let board = move || order.lock().unwrap().push(n);
            queued.live_for(GuildId(1), waiting, board).await
        }));
        until_queued(&lanes, n + 1).await;
    }
    release.send(()).unwrap();
    holder.await.unwrap();
    for board in boards {
        board.await.unwrap().unwrap();
    }
    assert_eq!(*order.lock().unwrap(), [2, 0, 1]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_leaves_undrawn_once_its_successor_is_due_and_a_persons_board_waits_on() {
    // (tokio's paused clock needs its `test-util` feature, which the crate
    // does not build: the real clock, and only lower bounds on it.)
    let (lanes, release, holder) = one_slot_held().await;
    let pause = Duration::from_millis(300);
    let drawn = Arc::new(AtomicBool::new(false));
    let since = tokio::time::Instant::now();
    let edit = {
        let (lanes, drawn) = (lanes.clone(), drawn.clone());
        tokio::spawn(async move {
            let board = move || drawn.store(true, Ordering::SeqCst);
            let left = lanes.live_for(GuildId(1), edit_due(7, 3, pause), board);
            (left.await, since.elapsed())
        })
    };
    until_queued(&lanes, 1).await;
    let person = {
        let lanes = lanes.clone();
        tokio::spawn(async move { lanes.live_for(GuildId(2), Waiting::Person, || 8).await })
    };
    until_queued(&lanes, 2).await;
    // The slot stays held throughout: the edit leaves on its own.
    let (left, after) = tokio::time::timeout(Duration::from_secs(20), edit)
        .await
        .expect("the edit left while the slot was held")
        .unwrap();
    assert_eq!(left, Err(LaneError::Overtaken));
    assert!(
        after >= pause,
        "not before its successor was due: {after:?}"
    );
    assert_eq!(lanes.live_queued(), 1, "out of the queue at once");
    // A person's board waits as long as it takes: many pauses on, still there.
    tokio::time::sleep(pause * 3).await;
    assert_eq!(lanes.live_queued(), 1, "a person's board never leaves");
    assert!(!person.is_finished());
    release.send(()).unwrap();
    holder.await.unwrap();
    assert_eq!(person.await.unwrap(), Ok(8));
    assert!(!drawn.load(Ordering::SeqCst), "the edit was never drawn");
}

#[test]
fn the_last_computers_move_before_a_persons_turn_is_a_board_a_person_waits_for() {
    let pause = Duration::from_millis(1200);
    let blue = hypnosia::game::Player::ai(hypnosia::game::Color::Blue, "Easy");
    let mut table = crate::tables::two_player_table(blue, 3);
    let play_first = |table: &mut hypnosia::table::Table| {
        let moves = table.game.legal_moves().to_vec();
        table.game.play(moves[0]).unwrap();
    };
    while table.ai_to_move() {
        play_first(&mut table); // until Ada's turn, whoever started
    }
    // Ada plays her turn out: the computer's turn follows, and the boards of
    // its moves are edits a newer state replaces ...
    while !table.ai_to_move() {
        play_first(&mut table);
    }
    let mut computers = 0;
    while table.ai_to_move() {
        let skippable = Waiting::of_turn(false, &table, pause);
        assert!(matches!(skippable, Waiting::Edit(e) if e.due_in == pause));
        play_first(&mut table);
        computers += 1;
    }
    assert!(computers > 0);
    // ... but its last move's board, Ada's turn, is never skipped: it waits
    // for a slot as long as it takes, so no game's turn starves.
    assert_eq!(Waiting::of_turn(false, &table, pause), Waiting::Person);
    assert!(!table.game.is_over());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_due_at_once_is_still_drawn_when_a_slot_is_free() {
    // Computers with no pause: their successor is due at once, and a free
    // slot draws the edit all the same (every time, not by the luck of
    // which of the two was looked at first).
    let lanes = Lanes::new(2, HeavyLimits::default());
    for version in 0..32 {
        let board = lanes.live_for(GuildId(1), edit_due(1, version, Duration::ZERO), || 1);
        assert_eq!(board.await, Ok(1), "version {version}");
    }
}
