//! The bot's pace toward Discord, side by side at several sizes in one run: games of one
//! person and three easy computers (the bot's default pause of 1.2 s per computer move), each
//! game in its channel, against the emulator enforcing Discord's limits (each route's bucket,
//! 50 calls with the bot's token in any sliding second). For each size, a fresh emulator and
//! bot; printed in one table: the busiest sliding second (set-up included) and the 429s
//! (goal: none, at most 45 a second), the calls counted and exempt, the person's turns back
//! (their click that ends a turn → their next turn on screen) p50/p99 (goal: within 1.2× of
//! the smallest size's), and the click's answer p99 (goal ≤ 50 ms).
//!
//! With `PACE_DIRECT=N`, each size's server games have N direct games beside them, played by
//! the same bot in the same run (issue 70, see `direct.rs`): each in a group DM the bot is no
//! member of, opened by a person who added the app, the board one message edited through
//! each click's interaction. A second table compares the two kinds (goal: 0 calls counted in
//! the direct venues, their turns back within 1.1× of the server games').
//!
//! Each person waits on their channel (as a client hears the gateway) and clicks the first
//! move offered as soon as their turn is on screen. A turn back is told by the turn number
//! the board shows, since a direct game's turn comes back in the same message. The games are
//! opened one after another, their people held back meanwhile, then all let go at once: that
//! first burst (at 500 games, some 300 clicks within a few milliseconds, which no crowd of
//! people makes) is played out in a warm-up, and the steady play after it is measured.
//!
//! The bot runs in a process of its own (`bot.rs`: this binary started again), so that
//! its resident memory is its own (issue 79): a third table gives it ready (connected,
//! before the first game), after the set-up and at its peak, what one running game costs
//! (the peak over the ready figure, per game), and the share of boards drawn with faces;
//! a fourth, what its work waited on while measured (`hypnosia::pace::probe`: the pace's
//! turns and cap, the drawing and thinking slots, a game's lock, the store's writes, a
//! computer's lateness, a person's turn from its handing over to shown); a fifth, what a
//! cycle costs: boards, calls, and the CPU time of the bot and of this process (the
//! emulator and the people), which says what the cores hold where a machine's speed varies.
//! The games are opened one after another, each waiting for the last, so the set-up keeps
//! within Discord's limits at any size (2 000 included).
//!
//! Knobs: `PACE_GAMES` (the sizes, comma-separated: `5,100,500`), `PACE_DIRECT` (0: direct
//! games beside each size), `PACE_SECS` (60 s measured per size), `PACE_WARMUP_SECS` (10),
//! `PACE_AI_DELAY_MS` (1200), `PACE_BOT_WRAPPER` (a program to run the bot's process under,
//! e.g. `heaptrack -o /tmp/bot`). The short run (`cargo test --benches`): 2 server games beside 2
//! direct ones, 3 s after 3 s (the bot's own process draws its first boards then),
//! computers at 100 ms.

use std::time::{Duration, Instant};

use hypnosia_emulator::{EmuMessage, Emulator, EmulatorConfig, LatencyStats};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::common::turns::{shown_in_place, turn_for, turn_number};

pub mod bot;
mod cycles;
mod direct;

use cycles::{calls_between, calls_by_route, print_per_cycle};

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
    /// In a group DM (issue 70), not in the server.
    direct: bool,
    /// A direct game's one board message (its lobby's), once opened; a server
    /// game shows each turn in a new message, the channel's last.
    board: Option<MessageId>,
}

/// Opens a game of `seats` in `channel`: the person and easy computers.
/// Returns the lobby message.
async fn open(emu: &Emulator, (channel, person): (ChannelId, UserId), seats: u64) -> MessageId {
    let r = emu
        .slash(person, channel, "hypnosia new", &[("seats", json!(seats))])
        .response()
        .await;
    let lobby = r.message.expect("a lobby");
    for _ in 1..seats {
        let menu = computer_menu(emu, lobby.id).await;
        let at = (channel, lobby.id, edits_of(emu, lobby.id));
        let r = emu
            .select(person, channel, lobby.id, &menu, &["easy"])
            .response()
            .await;
        let shown = shown_in_place(emu, at, &r, SETUP_WAIT).await;
        shown.unwrap_or_else(|e| panic!("a computer sits down: {e}"));
    }
    let at = (channel, lobby.id, edits_of(emu, lobby.id));
    let r = emu
        .click_label(person, channel, lobby.id, "Start (host)")
        .response()
        .await;
    let shown = shown_in_place(emu, at, &r, SETUP_WAIT).await;
    shown.unwrap_or_else(|e| panic!("the game starts: {e}"));
    lobby.id
}

