//! The emulator's settings.

use std::time::Duration;

use serenity::all::Permissions;

/// Emulator settings; [`Default`] matches Discord.
#[derive(Clone, Debug)]
pub struct EmulatorConfig {
    pub bot_name: String,
    /// The bot token the emulator accepts (REST `Authorization` and gateway IDENTIFY).
    pub token: String,
    /// Time allowed between an interaction's creation and its first response (Discord: 3 s).
    pub response_deadline: Duration,
    /// Lifetime of interaction tokens for webhook routes (Discord: 15 min).
    pub token_lifetime: Duration,
    /// Parse every outgoing dispatch with serenity's deserializer (catches shape bugs).
    pub validate_payloads: bool,
    pub everyone_permissions: Permissions,
    pub bot_permissions: Permissions,
    /// How many shards the bot must use: `/gateway/bot` says so, and an IDENTIFY with
    /// fewer is closed with 4011 (Sharding required), as Discord does for big bots.
    pub shards: u32,
    /// Discord's rate limits (`rate_limits.rs`), enforced on every call.
    pub rate_limits: crate::RateLimits,
}

impl Default for EmulatorConfig {
    fn default() -> Self {
        let everyone = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES
            | Permissions::READ_MESSAGE_HISTORY
            | Permissions::ADD_REACTIONS
            | Permissions::USE_EXTERNAL_EMOJIS
            | Permissions::USE_APPLICATION_COMMANDS
            | Permissions::CREATE_PUBLIC_THREADS
            | Permissions::CREATE_PRIVATE_THREADS
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::CHANGE_NICKNAME
            | Permissions::USE_EXTERNAL_APPS;
        EmulatorConfig {
            bot_name: "Hypnosia".into(),
            token: "emulator-bot-token".into(),
            response_deadline: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(15 * 60),
            validate_payloads: true,
            everyone_permissions: everyone,
            bot_permissions: everyone | Permissions::MANAGE_MESSAGES | Permissions::MANAGE_THREADS,
            shards: 1,
            rate_limits: Default::default(),
        }
    }
}
