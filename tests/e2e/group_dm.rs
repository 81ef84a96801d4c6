//! End to end: a group DM's game under Discord's own limits and crowds
//! (issue 70). What follows a click there goes through that click's
//! webhook, whose edits share one bucket of 5 calls per 5 s: computers
//! quicker than that never make the person's turn wait for it. Eight people
//! clicking one button at once get one result, the others told.

use std::time::Duration;

use hypnosia_emulator::{EmuMessage, Emulator, EmulatorConfig, RateLimits, Response};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, World, anywhere, asks, click_lobby, group_of, heading_in, is_results,
    open_lobby_in, run_bot,
};

/// Discord's route buckets as Discord has them: 5 calls per 5 s.
const DISCORD_EDITS: u32 = 5;

/// The world with Discord's own rate limits (the other tests' windows are
/// fifty times shorter, so a bucket never holds a turn long there).
async fn with_discords_limits(options: BotOptions) -> World {
    let limits = RateLimits::default();
    assert_eq!(limits.route_limit, DISCORD_EDITS);
    let emu = Emulator::start_with(EmulatorConfig {
        rate_limits: limits,
        ..EmulatorConfig::default()
    })
    .await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let w = World {
        emu,
        guild,
        channel,
    };
    run_bot(&w, options).await;
    w
}

/// The board once it asks `person` or shows the results after edit `edits`.
async fn back_to(emu: &Emulator, at: ChannelId, board: &EmuMessage, person: UserId) -> EmuMessage {
    let (id, edits) = (board.id, board.edits);
    emu.wait_for_message(
        at,
        |m| m.id == id && m.edits > edits && (asks(m, person) || is_results(m)),
        WAIT,
    )
    .await
    .expect("the person's turn comes back (or the results)")
}

/// Ada against three computers that move every 100 ms, in her group DM:
/// each of her clicks that passes the turn to them comes back to her turn
/// within one bucket of the click's webhook (its answer, then at most 5
/// edits, the computers' moves coalesced): no edit waits out the bucket, and
/// no 429. Not one counted call.
async fn quick_computers_never_stall_a_persons_turn() {
    let options = BotOptions {
        ai_delay: Duration::from_millis(100),
        ..anywhere(BotOptions::default())
    };
    let w = with_discords_limits(options).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let ada = people[0];
    let options = [("seats", json!(4)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    let computers = [(ada, "Add AI: easy"); 3];
    click_lobby(&w.emu, group, lobby.id, &computers).await;
    click_lobby(&w.emu, group, lobby.id, &[(ada, "Start (host)")]).await;
    let mut board = w
        .emu
        .wait_for_message(group, |m| m.id == lobby.id && asks(m, ada), WAIT)
        .await
        .expect("Ada's first turn");
    let (mut rounds, mut most) = (0, 0);
    while rounds < 3 && !is_results(&board) {
        let r: Response = w
            .emu
            .choose(ada, group, board.id, &heading_in(&board))
            .response()
            .await;
        assert!(matches!(r.kind, 6 | 7), "answered: {}", r.content());
        let now = back_to(&w.emu, group, &board, ada).await;
        // The click's answer in place is its callback, not the webhook.
        let through_webhook = now.edits - board.edits - u32::from(r.kind == 7);
        if through_webhook > 0 {
            rounds += 1;
        }
        println!("a click of Ada's: {through_webhook} edits through its webhook");
        most = most.max(through_webhook);
        board = now;
    }
    assert!(rounds > 0, "the computers played");
    assert!(
        most <= DISCORD_EDITS,
        "at most one bucket of edits per click: {most}"
    );
    let stats = w.emu.rate_limit_stats();
    assert_eq!(stats.rate_limited, 0, "no 429");
    assert_eq!(w.emu.counted_in(group), 0, "not one counted call");
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    quick_computers_never_stall_a_persons_turn,
}
