//! REST half of the emulator: `/api/v10/...` routes, request parsing and Discord-style errors.
//! Routing is done by hand on the path segments so that every unknown route is caught by one
//! place, recorded as a violation and answered with a 404.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request, State as AxState};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use serenity::all::{ChannelId, GuildId, UserId};

use super::channels;
use super::faults::{self, Intercepted};
use super::interactions;
use super::limits::{self, MAX_FILE_BYTES, MAX_REQUEST_BYTES};
use super::openapi;
use super::state::{Command, State};
use super::Inner;

/// The most a request may carry, with its multipart framing.
pub(crate) const BODY_LIMIT: usize = MAX_REQUEST_BYTES + (1 << 20);

/// A Discord error answer: `{"code": …, "message": …}` with an HTTP status.
#[derive(Debug)]
pub(crate) struct ApiError {
    pub status: StatusCode,
    pub code: u32,
    pub message: String,
    pub errors: Option<Value>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: u32, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            errors: None,
        }
    }
    pub fn form(path: &str, detail: &str) -> ApiError {
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        e.errors =
            Some(json!({ path: {"_errors": [{"code": "BASE_TYPE_INVALID", "message": detail}]}}));
        e
    }
    pub fn unknown_channel() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
    }
    pub fn unknown_message() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, 10008, "Unknown Message")
    }
    pub fn missing_permissions() -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, 50013, "Missing Permissions")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({"code": self.code, "message": self.message});
        if let Some(e) = self.errors {
            body["errors"] = e;
        }
        (self.status, Json(body)).into_response()
    }
}

/// Records a violation and returns the error to answer with.
pub(crate) fn reject(
    st: &mut State,
    rule: &str,
    detail: impl Into<String>,
    e: ApiError,
) -> ApiError {
    st.violate(
        rule,
        format!("{} -> {} {}", detail.into(), e.status.as_u16(), e.code),
    );
    e
}

pub(crate) type ApiResult = Result<Response, ApiError>;

pub(crate) fn ok_json(v: Value) -> ApiResult {
    Ok(Json(v).into_response())
}

pub(crate) fn no_content() -> ApiResult {
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// A file uploaded as `files[n]` in a multipart request.
pub(crate) struct Upload {
    pub index: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Bytes,
}

/// A request body: the JSON (plain or `payload_json`) and uploaded files.
pub(crate) struct Payload {
    pub json: Value,
    pub files: Vec<Upload>,
    /// The JSON came as the `payload_json` part of a multipart request.
    pub multipart: bool,
}

/// Reads the body and checks it against Discord's OpenAPI description ([`openapi`]): a body
/// the description refuses is answered 400, 50035 "Invalid Form Body" with Discord's `errors`,
/// and recorded as an `openapi` violation.
async fn read_checked(
    inner: &Inner,
    method: &Method,
    segs: &[&str],
    req: Request,
) -> Result<Payload, ApiError> {
    let payload = read_payload(inner, req).await?;
    if let Err(refusal) = openapi::check(method, segs, &payload.json, payload.multipart) {
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        e.errors = Some(refusal.errors());
        return Err(reject(&mut inner.lock(), "openapi", refusal.summary(), e));
    }
    Ok(payload)
}

async fn read_payload(inner: &Inner, req: Request) -> Result<Payload, ApiError> {
    let too_large = |inner: &Inner, what: String| {
        let e = ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        );
        reject(&mut inner.lock(), "file-size", what, e)
    };
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !is_multipart {
        let bytes = axum::body::to_bytes(req.into_body(), MAX_REQUEST_BYTES + 1)
            .await
            .map_err(|_| too_large(inner, "request body over 25 MiB".into()))?;
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).map_err(|e| {
                let err = ApiError::new(
                    StatusCode::BAD_REQUEST,
                    50109,
                    "The request body contains invalid JSON.",
                );
                reject(&mut inner.lock(), "invalid-json", e.to_string(), err)
            })?
        };
        return Ok(Payload {
            json,
            files: vec![],
            multipart: false,
        });
    }
    let mut mp = Multipart::from_request(req, &())
        .await
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, 50035, e.body_text()))?;
    let mut payload = Payload {
        json: Value::Null,
        files: vec![],
        multipart: true,
    };
    let mut total = 0usize;
    loop {
        let field = match mp.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return Err(too_large(inner, format!("multipart error: {e}"))),
        };
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(str::to_string);
        let data = field
            .bytes()
            .await
            .map_err(|e| too_large(inner, format!("multipart: {e}")))?;
        total += data.len();
        if total > MAX_REQUEST_BYTES {
            return Err(too_large(
                inner,
                format!("request over 25 MiB ({total} bytes)"),
            ));
        }
        if name == "payload_json" {
            payload.json = serde_json::from_slice(&data).map_err(|e| {
                let err = ApiError::new(
                    StatusCode::BAD_REQUEST,
                    50109,
                    "The request body contains invalid JSON.",
                );
                reject(
                    &mut inner.lock(),
                    "invalid-json",
                    format!("payload_json: {e}"),
                    err,
                )
            })?;
        } else if let Some(idx) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            if data.len() > MAX_FILE_BYTES {
                let f = filename.unwrap_or_default();
                return Err(too_large(
                    inner,
                    format!("file {f:?} is {} bytes > 10 MiB", data.len()),
                ));
            }
            payload.files.push(Upload {
                index: idx.parse().unwrap_or(payload.files.len() as u64),
                filename: filename.unwrap_or_else(|| format!("file{idx}")),
                content_type,
                data,
            });
        } else {
            let mut st = inner.lock();
            st.violate("multipart", format!("unexpected multipart field {name:?}"));
        }
    }
    Ok(payload)
}

