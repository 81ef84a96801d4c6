//! Discord's refusals, counted for the log. Discord bans for a while (by IP,
//! every bot on the machine with it) a client that makes 10 000 invalid
//! requests (401, 403, 429) in 10 minutes. The bot keeps far below: a game
//! whose place is out of reach is called off at the first refusal and its
//! channel is not called again (`discord/screen/doors.rs`), background calls
//! keep a pace and stop at a bound ([`super::Pace`]). This counts every such
//! answer the bot's calls get (each failed call becomes a
//! `discord::error::Error` once), and logs the count of the last 10 minutes
//! with the pace's own counts every 10 minutes, and each minute as a warning
//! while it is at [`WARN_AT`] or more.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tracing::{info, warn};

use super::Pace;

/// Discord's limit of invalid requests per 10 minutes.
pub const DISCORD_LIMIT: u64 = 10_000;

/// A count in 10 minutes worth a warning: a tenth of Discord's limit.
pub const WARN_AT: u64 = DISCORD_LIMIT / 10;

/// How often the count is logged.
pub const LOG_EVERY: Duration = Duration::from_secs(600);

/// Minutes of the window, one slot each.
const MINUTES: usize = 10;

/// 4xx answers per minute of the last ten (a ring), and the minute each
/// slot counts.
struct Window {
    slots: [(u64, u64); MINUTES],
}

static WINDOW: Mutex<Window> = Mutex::new(Window {
    slots: [(0, 0); MINUTES],
});

/// Every refusal since the process started.
static TOTAL: AtomicU64 = AtomicU64::new(0);

fn minute_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 60)
}

/// Counts `status` if it is a refusal Discord counts (401, 403, 429; not a
/// 404, nor the 429s the gate waits out: [`Pace::counts`]).
pub fn count(status: Option<u16>) {
    if !status.is_some_and(|s| matches!(s, 401 | 403 | 429)) {
        return;
    }
    TOTAL.fetch_add(1, Ordering::Relaxed);
    let minute = minute_now();
    let mut w = WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    let slot = &mut w.slots[(minute as usize) % MINUTES];
    if slot.0 != minute {
        *slot = (minute, 0);
    }
    slot.1 += 1;
}

/// The refusals of the last 10 minutes.
pub fn last_ten_minutes() -> u64 {
    let minute = minute_now();
    let w = WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    w.slots
        .iter()
        .filter(|(m, _)| minute.saturating_sub(*m) < MINUTES as u64)
        .map(|(_, n)| n)
        .sum()
}

/// Every refusal since the process started.
pub fn total() -> u64 {
    TOTAL.load(Ordering::Relaxed)
}

/// Logs the count and `pace`'s every [`LOG_EVERY`], and each minute as a
/// warning while it is at [`WARN_AT`] or more; runs for the life of the process.
pub fn log_in_background(pace: std::sync::Arc<Pace>) {
    tokio::spawn(async move {
        let mut minutes = 0u64;
        loop {
            tokio::time::sleep(Duration::from_secs(60)).await;
            minutes += 1;
            let n = last_ten_minutes();
            if n >= WARN_AT {
                warn!(
                    refused = n,
                    limit = DISCORD_LIMIT,
                    "Discord refused many calls in the last 10 minutes; see the warnings before \
                     this line for which games or channels"
                );
            } else if minutes.is_multiple_of(LOG_EVERY.as_secs() / 60) {
                let c = pace.counts();
                info!(
                    refused = n,
                    limit = DISCORD_LIMIT,
                    since_start = total(),
                    rate_limit_waits = c.rate_limit_waits,
                    global_429s = c.global_429s,
                    paced = c.paced,
                    capped = c.capped,
                    lookups_dropped = c.lookups_dropped,
                    stopped = c.stopped,
                    "Discord's refusals (401, 403, 429) in the last 10 minutes, and the pace \
                     since the start"
                );
            }
        }
    });
}
