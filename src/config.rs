//! Bot configuration from the environment (and `.env`, loaded by `main` through
//! dotenvy), mirrored by command-line flags of the top-level `hypnosia` command.
//!
//! The token is wrapped in [`Token`], whose `Debug` and `Display` never show it, so
//! that no log line, panic message or `--help` output can leak it; the database
//! URL in a [`DatabaseUrl`], which shows itself without its password.

use std::sync::Arc;
use std::time::Duration;

use crate::heavy::Lanes;
use crate::live::Sharding;
use crate::platform::permissions::{NEEDED_PERMISSIONS, add_to_my_apps_url, invite_url};
use crate::store::DatabaseUrl;
use crate::table::{Ceilings, TimeoutRange};

pub use crate::pace::token::Token;

/// Flags of the bot (the top-level `hypnosia` command without a subcommand).
#[derive(clap::Args, Debug, Clone)]
pub struct BotArgs {
    /// The bot token from the Discord developer portal (Bot tab).
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true, global = false)]
    pub token: Option<Token>,
    /// Where games, results and settings are stored: a SQLite file (one process)
    /// or `postgres://…` (any number of processes).
    // `hide_env_values`: `--help` would otherwise print the URL, password and all.
    #[arg(
        long,
        env = "DATABASE_URL",
        hide_env_values = true,
        default_value = "sqlite://hypnosia.db?mode=rwc"
    )]
    pub database_url: DatabaseUrl,
    /// Send every REST call to this base URL instead of discord.com (e.g. a test
    /// emulator); the gateway address then comes from that API's `/gateway` answer.
    #[arg(long, env = "DISCORD_API_URL")]
    pub api_url: Option<String>,
    /// Fetch people's avatars from this base URL instead of Discord's CDN
    /// (e.g. a test emulator's).
    #[arg(
        long,
        env = "HYPNOSIA_CDN_URL",
        default_value = "https://cdn.discordapp.com"
    )]
    pub cdn_url: String,
    /// Register the slash commands in this one server (instant) instead of globally.
    #[arg(long, env = "HYPNOSIA_DEV_GUILD")]
    pub dev_guild: Option<u64>,
    /// Pause before each computer move, so people can follow (milliseconds).
    #[arg(long, env = "HYPNOSIA_AI_DELAY_MS", default_value_t = 1200)]
    pub ai_delay_ms: u64,
    /// An idle lobby closes itself after this many seconds.
    #[arg(long, env = "HYPNOSIA_LOBBY_IDLE_SECS", default_value_t = 30 * 60)]
    pub lobby_idle_secs: u64,
    /// The shards this process connects, e.g. `0-3` (with --total-shards); it runs
    /// the games of their servers only. Without it, every shard (automatic).
    #[arg(long, env = "HYPNOSIA_SHARDS")]
    pub shards: Option<String>,
    /// How many shards all processes hold together (with --shards).
    #[arg(long, env = "HYPNOSIA_TOTAL_SHARDS")]
    pub total_shards: Option<u32>,
    /// Seed the dice (tests only: makes games reproducible and predictable).
    #[arg(long, env = "HYPNOSIA_DICE_SEED", hide = true)]
    pub dice_seed: Option<u64>,
    /// Shortest turn time-out a lobby or server may choose, in seconds (tests only:
    /// end-to-end tests of time-outs use 3 s turns; players get 30 s at least).
    #[arg(
        long,
        env = "HYPNOSIA_MIN_TURN_TIMEOUT_SECS",
        default_value_t = 30,
        hide = true
    )]
    pub min_turn_timeout_secs: u64,
    /// How long the start-up keeps trying to register the slash commands
    /// while Discord fails, before the bot exits non-zero for its supervisor
    /// to start it again (at most 180 s; tests lower it).
    #[arg(
        long,
        env = "HYPNOSIA_SETUP_WITHIN_SECS",
        default_value_t = 180,
        hide = true
    )]
    pub setup_within_secs: u64,
    /// Whether a server that never chose plays its games in threads of their
    /// own (where the bot may create threads; its admins can change it with
    /// `/hypnosia settings threads`).
    #[arg(
        long,
        env = "HYPNOSIA_NEW_SERVERS_IN_THREADS",
        default_value_t = true,
        action = clap::ArgAction::Set
    )]
    pub new_servers_in_threads: bool,
    /// The pause before failed background work is first tried again, in
    /// milliseconds (tests only; default 1 000, doubling for 5 retries).
    #[arg(long, env = "HYPNOSIA_FIRST_RETRY_MS", hide = true)]
    pub first_retry_ms: Option<u64>,
    /// How often the sweep runs, in milliseconds (tests only; default 15 000).
    #[arg(long, env = "HYPNOSIA_SWEEP_EVERY_MS", hide = true)]
    pub sweep_every_ms: Option<u64>,
    /// How long a SQLite write waits for another writer, in milliseconds
    /// (tests only; default 5 000).
    #[arg(long, env = "HYPNOSIA_BUSY_TIMEOUT_MS", hide = true)]
    pub busy_timeout_ms: Option<u64>,
    /// How long a call waits for a PostgreSQL connection, in milliseconds
    /// (tests only; default 10 000).
    #[arg(long, env = "HYPNOSIA_ACQUIRE_LIMIT_MS", hide = true)]
    pub acquire_limit_ms: Option<u64>,
    /// How long one call to Discord may take, in milliseconds (tests only;
    /// default 10 000).
    #[arg(long, env = "HYPNOSIA_CALL_LIMIT_MS", hide = true)]
    pub call_limit_ms: Option<u64>,
    /// How long the pace's open breaker waits before a probe, in
    /// milliseconds (tests only; default 30 000).
    #[arg(long, env = "HYPNOSIA_BREAKER_PROBE_MS", hide = true)]
    pub breaker_probe_ms: Option<u64>,
    /// How long a click pays for what follows it, in milliseconds (tests
    /// only; default 840 000; 0: what follows a click uses channel calls).
    #[arg(long, env = "HYPNOSIA_CLICK_PAYS_MS", hide = true)]
    pub click_pays_ms: Option<u64>,
    /// How long a player who clicked is taken to be watching, in
    /// milliseconds (tests only; default 60 000).
    #[arg(long, env = "HYPNOSIA_WATCHING_MS", hide = true)]
    pub watching_ms: Option<u64>,
    /// How long a click waits for its answer before it is deferred, in
    /// milliseconds (tests only; default 25; 0: every click deferred at once).
    #[arg(long, env = "HYPNOSIA_CLICK_ANSWER_MS", hide = true)]
    pub click_answer_ms: Option<u64>,
    /// How long a process holds an owed post to itself, in milliseconds
    /// (tests only; default 60 000; whole seconds, one at least).
    #[arg(long, env = "HYPNOSIA_POST_LEASE_MS", hide = true)]
    pub post_lease_ms: Option<u64>,
    /// How long a stop may take before the process exits, in milliseconds
    /// (tests only; default 9 000).
    #[arg(long, env = "HYPNOSIA_STOP_WITHIN_MS", hide = true)]
    pub stop_within_ms: Option<u64>,
    /// How long a member's avatar is taken as known, in milliseconds (tests
    /// only; default a day).
    #[arg(long, env = "HYPNOSIA_FACES_FRESH_MS", hide = true)]
    pub faces_fresh_ms: Option<u64>,
    #[command(flatten)]
    pub ceilings: CeilingFlags,
}

