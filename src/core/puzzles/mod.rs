//! Puzzles from real games: positions of a finished game where one way to
//! play the dice is clearly best. Pure: a record in, puzzles out, no Discord
//! and no store.
//!
//! A turn of a record (forced turns left out) is a puzzle when
//!
//! 1. the analysis's estimate ([`chances`]) puts its best way to play at
//!    least [`GATE`] ahead of the next one: a cheap sieve, so that only a few
//!    turns pay for the deep search;
//! 2. a **deeper search** than the hard player's ([`Depth::deep`]: every way
//!    to play searched, where the hard player searches its best few within a
//!    budget; one turn further; twice the sampled continuations) puts one way
//!    at least [`MARGIN`] ahead of every other: the answer is unique;
//! 3. and the hard player ([`Judge`]) chooses that same way, so its hint and
//!    the answer agree.
//!
//! The answer is a whole turn: any order of moves that ends in the same
//! position is right ([`Puzzle::is_answer`]).

use crate::ai::hard::HardConfig;
use crate::ai::{Hard, RankedTurn};
use crate::analysis::AnalysisError;
use crate::analysis::chances::chances;
use crate::analysis::errors::{Judge, played_turns};
use crate::game::{Color, Move, Phase, Position, Record};

/// The least lead, in chance to finish first, of a puzzle's answer over
/// every other way to play, by the deep search. Chosen on
/// `hypnosia puzzles generate` (`benches/README.md`): 10 points gave 2.4
/// puzzles a game between medium players, many of them a plain race; 15
/// points keep 1.3, each a turn that matters.
pub const MARGIN: f32 = 0.15;

/// The least lead of the best way to play over the next by the analysis's
/// estimate for a turn to be searched deeply at all.
pub const GATE: f32 = 0.03;

/// How deep the check searches, beyond the hard player of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    /// Turns played out beyond the hard player's.
    pub extra_turns: u32,
    /// Sampled continuations per reply roll, times the hard player's.
    pub rounds_factor: u32,
    /// Its seed (the same for every position: a check is reproducible).
    pub seed: u64,
}

impl Depth {
    /// The depth puzzles are checked at.
    pub fn deep() -> Depth {
        Depth {
            extra_turns: 1,
            rounds_factor: 2,
            seed: 0x5055_5A5A,
        }
    }

    /// The search for a table of `players` players still in the game.
    pub fn config(&self, players: usize) -> HardConfig {
        let mut config = HardConfig::for_players(players, u32::MAX);
        config.horizon += self.extra_turns;
        config.rounds *= self.rounds_factor.max(1);
        config
    }

    /// Every way to play the rest of the turn of `rolled` with its value by
    /// this search, best first.
    pub fn rank(&self, rolled: &Position) -> Vec<RankedTurn> {
        let players = rolled.players().filter(|&c| rolled.in_game(c)).count();
        Hard::with_config(self.seed, self.config(players)).rank_turns(rolled)
    }
}

/// A position to solve, with its answer.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The turn of the game it comes from (1 for the first).
    pub turn: u32,
    /// Who is to play.
    pub color: Color,
    /// The position with the dice rolled.
    pub position: Position,
    /// The answer's moves, in an order that plays.
    pub answer: Vec<Move>,
    /// The position the answer leads to.
    pub after: Position,
    /// The answer's lead over the next way to play by the deep search.
    pub margin: f32,
}

impl Puzzle {
    /// Whether a turn played from [`Puzzle::position`] to `after` is right.
    pub fn is_answer(&self, after: &Position) -> bool {
        *after == self.after
    }
}

/// What the search of a record found: its puzzles, and the figures to
/// choose [`GATE`] and [`MARGIN`] on.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// Turns with a choice (forced ones left out).
    pub decisions: u32,
    /// The deep search's lead of its best way for every turn through the
    /// sieve, and whether the hard player chose that way.
    pub searched: Vec<(f32, bool)>,
    pub puzzles: Vec<Puzzle>,
}

/// The puzzles of `record` (see the module's documentation), the hard player
/// being `judge` and the check `depth`.
pub fn puzzles_of(record: &Record, judge: &Judge, depth: &Depth) -> Result<Found, AnalysisError> {
    let mut found = Found::default();
    for turn in played_turns(record)? {
        let rolled = turn.rolled;
        if rolled.phase() != Phase::Move {
            continue;
        }
        let mover = rolled.to_move();
        let mut estimates: Vec<f32> = ways(&rolled)
            .iter()
            .map(|after| chances(after).of(mover))
            .collect();
        if estimates.len() < 2 {
            continue;
        }
        found.decisions += 1;
        estimates.sort_by(|a, b| b.total_cmp(a));
        if estimates[0] - estimates[1] < GATE {
            continue;
        }
        let ranked = depth.rank(&rolled);
        let [best, next, ..] = ranked.as_slice() else {
            continue;
        };
        let margin = best.value - next.value;
        let hard = judge.best_turn(&rolled);
        let agrees = hard.as_ref().is_some_and(|(_, after)| *after == best.after);
        found.searched.push((margin, agrees));
        if let (true, Some((answer, after))) = (agrees && margin >= MARGIN, hard) {
            found.puzzles.push(Puzzle {
                turn: turn.turn,
                color: mover,
                position: rolled,
                answer,
                after,
                margin,
            });
        }
    }
    Ok(found)
}

/// The positions every way to play the rest of the turn of `rolled` ends
/// in, each once.
pub fn ways(rolled: &Position) -> Vec<Position> {
    let mut plans = Vec::with_capacity(64);
    crate::ai::plan::turn_plans(rolled, &mut plans);
    plans.into_iter().map(|p| p.after).collect()
}
