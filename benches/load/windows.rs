//! A measuring window: what it saw of the clicks, moves, CPU and memory, and
//! its row in the printed table.

use super::*;

pub(super) struct Row {
    pub(super) label: String,
    pub(super) target: f64,
    pub(super) achieved: f64,
    pub(super) clicks: usize,
    pub(super) stats: LatencyStats,
    pub(super) lost: usize,
    pub(super) refused: usize,
    pub(super) moves_per_s: f64,
    pub(super) human_per_s: f64,
    pub(super) bot_cpu: f64,
    pub(super) all_cpu: f64,
    /// CPU used by other processes of the machine meanwhile (noise).
    pub(super) others_cpu: f64,
    pub(super) rss: f64,
    /// Tasks alive in the bot's runtime at the end of the window.
    pub(super) bot_tasks: usize,
    pub(super) lag_p99: Duration,
    pub(super) starved: u64,
    /// A game's click → its next turn on screen (p50, p99): what a game waits
    /// for the bot, which sets the rate its players can click at.
    pub(super) turn_back: (Duration, Duration),
    pub(super) pass: bool,
}

/// Paces one measured window, waits for its clicks to be answered, and sums it up.
pub(super) async fn measure(
    sh: &Shared,
    queue: &mut mpsc::UnboundedReceiver<Ready>,
    label: &str,
    rate: f64,
    length: Duration,
    window: usize,
    goal: Duration,
) -> Row {
    let (cpu0, moves0, t0) = (cpu(), sh.moves.load(Ordering::Relaxed), Instant::now());
    let (_, starved) = pace(sh, queue, rate, length, Some(window)).await;
    let elapsed = t0.elapsed();
    let (cpu1, moves1) = (cpu(), sh.moves.load(Ordering::Relaxed));
    let (rss, _) = memory_mib();
    let bot_tasks = sh.bot.metrics().num_alive_tasks();
    // Let the window's clicks be answered (or time out) before judging it.
    let drain = Instant::now();
    while sh.inflight.load(Ordering::Relaxed) > 0 && drain.elapsed() < CLICK_TIMEOUT * 2 {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let samples = sh.samples.lock().unwrap();
    let mine: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.window == Some(window))
        .collect();
    let latencies: Vec<Duration> = mine.iter().filter_map(|s| s.latency).collect();
    let stats = LatencyStats::from_samples(&latencies);
    let lost = mine.len() - latencies.len();
    let refused = mine
        .iter()
        .filter(|s| s.latency.is_some() && !s.applied)
        .count();
    if std::env::var_os("HYPNOSIA_LOAD_TIMELINE").is_some() {
        print_timeline(&mine, t0);
    }
    let lags: Vec<Duration> = mine.iter().map(|s| s.lag).collect();
    let turns_back: Vec<Duration> = sh
        .turns_back
        .lock()
        .unwrap()
        .iter()
        .filter(|(at, _)| *at >= t0 && *at <= t0 + elapsed)
        .map(|(_, d)| *d)
        .collect();
    let turn_back = LatencyStats::from_samples(&turns_back);
    let achieved = mine.len() as f64 / elapsed.as_secs_f64();
    let pass = !latencies.is_empty() && lost == 0 && stats.p99 <= goal && achieved >= rate * 0.95;
    Row {
        label: label.to_string(),
        target: rate,
        achieved,
        clicks: mine.len(),
        stats,
        lost,
        refused,
        moves_per_s: moves1.saturating_sub(moves0) as f64 / elapsed.as_secs_f64(),
        human_per_s: mine.iter().filter(|s| s.applied).count() as f64 / elapsed.as_secs_f64(),
        bot_cpu: cpu_percent(cpu1.bot.saturating_sub(cpu0.bot), elapsed),
        all_cpu: cpu_percent(cpu1.all.saturating_sub(cpu0.all), elapsed),
        others_cpu: cpu_percent(
            cpu1.machine
                .saturating_sub(cpu0.machine)
                .saturating_sub(cpu1.all.saturating_sub(cpu0.all)),
            elapsed,
        ),
        rss,
        bot_tasks,
        lag_p99: LatencyStats::from_samples(&lags).p99,
        starved,
        turn_back: (turn_back.p50, turn_back.p99),
        pass,
    }
}

/// Each second of a window: its answers' count, p99 and max (`HYPNOSIA_LOAD_TIMELINE`), to
/// tell a steady tail from a stall.
fn print_timeline(samples: &[&Sample], t0: Instant) {
    let mut seconds: Vec<Vec<Duration>> = Vec::new();
    for s in samples {
        let Some(latency) = s.latency else { continue };
        let second = s.at.saturating_duration_since(t0).as_secs() as usize;
        if seconds.len() <= second {
            seconds.resize(second + 1, Vec::new());
        }
        seconds[second].push(latency);
    }
    for (second, latencies) in seconds.iter().enumerate() {
        let stats = LatencyStats::from_samples(latencies);
        println!(
            "  second {second:>3}: {:>4} answers, p99 {:>8.2} ms, max {:>8.2} ms",
            latencies.len(),
            ms(stats.p99),
            ms(stats.max)
        );
    }
}

pub(super) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub(super) const HEADER: &str = "phase     target/s achieved/s  clicks   p50 ms   p90 ms   p99 ms   max ms  lost refused  moves/s  human/s  bot CPU  all CPU  others  RSS MiB  bot tasks  lag p99  starved  p99<=goal  turn back p50/p99 ms";

pub(super) fn print_row(r: &Row) {
    println!(
        "{:<9} {:>8.0} {:>10.1} {:>7} {:>8.2} {:>8.2} {:>8.2} {:>8.1} {:>5} {:>7} {:>8.1} {:>8.1} {:>7.0}% {:>7.0}% {:>6.0}% {:>8.1} {:>10} {:>7.2}ms {:>8} {:>10}  {:>8.1} / {:.1}",
        r.label,
        r.target,
        r.achieved,
        r.clicks,
        ms(r.stats.p50),
        ms(r.stats.p90),
        ms(r.stats.p99),
        ms(r.stats.max),
        r.lost,
        r.refused,
        r.moves_per_s,
        r.human_per_s,
        r.bot_cpu,
        r.all_cpu,
        r.others_cpu,
        r.rss,
        r.bot_tasks,
        ms(r.lag_p99),
        r.starved,
        if r.pass { "yes" } else { "NO" },
        ms(r.turn_back.0),
        ms(r.turn_back.1),
    );
}
