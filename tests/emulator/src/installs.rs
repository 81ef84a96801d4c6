//! User installs (Discord's "User-installed apps"): an app added to a person's account answers
//! that person's commands in every server, DM and group DM they are in, the bot a member there
//! or not. What the emulator models of it:
//! * places where the bot is not a member — a group DM (type 3), a DM between two people (type
//!   1 with two recipients), a server that never added the bot — where every call with the
//!   bot's token answers 403, 50001 "Missing Access" (`doors::check_reach`) and no event
//!   reaches the bot;
//! * each interaction's `context` (0 server, 1 the bot's DM, 2 a private channel) and
//!   `authorizing_integration_owners` ([`Owners`]), worked out from who installed what and the
//!   command's `integration_types` and `contexts`; a command no install allows there cannot be
//!   injected (the Discord client would not offer it);
//! * what follows from an interaction only the user install authorizes: at most 5 follow-ups
//!   (the 6th: 400, 40094), and in a server where the invoking person may not use external apps
//!   (`USE_EXTERNAL_APPS`, 1 << 50), every message it creates forced ephemeral.

use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, Permissions, UserId};

use super::Emulator;
use super::state::{Command, State};

/// `USE_EXTERNAL_APPS`: off for a person, a user-installed app's answers to them are ephemeral.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// At most this many follow-ups per interaction where only the user install authorizes it.
pub(crate) const USER_INSTALL_FOLLOWUPS: u32 = 5;

/// Interaction context types (`context`).
pub(crate) const CONTEXT_GUILD: u8 = 0;
pub(crate) const CONTEXT_BOT_DM: u8 = 1;
pub(crate) const CONTEXT_PRIVATE_CHANNEL: u8 = 2;

/// Which installs a test wants to authorize an interaction: the server install (the bot added
/// to the server, or for the bot's DM the app itself) and the invoking person's user install.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Installs {
    pub guild: bool,
    pub user: bool,
}

impl Installs {
    pub const GUILD: Installs = Installs {
        guild: true,
        user: false,
    };
    pub const USER: Installs = Installs {
        guild: false,
        user: true,
    };
    pub const BOTH: Installs = Installs {
        guild: true,
        user: true,
    };
}

/// An interaction's `authorizing_integration_owners`: the server install's owner (the guild id,
/// or `"0"` in the bot's DM) and the user install's owner.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Owners {
    pub guild: Option<String>,
    pub user: Option<UserId>,
}

impl Owners {
    pub fn json(&self) -> Value {
        let mut j = json!({});
        if let Some(g) = &self.guild {
            j["0"] = json!(g);
        }
        if let Some(u) = self.user {
            j["1"] = json!(u.to_string());
        }
        j
    }

    /// Only the user install authorizes it: the app can do nothing but answer.
    pub fn user_only(&self) -> bool {
        self.guild.is_none()
    }
}

impl State {
    /// Whether the bot is a member of `channel`'s place: a server that added it (and did not
    /// remove it), or its own DM with someone.
    pub fn bot_reaches(&self, channel: ChannelId) -> bool {
        let Some(ch) = self.channels.get(&channel) else {
            return false;
        };
        match ch.guild_id {
            Some(g) => {
                self.guilds.get(&g).is_some_and(|g| g.has_bot) && !self.left_guilds.contains(&g)
            }
            None => ch.kind == 1 && ch.recipients.len() == 1,
        }
    }

    /// Whether the bot was never a member of `channel`'s place (a group DM, a DM between
    /// people, a server that never added it), unlike a server that removed it.
    pub fn never_reached(&self, channel: ChannelId) -> bool {
        let Some(ch) = self.channels.get(&channel) else {
            return false;
        };
        match ch.guild_id {
            Some(g) => self.guilds.get(&g).is_some_and(|g| !g.has_bot),
            None => !(ch.kind == 1 && ch.recipients.len() == 1),
        }
    }

