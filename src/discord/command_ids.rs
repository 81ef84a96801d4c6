//! The ids Discord gave the slash commands when they were registered, so that
//! messages name a command with a mention (`</hypnosia resign:ID>`): every
//! client shows it in its reader's language and makes it clickable.
//!
//! The process that registers the commands keeps the ids Discord returns; the
//! others (shards other than 0) ask Discord for the registered commands, again
//! and again until it answers. Until the ids are known, a message names the
//! command in its own language instead ([`CommandRef`]).

use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;

use serenity::all::{Command, GuildId, Http};
use tracing::{info, warn};

use crate::i18n::CommandRef;

/// Top-level command name → its registered id.
#[derive(Default)]
pub struct CommandIds {
    ids: RwLock<HashMap<String, u64>>,
}

impl CommandIds {
    /// Keeps the ids of `commands` (as Discord returned them).
    pub fn remember(&self, commands: &[Command]) {
        let mut ids = self.ids.write().unwrap_or_else(|e| e.into_inner());
        for c in commands {
            ids.insert(c.name.clone(), c.id.get());
        }
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

/// The commands registered for this application: globally, or in the
/// development server `guild`.
pub async fn fetch(http: &Http, guild: Option<u64>) -> serenity::Result<Vec<Command>> {
    match guild {
        Some(g) => GuildId::new(g).get_commands(http).await,
        None => http.get_global_commands().await,
    }
}

/// Learns the registered ids in the background (a process that does not
/// register the commands): asks Discord until it answers, waiting longer after
/// each failure (up to five minutes).
pub fn learn_in_background(ids: Arc<CommandIds>, http: Arc<Http>, guild: Option<u64>) {
    tokio::spawn(async move {
        let mut wait = Duration::from_secs(2);
        loop {
            match fetch(&http, guild).await {
                // Shard 0's process may not have registered them yet.
                Ok(commands) if !commands.is_empty() => {
                    ids.remember(&commands);
                    info!(
                        commands = commands.len(),
                        "learned the registered command ids"
                    );
                    return;
                }
                Ok(_) => info!(retry_in = ?wait, "no command is registered yet"),
                Err(e) => {
                    warn!(error = %e, retry_in = ?wait, "could not fetch the registered commands");
                }
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(300));
        }
    });
}
