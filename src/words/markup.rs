//! Discord's markup, written in one place so that the rest of the words stay
//! neutral: a person's mention, a channel's link, a time counted from now, and
//! a command as each reader's Discord shows it (see [`CommandIds`]).
//!
//! ```
//! use hypnosia::words::markup::{channel, mention, relative_time};
//! assert_eq!(mention(42), "<@42>");
//! assert_eq!(channel(7), "<#7>");
//! assert_eq!(relative_time(1_700_000_000), "<t:1700000000:R>");
//! ```

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::RwLock;

use crate::i18n::CommandRef;

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

/// Top-level command name → its registered id, so a message can name a
/// command as a link.
#[derive(Default)]
pub struct CommandIds {
    ids: RwLock<HashMap<String, u64>>,
}

impl CommandIds {
    /// Keeps the ids of registered commands, by name.
    pub fn remember(&self, commands: impl IntoIterator<Item = (String, u64)>) {
        let mut ids = self.ids.write().unwrap_or_else(|e| e.into_inner());
        ids.extend(commands);
    }

    /// Whether any id is known yet.
    pub fn known(&self) -> bool {
        !self
            .ids
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }

    /// The command `path` (its registered qualified name, `hypnosia resign`)
    /// as a message names it.
    pub fn mention(&self, path: &str) -> CommandRef {
        let top = path.split(' ').next().unwrap_or_default();
        let id = self
            .ids
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(top)
            .copied();
        CommandRef::new(path, id)
    }
}