pub(crate) fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok().filter(|v| *v != 0)
}

/// The single entry point for everything under `/api/v10`.
pub(crate) async fn api(AxState(inner): AxState<Arc<Inner>>, req: Request) -> Response {
    let response = api_inner(&inner, req).await;
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
                None => route(inner, &method, &segs, &query, auth.as_deref(), req).await,
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
            return interactions::callback(inner, iid, token, payload);
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
            let g = guild_id(&st, gid)?;
            commands(&mut st, method, Some(g), None, payload.json)
        }
        ["applications", app, "guilds", gid, "commands", cid] if app_ok(app) => {
            let g = guild_id(&st, gid)?;
            commands(&mut st, method, Some(g), parse_id(cid), payload.json)
        }
        ["guilds", gid] if get => ok_json(st.partial_guild_json(guild_id(&st, gid)?)),
        ["guilds", gid, "channels"] if get => {
            let g = guild_id(&st, gid)?;
            let chans = st.guilds[&g]
                .channels
                .iter()
                .filter(|c| !st.channels[c].is_thread());
            ok_json(Value::Array(chans.map(|c| st.channel_json(*c)).collect()))
        }
        ["guilds", gid, "threads", "active"] if get => {
            let g = guild_id(&st, gid)?;
            let threads = st.guilds[&g]
                .channels
                .iter()
                .filter(|c| st.channels[c].is_thread());
            let threads: Vec<Value> = threads.map(|c| st.channel_json(*c)).collect();
            ok_json(json!({"threads": threads, "members": []}))
        }
        ["guilds", gid, "roles"] if get => {
            let g = guild_id(&st, gid)?;
            ok_json(Value::Array(
                st.guilds[&g].roles.iter().map(State::role_json).collect(),
            ))
        }
        ["guilds", gid, "members"] if get => {
            let g = guild_id(&st, gid)?;
            let members = st.guilds[&g]
                .members
                .keys()
                .map(|u| st.member_json(g, *u, false));
            ok_json(Value::Array(members.collect()))
        }
        ["guilds", gid, "members", uid] if get => {
            let g = guild_id(&st, gid)?;
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

fn guild_id(st: &State, s: &str) -> Result<GuildId, ApiError> {
    parse_id(s)
        .map(GuildId::new)
        .filter(|g| st.guilds.contains_key(g))
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10004, "Unknown Guild"))
}

