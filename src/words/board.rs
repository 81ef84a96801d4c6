//! The lines the board's panels show ([`Captions`]): the render has no words
//! of its own, so the code that draws a game's board passes them in.
//!
//! For now the last-move panel shows each move in the record's notation
//! (`5: 2+3 O32→O37`), as it always has; move words in the reader's language
//! take its place by changing [`last_move_lines`] alone.

use crate::game::{Entry, Game, Move};
use crate::render::Captions;

/// The captions of a game's board.
pub fn board_captions(game: &Game) -> Captions {
    Captions {
        last_moves: last_move_lines(game),
    }
}

/// The captions of the board after `mv` (a hint's board): the one line of
/// that move.
pub fn move_captions(mv: &Move) -> Captions {
    Captions {
        last_moves: vec![move_line(mv)],
    }
}

/// One line per move of the latest turn that moved, in the order played:
/// the moves the board traces and its last-move panel lists.
pub fn last_move_lines(game: &Game) -> Vec<String> {
    let latest = game.entries().iter().rev().find_map(|e| match e {
        Entry::Turn(t) if !t.moves.is_empty() => Some(t),
        _ => None,
    });
    latest.map_or_else(Vec::new, |turn| {
        turn.moves
            .iter()
            .filter_map(|m| m.to_move().ok())
            .map(|mv| move_line(&mv))
            .collect()
    })
}

/// A move as the last-move panel says it.
pub fn move_line(mv: &Move) -> String {
    mv.to_string()
}
