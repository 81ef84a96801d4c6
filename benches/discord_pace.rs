//! The bot's pace toward Discord: many running games against the emulator enforcing
//! Discord's limits (each route's bucket, 50 calls a second in all, Discord's own windows):
//! the most calls in any one second, the 429s (goal: none), how often a game of computers
//! only is shown again (an upper bound of the delay from a computer's move to its being
//! shown: a move waits at most for the next show of its message), and a person's click
//! latency beside them.
//!
//! Each game has its own channel and person; two thirds are a person against an easy
//! computer, the person clicking the first move offered 100 ms after their turn is shown;
//! in the last third the person resigned from a game of three and the two computers play on,
//! at the bot's default pause of 1.2 s per move. Knobs: `PACE_GAMES` (500), `PACE_SECS`
//! (60). The short run (`cargo test --benches`): 12 games for 2 s.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use hypnosia::config::Config;
use hypnosia_emulator::{EmuMessage, Emulator, EmulatorConfig, LatencyStats};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::common::turns::turn_for;

const SETUP_WAIT: Duration = Duration::from_secs(120);

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

struct Game {
    channel: ChannelId,
    person: UserId,
    /// A game of computers only (its person resigned).
    computers_only: bool,
}

/// Opens a game of `seats` in `game.channel`: the person and easy computers.
async fn open(emu: &Emulator, game: &Game, seats: u64) {
    let r = emu
        .slash(
            game.person,
            game.channel,
            "hypnosia new",
            &[("seats", json!(seats))],
        )
        .response()
        .await;
    let lobby = r.message.expect("a lobby");
    for _ in 1..seats {
        let menu = emu
            .message(lobby.id)
            .and_then(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":cpu")))
            .expect("the lobby's computer menu");
        let r = emu
            .select(game.person, game.channel, lobby.id, &menu, &["easy"])
            .response()
            .await;
        assert_eq!(r.kind, 7, "a computer sits down");
    }
    let r = emu
        .click_label(game.person, game.channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the game starts: {}", r.content());
}

/// The person leaves: the computers play on.
async fn resign(emu: &Emulator, game: &Game) {
    let r = emu
        .slash(game.person, game.channel, "hypnosia resign", &[])
        .response()
        .await;
    let question = r.message.expect("the resignation asks first");
    let r = emu
        .click_label(game.person, game.channel, question.id, "Resign")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the person resigns");
}

