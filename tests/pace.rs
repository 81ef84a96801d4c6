//! The bot's pace toward Discord (`hypnosia::pace`), on explicit instants:
//! nothing here waits but the gate's tests (`routes.rs`), on short windows.

// The token bucket that hands out times.
#[path = "pace/bucket.rs"]
mod bucket;

// The breaker and the budget of a process.
#[path = "pace/breaker.rs"]
mod breaker;

// Where `--api-url` sends the calls.
#[path = "pace/api.rs"]
mod api;

// Discord's refusals, counted for the log.
#[path = "pace/refusals.rs"]
mod refusals;

// Background calls served to servers in turn.
#[path = "pace/turns.rs"]
mod turns;

// Each route's bucket as Discord keys it, kept at the gate.
#[path = "pace/routes.rs"]
mod routes;

// The gate's sliding cap on the calls of any second.
#[path = "pace/window.rs"]
mod window;

// What a click's webhook shows when its bucket is tight.
#[path = "pace/webhook.rs"]
mod webhook;

// Where the bot's work waits, counted (issue 79.6).
#[path = "pace/probe.rs"]
mod probe;
