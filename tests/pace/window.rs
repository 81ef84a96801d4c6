//! The gate's sliding cap (`hypnosia::pace::window`): whatever the timing of
//! the tokens, no sliding second lets more than the cap go, and no call waits
//! while the second before it has room.

use std::time::Duration;

use hypnosia::pace::{Budget, SlidingCap, TokenBucket};
use proptest::prelude::*;
use tokio::time::Instant;

const SECOND: Duration = Duration::from_secs(1);

/// The most of `sent` (in order) that fall in one sliding second.
fn busiest_second(sent: &[Instant]) -> usize {
    (0..sent.len())
        .map(|i| {
            sent[i..]
                .iter()
                .take_while(|t| **t - sent[i] < SECOND)
                .count()
        })
        .max()
        .unwrap_or(0)
}

/// The way the gate can meet background calls as a hundred games start: the
/// calls paid by the burst and the tokens of the first tenth of a second
/// reach the gate up to `PAID_FOR` late (their boards still uploading), the
/// others at once, so that the second after them holds 1.1 s of tokens (the
/// spread that let 46 through). Left alone, one sliding second holds more
/// than the cap; through the cap, none does.
#[test]
fn tokens_used_late_never_put_more_than_the_cap_in_a_second() {
    let budget = Budget::WHOLE;
    let start = Instant::now();
    let mut bucket = TokenBucket::new(budget.pace(), start);
    let late = hypnosia::pace::PAID_FOR;
    let arrivals: Vec<Instant> = {
        let mut arrivals: Vec<Instant> = (0..400)
            .map(|_| {
                let paid = start + bucket.take(start);
                if paid - start < late {
                    paid + late.mul_f64(0.99)
                } else {
                    paid
                }
            })
            .collect();
        arrivals.sort();
        arrivals
    };
    let uncapped = busiest_second(&arrivals);
    assert!(
        uncapped > budget.cap(),
        "the spread alone puts {uncapped} calls in a second (the cap is {})",
        budget.cap()
    );
    let mut cap = SlidingCap::new(budget.cap());
    let sent: Vec<Instant> = arrivals.iter().map(|&t| cap.admit(t)).collect();
    assert_eq!(busiest_second(&sent), budget.cap());
    let held = sent.iter().zip(&arrivals).filter(|(s, a)| s > a).count();
    assert!(
        held < arrivals.len() / 10,
        "{held} of {} calls held: the cap holds only the spread",
        arrivals.len()
    );
}

/// Callers that come at `arrivals`, each told to wait waking `late` after
/// the time it was given (a busy runtime), through [`SlidingCap::go_now`]:
/// when each truly leaves, in order.
fn leaving_woken_late(cap: usize, arrivals: &[Instant], late: &[Duration]) -> Vec<Instant> {
    use std::cmp::Reverse;
    let mut window = SlidingCap::new(cap);
    let mut tries: std::collections::BinaryHeap<_> = (arrivals.iter().enumerate())
        .map(|(i, &t)| Reverse((t, i)))
        .collect();
    let mut left = Vec::new();
    while let Some(Reverse((now, i))) = tries.pop() {
        match window.go_now(now) {
            Ok(_) => left.push(now),
            Err(due) => tries.push(Reverse((due + late[i % late.len()], i))),
        }
    }
    left
}

/// At 2 000 games (a runtime whose threads are all busy) 48 calls reached
/// the emulator in a second under a cap of 41: calls told when to go woke
/// late, together. Logged when told, the cap lets the next calls go as if
/// the late ones had left on time; logged when they truly leave, it holds.
#[test]
fn calls_that_wake_late_are_counted_when_they_leave_not_when_they_were_told() {
    let (start, ms) = (Instant::now(), Duration::from_millis);
    // Two go at once; two come a moment later, are told "at 1 s" and wake
    // at 1.9 s; a fifth comes at 1.95 s.
    let arrivals = [
        start,
        start,
        start + ms(100),
        start + ms(200),
        start + ms(1950),
    ];
    let late = |i: usize| if i == 2 || i == 3 { ms(900) } else { ms(0) };
    let mut told = SlidingCap::new(2);
    let mut as_told: Vec<Instant> = (arrivals.iter().enumerate())
        .map(|(i, &t)| {
            let at = told.admit(t);
            if at > t { at + late(i) } else { at }
        })
        .collect();
    as_told.sort();
    assert_eq!(
        busiest_second(&as_told),
        3,
        "the late ones and the fifth: {as_told:?}"
    );
    let lateness: Vec<Duration> = (0..5).map(late).collect();
    let left = leaving_woken_late(2, &arrivals, &lateness);
    assert_eq!(left.len(), 5, "every call goes");
    assert_eq!(busiest_second(&left), 2);
    assert_eq!(
        left[4],
        start + ms(1900) + SECOND,
        "the fifth waits for the late ones"
    );
}

