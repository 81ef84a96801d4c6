//! The emulator of the benches that measure the bot's lanes (`contention`,
//! `servers`), not its pace toward Discord (`discord_pace`, `load`).

use hypnosia_emulator::{Emulator, EmulatorConfig, RateLimits};

/// An emulator whose route windows are the tests', fifty times shorter than
/// Discord's (the global 50 calls a second kept), so that a channel's edits
/// never wait for its bucket: what is measured is the bot's own queues.
pub async fn lanes_emulator() -> Emulator {
    let discord = RateLimits::default();
    Emulator::start_with(EmulatorConfig {
        rate_limits: RateLimits {
            route_window: discord.route_window / 50,
            ..discord
        },
        ..EmulatorConfig::default()
    })
    .await
}
