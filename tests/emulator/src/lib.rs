//! # Discord emulator
//!
//! A fake Discord on `127.0.0.1` — REST under `/api/v10` and a gateway websocket — that the
//! real, unmodified poise/serenity bot connects to. Nothing talks to the real Discord.
//!
//! The crate `hypnosia-emulator` (`tests/emulator/`) is a dev-dependency of the bot, for its
//! end-to-end tests and its load benchmark. Its API: [`Emulator`] (world set-up, injected
//! interactions, waits, the clock, recorded violations), [`EmulatorConfig`], and what a test
//! reads back ([`EmuMessage`], [`Response`], [`InteractionHandle`], [`Violation`], …).
//!
//! ```ignore
//! use hypnosia_emulator::Emulator;
//! let emu = Emulator::start().await;
//! let guild = emu.add_guild("Test guild");
//! let channel = emu.add_channel(guild, "games");
//! let alice = emu.add_user("alice");
//! // Point the bot at the emulator (DISCORD_API_URL = emu.api_url()):
//! //   (or HttpBuilder::new(emu.token()).proxy(emu.plain_api_url()).ratelimiter_disabled(true))
//! emu.wait_ready(Duration::from_secs(10)).await;
//! emu.wait_for_command("hypnosia", Duration::from_secs(10)).await;
//! let h = emu.slash(alice, channel, "hypnosia new", &[("seats", json!(4))]);
//! let r = h.response().await;                      // type, message, latency
//! let msg = r.message.unwrap();
//! let join = emu.click_label(alice, channel, msg.id, "Join");
//! join.response().await;
//! emu.assert_no_violations();
//! ```
//!
//! ## Model
//! * Every user is a member of every guild. The bot has a managed role with
//!   [`EmulatorConfig::bot_permissions`]; `@everyone` has [`EmulatorConfig::everyone_permissions`].
//!   [`Emulator::set_channel_permission`] adds a member overwrite for the bot (and dispatches
//!   CHANNEL_UPDATE, so serenity's cache agrees).
//! * Messages are kept per channel as Discord stores them (content, embeds, components,
//!   attachments with their bytes). Ephemeral messages are kept per interaction and per user.
//! * The clock used for Discord's time limits (3 s to answer, 15 min token lifetime) is the
//!   emulator's own; [`Emulator::advance_clock`] moves it forward.
//! * Breaking a Discord rule answers the way Discord would (error code + message) and records a
//!   [`Violation`]; tests end with [`Emulator::assert_no_violations`]. Unknown routes are
//!   violations too (and 404). Dispatches serenity could not parse are recorded as
//!   `emulator-shape` violations (serenity would drop them silently).
//! * **Discord's OpenAPI description**: every request body (JSON, or the `payload_json` of a
//!   multipart upload) — message creates and edits, interaction callbacks, follow-ups and their
//!   edits, command registration, threads, everything — is validated against Discord's own
//!   description of its REST API (`tests/emulator/openapi/openapi.json`, copied unchanged
//!   from `discord/discord-api-spec`, MIT): the operation by method and path, its
//!   `requestBody` schema, JSON Schema 2020-12 (the `boon` crate), compiled once per process
//!   when its first emulator starts. A body it refuses is answered 400, code 50035 "Invalid Form Body" with
//!   Discord's nested `errors` (`{"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
//!   "message": …}]}}`), and recorded as an `openapi` violation. The leniencies of the real API
//!   that the description does not show (snowflakes as integers; unions read by their `type`;
//!   other `x-discord-union` unions as `anyOf`) are listed in `src/openapi.rs`. The emulator's
//!   own checks of Discord's documented limits (6 000 embed characters, unique custom ids, …)
//!   run after it.
//! * **Rate limits**, as Discord enforces them, on every call (`rate_limits.rs`): each route's
//!   bucket with Discord's `X-RateLimit-*` headers, 50 calls a second in all (interaction
//!   callbacks and webhooks apart), 429s with `retry_after`, `global` and `X-RateLimit-Scope`
//!   (each a `rate-limit` violation), and the invalid requests of the last 10 minutes:
//!   [`Emulator::rate_limit_stats`]. [`EmulatorConfig::rate_limits`] may shorten the windows.
//! * **Idempotent posts**: a message create with a `nonce` and `enforce_nonce: true` that an
//!   earlier create of the bot in the same channel made within [`NONCE_WINDOW`] (3 minutes on
//!   the emulator clock) is answered 200 with that first message, and nothing is posted again;
//!   [`Emulator::deduplicated_posts`] counts them, [`EmuMessage::nonce`] keeps the nonce.
//! * Failures the test provokes (below) answer as Discord does but record no violation when the
//!   bot could not have avoided the call (the thread was archived or the message deleted while
//!   its request was on the way); the test judges the bot by what it does next. 403s stay
//!   `permissions` violations: Discord counts them toward its invalid-request ban and expects a
//!   bot to check its permissions first, so a test that takes a permission away ends with
//!   [`Emulator::take_violations`] and checks the rules it expects.
//!
//! ## Unhappy paths
//! * **Threads in threads**: creating a thread (from a message or not) anywhere but a guild text
//!   channel answers 400, code 50024 "Cannot execute action on this channel type".
//!   [`Emulator::add_thread`]`(parent, name)` opens a public thread as a member would, so a test
//!   can start a lobby inside a thread.
//! * **Archived and locked threads**: [`Emulator::archive_thread`]`(thread, locked)`,
//!   [`Emulator::unarchive_thread`], [`Emulator::thread_state`]. In an archived thread a bot
//!   edit (channel route or `@original`) answers 400, 50083 "Thread is archived"; a bot post
//!   unarchives the thread (THREAD_UPDATE) unless it is locked, then 50083 too. In a locked
//!   thread that is still active the bot needs Manage Threads (it has it by default) to post or
//!   edit, else 403 50013. Slash commands cannot be injected in an archived thread (clients
//!   don't offer them there). Interaction responses ignore the thread's state.
//! * **Notifications**: a message notifies the users it mentions, as far as its
//!   `allowed_mentions` allow them, when it is created (or its deferral filled) without the
//!   SUPPRESS_NOTIFICATIONS flag (1 << 12); an edit never notifies. Each user's are kept, deleted
//!   messages' included: [`Emulator::notifications`]`(user)`. In a DM or group DM every message
//!   another posts without that flag notifies each member, mention or not:
//!   [`Emulator::alerts`]`(user)`, the loud messages a person heard.
//! * **Deleted messages**: [`Emulator::delete_message`]`(channel, message)` deletes like a
//!   moderator: MESSAGE_DELETE reaches the bot only with the Guild Messages intent (Direct
//!   Messages in DMs), the gateway filters dispatches by the intents sent in IDENTIFY; later
//!   fetches, edits and deletes answer 404, 10008 "Unknown Message"; clicks on its components
//!   cannot be injected (`try_click` returns an error).
//! * **Permissions** ([`Emulator::set_channel_permission`]): posting needs View Channel (else
//!   403, 50001 "Missing Access"), Send Messages (Send Messages in Threads in a thread), and
//!   Embed Links / Attach Files when the message has embeds / files (else 403, 50013 "Missing
//!   Permissions"). Editing an own message needs View Channel and the Embed Links / Attach Files
//!   its new embeds / files call for, not Send Messages (Discord lets a muted bot edit).
//!   Interaction responses, follow-ups and `@original` edits need no channel permission at all,
//!   as on Discord.
//! * **Avatars** (`cdn.rs`): [`Emulator::set_avatar`] gives a user (or a member) an avatar
//!   hash, and the CDN at [`Emulator::cdn_url`] serves it as PNG, JPEG, WebP or an animated
//!   GIF, or fails: 404, no answer, a corrupt file, a 20 000 × 20 000 PNG header.
//! * **Doors that close** (`doors.rs`): [`Emulator::delete_channel`] deletes a channel or
//!   thread (CHANNEL_DELETE / THREAD_DELETE; later calls there answer 404, 10003 "Unknown
//!   Channel"), [`Emulator::remove_bot`] removes the bot from a server (GUILD_DELETE without
//!   `unavailable`; later calls to its channels answer 403, 50001 "Missing Access").
//!   [`Emulator::refused_calls`] counts every REST call answered with a 4xx, which Discord
//!   counts toward its invalid-request limit (10 000 in 10 minutes).
//! * **User installs** (`installs.rs`, Discord's "User-installed apps"):
//!   [`Emulator::add_group_dm`], [`Emulator::add_dm_between`] and
//!   [`Emulator::add_guild_without_bot`] make places where the bot is not a member: it hears no
//!   event of them, and every call there with its token (post, edit, delete, read, thread,
//!   the server's routes) answers 403, 50001 "Missing Access" (a `no-access` violation).
//!   [`Emulator::install_for_user`] adds the app to a person's account. Each injected
//!   interaction carries `context` (0 server, 1 the bot's DM, 2 group DM or DM between people),
//!   `authorizing_integration_owners` (`{"0": guild}` where the bot is in the server, `"0"` in
//!   its DM, `{"1": user}` for the user install of the person who ran the command, kept by
//!   clicks on its messages whoever clicks), no `guild_id` outside servers and `app_permissions`
//!   as Discord sends them; the command's `integration_types` (server install by default) and
//!   `contexts` (all by default) decide where it may be injected at all (otherwise
//!   `try_slash` / `try_user_command` return an error), and
//!   [`Emulator::try_slash_authorized`] names the [`Installs`] that authorize it. Where only the
//!   user install authorizes an interaction, a 6th follow-up answers 400, 40094
//!   (`followup-limit`; filling a deferral counts), and in a server where the invoking person
//!   lacks [`USE_EXTERNAL_APPS`] ([`Emulator::set_external_apps`]) every message it creates is
//!   ephemeral, whatever the app asked. A callback with `?with_response=true` answers 200 with
//!   the interaction callback response (`response_message_ephemeral`, the message). Tokens
//!   expire [`EmulatorConfig::token_lifetime`] (15 minutes) after the interaction, on the
//!   emulator clock: later webhook calls answer 401, 50027 (`token-expired`), so
//!   [`Emulator::advance_clock`] lets a test leave a game for 20 minutes in no time.
//! * **Injected failures**: [`Emulator::fail_next`]`(route, failure)` /
//!   [`Emulator::fail_times`] answer the next matching REST calls with a [`Failure`] (429 with
//!   Discord's headers and body, a 5xx, or any Discord error) without applying them;
//!   [`Emulator::fail_after`] lets a number of matching calls through first.
//!   `route` is `"METHOD /path"` with `{…}` for any segment, e.g.
//!   `"POST /channels/{id}/messages"`. After a 429, calls to the same bucket (or any, for a
//!   global one) before `retry_after` ran out on the emulator clock get 429 again and a
//!   `rate-limit` violation. [`Emulator::pending_failures`],
//!   [`Emulator::wait_failures_served`] and [`Emulator::clear_failures`] follow them.
//! * **No answer**: [`Failure::NoAnswer`]` { applied, answer_after }` accepts the call and holds
//!   its answer back for ever (`answer_after: None`) or for a while (real time), for testing the
//!   bot's time limits and its retries. With `applied: true` the call takes effect at once (the
//!   message is posted and dispatched; [`Failure::answer_lost`]) and only the answer is lost or
//!   late; with `applied: false` nothing happens until the answer is let go
//!   ([`Failure::no_answer`]: never). E.g. `emu.fail_next("POST /channels/{id}/messages",
//!   Failure::answer_lost())`, then a post retried with the same enforced nonce is answered with
//!   the first message. A held call goes on if its client gives up (the bot's time limit);
//!   [`Emulator::held_calls`] / [`Emulator::wait_held_calls`] count the calls held so far;
//!   dropping the emulator lets them go.
//! * **A dropped connection**: [`Failure::HangUp`] reads the call and closes the connection
//!   with no answer, applying nothing. [`Emulator::issued_tokens`] lists every interaction
//!   token the emulator issued, for a test that looks for secrets in a log.
//! * **Sockets that send at once**: every connection the emulator accepts (REST, the
//!   gateway, over TLS or not) has Nagle's algorithm off, as Discord's servers send: with
//!   it on, an event or an answer could wait up to 40 ms for the bot's delayed
//!   acknowledgement of the one before, a wait the bot was then measured for.
//!
//! ## Serenity notes
//! * `HttpBuilder::proxy(url)` replaces the `https://discord.com` prefix of every REST URL, so
//!   pass the base `http://127.0.0.1:PORT` (no `/api/v10`).
//! * serenity 0.12 asks `GET /gateway` (not `/gateway/bot`) for the websocket URL and falls back
//!   to `wss://gateway.discord.gg` if that fails; it appends `?v=10` and connects with plain
//!   `ws://` fine. It ignores READY's `resume_gateway_url` and resumes on the original URL.
//! * serenity 0.12's ratelimiter ignores the proxy and always calls `https://discord.com`: a
//!   client that keeps it on resolves `discord.com` to [`Emulator::api_url`]'s address (the API
//!   over TLS, a self-signed certificate: `tls.rs`), as the bot does. [`Emulator::http`] and
//!   [`Emulator::plain_api_url`] are the plain-HTTP way, with the ratelimiter disabled, and
//!   then serenity retries nothing: every 429 and 5xx surfaces as
//!   `Error::Http(HttpError::UnsuccessfulRequest(e))` with `e.status_code`. Discord's 429 body
//!   has no `code`, which serenity's error type requires: `e.error.code` is then -1 and
//!   `e.error.message` a decoding complaint, and `retry_after` (body and headers) is lost. A 5xx
//!   arrives with `code` 0 and Discord's message, e.g. "502: Bad Gateway".

