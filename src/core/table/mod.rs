//! The vocabulary of a table, shared by the store, the engine and the screen: ids,
//! seats and who sits in them, computer levels, lobby options, the lobby, the
//! started game as stored ([`Table`]), server settings and rating changes.
//!
//! One type per thing: the store reads and writes exactly these, and the bot
//! works on them, so a new lobby option is a field here, a column in the store
//! and a line in a message. Depends on [`crate::game`], [`crate::i18n`] (the
//! keys of the permissions' names) and [`crate::platform`] (a place's
//! links); no Discord library, no SQL.
//! The decisions that belong to these values (lobby rules, time-outs,
//! resigning) are methods here, plain Rust that tests call directly.

mod busy;
mod ids;
mod level;
mod limits;
mod lobby;
mod options;
mod place;
mod placement;
mod rating;
mod refusal;
mod reminder;
mod running;
mod season;
mod seat;
mod settings;
mod turns;
mod venue;

pub use busy::ChannelHolder;
pub use ids::{ChannelId, GameId, GuildId, MessageId, UnixTime, UserId, unix_now};
pub use level::{Level, UnknownLevel};
pub use limits::{
    Ceilings, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES, MAX_MEMBER_GAMES_RANGE,
    MAX_OPEN_TABLES_RANGE, TableLimit,
};
pub use lobby::{AfterLeave, Lobby, LobbyClosedBy, LobbyEnd, NewLobby, spread_color};
pub use options::{
    DEFAULT_TURN_TIMEOUT, IDLE_END, LobbyOptions, NO_TURN_LIMIT, TIMEOUT_RANGE, TimeoutRange,
    describe_duration, parse_timeout,
};
pub use place::{OnScreen, Place, permission_names};
pub use placement::{BotLacks, NewTable, PlacementRefusal, TableAsk, plays_in_thread};
pub use rating::{
    DEFAULT_SKILL, PROVISIONAL_GAMES, RatingChange, SHOWN_PER_POINT, SHOWN_START, Skill,
    is_provisional,
};
pub use refusal::{
    AnalysisRefusal, CancelRefusal, Cooldown, GameRefusal, HintRefusal, HostAction,
    LobbyAskRefusal, LobbyRefusal, MoveRefusal, PuzzleRefusal, ResignRefusal, TooSoon,
    TournamentAskRefusal, VoteRefusal,
};
pub use reminder::{REMINDED_FROM, reminder_at};
pub use running::{CancelPath, CancelledBy, MAX_TIMEOUTS, Table, TimeoutAction, TurnClock};
pub use venue::{Community, Reach, Venue};
// Public for the tests of `tests/table/season.rs`.
pub use season::{
    ALL_TIME, CURRENT, Period, SEASON_WIDENING, Season, SeasonCadence, SeasonOption,
    season_start_skill,
};
#[doc(hidden)]
pub use season::{civil_from_days, days_from_civil};
pub use seat::{Occupant, RecordedPlayer, Seat, computer_number};
pub use settings::{GuildSettings, OpenRefusal, SettingChange};
pub use turns::Ending;
