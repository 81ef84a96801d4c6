//! The gateway's sessions, one per shard, and which shard hears which server.
//!
//! Discord sends a server's events to shard `(guild_id >> 22) % total_shards` of the
//! session that identified with `[shard_id, total_shards]`, and events outside any server
//! (direct messages) to shard 0. A bot may hold its shards in several processes; each
//! identifies its own shards and hears only their servers. A session's dispatches are
//! numbered and kept for RESUME on their own.

use std::collections::VecDeque;
use std::sync::Arc;

use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::state::Out;

/// How many dispatches a session keeps for replay on RESUME.
const REPLAY_BUFFER: usize = 20_000;

/// A shard: `(shard_id, total_shards)` as sent in IDENTIFY.
pub(crate) type ShardInfo = (u32, u32);

/// Whether `guild` (None: no server, e.g. a DM) is heard on `shard`.
pub(crate) fn hears(shard: ShardInfo, guild: Option<u64>) -> bool {
    let (id, total) = shard;
    match guild {
        Some(g) => (g >> 22) % u64::from(total.max(1)) == u64::from(id),
        None => id == 0,
    }
}

/// One identified gateway session.
pub(crate) struct Session {
    pub id: String,
    pub shard: ShardInfo,
    pub seq: u64,
    pub buffer: VecDeque<(u64, Arc<str>)>,
    /// The live websocket, if connected: (connection number, writer).
    pub conn: Option<(u64, mpsc::UnboundedSender<Out>)>,
    pub intents: u64,
}

impl Session {
    /// Numbers a dispatch, keeps it for replay and sends it on the live connection (if any).
    pub fn dispatch(&mut self, t: &str, d: &Value, limit: usize) {
        self.seq += 1;
        let text: Arc<str> = json!({"op": 0, "s": self.seq, "t": t, "d": d})
            .to_string()
            .into();
        while self.buffer.len() >= limit {
            self.buffer.pop_front();
        }
        self.buffer.push_back((self.seq, Arc::clone(&text)));
        if let Some((_, tx)) = &self.conn
            && tx.send(Out::Text(text)).is_err()
        {
            self.conn = None;
        }
    }
}

#[derive(Default)]
pub(crate) struct Gateway {
    /// At most one per shard id and total: a new IDENTIFY of a shard replaces its session.
    pub sessions: Vec<Session>,
    pub next_conn: u64,
    /// Sessions started so far (names the next one).
    pub started: u64,
    pub identifies: u64,
    pub resumes: u64,
    /// How many dispatches to keep for replay; None: [`REPLAY_BUFFER`].
    pub replay_limit: Option<usize>,
}

impl Gateway {
    /// Sends a dispatch to the sessions of the shard that hears its server (`guild_id` in
    /// the payload, or `id` for GUILD_CREATE). Returns false if no session hears it (the
    /// event is lost, as on Discord).
    pub fn dispatch(&mut self, t: &str, d: Value) -> bool {
        let field = if t == "GUILD_CREATE" || t == "GUILD_DELETE" {
            "id"
        } else {
            "guild_id"
        };
        let guild = d[field].as_str().and_then(|s| s.parse::<u64>().ok());
        let limit = self.limit();
        let mut heard = false;
        for session in &mut self.sessions {
            if hears(session.shard, guild) {
                session.dispatch(t, &d, limit);
                heard = true;
            }
        }
        heard
    }

    /// Whether any session asked for this intent (every process of a bot asks the same).
    pub fn has_intent(&self, bit: u32) -> bool {
        self.sessions.iter().any(|s| s.intents & (1u64 << bit) != 0)
    }

    pub fn limit(&self) -> usize {
        self.replay_limit.unwrap_or(REPLAY_BUFFER).max(1)
    }

    pub fn session_mut(&mut self, id: &str) -> Option<&mut Session> {
        self.sessions.iter_mut().find(|s| s.id == id)
    }

    /// The shards with a live connection.
    pub fn connected(&self) -> Vec<ShardInfo> {
        let mut shards: Vec<ShardInfo> = self
            .sessions
            .iter()
            .filter(|s| s.conn.is_some())
            .map(|s| s.shard)
            .collect();
        shards.sort_unstable();
        shards
    }

    /// Takes the writers of every live connection (to close them).
    pub fn take_connections(&mut self) -> Vec<mpsc::UnboundedSender<Out>> {
        self.sessions
            .iter_mut()
            .filter_map(|s| s.conn.take().map(|(_, tx)| tx))
            .collect()
    }

    /// Forgets connection `conn_id` (its websocket closed); its session stays resumable.
    pub fn disconnected(&mut self, conn_id: u64) {
        for session in &mut self.sessions {
            if session.conn.as_ref().is_some_and(|(id, _)| *id == conn_id) {
                session.conn = None;
            }
        }
    }
}
