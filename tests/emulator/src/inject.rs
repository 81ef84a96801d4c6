//! Injecting user actions (slash commands, button clicks, select choices) as INTERACTION_CREATE
//! dispatches, and waiting for what the bot did with them.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Map, Value};
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::Notify;

use super::state::{Interaction, State};
use super::view::{InteractionSnapshot, Response};
use super::{wait_on, Emulator, Inner};

/// An injected interaction. Cheap to clone; outlives nothing but the emulator's state.
#[derive(Clone)]
pub struct InteractionHandle {
    inner: Arc<Inner>,
    id: u64,
    token: String,
    notify: Arc<Notify>,
}

impl std::fmt::Debug for InteractionHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InteractionHandle({})", self.id)
    }
}

impl InteractionHandle {
    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn token(&self) -> &str {
        &self.token
    }

    /// Everything the interaction produced so far.
    pub fn snapshot(&self) -> InteractionSnapshot {
        let st = self.inner.lock();
        let Some(ix) = st.interactions.get(&self.id) else {
            return InteractionSnapshot::default();
        };
        let get = |ids: &[MessageId]| {
            ids.iter()
                .filter_map(|m| st.find_message(*m).cloned())
                .collect()
        };
        InteractionSnapshot {
            response: ix.response.clone(),
            original: ix.original.and_then(|m| st.find_message(m).cloned()),
            followups: get(&ix.followups),
            ephemerals: get(&ix.ephemerals),
        }
    }

