//! Slash commands and autocomplete as a user's client would send them: the command path and
//! option values are checked against the command the bot registered (types, choices, bounds,
//! required options, where the command is offered and which installs allow it), because the Discord client would not let a user send
//! anything else.

use serde_json::{Map, Value, json};
use serenity::all::{ChannelId, UserId};

use super::InteractionHandle;
use crate::Emulator;
use crate::installs::Installs;
use crate::state::State;

fn option_value(
    st: &State,
    def: &Value,
    v: &Value,
    resolved: &mut Map<String, Value>,
    guild: Option<serenity::all::GuildId>,
) -> Result<Value, String> {
    let name = def["name"].as_str().unwrap_or_default();
    let kind = def["type"].as_u64().unwrap_or(3);
    let value = match kind {
        3 => v
            .as_str()
            .map(|s| json!(s))
            .ok_or(format!("option {name}: expected a string, got {v}"))?,
        4 => v
            .as_i64()
            .map(|i| json!(i))
            .ok_or(format!("option {name}: expected an integer, got {v}"))?,
        5 => v
            .as_bool()
            .map(|b| json!(b))
            .ok_or(format!("option {name}: expected a boolean, got {v}"))?,
        10 => v
            .as_f64()
            .map(|f| json!(f))
            .ok_or(format!("option {name}: expected a number, got {v}"))?,
        6..=9 => {
            let id = v
                .as_u64()
                .or_else(|| v.as_str().and_then(|s| s.parse().ok()));
            let id = id.ok_or(format!("option {name}: expected a snowflake, got {v}"))?;
            if kind == 6 {
                let user = UserId::new(id);
                if !st.users.contains_key(&user) {
                    return Err(format!("option {name}: unknown user {id}"));
                }
                let users = resolved.entry("users").or_insert_with(|| json!({}));
                users[id.to_string()] = st.user_json(user);
                if let Some(g) = guild {
                    let mut m = st.member_json(g, user, true);
                    m.as_object_mut().expect("object").remove("user");
                    resolved.entry("members").or_insert_with(|| json!({}))[id.to_string()] = m;
                }
            } else if kind == 7 {
                let ch = ChannelId::new(id);
                let c = st.channel_json(ch);
                if c.is_null() {
                    return Err(format!("option {name}: unknown channel {id}"));
                }
                resolved.entry("channels").or_insert_with(|| json!({}))[id.to_string()] = c;
            }
            json!(id.to_string())
        }
        other => return Err(format!("option {name}: unsupported option type {other}")),
    };
    if let Some(choices) = def["choices"].as_array().filter(|c| !c.is_empty())
        && !choices.iter().any(|c| c["value"] == value)
    {
        return Err(format!("option {name}: {value} is not one of the choices"));
    }
    if let (Some(min), Some(x)) = (def["min_value"].as_f64(), value.as_f64())
        && x < min
    {
        return Err(format!("option {name}: {x} < min_value {min}"));
    }
    if let (Some(max), Some(x)) = (def["max_value"].as_f64(), value.as_f64())
        && x > max
    {
        return Err(format!("option {name}: {x} > max_value {max}"));
    }
    Ok(json!({"name": name, "type": kind, "value": value}))
}

impl Emulator {
    /// Injects a slash command as `user` in `channel`. `path` is the command with its subcommand
    /// group/subcommand, e.g. `"hypnosia new"`; `options` are the leaf options. Option types come
    /// from the registered command. Panics if the command is not registered or the options are
    /// invalid (the Discord client would not let the user send it); see [`Self::try_slash`].
    #[track_caller]
    pub fn slash(
        &self,
        user: UserId,
        channel: ChannelId,
        path: &str,
        options: &[(&str, Value)],
    ) -> InteractionHandle {
        self.try_slash(user, channel, path, options)
            .unwrap_or_else(|e| panic!("slash {path:?}: {e}"))
    }

    pub fn try_slash(
        &self,
        user: UserId,
        channel: ChannelId,
        path: &str,
        options: &[(&str, Value)],
    ) -> Result<InteractionHandle, String> {
        self.command_interaction(user, channel, path, options, None, None)
    }

    /// [`Self::try_slash`] authorized by exactly `installs` (see [`Installs`]): an error if
    /// they cannot authorize the command there (the app not installed so, or the command not
    /// offered for them).
    pub fn try_slash_authorized(
        &self,
        user: UserId,
        channel: ChannelId,
        path: &str,
        options: &[(&str, Value)],
        installs: Installs,
    ) -> Result<InteractionHandle, String> {
        self.command_interaction(user, channel, path, options, None, Some(installs))
    }

    /// A user command (right click on a member → Apps → `name`) run by `user` on `target` in
    /// `channel`. Panics where the Discord client would not offer it; see
    /// [`Self::try_user_command`].
    #[track_caller]
    pub fn user_command(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        target: UserId,
    ) -> InteractionHandle {
        self.try_user_command(user, channel, name, target)
            .unwrap_or_else(|e| panic!("user command {name:?}: {e}"))
    }

