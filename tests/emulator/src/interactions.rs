//! Interaction callbacks, `@original` and follow-up webhooks, and the message building shared
//! with the channel routes.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, UserId};

use super::Inner;
use super::channels::{check_limits, check_not_empty};
use super::installs::USER_INSTALL_FOLLOWUPS;
use super::rest::{ApiError, ApiResult, Payload, Upload, no_content, ok_json, reject};
use super::state::{State, iso_now};
use super::threads::{self, ThreadAction};
use super::view::{
    EmuAttachment, EmuMessage, FLAG_EPHEMERAL, FLAG_LOADING, FLAG_SUPPRESS_NOTIFICATIONS,
    MsgInteraction, Response,
};

/// Flags a bot may set on a message: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS.
const SETTABLE_FLAGS: u64 = (1 << 2) | FLAG_EPHEMERAL | FLAG_SUPPRESS_NOTIFICATIONS;

fn attachment_ref(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

/// Resolves the attachment list of a message from the `attachments` metadata and the uploads.
/// Without metadata, uploads are appended to `existing` (edits keep attachments); with it, only
/// listed existing attachments are kept.
fn resolve_attachments(
    st: &mut State,
    existing: &[EmuAttachment],
    data: &Value,
    files: Vec<Upload>,
) -> Vec<EmuAttachment> {
    let meta = data.get("attachments").and_then(Value::as_array);
    let mut out: Vec<EmuAttachment> = if meta.is_none() {
        existing.to_vec()
    } else {
        vec![]
    };
    let mut files: Vec<Option<Upload>> = files.into_iter().map(Some).collect();
    for entry in meta.into_iter().flatten() {
        let Some(id) = attachment_ref(&entry["id"]) else {
            continue;
        };
        if let Some(keep) = existing.iter().find(|a| a.id == id) {
            out.push(keep.clone());
        } else if let Some(slot) = files
            .iter_mut()
            .find(|f| f.as_ref().is_some_and(|f| f.index == id))
        {
            let f = slot.take().expect("checked");
            let name = entry["filename"]
                .as_str()
                .map_or(f.filename, str::to_string);
            let desc = entry["description"].as_str().map(str::to_string);
            out.push(st.new_attachment(name, f.content_type, desc, f.data));
        } else {
            st.violate(
                "attachments",
                format!("attachment id {id} is neither an upload nor kept"),
            );
        }
    }
    for f in files.into_iter().flatten() {
        out.push(st.new_attachment(f.filename, f.content_type, None, f.data));
    }
    out
}

fn normalize_embeds(data: &Value) -> Vec<Value> {
    let mut embeds = data["embeds"].as_array().cloned().unwrap_or_default();
    for e in &mut embeds {
        if e["type"].is_null() {
            e["type"] = json!("rich");
        }
    }
    embeds
}

/// Whom a message created from `data` with `flags` notifies: its mentions as far as
/// `allowed_mentions` allow them, and nobody when it carries SUPPRESS_NOTIFICATIONS.
fn notified(content: &str, data: &Value, flags: u64) -> Vec<String> {
    if flags & FLAG_SUPPRESS_NOTIFICATIONS != 0 {
        return Vec::new();
    }
    super::markdown::pings(content, data.get("allowed_mentions"))
}

/// Builds (without storing) a message from a create payload.
pub(crate) fn new_message(
    st: &mut State,
    channel: ChannelId,
    author: UserId,
    data: &Value,
    files: Vec<Upload>,
    kind: u8,
    interaction: Option<MsgInteraction>,
) -> EmuMessage {
    let id = MessageId::new(st.next_id());
    let attachments = resolve_attachments(st, &[], data, files);
    let webhook_id = interaction.as_ref().map(|_| st.bot_id.get());
    EmuMessage {
        id,
        channel_id: channel,
        guild_id: st.channels.get(&channel).and_then(|c| c.guild_id),
        author_id: author,
        content: data["content"].as_str().unwrap_or_default().to_string(),
        embeds: normalize_embeds(data),
        components: data["components"].as_array().cloned().unwrap_or_default(),
        attachments,
        flags: data["flags"].as_u64().unwrap_or(0) & SETTABLE_FLAGS,
        kind,
        webhook_id,
        interaction,
        thread_id: None,
        timestamp: iso_now(),
        edited_timestamp: None,
        edits: 0,
        nonce: Some(data["nonce"].clone()).filter(|n| n.is_string() || n.is_number()),
        pings: notified(
            data["content"].as_str().unwrap_or_default(),
            data,
            data["flags"].as_u64().unwrap_or(0),
        ),
    }
}

/// Applies an edit payload to a stored message: only fields present in `data` change.
pub(crate) fn edit_message(
    st: &mut State,
    id: MessageId,
    data: &Value,
    files: Vec<Upload>,
) -> Option<EmuMessage> {
    let mut msg = st.find_message(id)?.clone();
    if let Some(c) = data.get("content") {
        msg.content = c.as_str().unwrap_or_default().to_string();
    }
    if data.get("embeds").is_some() {
        msg.embeds = normalize_embeds(data);
    }
    if let Some(c) = data.get("components") {
        msg.components = c.as_array().cloned().unwrap_or_default();
    }
    if data.get("attachments").is_some() || !files.is_empty() {
        msg.attachments = resolve_attachments(st, &msg.attachments, data, files);
    }
    if let Some(f) = data.get("flags").and_then(Value::as_u64) {
        // Only SUPPRESS_EMBEDS can be toggled on an existing message.
        msg.flags = (msg.flags & !(1 << 2)) | (f & (1 << 2));
    }
    if msg.is_loading() {
        // Filling a deferral is what posting is for other messages: its mentions ping.
        let flags = msg.flags | data["flags"].as_u64().unwrap_or(0);
        msg.pings = notified(&msg.content, data, flags);
        if !msg.is_ephemeral() {
            st.notify_pinged(&msg);
        }
    }
    msg.flags &= !FLAG_LOADING;
    msg.edits += 1;
    msg.edited_timestamp = Some(iso_now());
    *st.find_message_mut(id)? = msg.clone();
    st.message_updated(id);
    Some(msg)
}

fn unknown_interaction() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
}

