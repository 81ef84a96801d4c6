//! How long a click in a direct venue waits for its game's analysis, claimed
//! for it (`showing::click_pays::waits_under_claim`): a click is good for
//! 14 minutes (Discord takes its token for 15), and a claim of the post
//! lasts 2 minutes, of which the post itself needs up to one call's limit.

use std::time::{Duration, Instant};

use hypnosia::showing::click_pays::waits_under_claim;

const LIFE: Duration = Duration::from_secs(14 * 60);
const CLAIM: Duration = Duration::from_secs(120);
const POST: Duration = Duration::from_secs(10);

/// A click claims as it arrives: it waits while the claim leaves time for
/// its post (110 s), not its token's 14 minutes, so that nobody else's claim
/// posts it too.
#[test]
fn a_fresh_click_waits_while_its_claim_leaves_time_for_the_post() {
    let now = Instant::now();
    let until = waits_under_claim((now, LIFE), (now, CLAIM), POST);
    assert_eq!(until, now + Duration::from_secs(110));
}

/// A click that claims 13 min 30 s after it arrived (the "15 minutes would
/// pass" answer): it waits 30 s, until its token would no longer serve.
#[test]
fn a_click_near_its_fifteen_minutes_waits_only_what_its_token_has_left() {
    let arrived = Instant::now();
    let claimed = arrived + Duration::from_secs(13 * 60 + 30);
    let until = waits_under_claim((arrived, LIFE), (claimed, CLAIM), POST);
    assert_eq!(until, claimed + Duration::from_secs(30));
}

/// A post that may take longer than the claim holds: nothing is waited for.
#[test]
fn a_claim_shorter_than_its_post_waits_for_nothing() {
    let now = Instant::now();
    let post = CLAIM + Duration::from_secs(1);
    assert_eq!(waits_under_claim((now, LIFE), (now, CLAIM), post), now);
}
