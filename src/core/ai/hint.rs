//! Why a suggested move is good, in one word: what a hint says beside the
//! move the hard player would make.

use super::eval::threatened;
use crate::game::{Move, Position, Space};

/// The main reason for a move, the first that holds in this order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintReason {
    /// It enters the center.
    Center,
    /// It captures.
    Capture,
    /// It crosses a bridge, or lands on one to cross it next.
    Bridge,
    /// The piece was open to a capture where it stood and is not where it lands.
    Safety,
    /// It brings a pawn out of its lane, into play.
    Enter,
    /// It brings a piece nearer the center.
    Advance,
}

/// Classifies `mv`, a legal move of the player to move in `position`.
///
/// ```
/// use hypnosia_core::ai::hint::{classify, HintReason};
/// use hypnosia_core::game::{Color, Setup};
///
/// let p = Setup::new(&[Color::Red, Color::Blue])
///     .at(Color::Red, 1, "O1")
///     .at(Color::Blue, 1, "O4")
///     .dice([3, 6])
///     .position()?;
/// let capture = p.legal_moves().iter().find(|m| m.to.to_string() == "O4").copied().unwrap();
/// assert_eq!(classify(&p, &capture), HintReason::Capture);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn classify(position: &Position, mv: &Move) -> HintReason {
    let me = position.to_move();
    if mv.to == Space::Center {
        return HintReason::Center;
    }
    let Space::Ring(to) = mv.to else {
        return HintReason::Advance;
    };
    if position.occupant(to).is_some_and(|(owner, _)| owner != me) {
        return HintReason::Capture;
    }
    if mv.cross || to.is_bridge() {
        return HintReason::Bridge;
    }
    if let Space::Ring(from) = mv.from {
        let stack_before = mv.is_stack();
        let mut after = *position;
        if after.play(*mv).is_ok() {
            let stack_after = after.occupant(to).is_some_and(|(_, p)| p.len() == 2);
            if threatened(position, me, from, stack_before)
                && !threatened(&after, me, to, stack_after)
            {
                return HintReason::Safety;
            }
        }
    }
    if let Space::Lane(_) = mv.from {
        return HintReason::Enter;
    }
    HintReason::Advance
}
