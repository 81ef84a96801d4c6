//! The table's refusals in words: each rule's refusal type (`table`'s, which
//! knows no words) worded through [`RefusalText`], and the refusals of a
//! channel held or a limit reached, with a link to the table that holds it.

use crate::i18n::{Arg, Text};
use crate::platform::markup;
use crate::table::{
    CancelRefusal, ChannelHolder, Cooldown, LobbyRefusal, OpenRefusal, ResignRefusal, TableLimit,
    TooSoon, UserId,
};
use crate::text;
use crate::words::markup::CommandIds;
use crate::words::names::color_text;

/// A refusal by one of the table's rules, in words (the refusal types are
/// `table`'s, which knows no words).
pub trait RefusalText {
    /// What the refusal says.
    fn text(self) -> Text;
}

/// A lobby refusal (a color in it is named in the reader's language).
impl RefusalText for LobbyRefusal {
    fn text(self) -> Text {
        match self {
            LobbyRefusal::AlreadySeated => text!("refusal-already-seated"),
            LobbyRefusal::NotSeated => text!("refusal-not-seated"),
            LobbyRefusal::Full(seats) => text!("refusal-full", seats = seats),
            LobbyRefusal::NotHost { host, action } => text!(
                "refusal-not-host",
                host = markup::mention(host),
                action = action.to_string()
            ),
            LobbyRefusal::NoAi => text!("refusal-no-ai"),
            LobbyRefusal::ColorTaken(color) => {
                text!("refusal-color-taken", color = color_text(color))
            }
            LobbyRefusal::TooFewSeats => text!("refusal-too-few-seats"),
            LobbyRefusal::BadSeatCount => text!("refusal-bad-seat-count"),
            LobbyRefusal::BadTimeout => text!("refusal-bad-timeout"),
        }
    }
}

/// Why a new table may not open, and what to do about it (naming the
/// commands as each person's Discord shows them).
pub fn limit_text(limit: TableLimit, commands: &CommandIds) -> Text {
    match limit {
        TableLimit::Server { cap } => text!(
            "refusal-limit-server",
            cap = cap,
            cancel = commands.mention("hypnosia cancel"),
            limit = commands.mention("hypnosia settings limit")
        ),
        TableLimit::HostsLobby { id, expires_at, .. } => text!(
            "refusal-limit-own-lobby",
            game = id.0,
            closes = markup::relative_time(expires_at),
        ),
        TableLimit::Member { user, cap } => text!(
            "refusal-limit-member",
            user = markup::mention(user),
            cap = cap,
        ),
    }
}

impl RefusalText for ResignRefusal {
    fn text(self) -> Text {
        match self {
            ResignRefusal::NotPlaying => text!("refusal-not-playing"),
            ResignRefusal::AlreadyLeft => text!("refusal-already-left"),
            ResignRefusal::Over => text!("refusal-finished"),
        }
    }
}

/// When a member may ask again, as their Discord counts it from now.
impl RefusalText for TooSoon {
    fn text(self) -> Text {
        match self {
            TooSoon::Heavy { at } => {
                text!("refusal-heavy-too-fast", when = markup::relative_time(at))
            }
            TooSoon::Cooldown { what, at } => {
                let when = markup::relative_time(at);
                match what {
                    Cooldown::Practice => text!("refusal-practice-cooldown", when = when),
                    Cooldown::Rematch => text!("refusal-rematch-cooldown", when = when),
                    Cooldown::Tournament => text!("refusal-tournament-cooldown", when = when),
                }
            }
        }
    }
}

impl RefusalText for CancelRefusal {
    fn text(self) -> Text {
        match self {
            CancelRefusal::NotPlaying => text!("refusal-cancel-not-playing"),
            CancelRefusal::Over => text!("refusal-finished"),
        }
    }
}

/// Why a table may not open in a channel, in words.
pub fn open_refused_text(why: &OpenRefusal, commands: &CommandIds) -> Text {
    match why {
        OpenRefusal::NotAllowed(channels) => {
            let list: Vec<String> = channels.iter().map(markup::channel).collect();
            text!("refusal-channel-not-allowed", channels = list.join(", "))
        }
        OpenRefusal::Held(holder) => channel_held_text(holder, commands),
    }
}

/// Why `/hypnosia new` is refused in a channel that an open lobby or a running
/// game holds: what it is, where (a link to its message) and how it ends (the
/// commands that end it named as `commands` can).
pub fn channel_held_text(holder: &ChannelHolder, commands: &CommandIds) -> Text {
    let game = holder.id().0;
    let link = holder
        .link()
        .map_or_else(|| Arg::from(""), |l| text!("held-link", link = l).into());
    match holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-channel-lobby",
            game = game,
            link = link,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-channel-game",
            game = game,
            link = link,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds, as `viewer` should read it: their own lobby, someone else's, or a
/// game (naming the commands that end it as `commands` can).
pub fn held_refusal_text(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Text {
    let game = holder.id().0;
    match *holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } if host == viewer => text!(
            "refusal-held-lobby-yours",
            game = game,
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-held-lobby",
            game = game,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-held-game",
            game = game,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// A Rematch refused because a table already holds the place of the game,
/// as `viewer` should read it.
pub fn rematch_held_text(holder: &ChannelHolder, viewer: UserId) -> Text {
    match *holder {
        ChannelHolder::Lobby { id, host, .. } if host == viewer => {
            text!("refusal-rematch-held-yours", game = id.0)
        }
        ChannelHolder::Lobby { id, host, .. } => text!(
            "refusal-rematch-held",
            game = id.0,
            host = markup::mention(host)
        ),
        ChannelHolder::Game { .. } => text!("refusal-rematch-busy"),
    }
}

/// A table limit as `viewer` should read it: a member at the limit is told
/// how to free a table of their own; any other limit as [`limit_text`].
pub fn limit_refusal_text(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Text {
    match limit {
        TableLimit::Member { user, cap } if user == viewer => text!(
            "refusal-limit-member-you",
            cap = cap,
            resign = commands.mention("hypnosia resign"),
            limit = commands.mention("hypnosia settings member-limit"),
        ),
        other => limit_text(other, commands),
    }
}

/// A refusal, and where the table it is about can be seen.
#[derive(Clone, Debug)]
pub struct Refused {
    pub text: Text,
    /// A link to the lobby's or game's message, for the "Go to table" button.
    pub link: Option<String>,
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds ([`held_refusal_text`]), with a link to the table.
pub fn held_refusal(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Refused {
    Refused {
        text: held_refusal_text(holder, commands, viewer),
        link: holder.link(),
    }
}

/// A Rematch refused because a table already holds the place of the game
/// ([`rematch_held_text`]), with a link to that table.
pub fn rematch_held(holder: &ChannelHolder, viewer: UserId) -> Refused {
    Refused {
        text: rematch_held_text(holder, viewer),
        link: holder.link(),
    }
}

/// A table limit as `viewer` should read it ([`limit_refusal_text`]), with a
/// link to the lobby they host when that is the limit.
pub fn limit_refusal(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Refused {
    let link = match limit {
        TableLimit::HostsLobby { place, .. } => place.link(),
        _ => None,
    };
    Refused {
        text: limit_refusal_text(limit, commands, viewer),
        link,
    }
}
