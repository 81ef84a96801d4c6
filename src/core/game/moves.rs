//! Moves, the allocation-free move list, what a move did, and why one was refused.

use std::fmt;

use super::board::{Color, Pawn, Pawns, Space};
use super::end_reason::EndReason;

/// One move: a piece (single pawn, whole stack or split pawn) moved by one die.
///
/// `pawns` names exactly the pawns that move, so a split is told apart from the
/// whole stack; `to` follows from the other fields and is kept for display.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The die value used, 1..=6.
    pub die: u8,
    /// The moving pawn, or both pawns of a whole stack.
    pub pawns: Pawns,
    /// Where the piece starts.
    pub from: Space,
    /// Where the piece lands.
    pub to: Space,
    /// Whether the move crosses the bridge it starts on.
    pub cross: bool,
}

impl Move {
    /// Whether a whole stack moves.
    pub fn is_stack(&self) -> bool {
        self.pawns.len() == 2
    }
}

impl fmt::Display for Move {
    /// The notation of the record and the developer commands (never a
    /// message's: see `words::moves`): `5: 3 L3→O2`, `4: 1+2 O4→M6 ⇣`, `1: 2 I6→C ★`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} {}→{}", self.die, self.pawns, self.from, self.to)?;
        if self.to == Space::Center {
            f.write_str(" ★")
        } else if self.cross {
            f.write_str(" ⇣")
        } else {
            Ok(())
        }
    }
}

/// Most moves that can be legal at once: 8 per die value, two dice values.
pub const MAX_MOVES: usize = 16;

/// A list of at most [`MAX_MOVES`] moves that lives on the stack.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: u8,
}

impl MoveList {
    const FILLER: Move = Move {
        die: 0,
        pawns: Pawns::EMPTY,
        from: Space::Center,
        to: Space::Center,
        cross: false,
    };

    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Self::FILLER; MAX_MOVES],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, m: Move) {
        // The rules bound the count (RULES.md §5); overflowing would be an engine bug.
        assert!(
            (self.len as usize) < MAX_MOVES,
            "more than {MAX_MOVES} legal moves"
        );
        self.moves[self.len as usize] = m;
        self.len += 1;
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// A captured pawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CapturedPawn {
    pub color: Color,
    pub pawn: Pawn,
}

/// What a played move did to the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MoveEffects {
    /// Pawns captured by the move, ascending (at most two).
    pub captured: [Option<CapturedPawn>; 2],
    /// Center places (1..=5) taken by the moving pawns, in pawn order.
    pub center: [Option<u8>; 2],
    /// Whether the mover's turn ended with this move (dice used up or lost).
    pub turn_ended: bool,
    /// Dice values lost at the end of the turn because they had no legal move.
    pub lost_dice: [Option<u8>; 2],
    /// Set when the game ended with this move.
    pub game_over: Option<EndReason>,
}

impl MoveEffects {
    /// The captured pawns.
    pub fn captured(&self) -> impl Iterator<Item = CapturedPawn> + '_ {
        self.captured.iter().flatten().copied()
    }

    /// The center places taken.
    pub fn center_places(&self) -> impl Iterator<Item = u8> + '_ {
        self.center.iter().flatten().copied()
    }
}

/// Why a move or action was refused. The game is left unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("the dice have not been rolled yet")]
    NotRolled,
    #[error("the dice are already rolled")]
    AlreadyRolled,
    #[error("die values must be 1..6, got {0}")]
    BadDie(u8),
    #[error("no unused die shows {0}")]
    DieNotAvailable(u8),
    #[error("{0} is not a legal move: {1}")]
    Illegal(String, &'static str),
    #[error("{0} is not in this game")]
    NotSeated(Color),
    #[error("{0} has already left the game")]
    AlreadyLeft(Color),
}
