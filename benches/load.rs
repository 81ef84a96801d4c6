//! Load benchmark of the Discord bot: many concurrent games driven through the Discord
//! emulator by scripted players, with clicks arriving at a paced aggregate rate.
//!
//! ```sh
//! cargo bench --bench benches -- load      # the full run, about 5 minutes
//! HYPNOSIA_LOAD_GAMES=50 HYPNOSIA_LOAD_SECS=10 HYPNOSIA_LOAD_RATES=200,400 \
//!     cargo bench --bench benches -- load   # a short one
//! ```
//!
//! Set-up: one emulated guild with one channel and two users per game; each game is a
//! two-seat table of those two people, opened by the host with `/hypnosia new` (turn
//! time-out 24 h, so no time-out ever fires), joined by the guest and started by the host.
//! Every turn passes between people, so what follows a click is shown through that click's
//! interaction (its answer, then follow-ups through its token), which Discord does not
//! count toward the bot's 50 calls a second: the bench measures the bot, not the pace. The
//! summary prints the calls counted and exempt, of the set-up and of the play, and the
//! routes counted in play. The real
//! bot (`hypnosia::discord::bot::run`) runs in this process on a tokio runtime of its own (2
//! workers, threads named `hy-bot`, like the binary's `#[tokio::main]` on this machine),
//! with a SQLite file database in a temporary directory, no computer-move delay and a
//! fixed dice seed. The emulator and the scripted players share a second runtime.
//!
//! Faces (`HYPNOSIA_LOAD_FACES`, `on` by default): each player has an avatar of their own,
//! served by the emulator's CDN, so every game's board has faces no other game shares (the
//! faces are stamped at each render on the faceless board, see `render/face_stamps.rs`; the
//! summary says how many renders showed every face and how many a person's initial, their
//! avatar not fetched yet: the faced share). `off`: the server's avatars setting is off,
//! the boards are faceless.
//!
//! Drive (open loop): each game's two players wait until the newest message of its channel
//! asks one of them to move; that one picks one of the move buttons (seeded, per game) and
//! queues itself; a global ticker fires one click per tick at the target rate, taking the games in the order
//! they became ready, whether or not earlier clicks were answered. A tick that finds no game
//! ready is dropped and counted as *starved* (the games could not come back fast enough).
//! Each player keeps their last answered click until their next one is answered (the bot
//! shows what follows through its token). A game that ends is replaced at once by a new
//! lobby of its host in its channel (those set-up interactions are not paced and not counted
//! as clicks).
//!
//! Measured per window: click → response latency as the emulator sees it (from handing the
//! INTERACTION_CREATE to the gateway to receiving the bot's callback) p50/p90/p99/max;
//! clicks with no answer within 10 s (*lost*); clicks deferred (answered in time by a deferral,
//! then through their token, as Discord allows: their players wait for the board to move on
//! rather than clicking the same message again); moves applied per second (both players',
//! from the games' version counters, counted once per game); CPU of the bot's threads and
//! of the whole process; resident memory of the process (bot **and** emulator and players); and
//! the ticker's lag (scheduled tick → dispatch), which shows when the driver itself is
//! short of CPU; and each game's turn back (its click fired → the next turn seen by a
//! player), which sets how fast its players can click.
//!
//! Phase 1: `HYPNOSIA_LOAD_RATE` (100) clicks/s for `HYPNOSIA_LOAD_SECS` (60) s after a
//! `HYPNOSIA_LOAD_WARMUP_SECS` (10) s warm-up. Phase 2: the rates of `HYPNOSIA_LOAD_RATES`
//! in turn, `HYPNOSIA_LOAD_STEP_SECS` (12) s each after 3 s of warm-up, until two steps in a
//! row fail or `HYPNOSIA_LOAD_BUDGET_SECS` (270) s have passed. A step passes when p99 ≤
//! `HYPNOSIA_LOAD_P99_MS` (50), no click is lost and at least 95 % of the target rate was
//! fired. Other knobs: `HYPNOSIA_LOAD_GAMES` (500), `HYPNOSIA_LOAD_AI_DELAY_MS` (0),
//! `HYPNOSIA_LOAD_FACES` (`on`), `HYPNOSIA_LOAD_DATABASE` (`sqlite`, or `postgres`: a throwaway cluster of its own, as the
//! tests start, but with PostgreSQL's durable defaults: every commit fsync'd; or the server
//! of `HYPNOSIA_TEST_POSTGRES_URL`).
//!
//! Run short (`cargo test --benches`, as CI does), it is 8 games,
//! 20 clicks/s for 2 s after 1 s of warm-up, no phase 2, and it fails unless clicks were
//! fired, answered and played, so that the benchmark cannot rot unseen.

