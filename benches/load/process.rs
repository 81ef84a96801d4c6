//! The process's figures: resident memory, CPU time of the bot's threads and
//! of the whole process (from /proc), and the machine's load average.

use super::*;

/// (VmRSS, VmHWM) of this process in MiB.
pub(super) fn memory_mib() -> (f64, f64) {
    memory_mib_of("/proc/self/status")
}

/// (VmRSS, VmHWM) in MiB of the process whose `/proc/…/status` is `status`.
pub(crate) fn memory_mib_of(status: &str) -> (f64, f64) {
    let status = std::fs::read_to_string(status).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
            .map_or(f64::NAN, |kib| kib / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// utime + stime (clock ticks) from a `/proc/.../stat` line, with the thread's name.
pub(super) fn stat_ticks(stat: &str) -> Option<(String, u64)> {
    let open = stat.find('(')?;
    let close = stat.rfind(')')?;
    let name = stat[open + 1..close].to_string();
    let rest: Vec<&str> = stat[close + 1..].split_whitespace().collect();
    // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
    let utime: u64 = rest.get(11)?.parse().ok()?;
    let stime: u64 = rest.get(12)?.parse().ok()?;
    Some((name, utime + stime))
}

/// CPU time so far, in clock ticks (USER_HZ, 100 per second on Linux).
#[derive(Clone, Copy, Default)]
pub(super) struct Cpu {
    /// The bot's threads (its runtime, and SQLite workers).
    pub(super) bot: u64,
    /// The whole process (threads that ended included).
    pub(super) all: u64,
    /// The whole machine (every process), busy time.
    pub(super) machine: u64,
}

pub(super) fn cpu() -> Cpu {
    let all = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| stat_ticks(&s))
        .map_or(0, |(_, t)| t);
    let mut bot = 0;
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        for task in dir.flatten() {
            let Ok(s) = std::fs::read_to_string(task.path().join("stat")) else {
                continue;
            };
            if let Some((name, t)) = stat_ticks(&s)
                && (name.starts_with(crate::common::runtimes::BOT_THREADS)
                    || name.starts_with("sqlx"))
            {
                bot += t;
            }
        }
    }
    // First line of /proc/stat: cpu user nice system idle iowait irq softirq steal ...
    let machine = std::fs::read_to_string("/proc/stat")
        .ok()
        .and_then(|s| {
            let line = s.lines().next()?.to_string();
            let f: Vec<u64> = line
                .split_whitespace()
                .skip(1)
                .filter_map(|x| x.parse().ok())
                .collect();
            Some([0, 1, 2, 5, 6, 7].iter().filter_map(|&i| f.get(i)).sum())
        })
        .unwrap_or(0);
    Cpu { bot, all, machine }
}

/// Percent of one core used between two samples.
pub(super) fn cpu_percent(ticks: u64, over: Duration) -> f64 {
    ticks as f64 / 100.0 / over.as_secs_f64().max(1e-9) * 100.0
}

pub(super) fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}