mod autocomplete;
mod bot_session;
mod cdn;
mod channels;
mod config;
mod doors;
pub mod elsewhere;
mod faults;
mod gateway;
mod inject;
mod installs;
mod interactions;
mod json;
mod limits;
mod markdown;
mod metrics;
mod nonces;
mod openapi;
mod rate_limits;
mod readback;
mod rest;
mod shards;
mod state;
mod threads;
mod tls;
mod view;
mod world;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State as AxState};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::serve::ListenerExt;
use serenity::all::UserId;
use tokio::sync::Notify;

pub use cdn::{AvatarKind, avatar_colors, default_avatar_color};
pub use config::EmulatorConfig;
pub use faults::Failure;
pub use inject::InteractionHandle;
pub use installs::{Installs, USE_EXTERNAL_APPS};
pub use limits::{MAX_FILE_BYTES, MAX_REQUEST_BYTES};
pub use markdown::{live_markup, pings};
pub use nonces::NONCE_WINDOW;
pub use rate_limits::{RateLimitStats, RateLimits};
pub use view::{
    ButtonView, EmuAttachment, EmuMessage, FLAG_EPHEMERAL, FLAG_LOADING,
    FLAG_SUPPRESS_NOTIFICATIONS, InteractionSnapshot, LatencyStats, MsgInteraction, Response,
    Violation,
};
pub use world::ThreadState;

