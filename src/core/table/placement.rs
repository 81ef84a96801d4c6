//! Where a new table plays: in the channel it was asked for in, or in a
//! thread of its own there. One rule for `/hypnosia new`, the practice game
//! after the lessons and a rematch, from plain facts the screen and the
//! store give: the server's settings, what holds the channel, and what the
//! bot may not do there.

use super::{ChannelHolder, ChannelId, GuildSettings, OpenRefusal};
use crate::platform::permissions::missing_permissions;

/// The permissions the bot lacks where a table would play, as the screen
/// found them (Discord's names): to play in the channel, and to play in a
/// thread of its own there.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BotLacks {
    pub in_channel: Vec<&'static str>,
    pub in_thread: Vec<&'static str>,
}

impl BotLacks {
    /// What the bot lacks where it was `granted` these permissions (the
    /// bits the platform sends with a command or click).
    pub fn of(granted: u64) -> BotLacks {
        BotLacks {
            in_channel: missing_permissions(granted, false),
            in_thread: missing_permissions(granted, true),
        }
    }
}

/// The kind of new table, with what its asker chose.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NewTable {
    /// `/hypnosia new`, its `thread` option as given.
    Lobby { thread: Option<bool> },
    /// The practice game after the last lesson.
    Practice,
    /// A rematch, asking a thread when the game's own lobby had one (and
    /// was not itself in a thread).
    Rematch { thread: bool },
    /// A tournament's sign-up: its tables play where it is opened, each in
    /// a thread of its own where the server plays games in threads.
    Tournament,
    /// `/hypnosia new` (or a challenge) where the bot shows only through
    /// people's clicks (a DM, a group DM, a server without the bot): no
    /// thread can be opened there, so a place held by a table refuses at
    /// once, naming it and how to end it.
    Direct,
}

/// Where a new table is asked for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableAsk {
    pub channel: ChannelId,
    /// The channel `channel` is a thread of, when it is a thread.
    pub parent: Option<ChannelId>,
    /// Whether `channel` is a private thread: its owner may remove the bot.
    pub private_thread: bool,
    pub kind: NewTable,
    /// What the bot may not do there; `None`: not told (nothing is checked).
    pub lacks: Option<BotLacks>,
}

impl TableAsk {
    /// A new table of `kind` asked for in `channel`; `thread`: the channel
    /// it is a thread of, if any, and whether a private one; `granted`: the
    /// bot's permissions there, as the platform sent them (`None`: not told).
    pub fn new(
        channel: ChannelId,
        (parent, private_thread): (Option<ChannelId>, bool),
        kind: NewTable,
        granted: Option<u64>,
    ) -> TableAsk {
        TableAsk {
            channel,
            parent,
            private_thread,
            kind,
            lacks: granted.map(BotLacks::of),
        }
    }
}

/// Why a new table may not open there.
#[derive(Clone, PartialEq, Debug)]
pub enum PlacementRefusal {
    /// Not in this channel (the server's list), or the channel is held.
    Open(OpenRefusal),
    /// The bot lacks these permissions to play there.
    BotLacks(Vec<&'static str>),
    /// The channel is held and the bot may not open a thread (it lacks
    /// these permissions for one).
    NoThread(Vec<&'static str>),
    /// A lobby in a private thread: its owner, a player, could remove the
    /// bot from it, which calls the game off unrated (a door closes), and so
    /// escape a rated game they are losing.
    PrivateThread,
}

/// Whether the new table plays in a thread of its own, or why it may not
/// open: `settings` are the server's, `holder` what holds the channel now.
/// For a tournament: whether its tables may get threads of their own (the
/// server's setting is read again at each round); it holds no channel, and
/// is refused where a lobby is refused for the place itself (a private
/// thread, a channel the server's settings leave out, a channel where the
/// bot may not play).
pub fn plays_in_thread(
    settings: &GuildSettings,
    holder: Option<&ChannelHolder>,
    ask: &TableAsk,
) -> Result<bool, PlacementRefusal> {
    let no_thread = ask
        .lacks
        .as_ref()
        .map(|l| l.in_thread.clone())
        .filter(|missing| !missing.is_empty());
    match ask.kind {
        // A rematch of a game played in a private thread opens there: as
        // rated as the lobby it replaces would have been.
        NewTable::Rematch { .. } | NewTable::Lobby { .. } | NewTable::Tournament
            if ask.private_thread =>
        {
            Err(PlacementRefusal::PrivateThread)
        }
        NewTable::Tournament => {
            settings
                .may_open(ask.channel, ask.parent, None)
                .map_err(PlacementRefusal::Open)?;
            let in_channel = ask.lacks.as_ref().map(|l| l.in_channel.clone());
            if let Some(missing) = in_channel.filter(|m| !m.is_empty()) {
                return Err(PlacementRefusal::BotLacks(missing));
            }
            Ok(ask.parent.is_none() && no_thread.is_none())
        }
        NewTable::Direct => {
            settings
                .may_open(ask.channel, None, None)
                .map_err(PlacementRefusal::Open)?;
            match holder {
                Some(holder) => Err(PlacementRefusal::Open(OpenRefusal::Held(*holder))),
                None => Ok(false),
            }
        }
        NewTable::Rematch { thread } => {
            // A game's channel is checked by the rematch itself.
            if let Some(holder) = holder
                && !(thread && settings.games_in_threads)
            {
                return Err(PlacementRefusal::Open(OpenRefusal::Held(*holder)));
            }
            Ok(thread)
        }
        NewTable::Practice => {
            settings
                .may_open(ask.channel, ask.parent, holder)
                .map_err(PlacementRefusal::Open)?;
            let wants_thread =
                ask.parent.is_none() && (settings.games_in_threads || holder.is_some());
            match no_thread {
                // The channel holds a game, and no thread can hold this one.
                Some(missing) if wants_thread && holder.is_some() => {
                    Err(PlacementRefusal::NoThread(missing))
                }
                Some(_) => Ok(false),
                None => Ok(wants_thread),
            }
        }
        NewTable::Lobby { thread: asked } => {
            settings
                .may_open(ask.channel, ask.parent, holder)
                .map_err(PlacementRefusal::Open)?;
            // With several games per channel allowed, each one gets its own
            // thread; a lobby opened in a thread plays in that thread.
            let by_default = asked.is_none() && holder.is_none();
            let mut thread = ask.parent.is_none()
                && (asked.unwrap_or(settings.games_in_threads) || holder.is_some());
            if let Some(lacks) = &ask.lacks {
                // A server plays in threads where the bot may open them:
                // where it may not, a game nobody asked a thread for plays in
                // the channel.
                if thread && by_default && no_thread.is_some() {
                    thread = false;
                }
                let missing = if thread {
                    &lacks.in_thread
                } else {
                    &lacks.in_channel
                };
                if !missing.is_empty() {
                    return Err(PlacementRefusal::BotLacks(missing.clone()));
                }
            }
            Ok(thread)
        }
    }
}
