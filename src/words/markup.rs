//! The ids of the bot's slash commands, as Discord registered them, so that a
//! message names a command as each reader's Discord shows it (see
//! [`CommandIds`]). The rest of Discord's markup (mentions, channel links,
//! times from now) is [`crate::platform::markup`].

use std::collections::HashMap;
use std::sync::RwLock;

use crate::i18n::CommandRef;

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
