//! The bot in a process of its own (issue 79.2): this very binary started
//! again with [`BOT_ENV`] set to the bot's settings, so that the resident
//! memory read off `/proc/<pid>/status` is the bot's alone, not the
//! emulator's and the scripted people's beside it. It runs as the `hypnosia`
//! binary does (glibc capped at two arenas, two runtime threads) and stops
//! when its input closes: when the bench lets it go, or dies. Before it
//! stops it writes what it drew on its output (the boards with faces and
//! without), which the bench reads.
//!
//! `PACE_BOT_WRAPPER` runs the process under another program, its words
//! split at spaces: `PACE_BOT_WRAPPER="heaptrack -o /tmp/bot"` gives a heap
//! profile of the bot alone (the memory then printed is the wrapper's own).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

use crate::common::bot_config::{BotAt, bench_bot};
use hypnosia::pace::probe;
use serde_json::{Value, json};

/// The environment variable that makes this binary the bot (its settings, JSON).
pub const BOT_ENV: &str = "HYPNOSIA_PACE_BOT";

/// What the bench tells the bot process.
pub struct Settings {
    pub token: String,
    pub database_url: String,
    pub api_url: String,
    pub cdn_url: String,
    pub dev_guild: Option<u64>,
    pub ai_delay: Duration,
    pub games: u32,
}

/// What the bot process drew, as it wrote before stopping.
#[derive(Clone, Default)]
pub struct Drawn {
    /// Renders of a game whose every seat showed its face.
    pub faced: u64,
    /// Renders of a game where a person's seat showed their initial (their
    /// avatar not fetched in time, or not at all).
    pub initials: u64,
    /// Stamps of faces kept at the end, and their bytes.
    pub stamps_kept: usize,
    pub stamps_bytes: usize,
    /// Each place that counts its waits (`hypnosia::pace::probe`), from the
    /// start of the measure: how many, their time in all, the longest (since
    /// the start) and the most at once.
    pub waits: Vec<Wait>,
}

/// The waits at one place.
#[derive(Clone)]
pub struct Wait {
    pub place: String,
    pub waits: u64,
    pub total: Duration,
    pub longest: Duration,
    pub most: u64,
}

/// The bot's process, stopped (and waited for) when dropped.
pub struct BotProcess {
    child: Child,
    input: Option<ChildStdin>,
    output: Option<ChildStdout>,
}

