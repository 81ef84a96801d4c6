//! Test-facing value types: what a channel shows, what an interaction got back, violations.

use std::time::Duration;

use axum::body::Bytes;
use serde_json::Value;
use serenity::all::{ChannelId, GuildId, MessageId, UserId};

/// Message flag: only the invoking user sees the message.
pub const FLAG_EPHEMERAL: u64 = 1 << 6;
/// Message flag: deferred interaction response ("Bot is thinking…").
pub const FLAG_LOADING: u64 = 1 << 7;
/// SUPPRESS_NOTIFICATIONS: the message notifies nobody ("@silent"); set on a create only.
pub const FLAG_SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;

/// One broken Discord rule (or an emulator misuse), as recorded by the emulator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Short rule name, e.g. `"interaction-deadline"`, `"components"`, `"unknown-route"`.
    pub rule: String,
    /// What happened, with ids and the offending values.
    pub detail: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] {}", self.rule, self.detail)
    }
}

/// Interaction metadata attached to a message created by an interaction response.
#[derive(Clone, Debug)]
pub struct MsgInteraction {
    pub id: u64,
    pub kind: u8,
    pub name: String,
    pub user_id: UserId,
    /// The person whose user install authorized the interaction, if one did: clicks on the
    /// message carry it in their `authorizing_integration_owners`, whoever clicks.
    pub authorizing_user: Option<UserId>,
}

/// A file attached to a message; `data` holds the uploaded bytes.
#[derive(Clone, Debug)]
pub struct EmuAttachment {
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub description: Option<String>,
    pub data: Bytes,
    /// Set for PNG files (read from the IHDR chunk).
    pub width: Option<u32>,
    pub height: Option<u32>,
}

/// A message as Discord would store it. `embeds` and `components` are the JSON the bot sent.
#[derive(Clone, Debug)]
pub struct EmuMessage {
    pub id: MessageId,
    pub channel_id: ChannelId,
    pub guild_id: Option<GuildId>,
    pub author_id: UserId,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<EmuAttachment>,
    pub flags: u64,
    /// Discord message type (0 default, 20 chat input command, 19 reply…).
    pub kind: u8,
    pub webhook_id: Option<u64>,
    pub interaction: Option<MsgInteraction>,
    pub thread_id: Option<ChannelId>,
    pub timestamp: String,
    pub edited_timestamp: Option<String>,
    /// How many times the message was edited.
    pub edits: u32,
    /// The `nonce` of the create that made it, as sent (a string or an integer).
    pub nonce: Option<Value>,
    /// Whom Discord notified when the message was created (or its deferral filled), as
    /// its content and `allowed_mentions` said (nobody with SUPPRESS_NOTIFICATIONS; an edit
    /// never notifies): `"everyone"`, `"user:<id>"`, `"role:<id>"`.
    pub pings: Vec<String>,
}

/// A button found in a message's components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonView {
    pub custom_id: Option<String>,
    pub label: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub url: Option<String>,
}

