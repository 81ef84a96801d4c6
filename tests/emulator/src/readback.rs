//! What a test reads back from the emulator's world — channel messages, ephemerals, threads,
//! registered commands — and the waits that poll it on every change of a channel, so a test
//! never sleeps for a message.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use serenity::all::{ChannelId, GuildId, MessageId, UserId};
use tokio::sync::Notify;

use super::view::EmuMessage;
use super::{Emulator, wait_on};

impl Emulator {
    /// The channel's messages, oldest first.
    pub fn messages(&self, channel: ChannelId) -> Vec<EmuMessage> {
        let st = self.inner.lock();
        st.channels
            .get(&channel)
            .map(|c| c.messages.values().cloned().collect())
            .unwrap_or_default()
    }

    pub fn last_message(&self, channel: ChannelId) -> Option<EmuMessage> {
        let st = self.inner.lock();
        st.channels
            .get(&channel)?
            .messages
            .values()
            .next_back()
            .cloned()
    }

    /// A message by id (channel message or ephemeral).
    pub fn message(&self, id: MessageId) -> Option<EmuMessage> {
        self.inner.lock().find_message(id).cloned()
    }

    /// Every ephemeral message `user` has received, oldest first.
    pub fn ephemerals_for(&self, user: UserId) -> Vec<EmuMessage> {
        let st = self.inner.lock();
        let mut v: Vec<EmuMessage> = st
            .ephemeral
            .values()
            .filter(|(u, _)| *u == user)
            .map(|(_, m)| m.clone())
            .collect();
        v.sort_by_key(|m| m.id);
        v
    }

    /// The messages that notified `user` (a mention allowed by `allowed_mentions`, in a
    /// message created without SUPPRESS_NOTIFICATIONS; edits never notify), oldest first,
    /// deleted ones included.
    pub fn notifications(&self, user: UserId) -> Vec<MessageId> {
        let st = self.inner.lock();
        st.notifications.get(&user).cloned().unwrap_or_default()
    }

    /// The loud messages `user` was notified of (see [`Self::notifications`]): those that
    /// pinged them, and in a DM or group DM each message another posted there without
    /// SUPPRESS_NOTIFICATIONS, as Discord notifies its members of every one; oldest first.
    pub fn alerts(&self, user: UserId) -> Vec<MessageId> {
        let st = self.inner.lock();
        st.alerts.get(&user).cloned().unwrap_or_default()
    }

    /// Keeps every version of message `id` from now on (its current one first), for
    /// [`Self::versions`]: a test that checks what a message said at each of its edits.
    pub fn keep_versions(&self, id: MessageId) {
        let mut st = self.inner.lock();
        let now = st.find_message(id).cloned();
        st.kept_versions
            .entry(id)
            .or_insert_with(|| now.into_iter().collect());
    }

    /// Every version of message `id` since [`Self::keep_versions`], oldest first.
    pub fn versions(&self, id: MessageId) -> Vec<EmuMessage> {
        let st = self.inner.lock();
        st.kept_versions.get(&id).cloned().unwrap_or_default()
    }

    /// Threads whose parent is `channel`.
    pub fn threads(&self, channel: ChannelId) -> Vec<ChannelId> {
        let st = self.inner.lock();
        let mut v: Vec<ChannelId> = st
            .channels
            .values()
            .filter(|c| c.is_thread() && c.parent_id == Some(channel))
            .map(|c| c.id)
            .collect();
        v.sort();
        v
    }

    /// Every interaction token the emulator issued so far (the secrets a URL of an
    /// interaction's callback or webhook holds), e.g. for a test that greps a log for them.
    pub fn issued_tokens(&self) -> Vec<String> {
        self.inner.lock().tokens.keys().cloned().collect()
    }

    /// The channel's name (threads included), if it exists.
    pub fn channel_name(&self, channel: ChannelId) -> Option<String> {
        self.inner
            .lock()
            .channels
            .get(&channel)
            .map(|c| c.name.clone())
    }

    /// What a change of `channel` is signalled on, if the channel exists.
    fn channel_notify(&self, channel: ChannelId) -> Option<Arc<Notify>> {
        let st = self.inner.lock();
        st.channels.get(&channel).map(|c| Arc::clone(&c.notify))
    }

    /// Waits until a message of `channel` matches `pred` (checked on every change); returns the
    /// newest matching message, or None on timeout.
    pub async fn wait_for_message(
        &self,
        channel: ChannelId,
        pred: impl Fn(&EmuMessage) -> bool,
        timeout: Duration,
    ) -> Option<EmuMessage> {
        let notify = self.channel_notify(channel)?;
        wait_on(&notify, timeout, || {
            let st = self.inner.lock();
            st.channels
                .get(&channel)?
                .messages
                .values()
                .rev()
                .find(|m| pred(m))
                .cloned()
        })
        .await
    }

    /// Waits until message `id` of `channel` was edited more than `edits`
    /// times (`Some(message)`) or deleted (`Some(None)`); `None` on timeout.
    pub async fn wait_for_edit_or_removal(
        &self,
        channel: ChannelId,
        id: MessageId,
        edits: u32,
        timeout: Duration,
    ) -> Option<Option<EmuMessage>> {
        let notify = self.channel_notify(channel)?;
        wait_on(&notify, timeout, || {
            let st = self.inner.lock();
            match st.channels.get(&channel)?.messages.get(&id) {
                Some(m) if m.edits > edits => Some(Some(m.clone())),
                Some(_) => None,
                None => Some(None),
            }
        })
        .await
    }

    /// Waits until the newest message of `channel` matches `pred` (checked on every change of
    /// the channel); returns it, or None on timeout. Unlike [`Self::wait_for_message`] older
    /// messages are never looked at, so the check stays cheap in long channels.
    pub async fn wait_for_last_message(
        &self,
        channel: ChannelId,
        pred: impl Fn(&EmuMessage) -> bool,
        timeout: Duration,
    ) -> Option<EmuMessage> {
        let notify = self.channel_notify(channel)?;
        wait_on(&notify, timeout, || {
            let st = self.inner.lock();
            let last = st.channels.get(&channel)?.messages.values().next_back()?;
            pred(last).then(|| last.clone())
        })
        .await
    }

    /// Registered application commands (`None` = global), as the bot sent them plus ids.
    pub fn commands(&self, guild: Option<GuildId>) -> Vec<Value> {
        let st = self.inner.lock();
        st.commands
            .iter()
            .filter(|c| c.guild_id == guild)
            .map(|c| c.json.clone())
            .collect()
    }

    /// The id of the registered command `name` (`None` = global), as Discord
    /// returns it to the bot when it registers or lists its commands.
    pub fn command_id(&self, guild: Option<GuildId>, name: &str) -> Option<u64> {
        let st = self.inner.lock();
        st.commands
            .iter()
            .find(|c| c.guild_id == guild && c.json["name"] == name)
            .map(|c| c.id)
    }
}
