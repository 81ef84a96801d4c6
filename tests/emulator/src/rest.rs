//! REST half of the emulator: the single entry point for `/api/v10/...`, authentication, and
//! the routes that are neither channels, interactions nor commands (gateway, users, guilds).
//! Routing is done by hand on the path segments so that every unknown route is caught by one
//! place, recorded as a violation and answered with a 404.
//!
//! The rest of the REST half lives with its concern: `rest/error.rs` (Discord's error
//! answers), `rest/payload.rs` (reading and checking bodies), `rest/app_commands.rs`
//! (application commands); channel and interaction routes are `channels.rs` and
//! `interactions.rs`.

mod app_commands;
mod error;
mod payload;

use std::sync::Arc;

use axum::extract::{Request, State as AxState};
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, UserId};

pub(crate) use error::{ApiError, ApiResult, no_content, ok_json, reject};
pub(crate) use payload::{Payload, Upload};

use super::Inner;
use super::channels;
use super::faults::{self, Intercepted};
use super::interactions;
use super::limits::MAX_REQUEST_BYTES;
use super::rate_limits::Admission;
use super::state::State;
use app_commands::commands;
use payload::read_checked;

/// The most a request may carry, with its multipart framing.
pub(crate) const BODY_LIMIT: usize = MAX_REQUEST_BYTES + (1 << 20);

pub(crate) fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok().filter(|v| *v != 0)
}

