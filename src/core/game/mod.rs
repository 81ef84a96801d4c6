//! The rules of Hypnosia as a pure library: no async, no I/O, no Discord.
//!
//! - [`board`]: colors, rings, spaces, bridges, lanes and the center, as data.
//! - [`Position`]: the rules state as a small `Copy` value; [`Position::legal_moves`]
//!   and [`Position::play`].
//! - [`Game`]: a position with players, dice generator, record and version.
//! - [`Record`]: the `hypnosia-record/1` format; [`Game::from_record`] replays one.
//!   [`Game::record_json`] writes it as a running game saves it with every move,
//!   the JSON of the entries before the running turn kept with the game.
//! - [`BotTurns`]: which of a person's turns the bot played for them (each such
//!   move keeps its [`AutoCause`]), and whether they walked away from the game.
//! - [`Setup`]: positions placed by hand for tests and fixtures.
//!
//! # Examples
//!
//! A whole game between two players who cross a bridge whenever they can:
//!
//! ```
//! use hypnosia_core::game::{Color, Dice, EndReason, Game, Player, Variant};
//!
//! let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
//! let mut game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
//!
//! // The game rolls the dice itself, so it always waits for a move or is over.
//! while !game.is_over() {
//!     let moves = game.legal_moves();
//!     let mv = moves.iter().find(|m| m.cross).unwrap_or(&moves[0]);
//!     game.play(*mv)?;
//! }
//!
//! // Five pawns in the center scored 5 + 4 + 3 + 2 + 1 points between them; a
//! // capture only moves a point from one player to another.
//! assert_eq!(game.end_reason(), Some(EndReason::CenterFull));
//! let result = game.result().expect("a finished game has a result");
//! assert_eq!(result.ranking.iter().map(|s| s.score).sum::<i16>(), 15);
//!
//! // What a store keeps, or a player downloads:
//! let json = game.record().to_json();
//! assert!(json.contains(r#""reason": "center_full""#));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

pub mod board;
mod decided;
mod dice;
mod end_reason;
mod movegen;
mod moves;
mod outcome;
mod played_for;
mod position;
mod record;
mod replay;
mod settled_json;
mod setup;
mod state;
mod walk;

pub use board::{
    BridgeTarget, CENTER_PLACES, Color, LaneSlot, Pawn, Pawns, RING_SPACES, Ring, RingSpace, Space,
    center_points, default_colors,
};
pub use dice::{Dice, DiceState, roll_die};
pub use end_reason::EndReason;
pub use moves::{CapturedPawn, MAX_MOVES, Move, MoveEffects, MoveList, PlayError};
pub use outcome::{Standing, ranking};
pub use played_for::BotTurns;
pub use position::{LeaveKind, Location, Phase, Position, ROUNDS_LIMIT, RollEffects, Variant};
pub use record::{
    AutoCause, CapturedRecord, Entry, EventRecord, FORMAT, MoveRecord, OpeningRoll, PlayerKind,
    PlayerRecord, Record, ResultRecord, TurnRecord,
};
pub use replay::RecordError;
pub use setup::{Setup, SetupError as ImpossibleSetup};
pub use state::{Game, Player, SetupError};
pub use walk::{MoveStep, walk_moves};
