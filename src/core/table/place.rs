//! Where a table is shown in Discord: its [`Venue`] and reach (the engine's),
//! and the messages the screen shows it with ([`OnScreen`], the screen's:
//! the engine stores it with the game and hands it back with each change,
//! never reading, comparing or recording a message id of it; it judges a
//! click by the game's version and the clicker's seat).
//!
//! Every table is kept quiet where it is played: one live turn message, its
//! log (edited with the newest lines, never appended) and, once over, its
//! results. A table opened from a lobby message keeps that message as its
//! line in the channel: the log itself when played in the channel; for a
//! game in a thread (started from that message, whose id it shares) the line
//! that reports its end, and its log a message of its own in the thread. A
//! table with no lobby message (a tournament's, a practice game:
//! [`super::Table::opened_by_lobby`]) is opened by its log, posted where it
//! is played before its first turn: the table's ping
//! ([`super::Table::channel_line`]).

use super::{ChannelId, Community, GuildId, MessageId, Reach, Venue};
use crate::i18n::Arg;
use crate::platform::links::{channel_link, message_link};
use crate::text;

/// Where a table is, and how it is shown there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    /// Where it is played (the engine's).
    pub venue: Venue,
    /// When the screen can show it (the engine's).
    pub reach: Reach,
    /// How the screen shows it: the screen's, reported through the engine's
    /// `Shown` and kept with the game; the engine only carries it, whole.
    pub screen: OnScreen,
}

/// The messages a table is shown with, as the screen last reported them:
/// opaque to the engine, which moves it whole (from the store, from the
/// screen's last report, into the next change) and asks it one question,
/// [`OnScreen::shows_turn_from`]; `tests/rooms.rs` holds `live/` to that.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct OnScreen {
    /// The lobby message, or the game's live turn message, once posted.
    pub message: Option<MessageId>,
    /// The first record entry the live message shows: when the turn passes
    /// on, a click on it is answered with a summary of the entries from here
    /// (a moment before the message is removed).
    pub message_from: u32,
    /// The game's own message where its lobby was: the lobby message, which
    /// becomes the log of a game played in the channel, or the line that
    /// says where a thread's game is and then who won it; for a game in a
    /// thread, once posted, the log of its turns in the thread instead (see
    /// [`Place::channel_line`]). A table with no lobby message has none
    /// until its log is posted where it is played.
    pub log: Option<MessageId>,
}

impl OnScreen {
    /// A table shown with one message, just posted (a lobby's).
    pub fn posted(message: MessageId) -> OnScreen {
        OnScreen {
            message: Some(message),
            ..OnScreen::default()
        }
    }

    /// The same, with `log` as its log when there is one (a log just posted).
    pub fn logged(self, log: Option<MessageId>) -> OnScreen {
        OnScreen {
            log: log.or(self.log),
            ..self
        }
    }

    /// Whether a message of the table is up whose first entry is the record's
    /// entry `first`: the turn starting there is shown already, and only its
    /// update is owed.
    pub fn shows_turn_from(&self, first: usize) -> bool {
        self.message.is_some() && self.message_from as usize == first
    }
}

impl Place {
    /// A table in `venue`, not shown yet.
    pub fn new(venue: Venue, reach: Reach) -> Place {
        Place {
            venue,
            reach,
            screen: OnScreen::default(),
        }
    }

    /// A table in a channel of a server that added the bot, not shown yet.
    pub fn in_server(guild: GuildId, channel: ChannelId) -> Place {
        Place::new(Venue::server(guild, channel), Reach::Always)
    }

    /// Whose ratings and settings the table counts for.
    pub fn community(&self) -> Community {
        self.venue.community()
    }

    /// The game's one line in the channel it was opened in, for a table
    /// opened from a lobby message (every table's: [`super::Table::channel_line`]):
    /// the lobby message. A thread is started from that message and shares
    /// its id, so a game in a thread finds it by its thread, and keeps `log`
    /// for the log of its turns in the thread.
    pub fn channel_line(&self) -> Option<MessageId> {
        self.screen.log.map(|log| {
            self.venue
                .thread()
                .map_or(log, |thread| MessageId(thread.0))
        })
    }

    /// The log of the turns where the game is played: the line in the
    /// channel for a game played there; for a game in a thread, a message of
    /// its own in the thread once posted (`None` before).
    pub fn turns_log(&self) -> Option<MessageId> {
        let log = self.screen.log?;
        match self.venue.thread() {
            Some(thread) if thread.0 == log.0 => None,
            _ => Some(log),
        }
    }

    /// Where the game is played: its thread, else the channel.
    pub fn play_channel(&self) -> ChannelId {
        self.venue.play_channel()
    }

    /// A link to its message, once posted.
    pub fn link(&self) -> Option<String> {
        self.screen
            .message
            .map(|m| message_link(self.venue.link_root(), self.play_channel(), m))
    }

    /// A link to its message, else (not posted, or refused by Discord) to
    /// the channel or thread it is played in.
    pub fn link_or_channel(&self) -> String {
        self.link()
            .unwrap_or_else(|| channel_link(self.venue.link_root(), self.play_channel()))
    }
}

/// Discord's names of permissions (as [`crate::platform::permissions`] names
/// them), as Discord's settings show them in the reader's language, listed with commas.
pub fn permission_names(names: &[&str]) -> Arg {
    Arg::List(
        names
            .iter()
            .map(|name| match *name {
                "View Channel" => text!("permission-view-channel"),
                "Send Messages" => text!("permission-send-messages"),
                "Embed Links" => text!("permission-embed-links"),
                "Attach Files" => text!("permission-attach-files"),
                "Read Message History" => text!("permission-read-message-history"),
                "Create Public Threads" => text!("permission-create-public-threads"),
                _ => text!("permission-send-messages-in-threads"),
            })
            .collect(),
    )
}
