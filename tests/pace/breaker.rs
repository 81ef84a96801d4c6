use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use hypnosia::pace::breaker::PROBE_AFTER;
use hypnosia::pace::{Breaker, Budget, LOOKUPS_AT_ONCE, Open, Pace, Pass};
use tokio::time::Instant;

#[test]
fn a_401_opens_the_breaker_until_a_probe_succeeds() {
    let start = Instant::now();
    let breaker = Breaker::new(1000, start);
    assert_eq!(breaker.pass(start), Ok(Pass::Closed));
    assert!(breaker.note(401, start));
    assert_eq!(breaker.open(), Some(Open::Unauthorized));
    let before = start + PROBE_AFTER - Duration::from_secs(1);
    assert_eq!(breaker.pass(before), Err(Open::Unauthorized));
    // One call is tried as a probe; the others still wait.
    let due = start + PROBE_AFTER;
    assert_eq!(breaker.pass(due), Ok(Pass::Probe));
    assert_eq!(breaker.pass(due), Err(Open::Unauthorized), "one probe");
    // A call let through before the probe does not close it.
    breaker.note_success(Pass::Closed);
    assert_eq!(breaker.open(), Some(Open::Unauthorized));
    breaker.note_success(Pass::Probe);
    assert_eq!(breaker.open(), None);
    assert_eq!(breaker.pass(due), Ok(Pass::Closed));
}

#[test]
fn a_probe_refused_again_waits_as_long_for_the_next() {
    let start = Instant::now();
    let breaker = Breaker::probing_after(1000, Duration::from_secs(5), start);
    breaker.note(401, start);
    let due = start + Duration::from_secs(5);
    assert_eq!(breaker.pass(due), Ok(Pass::Probe));
    breaker.note(401, due);
    assert_eq!(
        breaker.pass(due + Duration::from_secs(4)),
        Err(Open::Unauthorized)
    );
    assert_eq!(breaker.pass(due + Duration::from_secs(5)), Ok(Pass::Probe));
}

#[test]
fn refusals_past_the_bound_open_it_and_a_probe_starts_the_count_afresh() {
    let start = Instant::now();
    let breaker = Breaker::new(10, start);
    for status in [403, 404, 500, 429, 403, 403, 429, 403, 403, 403, 429] {
        breaker.note(status, start);
    }
    assert_eq!(breaker.refusals(start), 9, "404 and 500 are not refusals");
    assert_eq!(breaker.open(), None);
    let later = start + Duration::from_secs(61);
    breaker.note(403, later);
    assert_eq!(breaker.open(), Some(Open::TooManyRefusals));
    assert_eq!(breaker.pass(later + PROBE_AFTER), Ok(Pass::Probe));
    breaker.note_success(Pass::Probe);
    assert_eq!(breaker.open(), None);
    assert_eq!(breaker.refusals(later + PROBE_AFTER), 0);
    breaker.note(403, later + PROBE_AFTER);
    assert_eq!(breaker.open(), None, "one refusal after the probe");
}

/// A background call the breaker stops is told so (the screen keeps what it
/// was to show owed); the probe goes once its time comes, and its success
/// lets every call go again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_background_call_is_told_and_the_probe_reopens_the_way() {
    let pace = Pace::probing_after(Budget::WHOLE, Duration::from_millis(50));
    assert_eq!(pace.background_call(1).await, Ok(Pass::Closed));
    assert!(pace.note_outcome(Pass::Closed, Err(Some(401))), "opened");
    let stopped = pace.background_call(1).await.unwrap_err();
    assert_eq!(stopped.0, Open::Unauthorized);
    assert_eq!(pace.counts().stopped, 1);
    tokio::time::sleep(Duration::from_millis(60)).await;
    assert_eq!(pace.background_call(1).await, Ok(Pass::Probe));
    assert!(
        pace.background_call(2).await.is_err(),
        "one probe at a time"
    );
    assert!(!pace.note_outcome(Pass::Probe, Ok(())));
    assert_eq!(pace.breaker_open(), None);
    assert_eq!(pace.background_call(2).await, Ok(Pass::Closed));
}

/// Reliability-2 L2: a look-up that finds the budget's room taken by calls
/// already queued is dropped, never a panic on a negative wait.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_look_up_behind_queued_calls_is_dropped_without_a_panic() {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let burst = Budget::WHOLE.pace().burst as usize;
    let people: Vec<_> = (0..burst + 2)
        .map(|_| {
            let pace = pace.clone();
            tokio::spawn(async move { pace.people_call().await })
        })
        .collect();
    for call in people {
        call.await.unwrap();
    }
    // The bucket refills while nothing queues: a look-up goes or is dropped.
    for _ in 0..5 {
        let _ = pace.lookup().await;
    }
}

/// A quiet bot looks up every member a burst of games asks for, two at once,
/// each waiting its turn and its room in the budget: none is dropped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_bot_looks_up_every_member_of_a_burst() {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let under_way = Arc::new(AtomicUsize::new(0));
    let most = Arc::new(AtomicUsize::new(0));
    let lookups: Vec<_> = (0..9)
        .map(|_| {
            let (pace, under_way, most) = (pace.clone(), under_way.clone(), most.clone());
            tokio::spawn(async move {
                let turn = pace.lookup().await;
                let now = under_way.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(5)).await;
                under_way.fetch_sub(1, Ordering::SeqCst);
                turn.is_some()
            })
        })
        .collect();
    for lookup in lookups {
        assert!(lookup.await.unwrap(), "every look-up has its turn");
    }
    assert_eq!(pace.counts().lookups_dropped, 0);
    assert!(most.load(Ordering::SeqCst) <= LOOKUPS_AT_ONCE);
}

/// When background calls already queue for the pace, the budget is short: a
/// look-up is dropped at once rather than queued ahead of or behind them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_bot_drops_look_ups_first() {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let burst = Budget::WHOLE.pace().burst as usize;
    let queued: Vec<_> = (0..burst + 5)
        .map(|_| {
            let pace = pace.clone();
            tokio::spawn(async move { pace.background_call(1).await })
        })
        .collect();
    while pace.backlog().is_zero() {
        tokio::task::yield_now().await;
    }
    let asked = Instant::now();
    assert!(pace.lookup().await.is_none(), "dropped");
    assert!(asked.elapsed() < Duration::from_millis(100), "at once");
    assert_eq!(pace.counts().lookups_dropped, 1);
    for call in queued {
        call.abort();
    }
}
