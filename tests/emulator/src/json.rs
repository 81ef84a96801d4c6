//! The JSON shapes the emulator sends, matching what serenity 0.12.5's deserializers require
//! (every dispatch is checked against serenity when `validate_payloads` is on).

use axum::body::Bytes;
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, UserId};

use super::state::{Role, State, iso_now};
use super::view::{EmuAttachment, EmuMessage};

impl State {
    pub fn user_json(&self, id: UserId) -> Value {
        let (name, bot) = self
            .users
            .get(&id)
            .map_or(("unknown".to_string(), false), |u| (u.name.clone(), u.bot));
        json!({
            "id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
            "avatar": self.avatars.get(&(None, id)), "bot": bot, "public_flags": 0, "flags": 0,
        })
    }

    pub fn member_json(&self, guild_id: GuildId, user: UserId, with_permissions: bool) -> Value {
        let member = self
            .guilds
            .get(&guild_id)
            .and_then(|g| g.members.get(&user));
        let roles: Vec<String> = member
            .map(|m| m.roles.iter().map(u64::to_string).collect())
            .unwrap_or_default();
        let mut j = json!({
            "user": self.user_json(user), "nick": null,
            "avatar": self.avatars.get(&(Some(guild_id), user)), "roles": roles,
            "joined_at": member.map_or_else(iso_now, |m| m.joined_at.clone()),
            "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
            "communication_disabled_until": null,
        });
        if with_permissions {
            j["permissions"] = json!(self.guild_permissions(guild_id, user).to_string());
        }
        j
    }

    pub fn role_json(role: &Role) -> Value {
        json!({
            "id": role.id.to_string(), "name": role.name, "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "icon": null, "unicode_emoji": null, "position": role.position,
            "permissions": role.permissions.to_string(), "managed": role.managed,
            "mentionable": false, "flags": 0,
        })
    }

    pub fn channel_json(&self, id: ChannelId) -> Value {
        let Some(ch) = self.channels.get(&id) else {
            return Value::Null;
        };
        let last = ch.messages.keys().next_back().map(|m| m.to_string());
        let mut j = json!({
            "id": id.to_string(), "type": ch.kind, "name": ch.name, "position": ch.position,
            "permission_overwrites": ch.overwrites.iter().map(|o| json!({
                "id": o.id.to_string(), "type": o.kind,
                "allow": o.allow.to_string(), "deny": o.deny.to_string(),
            })).collect::<Vec<_>>(),
            "topic": null, "nsfw": false, "last_message_id": last, "rate_limit_per_user": 0,
            "parent_id": ch.parent_id.map(|p| p.to_string()), "flags": 0,
        });
        if let Some(g) = ch.guild_id {
            j["guild_id"] = json!(g.to_string());
        }
        if ch.kind == 1 || ch.kind == 3 {
            j["recipients"] =
                Value::Array(ch.recipients.iter().map(|u| self.user_json(*u)).collect());
        }
        if ch.kind == 3 {
            j["owner_id"] = json!(ch.owner_id.map(|o| o.to_string()));
        }
        if ch.is_thread() {
            j["owner_id"] = json!(ch.owner_id.map(|o| o.to_string()));
            j["member_count"] = json!(ch.thread_members.len().min(50));
            j["message_count"] = json!(ch.messages.len());
            j["total_message_sent"] = json!(ch.messages.len());
            j["thread_metadata"] = json!({
                "archived": ch.archived, "auto_archive_duration": 1440,
                "archive_timestamp": iso_now(), "locked": ch.locked, "invitable": true,
            });
        }
        j
    }