use std::str::FromStr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::bot_config::{BotAt, bench_bot};
use futures_util::{StreamExt, stream};
use hypnosia_emulator::{AvatarKind, Emulator, EmulatorConfig, InteractionHandle, LatencyStats};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::{mpsc, oneshot};

use crate::postgres;

/// How long a click may go unanswered before it counts as lost.
const CLICK_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a player waits for their turn before counting a stall (and waiting again).
const STALL: Duration = Duration::from_secs(30);
/// Set-up interactions (slash command, lobby clicks) may take this long.
const SETUP_WAIT: Duration = Duration::from_secs(30);
/// Lobbies opened at once during set-up.
const SETUP_CONCURRENCY: usize = 16;
/// Warm-up before each phase-2 step.
const STEP_WARMUP: Duration = Duration::from_secs(3);

// ---- settings -------------------------------------------------------------------

fn env<T: FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Ok(v) if !v.trim().is_empty() => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v:?} is not a valid value")),
        _ => default,
    }
}

struct Settings {
    games: usize,
    rate: f64,
    warmup: Duration,
    window: Duration,
    step_window: Duration,
    rates: Vec<f64>,
    goal: Duration,
    ai_delay: Duration,
    budget: Duration,
    postgres: bool,
    faces: bool,
}

impl Settings {
    /// The short run (seconds): proves the benchmark still measures.
    fn short() -> Settings {
        Settings {
            games: 8,
            rate: 20.0,
            warmup: Duration::from_secs(1),
            window: Duration::from_secs(2),
            step_window: Duration::from_secs(1),
            rates: Vec::new(),
            goal: Duration::from_millis(50),
            ai_delay: Duration::ZERO,
            budget: Duration::ZERO,
            postgres: false,
            faces: true,
        }
    }

    fn from_env() -> Settings {
        let rates = env(
            "HYPNOSIA_LOAD_RATES",
            "150,200,300,400,500,600,800,1000,1250,1500,2000".to_string(),
        );
        let rates = rates
            .split(',')
            .filter(|r| !r.trim().is_empty())
            .map(|r| {
                r.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|r| *r > 0.0)
                    .unwrap_or_else(|| panic!("HYPNOSIA_LOAD_RATES: {r:?} is not a rate"))
            })
            .collect();
        Settings {
            games: env("HYPNOSIA_LOAD_GAMES", 500usize).max(1),
            rate: env("HYPNOSIA_LOAD_RATE", 100.0f64).max(0.1),
            warmup: Duration::from_secs_f64(env("HYPNOSIA_LOAD_WARMUP_SECS", 10.0f64).max(0.0)),
            window: Duration::from_secs_f64(env("HYPNOSIA_LOAD_SECS", 60.0f64).max(1.0)),
            step_window: Duration::from_secs_f64(env("HYPNOSIA_LOAD_STEP_SECS", 12.0f64).max(1.0)),
            rates,
            goal: Duration::from_secs_f64(env("HYPNOSIA_LOAD_P99_MS", 50.0f64) / 1000.0),
            ai_delay: Duration::from_millis(env("HYPNOSIA_LOAD_AI_DELAY_MS", 0u64)),
            budget: Duration::from_secs_f64(env("HYPNOSIA_LOAD_BUDGET_SECS", 270.0f64)),
            postgres: match env("HYPNOSIA_LOAD_DATABASE", "sqlite".to_string()).as_str() {
                "sqlite" => false,
                "postgres" => true,
                other => panic!("HYPNOSIA_LOAD_DATABASE={other:?}: sqlite or postgres"),
            },
            faces: match env("HYPNOSIA_LOAD_FACES", "on".to_string()).as_str() {
                "on" => true,
                "off" => false,
                other => panic!("HYPNOSIA_LOAD_FACES={other:?}: on or off"),
            },
        }
    }
}

