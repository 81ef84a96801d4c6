//! The ids Discord gave the slash commands when they were registered, so that
//! messages name a command with a mention (`</hypnosia resign:ID>`): every
//! client shows it in its reader's language and makes it clickable.
//!
//! The process that registers the commands keeps the ids Discord returns; the
//! others (shards other than 0) ask Discord for the registered commands, again
//! and again until it answers. Until the ids are known, a message names the
//! command in its own language instead ([`CommandRef`](crate::i18n::CommandRef)).

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{Command, GuildId, Http};
use tracing::{info, warn};

use crate::words::markup::CommandIds;

/// The ids of `commands` (as Discord returned them), by name.
pub fn ids_of(commands: &[Command]) -> impl Iterator<Item = (String, u64)> + '_ {
    commands.iter().map(|c| (c.name.clone(), c.id.get()))
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
                    ids.remember(ids_of(&commands));
                    info!(
                        commands = commands.len(),
                        "learned the registered command ids"
                    );
                    return;
                }
                Ok(_) => info!(retry_in = ?wait, "no command is registered yet"),
                Err(e) => {
                    warn!(error = %crate::discord::error::Error::from(e), retry_in = ?wait, "could not fetch the registered commands");
                }
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(300));
        }
    });
}
