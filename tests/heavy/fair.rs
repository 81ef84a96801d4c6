//! Each member's fair share: asking too fast is told when, the share refills at
//! a steady pace, and a learner is never refused.

use hypnosia::heavy::fair::*;
use hypnosia::table::UserId;
use std::time::{Duration, Instant};

#[test]
fn a_member_asking_too_fast_is_told_when_and_refills_at_a_steady_pace() {
    let shares = Shares::new(Allowance {
        burst: 3,
        every: Duration::from_secs(2),
    });
    let t0 = Instant::now();
    for _ in 0..3 {
        shares.take(UserId(1), Heavy::Drawing, t0).unwrap();
    }
    assert_eq!(
        shares.take(UserId(1), Heavy::Drawing, t0),
        Err(Duration::from_secs(2))
    );
    // A refusal takes nothing: one unit is back two seconds later.
    let t2 = t0 + Duration::from_secs(2);
    shares.take(UserId(1), Heavy::Drawing, t2).unwrap();
    assert!(shares.take(UserId(1), Heavy::Drawing, t2).is_err());
    // A long pause refills no more than the burst.
    let later = t0 + Duration::from_secs(3600);
    for _ in 0..3 {
        shares.take(UserId(1), Heavy::Drawing, later).unwrap();
    }
    assert!(shares.take(UserId(1), Heavy::Drawing, later).is_err());
    // Over a minute of asking as fast as possible, a member gets the
    // burst plus one unit per `every`, never more.
    let mut served = 0;
    let start = later + Duration::from_secs(3600);
    for ms in (0..60_000).step_by(50) {
        if shares
            .take(UserId(2), Heavy::Drawing, start + Duration::from_millis(ms))
            .is_ok()
        {
            served += 1;
        }
    }
    assert_eq!(served, 3 + 30 - 1, "burst + one every 2 s");
}

#[test]
fn a_learner_clicking_through_every_lesson_at_once_is_never_refused() {
    let shares = Shares::default();
    let t0 = Instant::now();
    // /learn, two misses, every step, then the course again twice.
    for n in 0..48 {
        assert!(
            shares.take(UserId(1), Heavy::Lesson, t0).is_ok(),
            "board {n}"
        );
    }
    // A script is held to four lesson boards a second.
    assert_eq!(
        shares.take(UserId(1), Heavy::Lesson, t0),
        Err(Duration::from_millis(250))
    );
}
