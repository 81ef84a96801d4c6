//! The domain types the store reads and writes. Free of Discord and poise types:
//! ids are plain numbers, times are unix seconds.

use std::fmt;
use std::str::FromStr;

use crate::game::{Color, Game, Variant};

/// Unix time in seconds (UTC). Discord shows these with `<t:UNIX:R>`.
pub type UnixTime = i64;

/// The current unix time in seconds.
pub fn unix_now() -> UnixTime {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub struct $name(pub u64);

        impl $name {
            /// As stored: the same 64 bits read as i64 (lossless both ways).
            pub(crate) fn db(self) -> i64 {
                self.0 as i64
            }
            pub(crate) fn from_db(v: i64) -> Self {
                $name(v as u64)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

snowflake!(
    /// A Discord server (guild) id.
    GuildId
);
snowflake!(
    /// A Discord channel (or thread) id.
    ChannelId
);
snowflake!(
    /// A Discord message id.
    MessageId
);
snowflake!(
    /// A Discord user id.
    UserId
);

/// A table's id: a lobby keeps its id when it becomes a game.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// How strong a computer player is (the store keeps the name; `ai` plays it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AiLevel {
    Easy,
    Medium,
    Hard,
}

impl AiLevel {
    /// The stored name: `easy`, `medium` or `hard`.
    pub fn as_str(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Medium => "medium",
            AiLevel::Hard => "hard",
        }
    }
}

impl fmt::Display for AiLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for AiLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "easy" => Ok(AiLevel::Easy),
            "medium" => Ok(AiLevel::Medium),
            "hard" => Ok(AiLevel::Hard),
            _ => Err(format!(
                "unknown AI level `{s}` (expected easy, medium or hard)"
            )),
        }
    }
}

/// Who sits at a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Occupant {
    /// A person; `name` is display text only (never trusted, never drawn).
    Human { user: UserId, name: String },
    /// A computer player.
    Ai { level: AiLevel },
}

impl Occupant {
    /// The user, for a human seat.
    pub fn user(&self) -> Option<UserId> {
        match self {
            Occupant::Human { user, .. } => Some(*user),
            Occupant::Ai { .. } => None,
        }
    }

    /// The name to show: the person's name, or `AI (hard)`.
    pub fn display_name(&self) -> String {
        match self {
            Occupant::Human { name, .. } => name.clone(),
            Occupant::Ai { level } => format!("AI ({level})"),
        }
    }
}

/// A seat at a table: a color and who plays it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    pub color: Color,
    pub occupant: Occupant,
}

impl Seat {
    /// A human seat.
    pub fn human(color: Color, user: UserId, name: impl Into<String>) -> Seat {
        Seat {
            color,
            occupant: Occupant::Human {
                user,
                name: name.into(),
            },
        }
    }

    /// A computer seat.
    pub fn ai(color: Color, level: AiLevel) -> Seat {
        Seat {
            color,
            occupant: Occupant::Ai { level },
        }
    }

    /// The engine's player for this seat.
    pub fn player(&self) -> crate::game::Player {
        match &self.occupant {
            Occupant::Human { name, .. } => crate::game::Player::human(self.color, name.clone()),
            Occupant::Ai { .. } => {
                crate::game::Player::ai(self.color, self.occupant.display_name())
            }
        }
    }
}

/// Options chosen in a lobby; they stay with the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LobbyOptions {
    pub variant: Variant,
    /// How long the player to move has before a move is played for them.
    pub turn_timeout_secs: u32,
    /// Whether the game is played in a thread of its own.
    pub thread: bool,
    /// The most seats the lobby offers, 2..=6.
    pub max_seats: u8,
}

/// Where a table is shown in Discord.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    pub guild: GuildId,
    pub channel: ChannelId,
    /// The lobby or board message, once posted.
    pub message: Option<MessageId>,
    /// The game's own thread, once created.
    pub thread: Option<ChannelId>,
    /// The first record entry the message shows: when the turn passes on, the
    /// message shrinks to a summary of the entries from here.
    pub message_from: u32,
}

impl Place {
    /// Where the game is played: its thread, else the channel.
    pub fn play_channel(&self) -> ChannelId {
        self.thread.unwrap_or(self.channel)
    }
}

/// A lobby that has not started yet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Lobby {
    pub id: GameId,
    pub place: Place,
    pub host: UserId,
    /// In sector order.
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    pub created_at: UnixTime,
    pub expires_at: Option<UnixTime>,
}

/// What [`crate::store::Store::create_lobby`] needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewLobby {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub host: UserId,
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    pub expires_at: Option<UnixTime>,
}

/// The clock of a running game, saved with every move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TurnClock {
    /// When the player to move times out; `None` while no clock runs.
    pub deadline: Option<UnixTime>,
    /// Consecutive time-outs per color, indexed by [`Color::index`].
    pub timeouts: [u32; 6],
}

impl TurnClock {
    /// A clock that runs out at `deadline`, no time-outs yet.
    pub fn until(deadline: UnixTime) -> TurnClock {
        TurnClock {
            deadline: Some(deadline),
            timeouts: [0; 6],
        }
    }

    /// Consecutive time-outs of `color`.
    pub fn timeouts(&self, color: Color) -> u32 {
        self.timeouts[color.index()]
    }

    /// Sets the consecutive time-outs of `color` (0 after a move of their own).
    pub fn set_timeouts(&mut self, color: Color, n: u32) {
        self.timeouts[color.index()] = n;
    }
}

/// A running game as saved: everything needed to carry on after a restart.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub place: Place,
    pub host: UserId,
    /// In sector order, matching `game.players()`.
    pub seats: Vec<Seat>,
    pub options: LobbyOptions,
    /// The game, replayed from its record, with its dice where they were.
    pub game: Game,
    pub clock: TurnClock,
    pub created_at: UnixTime,
    pub started_at: UnixTime,
}

impl StoredGame {
    /// The seat of `color`, if seated.
    pub fn seat(&self, color: Color) -> Option<&Seat> {
        self.seats.iter().find(|s| s.color == color)
    }

    /// The seat of `user`, if they play in this game.
    pub fn seat_of(&self, user: UserId) -> Option<&Seat> {
        self.seats.iter().find(|s| s.occupant.user() == Some(user))
    }
}
