//! Gateway half of the emulator: one websocket per shard connection, HELLO / IDENTIFY / READY /
//! GUILD_CREATE, heartbeats, RESUME with replay of missed dispatches.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxState;
use axum::response::IntoResponse;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::state::Out;
use super::Inner;

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
    let mut st = inner.lock();
    if st.gw.conn.as_ref().is_some_and(|(id, _)| *id == conn_id) {
        st.gw.conn = None;
    }
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
    let mut st = inner.lock();
    st.gw.sessions += 1;
    st.gw.identifies += 1;
    let session = format!("emu-session-{}", st.gw.sessions);
    st.gw.session_id = Some(session.clone());
    st.gw.seq = 0;
    st.gw.buffer.clear();
    st.gw.intents = d["intents"].as_u64().unwrap_or(0);
    st.gw.conn = Some((conn_id, tx.clone()));
    let guild_ids: Vec<_> = st.guilds.keys().copied().collect();
    let ready = json!({
        "v": 10,
        "user": st.user_json(st.bot_id),
        "guilds": guild_ids.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect::<Vec<_>>(),
        "session_id": session,
        "resume_gateway_url": inner.gateway_url(),
        "shard": [0, 1],
        "application": {"id": st.bot_id.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
    });
    st.gw.dispatch("READY", ready);
    for g in guild_ids {
        let j = st.guild_create_json(g);
        st.gw.dispatch("GUILD_CREATE", j);
    }
    drop(st);
    inner.changed.notify_waiters();
}

fn resume(inner: &Inner, conn_id: u64, tx: &mpsc::UnboundedSender<Out>, d: &Value) {
    let mut st = inner.lock();
    let seq = d["seq"].as_u64().unwrap_or(0);
    let valid = token_ok(inner, d)
        && st.gw.session_id.is_some()
        && d["session_id"].as_str() == st.gw.session_id.as_deref()
        && seq <= st.gw.seq
        && st
            .gw
            .buffer
            .front()
            .is_none_or(|(first, _)| *first <= seq + 1);
    if !valid {
        let _ = tx.send(Out::Text(Arc::from(r#"{"op":9,"d":false}"#)));
        return;
    }
    st.gw.resumes += 1;
    for (s, text) in &st.gw.buffer {
        if *s > seq {
            let _ = tx.send(Out::Text(Arc::clone(text)));
        }
    }
    st.gw.conn = Some((conn_id, tx.clone()));
    st.gw.dispatch("RESUMED", json!({}));
    drop(st);
    inner.changed.notify_waiters();
}
