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
//!
//! A puzzle is stored as two lines of [`code`] ([`StoredPuzzle`]: the
//! position and the one its answer leads to), in the store and in the set
//! the bot ships; [`puzzles_within`] bounds the deep search for the bot's
//! background search; `play.rs` holds a puzzle as a person plays it
//! ([`PuzzleStep`]) and the ratings it moves.

pub mod code;
mod play;
mod server;

pub use play::{PuzzleAnswer, PuzzleRating, PuzzleShown, PuzzleStep, PuzzleVerdict};
pub use server::{DailyPuzzle, PuzzleRow, day_of, day_start};

use crate::ai::hard::HardConfig;
use crate::ai::{Hard, RankedTurn};
use crate::analysis::AnalysisError;
use crate::analysis::chances::chances;
use crate::analysis::errors::{Judge, played_turns};
use crate::game::{Color, Dice, Entry, Game, Move, Phase, Player, Position, Record, TurnRecord};

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
    puzzles_within(record, judge, depth, usize::MAX, &mut || {})
}

/// [`puzzles_of`] with the deep search bounded: only the `max_deep` turns
/// through the sieve whose estimated lead is largest are searched deeply,
/// and `pause` is called before each (a heavy lane lets other work go
/// first there). The puzzles come in the order of their turns.
pub fn puzzles_within(
    record: &Record,
    judge: &Judge,
    depth: &Depth,
    max_deep: usize,
    pause: &mut dyn FnMut(),
) -> Result<Found, AnalysisError> {
    let mut found = Found::default();
    let mut sieved = Vec::new();
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
        let lead = estimates[0] - estimates[1];
        if lead >= GATE {
            sieved.push((lead, turn.turn, rolled));
        }
    }
    if sieved.len() > max_deep {
        sieved.sort_by(|a, b| b.0.total_cmp(&a.0));
        sieved.truncate(max_deep);
        sieved.sort_by_key(|s| s.1);
    }
    for (_, turn, rolled) in sieved {
        pause();
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
                turn,
                color: rolled.to_move(),
                position: rolled,
                answer,
                after,
                margin,
            });
        }
    }
    Ok(found)
}

/// The moves, in an order that plays, of the way to play `rolled` that ends
/// in `after`; none when no way does.
pub fn moves_to(rolled: &Position, after: &Position) -> Option<Vec<Move>> {
    for &first in rolled.legal_moves().iter() {
        let mut one = *rolled;
        if one.play(first).is_err() {
            continue;
        }
        if one == *after {
            return Some(vec![first]);
        }
        if one.phase() == Phase::Move && one.to_move() == rolled.to_move() {
            for &second in one.legal_moves().iter() {
                let mut two = one;
                if two.play(second).is_ok() && two == *after {
                    return Some(vec![first, second]);
                }
            }
        }
    }
    None
}

/// Whether `position` (a puzzle's, after some of its moves) still waits for
/// the same player's move of the same turn as `rolled`.
pub fn same_turn(rolled: &Position, position: &Position) -> bool {
    position.phase() == Phase::Move
        && position.to_move() == rolled.to_move()
        && position.turns_played() == rolled.turns_played()
}

/// A game around a puzzle's `position`, for drawing it: the players named
/// by their colors, the dice of the turn open.
pub fn board_game(position: &Position) -> Game {
    let players: Vec<Player> = position
        .players()
        .map(|c| Player::human(c, c.name()))
        .collect();
    let mut game = Game {
        position: *position,
        players,
        dice: Dice::from_seed(0),
        version: 0,
        opening: Vec::new(),
        turns: vec![Entry::Turn(TurnRecord {
            color: position.to_move(),
            dice: position.dice(),
            moves: Vec::new(),
        })]
        .into(),
        current_turn: Some(0),
        result: None,
        settled_json: Default::default(),
    };
    game.settle();
    game
}

/// A puzzle as stored: its position and the position its answer leads to,
/// each as [`code::encode`] writes it, and its margin.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredPuzzle {
    pub position: String,
    pub answer: String,
    pub margin: f32,
}

impl StoredPuzzle {
    /// `puzzle` to be stored.
    pub fn of(puzzle: &Puzzle) -> StoredPuzzle {
        StoredPuzzle {
            position: code::encode(&puzzle.position),
            answer: code::encode_after(&puzzle.after),
            margin: puzzle.margin,
        }
    }

    /// One line of the shipped set: position, answer and margin, by spaces.
    pub fn line(&self) -> String {
        format!("{} {} {:.3}", self.position, self.answer, self.margin)
    }

    /// The puzzles of a shipped set (one [`StoredPuzzle::line`] a line;
    /// blank lines and `#` comments skipped).
    pub fn parse_set(text: &str) -> Result<Vec<StoredPuzzle>, code::CodeError> {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let mut f = l.split_whitespace();
                let (Some(position), Some(answer), Some(margin), None) =
                    (f.next(), f.next(), f.next(), f.next())
                else {
                    return Err(code::CodeError(format!("a bad line: {l}")));
                };
                Ok(StoredPuzzle {
                    position: position.to_owned(),
                    answer: answer.to_owned(),
                    margin: margin
                        .parse()
                        .map_err(|_| code::CodeError(format!("a bad margin: {l}")))?,
                })
            })
            .collect()
    }

    /// The position to solve and the one its answer leads to.
    pub fn positions(&self) -> Result<(Position, Position), code::CodeError> {
        let rolled = code::decode(&self.position)?;
        let after = code::decode_after(&self.answer)?;
        if moves_to(&rolled, &after).is_none() {
            return Err(code::CodeError("the answer does not play".into()));
        }
        Ok((rolled, after))
    }
}

/// The positions every way to play the rest of the turn of `rolled` ends
/// in, each once.
pub fn ways(rolled: &Position) -> Vec<Position> {
    let mut plans = Vec::with_capacity(64);
    crate::ai::plan::turn_plans(rolled, &mut plans);
    plans.into_iter().map(|p| p.after).collect()
}