use state::{Out, State};

/// Shared between the emulator handle, REST handlers and gateway connections.
pub(crate) struct Inner {
    state: Mutex<State>,
    /// Woken on gateway session changes and command registration.
    changed: Notify,
    addr: SocketAddr,
    /// The same REST API over TLS (`tls.rs`).
    tls_addr: SocketAddr,
    token: String,
    config: EmulatorConfig,
    clock_start: Instant,
    clock_offset_ns: AtomicU64,
    /// REST calls a `Failure::NoAnswer` has held so far.
    held: AtomicUsize,
    /// REST calls answered with a 4xx (see `doors.rs`).
    refused: AtomicU64,
    /// Set and signalled when the [`Emulator`] is dropped: held calls are let go.
    is_stopped: AtomicBool,
    stopped: Notify,
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The emulator clock (time since start plus any [`Emulator::advance_clock`]).
    fn now(&self) -> Duration {
        self.clock_start.elapsed()
            + Duration::from_nanos(self.clock_offset_ns.load(Ordering::Relaxed))
    }

    fn gateway_url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }
}

/// Handle to a running emulator. Dropping it stops the server.
pub struct Emulator {
    inner: Arc<Inner>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for Emulator {
    fn drop(&mut self) {
        self.server.abort();
        self.inner.is_stopped.store(true, Ordering::Relaxed);
        self.inner.stopped.notify_waiters();
        // Close the bot's websockets so its shards stop talking to a dead emulator.
        for tx in self.inner.lock().gw.take_connections() {
            let _ = tx.send(Out::Close(1000, "emulator stopped"));
        }
    }
}

async fn wait_on<T>(
    notify: &Notify,
    timeout: Duration,
    mut check: impl FnMut() -> Option<T>,
) -> Option<T> {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        let notified = notify.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        if let Some(v) = check() {
            return Some(v);
        }
        if tokio::time::timeout_at(deadline, notified).await.is_err() {
            return check();
        }
    }
}