/// The lobby's computer menu, once its message shows it (a busy bot may
/// answer the command first and show the lobby a moment later).
async fn computer_menu(emu: &Emulator, lobby: MessageId) -> String {
    let until = Instant::now() + SETUP_WAIT;
    loop {
        let menu = emu
            .message(lobby)
            .and_then(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":cpu")));
        match menu {
            Some(menu) => return menu,
            None if Instant::now() < until => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            None => panic!("the lobby's computer menu"),
        }
    }
}

/// What one person did from the start of the measure on.
#[derive(Default)]
struct Played {
    turns_back: Vec<Duration>,
    clicks: usize,
    /// Clicks from the first on, the warm-up's too.
    clicked_at_all: usize,
    /// Each click's answer, as the emulator timed it.
    answers: Vec<Duration>,
    unanswered: usize,
}

impl Played {
    fn add(&mut self, other: Played) {
        self.turns_back.extend(other.turns_back);
        self.answers.extend(other.answers);
        self.clicks += other.clicks;
        self.clicked_at_all += other.clicked_at_all;
        self.unanswered += other.unanswered;
    }
}

/// One person until `end`: clicks the first move offered as soon as their turn is
/// on screen; a board asking them again at a later turn than their last click's is
/// a turn back.
async fn person(
    emu: std::sync::Arc<Emulator>,
    game: Game,
    (start, end): (Instant, Instant),
) -> Played {
    let mut played = Played::default();
    let mut handles = Vec::new();
    let mut answered: Option<(i64, u64)> = None;
    let mut clicked: Option<(usize, Instant)> = None;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        let asks = |m: &EmuMessage| turn_for(m, game.person, answered).is_some();
        let found = match game.board {
            None => emu.wait_for_last_message(game.channel, asks, left).await,
            // Its pings are messages of their own, after the board.
            Some(board) => {
                let on_board = |m: &EmuMessage| m.id == board && asks(m);
                emu.wait_for_message(game.channel, on_board, left).await
            }
        };
        let Some(shown) = found else { continue };
        let Some((id, version, moves)) = turn_for(&shown, game.person, answered) else {
            continue;
        };
        let turn = turn_number(&shown).expect("a turn's heading says its number");
        let now = Instant::now();
        if let Some((at_turn, at)) = clicked
            && turn > at_turn
            && at >= start
        {
            played.turns_back.push(now - at);
        }
        answered = Some((id, version));
        clicked = Some((turn, now));
        let click = emu.try_click(game.person, game.channel, shown.id, &moves[0]);
        played.clicked_at_all += 1;
        if now >= start {
            played.clicks += 1;
            handles.extend(click.ok());
        }
    }
    // A click is lost when not answered within 5 s of the end.
    let answered_by = end + Duration::from_secs(5);
    for handle in handles {
        let left = answered_by.saturating_duration_since(Instant::now());
        match handle.wait_response_only(left).await {
            Some(r) => played.answers.push(r.latency),
            None => played.unanswered += 1,
        }
    }
    played
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

/// One kind of game's figures in a run.
struct Kind {
    games: usize,
    /// Calls with the bot's token counted in the games' own channels.
    counted_in_venues: u64,
    turns_back: (Duration, Duration, usize),
    click_p99: Duration,
    clicks: usize,
    clicked_at_all: usize,
    unanswered: usize,
    /// The messages each game's venue holds at the end: median and max.
    messages_left: (usize, usize),
}

impl Kind {
    fn of(emu: &Emulator, channels: &[ChannelId], played: Played) -> Kind {
        let mut left: Vec<usize> = channels.iter().map(|&c| emu.messages(c).len()).collect();
        left.sort();
        Kind {
            games: channels.len(),
            counted_in_venues: channels.iter().map(|&c| emu.counted_in(c)).sum(),
            turns_back: percentiles(played.turns_back),
            click_p99: percentiles(played.answers).1,
            clicks: played.clicks,
            clicked_at_all: played.clicked_at_all,
            unanswered: played.unanswered,
            messages_left: (
                left.get(left.len() / 2).copied().unwrap_or(0),
                left.last().copied().unwrap_or(0),
            ),
        }
    }
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
    /// With direct games beside: the server games', then the direct ones'.
    kinds: Option<(Kind, Kind)>,
    memory: Memory,
    /// The calls made while measured, per route: "counted …" or "exempt …".
    calls: Vec<(String, u64)>,
}