fn channel_id(st: &State, s: &str) -> Result<ChannelId, ApiError> {
    parse_id(s)
        .map(ChannelId::new)
        .filter(|c| st.channels.contains_key(c))
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

fn command_json(st: &State, c: &Command) -> Value {
    let mut j = c.json.clone();
    j["id"] = json!(c.id.to_string());
    j["application_id"] = json!(st.bot_id.to_string());
    j["version"] = json!(c.id.to_string());
    if j["type"].is_null() {
        j["type"] = json!(1);
    }
    if j["description"].is_null() {
        j["description"] = json!("");
    }
    if let Some(g) = c.guild_id {
        j["guild_id"] = json!(g.to_string());
    }
    j
}

fn commands(
    st: &mut State,
    method: &Method,
    scope: Option<GuildId>,
    cid: Option<u64>,
    body: Value,
) -> ApiResult {
    st.commands_changed = true;
    let writes = *method != Method::GET;
    let result = command_route(st, method, scope, cid, body);
    if writes && result.is_ok() {
        st.command_writes += 1;
    }
    result
}

fn command_route(
    st: &mut State,
    method: &Method,
    scope: Option<GuildId>,
    cid: Option<u64>,
    body: Value,
) -> ApiResult {
    let listed = |st: &State| -> Value {
        let cmds = st.commands.iter().filter(|c| c.guild_id == scope);
        Value::Array(cmds.map(|c| command_json(st, c)).collect())
    };
    let upsert = |st: &mut State, def: Value| -> Result<Command, ApiError> {
        if let Err((p, d)) = limits::check_command(&def) {
            return Err(reject(
                st,
                "command",
                format!("{}: {p}: {d}", def["name"]),
                ApiError::form(&p, &d),
            ));
        }
        let name = def["name"].clone();
        let existing = st
            .commands
            .iter()
            .position(|c| c.guild_id == scope && c.json["name"] == name);
        let id = match existing {
            Some(i) => st.commands[i].id,
            None => st.next_id(),
        };
        let cmd = Command {
            id,
            guild_id: scope,
            json: def,
        };
        match existing {
            Some(i) => st.commands[i] = cmd.clone(),
            None => st.commands.push(cmd.clone()),
        }
        Ok(cmd)
    };
    match (method.clone(), cid) {
        (Method::GET, None) => ok_json(listed(st)),
        (Method::PUT, None) => {
            let defs = body.as_array().cloned().unwrap_or_default();
            if defs.len() > 100 {
                return Err(reject(
                    st,
                    "command",
                    "more than 100 commands",
                    ApiError::form("", "max 100"),
                ));
            }
            st.commands.retain(|c| c.guild_id != scope);
            for d in defs {
                upsert(st, d)?;
            }
            ok_json(listed(st))
        }
        (Method::POST, None) => {
            let cmd = upsert(st, body)?;
            ok_json(command_json(st, &cmd))
        }
        (m, Some(id)) => {
            let Some(pos) = st
                .commands
                .iter()
                .position(|c| c.id == id && c.guild_id == scope)
            else {
                return Err(ApiError::new(
                    StatusCode::NOT_FOUND,
                    10063,
                    "Unknown application command",
                ));
            };
            match m {
                Method::GET => ok_json(command_json(st, &st.commands[pos])),
                Method::DELETE => {
                    st.commands.remove(pos);
                    no_content()
                }
                Method::PATCH => {
                    if let (Value::Object(a), Value::Object(b)) = (&mut st.commands[pos].json, body)
                    {
                        a.extend(b);
                    }
                    ok_json(command_json(st, &st.commands[pos]))
                }
                _ => Err(ApiError::new(
                    StatusCode::METHOD_NOT_ALLOWED,
                    0,
                    "405: Method Not Allowed",
                )),
            }
        }
        _ => Err(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            0,
            "405: Method Not Allowed",
        )),
    }
}