async fn attachment(
    AxState(inner): AxState<Arc<Inner>>,
    Path((_channel, id, _name)): Path<(u64, u64, String)>,
) -> axum::response::Response {
    let st = inner.lock();
    let all = st
        .channels
        .values()
        .flat_map(|c| c.messages.values())
        .chain(st.ephemeral.values().map(|(_, m)| m));
    match all.flat_map(|m| &m.attachments).find(|a| a.id == id) {
        Some(a) => {
            let ct = a
                .content_type
                .clone()
                .unwrap_or_else(|| "application/octet-stream".into());
            ([(header::CONTENT_TYPE, ct)], a.data.clone()).into_response()
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

// Here: starting the emulator, its addresses and its clock. The rest of `Emulator` lives with
// its concern: `world.rs` (guilds, channels, users, permissions, threads), `inject.rs` (user
// actions), `readback.rs` (what a test reads back), `bot_session.rs` (the bot's gateway
// sessions and command registration), `metrics.rs` (violations and latencies), `faults.rs`
// (injected failures), `autocomplete.rs` (a user typing in an option).
impl Emulator {
    /// Starts an emulator with Discord's defaults on a free loopback port.
    pub async fn start() -> Emulator {
        Emulator::start_with(EmulatorConfig::default()).await
    }

    pub async fn start_with(config: EmulatorConfig) -> Emulator {
        // Whoever watches the thread that starts it, before anything may move it elsewhere.
        let watcher = elsewhere::watcher();
        // Discord's OpenAPI description, compiled once per process (about half a second)
        // before anything can wait on it.
        tokio::task::spawn_blocking(openapi::warm)
            .await
            .expect("Discord's OpenAPI description compiles");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1");
        let addr = listener.local_addr().expect("local addr");
        let tls = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1");
        let tls_addr = tls.local_addr().expect("local addr");
        let mut state = State::new(
            format!("http://{addr}"),
            &config.bot_name,
            config.everyone_permissions.bits(),
            config.bot_permissions.bits(),
        );
        state.watcher = watcher;
        let inner = Arc::new(Inner {
            state: Mutex::new(state),
            changed: Notify::new(),
            addr,
            tls_addr,
            token: config.token.clone(),
            config,
            clock_start: Instant::now(),
            clock_offset_ns: AtomicU64::new(0),
            held: AtomicUsize::new(0),
            refused: AtomicU64::new(0),
            is_stopped: AtomicBool::new(false),
            stopped: Notify::new(),
        });
        let app = Router::new()
            .route("/ws", get(gateway::ws_handler))
            .route("/attachments/{channel}/{id}/{name}", get(attachment))
            .route("/cdn/{*path}", get(cdn::serve))
            .fallback(rest::api)
            .layer(DefaultBodyLimit::max(MAX_REQUEST_BYTES + (1 << 20)))
            .with_state(Arc::clone(&inner));
        let tls = tls::TlsListener::new(tls);
        let server = tokio::spawn(async move {
            // Discord's servers send each gateway event and each answer at once. A socket
            // with Nagle's algorithm on (axum's default) holds a small write back until
            // the bot acknowledges the one before, and the bot's kernel delays that
            // acknowledgement by up to 40 ms: under load, a tenth of the clicks reached
            // the bot 20 to 40 ms late (`benches/README.md`, issue 57, sixth session).
            let listener = listener.tap_io(|tcp| {
                let _ = tcp.set_nodelay(true);
            });
            let plain = std::future::IntoFuture::into_future(axum::serve(listener, app.clone()));
            let tls = std::future::IntoFuture::into_future(axum::serve(tls, app));
            let _ = tokio::join!(plain, tls);
        });
        Emulator { inner, server }
    }

    /// The bot's `DISCORD_API_URL`: the REST API over TLS, e.g. `https://127.0.0.1:41234`
    /// (see `tls.rs`), which a bot reaches with serenity's rate limiter on. REST lives under
    /// `{api_url}/api/v10`.
    pub fn api_url(&self) -> String {
        format!("https://{}", self.inner.tls_addr)
    }

    /// The same API over plain HTTP, for serenity's `HttpBuilder::proxy` (which works only
    /// with the rate limiter off, as behind a rate-limiting proxy).
    pub fn plain_api_url(&self) -> String {
        format!("http://{}", self.inner.addr)
    }

    /// The websocket URL announced by `GET /gateway`.
    pub fn gateway_url(&self) -> String {
        self.inner.gateway_url()
    }

    pub fn token(&self) -> &str {
        &self.inner.token
    }

    /// The bot's user id, which is also its application id.
    pub fn bot_id(&self) -> UserId {
        self.inner.lock().bot_id
    }

    /// A serenity HTTP client pointed at the emulator, authenticated as the bot.
    pub fn http(&self) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(self.token())
            .proxy(self.plain_api_url())
            .ratelimiter_disabled(true)
            .build()
    }

    /// Moves the emulator clock forward (interaction deadlines and token expiry).
    pub fn advance_clock(&self, by: Duration) {
        self.inner
            .clock_offset_ns
            .fetch_add(by.as_nanos() as u64, Ordering::Relaxed);
    }

    /// The emulator clock.
    pub fn now(&self) -> Duration {
        self.inner.now()
    }
}
