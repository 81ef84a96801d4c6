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
//! - [`finish`]: the fastest finish for a lone mover, whom nobody else can
//!   reach any more (a decided game, "Finish for me", a time-out).
//! - [`fit`]: fits hard's win chance to who won games between medium players.
//! - [`arena`]: seat-rotated matches between levels, in parallel.

pub mod arena;
pub mod easy;
pub mod eval;
pub mod finish;
pub mod fit;
pub mod hard;
pub mod hint;
pub mod medium;
pub(crate) mod plan;

use crate::game::{AutoCause, Color, Game, Move, PlayError, Position};

pub use easy::Easy;
pub use finish::{Finisher, finish_for};
pub use hard::{DEFAULT_BUDGET, Hard, HardConfig, RankedTurn, Weighing};
pub use medium::Medium;

/// A computer player.
pub trait Strategy {
    /// The move to play now, or `None` when `position` waits for no move
    /// (dice not rolled, or the game is over).
    ///
    /// The returned move is always one of `position.legal_moves()`.
    fn choose(&mut self, position: &Position) -> Option<Move>;

    /// The second move of the turn the last [`Strategy::choose`] picked, with
    /// the position it is for, when this player chose the whole turn at once.
    fn planned(&self) -> Option<(Position, Move)> {
        None
    }
}

pub use crate::table::{Level, UnknownLevel};

// The level is table vocabulary (stored, shown on buttons); how it plays is ours.
impl Level {
    /// A player of this level; `seed` fixes its random choices.
    pub fn strategy(self, seed: u64) -> Box<dyn Strategy + Send> {
        match self {
            Level::Easy => Box::new(Easy::new(seed)),
            Level::Medium => Box::new(Medium::new(seed)),
            Level::Hard => Box::new(Hard::new(seed)),
        }
    }
}

/// A computer player's decision for the rest of its turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnChoice {
    /// The move to play now.
    pub now: Move,
    /// The turn's second move, already chosen, and the position it is for.
    pub then: Option<(Position, Move)>,
}

impl TurnChoice {
    /// The second move, if `position` is the one it was chosen for (nothing
    /// else happened in between) and it is legal there.
    pub fn follow_up(&self, position: &Position) -> Option<Move> {
        kept_move(self.then, position)
    }
}

/// The move kept for `position` by an earlier decision, if `position` is the
/// one it was chosen for and the move is legal there.
fn kept_move(kept: Option<(Position, Move)>, position: &Position) -> Option<Move> {
    let (at, second) = kept?;
    (at == *position && position.legal_moves().contains(&second)).then_some(second)
}

/// One decision by a fresh player of `level` seeded with `seed`, with the
/// turn's second move when the level chose the whole turn at once (hard).
///
/// For a server that keeps no player between moves: play `now`, keep the
/// choice, and play [`TurnChoice::follow_up`] instead of deciding again, so a
/// hard turn costs one search, not two, and its moves belong together.
pub fn choose_turn(level: Level, position: &Position, seed: u64) -> Option<TurnChoice> {
    let mut strategy = level.strategy(seed);
    let now = strategy.choose(position)?;
    Some(TurnChoice {
        now,
        then: strategy.planned(),
    })
}

/// One decision by a fresh player of `level` seeded with `seed`.
///
/// For the Discord layer (run it in `tokio::task::spawn_blocking`: a hard
/// decision takes tens of milliseconds). Derive `seed` from the game, e.g.
/// its version, so a replayed game makes the same choice.
pub fn choose_move(level: Level, position: &Position, seed: u64) -> Option<Move> {
    choose_turn(level, position, seed).map(|choice| choice.now)
}

/// Plays a game to its end with `level` choosing every move, for a table that
/// nobody is left to watch (every person resigned or was removed). `seed` fixes
/// the choices; the record stays complete and legal, move by move.
///
/// CPU work (a medium game is milliseconds, a hard one seconds): off the async
/// threads.
pub fn play_out(game: &mut Game, level: Level, seed: u64) -> Result<(), PlayError> {
    play_out_by_seat(game, |_| level, seed)
}

/// Evaluations per decision of the hard computer that plays out a game for
/// a person who timed out too often among computers ([`play_out_for`]):
/// seventy turns must come within a second or two.
pub const FINISH_BUDGET: u32 = 4_000;

/// [`play_out`] with each player at a level of its own (`level_of` its color):
/// computers that keep playing when no person can move any more play as they
/// would have, so the people's places are decided as fairly as before.
pub fn play_out_by_seat(
    game: &mut Game,
    level_of: impl Fn(Color) -> Level,
    seed: u64,
) -> Result<(), PlayError> {
    play_to_end(game, level_of, None, DEFAULT_BUDGET, seed)
}

/// Plays a game to its end for `person`, who timed out too often while
/// nobody else waits for them (everyone else still in the game is a
/// computer): their turns by the hard computer, each move marked `auto` (a
/// time-out, [`AutoCause::Timeout`]) in the record, the computers' by their own levels (`level_of` their color).
/// Hard decides with [`FINISH_BUDGET`] here, for the person and the hard
/// computers alike, so that a whole game comes within seconds.
///
/// CPU work: off the async threads.
pub fn play_out_for(
    game: &mut Game,
    person: Color,
    level_of: impl Fn(Color) -> Level,
    seed: u64,
) -> Result<(), PlayError> {
    let level_of = |color| {
        if color == person {
            Level::Hard
        } else {
            level_of(color)
        }
    };
    play_to_end(
        game,
        level_of,
        Some((person, AutoCause::Timeout)),
        FINISH_BUDGET,
        seed,
    )
}

/// Plays until the game is over, each color's moves chosen by a player of
/// its level (one player per level, hard with `hard_budget`), the moves of
/// `auto`'s color (a person played for) marked so, with its cause.
fn play_to_end(
    game: &mut Game,
    level_of: impl Fn(Color) -> Level,
    auto: Option<(Color, AutoCause)>,
    hard_budget: u32,
    seed: u64,
) -> Result<(), PlayError> {
    let mut strategies: Vec<(Level, Box<dyn Strategy + Send>)> = Vec::new();
    while !game.is_over() {
        let Some(color) = game.to_move() else { break };
        let level = level_of(color);
        let index = match strategies.iter().position(|(l, _)| *l == level) {
            Some(i) => i,
            None => {
                let seed = seed ^ strategies.len() as u64;
                let strategy: Box<dyn Strategy + Send> = match level {
                    Level::Hard => Box::new(Hard::with_budget(seed, hard_budget)),
                    _ => level.strategy(seed),
                };
                strategies.push((level, strategy));
                strategies.len() - 1
            }
        };
        // The engine ends a turn without a legal move by itself, so a game that
        // is not over always offers one; should it not, the caller sees a game
        // still running and plays on the slow way.
        let Some(mv) = strategies[index].1.choose(game.position()) else {
            break;
        };
        match auto {
            Some((person, cause)) if person == color => game.play_auto(mv, cause)?,
            _ => game.play(mv)?,
        };
    }
    Ok(())
}