fn unknown_webhook() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, 10015, "Unknown Webhook")
}

/// `POST /interactions/{id}/{token}/callback`; with `?with_response=true` answered 200 with
/// the interaction callback response (the message it created or updated, and whether that is
/// ephemeral or loading) instead of 204.
pub(crate) fn callback(
    inner: &Inner,
    iid: &str,
    token: &str,
    query: &str,
    payload: Payload,
) -> ApiResult {
    let with_response = query.split('&').any(|kv| kv == "with_response=true");
    let now = inner.now();
    let deadline = inner.config.response_deadline;
    let mut st = inner.lock();
    let st = &mut *st;
    let id = iid.parse::<u64>().unwrap_or(0);
    let Some(ix) = st.interactions.get(&id).filter(|ix| ix.token == token) else {
        return Err(reject(
            st,
            "unknown-interaction",
            format!("callback for interaction {iid}"),
            unknown_interaction(),
        ));
    };
    let (ix_kind, channel, user, source, name) = (
        ix.kind,
        ix.channel_id,
        ix.user_id,
        ix.source_message,
        ix.name.clone(),
    );
    let (forced_ephemeral, command_type, authorizing_user) =
        (ix.forced_ephemeral, ix.command_type, ix.owners.user);
    if let Some(r) = &ix.response {
        let e = ApiError::new(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        );
        let detail = format!(
            "interaction {id} ({name}) answered twice (first: type {})",
            r.kind
        );
        return Err(reject(st, "double-response", detail, e));
    }
    let age = now.saturating_sub(ix.created);
    if age > deadline {
        // A late answer still counts for latency statistics (it is what the user waited).
        let latency = ix.dispatched.elapsed();
        st.latencies.push(latency);
        let detail =
            format!("interaction {id} ({name}) answered after {age:?} (limit {deadline:?})");
        return Err(reject(
            st,
            "interaction-deadline",
            detail,
            unknown_interaction(),
        ));
    }
    let kind = payload.json["type"].as_u64().unwrap_or(0) as u8;
    let data = payload.json.get("data").cloned().unwrap_or(Value::Null);
    let ctx = format!("interaction {id} ({name}) response type {kind}");
    let nfiles = payload.files.len();
    let (message, original, deferred) = match kind {
        // An autocomplete interaction takes suggestions and nothing else.
        8 if ix_kind == 4 => {
            if let Err(detail) = super::autocomplete::check_choices(&data) {
                return Err(reject(
                    st,
                    "autocomplete",
                    format!("{ctx}: {detail}"),
                    ApiError::form("data.choices", "autocomplete"),
                ));
            }
            (None, None, false)
        }
        _ if ix_kind == 4 => {
            let e = ApiError::form(
                "type",
                "Interaction response type invalid for this interaction",
            );
            return Err(reject(st, "response-type", ctx, e));
        }
        4 | 5 => {
            let mut data = data.clone();
            if kind == 4 {
                check_limits(st, &ctx, &data)?;
                check_not_empty(st, &ctx, &data, nfiles)?;
            } else {
                let flags = data["flags"].as_u64().unwrap_or(0);
                data = json!({"flags": (flags & FLAG_EPHEMERAL) | FLAG_LOADING});
            }
            if forced_ephemeral {
                force_ephemeral(&mut data);
            }
            // A chat input command's answer is type 20, a context menu command's 23.
            let msg_kind = match (ix_kind, command_type) {
                (2, 1) => 20,
                (2, _) => 23,
                _ => 0,
            };
            let meta = MsgInteraction {
                id,
                kind: ix_kind,
                name: name.clone(),
                user_id: user,
                authorizing_user,
            };
            let mut msg = new_message(
                st,
                channel,
                st.bot_id,
                &data,
                payload.files,
                msg_kind,
                Some(meta),
            );
            if kind == 5 {
                msg.flags |= FLAG_LOADING;
            }
            let mid = msg.id;
            st.insert_message(msg.clone(), Some(user));
            (Some(msg), Some(mid), kind == 5)
        }
        6 | 7 if ix_kind == 3 => {
            let source = source.expect("component interactions have a source message");
            if kind == 7 {
                check_limits(st, &ctx, &data)?;
                let msg = edit_message(st, source, &data, payload.files)
                    .ok_or_else(ApiError::unknown_message)?;
                (Some(msg), Some(source), false)
            } else {
                (None, Some(source), false)
            }
        }
        9 => {
            let title = data["title"].as_str().map_or(0, |t| t.chars().count());
            let cid = data["custom_id"].as_str().map_or(0, |t| t.chars().count());
            if !(1..=45).contains(&title) || !(1..=100).contains(&cid) {
                return Err(reject(
                    st,
                    "modal",
                    format!("{ctx}: bad title/custom_id"),
                    ApiError::form("data", "modal"),
                ));
            }
            (None, None, false)
        }
        _ => {
            let e = ApiError::form(
                "type",
                "Interaction response type invalid for this interaction",
            );
            return Err(reject(st, "response-type", ctx, e));
        }
    };
    let ix = st.interactions.get_mut(&id).expect("checked");
    let latency = ix.dispatched.elapsed();
    let ephemeral = message.as_ref().is_some_and(EmuMessage::is_ephemeral);
    if let (true, Some(m)) = (ephemeral, &original) {
        ix.ephemerals.push(*m);
    }
    ix.original = original;
    ix.deferred_pending = deferred;
    let answer = with_response.then(|| {
        let mut interaction = json!({"id": id.to_string(), "type": ix_kind});
        if let Some(m) = &message {
            interaction["response_message_id"] = json!(m.id.to_string());
            interaction["response_message_loading"] = json!(m.is_loading());
            interaction["response_message_ephemeral"] = json!(m.is_ephemeral());
        }
        let mut resource = json!({"type": kind});
        if let Some(m) = message.as_ref().filter(|_| matches!(kind, 4 | 7)) {
            resource["message"] = st.message_json(m);
        }
        json!({"interaction": interaction, "resource": resource})
    });
    let ix = st.interactions.get_mut(&id).expect("checked");
    ix.response = Some(Response {
        kind,
        latency,
        message,
        ephemeral,
        data,
    });
    ix.notify.notify_waiters();
    st.latencies.push(latency);
    match answer {
        Some(j) => ok_json(j),
        None => no_content(),
    }
}

