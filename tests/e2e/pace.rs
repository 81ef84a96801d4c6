//! End to end: the bot keeps to Discord's rate limits, which the emulator enforces on every
//! call (each route's bucket and the global 50 a second): a burst of games whose computers
//! move at once meets no 429, on one process and on two processes of one token (shards 0
//! and 1 of 2 on one PostgreSQL database, each at its share of the 50), every counted call
//! (the commands' too) keeps under 45 in any sliding second, and a 401 in the middle of a
//! game stops the background calls (the breaker) instead of adding refusals toward
//! Discord's ban, without losing the turn it held: it is shown once a probe closes the
//! breaker, and nobody is timed out for it meanwhile.

use std::time::Duration;

use hypnosia_emulator::{Emulator, EmulatorConfig, Failure};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, MessageId, UserId};

use crate::postgres::fresh_database;
use crate::process::{BotProcess, ProcessEnv};
use crate::support::{
    BotOptions, WAIT, asks, computer, export, first_turn, is_turn, next_turn, next_turn_within,
    open_lobby_in, play_turn, start, start_game, test_rate_limits,
};
use hypnosia::live::Waits;

/// Games in each server (a server holds at most 20 running games).
const GAMES_EACH: usize = 15;

/// A game's channel, its host and its lobby.
type Lobby = (ChannelId, UserId, MessageId);

