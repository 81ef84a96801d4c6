//! When a reminder is due: a quarter of the turn's time left.

use hypnosia::table::*;
use std::time::Duration;

#[test]
fn a_quarter_of_the_time_is_left() {
    let week = Duration::from_secs(7 * 86_400);
    assert_eq!(reminder_at(week, 1_000_000), Some(1_000_000 - 42 * 3600));
    assert_eq!(reminder_at(REMINDED_FROM, 5000), Some(5000 - 900));
    assert_eq!(
        reminder_at(REMINDED_FROM - Duration::from_secs(1), 5000),
        None
    );
}
