//! The deliberate waits of a process: the default retries last 31 seconds.

use hypnosia::live::waits::*;
use std::time::Duration;

#[test]
fn the_default_retries_last_31_seconds() {
    let pauses: Vec<Duration> = Waits::default().retry_pauses().collect();
    assert_eq!(pauses.len(), 5);
    assert_eq!(pauses.iter().sum::<Duration>(), Duration::from_secs(31));
}
