//! Discord's markup, written in one place so that the rest of the words stay
//! neutral: a person's mention, a channel's link and a time counted from now.
//!
//! ```
//! use hypnosia_core::platform::markup::{channel, mention, relative_time};
//! assert_eq!(mention(42), "<@42>");
//! assert_eq!(channel(7), "<#7>");
//! assert_eq!(relative_time(1_700_000_000), "<t:1700000000:R>");
//! ```

use std::fmt::Display;

/// A person's mention (`<@…>`): their name, clickable, shown as the reader
/// knows them.
pub fn mention(user: impl Display) -> String {
    format!("<@{user}>")
}

/// A channel's (or thread's) link (`<#…>`).
pub fn channel(channel: impl Display) -> String {
    format!("<#{channel}>")
}

/// A moment (Unix seconds) as each reader's Discord counts it from now
/// (`<t:…:R>`: "in 5 minutes", "2 hours ago").
pub fn relative_time(at: impl Display) -> String {
    format!("<t:{at}:R>")
}