/// The operator's ceilings as flags ([`Ceilings`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::Args)]
pub struct CeilingFlags {
    /// The most open lobbies and running games any one server may allow
    /// (`/hypnosia settings limit`; at least 20).
    #[arg(
        long = "max-tables-per-server",
        env = "HYPNOSIA_MAX_TABLES_PER_SERVER",
        default_value_t = Ceilings::default().tables_per_server
    )]
    pub tables_per_server: u32,
    /// The most running games any one server may allow each member
    /// (`/hypnosia settings member-limit`; at least 5).
    #[arg(
        long = "max-member-games",
        env = "HYPNOSIA_MAX_MEMBER_GAMES",
        default_value_t = Ceilings::default().member_games
    )]
    pub member_games: u32,
}

impl From<CeilingFlags> for Ceilings {
    fn from(flags: CeilingFlags) -> Ceilings {
        Ceilings {
            tables_per_server: flags.tables_per_server,
            member_games: flags.member_games,
        }
    }
}

/// The bot's configuration, checked.
#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    /// Printed (`Debug`, logs, errors) without its password.
    pub database_url: DatabaseUrl,
    pub api_url: Option<String>,
    /// Where people's avatars are fetched from (no trailing slash).
    pub cdn_url: String,
    pub dev_guild: Option<u64>,
    pub ai_delay: Duration,
    pub lobby_idle: Duration,
    pub dice_seed: Option<u64>,
    /// Shortest allowed turn time-out (30 s unless a test lowers it).
    pub min_turn_timeout: Duration,
    /// The shards this process holds, and so the servers whose games it runs.
    pub sharding: Sharding,
    /// How long the start-up tries to register the commands before the bot
    /// gives up and exits non-zero ([`crate::discord::start::SETUP_WITHIN`]).
    pub setup_within: Duration,
    /// Whether servers that never chose play in threads
    /// ([`crate::store::Store::with_new_servers_in_threads`]).
    pub new_servers_in_threads: bool,
    /// How long retries, the sweep, the store, a refused channel and the
    /// allowance of heavy work wait ([`crate::live::Waits`]; tests shorten them).
    pub waits: crate::live::Waits,
    /// The most a server's admins may set its limits to.
    pub ceilings: Ceilings,
}

