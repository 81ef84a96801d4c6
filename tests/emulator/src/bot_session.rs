//! The bot's connection as the test sees it: waiting for it to identify (on any shard or a
//! given one), for its commands to be registered, dropping its websocket to make it resume,
//! and bounding the replay buffer kept for that resume.

use std::time::Duration;

use serenity::all::GuildId;

use super::state::Out;
use super::{Emulator, wait_on};

impl Emulator {
    /// Waits until the bot has identified (READY and GUILD_CREATEs sent) on some shard.
    pub async fn wait_ready(&self, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            (!self.inner.lock().gw.connected().is_empty()).then_some(())
        })
        .await
        .is_some()
    }

    /// Waits until shard `shard` of `total` is connected (identified or resumed).
    pub async fn wait_for_shard(&self, shard: u32, total: u32, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            self.inner
                .lock()
                .gw
                .connected()
                .contains(&(shard, total))
                .then_some(())
        })
        .await
        .is_some()
    }

    /// The shards connected now, as `(shard_id, total_shards)`, sorted.
    pub fn connected_shards(&self) -> Vec<(u32, u32)> {
        self.inner.lock().gw.connected()
    }

    /// The shard among `total` that hears `guild` (where Discord sends its events).
    pub fn shard_of(guild: GuildId, total: u32) -> u32 {
        ((guild.get() >> 22) % u64::from(total.max(1))) as u32
    }

    /// Waits until a command with this name is registered (globally or in any guild).
    pub async fn wait_for_command(&self, name: &str, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            self.inner
                .lock()
                .commands
                .iter()
                .any(|c| c.json["name"] == name)
                .then_some(())
        })
        .await
        .is_some()
    }

    /// How many times the bot has written its command list (bulk overwrite, create, edit,
    /// delete). A bot that registers its commands on every start-up adds one per start.
    pub fn command_writes(&self) -> u64 {
        self.inner.lock().command_writes
    }

    /// Waits until [`Self::command_writes`] exceeds `seen`: e.g. a restarted bot has
    /// registered its commands again (its commands exist already, so
    /// [`Self::wait_for_command`] cannot tell).
    pub async fn wait_for_command_writes(&self, seen: u64, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            (self.inner.lock().command_writes > seen).then_some(())
        })
        .await
        .is_some()
    }

    /// Closes the bot's websocket with code 4000 (resumable), like a Discord-side drop.
    /// Dispatches made while the bot is away are replayed when it RESUMEs.
    pub fn drop_gateway(&self) {
        for tx in self.inner.lock().gw.take_connections() {
            let _ = tx.send(Out::Close(4000, "emulator dropped the connection"));
        }
    }

    /// (IDENTIFY count, RESUME count, currently connected).
    pub fn gateway_stats(&self) -> (u64, u64, bool) {
        let st = self.inner.lock();
        let connected = st.gw.sessions.iter().any(|s| s.conn.is_some());
        (st.gw.identifies, st.gw.resumes, connected)
    }

    /// Keeps at most `limit` dispatches for replay on RESUME (default 20 000). Long load runs
    /// that never drop the connection lower it so the buffer does not dominate memory.
    pub fn set_replay_buffer(&self, limit: usize) {
        let mut st = self.inner.lock();
        let limit = limit.max(1);
        st.gw.replay_limit = Some(limit);
        for session in &mut st.gw.sessions {
            while session.buffer.len() > limit {
                session.buffer.pop_front();
            }
        }
    }
}