    /// The GUILD_CREATE payload. Like Discord for a bot without the presence intent, `members`
    /// holds only the bot's own member.
    pub fn guild_create_json(&self, id: GuildId) -> Value {
        let g = &self.guilds[&id];
        let (threads, channels): (Vec<_>, Vec<_>) = g
            .channels
            .iter()
            .filter_map(|c| self.channels.get(c))
            .partition(|c| c.is_thread());
        let mut j = self.partial_guild_json(id);
        let extra = json!({
            "joined_at": g.joined_at, "large": false, "unavailable": false,
            "member_count": g.members.len(), "voice_states": [],
            "members": [self.member_json(id, self.bot_id, false)],
            "channels": channels.iter().map(|c| self.channel_json(c.id)).collect::<Vec<_>>(),
            "threads": threads.iter().map(|c| self.channel_json(c.id)).collect::<Vec<_>>(),
            "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "safety_alerts_channel_id": null, "incidents_data": null,
        });
        if let (Value::Object(a), Value::Object(b)) = (&mut j, extra) {
            a.extend(b);
        }
        j
    }

    pub fn partial_guild_json(&self, id: GuildId) -> Value {
        let g = &self.guilds[&id];
        json!({
            "id": id.to_string(), "name": g.name, "icon": null, "icon_hash": null,
            "splash": null, "discovery_splash": null, "owner_id": g.owner_id.to_string(),
            "afk_channel_id": null, "afk_timeout": 300, "widget_enabled": false,
            "widget_channel_id": null, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0,
            "roles": g.roles.iter().map(Self::role_json).collect::<Vec<_>>(),
            "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
            "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
            "max_presences": null, "max_members": 500_000, "vanity_url_code": null,
            "description": null, "banner": null, "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.guild_locales.get(&id).map_or("en-US", String::as_str),
            "public_updates_channel_id": null, "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
            "premium_progress_bar_enabled": false,
        })
    }

    pub fn message_json(&self, m: &EmuMessage) -> Value {
        let mut j = json!({
            "id": m.id.to_string(), "channel_id": m.channel_id.to_string(),
            "author": self.user_json(m.author_id), "content": m.content,
            "timestamp": m.timestamp, "edited_timestamp": m.edited_timestamp, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": m.attachments.iter().map(|a| self.attachment_json(m.channel_id, a))
                .collect::<Vec<_>>(),
            "embeds": m.embeds, "components": m.components, "pinned": false,
            "type": m.kind, "flags": m.flags,
        });
        if let Some(n) = &m.nonce {
            j["nonce"] = n.clone();
        }
        if let Some(w) = m.webhook_id {
            j["webhook_id"] = json!(w.to_string());
            j["application_id"] = json!(w.to_string());
        }
        if let Some(g) = m.guild_id {
            j["guild_id"] = json!(g.to_string());
        }
        if let Some(i) = &m.interaction {
            j["interaction"] = json!({
                "id": i.id.to_string(), "type": i.kind, "name": i.name,
                "user": self.user_json(i.user_id),
            });
        }
        if let Some(t) = m.thread_id {
            j["thread"] = self.channel_json(t);
        }
        j
    }

    fn attachment_json(&self, channel: ChannelId, a: &EmuAttachment) -> Value {
        let url = self.attachment_url(channel, a.id, &a.filename);
        json!({
            "id": a.id.to_string(), "filename": a.filename, "description": a.description,
            "content_type": a.content_type, "size": a.data.len(), "url": url, "proxy_url": url,
            "width": a.width, "height": a.height,
        })
    }

    /// Builds a new attachment from uploaded bytes.
    pub fn new_attachment(
        &mut self,
        filename: String,
        content_type: Option<String>,
        description: Option<String>,
        data: Bytes,
    ) -> EmuAttachment {
        let (width, height) = png_size(&data).map_or((None, None), |(w, h)| (Some(w), Some(h)));
        EmuAttachment {
            id: self.next_id(),
            filename,
            content_type,
            description,
            data,
            width,
            height,
        }
    }
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if data.len() < 24 || &data[..8] != b"\x89PNG\r\n\x1a\n" {
        return None;
    }
    let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
    Some((w, h))
}
