//! One crowded server beside a lone one: the lone game's clicks, computer
//! moves and boards keep their latency while another server runs hundreds of
//! games (issue 46; the computers' decisions and the live boards are served
//! one server after the other, `heavy/fair_slots.rs`).
//!
//! ```sh
//! cargo bench --bench benches -- servers
//! HYPNOSIA_SERVERS_CROWD=200 HYPNOSIA_SERVERS_SECS=20 cargo bench --bench benches -- servers
//! ```
//!
//! Set-up: the real bot in this process on a runtime of its own (2 workers), a
//! SQLite file database, no computer-move delay. Server "lone" has one game,
//! server "crowded" `HYPNOSIA_SERVERS_CROWD` (200) games (its cap on tables
//! and the operator's ceiling raised to hold them); each game is one person
//! against an easy computer in a channel of its own, the person thinking
//! `HYPNOSIA_SERVERS_THINK_MS` (150) ms once asked, then clicking a move
//! (closed loop; a game that ends is followed by a new one).
//!
//! Phase 1: the lone game alone for `HYPNOSIA_SERVERS_SECS` (20) s. Phase 2:
//! server "Cup" runs a Swiss of `HYPNOSIA_SERVERS_CUP` (64) people at tables
//! of four, each table in its thread, every person clicking as the crowd's do
//! (issue 47); once its tables are seated, the lone game is measured again as
//! long, then the tournament's players stop. Phase 3: the crowd starts, and
//! after their lobbies started, the lone game is measured again as long. Printed per phase, for the lone game: the click's
//! answer (as the emulator sees it) and the turn's way back (from the click
//! to the person's next turn on screen: their move shown, the computer's
//! decision and moves, the new board posted), p50/p90/p99/max; and the crowd's
//! clicks. Run short (`cargo test --benches`), it is a cup of 8, 4 crowded
//! games and 0.5 s per phase, and it fails unless the lone game played in
//! every phase.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::bot_config::{BotAt, bench_bot};
use hypnosia::store::Store;
use hypnosia_emulator::{Emulator, LatencyStats};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, UserId};

use crate::common::turns::{easy_computer_then_start, is_results, turn_for};

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// What one player measured: each click's answer and each turn's way back.
#[derive(Default)]
struct Samples {
    clicks: Vec<Duration>,
    turns: Vec<Duration>,
}

struct World {
    emu: Emulator,
    /// The lone game's samples, kept while set.
    measuring: AtomicBool,
    lone: Mutex<Samples>,
    /// The crowd's clicks answered.
    crowd_clicks: AtomicU64,
    /// The tournament's clicks answered.
    cup_clicks: AtomicU64,
    /// Whether the tournament's players play on.
    cup_on: AtomicBool,
}

/// Whose turns a player plays.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    /// The measured game's person.
    Lone,
    /// One of the crowded server's people.
    Crowd,
    /// One of the tournament's players.
    Cup,
}

/// A person against an easy computer in `channel`, clicking whenever asked.
async fn player(w: Arc<World>, channel: ChannelId, user: UserId, role: Role, think: Duration) {
    let emu = &w.emu;
    loop {
        let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
        // Under the crowd's start, answered late ("thinking…", then the lobby).
        let opened = emu
            .slash(user, channel, "hypnosia new", &options)
            .wait(Duration::from_secs(60), |s| {
                s.original.as_ref().is_some_and(|m| !m.is_loading())
            })
            .await;
        let lobby = opened.and_then(|s| s.original).expect("a lobby");
        let steps = easy_computer_then_start(&lobby).expect("the lobby's components");
        for (id, value) in steps {
            let r = match &value {
                Some(value) => emu.select(user, channel, lobby.id, &id, &[value]),
                None => emu.click(user, channel, lobby.id, &id),
            }
            .response()
            .await;
            assert!(r.kind == 7 || r.kind == 6, "{id}: {}", r.content());
        }
        play_turns(&w, channel, user, role, think).await;
    }
}

/// Plays `user`'s turns in `channel` until a game's results (or, in the
/// tournament, until it is called off), clicking whenever asked.
async fn play_turns(w: &World, channel: ChannelId, user: UserId, role: Role, think: Duration) {
    let emu = &w.emu;
    let (mut after, mut clicked) = (None, None::<Instant>);
    while role != Role::Cup || w.cup_on.load(Ordering::SeqCst) {
        let Some(turn) = emu
            .wait_for_last_message(
                channel,
                |m| turn_for(m, user, after).is_some() || is_results(m),
                Duration::from_secs(60),
            )
            .await
        else {
            after = None;
            continue;
        };
        let back = clicked.take().map(|at| at.elapsed());
        let Some((game, version, moves)) = turn_for(&turn, user, after) else {
            return;
        };
        let measuring = role == Role::Lone && w.measuring.load(Ordering::SeqCst);
        if let Some(back) = back.filter(|_| measuring) {
            w.lone.lock().unwrap().turns.push(back);
        }
        tokio::time::sleep(think).await;
        let at = Instant::now();
        let h = emu.click(user, channel, turn.id, &moves[0]);
        let r = h.wait_response_only(Duration::from_secs(10)).await;
        h.forget();
        if let Some(r) = r {
            match role {
                Role::Lone if measuring => w.lone.lock().unwrap().clicks.push(r.latency),
                Role::Lone => {}
                Role::Crowd => _ = w.crowd_clicks.fetch_add(1, Ordering::Relaxed),
                Role::Cup => _ = w.cup_clicks.fetch_add(1, Ordering::Relaxed),
            }
        }
        after = Some((game, version));
        clicked = Some(at);
    }
}

