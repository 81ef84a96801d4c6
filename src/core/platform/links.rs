//! The `discord.com` links that open a place in Discord's clients.
//!
//! ```
//! use hypnosia_core::platform::links::{channel_link, message_link};
//! assert_eq!(channel_link(1, 2), "https://discord.com/channels/1/2");
//! assert_eq!(message_link(1, 2, 3), "https://discord.com/channels/1/2/3");
//! ```

use std::fmt::Display;

/// A link that opens `message` of `channel` on `guild` in Discord.
pub fn message_link(guild: impl Display, channel: impl Display, message: impl Display) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// A link that opens `channel` (or thread) of `guild` in Discord.
pub fn channel_link(guild: impl Display, channel: impl Display) -> String {
    format!("https://discord.com/channels/{guild}/{channel}")
}
