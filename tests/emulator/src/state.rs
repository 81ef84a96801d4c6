//! The emulator's world: users, guilds, channels, messages, interactions and the gateway
//! session. Everything lives in one [`State`] behind a `std::sync::Mutex` that is only held for
//! short, synchronous sections (never across an `.await`).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, MessageId, Permissions, UserId};
use tokio::sync::Notify;

use super::faults::Faults;
use super::installs::Owners;
use super::shards::Gateway;
use super::view::{EmuMessage, Response, Violation};

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

pub(crate) struct User {
    pub name: String,
    pub bot: bool,
}

pub(crate) struct Role {
    pub id: u64,
    pub name: String,
    pub permissions: u64,
    pub position: u16,
    pub managed: bool,
}

pub(crate) struct Member {
    pub roles: Vec<u64>,
    pub joined_at: String,
}

pub(crate) struct Guild {
    pub name: String,
    pub owner_id: UserId,
    pub roles: Vec<Role>,
    pub channels: Vec<ChannelId>,
    pub members: BTreeMap<UserId, Member>,
    pub joined_at: String,
    /// False for a server that never added the bot (reached only through user installs).
    pub has_bot: bool,
}

#[derive(Clone, Copy)]
pub(crate) struct Overwrite {
    pub id: u64,
    /// 0 = role, 1 = member.
    pub kind: u8,
    pub allow: u64,
    pub deny: u64,
}

pub(crate) struct Channel {
    pub id: ChannelId,
    pub guild_id: Option<GuildId>,
    pub name: String,
    /// Discord channel type: 0 text, 1 DM, 3 group DM, 11 public thread, 12 private thread.
    pub kind: u8,
    pub parent_id: Option<ChannelId>,
    pub owner_id: Option<UserId>,
    pub position: u16,
    pub overwrites: Vec<Overwrite>,
    /// A DM's or group DM's people: one for a DM with the bot, two for a DM between people.
    pub recipients: Vec<UserId>,
    pub archived: bool,
    pub locked: bool,
    pub thread_members: Vec<UserId>,
    pub messages: BTreeMap<MessageId, EmuMessage>,
    /// Enforced nonces of creates in this channel: the message made and when (emulator clock).
    pub nonces: HashMap<String, (MessageId, Duration)>,
    pub notify: Arc<Notify>,
}

impl Channel {
    pub fn is_thread(&self) -> bool {
        matches!(self.kind, 10..=12)
    }
}

pub(crate) struct Interaction {
    pub token: String,
    /// 2 = application command, 3 = message component.
    pub kind: u8,
    pub name: String,
    pub user_id: UserId,
    pub channel_id: ChannelId,
    /// Creation time on the emulator clock.
    pub created: Duration,
    /// Wall time the dispatch was handed to the gateway, for latency measurement.
    pub dispatched: Instant,
    /// For component interactions: the message carrying the component.
    pub source_message: Option<MessageId>,
    pub response: Option<Response>,
    /// The message `@original` refers to.
    pub original: Option<MessageId>,
    /// True while the original is a deferred "thinking" message that the first follow-up fills.
    pub deferred_pending: bool,
    pub followups: Vec<MessageId>,
    pub ephemerals: Vec<MessageId>,
    pub notify: Arc<Notify>,
    /// Which installs allow it (`installs.rs`).
    pub owners: Owners,
    /// Every message it creates is ephemeral: only the user install authorizes it, in a
    /// server where the invoking person may not use external apps.
    pub forced_ephemeral: bool,
    /// Follow-up calls accepted so far (at most 5 where only the user install authorizes).
    pub followups_posted: u32,
    /// The command's type for an application command: 1 slash, 2 user (context menu).
    pub command_type: u8,
}