// ---- process figures: in load/process.rs; the players' work: in load/players.rs
use crate::common::turns::{is_results, turn_for};
mod players;
pub(crate) mod process;
use players::*;
use process::*;

// ---- the players ------------------------------------------------------------------

/// One game's channel and its two scripted players (the host first).
struct Seat {
    channel: ChannelId,
    users: [UserId; 2],
    /// The newest state of the game a player saw (game, version): moves are
    /// counted once per game, whichever player sees them.
    seen: Mutex<Option<(i64, u64)>>,
    /// When the game's last click was fired (taken when its next turn is seen).
    fired_at: Mutex<Option<Instant>>,
}

/// A player whose turn it is, waiting for the ticker.
struct Ready {
    seat: usize,
    /// 0: the host, 1: the guest.
    player: usize,
    message: MessageId,
    custom_id: String,
    fired: oneshot::Sender<Fired>,
}

/// What the ticker did with a ready player.
enum Fired {
    Clicked {
        handle: InteractionHandle,
        window: Option<usize>,
        lag: Duration,
    },
    Failed(String),
}

/// One paced click.
struct Sample {
    window: Option<usize>,
    /// None: no answer within [`CLICK_TIMEOUT`].
    latency: Option<Duration>,
    /// Answered by updating the turn message (type 7), or deferred (type 6:
    /// the bot defers every click while its drawing lane is full, and shows
    /// the move by editing the message after): the move was played.
    applied: bool,
    /// Scheduled tick → dispatch.
    lag: Duration,
    /// When its answer came (or its wait ended).
    at: Instant,
}

struct Shared {
    emu: Emulator,
    /// The bot's runtime (for its count of live tasks).
    bot: tokio::runtime::Handle,
    seats: Vec<Seat>,
    queue: mpsc::UnboundedSender<Ready>,
    samples: Mutex<Vec<Sample>>,
    /// Latencies of set-up interactions (slash command and lobby clicks).
    setup: Mutex<Vec<Duration>>,
    /// Moves applied in all games (player and computer), as observed by the players.
    moves: AtomicU64,
    finished: AtomicU64,
    stalls: AtomicU64,
    /// Clicks deferred (answered later through their token).
    deferred: AtomicU64,
    inflight: AtomicUsize,
    /// A game's click → its next turn seen by a player (when seen, how long).
    turns_back: Mutex<Vec<(Instant, Duration)>>,
    errors: Mutex<Vec<String>>,
}

impl Shared {
    fn error(&self, e: String) {
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        errors.push(e);
    }
}

// ---- the ticker -------------------------------------------------------------------

/// Clicks for one ready player (called by the ticker at its scheduled time `due`).
fn fire(sh: &Shared, ready: Ready, window: Option<usize>, due: Instant) {
    let seat = &sh.seats[ready.seat];
    let lag = due.elapsed();
    let fired = match sh.emu.try_click(
        seat.users[ready.player],
        seat.channel,
        ready.message,
        &ready.custom_id,
    ) {
        Ok(handle) => {
            sh.inflight.fetch_add(1, Ordering::Relaxed);
            *seat.fired_at.lock().unwrap() = Some(Instant::now());
            Fired::Clicked {
                handle,
                window,
                lag,
            }
        }
        Err(e) => Fired::Failed(e),
    };
    let _ = ready.fired.send(fired);
}

/// Fires clicks at `rate` per second for `length`, open loop; returns (ticks, starved ticks).
async fn pace(
    sh: &Shared,
    queue: &mut mpsc::UnboundedReceiver<Ready>,
    rate: f64,
    length: Duration,
    window: Option<usize>,
) -> (u64, u64) {
    let period = Duration::from_secs_f64(1.0 / rate);
    let start = Instant::now();
    let end = start + length;
    let mut next = start;
    let (mut ticks, mut starved) = (0, 0);
    loop {
        let now = Instant::now();
        while next <= now && next < end {
            ticks += 1;
            match queue.try_recv() {
                Ok(ready) => fire(sh, ready, window, next),
                Err(_) => starved += 1,
            }
            next += period;
        }
        if next >= end {
            tokio::time::sleep_until(end.into()).await;
            return (ticks, starved);
        }
        tokio::time::sleep_until(next.into()).await;
    }
}