/// The bot's own process (`bot.rs`): its resident memory and what it drew.
struct Memory {
    /// Connected, its commands registered, before the first game.
    ready_mib: f64,
    /// Every game opened.
    set_up_mib: f64,
    /// Its peak (VmHWM) by the end of the measure.
    peak_mib: f64,
    /// How long the games took to open, one after another.
    set_up: Duration,
    /// CPU time while measured: the bot's process, and this one's (the
    /// emulator and the people).
    cpu: (Duration, Duration),
    drawn: bot::Drawn,
}

impl Memory {
    /// What one more running game costs: the peak over the bot's before any.
    fn per_game_mib(&self, games: usize) -> f64 {
        (self.peak_mib - self.ready_mib) / games.max(1) as f64
    }

    /// Renders whose every seat showed its face (none a person's initial)
    /// among those of games that show faces.
    fn faced_share(&self) -> f64 {
        let d = &self.drawn;
        d.faced as f64 / (d.faced + d.initials).max(1) as f64
    }
}

async fn bench(
    (games, direct): (usize, usize),
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
    // The bot's process opens the file next: this one lets go of its lock.
    drop(store);
    let mut bot = bot::BotProcess::start(&bot::Settings {
        token: emu.token().to_string(),
        database_url,
        api_url: emu.api_url(),
        cdn_url: emu.cdn_url(),
        // A server's own commands are never offered in DMs: global ones then.
        dev_guild: (direct == 0).then_some(guild.get()),
        ai_delay: Duration::from_millis(ai_delay),
        games: games as u32,
    });
    assert!(emu.wait_ready(SETUP_WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", SETUP_WAIT).await,
        "commands"
    );
    let (ready_mib, _) = bot.memory_mib();
    let set_up = Instant::now();

    let mut all: Vec<Game> = (0..games)
        .map(|i| Game {
            channel: emu.add_channel(guild, &format!("game-{i}")),
            person: emu.add_user(&format!("player-{i}")),
            direct: false,
            board: None,
        })
        .collect();
    all.extend(direct::venues(&emu, direct));
    for game in &mut all {
        let lobby = open(&emu, (game.channel, game.person), 4).await;
        game.board = game.direct.then_some(lobby);
    }
    let set_up = set_up.elapsed();
    let (set_up_mib, _) = bot.memory_mib();
    let channels: Vec<(ChannelId, bool)> = all.iter().map(|g| (g.channel, g.direct)).collect();

    // The people click the first move offered as soon as their turn is seen. Each
    // person waits on their channel as a client waits for the gateway's events, so a
    // turn is seen when it is shown, not at the next round of a poll.
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
    bot.mark();
    let cpu_before = (bot.cpu(), bot::cpu_of("/proc/self/stat"));
    let calls_before = calls_by_route(&emu);
    let (mut in_server, mut in_direct) = (Played::default(), Played::default());
    for (person, &(_, is_direct)) in people.into_iter().zip(&channels) {
        let played = person.await.expect("a person's task");
        match is_direct {
            false => in_server.add(played),
            true => in_direct.add(played),
        }
    }
    let calls = calls_between(&calls_before, calls_by_route(&emu));
    let (_, peak_mib) = bot.memory_mib();
    let cpu = (
        bot.cpu().saturating_sub(cpu_before.0),
        bot::cpu_of("/proc/self/stat").saturating_sub(cpu_before.1),
    );
    let drawn = bot.stop();
    let stats = emu.rate_limit_stats();
    let latency: LatencyStats = emu.latency_stats();
    let of = |direct: bool| -> Vec<ChannelId> {
        channels
            .iter()
            .filter(|(_, d)| *d == direct)
            .map(|(c, _)| *c)
            .collect()
    };
    let (turns_back, clicks) = (in_server.turns_back.clone(), in_server.clicks);
    let kinds = (direct > 0).then(|| {
        (
            Kind::of(&emu, &of(false), in_server),
            Kind::of(&emu, &of(true), in_direct),
        )
    });
    Row {
        games,
        busiest_second: stats.busiest_second,
        rate_limited: stats.rate_limited,
        counted: stats.calls,
        exempt: stats.exempt,
        turns_back: percentiles(turns_back),
        click_p99: latency.p99,
        clicks,
        kinds,
        memory: Memory {
            ready_mib,
            set_up_mib,
            peak_mib,
            set_up,
            cpu,
            drawn,
        },
        calls,
    }
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1e3)
}