/// A frame queued for the websocket writer of one gateway connection.
pub(crate) enum Out {
    Text(Arc<str>),
    Close(u16, &'static str),
}

#[derive(Clone)]
pub(crate) struct Command {
    pub id: u64,
    pub guild_id: Option<GuildId>,
    pub json: Value,
}

pub(crate) struct State {
    pub last_id: u64,
    pub bot_id: UserId,
    pub owner_id: UserId,
    pub users: HashMap<UserId, User>,
    pub guilds: BTreeMap<GuildId, Guild>,
    pub channels: HashMap<ChannelId, Channel>,
    /// Which channel a (non-ephemeral) message lives in.
    pub message_channel: HashMap<MessageId, ChannelId>,
    /// Ephemeral messages, by id, with the only user allowed to see them.
    pub ephemeral: HashMap<MessageId, (UserId, EmuMessage)>,
    /// Channel messages that existed and were deleted (by the bot or a moderator): a later use
    /// of one is an ordinary 10008, not a bot that invented an id.
    pub deleted: HashSet<MessageId>,
    /// Users who closed their DMs to the bot: a post in their DM channel answers 403 50007.
    pub closed_dms: HashSet<UserId>,
    /// Per user, the bot's `POST /users/@me/channels` and its posts refused with 50007.
    pub dm_opens: HashMap<UserId, u64>,
    pub dm_refusals: HashMap<UserId, u64>,
    pub interactions: HashMap<u64, Interaction>,
    pub tokens: HashMap<String, u64>,
    pub commands: Vec<Command>,
    /// Set by command routes so the REST layer wakes `wait_for_command` waiters.
    pub commands_changed: bool,
    /// Successful writes of the command list (bulk overwrite, create, edit, delete).
    pub command_writes: u64,
    pub violations: Vec<Violation>,
    /// Calls with the bot's token to a place it is not in, and who else counts them
    /// (`elsewhere.rs`).
    pub bot_token_elsewhere: u64,
    pub watcher: Option<std::sync::Arc<std::sync::atomic::AtomicU64>>,
    /// Creates answered with the message an earlier create with the same nonce made.
    pub deduplicated_posts: u64,
    pub latencies: Vec<Duration>,
    pub gw: Gateway,
    /// Failures the test armed with `Emulator::fail_next`.
    pub faults: Faults,
    /// Discord's rate limits and the invalid-request count (`rate_limits.rs`).
    pub limiter: super::rate_limits::Limiter,
    pub base_url: String,
    pub bot_role_permissions: u64,
    pub everyone_permissions: u64,
    /// Each user's client language (`locale` of their interactions); `en-US` unless set.
    pub user_locales: HashMap<UserId, String>,
    /// Each guild's community language (`guild_locale`); `en-US` unless set.
    pub guild_locales: HashMap<GuildId, String>,
    /// Channels and threads deleted (see `doors.rs`): calls to them answer 404 10003.
    pub deleted_channels: HashSet<ChannelId>,
    /// Guilds the bot was removed from: calls to their channels answer 403 50001.
    pub left_guilds: HashSet<GuildId>,
    /// Avatar hashes: a user's own (guild `None`) and their server avatars (see `cdn.rs`).
    pub avatars: HashMap<(Option<GuildId>, UserId), String>,
    /// What the CDN serves, by path (see `cdn.rs`).
    pub cdn: crate::cdn::Cdn,
    /// Each user's notifications, oldest first: the messages that pinged them (see
    /// [`EmuMessage::pings`]), kept after the message is deleted.
    pub notifications: HashMap<UserId, Vec<MessageId>>,
    /// Each user's loud messages, oldest first: those that pinged them, and in a DM or group
    /// DM every message another posted there without SUPPRESS_NOTIFICATIONS (Discord notifies
    /// its members of each), kept after the message is deleted.
    pub alerts: HashMap<UserId, Vec<MessageId>>,
    /// People who added the app to their account (a user install, "add to my apps").
    pub user_installs: HashSet<UserId>,
    /// Every version of the messages a test keeps ([`crate::Emulator::keep_versions`]),
    /// oldest first: each edit appends the message as it became.
    pub kept_versions: HashMap<MessageId, Vec<EmuMessage>>,
}

pub(crate) fn iso_now() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// Every permission bit Discord defines (as far as serenity knows).
pub(crate) fn all_permissions() -> u64 {
    Permissions::all().bits()
}

impl State {
    pub fn new(base_url: String, bot_name: &str, everyone: u64, bot_role: u64) -> State {
        let mut s = State {
            last_id: 0,
            bot_id: UserId::new(1),
            owner_id: UserId::new(1),
            users: HashMap::new(),
            guilds: BTreeMap::new(),
            channels: HashMap::new(),
            message_channel: HashMap::new(),
            ephemeral: HashMap::new(),
            deleted: HashSet::new(),
            closed_dms: HashSet::new(),
            dm_opens: HashMap::new(),
            dm_refusals: HashMap::new(),
            interactions: HashMap::new(),
            tokens: HashMap::new(),
            commands: Vec::new(),
            user_locales: HashMap::new(),
            guild_locales: HashMap::new(),
            deleted_channels: HashSet::new(),
            left_guilds: HashSet::new(),
            avatars: HashMap::new(),
            cdn: Default::default(),
            notifications: HashMap::new(),
            alerts: HashMap::new(),
            user_installs: HashSet::new(),
            kept_versions: HashMap::new(),
            commands_changed: false,
            command_writes: 0,
            violations: Vec::new(),
            bot_token_elsewhere: 0,
            watcher: None,
            deduplicated_posts: 0,
            latencies: Vec::new(),
            gw: Gateway::default(),
            faults: Faults::default(),
            limiter: Default::default(),
            base_url,
            bot_role_permissions: bot_role,
            everyone_permissions: everyone,
        };
        s.bot_id = s.add_user(bot_name, true);
        s.owner_id = s.add_user("guild-owner", false);
        s
    }

