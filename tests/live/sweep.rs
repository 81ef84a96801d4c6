//! The sweep as named steps (architecture-2 M5, reliability-2 L1): a step
//! that fails or panics is logged with its name and keeps none of the others
//! from running, in this sweep or the next; and the engine's own heavy work
//! (architecture-2 M4): the owed puzzle search is started by the sweep, with
//! any screen, the recording one too.

use std::cell::RefCell;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hypnosia::live::{Error, Waits};
use hypnosia::table::{CancelledBy, IDLE_END};
use tracing_subscriber::filter::LevelFilter;

use super::idle::{moved_earlier, practice};
use crate::support::{CHANNEL, GUILD, World, settings, sql};

/// What the engine logged at `WARN` and above, on this test's thread.
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

thread_local! {
    /// Where this thread's logs go, while a test captures them.
    static CAPTURED: RefCell<Option<Logs>> = const { RefCell::new(None) };
}

/// Writes a log line to this thread's capture, if any.
struct ThisThread;

impl io::Write for ThisThread {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        CAPTURED.with_borrow(|logs| {
            if let Some(Logs(logs)) = logs {
                logs.lock().unwrap().extend_from_slice(bytes);
            }
        });
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Ends a thread's capture.
struct Capturing;

impl Drop for Capturing {
    fn drop(&mut self) {
        CAPTURED.set(None);
    }
}

impl Logs {
    /// Captures the logs of this thread (a test's runtime and its tasks)
    /// while the guard lives. The subscriber is the process's own: one
    /// scoped to a thread misses the events whose interest another thread
    /// decided first.
    fn capture() -> (Logs, Capturing) {
        let _ = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_max_level(LevelFilter::WARN)
            .with_writer(|| ThisThread)
            .try_init();
        let logs = Logs::default();
        CAPTURED.set(Some(logs.clone()));
        (logs, Capturing)
    }

    /// The lines logged so far that contain `words`.
    fn lines_with(&self, words: &str) -> Vec<String> {
        let text = String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned();
        text.lines()
            .filter(|l| l.contains(words))
            .map(str::to_owned)
            .collect()
    }
}

/// Polls `done` until it holds (a few milliseconds apart, 20 s at most).
async fn until(what: &str, done: impl AsyncFn() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !done().await {
        assert!(tokio::time::Instant::now() < deadline, "{what}: never");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// The sweep's first step, the owed shows, cannot read what it is owed (a
/// finished game's version that is no number): it fails, and the steps after
/// it still call off the idle game, tell the screen of its sweep and of the
/// day's puzzle. Before, one `?` ended the sweep at the first failure.
#[tokio::test]
async fn a_step_that_fails_keeps_none_of_the_others_from_running() {
    let (logs, _guard) = Logs::capture();
    let w = World::new().await;
    let finished = w.finished_game().await;
    let idle = practice(&w).await;
    moved_earlier(&w, IDLE_END.as_secs() + 60).await;
    let store = w.tables.store();
    store
        .set_daily_puzzle_channel(GUILD, Some(CHANNEL))
        .await
        .unwrap();
    w.screen().flush().await;
    sql(
        &w,
        &format!("UPDATE games SET version = 2.5 WHERE id = {}", finished.0),
    )
    .await;
    assert!(
        store.owed_to_screen().await.is_err(),
        "the row does not read"
    );

    w.tables.resume().await;
    let failed = logs.lines_with("a sweep step failed");
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert!(failed[0].contains("owed_shows"), "{failed:?}");
    w.screen().flush().await;
    let ended = w.screen().changes(idle);
    let last = ended.last().expect("the idle game's end is shown");
    assert!(last.table.game.is_over(), "called off by the idle step");
    assert_eq!(last.cancelled_by, Some(CancelledBy::Idle));
    let recorded = w.screen().recorded.lock().unwrap();
    assert_eq!(recorded.sweeps, 1, "the screen's step ran");
    assert_eq!(
        recorded.daily_puzzles.len(),
        1,
        "the daily puzzles' step ran"
    );
    assert_eq!(recorded.daily_puzzles[0].guild, GUILD);
}

async fn explodes() -> Result<usize, Error> {
    panic!("kaboom: a sweep step that panics");
}

/// A step that panics at every sweep is logged with its name, as a panic; the
/// step after it runs in the same sweep, and the periodic sweep goes on.
/// Before, a panic in the first sweep meant no periodic sweep at all, and a
/// later one ended it silently.
#[tokio::test]
async fn a_step_that_panics_is_logged_and_the_sweep_goes_on() {
    let (logs, _guard) = Logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let mut fast = settings();
    fast.waits = Waits {
        sweep_every: Duration::from_millis(10),
        ..Waits::default()
    };
    let runs = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&runs);
    let engine = World::engine_built(url.to_str().unwrap(), fast, move |tables| {
        let after = move || {
            let counted = Arc::clone(&counted);
            async move {
                counted.fetch_add(1, Ordering::SeqCst);
                Ok(1)
            }
        };
        tables
            .with_sweep_step("explodes", explodes)
            .with_sweep_step("after_it", after)
    })
    .await;

    engine.resume().await;
    assert_eq!(
        runs.load(Ordering::SeqCst),
        1,
        "the step after the panic ran"
    );
    let panicked = logs.lines_with("a sweep step panicked");
    assert_eq!(panicked.len(), 1, "{panicked:?}");
    assert!(panicked[0].contains("explodes"), "{panicked:?}");
    assert!(panicked[0].contains("ERROR"), "{panicked:?}");
    until("three more sweeps", async || {
        runs.load(Ordering::SeqCst) >= 4
    })
    .await;
    assert!(logs.lines_with("a sweep step panicked").len() >= 4);
    engine.stop();
}

/// An analysis stored without its puzzle search is searched by the sweep
/// itself, on the engine's heavy lane, with a screen that knows nothing of
/// puzzles (before, only Discord's screen started it, on `Notice::Swept`).
#[tokio::test]
async fn the_sweep_searches_the_owed_puzzles_with_any_screen() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let store = w.tables.store();
    store.save_game_analysis(game, "{}").await.unwrap();
    assert_eq!(
        store.owed_puzzle_searches(8).await.unwrap(),
        vec![(game, GUILD)]
    );
    w.tables.resume().await;
    until("the search owed is done", async || {
        store.owed_puzzle_searches(8).await.unwrap().is_empty()
    })
    .await;
    w.tables.stop();
}
