//! The probe of where the bot's work waits: each gauge counts the waits that
//! ended, their time and the longest, and how many waited at once.

use std::time::Duration;

use hypnosia::pace::probe;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gauge_counts_its_waits_their_time_and_the_most_at_once() {
    // A gauge of its own: the bot's are shared by the binary's other tests.
    static GAUGE: probe::Gauge = probe::Gauge::new("a test's wait");
    let gauge = &GAUGE;
    let before = gauge.read();
    let (a, b) = (gauge.wait(), gauge.wait());
    assert_eq!(gauge.read().now, before.now + 2, "two waiting now");
    assert!(gauge.read().most >= before.now + 2, "at most at once");
    tokio::time::sleep(Duration::from_millis(30)).await;
    drop((a, b));
    let after = gauge.read();
    assert_eq!(after.now, before.now, "none waiting once both ended");
    assert_eq!(after.waits, before.waits + 2, "two waits counted");
    assert!(
        after.total - before.total >= Duration::from_millis(60),
        "both waits' time counted: {:?}",
        after.total - before.total
    );
    assert!(after.longest >= Duration::from_millis(30));
    assert_eq!(gauge.name(), "a test's wait");
    let mut names: Vec<&str> = probe::report().into_iter().map(|(n, _)| n).collect();
    names.sort();
    names.dedup();
    assert_eq!(
        names.len(),
        probe::ALL.len(),
        "every gauge reported, each its own name"
    );
}
