//! Never up and deaf: the set-up after the first Ready (registering the slash
//! commands) is tried again with backoff while Discord fails for a reason that
//! may pass, for at most [`Config::setup_within`]; after that the bot gives up
//! and the process exits non-zero, so that its supervisor (systemd, Docker)
//! starts it again. poise runs its set-up once (it takes the closure), and
//! every event waits for it: a set-up that failed for good would leave the
//! bot online, ignoring every click and command, for ever.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use serenity::all::{Command, CreateCommand, GuildId, Http, HttpBuilder};
use tracing::{info, warn};

use crate::config::Config;
use crate::discord::error::{discord_status, is_transient};
use crate::words::commands::registration_gave_up as gave_up;

/// The longest the set-up keeps trying by default (at most three minutes:
/// past that, a restart by the supervisor is the better try).
pub const SETUP_WITHIN: Duration = Duration::from_secs(180);

/// The pauses between registration attempts, in pauses before a first retry
/// ([`crate::live::Waits::first_retry`], 1 s unless a test shortens it); the
/// last repeats until [`Config::setup_within`] runs out. Two failures cost 6 s.
const BACKOFF: [u32; 5] = [2, 4, 8, 16, 30];

/// The time limit of one registration call: a bulk overwrite of every
/// localised command may take Discord longer than the 10 s of other calls.
const REGISTRATION_CALL_LIMIT: Duration = Duration::from_secs(60);

/// Why the set-up gave up, for [`crate::discord::bot::run`] to return (and so
/// for the process to exit non-zero with it).
pub type GaveUp = Arc<OnceLock<String>>;

/// An HTTP client for registration only, with [`REGISTRATION_CALL_LIMIT`].
fn registration_http(config: &Config, application: u64) -> Result<Http, String> {
    let api = crate::pace::Api::of(config.api_url.as_deref())?;
    let client = api.client(REGISTRATION_CALL_LIMIT)?;
    let mut http = HttpBuilder::new(config.token.expose()).client(client);
    if let Some(proxy) = api.proxy() {
        http = http.proxy(proxy).ratelimiter_disabled(true);
    }
    let http = http.build();
    http.set_application_id(application.into());
    Ok(http)
}

/// Registers `create` (in `guild`, else globally), trying again after a
/// passing failure (a 5xx, a 429, a call past its time limit) until
/// `config.setup_within` has passed. A refusal that no retry changes (a 4xx
/// other than 429) ends the tries at once. The error says what failed and
/// what to do.
pub async fn register_commands(
    config: &Config,
    application: u64,
    guild: Option<u64>,
    create: Vec<CreateCommand>,
) -> Result<Vec<Command>, String> {
    let http = registration_http(config, application)?;
    let within = config.setup_within;
    let started = tokio::time::Instant::now();
    let deadline = started + within;
    let first_retry = config.waits.first_retry;
    let mut pauses = BACKOFF
        .iter()
        .chain(std::iter::repeat(&BACKOFF[4]))
        .map(|&n| first_retry * n);
    let mut attempts = 0u32;
    loop {
        attempts += 1;
        let call = async {
            match guild {
                Some(g) => GuildId::new(g).set_commands(&http, create.clone()).await,
                None => Command::set_global_commands(&http, create.clone()).await,
            }
        };
        let why = match tokio::time::timeout_at(deadline, call).await {
            Ok(Ok(commands)) => {
                if attempts > 1 {
                    info!(attempts, "the slash commands are registered");
                }
                return Ok(commands);
            }
            Ok(Err(e)) if !is_transient(&e) => {
                return Err(gave_up(&e.to_string(), discord_status(&e), attempts, None));
            }
            Ok(Err(e)) => e.to_string(),
            Err(_) => "no answer within the set-up's time".to_owned(),
        };
        let pause = pauses.next().expect("the pauses repeat");
        if tokio::time::Instant::now() + pause >= deadline {
            return Err(gave_up(&why, None, attempts, Some(within)));
        }
        warn!(error = %why, attempt = attempts, ?pause, "registering the slash commands failed; trying again");
        tokio::time::sleep(pause).await;
    }
}
