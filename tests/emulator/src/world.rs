//! Setting up the world a test runs in, and what a server's members and staff do to it while
//! the bot runs: new users and channels, threads opened by a user, permission changes,
//! archiving and locking threads, deleting messages.

use serde_json::json;
use serenity::all::{ChannelId, GuildId, MessageId, Permissions, UserId};

use super::Emulator;
use super::state::Overwrite;

/// A thread's archived and locked flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadState {
    pub archived: bool,
    pub locked: bool,
}

impl Emulator {
    /// Adds a guild (with `@everyone` and the bot's role); dispatches GUILD_CREATE if connected.
    pub fn add_guild(&self, name: &str) -> GuildId {
        let mut st = self.inner.lock();
        let id = st.add_guild(name);
        let j = st.guild_create_json(id);
        st.gw.dispatch("GUILD_CREATE", j);
        id
    }

    /// Adds a guild that Discord would route to shard `shard` of `total` (its id's time
    /// part modulo `total`); dispatches GUILD_CREATE to that shard if connected.
    pub fn add_guild_on_shard(&self, name: &str, shard: u32, total: u32) -> GuildId {
        let mut st = self.inner.lock();
        let id = GuildId::new(st.next_id_on_shard(shard, total));
        let id = st.add_guild_with_id(id, name, true);
        let j = st.guild_create_json(id);
        st.gw.dispatch("GUILD_CREATE", j);
        id
    }

