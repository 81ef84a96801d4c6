//! The drawing lanes: a live board never waits for a long job, long jobs queue
//! and are refused when full, and a panic fails only its drawing.

use hypnosia::heavy::lanes::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use std::time::Instant;

fn lanes(long_waiting: usize) -> Lanes {
    Lanes::new(
        2,
        HeavyLimits {
            quick_waiting: 4,
            long_waiting,
            max_pause: Duration::from_secs(10),
            ..HeavyLimits::default()
        },
    )
}

/// A long job that runs until `release` is set, pausing between steps;
/// counts its steps.
fn blocking_job(
    release: Arc<AtomicBool>,
    steps: Arc<AtomicUsize>,
) -> impl FnOnce(&Pacer) -> usize + Send + 'static {
    move |pacer| {
        while !release.load(Ordering::SeqCst) {
            steps.fetch_add(1, Ordering::SeqCst);
            pacer.pause();
            std::thread::sleep(Duration::from_millis(1));
        }
        steps.load(Ordering::SeqCst)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_board_never_waits_for_a_long_job() {
    let lanes = Arc::new(lanes(3));
    let release = Arc::new(AtomicBool::new(false));
    let steps = Arc::new(AtomicUsize::new(0));
    let ticket = lanes.reserve_long().unwrap();
    let long = tokio::spawn(ticket.run(blocking_job(release.clone(), steps.clone())));
    while steps.load(Ordering::SeqCst) == 0 {
        tokio::task::yield_now().await;
    }
    // The long job holds the heavy lane for as long as it likes; live
    // boards are drawn meanwhile, on their own slots.
    for n in 0..10 {
        assert_eq!(lanes.live(move || n * 2).await.unwrap(), n * 2);
    }
    release.store(true, Ordering::SeqCst);
    assert!(long.await.unwrap().unwrap() > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_live_boards_waiting_for_a_slot_are_counted_until_drawn() {
    let lanes = Arc::new(lanes(3));
    assert_eq!(lanes.live_queued(), 0);
    let release = Arc::new(AtomicBool::new(false));
    let started = Arc::new(AtomicUsize::new(0));
    // Two boards hold both slots until released; three more wait.
    let boards: Vec<_> = (0..5)
        .map(|n| {
            let (lanes, release, started) = (lanes.clone(), release.clone(), started.clone());
            tokio::spawn(async move {
                lanes
                    .live(move || {
                        started.fetch_add(1, Ordering::SeqCst);
                        while !release.load(Ordering::SeqCst) {
                            std::thread::sleep(Duration::from_millis(1));
                        }
                        n
                    })
                    .await
            })
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(10);
    while started.load(Ordering::SeqCst) < 2 || lanes.live_queued() < 3 {
        assert!(Instant::now() < deadline, "two drawn, three waiting");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    assert_eq!(lanes.live_queued(), 3, "the two drawing are not waiting");
    release.store(true, Ordering::SeqCst);
    for board in boards {
        board.await.unwrap().unwrap();
    }
    assert_eq!(lanes.live_queued(), 0, "all drawn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_job_pauses_while_a_live_drawing_runs() {
    let lanes = Arc::new(lanes(3));
    let release = Arc::new(AtomicBool::new(false));
    let steps = Arc::new(AtomicUsize::new(0));
    let ticket = lanes.reserve_long().unwrap();
    let long = tokio::spawn(ticket.run(blocking_job(release.clone(), steps.clone())));
    while steps.load(Ordering::SeqCst) == 0 {
        tokio::task::yield_now().await;
    }
    // While a live drawing runs, the long job takes at most the one step
    // it was in.
    let watched = steps.clone();
    let during = lanes
        .live(move || {
            let before = watched.load(Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(150));
            watched.load(Ordering::SeqCst) - before
        })
        .await
        .unwrap();
    assert!(during <= 1, "{during} steps while a live board was drawn");
    release.store(true, Ordering::SeqCst);
    long.await.unwrap().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_long_job_runs_a_few_wait_and_the_next_is_refused_at_once() {
    let lanes = Arc::new(lanes(2));
    let release = Arc::new(AtomicBool::new(false));
    let steps = Arc::new(AtomicUsize::new(0));
    let first = lanes.reserve_long().unwrap();
    let running = tokio::spawn(first.run(blocking_job(release.clone(), steps.clone())));
    while steps.load(Ordering::SeqCst) == 0 {
        tokio::task::yield_now().await; // the first job runs: the queue is the waiting ones
    }
    let order = Arc::new(Mutex::new(Vec::new()));
    let mut waiting = Vec::new();
    for n in 0..2 {
        let ticket = lanes.reserve_long().expect("a place in the queue");
        let order = order.clone();
        waiting.push(tokio::spawn(
            ticket.run(move |_: &Pacer| order.lock().unwrap().push(n)),
        ));
        // Queued before the next arrives: the order of arrival is the test's.
        while lanes.long_queued() < n + 1 {
            tokio::task::yield_now().await;
        }
    }
    assert!(
        lanes.reserve_long().is_none(),
        "one running and two waiting"
    );
    // A place reserved and not used is given back.
    release.store(true, Ordering::SeqCst);
    running.await.unwrap().unwrap();
    for w in waiting {
        w.await.unwrap().unwrap();
    }
    assert_eq!(*order.lock().unwrap(), vec![0, 1], "in order of arrival");
    assert_eq!(lanes.long_admitted(), 0);
    let unused = lanes.reserve_long().unwrap();
    assert_eq!(lanes.long_admitted(), 1);
    drop(unused);
    assert_eq!(lanes.long_admitted(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_job_goes_between_the_steps_of_a_long_one() {
    let lanes = Arc::new(lanes(3));
    let release = Arc::new(AtomicBool::new(false));
    let steps = Arc::new(AtomicUsize::new(0));
    let ticket = lanes.reserve_long().unwrap();
    let long = tokio::spawn(ticket.run(blocking_job(release.clone(), steps.clone())));
    while steps.load(Ordering::SeqCst) == 0 {
        tokio::task::yield_now().await;
    }
    let started = Instant::now();
    assert_eq!(
        lanes.quick(|| "a replay step").await.unwrap(),
        "a replay step"
    );
    assert!(!release.load(Ordering::SeqCst), "the long job still runs");
    assert!(started.elapsed() < Duration::from_secs(5));
    release.store(true, Ordering::SeqCst);
    long.await.unwrap().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_drawing_fails_alone_and_the_lane_goes_on() {
    let lanes = lanes(3);
    let failed = lanes.quick(|| -> u8 { panic!("a broken record") }).await;
    assert!(matches!(failed, Err(LaneError::Failed(_))));
    let ticket = lanes.reserve_long().unwrap();
    let failed = ticket
        .run(|_: &Pacer| -> u8 { panic!("a broken GIF") })
        .await;
    assert!(matches!(failed, Err(LaneError::Failed(_))));
    assert_eq!(lanes.long_admitted(), 0, "its place is given back");
    assert_eq!(lanes.quick(|| 7).await.unwrap(), 7);
    assert_eq!(lanes.live(|| 8).await.unwrap(), 8);
    // A live drawing's panic leaves its thread drawing: more than one per thread.
    for _ in 0..3 {
        let failed = lanes.live(|| -> u8 { panic!("a broken board") }).await;
        assert!(matches!(failed, Err(LaneError::Failed(_))));
    }
    assert_eq!(lanes.live(|| 9).await.unwrap(), 9);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backlog_is_more_boards_waiting_than_slots() {
    let lanes = Arc::new(lanes(3));
    let release = Arc::new(AtomicBool::new(false));
    let board = |n: usize| {
        let (lanes, release) = (lanes.clone(), release.clone());
        tokio::spawn(async move {
            lanes
                .live(move || {
                    while !release.load(Ordering::SeqCst) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    n
                })
                .await
        })
    };
    let until_queued = |queued: usize| {
        let lanes = lanes.clone();
        async move {
            let deadline = Instant::now() + Duration::from_secs(10);
            while lanes.live_queued() < queued {
                assert!(Instant::now() < deadline, "{queued} boards waiting");
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
    };
    // Two slots: two boards drawing and two waiting are no backlog yet.
    let mut boards: Vec<_> = (0..4).map(board).collect();
    until_queued(2).await;
    assert!(!lanes.live_backlog(), "two waiting behind two slots");
    boards.push(board(4));
    until_queued(3).await;
    assert!(lanes.live_backlog(), "three waiting behind two slots");
    release.store(true, Ordering::SeqCst);
    for board in boards {
        board.await.unwrap().unwrap();
    }
    assert!(!lanes.live_backlog(), "all drawn");
}

/// Boards drawn for the pace take room first: at most `PACED_BOARDS` held at
/// once, the next waits until one is let go; a board a click pays for takes
/// none and never waits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_so_many_boards_wait_drawn_for_the_pace() {
    use hypnosia::table::{Community, GuildId};
    let lanes = Arc::new(lanes(3));
    let crowd = Community::Server(GuildId(1));
    let mut held = Vec::new();
    for _ in 0..PACED_BOARDS {
        held.push(lanes.paced_board(Some(crowd)).await.expect("room"));
    }
    let next = {
        let lanes = lanes.clone();
        tokio::spawn(async move { lanes.paced_board(Some(crowd)).await.is_some() })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(!next.is_finished(), "a board beyond the room waits");
    assert!(
        lanes.paced_board(None).await.is_none(),
        "a paid board takes no room and does not wait"
    );
    held.pop();
    let came = tokio::time::timeout(Duration::from_secs(10), next).await;
    assert!(came.expect("room once one is let go").unwrap());
}

/// The calling thread's nice value and name, as the kernel has them.
#[cfg(target_os = "linux")]
fn nice_and_name() -> (i64, String) {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
    // After the name in parentheses: state, then 15 fields, then nice.
    let after_name = &stat[stat.rfind(')').unwrap() + 2..];
    let nice = after_name.split(' ').nth(16).unwrap().parse().unwrap();
    let name = std::fs::read_to_string("/proc/thread-self/comm").unwrap();
    (nice, name.trim().to_string())
}

/// Boards are drawn below the threads that answer clicks (nicer than the
/// runtime's), on threads of their own that nothing else borrows, and
/// the heavy lane's work too; the runtime's threads keep their priority.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_are_drawn_below_the_threads_that_answer_clicks() {
    let lanes = lanes(3);
    use hypnosia::heavy::live_threads::DRAWING_NICE;
    let (runtime_nice, _) = nice_and_name();
    let lowered = i64::from(DRAWING_NICE);
    assert!(lowered > 0, "drawn below the runtime at all");
    for _ in 0..4 {
        let (nice, name) = lanes.live(nice_and_name).await.unwrap();
        assert_eq!(nice, (runtime_nice + lowered).min(19), "drawn on {name}");
        assert!(name.starts_with("live-drawing"), "{name}");
    }
    let (nice, _) = lanes.quick(nice_and_name).await.unwrap();
    assert_eq!(nice, (runtime_nice + lowered).min(19), "the heavy lane");
    // Work handed to the runtime's blocking threads is not lowered.
    let (nice, _) = tokio::task::spawn_blocking(nice_and_name).await.unwrap();
    assert_eq!(nice, runtime_nice);
    assert_eq!(nice_and_name().0, runtime_nice);
}
