//! The rules of Hypnosia as a pure library: no async, no I/O, no Discord.
//!
//! - [`board`]: colors, rings, spaces, bridges, lanes and the center, as data.
//! - [`Position`]: the rules state as a small `Copy` value; [`Position::legal_moves`]
//!   and [`Position::play`].
//! - [`Game`]: a position with players, dice generator, record and version.
//! - [`Record`]: the `hypnosia-record/1` format; [`Game::from_record`] replays one.
//! - [`Setup`]: positions placed by hand for tests and fixtures.

pub mod board;
mod dice;
mod end_reason;
mod movegen;
mod moves;
mod outcome;
mod position;
mod record;
mod replay;
mod setup;
mod state;

pub use board::{
    center_points, default_colors, BridgeTarget, Color, LaneSlot, Pawn, Pawns, Ring, RingSpace,
    Space, CENTER_PLACES, RING_SPACES,
};
pub use dice::{roll_die, Dice, DiceState};
pub use end_reason::EndReason;
pub use moves::{CapturedPawn, Move, MoveEffects, MoveList, PlayError, MAX_MOVES};
pub use outcome::{ranking, Standing};
pub use position::{LeaveKind, Location, Phase, Position, RollEffects, Variant, ROUNDS_LIMIT};
pub use record::{
    CapturedRecord, Entry, EventRecord, MoveRecord, OpeningRoll, PlayerKind, PlayerRecord, Record,
    ResultRecord, TurnRecord, FORMAT,
};
pub use replay::RecordError;
pub use setup::{Setup, SetupError as ImpossibleSetup};
pub use state::{Game, Player, SetupError};