    /// A fresh snowflake whose timestamp bits are the current wall time.
    pub fn next_id(&mut self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let candidate = ms.saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last_id = candidate.max(self.last_id + 1);
        self.last_id
    }

    /// A fresh id whose server would be heard on shard `shard` of `total` (ids of one
    /// millisecond share a shard, so this skips to the next millisecond that fits).
    pub fn next_id_on_shard(&mut self, shard: u32, total: u32) -> u64 {
        let total = u64::from(total.max(1));
        let candidate = self.next_id();
        let mut ms = candidate >> 22;
        ms += (u64::from(shard) + total - ms % total) % total;
        if ms << 22 < candidate {
            ms += total;
        }
        self.last_id = ms << 22;
        self.last_id
    }

    pub fn violate(&mut self, rule: &str, detail: impl Into<String>) {
        self.violations.push(Violation {
            rule: rule.to_string(),
            detail: detail.into(),
        });
    }

    pub fn add_user(&mut self, name: &str, bot: bool) -> UserId {
        let id = UserId::new(self.next_id());
        self.users.insert(
            id,
            User {
                name: name.to_string(),
                bot,
            },
        );
        let joined_at = iso_now();
        for g in self.guilds.values_mut() {
            g.members.insert(
                id,
                Member {
                    roles: vec![],
                    joined_at: joined_at.clone(),
                },
            );
        }
        id
    }

    pub fn add_guild(&mut self, name: &str) -> GuildId {
        let id = GuildId::new(self.next_id());
        self.add_guild_with_id(id, name, true)
    }

    /// A guild with `@everyone` and every user as a member; with `has_bot`, the bot too, with
    /// its managed role (a server that added the bot).
    pub fn add_guild_with_id(&mut self, id: GuildId, name: &str, has_bot: bool) -> GuildId {
        let bot_role = self.next_id();
        let joined_at = iso_now();
        let mut members = BTreeMap::new();
        for uid in self.users.keys() {
            if *uid == self.bot_id && !has_bot {
                continue;
            }
            let roles = if *uid == self.bot_id {
                vec![bot_role]
            } else {
                vec![]
            };
            members.insert(
                *uid,
                Member {
                    roles,
                    joined_at: joined_at.clone(),
                },
            );
        }
        let mut roles = vec![Role {
            id: id.get(),
            name: "@everyone".into(),
            permissions: self.everyone_permissions,
            position: 0,
            managed: false,
        }];
        if has_bot {
            roles.push(Role {
                id: bot_role,
                name: self.users[&self.bot_id].name.clone(),
                permissions: self.bot_role_permissions,
                position: 1,
                managed: true,
            });
        }
        let owner_id = self.owner_id;
        self.guilds.insert(
            id,
            Guild {
                name: name.into(),
                owner_id,
                roles,
                channels: vec![],
                members,
                joined_at,
                has_bot,
            },
        );
        id
    }

