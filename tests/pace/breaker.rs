use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use hypnosia::pace::breaker::AFTER_401;
use hypnosia::pace::{Breaker, Budget, LOOKUPS_AT_ONCE, Open, Pace};
use tokio::time::Instant;

#[test]
fn a_401_opens_the_breaker_for_a_while() {
    let start = Instant::now();
    let breaker = Breaker::new(1000, start);
    assert_eq!(breaker.open(start), None);
    assert!(breaker.note(401, start));
    assert_eq!(
        breaker.open(start + Duration::from_secs(1)),
        Some(Open::Unauthorized)
    );
    assert_eq!(
        breaker.open(start + AFTER_401),
        None,
        "one call is tried again later"
    );
}

#[test]
fn refusals_past_the_bound_open_it_until_they_leave_the_window() {
    let start = Instant::now();
    let breaker = Breaker::new(10, start);
    for status in [403, 404, 500, 429, 403, 403, 429, 403, 403, 403, 429] {
        breaker.note(status, start);
    }
    assert_eq!(breaker.refusals(start), 9, "404 and 500 are not refusals");
    assert_eq!(breaker.open(start), None);
    breaker.note(403, start + Duration::from_secs(61));
    assert_eq!(
        breaker.open(start + Duration::from_secs(61)),
        Some(Open::TooManyRefusals)
    );
    // Ten minutes after the first nine, only the last one is left.
    let later = start + Duration::from_secs(601);
    assert_eq!(breaker.refusals(later), 1);
    assert_eq!(breaker.open(later), None);
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
    let burst = Budget::WHOLE.background().burst as usize;
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
