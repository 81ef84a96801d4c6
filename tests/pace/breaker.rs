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
fn refusals_past_the_bound_open_it_and_the_count_outlives_a_probe() {
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
    // No probe while the last 10 minutes hold the bound.
    assert_eq!(
        breaker.pass(later + PROBE_AFTER),
        Err(Open::TooManyRefusals)
    );
    // The first minute's 9 leave the window: a probe goes, and closes it.
    let minute_ten = start + Duration::from_secs(600);
    assert_eq!(breaker.pass(minute_ten), Ok(Pass::Probe));
    breaker.note_success(Pass::Probe);
    assert_eq!(breaker.open(), None);
    assert_eq!(breaker.refusals(minute_ten), 1, "the count is kept");
}

/// Reliability-3 L1: refusals at 40 a second, each probe answered: the
/// breaker bounds the refusals of 10 minutes, not of one open–close cycle
/// (a probe's success used to clear the count, about ten cycles in 10
/// minutes), and it lets calls go only while the count is under the bound.
#[test]
fn the_bound_holds_for_ten_minutes_across_probes() {
    let (bound, start) = (10, Instant::now());
    let breaker = Breaker::probing_after(bound, Duration::from_millis(100), start);
    let step = Duration::from_millis(25);
    let minutes = 30;
    let mut refused_per_block = vec![0u64; minutes / 10];
    let mut probes = 0;
    for i in 0..(minutes as u32 * 60 * 40) {
        let now = start + step * i;
        match breaker.pass(now) {
            Ok(pass) => {
                assert!(breaker.refusals(now) < bound, "a call goes at the bound");
                if pass == Pass::Probe {
                    probes += 1;
                    breaker.note_success(Pass::Probe);
                } else {
                    assert!(breaker.note(403, now));
                    refused_per_block[(i / (600 * 40)) as usize] += 1;
                }
            }
            Err(why) => assert_eq!(why, Open::TooManyRefusals),
        }
        assert!(breaker.refusals(now) <= bound);
    }
    for (block, refused) in refused_per_block.iter().enumerate() {
        assert!(
            *refused <= bound,
            "{refused} refusals in minutes {}..{}, bound {bound}",
            block * 10,
            block * 10 + 10
        );
        assert!(
            *refused > 0,
            "the breaker closes again once the window allows"
        );
    }
    assert!(probes >= minutes / 10 - 1, "{probes} probes");
}

/// Reliability-3 L1: a probe answered with anything but a refusal closes the
/// breaker (a 404 says the token is good); a 5xx or no answer says nothing
/// of the token and leaves it open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn any_answer_to_a_probe_but_a_refusal_closes_the_breaker() {
    let pace = Pace::probing_after(Budget::WHOLE, Duration::from_millis(20));
    assert!(pace.note_status(401), "opened");
    for (outcome, closes) in [
        (Err(Some(503)), false),
        (Err(None), false),
        (Err(Some(404)), true),
    ] {
        tokio::time::sleep(Duration::from_millis(30)).await;
        assert_eq!(pace.background_call(1).await, Ok(Pass::Probe));
        pace.note_outcome(Pass::Probe, outcome);
        assert_eq!(pace.breaker_open().is_none(), closes, "{outcome:?}");
    }
}

/// A background call the breaker stops is told so (the screen keeps what it
/// was to show owed); the probe goes once its time comes, and its success
/// lets every call go again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_background_call_is_told_and_the_probe_reopens_the_way() {
    let pace = Pace::probing_after(Budget::WHOLE, Duration::from_millis(50));
    assert_eq!(pace.background_call(1).await, Ok(Pass::Closed));
    // The gate notes every refusal, whoever made the call.
    assert!(pace.note_status(401), "opened");
    let stopped = pace.background_call(1).await.unwrap_err();
    assert_eq!(stopped.0, Open::Unauthorized);
    assert_eq!(pace.counts().stopped, 1);
    tokio::time::sleep(Duration::from_millis(60)).await;
    assert_eq!(pace.background_call(1).await, Ok(Pass::Probe));
    assert!(
        pace.background_call(2).await.is_err(),
        "one probe at a time"
    );
    pace.note_outcome(Pass::Probe, Ok(()));
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
