//! The emulator's own tests, one binary (each test binary links serenity, poise and axum
//! again). With a small real poise bot (`poise_bot.rs`): `smoke` drives the emulator and
//! `rule_violations` the Discord rules it enforces. With serenity's own `Http` and a bare
//! gateway client (`recording_client.rs`): Discord's unhappy paths — `threads`, `faults` (a
//! moderator deleting messages and taking permissions away), `injected_failures` (429s and
//! 5xx), `rate_limits` (Discord's limits on every call), `command_localizations`. `openapi` checks the bodies Discord's OpenAPI description
//! refuses and accepts, `held` idempotent posts and answers that never come, `user_installs` and
//! `user_install_limits` the places where the bot is not a member and what user installs may
//! do there.

mod poise_bot;
mod recording_client;

mod command_localizations;
mod faults;
mod held;
mod injected_failures;
mod markdown;
mod notifications;
mod openapi;
mod rate_limits;
mod rule_violations;
mod smoke;
mod threads;
mod user_install_limits;
mod user_installs;