    pub fn add_channel(&mut self, guild_id: Option<GuildId>, name: &str, kind: u8) -> ChannelId {
        let id = ChannelId::new(self.next_id());
        let position = guild_id.map_or(0, |g| self.guilds[&g].channels.len() as u16);
        if let Some(g) = guild_id {
            self.guilds
                .get_mut(&g)
                .expect("unknown guild")
                .channels
                .push(id);
        }
        self.channels.insert(
            id,
            Channel {
                id,
                guild_id,
                name: name.into(),
                kind,
                parent_id: None,
                owner_id: None,
                position,
                overwrites: vec![],
                recipients: vec![],
                archived: false,
                locked: false,
                thread_members: vec![],
                messages: BTreeMap::new(),
                nonces: HashMap::new(),
                notify: Arc::new(Notify::new()),
            },
        );
        id
    }

    /// The permissions `user` has in `channel_id`, computed as Discord does: base permissions
    /// from roles, then @everyone, role and member overwrites (threads use their parent's).
    pub fn channel_permissions(&self, channel_id: ChannelId, user: UserId) -> u64 {
        let Some(ch) = self.channels.get(&channel_id) else {
            return 0;
        };
        let Some(gid) = ch.guild_id else {
            if user == self.bot_id && !self.bot_reaches(channel_id) {
                return 0;
            }
            return (Permissions::VIEW_CHANNEL
                | Permissions::SEND_MESSAGES
                | Permissions::EMBED_LINKS
                | Permissions::ATTACH_FILES
                | Permissions::READ_MESSAGE_HISTORY)
                .bits();
        };
        let Some(guild) = self.guilds.get(&gid) else {
            return 0;
        };
        if guild.owner_id == user {
            return all_permissions();
        }
        let Some(member) = guild.members.get(&user) else {
            return 0;
        };
        let mut perms = 0;
        for role in &guild.roles {
            if role.id == gid.get() || member.roles.contains(&role.id) {
                perms |= role.permissions;
            }
        }
        if perms & Permissions::ADMINISTRATOR.bits() != 0 {
            return all_permissions();
        }
        let source = match ch.parent_id {
            Some(p) if ch.is_thread() => self.channels.get(&p).unwrap_or(ch),
            _ => ch,
        };
        let ows = &source.overwrites;
        if let Some(o) = ows.iter().find(|o| o.kind == 0 && o.id == gid.get()) {
            perms = (perms & !o.deny) | o.allow;
        }
        let (mut allow, mut deny) = (0, 0);
        for o in ows
            .iter()
            .filter(|o| o.kind == 0 && member.roles.contains(&o.id))
        {
            allow |= o.allow;
            deny |= o.deny;
        }
        perms = (perms & !deny) | allow;
        if let Some(o) = ows.iter().find(|o| o.kind == 1 && o.id == user.get()) {
            perms = (perms & !o.deny) | o.allow;
        }
        perms
    }

    pub fn guild_permissions(&self, guild_id: GuildId, user: UserId) -> u64 {
        let Some(guild) = self.guilds.get(&guild_id) else {
            return 0;
        };
        if guild.owner_id == user {
            return all_permissions();
        }
        let roles = guild
            .members
            .get(&user)
            .map(|m| m.roles.clone())
            .unwrap_or_default();
        let perms = guild
            .roles
            .iter()
            .filter(|r| r.id == guild_id.get() || roles.contains(&r.id))
            .fold(0, |acc, r| acc | r.permissions);
        if perms & Permissions::ADMINISTRATOR.bits() != 0 {
            all_permissions()
        } else {
            perms
        }
    }

    /// Finds a message by id: in a channel, or ephemeral.
    pub fn find_message(&self, id: MessageId) -> Option<&EmuMessage> {
        if let Some(cid) = self.message_channel.get(&id) {
            return self.channels.get(cid)?.messages.get(&id);
        }
        self.ephemeral.get(&id).map(|(_, m)| m)
    }