impl EmuMessage {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & FLAG_EPHEMERAL != 0
    }

    /// True for a deferred response that has not been filled in yet.
    pub fn is_loading(&self) -> bool {
        self.flags & FLAG_LOADING != 0
    }

    /// All leaf components (inside action rows), in order.
    pub fn leaf_components(&self) -> Vec<&Value> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .collect()
    }

    pub fn buttons(&self) -> Vec<ButtonView> {
        self.leaf_components()
            .into_iter()
            .filter(|c| c["type"] == 2)
            .map(|c| ButtonView {
                custom_id: c["custom_id"].as_str().map(str::to_string),
                label: c["label"].as_str().map(str::to_string),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                url: c["url"].as_str().map(str::to_string),
            })
            .collect()
    }

    /// The first button with this label.
    pub fn button(&self, label: &str) -> Option<ButtonView> {
        self.buttons()
            .into_iter()
            .find(|b| b.label.as_deref() == Some(label))
    }

    /// The component (button or select) with this custom_id.
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.leaf_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
    }

    /// All custom_ids of the message's components.
    pub fn custom_ids(&self) -> Vec<String> {
        self.leaf_components()
            .into_iter()
            .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
            .collect()
    }

    /// Embed titles, in order.
    pub fn embed_titles(&self) -> Vec<String> {
        self.embeds
            .iter()
            .filter_map(|e| e["title"].as_str().map(str::to_string))
            .collect()
    }

    /// All visible text: content, embed titles, descriptions, fields, footers, authors.
    pub fn text(&self) -> String {
        let mut out = self.content.clone();
        for e in &self.embeds {
            for p in ["/title", "/description", "/footer/text", "/author/name"] {
                if let Some(s) = e.pointer(p).and_then(Value::as_str) {
                    out.push('\n');
                    out.push_str(s);
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                for k in ["name", "value"] {
                    if let Some(s) = f[k].as_str() {
                        out.push('\n');
                        out.push_str(s);
                    }
                }
            }
        }
        out
    }

    /// The markdown Discord renders as more than text in the parts of the message that it
    /// renders as markdown (content, embed titles, descriptions and fields): links, masked
    /// links, headings, mention syntax. Empty when everything shows as typed.
    pub fn live_markup(&self) -> Vec<String> {
        let mut parts = vec![self.content.clone()];
        for e in &self.embeds {
            for p in ["/title", "/description"] {
                parts.extend(e.pointer(p).and_then(Value::as_str).map(str::to_owned));
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                for k in ["name", "value"] {
                    parts.extend(f[k].as_str().map(str::to_owned));
                }
            }
        }
        parts
            .iter()
            .flat_map(|p| crate::markdown::live_markup(p))
            .collect()
    }

    pub fn attachment(&self, filename: &str) -> Option<&EmuAttachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }
}

/// The bot's first answer to an injected interaction.
#[derive(Clone, Debug)]
pub struct Response {
    /// Callback type: 4 message, 5 deferred message, 6 deferred update, 7 update message,
    /// 8 autocomplete, 9 modal.
    pub kind: u8,
    /// Time from the INTERACTION_CREATE dispatch to the callback request.
    pub latency: Duration,
    /// The message the response created or updated, as it was right after the response.
    pub message: Option<EmuMessage>,
    /// True when the response was ephemeral.
    pub ephemeral: bool,
    /// The raw callback `data` (modal/autocomplete payloads, flags…).
    pub data: Value,
}

impl Response {
    /// Message content of the response, or "" when there is none.
    pub fn content(&self) -> &str {
        self.message.as_ref().map_or("", |m| m.content.as_str())
    }
}

/// Everything an interaction produced so far.
#[derive(Clone, Debug, Default)]
pub struct InteractionSnapshot {
    pub response: Option<Response>,
    /// The current state of the `@original` message (None if deleted or not yet created).
    pub original: Option<EmuMessage>,
    /// Follow-up messages (current state), in order.
    pub followups: Vec<EmuMessage>,
    /// Ephemeral messages the user got from this interaction (response or follow-ups).
    pub ephemerals: Vec<EmuMessage>,
}

/// Percentiles of interaction response latency.
#[derive(Clone, Copy, Debug, Default)]
pub struct LatencyStats {
    pub count: usize,
    pub p50: Duration,
    pub p90: Duration,
    pub p99: Duration,
    pub max: Duration,
    pub mean: Duration,
}

impl LatencyStats {
    pub fn from_samples(samples: &[Duration]) -> LatencyStats {
        if samples.is_empty() {
            return LatencyStats::default();
        }
        let mut v = samples.to_vec();
        v.sort_unstable();
        let pick = |q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
        let total: Duration = v.iter().sum();
        LatencyStats {
            count: v.len(),
            p50: pick(0.50),
            p90: pick(0.90),
            p99: pick(0.99),
            max: v[v.len() - 1],
            mean: total / v.len() as u32,
        }
    }
}
