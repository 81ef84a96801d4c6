//! The emulator's own tests, one binary (each test binary links serenity, poise and axum
//! again): `smoke` drives it with a small real poise bot, `faults` checks Discord's unhappy
//! paths with serenity's own `Http` and a bare gateway client, `openapi` the bodies Discord's
//! OpenAPI description refuses and accepts, `held` idempotent posts and answers that never come.

mod faults;
mod held;
mod openapi;
mod smoke;