    /// The `context` of an interaction `user` starts in `channel`, or why they cannot.
    pub fn context_of(&self, channel: ChannelId, user: UserId) -> Result<u8, String> {
        let ch = self.channels.get(&channel).ok_or("unknown channel")?;
        if ch.guild_id.is_some() {
            return Ok(CONTEXT_GUILD);
        }
        if !ch.recipients.contains(&user) {
            return Err(format!("{user} is not in the DM or group DM {channel}"));
        }
        Ok(if ch.kind == 1 && ch.recipients.len() == 1 {
            CONTEXT_BOT_DM
        } else {
            CONTEXT_PRIVATE_CHANNEL
        })
    }

    /// The server install's owner in `channel` if the app is installed there: the guild (when
    /// the bot is a member), or `"0"` in the bot's DM.
    fn guild_owner_in(&self, channel: ChannelId, context: u8) -> Option<String> {
        match context {
            CONTEXT_GUILD if self.bot_reaches(channel) => {
                self.channels[&channel].guild_id.map(|g| g.to_string())
            }
            CONTEXT_BOT_DM => Some("0".into()),
            _ => None,
        }
    }

    /// Which installs authorize `user` running `cmd` in `channel` (`context`), as Discord works
    /// them out: the command must be offered in that context (`contexts`, every one by
    /// default; `dm_permission: false` takes the bot's DM away) and each install counts only
    /// where the command allows it (`integration_types`, the server install by default) and
    /// the app is installed. `wanted` asks for exactly those installs. Commands registered in
    /// one server are offered there only, to its server install.
    pub fn command_owners(
        &self,
        cmd: &Command,
        channel: ChannelId,
        user: UserId,
        wanted: Option<Installs>,
    ) -> Result<(u8, Owners), String> {
        let name = cmd.json["name"].as_str().unwrap_or_default();
        let context = self.context_of(channel, user)?;
        let ints = |key: &str| -> Option<Vec<u64>> {
            cmd.json[key]
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_u64).collect())
        };
        let contexts = if cmd.guild_id.is_some() {
            vec![0]
        } else {
            ints("contexts").unwrap_or_else(|| {
                let mut all = vec![0, 1, 2];
                if cmd.json["dm_permission"] == false {
                    all.retain(|c| *c != 1);
                }
                all
            })
        };
        if !contexts.contains(&u64::from(context)) {
            return Err(format!(
                "command {name:?} is not offered in context {context} (its contexts: {contexts:?})"
            ));
        }
        let types = match cmd.guild_id {
            Some(_) => vec![0],
            None => ints("integration_types").unwrap_or_else(|| vec![0]),
        };
        let available = Owners {
            guild: self
                .guild_owner_in(channel, context)
                .filter(|_| types.contains(&0)),
            user: Some(user).filter(|u| types.contains(&1) && self.user_installs.contains(u)),
        };
        let owners = match wanted {
            None => available,
            Some(w) => {
                if (w.guild && available.guild.is_none()) || (w.user && available.user.is_none()) {
                    return Err(format!(
                        "{w:?} cannot authorize {name:?} here (available: {})",
                        available.json()
                    ));
                }
                Owners {
                    guild: available.guild.filter(|_| w.guild),
                    user: available.user.filter(|_| w.user),
                }
            }
        };
        if owners.guild.is_none() && owners.user.is_none() {
            return Err(format!(
                "no install authorizes {name:?} for {user} in {channel} (integration_types \
                 {types:?}; user installed: {})",
                self.user_installs.contains(&user)
            ));
        }
        Ok((context, owners))
    }

    /// The installs behind a click on a message: the server install where the app has one, and
    /// the user install of the interaction that created the message (the person who ran the
    /// command, whoever clicks).
    pub fn component_owners(
        &self,
        channel: ChannelId,
        user: UserId,
        creator: Option<UserId>,
    ) -> Result<(u8, Owners), String> {
        let context = self.context_of(channel, user)?;
        let owners = Owners {
            guild: self.guild_owner_in(channel, context),
            user: creator,
        };
        if owners.guild.is_none() && owners.user.is_none() {
            return Err(format!("no install authorizes a click in {channel}"));
        }
        Ok((context, owners))
    }

    /// `app_permissions`: the bot's permissions where it is a member; in a private channel
    /// what Discord grants an app there; in a server that never added the bot, the invoking
    /// person's.
    pub fn app_permissions(&self, channel: ChannelId, user: UserId, context: u8) -> u64 {
        match context {
            CONTEXT_PRIVATE_CHANNEL => (Permissions::ATTACH_FILES
                | Permissions::EMBED_LINKS
                | Permissions::MENTION_EVERYONE)
                .bits(),
            CONTEXT_GUILD if !self.bot_reaches(channel) => self.channel_permissions(channel, user),
            _ => self.channel_permissions(channel, self.bot_id),
        }
    }

    /// Whether every message of an interaction with `owners` is forced ephemeral: only the
    /// user install authorizes it, in a server where `user` may not use external apps.
    pub fn forces_ephemeral(
        &self,
        channel: ChannelId,
        user: UserId,
        context: u8,
        owners: &Owners,
    ) -> bool {
        context == CONTEXT_GUILD
            && owners.user_only()
            && self.channel_permissions(channel, user) & USE_EXTERNAL_APPS == 0
    }
}

