//! Starting the end-to-end tests' world: the bot's options, the emulator
//! (with Discord's rate limits, shortened), the bot run against it, and the
//! set-ups several tests share on a runtime of their own.

use std::future::Future;
use std::sync::LazyLock;
use std::time::Duration;

use hypnosia::config::Config;
use hypnosia::live::Waits;
use hypnosia_emulator::{Emulator, EmulatorConfig, RateLimits};
use serenity::all::{ChannelId, GuildId};
use tokio::runtime::Runtime;
use tokio::sync::OnceCell;

use super::WAIT;

/// How the bot is started.
pub struct BotOptions {
    pub dice_seed: u64,
    /// Register the commands in the test guild (false: globally, needed for DMs).
    pub guild_commands: bool,
    pub min_turn_timeout: Duration,
    /// Parse every dispatch with serenity in the emulator too (see `EmulatorConfig`).
    pub validate_payloads: bool,
    /// The pause before each computer move (the bot's default is 1.2 s).
    pub ai_delay: Duration,
    /// The database (default: a SQLite database in memory).
    pub database_url: Option<String>,
    /// Whether the test's new server plays in threads. The bot's default is
    /// yes; most tests watch a game in its channel, so theirs is no
    /// (`tests/e2e/threads.rs` checks the default).
    pub new_servers_in_threads: bool,
    /// How long retries, the sweep and the store wait (the bot's defaults;
    /// what heals by itself is proven in the engine's tests, with brief waits).
    pub waits: Waits,
    /// How long a click waits for its answer before it is deferred: 1.2 s
    /// here, so that the tests read each click's answer in place (the bot's
    /// 25 ms would defer some clicks of a debug build on a busy machine);
    /// `answer::` runs the bot's own.
    pub click_answer: Duration,
}

/// The bot's waits, but a click's answer waited for 1.2 s (see
/// [`BotOptions::click_answer`]), for tests that build their bot's `Config`.
pub fn e2e_waits() -> Waits {
    Waits {
        click_answer: hypnosia::discord::answer::ANSWER_BY,
        ..Waits::default()
    }
}

impl Default for BotOptions {
    fn default() -> Self {
        BotOptions {
            dice_seed: 11,
            guild_commands: true,
            min_turn_timeout: Duration::from_secs(30),
            validate_payloads: true,
            ai_delay: Duration::ZERO,
            database_url: None,
            new_servers_in_threads: false,
            waits: Waits::default(),
            click_answer: hypnosia::discord::answer::ANSWER_BY,
        }
    }
}

impl BotOptions {
    /// The bot with turns as short as 1 s allowed, for games whose turns time
    /// out within a test.
    pub fn short_turns() -> BotOptions {
        BotOptions {
            min_turn_timeout: Duration::from_secs(1),
            ..BotOptions::default()
        }
    }

    /// The bot giving a call to Discord up after 3 s (10 s by default), for
    /// tests of an answer that never comes.
    /// What follows a click shown by channel calls, as what no click pays
    /// for is (a time-out, the sweep): the tests of those calls' failures.
    pub fn channel_calls() -> BotOptions {
        BotOptions {
            waits: Waits {
                click_pays: Duration::ZERO,
                ..Waits::default()
            },
            ..BotOptions::default()
        }
    }

    pub fn short_call_limit() -> BotOptions {
        BotOptions {
            waits: Waits {
                call_limit: Duration::from_secs(3),
                ..Waits::default()
            },
            ..BotOptions::default()
        }
    }
}

/// A running emulator with one guild and channel, and the bot connected to it.
pub struct World {
    pub emu: Emulator,
    pub guild: GuildId,
    pub channel: ChannelId,
}

/// Starts the emulator and the bot, and waits until `/hypnosia` is registered.
pub async fn start(options: BotOptions) -> World {
    let w = emulator(&options).await;
    run_bot(&w, options).await;
    w
}

/// Discord's rate limits with each route's window fifty times shorter (the
/// global 50 calls a second as Discord's): tests play at machine speed, tens of
/// moves a second in one channel with no pause before a computer's move, where
/// people take seconds each, and a test must not wait seconds on real time. The
/// limits still hold: the bot learns each bucket from the headers and waits,
/// and any 429 is a violation.
pub fn test_rate_limits() -> RateLimits {
    let discord = RateLimits::default();
    RateLimits {
        route_window: discord.route_window / 50,
        ..discord
    }
}

/// An emulator with [`test_rate_limits`].
pub async fn test_emulator() -> Emulator {
    Emulator::start_with(EmulatorConfig {
        rate_limits: test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await
}

/// The emulator with one guild and channel, no bot yet (see [`run_bot`]).
pub async fn emulator(options: &BotOptions) -> World {
    emulator_with(EmulatorConfig {
        validate_payloads: options.validate_payloads,
        rate_limits: test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await
}

/// The emulator of `config` with one guild and channel, no bot yet.
pub async fn emulator_with(config: EmulatorConfig) -> World {
    let emu = Emulator::start_with(config).await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    World {
        emu,
        guild,
        channel,
    }
}

/// Starts the bot against `w`'s emulator and waits until `/hypnosia` is registered.
pub async fn run_bot(w: &World, options: BotOptions) {
    let emu = &w.emu;
    let config = Config {
        token: emu.token().parse().expect("token"),
        database_url: options
            .database_url
            .unwrap_or_else(|| "sqlite::memory:".into())
            .into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: options.guild_commands.then_some(w.guild.get()),
        ai_delay: options.ai_delay,
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(options.dice_seed),
        min_turn_timeout: options.min_turn_timeout,
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: options.new_servers_in_threads,
        waits: Waits {
            click_answer: options.click_answer,
            ..options.waits
        },
        ceilings: Default::default(),
    };
    tokio::spawn(hypnosia::discord::bot::run(config));
    assert!(emu.wait_ready(WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the bot registers /hypnosia"
    );
}

/// The runtime of the set-ups several tests share (see [`shared`]). It
/// outlives every test: the bot and the emulator of a test's own runtime
/// would stop when the test that started them ends.
static SHARED_RUNTIME: LazyLock<Runtime> = LazyLock::new(|| {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("the shared set-ups' runtime")
});

/// A set-up that several tests only read, built by the first of them to ask
/// and kept for the others until the test binary ends: a story that takes
/// seconds to set up (a whole game, a burst of clicks) is set up once, not
/// once per behaviour it proves. A set-up that panics fails the test that
/// built it, and the next test to ask tries again.
pub async fn shared<T, F>(cell: &'static OnceCell<T>, build: fn() -> F) -> &'static T
where
    T: Send + Sync + 'static,
    F: Future<Output = T> + Send + 'static,
{
    cell.get_or_init(|| async {
        match SHARED_RUNTIME.spawn(build()).await {
            Ok(set_up) => set_up,
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                Err(e) => panic!("the shared set-up did not finish: {e}"),
            },
        }
    })
    .await
}
