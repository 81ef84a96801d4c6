use std::time::Duration;

use hypnosia::pace::{Budget, Rate, TokenBucket};
use tokio::time::Instant;

const RATE: Rate = Rate {
    per_second: 35.0,
    burst: 5.0,
};

/// Sends of `n` callers who all ask at `start`, as the bucket schedules them.
fn schedule(n: usize, start: Instant) -> Vec<Instant> {
    let mut bucket = TokenBucket::new(RATE, start);
    (0..n).map(|_| start + bucket.take(start)).collect()
}

#[test]
fn a_burst_goes_at_once_then_callers_go_in_order_at_the_rate() {
    let start = Instant::now();
    let at = schedule(40, start);
    assert!(
        at[..5].iter().all(|t| *t == start),
        "the burst goes at once"
    );
    assert!(at.windows(2).all(|w| w[0] <= w[1]), "in order");
    let step = at[6] - at[5];
    let expected = Duration::from_secs_f64(1.0 / RATE.per_second);
    assert!(
        step.abs_diff(expected) < Duration::from_micros(50),
        "{step:?}"
    );
}

#[test]
fn a_token_given_back_serves_the_next_caller_but_never_past_the_burst() {
    let start = Instant::now();
    let mut bucket = TokenBucket::new(RATE, start);
    for _ in 0..6 {
        bucket.take(start);
    }
    assert_eq!(bucket.taken(), 6);
    // The sixth caller's token goes back: the next caller takes its place.
    bucket.give_back(start);
    assert_eq!(bucket.taken(), 5);
    let step = Duration::from_secs_f64(1.0 / RATE.per_second);
    assert!(bucket.take(start).abs_diff(step) < Duration::from_micros(50));
    // A full bucket stays full: a token given back is not one more.
    let mut full = TokenBucket::new(RATE, start);
    full.give_back(start);
    assert_eq!(full.tokens(start), RATE.burst);
    assert_eq!(full.taken(), 0);
}

#[test]
fn no_second_holds_more_than_burst_plus_rate() {
    let start = Instant::now();
    let at = schedule(500, start);
    let most = (0..at.len())
        .map(|i| {
            at[i..]
                .iter()
                .take_while(|t| **t - at[i] < Duration::from_secs(1))
                .count()
        })
        .max()
        .unwrap();
    assert!(
        most as f64 <= RATE.burst + RATE.per_second,
        "{most} in one second"
    );
    assert!(most < 50, "under Discord's 50/s: {most}");
}

#[test]
fn a_quiet_while_refills_the_burst_but_no_more() {
    let start = Instant::now();
    let mut bucket = TokenBucket::new(RATE, start);
    for _ in 0..20 {
        bucket.take(start);
    }
    let later = start + Duration::from_secs(60);
    assert_eq!(bucket.tokens(later), RATE.burst);
    for _ in 0..5 {
        assert_eq!(bucket.take(later), Duration::ZERO);
    }
    assert!(bucket.take(later) > Duration::ZERO);
}

#[test]
fn try_take_drops_instead_of_queueing_and_keeps_room_for_others() {
    let start = Instant::now();
    let mut bucket = TokenBucket::new(RATE, start);
    assert!(bucket.try_take(start, 2.5));
    assert!(bucket.try_take(start, 2.5));
    // 3 tokens left: one more would leave fewer than 2.5 for the shows.
    assert!(!bucket.try_take(start, 2.5));
    assert_eq!(bucket.take(start), Duration::ZERO, "shows still go at once");
    bucket.take(start);
    bucket.take(start);
    assert!(!bucket.try_take(start, 0.0), "no look-up while shows wait");
}

#[test]
fn processes_sharing_a_token_stay_under_fifty_a_second_together() {
    // Three processes of 2, 3 and 3 shards of 8.
    let shares = [
        Budget::of_shards(2, 8),
        Budget::of_shards(3, 8),
        Budget::of_shards(3, 8),
    ];
    let worst: f64 = shares
        .iter()
        .map(|b| b.pace().per_second + b.pace().burst)
        .sum();
    assert!(worst < 50.0, "{worst} in one second");
    assert!((Budget::WHOLE.per_second() - 50.0).abs() < f64::EPSILON);
    assert!(Budget::of_shards(1, 4).pace().per_second < Budget::WHOLE.pace().per_second / 3.0);
}
