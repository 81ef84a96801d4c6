//! The vocabulary of a table, shared by the store and the Discord layer: ids,
//! seats and who sits in them, computer levels, lobby options, the lobby, the
//! started game as stored ([`Table`]), server settings and rating changes.
//!
//! One type per thing: the store reads and writes exactly these, and the bot
//! works on them, so a new lobby option is a field here, a column in the store
//! and a line in a message. Depends only on [`crate::game`]; no Discord, no SQL.
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

pub use busy::ChannelHolder;
pub use ids::{unix_now, ChannelId, GameId, GuildId, MessageId, UnixTime, UserId};
pub use level::{Level, UnknownLevel};
pub use limits::{
    TableLimit, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES, MAX_MEMBER_GAMES_RANGE,
    MAX_OPEN_TABLES_RANGE,
};
pub use lobby::{spread_color, AfterLeave, Lobby, LobbyEnd, NewLobby};
pub use options::{
    describe_duration, parse_timeout, LobbyOptions, TimeoutRange, DEFAULT_TURN_TIMEOUT,
    NO_TURN_LIMIT, TIMEOUT_RANGE,
};
pub use place::{channel_link, message_link, permission_names, Place};
pub use placement::{plays_in_thread, BotLacks, NewTable, PlacementRefusal, TableAsk};
pub use rating::{
    is_provisional, RatingChange, Skill, DEFAULT_SKILL, PROVISIONAL_GAMES, SHOWN_PER_POINT,
    SHOWN_START,
};
pub use refusal::{CancelRefusal, HostAction, LobbyRefusal, ResignRefusal};
pub use reminder::{reminder_at, REMINDED_FROM};
pub use running::{CancelPath, Table, TimeoutAction, TurnClock, MAX_TIMEOUTS};
pub use season::{
    season_start_skill, Period, Season, SeasonCadence, SeasonOption, ALL_TIME, CURRENT,
    SEASON_WIDENING,
};
pub use seat::{computer_number, Occupant, RecordedPlayer, Seat};
pub use settings::{GuildSettings, OpenRefusal};
pub use turns::Ending;
