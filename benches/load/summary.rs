//! The end-of-run summary: the goal met or not, the highest passing rate and the
//! first failing one, memory, faces, Discord's calls and routes, and what went wrong.

use super::*;
use std::collections::BTreeMap;

use hypnosia_emulator::RateLimitStats;

/// Prints the summary of the run that started at `started`: its rows (phase 1
/// first), and what Discord counted since `before_play` (the calls) and
/// `routes_before_play` (the routes), taken when the play began.
pub(super) fn print_summary(
    s: &Settings,
    sh: &Shared,
    rows: &[Row],
    before_play: RateLimitStats,
    routes_before_play: Vec<(String, u64)>,
    started: Instant,
) {
    let goal_ms = ms(s.goal);
    let p1 = &rows[0];
    println!("\n== summary ==");
    println!(
        "goal p99 <= {goal_ms:.0} ms at {} clicks/s with {} games: {} (p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms; {:.1} clicks/s fired, {:.1} moves/s applied of which {:.1} by the players; RSS {:.1} MiB)",
        s.rate,
        s.games,
        if p1.pass { "MET" } else { "NOT MET" },
        ms(p1.stats.p50),
        ms(p1.stats.p99),
        ms(p1.stats.max),
        p1.achieved,
        p1.moves_per_s,
        p1.human_per_s,
        p1.rss
    );
    let best = rows
        .iter()
        .filter(|r| r.pass)
        .max_by(|a, b| a.target.total_cmp(&b.target));
    let first_fail = rows.iter().skip(1).find(|r| !r.pass);
    match best {
        Some(b) => println!(
            "highest rate with p99 <= {goal_ms:.0} ms: {} clicks/s (p99 {:.2} ms, {:.1} moves/s)",
            b.target,
            ms(b.stats.p99),
            b.moves_per_s
        ),
        None => println!("no rate kept p99 <= {goal_ms:.0} ms"),
    }
    match first_fail {
        Some(f) => println!(
            "first failing rate: {} clicks/s (p99 {:.2} ms, {:.1} clicks/s fired, {} lost, {} starved ticks)",
            f.target,
            ms(f.stats.p99),
            f.achieved,
            f.lost,
            f.starved
        ),
        None => println!("no step failed (raise HYPNOSIA_LOAD_RATES to find the limit)"),
    }
    let (rss, hwm) = memory_mib();
    println!("memory (bot + emulator + players): RSS {rss:.1} MiB now, peak {hwm:.1} MiB");
    let faces = hypnosia::render::FaceStamps::global().stats();
    println!(
        "faces {}: renders with every face {}, with a person's initial (avatar not here yet) {} \
         (faced share {:.1} %); stamps of faces drawn {}, kept {} ({:.2} MiB of a {:.0} MiB budget)",
        if s.faces { "on" } else { "off" },
        faces.faced,
        faces.initials,
        100.0 * faces.faced as f64 / (faces.faced + faces.initials).max(1) as f64,
        faces.built,
        faces.stamps,
        faces.bytes as f64 / (1 << 20) as f64,
        hypnosia::render::FACE_STAMPS_BUDGET as f64 / (1 << 20) as f64,
    );
    let (mut messages, mut files, mut bytes) = (0usize, 0usize, 0usize);
    for seat in &sh.seats {
        for m in sh.emu.messages(seat.channel) {
            messages += 1;
            files += m.attachments.len();
            bytes += m.attachments.iter().map(|a| a.data.len()).sum::<usize>();
        }
    }
    println!(
        "the emulator holds {messages} channel messages with {files} files ({:.1} MiB of file bytes)",
        bytes as f64 / (1 << 20) as f64
    );
    println!(
        "games finished and replaced: {}; player stalls (> {} s without a turn): {}; clicks deferred: {}; load average now {}",
        sh.finished.load(Ordering::Relaxed),
        STALL.as_secs(),
        sh.stalls.load(Ordering::Relaxed),
        sh.deferred.load(Ordering::Relaxed),
        load_average()
    );
    // Discord's global limit: what the set-up and the play spent of it.
    let end = sh.emu.rate_limit_stats();
    println!(
        "calls Discord counts / exempt (interaction callbacks and webhooks): set-up {} / {}, play {} / {} ({:.1} % exempt); busiest sliding second {}, 429s {}",
        before_play.calls,
        before_play.exempt,
        end.calls - before_play.calls,
        end.exempt - before_play.exempt,
        100.0 * (end.exempt - before_play.exempt) as f64
            / ((end.calls + end.exempt) - (before_play.calls + before_play.exempt)).max(1) as f64,
        end.busiest_second,
        end.rate_limited
    );
    let before: BTreeMap<String, u64> = routes_before_play.into_iter().collect();
    let counted: Vec<String> = sh
        .emu
        .counted_routes()
        .into_iter()
        .filter_map(|(route, n)| {
            let n = n - before.get(&route).copied().unwrap_or(0);
            (n > 0).then(|| format!("{route} {n}"))
        })
        .collect();
    println!(
        "routes counted in play: {}",
        if counted.is_empty() {
            "none".to_string()
        } else {
            counted.join(", ")
        }
    );
    let mut rules: BTreeMap<String, usize> = BTreeMap::new();
    let violations = sh.emu.violations();
    for v in &violations {
        *rules.entry(v.rule.clone()).or_default() += 1;
    }
    println!("emulator violations: {rules:?}");
    for v in violations.iter().take(3) {
        println!("  {v}");
    }
    let errors = sh.errors.lock().unwrap();
    if !errors.is_empty() {
        println!("driver errors: {}", errors.len());
        for e in errors.iter().take(5) {
            println!("  {e}");
        }
    }
    println!("total time {:.0} s", started.elapsed().as_secs_f64());
}