/// A call slow on its way (a process whose cores are full) may reach
/// Discord as late as its answer: counted until then, the calls after it
/// keep to the cap in the second it arrived in.
#[test]
fn a_call_counts_in_the_window_until_it_is_answered() {
    let (start, ms) = (Instant::now(), Duration::from_millis);
    let mut window = SlidingCap::new(2);
    let first = window.go_now(start).expect("the first goes");
    window.answered(first, start + ms(10));
    let slow = window.go_now(start + ms(100)).expect("the second goes");
    let third = window
        .go_now(start + ms(1010))
        .expect("a second after the first's answer");
    window.answered(third, start + ms(1020));
    // The second is answered only now: it may have reached Discord as late.
    window.answered(slow, start + ms(1050));
    // Logged as it left (0.1 s), a fourth could go at 1.1 s, in the second
    // of the third and of the slow one's arrival: it waits.
    assert_eq!(window.go_now(start + ms(1100)), Err(start + ms(2020)));
    let fourth = window.go_now(start + ms(2020)).expect("then it goes");
    window.answered(fourth, start + ms(2030));
    assert_eq!(window.go_now(start + ms(2040)), Err(start + ms(2050)));
}

#[test]
fn the_whole_budgets_cap_is_under_discords_fifty_with_a_margin() {
    assert_eq!(Budget::WHOLE.cap(), 41);
    assert_eq!(Budget::of_shards(1, 2).cap(), 20);
    assert_eq!(Budget::of_shards(1, 100).cap(), 1, "never nothing");
}

proptest! {
    /// Any arrivals: each call goes at or after it came, in order, no sliding
    /// second holds more than the cap, and a call waits only when `cap`
    /// calls went in the second before it.
    #[test]
    fn any_arrivals_keep_the_cap_and_wait_only_when_they_must(
        cap in 1usize..8,
        gaps in proptest::collection::vec(0u64..400, 1..120),
    ) {
        let start = Instant::now();
        let arrivals: Vec<Instant> = gaps
            .iter()
            .scan(start, |t, gap| {
                *t += Duration::from_millis(*gap);
                Some(*t)
            })
            .collect();
        let mut window = SlidingCap::new(cap);
        let sent: Vec<Instant> = arrivals.iter().map(|&t| window.admit(t)).collect();
        for (i, (s, a)) in sent.iter().zip(&arrivals).enumerate() {
            prop_assert!(s >= a, "call {i} went before it came");
            if i > 0 {
                prop_assert!(sent[i - 1] <= *s, "call {i} went before call {}", i - 1);
            }
            if s > a {
                // Held: exactly when the cap-th call before it went within the second.
                prop_assert!(i >= cap, "call {i} held below the cap");
                prop_assert!(*s == sent[i - cap] + SECOND || *s == sent[i - 1]);
            } else if i >= cap {
                prop_assert!(*a >= sent[i - cap] + SECOND, "call {i} let through over the cap");
            }
        }
        prop_assert!(busiest_second(&sent) <= cap);
    }

    /// Any arrivals, any late wake-ups: every call goes, and no sliding
    /// second holds more than the cap of the times they truly left.
    #[test]
    fn calls_woken_late_never_put_more_than_the_cap_in_a_second(
        cap in 1usize..8,
        gaps in proptest::collection::vec(0u64..400, 1..120),
        late in proptest::collection::vec(0u64..900, 1..16),
    ) {
        let start = Instant::now();
        let arrivals: Vec<Instant> = gaps
            .iter()
            .scan(start, |t, gap| {
                *t += Duration::from_millis(*gap);
                Some(*t)
            })
            .collect();
        let late: Vec<Duration> = late.into_iter().map(Duration::from_millis).collect();
        let left = leaving_woken_late(cap, &arrivals, &late);
        prop_assert_eq!(left.len(), arrivals.len());
        prop_assert!(busiest_second(&left) <= cap);
    }
}
