//! Injecting user actions (slash commands, button clicks, select choices) as INTERACTION_CREATE
//! dispatches, and waiting for what the bot did with them. Building each kind of interaction
//! lives in its own file (`inject/slash.rs`, `inject/clicks.rs`); all of them end in
//! `Emulator::dispatch_interaction` here, which records the interaction so its token works
//! and hands the test an [`InteractionHandle`] (`inject/handle.rs`).

mod clicks;
mod handle;
mod slash;

use std::sync::Arc;
use std::time::Instant;

use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::Notify;

pub use handle::InteractionHandle;

use super::Emulator;
use super::installs::Owners;
use super::state::{Interaction, State};

impl Emulator {
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
        (context, owners): (u8, Owners),
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
        let app_perms = st.app_permissions(channel, user, context);
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
            "authorizing_integration_owners": owners.json(), "context": context,
        });
        if let Some(g) = guild {
            j["guild_id"] = json!(g.to_string());
            j["guild_locale"] = json!(st.guild_locales.get(&g).map_or("en-US", String::as_str));
            j["member"] = st.member_json(g, user, true);
        } else {
            j["user"] = st.user_json(user);
        }
        let forced_ephemeral = st.forces_ephemeral(channel, user, context, &owners);
        let command_type = j["data"]["type"].as_u64().unwrap_or(1) as u8;
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
                owners,
                forced_ephemeral,
                followups_posted: 0,
                command_type,
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