fn percentiles(mut gaps: Vec<Duration>) -> (Duration, Duration, usize) {
    gaps.sort();
    let pick = |q: f64| {
        gaps.get(((gaps.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    (pick(0.5), pick(0.99), gaps.len())
}

async fn bench(bot: tokio::runtime::Handle, short: bool) -> (u64, usize, usize) {
    let (games, secs) = if short {
        (12, 2)
    } else {
        (env("PACE_GAMES", 500) as usize, env("PACE_SECS", 60))
    };
    let emu = Emulator::start_with(EmulatorConfig {
        validate_payloads: false,
        ..EmulatorConfig::default()
    })
    .await;
    emu.set_replay_buffer(1024);
    let guild = emu.add_guild("Pace test");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database_url = format!("sqlite://{}?mode=rwc", dir.path().join("pace.db").display());
    // One server holds every game: its cap on open tables is raised first.
    let store = hypnosia::store::Store::open(&database_url)
        .await
        .expect("store");
    let server = hypnosia::table::GuildId(guild.get());
    let settings = hypnosia::table::GuildSettings {
        max_open_tables: games as u32,
        games_in_threads: false,
        ..store.settings(server).await.expect("settings")
    };
    store.save_settings(server, &settings).await.expect("saved");
    store.close().await;
    let config = Config {
        token: emu.token().parse().expect("token"),
        database_url: database_url.into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: Some(guild.get()),
        ai_delay: Duration::from_millis(1200),
        lobby_idle: Duration::from_secs(3600),
        dice_seed: Some(7),
        min_turn_timeout: Duration::from_secs(30),
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: Default::default(),
        // The operator's ceiling lets the one server hold every game.
        ceilings: hypnosia::table::Ceilings {
            tables_per_server: games as u32,
            ..Default::default()
        },
    };
    bot.spawn(async move {
        if let Err(e) = hypnosia::discord::run(config).await {
            eprintln!("the bot stopped: {e}");
        }
    });
    assert!(emu.wait_ready(SETUP_WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", SETUP_WAIT).await,
        "commands"
    );

    let games: Vec<Game> = (0..games)
        .map(|i| Game {
            channel: emu.add_channel(guild, &format!("game-{i}")),
            person: emu.add_user(&format!("player-{i}")),
            computers_only: i % 3 == 2,
        })
        .collect();
    for game in &games {
        open(&emu, game, if game.computers_only { 3 } else { 2 }).await;
    }
    for game in games.iter().filter(|g| g.computers_only) {
        resign(&emu, game).await;
    }
    emu.reset_latencies();
    let before = emu.rate_limit_stats();
    println!("== Discord pace benchmark ==");
    println!(
        "games: {} ({} of computers only), measured for {secs} s",
        games.len(),
        games.iter().filter(|g| g.computers_only).count()
    );

    // The people click; the boards of computers only are watched.
    let mut answered: HashMap<ChannelId, (i64, u64)> = HashMap::new();
    let mut seen: HashMap<ChannelId, (MessageId, u32, Instant)> = HashMap::new();
    let mut gaps = Vec::new();
    let end = Instant::now() + Duration::from_secs(secs);
    let mut clicks = 0;
    while Instant::now() < end {
        for game in &games {
            let Some(last) = emu.last_message(game.channel) else {
                continue;
            };
            if game.computers_only {
                watch(&mut seen, &mut gaps, game.channel, &last);
                continue;
            }
            let after = answered.get(&game.channel).copied();
            if let Some((id, version, moves)) = turn_for(&last, game.person, after) {
                answered.insert(game.channel, (id, version));
                let _ = emu.try_click(game.person, game.channel, last.id, &moves[0]);
                clicks += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let stats = emu.rate_limit_stats();
    let clicks_latency: LatencyStats = emu.latency_stats();
    let (gap50, gap99, shows) = percentiles(gaps);
    println!(
        "calls counted toward the 50/s while measured: {}; the most in one second (set-up \
         included): {}",
        stats.calls - before.calls,
        stats.busiest_second
    );
    println!(
        "429s: {} while measured, {} since the start (global {}); invalid requests (401, 403, \
         429) in 10 minutes: {}",
        stats.rate_limited - before.rate_limited,
        stats.rate_limited,
        stats.global_rate_limited,
        stats.invalid_last_10_minutes
    );
    println!(
        "computers-only boards shown again every p50 {:.0} ms, p99 {:.0} ms ({shows} shows)",
        gap50.as_secs_f64() * 1e3,
        gap99.as_secs_f64() * 1e3
    );
    println!(
        "a person's click answered: p50 {:.1} ms, p99 {:.1} ms ({} clicks)",
        clicks_latency.p50.as_secs_f64() * 1e3,
        clicks_latency.p99.as_secs_f64() * 1e3,
        clicks_latency.count
    );
    (stats.rate_limited, clicks, shows)
}

/// Notes when a computers-only game's board changed (edited, or a new message).
fn watch(
    seen: &mut HashMap<ChannelId, (MessageId, u32, Instant)>,
    gaps: &mut Vec<Duration>,
    channel: ChannelId,
    last: &EmuMessage,
) {
    let now = Instant::now();
    match seen.get(&channel) {
        Some((id, edits, _)) if *id == last.id && *edits == last.edits => {}
        Some((_, _, at)) => {
            gaps.push(now - *at);
            seen.insert(channel, (last.id, last.edits, now));
        }
        None => {
            seen.insert(channel, (last.id, last.edits, now));
        }
    }
}

pub fn run(short: bool) {
    let bot = crate::common::runtimes::bot_runtime();
    let driver = crate::common::runtimes::driver_runtime(1);
    let (_limited, clicks, shows) = driver.block_on(bench(bot.handle().clone(), short));
    if short {
        assert!(
            clicks > 0 && shows > 0,
            "measured nothing: {clicks} clicks, {shows} shows"
        );
    }
    driver.shutdown_background();
    bot.shutdown_background();
}
