//! The lines the board's panels show ([`Captions`]): the render has no words
//! of its own, so the code that draws a game's board passes them in, in the
//! words of the buttons and the log (`pawns 2+3 to O37`, `pawn 1 into the
//! center +5`), in the reader's language.

use crate::game::{Entry, Game, Move, Position};
use crate::i18n::Lang;
use crate::render::Captions;
use crate::words::moves::{move_words, offered_words};

/// The captions of a game's board.
pub fn board_captions(lang: Lang, game: &Game) -> Captions {
    Captions {
        last_moves: last_move_lines(lang, game),
    }
}

/// The captions of the board after `mv`, a legal move of `game`'s position
/// (a hint's board): the one line of that move.
pub fn move_captions(lang: Lang, game: &Game, mv: &Move) -> Captions {
    Captions {
        last_moves: vec![offered_words(lang, game.position(), mv)],
    }
}

/// One line per move of the latest turn that moved, in the order played:
/// the moves the board traces and its last-move panel lists.
pub fn last_move_lines(lang: Lang, game: &Game) -> Vec<String> {
    let latest = game.entries().iter().rev().find_map(|e| match e {
        Entry::Turn(t) if !t.moves.is_empty() => Some(t),
        _ => None,
    });
    latest.map_or_else(Vec::new, |turn| {
        turn.moves.iter().map(|m| move_words(lang, m)).collect()
    })
}

/// The captions of a turn traced from `from` (a puzzle's answer): one line
/// per move of `moves`, played in order.
pub fn turn_captions(lang: Lang, from: &Position, moves: &[Move]) -> Captions {
    let mut position = *from;
    let mut lines = Vec::with_capacity(moves.len());
    for mv in moves {
        lines.push(offered_words(lang, &position, mv));
        let _ = position.play(*mv);
    }
    Captions { last_moves: lines }
}
