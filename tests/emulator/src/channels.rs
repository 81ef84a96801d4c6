//! Channel routes: messages (create/list/get/edit/delete), threads, DMs, and the permission
//! and limit checks shared with the interaction routes.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::Value;
use serenity::all::{ChannelId, MessageId, Permissions, UserId};

use super::interactions;
use super::limits;
use super::nonces;
use super::rest::{
    ApiError, ApiResult, Payload, no_content, ok_json, parse_id, reject, unknown_route_locked,
};
use super::state::State;
use super::threads::{self, ThreadAction};

pub(crate) fn create_dm(st: &mut State, body: &Value) -> ApiResult {
    let Some(user) = body["recipient_id"]
        .as_str()
        .and_then(parse_id)
        .map(UserId::new)
    else {
        return Err(ApiError::form("recipient_id", "required"));
    };
    if !st.users.contains_key(&user) {
        return Err(ApiError::new(StatusCode::NOT_FOUND, 10013, "Unknown User"));
    }
    *st.dm_opens.entry(user).or_default() += 1;
    let existing = st
        .channels
        .values()
        .find(|c| c.kind == 1 && c.recipients == [user])
        .map(|c| c.id);
    let id = existing.unwrap_or_else(|| {
        let id = st.add_channel(None, "dm", 1);
        st.channels.get_mut(&id).expect("just added").recipients = vec![user];
        id
    });
    ok_json(st.channel_json(id))
}

/// Checks the bot's permissions for posting `data` (+ files) into `channel`.
pub(crate) fn check_send(
    st: &mut State,
    channel: ChannelId,
    data: &Value,
    files: usize,
    create: bool,
) -> Result<(), ApiError> {
    let perms = Permissions::from_bits_truncate(st.channel_permissions(channel, st.bot_id));
    let closed = st.channels[&channel]
        .recipients
        .first()
        .copied()
        .filter(|u| st.closed_dms.contains(u));
    if let Some(user) = closed {
        // Not the bot's fault: the person closed their DMs (Discord's answer).
        *st.dm_refusals.entry(user).or_default() += 1;
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50007,
            "Cannot send messages to this user",
        ));
    }
    let ch = &st.channels[&channel];
    let what = format!("channel {channel} ({})", ch.name);
    if !perms.contains(Permissions::VIEW_CHANNEL) {
        let e = ApiError::new(StatusCode::FORBIDDEN, 50001, "Missing Access");
        return Err(reject(
            st,
            "permissions",
            format!("{what}: no View Channel"),
            e,
        ));
    }
    let send = if ch.is_thread() {
        Permissions::SEND_MESSAGES_IN_THREADS
    } else {
        Permissions::SEND_MESSAGES
    };
    let mut missing = Vec::new();
    if create && !perms.contains(send) {
        missing.push(format!("{send:?}"));
    }
    if data["embeds"].as_array().is_some_and(|e| !e.is_empty())
        && !perms.contains(Permissions::EMBED_LINKS)
    {
        missing.push("EMBED_LINKS".into());
    }
    if files > 0 && !perms.contains(Permissions::ATTACH_FILES) {
        missing.push("ATTACH_FILES".into());
    }
    if !missing.is_empty() {
        return Err(reject(
            st,
            "permissions",
            format!("{what}: missing {missing:?}"),
            ApiError::missing_permissions(),
        ));
    }
    Ok(())
}

/// Checks payload limits, recording a violation on failure.
pub(crate) fn check_limits(st: &mut State, context: &str, data: &Value) -> Result<(), ApiError> {
    limits::check_message(data).map_err(|(p, d)| {
        let rule = if p.starts_with("components") {
            "components"
        } else if p.starts_with("embeds") {
            "embeds"
        } else {
            "content"
        };
        reject(
            st,
            rule,
            format!("{context}: {p}: {d}"),
            ApiError::form(&p, &d),
        )
    })
}

pub(crate) fn check_not_empty(
    st: &mut State,
    context: &str,
    data: &Value,
    files: usize,
) -> Result<(), ApiError> {
    let nonempty = |k: &str| match &data[k] {
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Null => false,
        _ => true,
    };
    if files == 0
        && !["content", "embeds", "components", "sticker_ids", "poll"]
            .iter()
            .any(|k| nonempty(k))
    {
        let e = ApiError::new(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        );
        return Err(reject(st, "empty-message", context.to_string(), e));
    }
    Ok(())
}

