//! The real `hypnosia` binary as a child process against the emulator, for the
//! tests that kill it (SIGKILL) or run several processes at once.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use hypnosia_emulator::Emulator;
use serenity::all::{ChannelId, GuildId};

use crate::support::WAIT;

/// What differs between the bot processes the tests start. Every process also
/// gets the emulator's address and token, and plays computer moves at once.
#[derive(Clone, Default)]
pub struct ProcessEnv {
    /// `DATABASE_URL`.
    pub database: String,
    /// The server the commands are registered in (`HYPNOSIA_DEV_GUILD`); none:
    /// registered globally.
    pub dev_guild: Option<GuildId>,
    /// `HYPNOSIA_DICE_SEED`; none: dice as random as in production.
    pub dice_seed: Option<u64>,
    /// `(shard, total)`: the one shard this process holds
    /// (`HYPNOSIA_SHARDS`, `HYPNOSIA_TOTAL_SHARDS`); none: every shard.
    pub shard: Option<(u32, u32)>,
    /// `HYPNOSIA_MIN_TURN_TIMEOUT_SECS`, lowered for turns short enough to
    /// time out in a test; none: the bot's own minimum.
    pub min_turn_timeout_secs: Option<u64>,
    /// `HYPNOSIA_SETUP_WITHIN_SECS`: how long the start-up tries to register
    /// the commands; none: the bot's default (3 minutes).
    pub setup_within_secs: Option<u64>,
    /// `HYPNOSIA_FIRST_RETRY_MS`: the pause before a first retry, which the
    /// start-up's pauses are multiples of; none: the bot's default (1 s).
    pub first_retry_ms: Option<u64>,
    /// `HYPNOSIA_STOP_WITHIN_MS`: how long a stop may take before the process
    /// exits; none: the bot's default (9 s).
    pub stop_within_ms: Option<u64>,
    /// `HYPNOSIA_SWEEP_EVERY_MS`: how often the sweep runs; none: the bot's
    /// default (15 s).
    pub sweep_every_ms: Option<u64>,
    /// `HYPNOSIA_CLICK_PAYS_MS`: how long a click pays for what follows it;
    /// `Some(0)`: what follows a click is shown by channel calls (the posts a
    /// kill can cut short); none: the bot's default (14 min).
    pub click_pays_ms: Option<u64>,
    /// `HYPNOSIA_POST_LEASE_MS`: how long a process holds an owed post of
    /// the outbox to itself; none: the bot's default (60 s).
    pub post_lease_ms: Option<u64>,
    /// `HYPNOSIA_FACES_FRESH_MS`: how long a member's avatar is taken as
    /// known; none: the bot's default (a day).
    pub faces_fresh_ms: Option<u64>,
    /// `HYPNOSIA_AI_DELAY_MS`: the computers' pause before each move; none:
    /// at once.
    pub ai_delay_ms: Option<u64>,
    /// `HYPNOSIA_WATCHING_MS`: how long a player who clicked is taken to be
    /// watching (their turn pings nobody); none: the bot's default (a minute).
    pub watching_ms: Option<u64>,
    /// `HYPNOSIA_NEW_SERVERS_IN_THREADS`: servers that never chose play in
    /// threads; false (the default here, as `BotOptions`): in the channel.
    pub in_threads: bool,
}

impl ProcessEnv {
    /// A bot process on the SQLite file at `db`, its commands registered in
    /// `guild`, with the same dice on every run.
    pub fn on_sqlite(guild: GuildId, db: &Path) -> ProcessEnv {
        ProcessEnv {
            database: sqlite_url(db),
            dev_guild: Some(guild),
            dice_seed: Some(4242),
            ..ProcessEnv::default()
        }
    }
}

/// A fresh emulator with a server and its games channel, and the SQLite file
/// (in a directory of its own, removed when dropped) its bot processes share.
pub struct OnSqlite {
    pub dir: tempfile::TempDir,
    pub db: PathBuf,
    pub emu: Emulator,
    pub guild: GuildId,
    pub channel: ChannelId,
}

impl OnSqlite {
    /// A bot process `name` on this database, configured by `tune` from
    /// [`ProcessEnv::on_sqlite`].
    pub fn spawn(&self, name: &str, tune: impl FnOnce(ProcessEnv) -> ProcessEnv) -> BotProcess {
        let env = tune(ProcessEnv::on_sqlite(self.guild, &self.db));
        BotProcess::spawn(&self.emu, self.dir.path(), name, &env)
    }

    /// Another bot process `name` on this database (after a kill or a stop),
    /// configured as [`ProcessEnv::on_sqlite`].
    pub fn again(&self, name: &str) -> BotProcess {
        self.spawn(name, |env| env)
    }
}

/// [`OnSqlite`] with its first bot process, `bot-1` (configured by `tune`),
/// connected and its commands registered.
pub async fn bot_on_sqlite(tune: impl FnOnce(ProcessEnv) -> ProcessEnv) -> (OnSqlite, BotProcess) {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let db = dir.path().join("hypnosia.db");
    let emu = crate::support::test_emulator().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let w = OnSqlite {
        dir,
        db,
        emu,
        guild,
        channel,
    };
    let bot = w.spawn("bot-1", tune);
    assert!(w.emu.wait_ready(WAIT).await, "the bot connects");
    assert!(
        w.emu.wait_for_command("hypnosia", WAIT).await,
        "the bot registers /hypnosia"
    );
    (w, bot)
}