/// The drawing lanes of the bots started in this process, by their API's URL.
#[cfg(feature = "testing")]
static BOTS_LANES: std::sync::Mutex<Vec<(Option<String>, std::sync::Weak<Lanes>)>> =
    std::sync::Mutex::new(Vec::new());

/// The drawing lanes of the bot started with `api_url`, while it runs.
#[cfg(feature = "testing")]
#[doc(hidden)]
pub fn lanes_of_bot_at(api_url: &str) -> Option<Arc<Lanes>> {
    let bots = BOTS_LANES.lock().unwrap_or_else(|e| e.into_inner());
    let at = Some(api_url);
    let mut running = bots.iter().rev().filter(|(url, _)| url.as_deref() == at);
    running.find_map(|(_, lanes)| lanes.upgrade())
}

/// Why the bot cannot start; the message says what to do.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{}", missing_token_help())]
    MissingToken,
    #[error("DISCORD_API_URL must start with http:// or https:// (got `{0}`)")]
    BadApiUrl(String),
    #[error("HYPNOSIA_CDN_URL must start with http:// or https:// (got `{0}`)")]
    BadCdnUrl(String),
    #[error("{0}")]
    BadShards(String),
}

impl Config {
    /// How the engine runs this process's tables.
    pub fn live_settings(&self) -> crate::live::Settings {
        crate::live::Settings {
            ai_delay: self.ai_delay,
            lobby_idle: self.lobby_idle,
            dice_seed: self.dice_seed,
            sharding: self.sharding,
            waits: self.waits,
        }
    }

    /// This process's drawing lanes, one live slot per CPU; the tests find
    /// them by [`Config::api_url`] (`lanes_of_bot_at`) to hold them busy.
    pub fn drawing_lanes(&self) -> Arc<Lanes> {
        let lanes = Arc::new(Lanes::for_this_machine());
        #[cfg(feature = "testing")]
        (BOTS_LANES.lock().unwrap_or_else(|e| e.into_inner()))
            .push((self.api_url.clone(), Arc::downgrade(&lanes)));
        lanes
    }

    /// The turn time-outs lobbies and settings may choose.
    pub fn timeouts(&self) -> TimeoutRange {
        TimeoutRange::with_shortest(self.min_turn_timeout)
    }