impl Emulator {
    /// `user` adds the app to their account ("add to my apps"): from now on the commands that
    /// allow it (`integration_types` with 1) are theirs in every server, DM and group DM.
    pub fn install_for_user(&self, user: UserId) {
        self.inner.lock().user_installs.insert(user);
    }

    /// `user` removes the app from their account.
    pub fn uninstall_for_user(&self, user: UserId) {
        self.inner.lock().user_installs.remove(&user);
    }

    /// A server that never added the bot: every user is a member, the bot is not. The bot gets
    /// no event of it, and every call with its token to the server or its channels answers
    /// 403, 50001 "Missing Access"; people there reach the app through their user installs.
    pub fn add_guild_without_bot(&self, name: &str) -> GuildId {
        let mut st = self.inner.lock();
        let id = GuildId::new(st.next_id());
        st.add_guild_with_id(id, name, false)
    }

    /// A group DM (type 3) of `recipients` (at least two people), the bot not among them:
    /// it gets no event of it, and every call with its token there answers 403, 50001.
    #[track_caller]
    pub fn add_group_dm(&self, name: &str, recipients: &[UserId]) -> ChannelId {
        assert!(recipients.len() >= 2, "a group DM has at least two people");
        self.private_channel(name, 3, recipients)
    }

    /// A DM between two people (type 1), the bot not one of them (see [`Self::add_group_dm`]).
    #[track_caller]
    pub fn add_dm_between(&self, a: UserId, b: UserId) -> ChannelId {
        assert_ne!(a, b, "a DM is between two people");
        self.private_channel("dm", 1, &[a, b])
    }

    #[track_caller]
    fn private_channel(&self, name: &str, kind: u8, recipients: &[UserId]) -> ChannelId {
        let mut st = self.inner.lock();
        let bot = st.bot_id;
        for u in recipients {
            assert!(*u != bot && st.users.contains_key(u), "{u} is not a person");
        }
        let id = st.add_channel(None, name, kind);
        let ch = st.channels.get_mut(&id).expect("just added");
        ch.recipients = recipients.to_vec();
        ch.owner_id = recipients.first().copied();
        id
    }

    /// Server Settings → Roles → @everyone → "Use External Apps" (on by default): off, every
    /// answer of an app that only the invoking person installed is ephemeral there.
    pub fn set_external_apps(&self, guild: GuildId, allowed: bool) {
        let mut st = self.inner.lock();
        let g = st.guilds.get_mut(&guild).expect("unknown guild");
        let everyone = g
            .roles
            .iter_mut()
            .find(|r| r.id == guild.get())
            .expect("@everyone");
        if allowed {
            everyone.permissions |= USE_EXTERNAL_APPS;
        } else {
            everyone.permissions &= !USE_EXTERNAL_APPS;
        }
        if g.has_bot {
            let role = State::role_json(&g.roles[0]);
            let j = json!({"guild_id": guild.to_string(), "role": role});
            st.gw.dispatch("GUILD_ROLE_UPDATE", j);
        }
    }
}