/// The `DATABASE_URL` of a SQLite file, created when missing.
pub fn sqlite_url(path: &Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

/// Waits until a bot started after `identifies` IDENTIFYs is connected to the
/// gateway (read `identifies` from `gateway_stats` before starting it).
pub async fn wait_connected(emu: &Emulator, identifies: u64) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !matches!(emu.gateway_stats(), (ids, _, true) if ids > identifies) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot connects to the gateway"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A `hypnosia` bot process; killed (and reaped) when dropped, so no test leaves
/// one behind, whatever happens. When the test fails, its log is printed.
pub struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Starts the bot binary against `emu`, in `dir`, configured by `env` and
    /// nothing else (no `.env`: the directory has none; nothing of the shell
    /// the tests run in), logging to `dir/<name>.log`.
    pub fn spawn(emu: &Emulator, dir: &Path, name: &str, env: &ProcessEnv) -> BotProcess {
        let mut vars = vec![
            ("DISCORD_TOKEN", emu.token().to_string()),
            ("DISCORD_API_URL", emu.api_url()),
            ("HYPNOSIA_CDN_URL", emu.cdn_url()),
            // As `BotOptions`: the tests watch games in their channel unless they ask.
            (
                "HYPNOSIA_NEW_SERVERS_IN_THREADS",
                env.in_threads.to_string(),
            ),
            ("DATABASE_URL", env.database.clone()),
            (
                "HYPNOSIA_AI_DELAY_MS",
                env.ai_delay_ms.unwrap_or(0).to_string(),
            ),
            // As `BotOptions`: each click's answer read in place.
            ("HYPNOSIA_CLICK_ANSWER_MS", "1200".to_owned()),
        ];
        if let Some(guild) = env.dev_guild {
            vars.push(("HYPNOSIA_DEV_GUILD", guild.to_string()));
        }
        if let Some(seed) = env.dice_seed {
            vars.push(("HYPNOSIA_DICE_SEED", seed.to_string()));
        }
        if let Some((shard, total)) = env.shard {
            vars.push(("HYPNOSIA_SHARDS", shard.to_string()));
            vars.push(("HYPNOSIA_TOTAL_SHARDS", total.to_string()));
        }
        if let Some(secs) = env.min_turn_timeout_secs {
            vars.push(("HYPNOSIA_MIN_TURN_TIMEOUT_SECS", secs.to_string()));
        }
        if let Some(secs) = env.setup_within_secs {
            vars.push(("HYPNOSIA_SETUP_WITHIN_SECS", secs.to_string()));
        }
        if let Some(ms) = env.first_retry_ms {
            vars.push(("HYPNOSIA_FIRST_RETRY_MS", ms.to_string()));
        }
        if let Some(ms) = env.stop_within_ms {
            vars.push(("HYPNOSIA_STOP_WITHIN_MS", ms.to_string()));
        }
        if let Some(ms) = env.sweep_every_ms {
            vars.push(("HYPNOSIA_SWEEP_EVERY_MS", ms.to_string()));
        }
        if let Some(ms) = env.click_pays_ms {
            vars.push(("HYPNOSIA_CLICK_PAYS_MS", ms.to_string()));
        }
        if let Some(ms) = env.watching_ms {
            vars.push(("HYPNOSIA_WATCHING_MS", ms.to_string()));
        }
        if let Some(ms) = env.post_lease_ms {
            vars.push(("HYPNOSIA_POST_LEASE_MS", ms.to_string()));
        }
        if let Some(ms) = env.faces_fresh_ms {
            vars.push(("HYPNOSIA_FACES_FRESH_MS", ms.to_string()));
        }
        let log = dir.join(format!("{name}.log"));
        let out = File::create(&log).expect("a log file");
        let err = out.try_clone().expect("the log file, twice");
        let child = Command::new(env!("CARGO_BIN_EXE_hypnosia-bot"))
            .env_clear()
            .current_dir(dir)
            .envs(vars)
            .env("RUST_LOG", "hypnosia=info,serenity=warn,poise=warn")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("the hypnosia binary starts");
        BotProcess { child, log }
    }

    /// How many lines of the log contain `needle`, once at least `at_least`
    /// do or `timeout` passed (polled: the log is a file the bot writes).
    pub async fn wait_for_log(&self, needle: &str, at_least: usize, timeout: Duration) -> usize {
        let until = std::time::Instant::now() + timeout;
        loop {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            let n = log.lines().filter(|l| l.contains(needle)).count();
            if n >= at_least || std::time::Instant::now() >= until {
                return n;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// SIGTERM, as a deploy or `systemctl stop` sends it; the exit status, once
    /// the bot exited within `within` (`None`: it did not).
    pub async fn terminate(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill(1) runs");
        assert!(sent.success(), "SIGTERM sent");
        let until = std::time::Instant::now() + within;
        while std::time::Instant::now() < until {
            if let Some(status) = self.child.try_wait().expect("the bot's status") {
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }

    /// The exit status, once the bot exited by itself within `within`
    /// (`None`: it is still running).
    pub async fn exited(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let until = std::time::Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().expect("the bot's status") {
                return Some(status);
            }
            if std::time::Instant::now() >= until {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Everything the bot wrote so far (its log and its last words on stderr).
    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: no shutdown code runs, as when the machine or the process dies.
    pub fn kill(mut self) {
        self.child.kill().expect("kill the bot");
        self.child.wait().expect("reap the bot");
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("---- {} ----\n{log}", self.log.display());
        }
    }
}