// ---- windows: in load/windows.rs; the end-of-run summary: in load/summary.rs
mod summary;
mod windows;
use summary::*;
use windows::*;

// ---- main ---------------------------------------------------------------------------

/// Runs the benchmark; phase 1's figures.
async fn bench(s: Settings, bot: tokio::runtime::Handle) -> Row {
    let started = Instant::now();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!("== Hypnosia load benchmark ==");
    println!(
        "machine: {cpus} CPUs, load average at start {}",
        load_average()
    );

    // The world: one guild, a channel and a user per game.
    let emu = Emulator::start_with(EmulatorConfig {
        // Re-parsing every dispatch with serenity would double the emulator's work.
        validate_payloads: false,
        ..EmulatorConfig::default()
    })
    .await;
    // The bot never resumes here: a short replay buffer keeps the emulator's memory small.
    emu.set_replay_buffer(1024);
    let guild = emu.add_guild("Load test");
    let seats: Vec<Seat> = (0..s.games)
        .map(|i| Seat {
            channel: emu.add_channel(guild, &format!("game-{i}")),
            users: [
                emu.add_user(&format!("host-{i}")),
                emu.add_user(&format!("guest-{i}")),
            ],
            seen: Mutex::new(None),
            fired_at: Mutex::new(None),
        })
        .collect();
    if s.faces {
        for user in seats.iter().flat_map(|seat| seat.users) {
            emu.set_avatar(user, None, AvatarKind::Png);
        }
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    // A cluster of its own: the shared one may have been started already, by the
    // history suite, with the tests' quick settings.
    let mut own_cluster = None;
    let server_of_your_own = std::env::var(postgres::URL_VAR).is_ok_and(|u| !u.trim().is_empty());
    let database_url = if s.postgres && server_of_your_own {
        postgres::fresh_database().await
    } else if s.postgres {
        let cluster = own_cluster.insert(postgres::OwnCluster::start());
        cluster.fresh_database().await
    } else {
        format!("sqlite://{}?mode=rwc", dir.path().join("load.db").display())
    };
    // Every game is in one server: its cap on open tables (20 by default) is
    // raised to the number of games before the bot starts.
    let store = hypnosia::store::Store::open(&database_url)
        .await
        .expect("the benchmark's database opens");
    let settings = hypnosia::table::GuildSettings {
        max_open_tables: s.games.clamp(1, 10_000) as u32,
        // The players read their turns in their channel: no thread per game (the
        // settings saved here would otherwise keep a new server's default, threads).
        games_in_threads: false,
        avatars: s.faces,
        ..store
            .settings(hypnosia::table::GuildId(guild.get()))
            .await
            .expect("settings")
    };
    store
        .save_settings(hypnosia::table::GuildId(guild.get()), &settings)
        .await
        .expect("the cap on open tables is raised");
    store.close().await;
    drop(store);
    let at = BotAt {
        token: emu.token().to_string(),
        database_url: database_url.clone(),
        api_url: emu.api_url(),
        cdn_url: emu.cdn_url(),
        dev_guild: Some(guild.get()),
        ai_delay: s.ai_delay,
        dice_seed: 7,
    };
    let config = bench_bot(at, s.games.clamp(1, 10_000) as u32);
    let (rss_before_bot, _) = memory_mib();
    bot.spawn(async move {
        if let Err(e) = hypnosia::discord::bot::run(config).await {
            eprintln!("the bot stopped: {e}");
        }
    });
    assert!(
        emu.wait_ready(SETUP_WAIT).await,
        "the bot connects to the emulator"
    );
    assert!(
        emu.wait_for_command("hypnosia", SETUP_WAIT).await,
        "the bot registers /hypnosia"
    );
    println!(
        "games: {} (one channel each; 2 scripted players, turn time-out 24 h)",
        s.games
    );
    println!(
        "bot: in-process on its own 2-worker tokio runtime; database {database_url}; ai_delay {} ms; dice seed 7",
        s.ai_delay.as_millis()
    );

    let (queue_tx, mut queue) = mpsc::unbounded_channel();
    let sh = Arc::new(Shared {
        emu,
        bot: bot.clone(),
        seats,
        queue: queue_tx,
        samples: Mutex::new(Vec::new()),
        setup: Mutex::new(Vec::new()),
        moves: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        stalls: AtomicU64::new(0),
        deferred: AtomicU64::new(0),
        inflight: AtomicUsize::new(0),
        turns_back: Mutex::new(Vec::new()),
        errors: Mutex::new(Vec::new()),
    });

    // Set-up: every game opened and started, a few at a time.
    let t = Instant::now();
    let failed: Vec<String> = stream::iter(0..s.games)
        .map(|i| {
            let sh = Arc::clone(&sh);
            async move {
                open_game(&sh, i)
                    .await
                    .err()
                    .map(|e| format!("game {i}: {e}"))
            }
        })
        .buffer_unordered(SETUP_CONCURRENCY)
        .filter_map(|e| async move { e })
        .collect()
        .await;
    assert!(
        failed.is_empty(),
        "{} games did not start: {:?}",
        failed.len(),
        &failed[..failed.len().min(5)]
    );
    let setup = LatencyStats::from_samples(&sh.setup.lock().unwrap());
    let (rss_setup, _) = memory_mib();
    println!(
        "set-up: {} games started in {:.1} s ({} interactions; latency p50 {:.2} ms, p99 {:.2} ms)",
        s.games,
        t.elapsed().as_secs_f64(),
        setup.count,
        ms(setup.p50),
        ms(setup.p99)
    );
    println!(
        "RSS (bot + emulator + players): {rss_before_bot:.1} MiB before the bot started, {rss_setup:.1} MiB after set-up"
    );
    let before_play = sh.emu.rate_limit_stats();
    let routes_before_play = sh.emu.counted_routes();
    for i in 0..s.games {
        for p in 0..2 {
            tokio::spawn(player(Arc::clone(&sh), i, p));
        }
    }

    // Phase 1: the goal's rate.
    println!(
        "\nphase 1: {} clicks/s for {:.0} s after {:.0} s of warm-up",
        s.rate,
        s.window.as_secs_f64(),
        s.warmup.as_secs_f64()
    );
    pace(&sh, &mut queue, s.rate, s.warmup, None).await;
    let mut rows = vec![measure(&sh, &mut queue, "phase 1", s.rate, s.window, 0, s.goal).await];
    println!("{HEADER}");
    print_row(&rows[0]);

    // Phase 2: step the rate up.
    println!(
        "\nphase 2: rates {:?} clicks/s, {:.0} s each after {:.0} s of warm-up, until two steps in a row fail",
        s.rates,
        s.step_window.as_secs_f64(),
        STEP_WARMUP.as_secs_f64()
    );
    println!("{HEADER}");
    let mut fails_in_a_row = 0;
    let mut skipped = Vec::new();
    for (k, &rate) in s.rates.iter().enumerate() {
        if started.elapsed() + STEP_WARMUP + s.step_window > s.budget {
            skipped = s.rates[k..].to_vec();
            break;
        }
        pace(&sh, &mut queue, rate, STEP_WARMUP, None).await;
        let row = measure(
            &sh,
            &mut queue,
            &format!("step {}", k + 1),
            rate,
            s.step_window,
            k + 1,
            s.goal,
        )
        .await;
        print_row(&row);
        fails_in_a_row = if row.pass { 0 } else { fails_in_a_row + 1 };
        rows.push(row);
        if fails_in_a_row >= 2 {
            break;
        }
    }
    if !skipped.is_empty() {
        println!("(time budget reached: rates {skipped:?} not run)");
    }

    print_summary(&s, &sh, &rows, before_play, routes_before_play, started);
    rows.swap_remove(0)
}

pub fn run(short: bool) {
    let settings = if short {
        println!("load benchmark, short run (the full one: `cargo bench --bench benches -- load`)");
        Settings::short()
    } else {
        Settings::from_env()
    };
    let bot = crate::common::runtimes::bot_runtime();
    let driver = crate::common::runtimes::driver_runtime(2);
    let measured = driver.block_on(bench(settings, bot.handle().clone()));
    if short {
        assert!(
            measured.clicks > 0 && measured.lost == 0 && measured.human_per_s > 0.0,
            "the short run measured nothing: {} clicks, {} lost, {:.1} moves/s by the players",
            measured.clicks,
            measured.lost,
            measured.human_per_s
        );
    }
    // The bot and the players run forever: their tasks are dropped, not awaited.
    driver.shutdown_background();
    bot.shutdown_background();
}