/// The routes under `/channels/{id}`; `now` is the emulator clock.
pub(crate) fn channel_route(
    st: &mut State,
    method: &Method,
    c: ChannelId,
    rest: &[&str],
    query: &str,
    payload: Payload,
    now: Duration,
) -> ApiResult {
    let bot = st.bot_id;
    match (method.clone(), rest) {
        (Method::GET, []) => ok_json(st.channel_json(c)),
        (Method::PATCH, []) => {
            let body = &payload.json;
            let ch = st.channels.get_mut(&c).expect("checked");
            if let Some(n) = body["name"].as_str() {
                ch.name = n.to_string();
            }
            if let Some(a) = body["archived"].as_bool() {
                ch.archived = a;
            }
            if let Some(l) = body["locked"].as_bool() {
                ch.locked = l;
            }
            let j = st.channel_json(c);
            let t = if st.channels[&c].is_thread() {
                "THREAD_UPDATE"
            } else {
                "CHANNEL_UPDATE"
            };
            st.gw.dispatch(t, j.clone());
            ok_json(j)
        }
        (Method::DELETE, []) => {
            let j = st.channel_json(c);
            let ch = st.channels.remove(&c).expect("checked");
            for m in ch.messages.keys() {
                st.message_channel.remove(m);
            }
            // A thread started from a message has that message's id; once the thread is deleted
            // the message has no thread, and a new one may be started from it.
            if let Some(starter) = ch
                .parent_id
                .and_then(|p| st.channels.get_mut(&p))
                .and_then(|p| p.messages.get_mut(&MessageId::new(c.get())))
                .filter(|m| m.thread_id == Some(c))
            {
                starter.thread_id = None;
            }
            if let Some(g) = ch.guild_id.and_then(|g| st.guilds.get_mut(&g)) {
                g.channels.retain(|x| *x != c);
            }
            st.gw.dispatch(
                if ch.is_thread() {
                    "THREAD_DELETE"
                } else {
                    "CHANNEL_DELETE"
                },
                j.clone(),
            );
            ok_json(j)
        }
        (Method::POST, ["typing"]) => no_content(),
        (Method::GET, ["messages"]) => {
            let q = |k: &str| {
                query
                    .split('&')
                    .find_map(|kv| kv.strip_prefix(k).and_then(|v| v.strip_prefix('=')))
            };
            let limit = q("limit")
                .and_then(|v| v.parse().ok())
                .unwrap_or(50usize)
                .clamp(1, 100);
            let before = q("before").and_then(parse_id).unwrap_or(u64::MAX);
            let after = q("after").and_then(parse_id).unwrap_or(0);
            let msgs = &st.channels[&c].messages;
            let list: Vec<Value> = msgs
                .range(MessageId::new(after.max(1))..MessageId::new(before))
                .rev()
                .filter(|(id, _)| id.get() > after)
                .take(limit)
                .map(|(_, m)| st.message_json(m))
                .collect();
            ok_json(Value::Array(list))
        }
        (Method::POST, ["messages"]) => {
            let ctx = format!("POST channel {c} message");
            check_limits(st, &ctx, &payload.json)?;
            check_not_empty(st, &ctx, &payload.json, payload.files.len())?;
            check_send(st, c, &payload.json, payload.files.len(), true)?;
            threads::gate(st, c, ThreadAction::Post)?;
            let nonce = nonces::enforced(&payload.json);
            if let Some(first) = nonce.as_deref().and_then(|n| st.nonce_message(c, n, now)) {
                st.deduplicated_posts += 1;
                return ok_json(st.message_json(&st.channels[&c].messages[&first]));
            }
            let msg = interactions::new_message(st, c, bot, &payload.json, payload.files, 0, None);
            let j = st.message_json(&msg);
            if let Some(nonce) = nonce {
                st.remember_nonce(c, nonce, msg.id, now);
            }
            st.insert_message(msg, None);
            ok_json(j)
        }
        (m, ["messages", mid]) => {
            let id = parse_id(mid)
                .map(MessageId::new)
                .filter(|id| st.channels[&c].messages.contains_key(id));
            let id = id.ok_or_else(ApiError::unknown_message)?;
            let author = st.channels[&c].messages[&id].author_id;
            match m {
                Method::GET => ok_json(st.message_json(&st.channels[&c].messages[&id])),
                Method::DELETE => {
                    let perms = Permissions::from_bits_truncate(st.channel_permissions(c, bot));
                    if author != bot && !perms.contains(Permissions::MANAGE_MESSAGES) {
                        return Err(reject(
                            st,
                            "permissions",
                            format!("delete message {id} of another user"),
                            ApiError::missing_permissions(),
                        ));
                    }
                    st.delete_message(id);
                    no_content()
                }
                Method::PATCH => {
                    if author != bot {
                        let e = ApiError::new(
                            StatusCode::FORBIDDEN,
                            50005,
                            "Cannot edit a message authored by another user",
                        );
                        return Err(reject(st, "edit-foreign", format!("message {id}"), e));
                    }
                    check_limits(st, &format!("PATCH message {id}"), &payload.json)?;
                    check_send(st, c, &payload.json, payload.files.len(), false)?;
                    threads::gate(st, c, ThreadAction::Edit)?;
                    interactions::edit_message(st, id, &payload.json, payload.files);
                    ok_json(st.message_json(&st.channels[&c].messages[&id]))
                }
                _ => Err(unknown_route_locked(
                    st,
                    method,
                    &format!("/channels/{c}/messages/{id}"),
                )),
            }
        }
        (Method::POST, ["threads"]) => threads::create_thread(st, c, None, &payload.json),
        (Method::POST, ["messages", mid, "threads"]) => {
            let id = parse_id(mid)
                .map(MessageId::new)
                .filter(|id| st.channels[&c].messages.contains_key(id));
            let id = id.ok_or_else(ApiError::unknown_message)?;
            threads::create_thread(st, c, Some(id), &payload.json)
        }
        (m @ (Method::PUT | Method::DELETE), ["thread-members", uid]) => {
            let user = if *uid == "@me" {
                Some(bot)
            } else {
                parse_id(uid).map(UserId::new)
            };
            let user = user.filter(|u| st.users.contains_key(u));
            let user =
                user.ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10013, "Unknown User"))?;
            let ch = st.channels.get_mut(&c).expect("checked");
            ch.thread_members.retain(|u| *u != user);
            if m == Method::PUT {
                ch.thread_members.push(user);
            }
            no_content()
        }
        _ => Err(unknown_route_locked(
            st,
            method,
            &format!("/channels/{c}/{}", rest.join("/")),
        )),
    }
}
