//! Slow games: when the player to move is reminded of their deadline.

use std::time::Duration;

use super::UnixTime;

/// The shortest turn time-out whose turns get a reminder: shorter turns are
/// played in one sitting, where a mention in the turn message is enough.
pub const REMINDED_FROM: Duration = Duration::from_secs(3600);

/// When the player to move is reminded, once, of a turn whose time-out is
/// `timeout` and which ends at `deadline`: when a quarter of the time is left
/// (an hour's turn at 45 min, a week's with 42 h to go). `None` below
/// [`REMINDED_FROM`]. Derived from the stored deadline alone, so a restart
/// arms the same instant again.
///
/// ```
/// use std::time::Duration;
/// use hypnosia_core::table::reminder_at;
/// assert_eq!(reminder_at(Duration::from_secs(4 * 3600), 100_000), Some(100_000 - 3600));
/// assert_eq!(reminder_at(Duration::from_secs(120), 100_000), None);
/// ```
pub fn reminder_at(timeout: Duration, deadline: UnixTime) -> Option<UnixTime> {
    (timeout >= REMINDED_FROM).then(|| deadline - (timeout.as_secs() / 4) as i64)
}
