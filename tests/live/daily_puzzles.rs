//! The daily puzzle as an engine rule: two processes sweeping one database
//! at once tell their screens of the day's post once between them; once
//! shown it is owed no more, until someone answers it and its count is; and
//! the servers whose day falls due at once are told a few a sweep.

use std::time::Duration;

use hypnosia::live::{
    DAILY_PER_SWEEP, PUZZLE_DAY, PostReport, Tables, Waits, daily_key, day_of, day_start,
};
use hypnosia::puzzles::DailyPuzzle;
use hypnosia::table::{GuildId, MessageId, unix_now};

use crate::support::{ADA, CHANNEL, GUILD, RecordingScreen, World, settings};

/// Every daily puzzle `engines`' screens were told of, the post first.
fn told(engines: &[&Tables<RecordingScreen>]) -> Vec<DailyPuzzle> {
    let each = engines
        .iter()
        .map(|e| e.screen().recorded.lock().unwrap().daily_puzzles.clone());
    let mut told: Vec<DailyPuzzle> = each.flatten().collect();
    told.sort_by_key(|d| d.message.is_some()); // the post, then the edits
    told
}

/// How many sweeps each of `engines` ran.
fn sweeps(engines: &[&Tables<RecordingScreen>]) -> Vec<usize> {
    let each = engines
        .iter()
        .map(|e| e.screen().recorded.lock().unwrap().sweeps);
    each.collect()
}

/// Waits until `engines`' screens were told of `count` daily puzzles.
async fn until_told(engines: &[&Tables<RecordingScreen>], count: usize) -> Vec<DailyPuzzle> {
    until(|| told(engines).len() >= count).await;
    told(engines)
}

/// Polls `done` until it holds (a few milliseconds apart, 10 s at most).
async fn until(done: impl Fn() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(tokio::time::Instant::now() < deadline, "it never happened");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[tokio::test]
async fn two_processes_tell_the_days_puzzle_once_and_its_count_once_more_after_a_solver() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let url = url.to_str().unwrap();
    let mut fast = settings();
    fast.waits = Waits {
        sweep_every: Duration::from_millis(10),
        ..Waits::default()
    };
    let one = World::engine_on(url, fast.clone()).await;
    let two = World::engine_on(url, fast).await;
    let store = &one.store();
    store
        .set_daily_puzzle_channel(GUILD, Some(CHANNEL))
        .await
        .unwrap();
    tokio::join!(one.resume(), two.resume());
    let engines = [&*one, &*two];
    let first = until_told(&engines, 1).await;
    let today = day_of(unix_now(), PUZZLE_DAY);
    assert_eq!((first[0].guild, first[0].day), (GUILD, today));
    assert_eq!((first[0].channel, first[0].message), (CHANNEL, None));

    // Shown (as the screen reports it), it is owed no more: sweeps go on.
    let day = &first[0];
    let posted = PostReport::Posted(CHANNEL, MessageId(77));
    one.outbox().posted(&daily_key(day), posted).await.unwrap();
    let solved = store.answer_puzzle(GUILD, day.puzzle.id, ADA, true, unix_now());
    assert!(solved.await.unwrap().unwrap().counted);
    let again = until_told(&engines, 2).await;
    assert_eq!(again[1].message, Some(MessageId(77)), "an edit, not a post");
    assert_eq!(
        (again[1].answers_shown, again[1].puzzle.rating.attempts),
        (0, 1)
    );
    // Leased to one process while its screen edits it: told once, however
    // many sweeps both run.
    let before = sweeps(&engines);
    until(|| {
        sweeps(&engines)
            .iter()
            .zip(&before)
            .all(|(now, then)| now > &(then + 3))
    })
    .await;
    assert_eq!(told(&engines).len(), 2, "{:?}", told(&engines));
    one.stop();
    two.stop();
}

