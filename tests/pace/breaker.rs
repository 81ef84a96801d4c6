use std::time::Duration;

use hypnosia::pace::breaker::AFTER_401;
use hypnosia::pace::{Breaker, Open};
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
