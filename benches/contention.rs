//! Live games while GIFs are drawn: move-click latency with and without GIF
//! exports running, in one run (issue 23's goal: p99 with exports within 2× of
//! p99 without).
//!
//! ```sh
//! cargo bench --bench benches -- contention
//! HYPNOSIA_CONTENTION_GIF_EXPORTS=8 HYPNOSIA_CONTENTION_SECS=20 \
//!     HYPNOSIA_CONTENTION_GAMES=16 cargo bench --bench benches -- contention
//! ```
//!
//! Set-up: the real bot in this process on a runtime of its own (2 workers),
//! a SQLite file database holding `HYPNOSIA_CONTENTION_PAST` (24) finished
//! games of 300 turns (four seats, random moves: hundreds of frames each), and
//! `HYPNOSIA_CONTENTION_GAMES` (16) live games of one person and an easy
//! computer. Each person clicks a move as soon as it is their turn, then
//! thinks for `HYPNOSIA_CONTENTION_THINK_MS` (150) ms (closed loop).
//!
//! Phase 1 (quiet): `HYPNOSIA_CONTENTION_SECS` (20) s of clicks. Phase 2: the
//! same while `HYPNOSIA_CONTENTION_GIF_EXPORTS` (8) members keep asking for the
//! GIF of a past game: each asks, waits for the GIF or the refusal, and asks
//! again (each time as a new member, so no cooldown, and for the next past
//! game, so the cache rarely serves it); a "busy" refusal is retried after
//! 500 ms. Printed per phase: clicks, click latency p50/p90/p99/max as the
//! emulator sees it, and for phase 2 the GIFs made and refusals.
//!
//! Run short (`cargo test --benches`, as CI does), it is 4 games, 2 past games
//! of 30 turns, 2 exports, 1 s per phase (then it waits for the first GIF), and
//! it fails unless clicks were answered in both phases and a GIF was made. The
//! past games are short there because the short run waits for the first GIF
//! after its window: a 300-turn game's takes the debug build 5–7 s to draw
//! (measured on the 2-core machine: 6.5 s after the exports began beside 4
//! live games, whose drawings it gives way to at every frame; 5.4 s with none),
//! a 30-turn game's comes within the 2 s window.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hypnosia::config::Config;
use hypnosia::store::Store;
use hypnosia::table::{ChannelId as TableChannel, GameId, GuildId as TableGuild};
use hypnosia_emulator::{Emulator, LatencyStats};
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, UserId};

use crate::common::turns::{easy_computer_then_start, is_results, shown_in_place, turn_for};
use crate::fixtures;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// A finished four-seat game of `turns` turns of random moves (fewer if it
/// ends first), stored.
async fn past_game(
    store: &Store,
    guild: GuildId,
    channel: ChannelId,
    turns: usize,
    seed: u64,
) -> GameId {
    let (guild, channel) = (TableGuild(guild.get()), TableChannel(channel.get()));
    fixtures::store_finished_game(store, guild, channel, turns, seed)
        .await
        .0
}

/// The `gif` choice of `/hypnosia export`'s `format`.
fn gif_choice(emu: &Emulator, guild: GuildId) -> Value {
    let find = |list: &Value, key: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|o| o["name"] == key))
            .unwrap_or_else(|| panic!("{key} in {list}"))
            .clone()
    };
    let hypnosia = find(&Value::Array(emu.commands(Some(guild))), "hypnosia");
    let export = find(&hypnosia["options"], "export");
    find(&find(&export["options"], "format")["choices"], "gif")["value"].clone()
}

struct World {
    emu: Emulator,
    guild: GuildId,
    /// Clicks are counted while set.
    measuring: AtomicBool,
    clicks: Mutex<Vec<Duration>>,
    gifs: AtomicU64,
    busy: AtomicU64,
    stop: AtomicBool,
}