    /// Checks the flags; without a token the error explains how to get one.
    pub fn from_args(args: BotArgs) -> Result<Config, ConfigError> {
        let token = args.token.ok_or(ConfigError::MissingToken)?;
        let api_url = match args.api_url.filter(|u| !u.trim().is_empty()) {
            Some(url) if url.starts_with("http://") || url.starts_with("https://") => {
                Some(url.trim_end_matches('/').to_owned())
            }
            Some(url) => return Err(ConfigError::BadApiUrl(url)),
            None => None,
        };
        let cdn_url = args.cdn_url.trim();
        if !(cdn_url.starts_with("http://") || cdn_url.starts_with("https://")) {
            return Err(ConfigError::BadCdnUrl(args.cdn_url));
        }
        let cdn_url = cdn_url.trim_end_matches('/').to_owned();
        let sharding = Sharding::from_flags(args.shards.as_deref(), args.total_shards)
            .map_err(ConfigError::BadShards)?;
        let ms = |flag: Option<u64>, default: Duration| flag.map_or(default, Duration::from_millis);
        let mut waits = crate::live::Waits::default();
        waits.first_retry = ms(args.first_retry_ms, waits.first_retry);
        waits.sweep_every =
            ms(args.sweep_every_ms, waits.sweep_every).max(Duration::from_millis(1));
        waits.store.busy_timeout = ms(args.busy_timeout_ms, waits.store.busy_timeout);
        waits.store.acquire_limit = ms(args.acquire_limit_ms, waits.store.acquire_limit);
        waits.call_limit = ms(args.call_limit_ms, waits.call_limit).max(Duration::from_millis(1));
        waits.stop_within = ms(args.stop_within_ms, waits.stop_within);
        waits.breaker_probe = ms(args.breaker_probe_ms, waits.breaker_probe);
        waits.click_pays = ms(args.click_pays_ms, waits.click_pays);
        waits.watching = ms(args.watching_ms, waits.watching);
        waits.click_answer = ms(args.click_answer_ms, waits.click_answer);
        waits.post_lease = ms(args.post_lease_ms, waits.post_lease);
        waits.faces_fresh = ms(args.faces_fresh_ms, waits.faces_fresh);
        Ok(Config {
            token,
            database_url: args.database_url,
            api_url,
            cdn_url,
            dev_guild: args.dev_guild,
            ai_delay: Duration::from_millis(args.ai_delay_ms),
            lobby_idle: Duration::from_secs(args.lobby_idle_secs.max(1)),
            dice_seed: args.dice_seed,
            min_turn_timeout: Duration::from_secs(args.min_turn_timeout_secs.max(1)),
            sharding,
            setup_within: Duration::from_secs(args.setup_within_secs.clamp(1, 180)),
            new_servers_in_threads: args.new_servers_in_threads,
            waits,
            ceilings: Ceilings::from(args.ceilings).held(),
        })
    }
}

fn setup_steps(application_id: Option<u64>) -> String {
    let names: Vec<&str> = NEEDED_PERMISSIONS.iter().map(|(_, n)| *n).collect();
    format!(
        "To create a bot:\n\
         1. Open https://discord.com/developers/applications and press \"New Application\".\n\
         2. In the \"Bot\" tab press \"Reset Token\" and copy the token.\n\
         3. Start the bot with it: DISCORD_TOKEN=<token> hypnosia  (or put DISCORD_TOKEN=<token> in a .env file).\n\
            No privileged gateway intent is needed (the bot only uses the Guilds intent).\n\
         4. Invite it to your server (scopes bot + applications.commands; permissions {}):\n   {}\n\
         5. To let people play in DMs, group DMs and servers without the bot: in the \"Installation\" tab\n\
            tick \"User Install\"; each player then adds it to their account with:\n   {}",
        names.join(", "),
        invite_url(application_id),
        add_to_my_apps_url(application_id)
    )
}

/// What to print when no token was given.
pub fn missing_token_help() -> String {
    format!(
        "no Discord bot token: set DISCORD_TOKEN or pass --token.\n{}",
        setup_steps(None)
    )
}

/// What to print when Discord refused the token.
pub fn rejected_token_help(token: &Token) -> String {
    format!(
        "Discord rejected the bot token (401 Unauthorized): it is wrong, or it was reset.\n\
         Copy a fresh one from the \"Bot\" tab of your application.\n{}",
        setup_steps(token.application_id())
    )
}

/// Caps glibc's malloc at two arenas (its default is eight per core). Boards
/// of about 100 KB are drawn on the blocking threads and sent from the
/// runtime's: with an arena per thread, each keeps its freed memory, and the
/// bot's memory grew with the click rate (`benches/README.md`, `load`).
/// Elsewhere than glibc, nothing to do.
#[allow(unsafe_code)]
pub fn limit_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a parameter of the allocator; called at the
    // start, before the threads that allocate.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}
