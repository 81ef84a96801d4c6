//! Gateway half of the emulator: one websocket per shard connection, HELLO / IDENTIFY / READY /
//! GUILD_CREATE, heartbeats, RESUME with replay of missed dispatches.

use std::sync::Arc;

use axum::extract::State as AxState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::IntoResponse;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::Inner;
use super::shards::{Session, ShardInfo, hears};
use super::state::Out;

/// Heartbeat interval announced in HELLO (Discord uses ~41 s).
const HEARTBEAT_MS: u64 = 41_250;

pub(crate) async fn ws_handler(
    ws: WebSocketUpgrade,
    AxState(inner): AxState<Arc<Inner>>,
) -> impl IntoResponse {
    ws.max_message_size(1 << 24)
        .on_upgrade(move |socket| connection(socket, inner))
}

async fn connection(socket: WebSocket, inner: Arc<Inner>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
    let conn_id = {
        let mut st = inner.lock();
        st.gw.next_conn += 1;
        st.gw.next_conn
    };
    let (mut sink, mut stream) = socket.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}}).to_string();
    if sink.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(Out::Text(text)) => {
                    if inner.config.validate_payloads {
                        validate_dispatch(&inner, &text);
                    }
                    if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                        break;
                    }
                },
                Some(Out::Close(code, reason)) => {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    break;
                },
                None => break,
            },
            msg = stream.next() => match msg {
                Some(Ok(Message::Text(text))) => handle_op(&inner, conn_id, &tx, text.as_str()),
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {},
            },
        }
    }
    inner.lock().gw.disconnected(conn_id);
}

/// Parses an outgoing dispatch with serenity's own deserializer: a shape serenity can't read
/// would be dropped silently by the bot, so it is recorded as an emulator violation instead.
fn validate_dispatch(inner: &Inner, text: &str) {
    if let Err(e) = serde_json::from_str::<serenity::model::event::GatewayEvent>(text) {
        let head: String = text.chars().take(300).collect();
        inner.lock().violate(
            "emulator-shape",
            format!("serenity cannot parse dispatch: {e}: {head}"),
        );
    }
}

fn handle_op(inner: &Inner, conn_id: u64, tx: &mpsc::UnboundedSender<Out>, text: &str) {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        let _ = tx.send(Out::Close(4002, "Decode error"));
        return;
    };
    let d = &v["d"];
    match v["op"].as_u64() {
        Some(1) => {
            let _ = tx.send(Out::Text(Arc::from(r#"{"op":11}"#)));
        }
        Some(2) => identify(inner, conn_id, tx, d),
        Some(6) => resume(inner, conn_id, tx, d),
        Some(3 | 4 | 8) => {}
        other => {
            inner
                .lock()
                .violate("gateway", format!("unknown opcode {other:?}"));
            let _ = tx.send(Out::Close(4001, "Unknown opcode"));
        }
    }
}

fn token_ok(inner: &Inner, d: &Value) -> bool {
    d["token"].as_str().map(|t| t.trim_start_matches("Bot ")) == Some(inner.token.as_str())
}

fn identify(inner: &Inner, conn_id: u64, tx: &mpsc::UnboundedSender<Out>, d: &Value) {
    if !token_ok(inner, d) {
        inner.lock().violate("auth", "IDENTIFY with a wrong token");
        let _ = tx.send(Out::Close(4004, "Authentication failed."));
        return;
    }
    let shard: ShardInfo = match d["shard"].as_array().map(Vec::as_slice) {
        None => (0, 1),
        Some([id, total]) => match (id.as_u64(), total.as_u64()) {
            (Some(id), Some(total)) if id < total && total <= u64::from(u16::MAX) => {
                (id as u32, total as u32)
            }
            _ => {
                let _ = tx.send(Out::Close(4010, "Invalid shard."));
                return;
            }
        },
        Some(_) => {
            let _ = tx.send(Out::Close(4010, "Invalid shard."));
            return;
        }
    };
    if shard.1 < inner.config.shards {
        let _ = tx.send(Out::Close(4011, "Sharding required."));
        return;
    }
    let mut st = inner.lock();
    st.gw.started += 1;
    st.gw.identifies += 1;
    let id = format!("emu-session-{}", st.gw.started);
    let guild_ids: Vec<_> = st
        .guilds
        .keys()
        .copied()
        .filter(|g| hears(shard, Some(g.get())) && st.guilds[g].has_bot)
        .collect();
    let ready = json!({
        "v": 10,
        "user": st.user_json(st.bot_id),
        "guilds": guild_ids.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect::<Vec<_>>(),
        "session_id": id,
        "resume_gateway_url": inner.gateway_url(),
        "shard": [shard.0, shard.1],
        "application": {"id": st.bot_id.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
    });
    let creates: Vec<Value> = guild_ids.iter().map(|g| st.guild_create_json(*g)).collect();
    let mut session = Session {
        id,
        shard,
        seq: 0,
        buffer: Default::default(),
        conn: Some((conn_id, tx.clone())),
        intents: d["intents"].as_u64().unwrap_or(0),
    };
    let limit = st.gw.limit();
    session.dispatch("READY", &ready, limit);
    for create in &creates {
        session.dispatch("GUILD_CREATE", create, limit);
    }
    // A new IDENTIFY of a shard ends its earlier session.
    st.gw.sessions.retain(|s| s.shard != shard);
    st.gw.sessions.push(session);
    drop(st);
    inner.changed.notify_waiters();
}

fn resume(inner: &Inner, conn_id: u64, tx: &mpsc::UnboundedSender<Out>, d: &Value) {
    let mut st = inner.lock();
    let seq = d["seq"].as_u64().unwrap_or(0);
    let token_ok = token_ok(inner, d);
    let limit = st.gw.limit();
    let session = d["session_id"]
        .as_str()
        .and_then(|id| st.gw.session_mut(id))
        .filter(|s| {
            token_ok && seq <= s.seq && s.buffer.front().is_none_or(|(first, _)| *first <= seq + 1)
        });
    let Some(session) = session else {
        let _ = tx.send(Out::Text(Arc::from(r#"{"op":9,"d":false}"#)));
        return;
    };
    for (s, text) in &session.buffer {
        if *s > seq {
            let _ = tx.send(Out::Text(Arc::clone(text)));
        }
    }
    session.conn = Some((conn_id, tx.clone()));
    session.dispatch("RESUMED", &json!({}), limit);
    st.gw.resumes += 1;
    drop(st);
    inner.changed.notify_waiters();
}