fn ms1(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
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
        let direct = r
            .kinds
            .as_ref()
            .map_or(String::new(), |(_, d)| format!(" (+ {} direct)", d.games));
        println!(
            "| {}{direct} | {} | {} | {} / {} | {} | {} | {n} | {} | {} |",
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
            "turns back p50 at {} games: {ratio:.2}x the {}-game run's (goal <= 1.1x)",
            large.games, small.games
        );
    }
    println!("{secs} s measured per size; set-up included in the busiest second and the 429s");
    println!("== The bot's own process: resident memory and boards ==");
    println!(
        "| games | set-up | bot RSS ready | after set-up | bot RSS peak | per game \
         | faced share of boards | faced / with an initial renders | face stamps kept |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for r in rows {
        let m = &r.memory;
        println!(
            "| {} | {:.1} s | {:.1} MiB | {:.1} MiB | {:.1} MiB | {:.3} MiB | {:.1} % | {} / {} \
             | {} ({:.1} KiB) |",
            r.games,
            m.set_up.as_secs_f64(),
            m.ready_mib,
            m.set_up_mib,
            m.peak_mib,
            m.per_game_mib(r.games),
            m.faced_share() * 100.0,
            m.drawn.faced,
            m.drawn.initials,
            m.drawn.stamps_kept,
            m.drawn.stamps_bytes as f64 / 1024.0,
        );
    }
    println!("== What the bot's work waited on while measured (hypnosia::pace::probe) ==");
    println!("| games | place | waits | per second | mean | longest | most at once |");
    println!("|---|---|---|---|---|---|---|");
    for r in rows {
        for w in &r.memory.drawn.waits {
            let mean = w.total / u32::try_from(w.waits.max(1)).unwrap_or(u32::MAX);
            println!(
                "| {} | {} | {} | {:.1} | {} | {} | {} |",
                r.games,
                w.place,
                w.waits,
                w.waits as f64 / secs as f64,
                ms1(mean),
                ms1(w.longest),
                w.most
            );
        }
    }
    print_per_cycle(rows);
    for r in rows {
        let m = &r.memory;
        println!(
            "bot RSS peak {:.0} MiB at {} games: {:.3} MiB per game (goal at 2000: peak <= 1024 MiB)",
            m.peak_mib,
            r.games,
            m.per_game_mib(r.games)
        );
    }
    direct::print(rows);
}

pub fn run(short: bool) {
    let (sizes, secs, warmup, ai_delay) = if short {
        (vec![(2, 2)], 3, 3, 100)
    } else {
        let direct = env("PACE_DIRECT", 0) as usize;
        let sizes = std::env::var("PACE_GAMES").unwrap_or_else(|_| "5,100,500".into());
        let sizes = sizes
            .split(',')
            .map(|n| {
                let n = n.trim();
                (
                    n.parse().expect("PACE_GAMES: sizes, comma-separated"),
                    direct,
                )
            })
            .collect();
        let (secs, warmup) = (env("PACE_SECS", 60), env("PACE_WARMUP_SECS", 10));
        (sizes, secs, warmup, env("PACE_AI_DELAY_MS", 1200))
    };
    let mut rows = Vec::new();
    for size in sizes {
        // A fresh bot (a process of its own) and emulator for each size.
        let driver = crate::common::runtimes::driver_runtime(1);
        let row = driver.block_on(bench(size, (Duration::from_secs(warmup), secs), ai_delay));
        driver.shutdown_background();
        // Said at once: a later, larger size may take long.
        let m = &row.memory;
        println!(
            "{} games: set-up {:.1} s, bot RSS peak {:.1} MiB ({:.3} MiB per game)",
            row.games,
            m.set_up.as_secs_f64(),
            m.peak_mib,
            m.per_game_mib(row.games)
        );
        rows.push(row);
    }
    print(&rows, secs);
    if short {
        for r in &rows {
            assert!(r.clicks > 0, "measured nothing at {} games", r.games);
            assert!(
                r.memory.peak_mib > r.memory.ready_mib * 0.5,
                "the bot's memory unread at {} games",
                r.games
            );
            assert_eq!(r.rate_limited, 0, "429s at {} games", r.games);
            assert!(
                r.busiest_second <= 45,
                "{} calls in one second",
                r.busiest_second
            );
            if let Some((_, direct)) = &r.kinds {
                direct::check(direct);
            }
        }
    }
}
