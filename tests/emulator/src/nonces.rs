//! Idempotent message creates, as Discord makes them: `POST /channels/{id}/messages` with a
//! `nonce` (a string of at most 25 characters or an integer, checked by the OpenAPI
//! description) and `enforce_nonce: true` returns the message an earlier create of the same
//! author in the same channel made with that nonce within [`NONCE_WINDOW`], instead of posting
//! it again. A client whose post may have reached Discord (no answer, a time-out) can so post
//! again safely.

use std::time::Duration;

use serde_json::Value;
use serenity::all::{ChannelId, MessageId};

use super::state::State;

/// How long Discord remembers an enforced nonce ("the past few minutes" in its documentation),
/// on the emulator clock ([`crate::Emulator::advance_clock`] moves past it).
pub const NONCE_WINDOW: Duration = Duration::from_secs(180);

/// The nonce of a create payload that asks for it to be enforced. A string and an integer with
/// the same digits count as the same nonce.
pub(crate) fn enforced(data: &Value) -> Option<String> {
    if data["enforce_nonce"] != true {
        return None;
    }
    match &data["nonce"] {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

impl State {
    /// The message a create in `channel` with this enforced nonce made within
    /// [`NONCE_WINDOW`] of `now`, if it still exists.
    pub fn nonce_message(
        &self,
        channel: ChannelId,
        nonce: &str,
        now: Duration,
    ) -> Option<MessageId> {
        let ch = self.channels.get(&channel)?;
        let (id, at) = ch.nonces.get(nonce)?;
        (now.saturating_sub(*at) <= NONCE_WINDOW && ch.messages.contains_key(id)).then_some(*id)
    }

    /// Remembers the message a create with this enforced nonce made, forgetting nonces older
    /// than the window.
    pub fn remember_nonce(
        &mut self,
        channel: ChannelId,
        nonce: String,
        id: MessageId,
        now: Duration,
    ) {
        if let Some(ch) = self.channels.get_mut(&channel) {
            ch.nonces
                .retain(|_, (_, at)| now.saturating_sub(*at) <= NONCE_WINDOW);
            ch.nonces.insert(nonce, (id, now));
        }
    }
}
