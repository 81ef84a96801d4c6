//! Setting up the world a test runs in, and what a server's members and staff change in it
//! while the bot runs.

use serde_json::json;
use serenity::all::{ChannelId, GuildId, Permissions, UserId};

use super::state::Overwrite;
use super::Emulator;

impl Emulator {
    /// Adds a guild (with `@everyone` and the bot's role); dispatches GUILD_CREATE if connected.
    pub fn add_guild(&self, name: &str) -> GuildId {
        let mut st = self.inner.lock();
        let id = st.add_guild(name);
        let j = st.guild_create_json(id);
        st.gw.dispatch("GUILD_CREATE", j);
        id
    }

    /// Adds a text channel; dispatches CHANNEL_CREATE if connected.
    pub fn add_channel(&self, guild: GuildId, name: &str) -> ChannelId {
        let mut st = self.inner.lock();
        let id = st.add_channel(Some(guild), name, 0);
        let j = st.channel_json(id);
        st.gw.dispatch("CHANNEL_CREATE", j);
        id
    }

    /// The DM channel between the bot and `user` (created on first use, like
    /// `POST /users/@me/channels`). Slash commands and clicks injected there carry `user`
    /// instead of `member` and no `guild_id`, as Discord sends them.
    pub fn dm_channel(&self, user: UserId) -> ChannelId {
        let mut st = self.inner.lock();
        let existing = st
            .channels
            .values()
            .find(|c| c.kind == 1 && c.recipients == [user])
            .map(|c| c.id);
        existing.unwrap_or_else(|| {
            let id = st.add_channel(None, "dm", 1);
            st.channels.get_mut(&id).expect("just added").recipients = vec![user];
            id
        })
    }

    /// Adds a (human) user, member of every guild; dispatches GUILD_MEMBER_ADD with that intent.
    pub fn add_user(&self, name: &str) -> UserId {
        let mut st = self.inner.lock();
        let id = st.add_user(name, false);
        if st.gw.has_intent(1) {
            let guilds: Vec<GuildId> = st.guilds.keys().copied().collect();
            for g in guilds {
                let mut j = st.member_json(g, id, false);
                j["guild_id"] = json!(g.to_string());
                st.gw.dispatch("GUILD_MEMBER_ADD", j);
            }
        }
        id
    }

    /// Allows or denies `perm` for the bot in `channel` (member overwrite), like a server admin
    /// editing the channel; dispatches CHANNEL_UPDATE.
    pub fn set_channel_permission(&self, channel: ChannelId, perm: Permissions, allowed: bool) {
        let bot = self.bot_id();
        self.set_member_channel_permission(channel, bot, perm, allowed);
    }

    /// Like [`Self::set_channel_permission`] for any member.
    pub fn set_member_channel_permission(
        &self,
        channel: ChannelId,
        user: UserId,
        perm: Permissions,
        allowed: bool,
    ) {
        let mut st = self.inner.lock();
        let ch = st.channels.get_mut(&channel).expect("unknown channel");
        let pos = match ch
            .overwrites
            .iter()
            .position(|o| o.kind == 1 && o.id == user.get())
        {
            Some(p) => p,
            None => {
                ch.overwrites.push(Overwrite {
                    id: user.get(),
                    kind: 1,
                    allow: 0,
                    deny: 0,
                });
                ch.overwrites.len() - 1
            }
        };
        let o = &mut ch.overwrites[pos];
        if allowed {
            o.allow |= perm.bits();
            o.deny &= !perm.bits();
        } else {
            o.deny |= perm.bits();
            o.allow &= !perm.bits();
        }
        let j = st.channel_json(channel);
        st.gw.dispatch("CHANNEL_UPDATE", j);
    }

    /// The bot's effective permissions in a channel.
    pub fn bot_permissions(&self, channel: ChannelId) -> Permissions {
        let st = self.inner.lock();
        Permissions::from_bits_truncate(st.channel_permissions(channel, st.bot_id))
    }
}