    /// Waits (up to 5 s) for the bot's first response; panics with the violations on timeout.
    #[track_caller]
    pub fn response(&self) -> impl std::future::Future<Output = Response> + '_ {
        let caller = std::panic::Location::caller();
        async move {
            match self.wait_response(Duration::from_secs(5)).await {
                Some(r) => r,
                None => {
                    let v: Vec<String> = self
                        .inner
                        .lock()
                        .violations
                        .iter()
                        .map(ToString::to_string)
                        .collect();
                    panic!(
                        "{caller}: no response to interaction {} within 5 s; violations: {v:#?}",
                        self.id
                    )
                }
            }
        }
    }

    pub async fn wait_response(&self, timeout: Duration) -> Option<Response> {
        wait_on(&self.notify, timeout, || self.snapshot().response).await
    }

    /// Waits until `pred` holds for the interaction's snapshot (e.g. a follow-up arrived, the
    /// deferred message was filled in).
    pub async fn wait(
        &self,
        timeout: Duration,
        pred: impl Fn(&InteractionSnapshot) -> bool,
    ) -> Option<InteractionSnapshot> {
        wait_on(&self.notify, timeout, || {
            Some(self.snapshot()).filter(|s| pred(s))
        })
        .await
    }

    /// The bot's first response as soon as it arrives, without the snapshot of the messages the
    /// interaction touched ([`Self::wait_response`] clones them on every wake-up): a lighter wait
    /// for load tests.
    pub async fn wait_response_only(&self, timeout: Duration) -> Option<Response> {
        wait_on(&self.notify, timeout, || {
            self.inner
                .lock()
                .interactions
                .get(&self.id)?
                .response
                .clone()
        })
        .await
    }

    /// [`Emulator::forget_interaction`] for this interaction.
    pub fn forget(&self) -> bool {
        let mut st = self.inner.lock();
        match st.interactions.remove(&self.id) {
            Some(ix) => {
                st.tokens.remove(&ix.token);
                true
            }
            None => false,
        }
    }

    /// Texts of the ephemeral messages the user got from this interaction.
    pub fn ephemeral_texts(&self) -> Vec<String> {
        self.snapshot()
            .ephemerals
            .iter()
            .map(|m| m.text())
            .collect()
    }
}

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
    if let Some(choices) = def["choices"].as_array().filter(|c| !c.is_empty()) {
        if !choices.iter().any(|c| c["value"] == value) {
            return Err(format!("option {name}: {value} is not one of the choices"));
        }
    }
    if let (Some(min), Some(x)) = (def["min_value"].as_f64(), value.as_f64()) {
        if x < min {
            return Err(format!("option {name}: {x} < min_value {min}"));
        }
    }
    if let (Some(max), Some(x)) = (def["max_value"].as_f64(), value.as_f64()) {
        if x > max {
            return Err(format!("option {name}: {x} > max_value {max}"));
        }
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
        self.command_interaction(user, channel, path, options, None)
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
        // The Discord client offers a command in DMs only if its registration allows them.
        let dm_allowed = cmd.json["dm_permission"] != false
            && cmd.json["contexts"]
                .as_array()
                .is_none_or(|c| c.iter().any(|x| x == 1 || x == 2));
        if guild.is_none() && !dm_allowed {
            return Err(format!("command /{name} is not available in DMs"));
        }
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
        self.dispatch_interaction(&mut st, kind, path.to_string(), user, channel, data, None)
    }

    /// Clicks the button `custom_id` on a message. Panics if the button does not exist, is
    /// disabled, or the user can't see the message; see [`Self::try_click`].
    #[track_caller]
    pub fn click(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
    ) -> InteractionHandle {
        self.try_click(user, channel, message, custom_id)
            .unwrap_or_else(|e| panic!("click {custom_id:?}: {e}"))
    }

    pub fn try_click(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
    ) -> Result<InteractionHandle, String> {
        self.component(user, channel, message, custom_id, None)
    }

    /// Injects a button click with an arbitrary `custom_id` on an existing message, as a
    /// tampered client could (Discord does not check that the message has such a button).
    /// Still requires the message to exist in `channel` and be visible to `user`.
    pub fn click_forged(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
    ) -> Result<InteractionHandle, String> {
        let mut st = self.inner.lock();
        if let Some((viewer, _)) = st.ephemeral.get(&message) {
            if *viewer != user {
                return Err(format!("message {message} is ephemeral for another user"));
            }
        }
        if st.deleted.contains(&message) {
            return Err(format!(
                "message {message} was deleted: nothing left to click"
            ));
        }
        let msg = st
            .find_message(message)
            .ok_or_else(|| format!("unknown message {message}"))?;
        if msg.channel_id != channel {
            return Err(format!("message {message} is not in channel {channel}"));
        }
        let message_json = st.message_json(msg);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.dispatch_interaction(
            &mut st,
            3,
            custom_id.to_string(),
            user,
            channel,
            data,
            Some((message, message_json)),
        )
    }

    /// Clicks the first button labelled `label` on a message.
    #[track_caller]
    pub fn click_label(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        label: &str,
    ) -> InteractionHandle {
        let found = self
            .message(message)
            .and_then(|m| m.button(label))
            .and_then(|b| b.custom_id);
        let Some(id) = found else {
            let labels = self.message(message).map(|m| {
                m.buttons()
                    .into_iter()
                    .filter_map(|b| b.label)
                    .collect::<Vec<_>>()
            });
            panic!("no button labelled {label:?} on message {message} (labels: {labels:?})");
        };
        self.click(user, channel, message, &id)
    }

    /// Chooses `values` in the string select `custom_id` of a message.
    #[track_caller]
    pub fn select(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        self.try_select(user, channel, message, custom_id, values)
            .unwrap_or_else(|e| panic!("select {custom_id:?}: {e}"))
    }

    pub fn try_select(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
        values: &[&str],
    ) -> Result<InteractionHandle, String> {
        let values = values.iter().map(|v| v.to_string()).collect();
        self.component(user, channel, message, custom_id, Some(values))
    }

    fn component(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> Result<InteractionHandle, String> {
        let mut st = self.inner.lock();
        if let Some((viewer, _)) = st.ephemeral.get(&message) {
            if *viewer != user {
                return Err(format!("message {message} is ephemeral for another user"));
            }
        }
        if st.deleted.contains(&message) {
            return Err(format!(
                "message {message} was deleted: nothing left to click"
            ));
        }
        let msg = st
            .find_message(message)
            .ok_or_else(|| format!("unknown message {message}"))?;
        if msg.channel_id != channel {
            return Err(format!(
                "message {message} is in channel {}, not {channel}",
                msg.channel_id
            ));
        }
        let comp = msg
            .component(custom_id)
            .ok_or_else(|| format!("no component {custom_id:?} (have {:?})", msg.custom_ids()))?;
        if comp["disabled"] == true {
            return Err(format!("component {custom_id:?} is disabled"));
        }
        let ctype = comp["type"].as_u64().unwrap_or(0);
        let mut data = json!({"custom_id": custom_id, "component_type": ctype});
        match (ctype, values) {
            (2, None) => {}
            (3, Some(values)) => {
                let options: Vec<&str> = comp["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str())
                    .collect();
                if let Some(bad) = values.iter().find(|v| !options.contains(&v.as_str())) {
                    return Err(format!(
                        "{bad:?} is not an option of {custom_id:?} ({options:?})"
                    ));
                }
                let (min, max) = (
                    comp["min_values"].as_u64().unwrap_or(1),
                    comp["max_values"].as_u64().unwrap_or(1),
                );
                if !(min..=max).contains(&(values.len() as u64)) {
                    return Err(format!(
                        "{} values, select allows {min}..={max}",
                        values.len()
                    ));
                }
                data["values"] = json!(values);
            }
            (5..=8, Some(values)) => data["values"] = json!(values),
            (t, v) => {
                return Err(format!(
                    "component type {t} can't be used with values {v:?}"
                ))
            }
        }
        let message_json = st.message_json(msg);
        self.dispatch_interaction(
            &mut st,
            3,
            custom_id.to_string(),
            user,
            channel,
            data,
            Some((message, message_json)),
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn dispatch_interaction(
        &self,
        st: &mut State,
        kind: u8,
        name: String,
        user: UserId,
        channel: ChannelId,
        data: Value,
        message: Option<(MessageId, Value)>,
    ) -> Result<InteractionHandle, String> {
        if !st.users.contains_key(&user) {
            return Err(format!("unknown user {user}"));
        }
        let id = st.next_id();
        let token = format!(
            "emu-interaction-token-{id}-{:016x}",
            id.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        );
        let ch = st.channels.get(&channel).ok_or("unknown channel")?;
        let guild = ch.guild_id;
        let app_perms = st.channel_permissions(channel, st.bot_id);
        let mut partial = json!({"id": channel.to_string(), "type": ch.kind, "name": ch.name,
            "permissions": st.channel_permissions(channel, user).to_string()});
        if let Some(p) = ch.parent_id {
            partial["parent_id"] = json!(p.to_string());
        }
        let mut j = json!({
            "id": id.to_string(), "application_id": st.bot_id.to_string(), "type": kind, "data": data,
            "channel_id": channel.to_string(), "channel": partial, "token": token, "version": 1,
            "app_permissions": app_perms.to_string(), "entitlements": [],
            "locale": st.user_locales.get(&user).map_or("en-US", String::as_str),
            "attachment_size_limit": super::MAX_FILE_BYTES,
        });
        if let Some(g) = guild {
            j["guild_id"] = json!(g.to_string());
            j["guild_locale"] = json!(st.guild_locales.get(&g).map_or("en-US", String::as_str));
            j["member"] = st.member_json(g, user, true);
            j["authorizing_integration_owners"] = json!({"0": g.to_string()});
            j["context"] = json!(0);
        } else {
            j["user"] = st.user_json(user);
            j["authorizing_integration_owners"] = json!({"0": "0"});
            j["context"] = json!(1);
        }
        let source = message.as_ref().map(|(m, _)| *m);
        if let Some((_, m)) = message {
            j["message"] = m;
        }
        let notify = Arc::new(Notify::new());
        st.interactions.insert(
            id,
            Interaction {
                token: token.clone(),
                kind,
                name,
                user_id: user,
                channel_id: channel,
                created: self.inner.now(),
                dispatched: Instant::now(),
                source_message: source,
                response: None,
                original: None,
                deferred_pending: false,
                followups: vec![],
                ephemerals: vec![],
                notify: Arc::clone(&notify),
            },
        );
        st.tokens.insert(token.clone(), id);
        if !st.gw.dispatch("INTERACTION_CREATE", j) {
            st.violate(
                "no-gateway-session",
                format!("interaction {id} injected before the bot identified"),
            );
            return Err("the bot has no gateway session (call wait_ready first)".into());
        }
        Ok(InteractionHandle {
            inner: Arc::clone(&self.inner),
            id,
            token,
            notify,
        })
    }
}
