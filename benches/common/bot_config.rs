//! The bot's settings every bench starts it with: one process against the
//! emulator, games kept open an hour, the operator's ceiling raised so that
//! one server holds every table of the bench.

use std::time::Duration;

use hypnosia::config::Config;

/// Where the bot runs and what it plays: the emulator's token and addresses,
/// the store, the server its commands are registered in, the computers'
/// pause and the dice's seed.
pub struct BotAt {
    pub token: String,
    pub database_url: String,
    pub api_url: String,
    pub cdn_url: String,
    pub dev_guild: Option<u64>,
    pub ai_delay: Duration,
    pub dice_seed: u64,
}

/// The settings of a bench's bot at `at`, a server holding up to
/// `tables_per_server` open tables.
pub fn bench_bot(at: BotAt, tables_per_server: u32) -> Config {
    Config {
        token: at.token.parse().expect("the emulator's token"),
        database_url: at.database_url.into(),
        api_url: Some(at.api_url),
        cdn_url: at.cdn_url,
        dev_guild: at.dev_guild,
        ai_delay: at.ai_delay,
        lobby_idle: Duration::from_secs(3600),
        dice_seed: Some(at.dice_seed),
        min_turn_timeout: Duration::from_secs(30),
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: Default::default(),
        ceilings: hypnosia::table::Ceilings {
            tables_per_server,
            ..Default::default()
        },
    }
}