/// A person against an easy computer in `channel`, clicking whenever asked.
async fn player(w: Arc<World>, channel: ChannelId, user: UserId, think: Duration) {
    let emu = &w.emu;
    loop {
        let r = emu
            .slash(
                user,
                channel,
                "hypnosia new",
                &[("seats", json!(2)), ("turn_timeout", json!("24h"))],
            )
            .response()
            .await;
        let lobby = r.message.expect("a lobby");
        let steps = easy_computer_then_start(&lobby).expect("the lobby's components");
        for (id, value) in steps {
            let edits = emu.message(lobby.id).map_or(0, |m| m.edits);
            let r = match &value {
                Some(value) => emu.select(user, channel, lobby.id, &id, &[value]),
                None => emu.click(user, channel, lobby.id, &id),
            }
            .response()
            .await;
            let at = (channel, lobby.id, edits);
            let shown = shown_in_place(emu, at, &r, Duration::from_secs(30)).await;
            shown.unwrap_or_else(|e| panic!("{id}: {e}"));
        }
        let mut after = None;
        loop {
            let Some(turn) = emu
                .wait_for_last_message(
                    channel,
                    |m| turn_for(m, user, after).is_some() || is_results(m),
                    Duration::from_secs(30),
                )
                .await
            else {
                after = None;
                continue;
            };
            let Some((game, version, moves)) = turn_for(&turn, user, after) else {
                break; // the results: a new game
            };
            let h = emu.click(user, channel, turn.id, &moves[0]);
            let r = h.wait_response_only(Duration::from_secs(10)).await;
            h.forget();
            if let Some(r) = r
                && w.measuring.load(Ordering::SeqCst)
            {
                w.clicks.lock().unwrap().push(r.latency);
            }
            after = Some((game, version));
            tokio::time::sleep(think).await;
        }
    }
}