/// Sets EPHEMERAL on a message body: what Discord does to every answer of an app only the
/// invoking person installed, in a server that does not let them use external apps.
fn force_ephemeral(data: &mut Value) {
    let flags = data["flags"].as_u64().unwrap_or(0);
    if !data.is_object() {
        *data = json!({});
    }
    data["flags"] = json!(flags | FLAG_EPHEMERAL);
}

/// Resolves the interaction of a webhook route, enforcing application id, acknowledgement and
/// the 15-minute token lifetime.
fn webhook_interaction(
    inner: &Inner,
    st: &mut State,
    app: &str,
    token: &str,
    what: &str,
) -> Result<u64, ApiError> {
    if app.parse::<u64>().ok() != Some(st.bot_id.get()) {
        return Err(reject(
            st,
            "unknown-webhook",
            format!("{what}: application id {app}"),
            unknown_webhook(),
        ));
    }
    let Some(&id) = st.tokens.get(token) else {
        return Err(reject(
            st,
            "unknown-webhook",
            format!("{what}: unknown token"),
            unknown_webhook(),
        ));
    };
    let ix = &st.interactions[&id];
    let age = inner.now().saturating_sub(ix.created);
    if age > inner.config.token_lifetime {
        let e = ApiError::new(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token");
        let detail = format!(
            "{what}: token of interaction {id} ({}) used after {age:?}",
            ix.name
        );
        return Err(reject(st, "token-expired", detail, e));
    }
    if ix.response.is_none() {
        let detail = format!(
            "{what}: interaction {id} ({}) not acknowledged yet",
            ix.name
        );
        return Err(reject(st, "not-acknowledged", detail, unknown_webhook()));
    }
    Ok(id)
}

/// `POST /webhooks/{app}/{token}`: a follow-up message. After a deferred response the first
/// follow-up fills in the "thinking" message, as on Discord.
pub(crate) fn followup(inner: &Inner, app: &str, token: &str, payload: Payload) -> ApiResult {
    let mut st = inner.lock();
    let st = &mut *st;
    let id = webhook_interaction(inner, st, app, token, "follow-up")?;
    let ctx = format!("follow-up of interaction {id}");
    check_limits(st, &ctx, &payload.json)?;
    check_not_empty(st, &ctx, &payload.json, payload.files.len())?;
    let ix = &st.interactions[&id];
    let (channel, user, ix_kind, name) = (ix.channel_id, ix.user_id, ix.kind, ix.name.clone());
    if ix.owners.user_only() && ix.followups_posted >= USER_INSTALL_FOLLOWUPS {
        let e = ApiError::new(
            StatusCode::BAD_REQUEST,
            40094,
            "This interaction has hit the maximum number of follow up messages",
        );
        let detail = format!(
            "follow-up {} of interaction {id} ({name}), which only a user install authorizes",
            ix.followups_posted + 1
        );
        return Err(reject(st, "followup-limit", detail, e));
    }
    let (forced_ephemeral, authorizing_user) = (ix.forced_ephemeral, ix.owners.user);
    st.interactions
        .get_mut(&id)
        .expect("checked")
        .followups_posted += 1;
    let ix = &st.interactions[&id];
    if ix.deferred_pending {
        let original = ix.original.expect("deferred responses have an original");
        let msg = edit_message(st, original, &payload.json, payload.files)
            .ok_or_else(ApiError::unknown_message)?;
        let ix = st.interactions.get_mut(&id).expect("checked");
        ix.deferred_pending = false;
        ix.notify.notify_waiters();
        return ok_json(st.message_json(&msg));
    }
    let meta = MsgInteraction {
        id,
        kind: ix_kind,
        name,
        user_id: user,
        authorizing_user,
    };
    let mut body = payload.json;
    if forced_ephemeral {
        force_ephemeral(&mut body);
    }
    let msg = new_message(st, channel, st.bot_id, &body, payload.files, 0, Some(meta));
    let (mid, ephemeral) = (msg.id, msg.is_ephemeral());
    let j = st.message_json(&msg);
    st.insert_message(msg, Some(user));
    let ix = st.interactions.get_mut(&id).expect("checked");
    ix.followups.push(mid);
    if ephemeral {
        ix.ephemerals.push(mid);
    }
    ix.notify.notify_waiters();
    ok_json(j)
}

/// `GET/PATCH/DELETE /webhooks/{app}/{token}/messages/{@original|id}`
pub(crate) fn webhook_message(
    inner: &Inner,
    method: &Method,
    app: &str,
    token: &str,
    mid: &str,
    payload: Payload,
) -> ApiResult {
    let mut st = inner.lock();
    let st = &mut *st;
    let what = format!("{method} webhook message {mid}");
    let id = webhook_interaction(inner, st, app, token, &what)?;
    let ix = &st.interactions[&id];
    let target = if mid == "@original" {
        ix.original
    } else {
        mid.parse::<u64>()
            .ok()
            .map(MessageId::new)
            .filter(|m| ix.original == Some(*m) || ix.followups.contains(m))
    };
    if target.is_some_and(|m| st.deleted.contains(&m)) {
        // Deleted (by a moderator, say) after the bot got it: what Discord answers, not a bug.
        return Err(ApiError::unknown_message());
    }
    let Some(target) = target.filter(|m| st.find_message(*m).is_some()) else {
        return Err(reject(
            st,
            "unknown-message",
            what,
            ApiError::unknown_message(),
        ));
    };
    match *method {
        Method::GET => ok_json(st.message_json(st.find_message(target).expect("checked"))),
        Method::DELETE => {
            st.delete_message(target);
            let ix = st.interactions.get_mut(&id).expect("checked");
            if ix.original == Some(target) {
                // A deleted "thinking…" message is not filled: a follow-up is new.
                ix.deferred_pending = false;
            }
            ix.notify.notify_waiters();
            no_content()
        }
        _ => {
            check_limits(st, &what, &payload.json)?;
            let shown = st.find_message(target).expect("checked");
            if !shown.is_ephemeral() {
                threads::gate(st, shown.channel_id, ThreadAction::Edit)?;
            }
            let msg = edit_message(st, target, &payload.json, payload.files).expect("checked");
            let ix = st.interactions.get_mut(&id).expect("checked");
            if ix.original == Some(target) {
                ix.deferred_pending = false;
            }
            ix.notify.notify_waiters();
            ok_json(st.message_json(&msg))
        }
    }
}
