//! Computer players: one interface, three levels, and an arena to compare them.
//!
//! A [`Strategy`] looks at a [`Position`] waiting for a move (dice rolled) and
//! returns one legal move. A turn of two dice is two calls: the game ends the
//! turn by itself when no die has a legal move, so a strategy never has to say
//! "pass". Every level is deterministic for a given seed (and, for
//! [`Level::Hard`], budget), so tests and records replay exactly.
//!
//! - [`easy`]: a random legal move.
//! - [`medium`]: a one-turn greedy search over both moves of the turn, scored
//!   by the heuristic of [`eval`] (race to the center, captures, safety).
//! - [`hard`]: medium's candidates re-scored by playing the next turns out
//!   (every roll of the next player, medium's replies), scored by a win chance.
//! - [`arena`]: seat-rotated matches between levels, in parallel.

pub mod arena;
pub mod easy;
pub mod eval;
pub mod hard;
pub mod medium;
mod plan;

use std::fmt;
use std::str::FromStr;

use crate::game::{Move, Position};

pub use easy::Easy;
pub use hard::{Hard, HardConfig, DEFAULT_BUDGET};
pub use medium::Medium;

/// A computer player.
pub trait Strategy {
    /// The move to play now, or `None` when `position` waits for no move
    /// (dice not rolled, or the game is over).
    ///
    /// The returned move is always one of `position.legal_moves()`.
    fn choose(&mut self, position: &Position) -> Option<Move>;
}

/// How strong a computer player is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// A random legal move.
    Easy,
    /// A fast heuristic over the whole turn.
    Medium,
    /// A search over the next turns, every roll of the next player.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name used on the command line and in player names.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// A player of this level; `seed` fixes its random choices.
    pub fn strategy(self, seed: u64) -> Box<dyn Strategy + Send> {
        match self {
            Level::Easy => Box::new(Easy::new(seed)),
            Level::Medium => Box::new(Medium::new(seed)),
            Level::Hard => Box::new(Hard::new(seed)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that names no level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}` (expected easy, medium or hard)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// One decision by a fresh player of `level` seeded with `seed`.
///
/// For the Discord layer (run it in `tokio::task::spawn_blocking`: a hard
/// decision takes tens of milliseconds). Derive `seed` from the game, e.g.
/// its version, so a replayed game makes the same choice.
pub fn choose_move(level: Level, position: &Position, seed: u64) -> Option<Move> {
    level.strategy(seed).choose(position)
}
