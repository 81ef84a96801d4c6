//! Threads: creating them (REST and test helpers), and what archiving and locking do to the
//! messages in them, as Discord's "Threads" topic describes it:
//! * a thread cannot hold a thread (400, 50024);
//! * nobody can edit a message in an archived thread (400, 50083);
//! * posting in an archived thread unarchives it, unless it is locked (400, 50083);
//! * in a locked thread that is still active only members with Manage Threads may post or edit.

use axum::http::StatusCode;
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, MessageId, Permissions, UserId};

use super::rest::{ApiError, ApiResult, ok_json, reject};
use super::state::State;

/// What the bot is doing to a message in a (possibly) thread channel.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ThreadAction {
    Post,
    Edit,
}

fn thread_archived() -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, 50083, "Thread is archived")
}

impl State {
    /// Creates a thread under `parent` with the given id (a thread started from a message shares
    /// the message's id) and dispatches THREAD_CREATE. The caller has checked that it may.
    pub fn add_thread(
        &mut self,
        parent: ChannelId,
        id: ChannelId,
        name: &str,
        kind: u8,
        owner: UserId,
    ) -> Value {
        let guild: Option<GuildId> = self.channels[&parent].guild_id;
        let tmp = self.add_channel(guild, name, kind);
        // `add_channel` draws a fresh id; re-key the channel under the one Discord would use.
        let mut ch = self.channels.remove(&tmp).expect("just added");
        if let Some(g) = guild.and_then(|g| self.guilds.get_mut(&g)) {
            g.channels.retain(|x| *x != tmp);
            g.channels.push(id);
        }
        ch.id = id;
        ch.parent_id = Some(parent);
        ch.owner_id = Some(owner);
        ch.thread_members = vec![owner];
        self.channels.insert(id, ch);
        let mut j = self.channel_json(id);
        j["newly_created"] = json!(true);
        if self.bot_reaches(id) {
            self.gw.dispatch("THREAD_CREATE", j.clone());
        }
        j
    }

    /// Sets a thread's archived and locked flags and dispatches THREAD_UPDATE if they changed.
    pub fn set_thread_state(&mut self, thread: ChannelId, archived: bool, locked: bool) {
        let Some(ch) = self.channels.get_mut(&thread).filter(|c| c.is_thread()) else {
            return;
        };
        if (ch.archived, ch.locked) == (archived, locked) {
            return;
        }
        ch.archived = archived;
        ch.locked = locked;
        ch.notify.notify_waiters();
        let j = self.channel_json(thread);
        self.gw.dispatch("THREAD_UPDATE", j);
    }
}

/// Applies the thread rules to a bot post or edit in `channel` (a no-op outside threads). A post
/// in an archived, unlocked thread unarchives it first, as Discord does. Runs after the
/// permission checks, so a refused post never unarchives anything.
///
/// 50083 is not recorded as a violation: a moderator can archive or lock the thread while the
/// bot's request is on its way, so only the bot's reaction to the answer can be judged.
pub(crate) fn gate(
    st: &mut State,
    channel: ChannelId,
    action: ThreadAction,
) -> Result<(), ApiError> {
    let Some(ch) = st.channels.get(&channel).filter(|c| c.is_thread()) else {
        return Ok(());
    };
    let (archived, locked, name) = (ch.archived, ch.locked, ch.name.clone());
    if archived && (locked || action == ThreadAction::Edit) {
        return Err(thread_archived());
    }
    if locked && !archived {
        let perms = Permissions::from_bits_truncate(st.channel_permissions(channel, st.bot_id));
        if !perms.contains(Permissions::MANAGE_THREADS) {
            return Err(reject(
                st,
                "permissions",
                format!("thread {channel} ({name}) is locked and the bot lacks MANAGE_THREADS"),
                ApiError::missing_permissions(),
            ));
        }
    }
    if archived {
        st.set_thread_state(channel, false, locked);
    }
    Ok(())
}

/// `POST /channels/{parent}/threads` and `POST /channels/{parent}/messages/{from}/threads`.
pub(crate) fn create_thread(
    st: &mut State,
    parent: ChannelId,
    from: Option<MessageId>,
    body: &Value,
) -> ApiResult {
    let bot = st.bot_id;
    // Threads hang off guild text channels only. Not a violation: the bot may well not know what
    // kind of channel a command came from (a lobby opened inside a thread, say) and try.
    if st.channels[&parent].kind != 0 {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
        ));
    }
    let kind = if from.is_some() {
        11
    } else {
        body["type"].as_u64().unwrap_or(12) as u8
    };
    let perms = Permissions::from_bits_truncate(st.channel_permissions(parent, bot));
    let need = if kind == 12 {
        Permissions::CREATE_PRIVATE_THREADS
    } else {
        Permissions::CREATE_PUBLIC_THREADS
    };
    if !perms.contains(need | Permissions::VIEW_CHANNEL) {
        return Err(reject(
            st,
            "permissions",
            format!("create thread in {parent}: missing {need:?}"),
            ApiError::missing_permissions(),
        ));
    }
    let name = body["name"].as_str().unwrap_or_default().to_string();
    if !(1..=100).contains(&name.chars().count()) {
        return Err(reject(
            st,
            "thread",
            format!("thread name {name:?}"),
            ApiError::form("name", "1..=100 chars"),
        ));
    }
    if let Some(m) = from
        && st.channels[&parent].messages[&m].thread_id.is_some()
    {
        let e = ApiError::new(
            StatusCode::BAD_REQUEST,
            160004,
            "A thread has already been created for this message",
        );
        return Err(reject(
            st,
            "thread",
            format!("second thread on message {m}"),
            e,
        ));
    }
    let id = match from {
        Some(m) => ChannelId::new(m.get()),
        None => ChannelId::new(st.next_id()),
    };
    let j = st.add_thread(parent, id, &name, kind, bot);
    if let Some(m) = from {
        st.channels
            .get_mut(&parent)
            .expect("parent")
            .messages
            .get_mut(&m)
            .expect("msg")
            .thread_id = Some(id);
        st.message_updated(m);
    }
    ok_json(j)
}
