//! The bot's pace toward Discord, side by side at several sizes in one run: games of one
//! person and three easy computers (the bot's default pause of 1.2 s per computer move), each
//! game in its channel, against the emulator enforcing Discord's limits (each route's bucket,
//! 50 calls with the bot's token in any sliding second). For each size, a fresh emulator and
//! bot; printed in one table: the busiest sliding second (set-up included) and the 429s
//! (goal: none, at most 45 a second), the calls counted and exempt, the person's turns back
//! (their click that ends a turn → their next turn on screen) p50/p99 (goal: within 1.2× of
//! the smallest size's), and the click's answer p99 (goal ≤ 50 ms).
//!
//! Each person waits on their channel (as a client hears the gateway) and clicks the first
//! move offered as soon as their turn is on screen. The games are opened one after another,
//! their people held back meanwhile, then all let go at once: that first burst (at 500
//! games, some 300 clicks within a few milliseconds, which no crowd of people makes) is
//! played out in a warm-up, and the steady play after it is measured.
//!
//! Knobs: `PACE_GAMES` (the sizes, comma-separated: `5,100,500`), `PACE_SECS` (60 s measured
//! per size), `PACE_WARMUP_SECS` (10), `PACE_AI_DELAY_MS` (1200). The short run
//! (`cargo test --benches`): 2 and 3 games, 3 s each after 1 s, computers at 100 ms.

use std::time::{Duration, Instant};

use hypnosia::config::Config;
use hypnosia_emulator::{Emulator, EmulatorConfig, LatencyStats};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::common::turns::{shown_in_place, turn_for};

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
        let at = (game.channel, lobby.id, edits_of(emu, lobby.id));
        let r = emu
            .select(game.person, game.channel, lobby.id, &menu, &["easy"])
            .response()
            .await;
        let shown = shown_in_place(emu, at, &r, SETUP_WAIT).await;
        shown.unwrap_or_else(|e| panic!("a computer sits down: {e}"));
    }
    let at = (game.channel, lobby.id, edits_of(emu, lobby.id));
    let r = emu
        .click_label(game.person, game.channel, lobby.id, "Start (host)")
        .response()
        .await;
    let shown = shown_in_place(emu, at, &r, SETUP_WAIT).await;
    shown.unwrap_or_else(|e| panic!("the game starts: {e}"));
}

/// One person until `end`: clicks the first move offered as soon as their turn is
/// on screen; returns their turns back and clicks from `start` on.
async fn person(
    emu: std::sync::Arc<Emulator>,
    game: Game,
    (start, end): (Instant, Instant),
) -> (Vec<Duration>, usize) {
    let (mut back, mut clicks) = (Vec::new(), 0);
    let mut answered: Option<(i64, u64)> = None;
    let mut clicked: Option<(MessageId, Instant)> = None;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return (back, clicks);
        }
        let found = emu
            .wait_for_last_message(
                game.channel,
                |m| turn_for(m, game.person, answered).is_some(),
                left,
            )
            .await;
        let Some(last) = found else { continue };
        let Some((id, version, moves)) = turn_for(&last, game.person, answered) else {
            continue;
        };
        let now = Instant::now();
        if let Some((message, at)) = clicked
            && message != last.id
            && at >= start
        {
            back.push(now - at);
        }
        answered = Some((id, version));
        clicked = Some((last.id, now));
        let _ = emu.try_click(game.person, game.channel, last.id, &moves[0]);
        clicks += usize::from(now >= start);
    }
}

