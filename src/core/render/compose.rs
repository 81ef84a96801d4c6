//! Boards composed for a message: the live board with its faces, and the
//! board after a hint's move.

use super::{Captions, Faces};
use crate::game::{Game, Move};

/// The board after the hint's move, the move traced (no other markers);
/// `captions` says the move in the panel.
pub fn hint_board(mut game: Game, mv: Move, faces: &Faces, captions: &Captions) -> Vec<u8> {
    let _ = game.play(mv);
    let view = super::View {
        markers: false,
        last_move: true,
    };
    super::render_with(&game, &view, faces, captions)
}

/// The board as PNG; `markers` marks the legal destinations of the player to
/// move; each seat shows its face from `faces` (none when avatars are off);
/// `captions` are the lines of the last-move panel.
pub fn render_board(game: &Game, markers: bool, faces: &Faces, captions: &Captions) -> Vec<u8> {
    let view = super::View {
        markers,
        ..super::View::default()
    };
    super::render_with(game, &view, faces, captions)
}
