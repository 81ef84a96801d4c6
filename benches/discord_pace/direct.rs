//! Direct games beside the server's (issue 70, "Figures for the note"): each
//! in a group DM of a person who added the app and a friend, the bot no member
//! (every call with its token there would be refused), the person against
//! three easy computers. The bot shows such a game only through the clicks'
//! interactions (the lobby message becomes the board, edited in place; the
//! person's ping a follow-up), so the figures are the calls counted in those
//! venues (goal 0), the person's turns back against the server games' of the
//! same run (goal within 1.1×), the click answer, and the messages a game
//! leaves in its group DM.

use hypnosia_emulator::Emulator;

use super::{Game, Kind, Row, ms};

/// `n` group DMs, each of a person who added the app and a friend who watches.
pub(super) fn venues(emu: &Emulator, n: usize) -> Vec<Game> {
    (0..n)
        .map(|i| {
            let person = emu.add_user(&format!("direct-{i}"));
            let friend = emu.add_user(&format!("friend-{i}"));
            emu.install_for_user(person);
            Game {
                channel: emu.add_group_dm(&format!("direct-{i}"), &[person, friend]),
                person,
                direct: true,
                board: None,
            }
        })
        .collect()
}

/// The two kinds side by side, for the runs that had direct games.
pub(super) fn print(rows: &[Row]) {
    let mixed: Vec<(&Row, &Kind, &Kind)> = rows
        .iter()
        .filter_map(|r| r.kinds.as_ref().map(|(s, d)| (r, s, d)))
        .collect();
    if mixed.is_empty() {
        return;
    }
    println!("== Direct games (group DMs, issue 70) beside server games, one bot ==");
    println!(
        "| kind | games | counted in their venues | turns back p50 | p99 | samples \
         | click answer p99 | clicks (unanswered) | messages left per venue, median / max |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (row, server, direct) in mixed {
        for (name, kind) in [("server", server), ("direct", direct)] {
            let (p50, p99, n) = kind.turns_back;
            let (median, max) = kind.messages_left;
            println!(
                "| {name} | {} | {} | {} | {} | {n} | {} | {} ({}) | {median} / {max} |",
                kind.games,
                kind.counted_in_venues,
                ms(p50),
                ms(p99),
                ms(kind.click_p99),
                kind.clicks,
                kind.unanswered,
            );
        }
        if server.turns_back.2 > 0 && direct.turns_back.2 > 0 {
            let ratio = direct.turns_back.0.as_secs_f64() / server.turns_back.0.as_secs_f64();
            println!(
                "{} direct beside {} server games: turns back p50 {ratio:.2}x the server \
                 games' (goal <= 1.1x); the run: busiest second {}, 429s {}",
                direct.games, server.games, row.busiest_second, row.rate_limited
            );
        }
    }
}

/// The short run's checks: the people of the direct games found their turns
/// on the boards and played (the warm-up counts: with the short run's quick
/// computers a direct game's turn may come back only after its 3 s, see
/// `benches/README.md`), and not one call with the bot's token was counted
/// in their venues.
pub(super) fn check(direct: &Kind) {
    assert!(
        direct.clicked_at_all > 0,
        "nobody clicked in the direct games"
    );
    assert_eq!(
        direct.counted_in_venues, 0,
        "calls counted in the direct venues"
    );
}