impl BotProcess {
    pub fn start(settings: &Settings) -> BotProcess {
        let spec = json!({
            "token": settings.token,
            "database_url": settings.database_url,
            "api_url": settings.api_url,
            "cdn_url": settings.cdn_url,
            "dev_guild": settings.dev_guild,
            "ai_delay_ms": settings.ai_delay.as_millis() as u64,
            "games": settings.games,
        });
        let me = std::env::current_exe().expect("this binary's path");
        let wrapper = std::env::var("PACE_BOT_WRAPPER").unwrap_or_default();
        let mut words = wrapper.split_whitespace();
        let mut command = match words.next() {
            Some(program) => {
                let mut c = Command::new(program);
                c.args(words).arg(&me);
                c
            }
            None => Command::new(&me),
        };
        let mut child = command
            .env(BOT_ENV, spec.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the bot's process starts");
        BotProcess {
            input: child.stdin.take(),
            output: child.stdout.take(),
            child,
        }
    }

    /// (VmRSS, VmHWM) of the bot's process in MiB: now, and at its peak.
    pub fn memory_mib(&self) -> (f64, f64) {
        crate::load::process::memory_mib_of(&format!("/proc/{}/status", self.child.id()))
    }

    /// The CPU time the bot's process used so far (user and system).
    pub fn cpu(&self) -> Duration {
        cpu_of(&format!("/proc/{}/stat", self.child.id()))
    }

    /// Starts the measure: the waits are counted from now.
    pub fn mark(&mut self) {
        if let Some(input) = &mut self.input {
            let _ = writeln!(input, "mark");
            let _ = input.flush();
        }
    }

    /// Stops the bot and reads what it drew.
    pub fn stop(mut self) -> Drawn {
        drop(self.input.take());
        let mut text = String::new();
        if let Some(mut out) = self.output.take() {
            let _ = out.read_to_string(&mut text);
        }
        let _ = self.child.wait();
        let line = text.lines().rev().find_map(|l| l.strip_prefix("drawn "));
        let Some(v) = line.and_then(|l| serde_json::from_str::<Value>(l).ok()) else {
            return Drawn::default();
        };
        let n = |k: &str| v[k].as_u64().unwrap_or(0);
        let secs = |w: &Value| Duration::from_secs_f64(w.as_f64().unwrap_or(0.0));
        let waits = v["waits"].as_array().map_or(Vec::new(), |all| {
            all.iter()
                .map(|w| Wait {
                    place: w[0].as_str().unwrap_or("?").to_string(),
                    waits: w[1].as_u64().unwrap_or(0),
                    total: secs(&w[2]),
                    longest: secs(&w[3]),
                    most: w[4].as_u64().unwrap_or(0),
                })
                .collect()
        });
        Drawn {
            waits,
            faced: n("faced"),
            initials: n("initials"),
            stamps_kept: n("kept") as usize,
            stamps_bytes: n("bytes") as usize,
        }
    }
}

/// A process's CPU time (user and system) from its `/proc/…/stat`; zero
/// where there is none.
pub fn cpu_of(stat: &str) -> Duration {
    let text = std::fs::read_to_string(stat).unwrap_or_default();
    // The fields after the command's name, which may hold spaces, in parentheses.
    let fields: Vec<u64> = text
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    // utime and stime, the 14th and 15th fields, in clock ticks of 1/100 s.
    let ticks = fields.get(11).unwrap_or(&0) + fields.get(12).unwrap_or(&0);
    Duration::from_millis(ticks * 10)
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        drop(self.input.take());
        if self.child.try_wait().ok().flatten().is_none() {
            std::thread::sleep(Duration::from_millis(200));
            if self.child.try_wait().ok().flatten().is_none() {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}

/// With [`BOT_ENV`] set, runs the bot until this process's input closes,
/// then writes what it drew and exits; else returns at once.
pub fn run_if_asked() {
    let Ok(spec) = std::env::var(BOT_ENV) else {
        return;
    };
    let spec: Value = serde_json::from_str(&spec).expect("the bot's settings");
    let text = |k: &str| spec[k].as_str().expect("a setting").to_string();
    let games = spec["games"].as_u64().unwrap_or(0) as u32;
    let at = BotAt {
        token: text("token"),
        database_url: text("database_url"),
        api_url: text("api_url"),
        cdn_url: text("cdn_url"),
        dev_guild: spec["dev_guild"].as_u64(),
        ai_delay: Duration::from_millis(spec["ai_delay_ms"].as_u64().unwrap_or(1200)),
        dice_seed: 7,
    };
    let config = bench_bot(at, games);
    // Stops when the bench closes this process's input (or dies); a line
    // `mark` starts the measure: the waits are counted from there.
    std::thread::spawn(|| {
        let mut lines = BufReader::new(std::io::stdin()).lines();
        let mut marked = probe::report();
        while let Some(Ok(line)) = lines.next() {
            if line == "mark" {
                marked = probe::report();
            }
        }
        let stats = hypnosia::render::FaceStamps::global().stats();
        let waits: Vec<Value> = probe::report()
            .into_iter()
            .zip(marked)
            .map(|((name, now), (_, then))| {
                let total = now.total.saturating_sub(then.total);
                json!([
                    name,
                    now.waits - then.waits,
                    total.as_secs_f64(),
                    now.longest.as_secs_f64(),
                    now.most
                ])
            })
            .collect();
        let drawn = json!({
            "faced": stats.faced,
            "initials": stats.initials,
            "kept": stats.stamps,
            "bytes": stats.bytes,
            "waits": waits,
        });
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "drawn {drawn}");
        let _ = out.flush();
        std::process::exit(0);
    });
    let bot = crate::common::runtimes::bot_runtime();
    if let Err(e) = bot.block_on(hypnosia::discord::bot::run(config)) {
        eprintln!("the bot stopped: {e}");
    }
    std::process::exit(1);
}
