//! Application command routes, global and per guild: list, bulk overwrite, create, get, edit
//! and delete, each definition checked against Discord's limits first. Every successful write
//! is counted, so a test can tell that a restarted bot registered its commands again.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use serenity::all::GuildId;

use super::{ApiError, ApiResult, no_content, ok_json, reject};
use crate::limits;
use crate::state::{Command, State};

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

pub(super) fn commands(
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