fn print_stats(name: &str, samples: &[Duration]) -> LatencyStats {
    let s = LatencyStats::from_samples(samples);
    println!(
        "{name:<34} n {:>5}  p50 {:>7.1} ms  p90 {:>7.1} ms  p99 {:>7.1} ms  max {:>7.1} ms",
        s.count,
        s.p50.as_secs_f64() * 1e3,
        s.p90.as_secs_f64() * 1e3,
        s.p99.as_secs_f64() * 1e3,
        s.max.as_secs_f64() * 1e3,
    );
    s
}

/// Measures the lone game for `window`; run short, until it has one turn back
/// at least (a slow machine's short window may hold none).
async fn measure(w: &World, window: Duration, short: bool) {
    w.measuring.store(true, Ordering::SeqCst);
    tokio::time::sleep(window).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while short && w.lone.lock().unwrap().turns.is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    w.measuring.store(false, Ordering::SeqCst);
}

/// Runs the benchmark; the lone game's turns measured in each phase.
async fn bench(bot: tokio::runtime::Handle, short: bool) -> (usize, usize) {
    let knob = |name: &str, default: f64, short_value: f64| {
        if short {
            short_value
        } else {
            env(name, default)
        }
    };
    let crowd = knob("HYPNOSIA_SERVERS_CROWD", 200.0, 4.0) as usize;
    let entrants = knob("HYPNOSIA_SERVERS_CUP", 64.0, 8.0) as usize;
    let window = Duration::from_secs_f64(knob("HYPNOSIA_SERVERS_SECS", 20.0, 0.5));
    let think = Duration::from_millis(env("HYPNOSIA_SERVERS_THINK_MS", 150));
    let settle = Duration::from_secs_f64(if short { 0.3 } else { 10.0 });

    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let emu = crate::common::lanes::lanes_emulator().await;
    let crowded = emu.add_guild("Crowded");
    let lone = emu.add_guild("Lone");
    let cup = emu.add_guild("Cup");
    let cap = (crowd as u32 + 1).clamp(20, 10_000);
    let store = Store::open(&url).await.unwrap();
    for guild in [crowded, lone, cup] {
        let id = hypnosia::table::GuildId(guild.get());
        let settings = hypnosia::table::GuildSettings {
            max_open_tables: cap,
            games_in_threads: guild == cup,
            ..store.settings(id).await.unwrap()
        };
        store.save_settings(id, &settings).await.unwrap();
    }
    store.close().await;
    let at = BotAt {
        token: emu.token().to_string(),
        database_url: url.to_string(),
        api_url: emu.api_url(),
        cdn_url: emu.cdn_url(),
        dev_guild: None,
        ai_delay: Duration::ZERO,
        dice_seed: 5,
    };
    bot.spawn(hypnosia::discord::bot::run(bench_bot(at, cap)));
    assert!(emu.wait_ready(Duration::from_secs(30)).await);
    assert!(
        emu.wait_for_command("hypnosia", Duration::from_secs(30))
            .await
    );
    let w = Arc::new(World {
        emu,
        measuring: AtomicBool::new(false),
        lone: Mutex::new(Samples::default()),
        crowd_clicks: AtomicU64::new(0),
        cup_clicks: AtomicU64::new(0),
        cup_on: AtomicBool::new(true),
    });
    println!(
        "servers: 1 lone game beside a cup of {entrants}, then {crowd} games of another server, {window:?} per phase"
    );
    let channel = w.emu.add_channel(lone, "lone");
    let user = w.emu.add_user("lone player");
    tokio::spawn(player(w.clone(), channel, user, Role::Lone, think));
    tokio::time::sleep(settle.min(Duration::from_secs(1))).await;

    measure(&w, window, short).await;
    let alone = std::mem::take(&mut *w.lone.lock().unwrap());

    let tables = tournament(&w, cup, entrants, think).await;
    tokio::time::sleep(settle).await;
    let before = w.cup_clicks.load(Ordering::Relaxed);
    measure(&w, window, short).await;
    let cup_clicks = w.cup_clicks.load(Ordering::Relaxed) - before;
    w.cup_on.store(false, Ordering::SeqCst);
    let beside_cup = std::mem::take(&mut *w.lone.lock().unwrap());

    for g in 0..crowd {
        let channel = w.emu.add_channel(crowded, &format!("crowd-{g}"));
        let user = w.emu.add_user(&format!("crowd{g}"));
        tokio::spawn(player(w.clone(), channel, user, Role::Crowd, think));
    }
    tokio::time::sleep(settle).await;
    let before = w.crowd_clicks.load(Ordering::Relaxed);
    measure(&w, window, short).await;
    let crowd_clicks = w.crowd_clicks.load(Ordering::Relaxed) - before;
    let beside = std::mem::take(&mut *w.lone.lock().unwrap());

    print_stats("lone game alone: clicks", &alone.clicks);
    let a = print_stats("lone game alone: turns back", &alone.turns);
    print_stats(
        &format!("beside a cup of {entrants}: clicks"),
        &beside_cup.clicks,
    );
    let c = print_stats(
        &format!("beside a cup of {entrants}: turns back"),
        &beside_cup.turns,
    );
    println!(
        "the cup's {tables} tables' clicks meanwhile: {cup_clicks} ({:.0}/s); turns back p50 ratio {:.2}, p99 ratio {:.2}",
        cup_clicks as f64 / window.as_secs_f64(),
        c.p50.as_secs_f64() / a.p50.as_secs_f64().max(1e-9),
        c.p99.as_secs_f64() / a.p99.as_secs_f64().max(1e-9),
    );
    print_stats(&format!("beside {crowd} games: clicks"), &beside.clicks);
    let b = print_stats(&format!("beside {crowd} games: turns back"), &beside.turns);
    println!(
        "the crowd's clicks meanwhile: {crowd_clicks} ({:.0}/s); turns back p50 ratio {:.2}, p99 ratio {:.2}",
        crowd_clicks as f64 / window.as_secs_f64(),
        b.p50.as_secs_f64() / a.p50.as_secs_f64().max(1e-9),
        b.p99.as_secs_f64() / a.p99.as_secs_f64().max(1e-9),
    );
    (a.count, b.count.min(c.count))
}

