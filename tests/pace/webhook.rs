//! What a click's webhook shows when its bucket is tight (issue 70): a
//! computer's move never takes the last edit the person's turn needs.

use std::time::Duration;

use hypnosia::pace::routes::{Room, RouteBuckets, bucket_of};
use hypnosia::pace::webhook::{KEPT_FOR_THE_TURN, State, followup_edits, goes_now, original_edits};
use reqwest::Method;
use reqwest::header::HeaderMap;

/// A computer moves next, 100 ms from now at the earliest.
const PASSING: State = State::Passing {
    next_after: Duration::from_millis(100),
};

fn room(left: u64, reset_ms: u64) -> Option<Room> {
    Some(Room {
        left,
        reset_in: Duration::from_millis(reset_ms),
    })
}

#[test]
fn a_computers_move_leaves_the_last_edit_to_the_persons_turn() {
    assert_eq!(KEPT_FOR_THE_TURN, 1);
    assert!(
        goes_now(PASSING, None),
        "nothing known: the bucket has room"
    );
    assert!(goes_now(PASSING, room(4, 4_900)));
    assert!(goes_now(PASSING, room(2, 4_900)));
    assert!(!goes_now(PASSING, room(1, 4_900)), "kept for the turn");
    assert!(!goes_now(PASSING, room(0, 4_900)), "never waits");
    // The bucket resets before the next state can come: its last call is
    // the computer's to spend, the next state finds a fresh bucket.
    assert!(goes_now(PASSING, room(1, 100)));
    assert!(goes_now(PASSING, room(1, 50)));
    assert!(
        !goes_now(PASSING, room(0, 50)),
        "spent: the next state shows it"
    );
}

#[test]
fn what_a_person_waits_for_always_goes() {
    for left in [0, 1, 2, 5] {
        assert!(goes_now(State::Awaited, room(left, 4_900)), "{left} left");
    }
    assert!(goes_now(State::Awaited, None));
}

#[test]
fn the_buckets_are_the_gates_own() {
    let original = "/api/v10/webhooks/7/tok/messages/@original";
    assert_eq!(
        original_edits(7, "tok"),
        bucket_of(&Method::PATCH, original)
    );
    let followup = "/api/v10/webhooks/7/tok/messages/123456";
    assert_eq!(
        followup_edits(7, "tok"),
        bucket_of(&Method::PATCH, followup)
    );
    assert_ne!(
        original_edits(7, "tok"),
        original_edits(7, "other"),
        "per token"
    );
    assert_ne!(original_edits(7, "tok"), followup_edits(7, "tok"));
}

#[test]
fn a_buckets_room_is_what_discord_last_said_until_its_reset() {
    let buckets = RouteBuckets::default();
    let bucket = original_edits(7, "tok");
    assert_eq!(buckets.room(&bucket), None, "nothing known yet");
    let mut headers = HeaderMap::new();
    headers.insert("x-ratelimit-remaining", "1".parse().unwrap());
    headers.insert("x-ratelimit-reset-after", "4.5".parse().unwrap());
    assert_eq!(buckets.learn(&bucket, 200, &headers), None);
    let now = buckets.room(&bucket).expect("learnt");
    assert_eq!(now.left, 1);
    assert!(now.reset_in > Duration::from_secs(4) && now.reset_in <= Duration::from_millis(4500));
    assert!(!goes_now(PASSING, Some(now)));
    assert_eq!(
        buckets.room(&followup_edits(7, "tok")),
        None,
        "another bucket"
    );

    headers.insert("x-ratelimit-reset-after", "0".parse().unwrap());
    buckets.learn(&bucket, 200, &headers);
    assert_eq!(buckets.room(&bucket), None, "past its reset: room again");
}
