//! End to end: the bot keeps to Discord's rate limits, which the emulator enforces on every
//! call (each route's bucket and the global 50 a second): a burst of games whose computers
//! move at once meets no 429, on one process and on two processes of one token (shards 0
//! and 1 of 2 on one PostgreSQL database, each at its share of the 50), and a 401 in the
//! middle of a game stops the background calls (the breaker) instead of adding refusals
//! toward Discord's ban.

use std::time::Duration;

use hypnosia_emulator::{Emulator, EmulatorConfig, Failure};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, MessageId, UserId};

use crate::postgres::fresh_database;
use crate::process::{BotProcess, ProcessEnv};
use crate::support::{
    BotOptions, WAIT, asks, computer, first_turn, is_turn, open_lobby_in, play_turn, start,
    start_game, test_rate_limits,
};

/// Games in each server (a server holds at most 20 running games).
const GAMES_EACH: usize = 15;

/// A game's channel, its host and its lobby.
type Lobby = (ChannelId, UserId, MessageId);

/// In each of `guilds`, `games` lobbies of a host and three computers, ready to start.
async fn lobbies_of_computers(emu: &Emulator, guilds: &[GuildId], games: usize) -> Vec<Lobby> {
    let mut lobbies = Vec::new();
    for (s, &guild) in guilds.iter().enumerate() {
        for g in 0..games {
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
            lobbies.push((channel, host, lobby.id));
        }
    }
    lobbies
}

/// Starts every game at once (each posts its turn message and shows its computers' moves,
/// more calls than Discord allows in a second), and waits until each asks its host; then
/// asserts that no call met a 429 or any other refusal.
async fn start_at_once_and_meet_no_429(emu: &Emulator, lobbies: &[Lobby]) {
    let starts: Vec<_> = lobbies
        .iter()
        .map(|(channel, host, lobby)| emu.click_label(*host, *channel, *lobby, "Start (host)"))
        .collect();
    for start in starts {
        let r = start.response().await;
        // Answered at once, or deferred on a busy machine: the host's turn follows.
        assert!(matches!(r.kind, 6 | 7), "the game starts: {}", r.content());
    }
    for (channel, host, _) in lobbies {
        let turn = emu.wait_for_message(*channel, |m| is_turn(m) && asks(m, *host), WAIT);
        turn.await.expect("the host's turn, after the computers'");
    }
    let stats = emu.rate_limit_stats();
    assert!(
        stats.calls > 50,
        "the burst is more than a second's calls: {stats:?}"
    );
    assert_eq!(stats.rate_limited, 0, "{stats:?}");
    assert!(stats.busiest_second <= 50, "{stats:?}");
    assert_eq!(stats.invalid_total, 0, "{stats:?}");
    emu.assert_no_violations();
}

async fn a_burst_of_games_whose_computers_move_at_once_meets_no_429() {
    let w = start(BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let guilds = [w.guild, emu.add_guild("Other guild")];
    let lobbies = lobbies_of_computers(emu, &guilds, GAMES_EACH).await;
    start_at_once_and_meet_no_429(emu, &lobbies).await;
}

/// One token, one budget: two processes, each holding one of two shards, pace their
/// background calls at half of the bot's 50 a second each, so that their sum keeps under
/// Discord's global limit when both are busy at once.
async fn two_processes_of_one_token_keep_their_sum_under_50_a_second() {
    if !crate::postgres::available(false) {
        return;
    }
    const SHARDS: u32 = 2;
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let database = fresh_database().await;
    let emu = Emulator::start_with(EmulatorConfig {
        shards: SHARDS,
        rate_limits: test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await;
    let guilds: Vec<GuildId> = (0..SHARDS)
        .map(|shard| emu.add_guild_on_shard(&format!("Shard {shard}"), shard, SHARDS))
        .collect();
    let _processes: Vec<BotProcess> = (0..SHARDS)
        .map(|shard| {
            let env = ProcessEnv {
                database: database.clone(),
                shard: Some((shard, SHARDS)),
                ..ProcessEnv::default()
            };
            BotProcess::spawn(&emu, dir.path(), &format!("shard-{shard}"), &env)
        })
        .collect();
    for shard in 0..SHARDS {
        let connected = emu.wait_for_shard(shard, SHARDS, WAIT).await;
        assert!(connected, "shard {shard} connects");
    }
    let registered = emu.wait_for_command("hypnosia", WAIT).await;
    assert!(registered, "the commands are registered");
    let lobbies = lobbies_of_computers(&emu, &guilds, GAMES_EACH).await;
    start_at_once_and_meet_no_429(&emu, &lobbies).await;
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
    two_processes_of_one_token_keep_their_sum_under_50_a_second,
    a_401_in_the_middle_of_a_game_stops_the_background_calls,
}