    /// Adds a text channel; dispatches CHANNEL_CREATE if connected.
    pub fn add_channel(&self, guild: GuildId, name: &str) -> ChannelId {
        let mut st = self.inner.lock();
        let id = st.add_channel(Some(guild), name, 0);
        if st.bot_reaches(id) {
            let j = st.channel_json(id);
            st.gw.dispatch("CHANNEL_CREATE", j);
        }
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

    /// `user` closes their DMs to the bot: the bot's posts in their DM channel answer
    /// 403 with code 50007 ("Cannot send messages to this user"), as Discord's do.
    pub fn close_dms(&self, user: UserId) {
        self.inner.lock().closed_dms.insert(user);
    }

    /// How many times the bot opened a DM channel with `user` (`POST /users/@me/channels`)
    /// and how many of its posts there were refused with 50007.
    pub fn dm_attempts(&self, user: UserId) -> (u64, u64) {
        let st = self.inner.lock();
        let count = |m: &std::collections::HashMap<UserId, u64>| m.get(&user).copied().unwrap_or(0);
        (count(&st.dm_opens), count(&st.dm_refusals))
    }

    /// The owner of every guild: a member with every permission (Manage Server
    /// included), as a server's owner has.
    pub fn guild_owner(&self) -> UserId {
        self.inner.lock().owner_id
    }

    /// Adds a (human) user, member of every guild; dispatches GUILD_MEMBER_ADD with that intent.
    pub fn add_user(&self, name: &str) -> UserId {
        let mut st = self.inner.lock();
        let id = st.add_user(name, false);
        if st.gw.has_intent(1) {
            let guilds: Vec<GuildId> = st
                .guilds
                .iter()
                .filter(|(_, g)| g.has_bot)
                .map(|(id, _)| *id)
                .collect();
            for g in guilds {
                let mut j = st.member_json(g, id, false);
                j["guild_id"] = json!(g.to_string());
                st.gw.dispatch("GUILD_MEMBER_ADD", j);
            }
        }
        id
    }

    /// Sets the language of `user`'s Discord client: the `locale` of their interactions.
    pub fn set_user_locale(&self, user: UserId, locale: &str) {
        let mut st = self.inner.lock();
        st.user_locales.insert(user, locale.to_owned());
    }

    /// Sets a server's language (Server Settings → Community): the `guild_locale` of
    /// interactions in it and the guild's `preferred_locale`.
    pub fn set_guild_locale(&self, guild: GuildId, locale: &str) {
        let mut st = self.inner.lock();
        st.guild_locales.insert(guild, locale.to_owned());
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
        if st.bot_reaches(channel) {
            let j = st.channel_json(channel);
            st.gw.dispatch("CHANNEL_UPDATE", j);
        }
    }

    /// The bot's effective permissions in a channel.
    pub fn bot_permissions(&self, channel: ChannelId) -> Permissions {
        let st = self.inner.lock();
        Permissions::from_bits_truncate(st.channel_permissions(channel, st.bot_id))
    }

    /// Opens a public thread in the text channel `parent` as a member would (started by the
    /// guild owner, not from a message, the bot not a member of it); dispatches THREAD_CREATE.
    /// A test can then run a command inside it. Panics if `parent` is not a guild text channel:
    /// Discord lets no one open a thread in a thread or a DM.
    #[track_caller]
    pub fn add_thread(&self, parent: ChannelId, name: &str) -> ChannelId {
        let mut st = self.inner.lock();
        let kind = st.channels.get(&parent).map(|c| c.kind);
        assert_eq!(
            kind,
            Some(0),
            "add_thread: {parent} is not a guild text channel"
        );
        let id = ChannelId::new(st.next_id());
        let owner = st.owner_id;
        st.add_thread(parent, id, name, 11, owner);
        id
    }

    /// Opens a private thread in the text channel `parent` as `owner` would (Create Private
    /// Threads is an @everyone default): only its members and moderators see it, and its owner
    /// may remove anyone from it, the bot included. Dispatches THREAD_CREATE.
    #[track_caller]
    pub fn add_private_thread(&self, parent: ChannelId, name: &str, owner: UserId) -> ChannelId {
        let mut st = self.inner.lock();
        let kind = st.channels.get(&parent).map(|c| c.kind);
        assert_eq!(
            kind,
            Some(0),
            "add_private_thread: {parent} is not a guild text channel"
        );
        let id = ChannelId::new(st.next_id());
        st.add_thread(parent, id, name, 12, owner);
        id
    }

    /// Archives `thread` like a moderator (or Discord's inactivity timer); `locked` also locks it,
    /// so that only someone with Manage Threads could reopen it. Dispatches THREAD_UPDATE.
    /// Afterwards a bot edit in it answers 400 with code 50083 "Thread is archived"; a bot post
    /// does too if the thread is locked, and otherwise unarchives the thread (THREAD_UPDATE
    /// again) and goes through.
    #[track_caller]
    pub fn archive_thread(&self, thread: ChannelId, locked: bool) {
        self.set_thread(thread, true, locked);
    }

    /// Reopens `thread` (unarchived and unlocked), like a moderator; dispatches THREAD_UPDATE.
    #[track_caller]
    pub fn unarchive_thread(&self, thread: ChannelId) {
        self.set_thread(thread, false, false);
    }

    #[track_caller]
    fn set_thread(&self, thread: ChannelId, archived: bool, locked: bool) {
        let mut st = self.inner.lock();
        let is_thread = st.channels.get(&thread).is_some_and(|c| c.is_thread());
        assert!(is_thread, "{thread} is not a thread");
        st.set_thread_state(thread, archived, locked);
    }

    /// A thread's archived and locked flags (None if `thread` is not a thread).
    pub fn thread_state(&self, thread: ChannelId) -> Option<ThreadState> {
        let st = self.inner.lock();
        let ch = st.channels.get(&thread).filter(|c| c.is_thread())?;
        Some(ThreadState {
            archived: ch.archived,
            locked: ch.locked,
        })
    }

    /// Deletes a message as a moderator would: it disappears from the channel, the bot gets
    /// MESSAGE_DELETE if it asked for the Guild Messages intent (Direct Messages in a DM), and
    /// from then on fetching, editing or deleting it answers 404 with code 10008 "Unknown
    /// Message" (also through an interaction token), while clicking its components is refused
    /// like a client would. Panics if `channel` holds no such message.
    #[track_caller]
    pub fn delete_message(&self, channel: ChannelId, message: MessageId) {
        let mut st = self.inner.lock();
        let found = st
            .channels
            .get(&channel)
            .is_some_and(|c| c.messages.contains_key(&message));
        assert!(
            found,
            "delete_message: no message {message} in channel {channel}"
        );
        st.delete_message(message);
        // Waiters on an interaction whose message vanished see it gone at once.
        for ix in st.interactions.values() {
            if ix.original == Some(message) || ix.source_message == Some(message) {
                ix.notify.notify_waiters();
            }
        }
    }
}