    /// A user command (type 2) as an APPLICATION_COMMAND interaction with `target_id` and the
    /// target resolved, authorized as for a slash command.
    pub fn try_user_command(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        target: UserId,
    ) -> Result<InteractionHandle, String> {
        let mut st = self.inner.lock();
        let guild = st.channels.get(&channel).ok_or("unknown channel")?.guild_id;
        let cmd = st
            .commands
            .iter()
            .filter(|c| c.json["name"] == name && c.json["type"] == 2)
            .find(|c| c.guild_id.is_none() || c.guild_id == guild)
            .cloned()
            .ok_or_else(|| format!("user command {name:?} is not registered for this channel"))?;
        let origin = st.command_owners(&cmd, channel, user, None)?;
        let mut resolved = Map::new();
        let def = json!({"name": "target", "type": 6});
        option_value(&st, &def, &json!(target.to_string()), &mut resolved, guild)?;
        let mut data = json!({"id": cmd.id.to_string(), "name": name, "type": 2,
            "target_id": target.to_string(), "resolved": resolved});
        if let Some(g) = cmd.guild_id {
            data["guild_id"] = json!(g.to_string());
        }
        self.dispatch_interaction(
            &mut st,
            2,
            name.to_string(),
            user,
            channel,
            data,
            None,
            origin,
        )
    }

    /// A slash command (type 2), or with `focused` (option name, text typed so far) the
    /// APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4) Discord sends while the user types
    /// in that option: the focused option carries `"focused": true` and the text as a string,
    /// whatever the option's type, and required options may still be missing.
    pub(crate) fn command_interaction(
        &self,
        user: UserId,
        channel: ChannelId,
        path: &str,
        options: &[(&str, Value)],
        focused: Option<(&str, &str)>,
        installs: Option<Installs>,
    ) -> Result<InteractionHandle, String> {
        let mut st = self.inner.lock();
        let ch = st.channels.get(&channel).ok_or("unknown channel")?;
        if ch.is_thread() && ch.archived {
            return Err("application commands cannot be used in an archived thread".into());
        }
        let guild = ch.guild_id;
        let parts: Vec<&str> = path.split_whitespace().collect();
        let (&name, subs) = parts.split_first().ok_or("empty command path")?;
        let cmd = st
            .commands
            .iter()
            .filter(|c| c.json["name"] == name && c.json["type"].as_u64().unwrap_or(1) == 1)
            .find(|c| c.guild_id.is_none() || c.guild_id == guild)
            .cloned()
            .ok_or_else(|| format!("command /{name} is not registered for this channel"))?;
        // The Discord client offers a command only where its registration and the installs
        // allow it (in a DM only with `contexts` naming it, `dm_permission` not false).
        let origin = st.command_owners(&cmd, channel, user, installs)?;
        let mut node = &cmd.json;
        for sub in subs {
            node = node["options"]
                .as_array()
                .and_then(|o| {
                    o.iter()
                        .find(|o| o["name"] == *sub && matches!(o["type"].as_u64(), Some(1 | 2)))
                })
                .ok_or_else(|| format!("/{name} has no subcommand {sub:?}"))?;
        }
        let defs = node["options"].as_array().cloned().unwrap_or_default();
        if defs
            .iter()
            .any(|d| matches!(d["type"].as_u64(), Some(1 | 2)))
        {
            return Err(format!("{path:?} needs a subcommand"));
        }
        let mut resolved = Map::new();
        let mut values = Vec::new();
        for (k, v) in options {
            let def = defs
                .iter()
                .find(|d| d["name"] == *k)
                .ok_or_else(|| format!("unknown option {k:?}"))?;
            values.push(option_value(&st, def, v, &mut resolved, guild)?);
        }
        if let Some((name, typed)) = focused {
            let def = defs
                .iter()
                .find(|d| d["name"] == name)
                .ok_or_else(|| format!("unknown option {name:?}"))?;
            if def["autocomplete"] != true {
                return Err(format!("option {name:?} does not autocomplete"));
            }
            values
                .push(json!({"name": name, "type": def["type"], "value": typed, "focused": true}));
        } else {
            for d in defs.iter().filter(|d| d["required"] == true) {
                if !options.iter().any(|(k, _)| d["name"] == *k) {
                    return Err(format!("missing required option {}", d["name"]));
                }
            }
        }
        let mut opts = Value::Array(values);
        for (i, sub) in subs.iter().enumerate().rev() {
            let kind = if i + 1 == subs.len() { 1 } else { 2 };
            opts = json!([{"name": sub, "type": kind, "options": opts}]);
        }
        let mut data = json!({"id": cmd.id.to_string(), "name": name, "type": 1, "options": opts});
        if !resolved.is_empty() {
            data["resolved"] = Value::Object(resolved);
        }
        if let Some(g) = cmd.guild_id {
            data["guild_id"] = json!(g.to_string());
        }
        let kind = if focused.is_some() { 4 } else { 2 };
        self.dispatch_interaction(
            &mut st,
            kind,
            path.to_string(),
            user,
            channel,
            data,
            None,
            origin,
        )
    }
}