/// The single entry point for everything under `/api/v10`.
pub(crate) async fn api(AxState(inner): AxState<Arc<Inner>>, req: Request) -> Response {
    let response = api_inner(&inner, req).await;
    inner.lock().limiter.answered(&response, inner.now());
    if response.status().is_client_error() {
        inner
            .refused
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    if std::mem::take(&mut inner.lock().commands_changed) {
        inner.changed.notify_waiters();
    }
    response
}

async fn api_inner(inner: &Arc<Inner>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or_default().to_string();
    let auth = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let result = match path.strip_prefix("/api/v10/") {
        Some(rest) => {
            let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
            match faults::intercept(inner, &method, &segs) {
                Some(Intercepted::Answer(failure)) => {
                    // Drain the body first: answering an upload unread can reset the
                    // connection, which the client would report instead of the answer.
                    let _ = axum::body::to_bytes(req.into_body(), BODY_LIMIT).await;
                    return failure;
                }
                Some(Intercepted::Hold {
                    applied,
                    answer_after,
                }) => return faults::held(inner, req, applied, answer_after).await,
                Some(Intercepted::HangUp) => {
                    let _ = axum::body::to_bytes(req.into_body(), BODY_LIMIT).await;
                    faults::hang_up()
                }
                None => {}
            }
            let limits = &inner.config.rate_limits;
            let admission = inner
                .lock()
                .limiter
                .admit(limits, &method, &segs, inner.now());
            match admission {
                Admission::Free => route(inner, &method, &segs, &query, auth.as_deref(), req).await,
                Admission::Refuse(answer, why) => {
                    inner.lock().violate("rate-limit", why);
                    let _ = axum::body::to_bytes(req.into_body(), BODY_LIMIT).await;
                    return answer;
                }
                Admission::Go(headers) => {
                    let call = route(inner, &method, &segs, &query, auth.as_deref(), req).await;
                    let mut answer = call.unwrap_or_else(IntoResponse::into_response);
                    headers.apply(&mut answer);
                    return answer;
                }
            }
        }
        None => Err(unknown_route(inner, &method, &path)),
    };
    result.unwrap_or_else(IntoResponse::into_response)
}

pub(crate) fn unknown_route(inner: &Inner, method: &Method, path: &str) -> ApiError {
    unknown_route_locked(&mut inner.lock(), method, path)
}

/// [`unknown_route`] for callers already holding the state lock.
pub(crate) fn unknown_route_locked(st: &mut State, method: &Method, path: &str) -> ApiError {
    let e = ApiError::new(StatusCode::NOT_FOUND, 0, "404: Not Found");
    reject(st, "unknown-route", format!("{method} {path}"), e)
}

pub(crate) async fn route(
    inner: &Inner,
    method: &Method,
    segs: &[&str],
    query: &str,
    auth: Option<&str>,
    req: Request,
) -> ApiResult {
    let get = *method == Method::GET;
    let post = *method == Method::POST;
    let patch = *method == Method::PATCH;
    let delete = *method == Method::DELETE;
    // Interaction and webhook routes authenticate with their token, everything else with the bot.
    match segs {
        ["interactions", iid, token, "callback"] if post => {
            let payload = read_checked(inner, method, segs, req).await?;
            return interactions::callback(inner, iid, token, query, payload);
        }
        ["webhooks", app, token] if post => {
            let payload = read_checked(inner, method, segs, req).await?;
            return interactions::followup(inner, app, token, payload);
        }
        ["webhooks", app, token, "messages", mid] if get || patch || delete => {
            let payload = read_checked(inner, method, segs, req).await?;
            return interactions::webhook_message(inner, method, app, token, mid, payload);
        }
        _ => {}
    }
    if !known_route(segs) {
        return Err(unknown_route(
            inner,
            method,
            &format!("/api/v10/{}", segs.join("/")),
        ));
    }
    if auth.map(|a| a.trim_start_matches("Bot ")) != Some(inner.token.as_str()) {
        let e = ApiError::new(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
        return Err(reject(
            &mut inner.lock(),
            "auth",
            format!("{method} /{}", segs.join("/")),
            e,
        ));
    }
    let payload = read_checked(inner, method, segs, req).await?;
    let mut st = inner.lock();
    let app_ok = |app: &str| parse_id(app) == Some(st.bot_id.get());
    match segs {
        ["gateway"] if get => ok_json(json!({"url": inner.gateway_url()})),
        ["gateway", "bot"] if get => ok_json(json!({
            "url": inner.gateway_url(), "shards": inner.config.shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ["users", "@me"] if get => ok_json(st.user_json(st.bot_id)),
        ["users", "@me", "channels"] if post => channels::create_dm(&mut st, &payload.json),
        ["users", uid] if get => match parse_id(uid)
            .map(UserId::new)
            .filter(|u| st.users.contains_key(u))
        {
            Some(u) => ok_json(st.user_json(u)),
            None => Err(ApiError::new(StatusCode::NOT_FOUND, 10013, "Unknown User")),
        },
        ["oauth2", "applications", "@me"] | ["applications", "@me"] if get => {
            ok_json(application_json(&st))
        }
        ["applications", app, "commands"] if app_ok(app) => {
            commands(&mut st, method, None, None, payload.json)
        }
        ["applications", app, "commands", cid] if app_ok(app) => {
            commands(&mut st, method, None, parse_id(cid), payload.json)
        }
        ["applications", app, "guilds", gid, "commands"] if app_ok(app) => {
            let g = guild_id(&mut st, gid)?;
            commands(&mut st, method, Some(g), None, payload.json)
        }
        ["applications", app, "guilds", gid, "commands", cid] if app_ok(app) => {
            let g = guild_id(&mut st, gid)?;
            commands(&mut st, method, Some(g), parse_id(cid), payload.json)
        }
        ["guilds", gid] if get => {
            let g = guild_id(&mut st, gid)?;
            ok_json(st.partial_guild_json(g))
        }
        ["guilds", gid, "channels"] if get => {
            let g = guild_id(&mut st, gid)?;
            let chans = st.guilds[&g]
                .channels
                .iter()
                .filter(|c| !st.channels[c].is_thread());
            ok_json(Value::Array(chans.map(|c| st.channel_json(*c)).collect()))
        }
        ["guilds", gid, "threads", "active"] if get => {
            let g = guild_id(&mut st, gid)?;
            let threads = st.guilds[&g]
                .channels
                .iter()
                .filter(|c| st.channels[c].is_thread() && !st.channels[c].archived);
            let threads: Vec<Value> = threads.map(|c| st.channel_json(*c)).collect();
            ok_json(json!({"threads": threads, "members": []}))
        }
        ["guilds", gid, "roles"] if get => {
            let g = guild_id(&mut st, gid)?;
            ok_json(Value::Array(
                st.guilds[&g].roles.iter().map(State::role_json).collect(),
            ))
        }
        ["guilds", gid, "members"] if get => {
            let g = guild_id(&mut st, gid)?;
            let members = st.guilds[&g]
                .members
                .keys()
                .map(|u| st.member_json(g, *u, false));
            ok_json(Value::Array(members.collect()))
        }
        ["guilds", gid, "members", uid] if get => {
            let g = guild_id(&mut st, gid)?;
            match parse_id(uid)
                .map(UserId::new)
                .filter(|u| st.guilds[&g].members.contains_key(u))
            {
                Some(u) => ok_json(st.member_json(g, u, false)),
                None => Err(ApiError::new(
                    StatusCode::NOT_FOUND,
                    10007,
                    "Unknown Member",
                )),
            }
        }
        ["channels", cid, rest @ ..] => {
            let c = channel_id(&st, cid)?;
            super::doors::check_reach(&mut st, c)?;
            channels::channel_route(&mut st, method, c, rest, query, payload, inner.now())
        }
        _ => {
            drop(st);
            Err(unknown_route(
                inner,
                method,
                &format!("/api/v10/{}", segs.join("/")),
            ))
        }
    }
}

/// Whether the path (ignoring the method) is one the emulator serves with the bot token.
fn known_route(segs: &[&str]) -> bool {
    matches!(
        segs,
        ["gateway"]
            | ["gateway", "bot"]
            | ["users", _]
            | ["users", "@me", "channels"]
            | ["oauth2", "applications", "@me"]
            | ["applications", "@me"]
            | ["applications", _, "commands", ..]
            | ["applications", _, "guilds", _, "commands", ..]
            | ["guilds", _, ..]
            | ["channels", _, ..]
    )
}

fn guild_id(st: &mut State, s: &str) -> Result<GuildId, ApiError> {
    let guild = parse_id(s)
        .map(GuildId::new)
        .filter(|g| st.guilds.contains_key(g))
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10004, "Unknown Guild"))?;
    super::doors::check_guild_reach(st, guild)?;
    Ok(guild)
}

fn channel_id(st: &State, s: &str) -> Result<ChannelId, ApiError> {
    parse_id(s)
        .map(ChannelId::new)
        .filter(|c| st.channels.contains_key(c) && !st.deleted_channels.contains(c))
        .ok_or_else(ApiError::unknown_channel)
}

fn application_json(st: &State) -> Value {
    let name = st.users[&st.bot_id].name.clone();
    json!({
        "id": st.bot_id.to_string(), "name": name, "icon": null, "description": "",
        "bot_public": true, "bot_require_code_grant": false, "owner": st.user_json(st.owner_id),
        "verify_key": "0".repeat(64), "team": null, "flags": 0, "bot": st.user_json(st.bot_id),
        "rpc_origins": [], "tags": [], "redirect_uris": [], "interactions_endpoint_url": null,
        "role_connections_verification_url": null, "approximate_guild_count": st.guilds.len(),
    })
}