/// Keeps asking for GIFs of the past games, one at a time, as new members.
async fn exporter(w: Arc<World>, channel: ChannelId, past: Arc<Vec<GameId>>, n: usize) {
    let gif = gif_choice(&w.emu, w.guild);
    let mut next = n;
    while !w.stop.load(Ordering::SeqCst) {
        let member = w.emu.add_user(&format!("exporter{n}-{next}"));
        let id = past[next % past.len()];
        next += 8;
        let h = w.emu.slash(
            member,
            channel,
            "hypnosia export",
            &[("game", json!(id.0)), ("format", gif.clone())],
        );
        let done = h
            .wait(Duration::from_secs(600), |s| {
                s.ephemerals
                    .iter()
                    .chain(&s.original)
                    .any(|m| !m.is_loading())
            })
            .await;
        let Some(s) = done else { continue };
        let made = s
            .ephemerals
            .iter()
            .chain(&s.original)
            .any(|m| m.attachments.iter().any(|a| a.filename.ends_with(".gif")));
        h.forget();
        if made {
            w.gifs.fetch_add(1, Ordering::SeqCst);
        } else {
            w.busy.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

fn print_phase(name: &str, clicks: &[Duration]) -> LatencyStats {
    let s = LatencyStats::from_samples(clicks);
    println!(
        "{name:<28} clicks {:>5}  p50 {:>7.1} ms  p90 {:>7.1} ms  p99 {:>7.1} ms  max {:>7.1} ms",
        s.count,
        s.p50.as_secs_f64() * 1e3,
        s.p90.as_secs_f64() * 1e3,
        s.p99.as_secs_f64() * 1e3,
        s.max.as_secs_f64() * 1e3,
    );
    s
}

/// Runs the benchmark (`short`: the short run, whatever the environment
/// says); the clicks of both phases and the GIFs made.
async fn bench(bot: tokio::runtime::Handle, short: bool) -> (usize, usize, u64) {
    fn knob<T: std::str::FromStr>(short: bool, name: &str, default: T, short_value: T) -> T {
        if short {
            short_value
        } else {
            env(name, default)
        }
    }
    let games: usize = knob(short, "HYPNOSIA_CONTENTION_GAMES", 16, 4);
    let secs: f64 = knob(short, "HYPNOSIA_CONTENTION_SECS", 20.0, 1.0);
    let exports: usize = knob(short, "HYPNOSIA_CONTENTION_GIF_EXPORTS", 8, 2);
    let past_games: u64 = knob(short, "HYPNOSIA_CONTENTION_PAST", 24, 2);
    let past_turns = if short { 30 } else { 300 };
    // Time for every player's lobby to start before measuring.
    let settle = Duration::from_secs(if short { 1 } else { 3 });
    let think = Duration::from_millis(env("HYPNOSIA_CONTENTION_THINK_MS", 150));
    let window = Duration::from_secs_f64(secs);

    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let emu = crate::common::lanes::lanes_emulator().await;
    let guild = emu.add_guild("Bench guild");
    let history = emu.add_channel(guild, "history");
    let store = Store::open(&url).await.unwrap();
    let mut past = Vec::new();
    for seed in 0..past_games {
        past.push(past_game(&store, guild, history, past_turns, seed + 1).await);
    }
    store.close().await;
    bot.spawn(hypnosia::discord::bot::run(Config {
        token: emu.token().parse().unwrap(),
        database_url: url.into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: Some(guild.get()),
        ai_delay: Duration::ZERO,
        lobby_idle: Duration::from_secs(3600),
        dice_seed: Some(3),
        min_turn_timeout: Duration::from_secs(30),
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: Default::default(),
        ceilings: Default::default(),
    }));
    assert!(emu.wait_ready(Duration::from_secs(30)).await);
    assert!(
        emu.wait_for_command("hypnosia", Duration::from_secs(30))
            .await
    );
    let w = Arc::new(World {
        emu,
        guild,
        measuring: AtomicBool::new(false),
        clicks: Mutex::new(Vec::new()),
        gifs: AtomicU64::new(0),
        busy: AtomicU64::new(0),
        stop: AtomicBool::new(false),
    });
    for g in 0..games {
        let channel = w.emu.add_channel(guild, &format!("live-{g}"));
        let user = w.emu.add_user(&format!("player{g}"));
        tokio::spawn(player(w.clone(), channel, user, think));
    }
    println!(
        "contention: {games} live games, {} past games of {past_turns} turns, {exports} GIF exports, {secs} s per phase",
        past.len()
    );
    tokio::time::sleep(settle).await;

    w.measuring.store(true, Ordering::SeqCst);
    tokio::time::sleep(window).await;
    let quiet = std::mem::take(&mut *w.clicks.lock().unwrap());

    let past = Arc::new(past);
    for n in 0..exports {
        tokio::spawn(exporter(w.clone(), history, past.clone(), n));
    }
    tokio::time::sleep(window).await;
    let busy = std::mem::take(&mut *w.clicks.lock().unwrap());
    if short {
        // A GIF may outlast the short window on a debug build: the short run
        // waits for the first one (the drawing is what it must prove still works).
        let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
        while w.gifs.load(Ordering::SeqCst) == 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    w.stop.store(true, Ordering::SeqCst);

    let q = print_phase("clicks, no exports", &quiet);
    let b = print_phase(&format!("clicks, {exports} GIF exports"), &busy);
    println!(
        "during exports: {} GIFs made, {} busy refusals; p50 ratio {:.2}, p99 ratio {:.2} (goal ≤ 2)",
        w.gifs.load(Ordering::SeqCst),
        w.busy.load(Ordering::SeqCst),
        b.p50.as_secs_f64() / q.p50.as_secs_f64().max(1e-9),
        b.p99.as_secs_f64() / q.p99.as_secs_f64().max(1e-9),
    );
    (q.count, b.count, w.gifs.load(Ordering::SeqCst))
}

pub fn run(short: bool) {
    if short {
        println!(
            "contention benchmark, short run (the full one: `cargo bench --bench benches -- contention`)"
        );
    }
    let bot = crate::common::runtimes::bot_runtime();
    let driver = crate::common::runtimes::driver_runtime(2);
    let (quiet, busy, gifs) = driver.block_on(bench(bot.handle().clone(), short));
    if short {
        assert!(
            quiet > 0 && busy > 0 && gifs > 0,
            "the short run measured nothing: {quiet} and {busy} clicks, {gifs} GIFs"
        );
    }
    // The players and exporters run forever: their tasks are dropped, not awaited.
    driver.shutdown_background();
    bot.shutdown_background();
}
