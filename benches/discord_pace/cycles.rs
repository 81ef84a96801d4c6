//! The bench's count per cycle (a person's click → the computers' moves → their next turn on
//! screen): the calls the emulator saw by route between two moments, and the table of boards
//! drawn and calls made per cycle (issue 79).

use hypnosia_emulator::Emulator;

use super::Row;

/// The calls per route the emulator saw so far, counted and exempt.
pub(super) fn calls_by_route(emu: &Emulator) -> Vec<(String, u64)> {
    let counted = emu.counted_routes().into_iter();
    let counted = counted.map(|(r, n)| (format!("counted {r}"), n));
    let exempt = emu.exempt_routes().into_iter();
    counted
        .chain(exempt.map(|(r, n)| (format!("exempt {r}"), n)))
        .collect()
}

/// The calls per route made between `before` and `after`, the most first.
pub(super) fn calls_between(
    before: &[(String, u64)],
    after: Vec<(String, u64)>,
) -> Vec<(String, u64)> {
    let was = |route: &str| before.iter().find(|(r, _)| r == route).map_or(0, |b| b.1);
    let mut made: Vec<_> = (after.into_iter())
        .map(|(r, n)| {
            let n = n - was(&r);
            (r, n)
        })
        .filter(|(_, n)| *n > 0)
        .collect();
    made.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    made
}

/// What one cycle (a person's turn played out, a click a move → the
/// computers' moves → the person's next turn) drew and called while
/// measured: each figure over the cycles, which each end in the next
/// turn's post (a server game's turn is a new message; its webhook's
/// follow-up, or the bot's own post).
pub(super) fn print_per_cycle(rows: &[Row]) {
    println!("== Per cycle (the person's moves, the computers', the next turn), measured ==");
    println!(
        "| games | cycles | clicks | boards drawn | edits not drawn | counted calls | exempt calls \
         | bot CPU | bench and emulator CPU |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let waits = |r: &Row, of: &str| -> u64 {
        let waits = r.memory.drawn.waits.iter();
        waits
            .filter(|w| w.place.contains(of))
            .map(|w| w.waits)
            .sum()
    };
    let calls = |r: &Row, kind: &str| -> u64 {
        let calls = r.calls.iter().filter(|(c, _)| c.starts_with(kind));
        calls.map(|(_, n)| n).sum()
    };
    let cycles = |r: &Row| -> u64 {
        let posts = [
            "exempt POST/webhooks/{id}/{token}",
            "counted POST/channels/{id}/messages",
        ];
        let posts = r.calls.iter().filter(|(c, _)| posts.contains(&c.as_str()));
        posts.map(|(_, n)| n).sum()
    };
    let per = |r: &Row, n: u64| n as f64 / cycles(r).max(1) as f64;
    for r in rows {
        let skipped = waits(r, "overtaken") + waits(r, "successor due") + waits(r, "engine behind");
        let cpu_ms = |d: std::time::Duration| d.as_secs_f64() * 1e3 / cycles(r).max(1) as f64;
        let (bot, bench) = r.memory.cpu;
        println!(
            "| {} | {} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} ms | {:.2} ms |",
            r.games,
            cycles(r),
            per(r, r.clicks as u64),
            per(r, waits(r, "drawing a board")),
            per(r, skipped),
            per(r, calls(r, "counted")),
            per(r, calls(r, "exempt")),
            cpu_ms(bot),
            cpu_ms(bench),
        );
    }
    println!("| games | call | per cycle |");
    println!("|---|---|---|");
    for r in rows {
        for (call, n) in &r.calls {
            println!("| {} | {call} | {:.2} |", r.games, per(r, *n));
        }
    }
    if rows.iter().any(|r| r.kinds.is_some()) {
        println!("(with PACE_DIRECT the direct games' boards and calls are in these figures too)");
    }
    if let Some(r) = rows.last() {
        let drawn = per(r, waits(r, "drawing a board"));
        println!("boards drawn per cycle at {} games: {drawn:.2}", r.games);
    }
}