/// In each of `guilds`, `games` lobbies of a host and `computers` computers, ready to start.
async fn lobbies_of_computers(
    emu: &Emulator,
    guilds: &[GuildId],
    games: usize,
    computers: usize,
) -> Vec<Lobby> {
    let mut lobbies = Vec::new();
    for (s, &guild) in guilds.iter().enumerate() {
        for g in 0..games {
            let channel = emu.add_channel(guild, &format!("table-{g}"));
            let host = emu.add_user(&format!("host-{s}-{g}"));
            let seats = json!(computers + 1);
            let options = [("seats", seats), ("turn_timeout", json!("2m"))];
            let lobby = open_lobby_in(emu, channel, host, &options).await;
            for _ in 0..computers {
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
    // Every counted call, the commands' too, within the pace's margin (the
    // gate lets at most 41 go in any sliding second; the rest is the way).
    println!(
        "{} counted calls, busiest sliding second {}",
        stats.calls, stats.busiest_second
    );
    assert!(stats.busiest_second <= 45, "{stats:?}");
    assert_eq!(stats.invalid_total, 0, "{stats:?}");
    emu.assert_no_violations();
}

/// The bot with commands registered globally, and no click paying for what
/// follows it (the Start's first turns included): every show is a channel
/// call, the burst the pace must hold.
fn unpaid() -> BotOptions {
    BotOptions {
        guild_commands: false,
        waits: Waits {
            click_pays: Duration::ZERO,
            ..crate::support::e2e_waits()
        },
        ..BotOptions::default()
    }
}

async fn a_burst_of_games_whose_computers_move_at_once_meets_no_429() {
    let w = start(unpaid()).await;
    let emu = &w.emu;
    let guilds = [w.guild, emu.add_guild("Other guild")];
    let lobbies = lobbies_of_computers(emu, &guilds, GAMES_EACH, 3).await;
    start_at_once_and_meet_no_429(emu, &lobbies).await;
}

/// A hundred games opened and started together, in five servers (a person and a
/// computer each): every counted call of the run, the
/// commands' included, keeps under 45 in any sliding second, and none meets a 429.
async fn a_hundred_games_started_together_keep_under_45_calls_in_any_second() {
    let w = start(unpaid()).await;
    let emu = &w.emu;
    let mut guilds = vec![w.guild];
    guilds.extend((1..5).map(|g| emu.add_guild(&format!("Guild {g}"))));
    let lobbies = lobbies_of_computers(emu, &guilds, 20, 1).await;
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
                // No click pays: every show is a channel call (see `unpaid`).
                click_pays_ms: Some(0),
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
    let lobbies = lobbies_of_computers(&emu, &guilds, GAMES_EACH, 3).await;
    start_at_once_and_meet_no_429(&emu, &lobbies).await;
}

/// How each of a color's turns with moves was played: `"auto"` when a
/// computer played any of it for the person, `"own"` otherwise.
fn turns_played_by(record: &serde_json::Value, color: &str) -> Vec<&'static str> {
    let turns = record["turns"].as_array().expect("turns");
    turns
        .iter()
        .filter(|t| t["color"] == color)
        .filter_map(|t| t["moves"].as_array())
        .map(|moves| match moves.iter().any(|m| m["auto"] == true) {
            true => "auto",
            false => "own",
        })
        .collect()
}

/// Reliability-2 H1: a 401 in the middle of a game opens the breaker, which
/// stops the background calls (no refusal more toward Discord's ban) but loses
/// nothing: the person's next turn stays owed, its 4 s deadline does not time
/// her out while nobody could see it, and once the probe (after 5 s here)
/// closes the breaker the turn is shown and she is still to move: no `auto`
/// move, no removal in the record.
async fn the_breaker_opening_in_a_game_loses_nothing_and_times_nobody_out() {
    let probe_after = Duration::from_secs(5);
    let w = start(BotOptions {
        waits: Waits {
            breaker_probe: probe_after,
            sweep_every: Duration::from_millis(300),
            // Shown by channel calls, as what no click pays for is: a click's
            // own webhook is not the bot's token, and goes on while it is open.
            click_pays: Duration::ZERO,
            ..crate::support::e2e_waits()
        },
        ..BotOptions::short_turns()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "4s").await;
    let turn = first_turn(emu, channel).await;
    let turn = match asks(&turn, alice) {
        true => turn,
        false => next_turn(emu, channel, &[alice], Some(turn.id)).await,
    };
    // Discord refuses the bot's token for the next call it makes on its own
    // (the computer's move or the next turn, shown in the channel).
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
    let opened = std::time::Instant::now();
    emu.clear_failures();
    let after_401 = emu.rate_limit_stats();
    // The computer's next moves and the turn they owe are not called while the
    // breaker is open (the sweep's attempts are stopped before any call).
    tokio::time::sleep(Duration::from_secs(1)).await;
    let later = emu.rate_limit_stats();
    assert_eq!(
        later.calls, after_401.calls,
        "no call after the 401: {later:?}"
    );
    assert_eq!(later.invalid_total, 1, "{later:?}");
    // Shown once the probe closes the breaker, past alice's own 4 s.
    let next = next_turn_within(emu, channel, &[alice], Some(turn.id), WAIT)
        .await
        .expect("alice's next turn, shown once the breaker closes");
    assert!(
        opened.elapsed() >= probe_after - Duration::from_millis(500),
        "shown by the probe, not before: {:?}",
        opened.elapsed()
    );
    assert!(
        !next.text().contains("one more time-out"),
        "{}",
        next.text()
    );
    let shown_at = opened.elapsed();
    let record = export(emu, channel, alice).await;
    let exported_at = opened.elapsed();
    let players = record["players"].as_array().expect("players");
    let human = players
        .iter()
        .find(|p| p["kind"] == "human")
        .expect("alice");
    let color = human["color"].as_str().expect("her color");
    let played = turns_played_by(&record, color);
    assert!(
        !played.is_empty() && !played.contains(&"auto"),
        "{played:?} (shown {shown_at:?}, exported {exported_at:?} after the 401): {record:#}"
    );
    let events = record["turns"].as_array().expect("turns").iter();
    assert_eq!(
        events.filter(|t| t.get("event").is_some()).count(),
        0,
        "nobody removed: {record:#}"
    );
    assert_eq!(emu.rate_limit_stats().invalid_total, 1);
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_burst_of_games_whose_computers_move_at_once_meets_no_429,
    a_hundred_games_started_together_keep_under_45_calls_in_any_second,
    two_processes_of_one_token_keep_their_sum_under_50_a_second,
    the_breaker_opening_in_a_game_loses_nothing_and_times_nobody_out,
}