fn edits_of(emu: &Emulator, message: MessageId) -> u32 {
    emu.message(message).map_or(0, |m| m.edits)
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

/// One size's figures.
struct Row {
    games: usize,
    busiest_second: u64,
    rate_limited: u64,
    counted: u64,
    exempt: u64,
    turns_back: (Duration, Duration, usize),
    click_p99: Duration,
    clicks: usize,
}

async fn bench(
    bot: tokio::runtime::Handle,
    games: usize,
    (warmup, secs): (Duration, u64),
    ai_delay: u64,
) -> Row {
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
        ai_delay: Duration::from_millis(ai_delay),
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
        if let Err(e) = hypnosia::discord::bot::run(config).await {
            eprintln!("the bot stopped: {e}");
        }
    });
    assert!(emu.wait_ready(SETUP_WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", SETUP_WAIT).await,
        "commands"
    );

    let all: Vec<Game> = (0..games)
        .map(|i| Game {
            channel: emu.add_channel(guild, &format!("game-{i}")),
            person: emu.add_user(&format!("player-{i}")),
        })
        .collect();
    for game in &all {
        open(&emu, game, 4).await;
    }

    // The people click the first move offered as soon as their turn is seen; a click
    // whose turn then comes back in a new message is a turn back. Each person waits on
    // their channel as a client waits for the gateway's events, so a turn is seen when
    // it is shown, not at the next round of a poll.
    let emu = std::sync::Arc::new(emu);
    // The people held back during the set-up all click at once when let go: that
    // burst is played out in the warm-up, and what is measured is the steady play.
    let start = Instant::now() + warmup;
    let end = start + Duration::from_secs(secs);
    let people: Vec<_> = all
        .into_iter()
        .map(|game| tokio::spawn(person(emu.clone(), game, (start, end))))
        .collect();
    tokio::time::sleep_until(start.into()).await;
    emu.reset_latencies();
    let (mut back, mut clicks) = (Vec::new(), 0);
    for person in people {
        let (turns_back, clicked) = person.await.expect("a person's task");
        back.extend(turns_back);
        clicks += clicked;
    }
    let stats = emu.rate_limit_stats();
    let latency: LatencyStats = emu.latency_stats();
    Row {
        games,
        busiest_second: stats.busiest_second,
        rate_limited: stats.rate_limited,
        counted: stats.calls,
        exempt: stats.exempt,
        turns_back: percentiles(back),
        click_p99: latency.p99,
        clicks,
    }
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1e3)
}

fn print(rows: &[Row], secs: u64) {
    println!("== Discord pace benchmark: one person and three easy computers per game ==");
    println!(
        "| games | busiest sliding second | 429s | counted / exempt | turns back p50 | p99 \
         | samples | click answer p99 | clicks |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for r in rows {
        let (p50, p99, n) = r.turns_back;
        println!(
            "| {} | {} | {} | {} / {} | {} | {} | {n} | {} | {} |",
            r.games,
            r.busiest_second,
            r.rate_limited,
            r.counted,
            r.exempt,
            ms(p50),
            ms(p99),
            ms(r.click_p99),
            r.clicks
        );
    }
    if let (Some(small), Some(large)) = (rows.first(), rows.last())
        && small.turns_back.2 > 0
        && large.turns_back.2 > 0
    {
        let ratio = large.turns_back.0.as_secs_f64() / small.turns_back.0.as_secs_f64();
        println!(
            "turns back p50 at {} games: {ratio:.2}x the {}-game run's (goal <= 1.2x)",
            large.games, small.games
        );
    }
    println!("{secs} s measured per size; set-up included in the busiest second and the 429s");
}

pub fn run(short: bool) {
    let (sizes, secs, warmup, ai_delay) = if short {
        (vec![2, 3], 3, 1, 100)
    } else {
        let sizes = std::env::var("PACE_GAMES").unwrap_or_else(|_| "5,100,500".into());
        let sizes = sizes
            .split(',')
            .map(|n| {
                n.trim()
                    .parse()
                    .expect("PACE_GAMES: sizes, comma-separated")
            })
            .collect();
        let (secs, warmup) = (env("PACE_SECS", 60), env("PACE_WARMUP_SECS", 10));
        (sizes, secs, warmup, env("PACE_AI_DELAY_MS", 1200))
    };
    let mut rows = Vec::new();
    for games in sizes {
        // A fresh bot and emulator for each size.
        let bot = crate::common::runtimes::bot_runtime();
        let driver = crate::common::runtimes::driver_runtime(1);
        rows.push(driver.block_on(bench(
            bot.handle().clone(),
            games,
            (Duration::from_secs(warmup), secs),
            ai_delay,
        )));
        driver.shutdown_background();
        bot.shutdown_background();
    }
    print(&rows, secs);
    if short {
        for r in &rows {
            assert!(r.clicks > 0, "measured nothing at {} games", r.games);
            assert_eq!(r.rate_limited, 0, "429s at {} games", r.games);
            assert!(
                r.busiest_second <= 45,
                "{} calls in one second",
                r.busiest_second
            );
        }
    }
}
