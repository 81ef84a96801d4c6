//! A puzzle played by a person: where they are in its turn, the verdict once
//! it is over, and the puzzle ratings it moves. The engine (`live`) plays
//! them against the store; the words (`words::puzzles`) say them.

use crate::game::{Move, Position};
use crate::render::{self, Captions};
use crate::table::{DEFAULT_SKILL, GameId, Skill, UnixTime};

/// A puzzle's or a person's puzzle rating, with the answers it counts.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PuzzleRating {
    pub skill: Skill,
    pub attempts: u32,
    pub solved: u32,
}

impl Default for PuzzleRating {
    fn default() -> Self {
        PuzzleRating {
            skill: DEFAULT_SKILL,
            attempts: 0,
            solved: 0,
        }
    }
}

/// What an answer did to its person's puzzle rating.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PuzzleAnswer {
    /// Whether it was their first answer to the puzzle, the one that counts.
    pub counted: bool,
    pub before: PuzzleRating,
    pub after: PuzzleRating,
}

/// A puzzle as its asker sees it now.
#[derive(Clone, Debug)]
pub struct PuzzleShown {
    pub id: i64,
    /// The position to solve, dice rolled.
    pub rolled: Position,
    /// The move played already this turn, if any.
    pub first: Option<Move>,
    /// The position to play from now.
    pub now: Position,
    /// Answered before by the asker: this answer is shown, not rated.
    pub again: bool,
    /// The asker's puzzle rating, if they answered one.
    pub rating: Option<PuzzleRating>,
    /// The first second of the day it was the server's daily puzzle, if it
    /// was (then it is titled with that date).
    pub daily: Option<UnixTime>,
}

/// A puzzle's turn played to its end, judged.
#[derive(Clone, Debug)]
pub struct PuzzleVerdict {
    pub id: i64,
    pub rolled: Position,
    pub played: Vec<Move>,
    /// The puzzle's answer, in an order that plays.
    pub answer: Vec<Move>,
    pub right: bool,
    /// The chance to finish first the turn played loses against the
    /// answer, by the hard player's search (0 when right).
    pub loss: f32,
    /// What it did to the asker's puzzle rating.
    pub rating: PuzzleAnswer,
    /// The game and turn it comes from (none: the shipped set), told only
    /// with the verdict: named before, it would give the answer away to
    /// whoever looks the game up.
    pub source: Option<(GameId, u32)>,
    /// As [`PuzzleShown::daily`]: then the verdict offers a Share.
    pub daily: Option<UnixTime>,
}

/// What a move of a puzzle leads to.
#[derive(Clone, Debug)]
pub enum PuzzleStep {
    /// The turn goes on: its other die.
    Next(PuzzleShown),
    Judged(PuzzleVerdict),
}

impl PuzzleStep {
    /// Its board: the position to play from with its destinations tagged;
    /// once judged, the position the turn was played from with the best turn
    /// traced (`captions` say it in the panel) and, when it differs, the turn
    /// played in grey, no tags.
    pub fn draw(&self, captions: &Captions) -> Vec<u8> {
        match self {
            PuzzleStep::Next(shown) => render::ringed_board(&super::board_game(&shown.now), &[]),
            PuzzleStep::Judged(verdict) => {
                let game = super::board_game(&verdict.rolled);
                let played: &[Move] = if verdict.right { &[] } else { &verdict.played };
                render::answer_board(&game, &verdict.answer, played, captions)
            }
        }
    }
}