    pub fn find_message_mut(&mut self, id: MessageId) -> Option<&mut EmuMessage> {
        if let Some(cid) = self.message_channel.get(&id) {
            return self.channels.get_mut(cid)?.messages.get_mut(&id);
        }
        self.ephemeral.get_mut(&id).map(|(_, m)| m)
    }

    /// Stores a message: in its channel (dispatching MESSAGE_CREATE when the bot has the intent)
    /// or, when ephemeral, in the ephemeral store visible only to `viewer`.
    pub fn insert_message(&mut self, msg: EmuMessage, viewer: Option<UserId>) {
        if msg.is_ephemeral() {
            let viewer = viewer.unwrap_or(msg.author_id);
            self.ephemeral.insert(msg.id, (viewer, msg));
            return;
        }
        let intent = if msg.guild_id.is_some() { 9 } else { 12 };
        if self.gw.has_intent(intent) && self.bot_reaches(msg.channel_id) {
            let j = self.message_json(&msg);
            self.gw.dispatch("MESSAGE_CREATE", j);
        }
        self.notify_pinged(&msg);
        self.message_channel.insert(msg.id, msg.channel_id);
        if let Some(ch) = self.channels.get_mut(&msg.channel_id) {
            ch.messages.insert(msg.id, msg);
            ch.notify.notify_waiters();
        }
    }

    /// Records a notification for each user `msg` pings (its creation, or a deferral filled).
    pub fn notify_pinged(&mut self, msg: &EmuMessage) {
        let mut alerted = Vec::new();
        for ping in &msg.pings {
            let Some(user) = ping.strip_prefix("user:").and_then(|u| u.parse().ok()) else {
                continue;
            };
            let user = UserId::new(user);
            self.notifications.entry(user).or_default().push(msg.id);
            alerted.push(user);
        }
        let silent = msg.flags & crate::view::FLAG_SUPPRESS_NOTIFICATIONS != 0;
        if let Some(ch) = self.channels.get(&msg.channel_id).filter(|_| !silent)
            && matches!(ch.kind, 1 | 3)
        {
            alerted.extend(ch.recipients.iter().filter(|&&u| u != msg.author_id));
        }
        alerted.sort();
        alerted.dedup();
        for user in alerted {
            self.alerts.entry(user).or_default().push(msg.id);
        }
    }

    /// Called after a message was mutated in place: wakes waiters and dispatches MESSAGE_UPDATE.
    pub fn message_updated(&mut self, id: MessageId) {
        let Some(msg) = self.find_message(id).cloned() else {
            return;
        };
        if let Some(versions) = self.kept_versions.get_mut(&id) {
            versions.push(msg.clone());
        }
        if msg.is_ephemeral() {
            return;
        }
        let intent = if msg.guild_id.is_some() { 9 } else { 12 };
        if self.gw.has_intent(intent) && self.bot_reaches(msg.channel_id) {
            let j = self.message_json(&msg);
            self.gw.dispatch("MESSAGE_UPDATE", j);
        }
        if let Some(ch) = self.channels.get(&msg.channel_id) {
            ch.notify.notify_waiters();
        }
    }

    pub fn delete_message(&mut self, id: MessageId) -> bool {
        if self.ephemeral.remove(&id).is_some() {
            return true;
        }
        let Some(cid) = self.message_channel.remove(&id) else {
            return false;
        };
        let Some(ch) = self.channels.get_mut(&cid) else {
            return false;
        };
        ch.messages.remove(&id);
        ch.notify.notify_waiters();
        self.deleted.insert(id);
        let guild_id = ch.guild_id;
        if self.gw.has_intent(if guild_id.is_some() { 9 } else { 12 }) && self.bot_reaches(cid) {
            let mut d = json!({"id": id.to_string(), "channel_id": cid.to_string()});
            if let Some(g) = guild_id {
                d["guild_id"] = json!(g.to_string());
            }
            self.gw.dispatch("MESSAGE_DELETE", d);
        }
        true
    }

    pub fn attachment_url(&self, channel: ChannelId, att: u64, filename: &str) -> String {
        format!("{}/attachments/{channel}/{att}/{filename}", self.base_url)
    }
}
