//! Button clicks and select choices on a message, refused the way the Discord client refuses
//! them: no click on another user's ephemeral message, on a deleted message, on a disabled
//! component, or with a value the select does not offer. [`Emulator::click_forged`] is the
//! exception, for testing the bot against a tampered client.

use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use super::InteractionHandle;
use crate::Emulator;
use crate::installs::Owners;
use crate::state::State;

/// The installs behind a click on `message`: those of the interaction that created it.
fn click_owners(
    st: &State,
    channel: ChannelId,
    user: UserId,
    message: MessageId,
) -> Result<(u8, Owners), String> {
    let creator = st
        .find_message(message)
        .and_then(|m| m.interaction.as_ref())
        .and_then(|i| i.authorizing_user);
    st.component_owners(channel, user, creator)
}

impl Emulator {
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
        if let Some((viewer, _)) = st.ephemeral.get(&message)
            && *viewer != user
        {
            return Err(format!("message {message} is ephemeral for another user"));
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
        let origin = click_owners(&st, channel, user, message)?;
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.dispatch_interaction(
            &mut st,
            3,
            custom_id.to_string(),
            user,
            channel,
            data,
            Some((message, message_json)),
            origin,
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
        if let Some((viewer, _)) = st.ephemeral.get(&message)
            && *viewer != user
        {
            return Err(format!("message {message} is ephemeral for another user"));
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
                ));
            }
        }
        let message_json = st.message_json(msg);
        let origin = click_owners(&st, channel, user, message)?;
        self.dispatch_interaction(
            &mut st,
            3,
            custom_id.to_string(),
            user,
            channel,
            data,
            Some((message, message_json)),
            origin,
        )
    }
}