/// An engine with `waits` whose server posts the daily puzzle, resumed.
async fn daily_on(waits: Waits) -> World {
    let mut fast = settings();
    fast.waits = waits;
    let w = World::with(fast).await;
    let store = w.tables.store();
    store
        .set_daily_puzzle_channel(GUILD, Some(CHANNEL))
        .await
        .unwrap();
    w.tables.resume().await;
    w
}

/// architecture-3 M2: the day's post carries all its card shows (the
/// puzzle's position as rolled, whose move and the dice; the day's date), so
/// the screen words and draws it without asking the engine.
#[tokio::test]
async fn the_daily_post_carries_its_rolled_position_and_its_days_date() {
    let w = daily_on(Waits {
        sweep_every: Duration::from_millis(10),
        ..Waits::default()
    })
    .await;
    let store = w.tables.store();
    until_told(&[&*w.tables], 1).await;
    let card = w.tables.screen().recorded.lock().unwrap().daily_cards[0].clone();
    let today = day_of(unix_now(), PUZZLE_DAY);
    assert_eq!(card.date, day_start(today, PUZZLE_DAY));
    assert_eq!(card.date % (24 * 3600), 0, "midnight UTC");
    let stored = store.puzzle(GUILD, card.daily.puzzle.id).await.unwrap();
    let (rolled, _) = stored.unwrap().stored.positions().unwrap();
    assert_eq!(card.rolled, rolled, "the position as rolled, dice shown");
    w.tables.stop();
}

/// The day's post is leased as every post of the outbox, for the
/// `post_lease` setting: a post whose report never came (its process died
/// with it) is told again once that lease ran out, not later.
#[tokio::test]
async fn a_daily_post_whose_report_never_came_is_told_again_after_the_outboxs_lease() {
    // Before the engine starts, so before its lease is taken: the test may
    // see the first telling late (a busy runtime), never early, so the
    // second is timed from here.
    let leased = tokio::time::Instant::now();
    let w = daily_on(Waits {
        sweep_every: Duration::from_millis(10),
        post_lease: Duration::from_secs(1),
        ..Waits::default()
    })
    .await;
    let engines = [&*w.tables];
    let first = until_told(&engines, 1).await;
    // Never reported: told again, the same post, once its lease ran out.
    let again = until_told(&engines, 2).await;
    assert!(
        leased.elapsed() >= Duration::from_secs(1),
        "leased a second"
    );
    assert_eq!(
        (again[1].guild, again[1].day),
        (first[0].guild, first[0].day)
    );
    assert_eq!(again[1].message, None, "a post, not an edit");
    w.tables.stop();
}

/// reliability-2 L5: every server's day falls due at midnight; a sweep tells
/// at most [`DAILY_PER_SWEEP`] of them, the rest come at the next sweeps.
#[tokio::test]
async fn the_servers_due_at_once_are_told_a_few_a_sweep() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let mut slow = settings();
    slow.waits = Waits {
        sweep_every: Duration::from_millis(200),
        ..Waits::default()
    };
    let engine = World::engine_on(url.to_str().unwrap(), slow).await;
    let servers = 2 * DAILY_PER_SWEEP + 3;
    for k in 0..servers {
        let guild = GuildId(1_000 + k as u64);
        let set = engine
            .store()
            .set_daily_puzzle_channel(guild, Some(CHANNEL));
        set.await.unwrap();
    }
    engine.resume().await;
    let engines = [&*engine];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        // Read together: the sweep under way tells its few before it counts.
        let (told, swept) = {
            let recorded = engine.screen().recorded.lock().unwrap();
            (recorded.daily_puzzles.len(), recorded.sweeps)
        };
        assert!(
            told <= DAILY_PER_SWEEP * (swept + 1),
            "{told} told in {swept} sweeps and the one under way"
        );
        if told == servers {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{told} of {servers} told"
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let guilds: std::collections::HashSet<GuildId> =
        told(&engines).iter().map(|d| d.guild).collect();
    assert_eq!(guilds.len(), servers, "each server once");
    engine.stop();
}
