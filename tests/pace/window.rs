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
}
