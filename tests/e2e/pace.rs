//! End to end: the bot keeps to Discord's rate limits, which the emulator enforces on every
//! call (each route's bucket and the global 50 a second): a burst of games whose computers
//! move at once meets no 429, and a 401 in the middle of a game stops the background calls
//! (the breaker) instead of adding refusals toward Discord's ban.

use std::time::Duration;

use hypnosia_emulator::Failure;
use serde_json::json;

use crate::support::{
    BotOptions, WAIT, asks, computer, first_turn, is_turn, open_lobby_in, play_turn, start,
    start_game,
};

/// Servers, and games in each (a server holds at most 20 running games).
const SERVERS: usize = 2;
const GAMES_EACH: usize = 15;

async fn a_burst_of_games_whose_computers_move_at_once_meets_no_429() {
    let w = start(BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let mut tables = Vec::new();
    for s in 0..SERVERS {
        let guild = if s == 0 {
            w.guild
        } else {
            emu.add_guild("Other guild")
        };
        for g in 0..GAMES_EACH {
            let channel = emu.add_channel(guild, &format!("table-{g}"));
            let host = emu.add_user(&format!("host-{s}-{g}"));
            let options = [("seats", json!(4)), ("turn_timeout", json!("2m"))];
            let lobby = open_lobby_in(emu, channel, host, &options).await;
            for _ in 0..3 {
                let r = computer(emu, host, channel, lobby.id, "easy")
                    .response()
                    .await;
                assert_eq!(r.kind, 7, "a computer sits down: {}", r.content());
            }
            tables.push((channel, host, lobby.id));
        }
    }
    // Every game starts at once: each posts its turn message and shows its
    // computers' moves, more calls than Discord allows in a second.
    let starts: Vec<_> = tables
        .iter()
        .map(|(channel, host, lobby)| emu.click_label(*host, *channel, *lobby, "Start (host)"))
        .collect();
    for start in starts {
        assert_eq!(start.response().await.kind, 7, "the game starts");
    }
    for (channel, host, _) in &tables {
        let turn = emu.wait_for_message(*channel, |m| is_turn(m) && asks(m, *host), WAIT);
        turn.await.expect("the host's turn, after the computers'");
    }
    let stats = emu.rate_limit_stats();
    assert_eq!(stats.rate_limited, 0, "{stats:?}");
    assert!(stats.busiest_second <= 50, "{stats:?}");
    assert_eq!(stats.invalid_total, 0, "{stats:?}");
    emu.assert_no_violations();
}

async fn a_401_in_the_middle_of_a_game_stops_the_background_calls() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "2m").await;
    let turn = first_turn(emu, channel).await;
    let turn = match asks(&turn, alice) {
        true => turn,
        false => emu
            .wait_for_message(channel, |m| is_turn(m) && asks(m, alice), WAIT)
            .await
            .expect("alice's turn"),
    };
    // Discord refuses the bot's token for the next call it makes on its own
    // (the computer's move, shown in the channel).
    let unauthorized = Failure::Api {
        status: 401,
        code: 0,
        message: "401: Unauthorized".into(),
    };
    emu.fail_next("* /channels/{id}/messages", unauthorized.clone());
    emu.fail_next("* /channels/{id}/messages/{id}", unauthorized);
    play_turn(emu, channel, alice, &turn).await;
    let served = async {
        while emu.pending_failures() == 2 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::time::timeout(WAIT, served)
        .await
        .expect("a background call met the 401");
    let after_401 = emu.rate_limit_stats();
    // The computer's next moves and the turns they owe are not called.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let later = emu.rate_limit_stats();
    assert_eq!(
        later.calls, after_401.calls,
        "no call after the 401: {later:?}"
    );
    assert_eq!(later.invalid_total, 1, "{later:?}");
    emu.clear_failures();
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_burst_of_games_whose_computers_move_at_once_meets_no_429,
    a_401_in_the_middle_of_a_game_stops_the_background_calls,
}