/// A Swiss of `entrants` people on server `guild`, at tables of four in
/// threads, seated and started; each person then plays their table's turns
/// (as the crowd does) until `w.cup_on` is cleared. Returns the tables.
async fn tournament(w: &Arc<World>, guild: GuildId, entrants: usize, think: Duration) -> usize {
    let emu = &w.emu;
    let long = Duration::from_secs(60);
    let channel = emu.add_channel(guild, "cup");
    let people: Vec<UserId> = (0..entrants)
        .map(|i| emu.add_user(&format!("cup{i}")))
        .collect();
    let new = [
        ("name", json!("Cup")),
        ("format", json!(0)),
        ("rounds", json!(3)),
        ("seats", json!(4)),
        ("turn_timeout", json!("24h")),
    ];
    let opened = emu
        .slash(people[0], channel, "hypnosia tournament new", &new)
        .wait(long, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await;
    let signup = opened.and_then(|s| s.original).expect("a sign-up message");
    for &person in &people {
        let r = emu
            .click_label(person, channel, signup.id, "Join")
            .response()
            .await;
        assert_eq!(r.kind, 6, "a Join: {}", r.content());
    }
    // A Join is answered before it is stored: started only once all are in.
    let all_in = format!("({entrants}/");
    let deadline = Instant::now() + long;
    while !emu
        .message(signup.id)
        .is_some_and(|m| m.text().contains(&all_in))
    {
        assert!(Instant::now() < deadline, "every Join is listed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let started = emu
        .slash(people[0], channel, "hypnosia tournament start", &[])
        .response()
        .await;
    assert!(
        started.kind == 4 || started.kind == 5,
        "{}",
        started.content()
    );
    // Each table pings its players once in its thread: who plays where.
    let tables = entrants.div_ceil(4);
    let deadline = Instant::now() + long;
    let seats = loop {
        let seats: Vec<(ChannelId, UserId)> = emu
            .threads(channel)
            .into_iter()
            .flat_map(|thread| {
                let said: String = emu
                    .messages(thread)
                    .iter()
                    .map(|m| m.content.clone())
                    .collect();
                people
                    .iter()
                    .filter(|p| said.contains(&format!("<@{p}>")))
                    .map(|&p| (thread, p))
                    .collect::<Vec<_>>()
            })
            .collect();
        if seats.len() == entrants || Instant::now() > deadline {
            break seats;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(seats.len(), entrants, "every player seated at a table");
    for (thread, person) in seats {
        let w = w.clone();
        tokio::spawn(async move { play_turns(&w, thread, person, Role::Cup, think).await });
    }
    tables
}

pub fn run(short: bool) {
    if short {
        println!(
            "servers benchmark, short run (the full one: `cargo bench --bench benches -- servers`)"
        );
    }
    let bot = crate::common::runtimes::bot_runtime();
    let driver = crate::common::runtimes::driver_runtime(2);
    let (alone, beside) = driver.block_on(bench(bot.handle().clone(), short));
    if short {
        assert!(
            alone > 0 && beside > 0,
            "the short run measured nothing: {alone} and {beside} turns"
        );
    }
    // The players run forever: their tasks are dropped, not awaited.
    driver.shutdown_background();
    bot.shutdown_background();
}
