//! Doors that close while the bot runs: a channel or thread deleted by an admin, the bot
//! removed from a server. Discord tells the bot by an event, and refuses its later calls
//! there; [`Emulator::refused_calls`] counts every refusal (4xx), as Discord's invalid-request
//! limit does.

use std::sync::atomic::Ordering;

use axum::http::StatusCode;
use serde_json::json;
use serenity::all::{ChannelId, GuildId};

use super::Emulator;
use super::rest::{ApiError, reject};
use super::state::State;

fn missing_access() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, 50001, "Missing Access")
}

/// A call to `channel` of a server the bot was removed from answers 403 50001; so does one
/// where the bot never was (a group DM, a DM between people, a server that never added it:
/// `installs.rs`), recorded as a `no-access` violation since the bot could know (nothing but
/// an interaction ever told it of the place).
pub(crate) fn check_reach(st: &mut State, channel: ChannelId) -> Result<(), ApiError> {
    if st.never_reached(channel) {
        let detail = format!("bot token used in {channel}, where the bot is not a member");
        super::elsewhere::count(st);
        return Err(reject(st, "no-access", detail, missing_access()));
    }
    let guild = st.channels.get(&channel).and_then(|c| c.guild_id);
    match guild {
        Some(g) if st.left_guilds.contains(&g) => Err(missing_access()),
        _ => Ok(()),
    }
}

/// A call with the bot's token about a server that never added the bot answers 403 50001.
pub(crate) fn check_guild_reach(st: &mut State, guild: GuildId) -> Result<(), ApiError> {
    if st.guilds.get(&guild).is_some_and(|g| !g.has_bot) {
        let detail = format!("bot token used for server {guild}, which never added the bot");
        super::elsewhere::count(st);
        return Err(reject(st, "no-access", detail, missing_access()));
    }
    Ok(())
}

impl Emulator {
    /// Deletes a channel or a thread as a server admin would. A text channel's threads go with
    /// it. The bot gets CHANNEL_DELETE (THREAD_DELETE for a thread, with its id, guild, parent
    /// and type, as Discord sends it); from then on every call to it answers 404, 10003
    /// "Unknown Channel". Panics on an unknown or already deleted channel.
    #[track_caller]
    pub fn delete_channel(&self, channel: ChannelId) {
        let mut st = self.inner.lock();
        assert!(
            st.channels.contains_key(&channel) && !st.deleted_channels.contains(&channel),
            "delete_channel: no channel {channel}"
        );
        let threads: Vec<ChannelId> = st
            .channels
            .values()
            .filter(|c| c.parent_id == Some(channel) && c.is_thread())
            .map(|c| c.id)
            .collect();
        let ch = &st.channels[&channel];
        let event = if ch.is_thread() {
            let mut d = json!({"id": channel.to_string(), "type": ch.kind});
            if let Some(g) = ch.guild_id {
                d["guild_id"] = json!(g.to_string());
            }
            if let Some(p) = ch.parent_id {
                d["parent_id"] = json!(p.to_string());
            }
            ("THREAD_DELETE", d)
        } else {
            ("CHANNEL_DELETE", st.channel_json(channel))
        };
        st.deleted_channels.insert(channel);
        st.deleted_channels.extend(threads);
        if st.bot_reaches(channel) {
            st.gw.dispatch(event.0, event.1);
        }
        if let Some(ch) = st.channels.get(&channel) {
            ch.notify.notify_waiters();
        }
    }

    /// Removes the bot from `guild` (kicked, or the server deleted): the bot gets GUILD_DELETE
    /// without `unavailable` (a server that is only unavailable has it true), and from then on
    /// every call to one of the server's channels answers 403, 50001 "Missing Access".
    pub fn remove_bot(&self, guild: GuildId) {
        let mut st = self.inner.lock();
        st.left_guilds.insert(guild);
        st.gw
            .dispatch("GUILD_DELETE", json!({"id": guild.to_string()}));
    }

    /// Invites the bot back into `guild` after [`Self::remove_bot`]: GUILD_CREATE, and its
    /// channels answer again.
    pub fn add_bot_back(&self, guild: GuildId) {
        let mut st = self.inner.lock();
        st.left_guilds.remove(&guild);
        let j = st.guild_create_json(guild);
        st.gw.dispatch("GUILD_CREATE", j);
    }

    /// How many REST calls were answered with a 4xx so far (injected failures included):
    /// Discord counts its 401, 403 and 429 answers toward its invalid-request limit.
    pub fn refused_calls(&self) -> u64 {
        self.inner.refused.load(Ordering::Relaxed)
    }
}
