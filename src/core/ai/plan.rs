//! Whole-turn plans: every way to play the dice of a turn, one or two moves.
//!
//! The game lets the player pick a die order implicitly (one move at a time),
//! so the search looks at pairs of moves and keeps the first of the best pair.

use crate::game::{Location, Move, Phase, Position};

/// One way to finish the current turn.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// The move to play now.
    pub first: Move,
    /// The position once the turn is over (or the game, or the dice).
    pub after: Position,
}

/// Whether `after` still waits for `mover` to use a die of the same turn.
fn same_turn(after: &Position, mover: &Position) -> bool {
    after.phase() == Phase::Move && after.to_move() == mover.to_move()
}

/// Every plan for the rest of the turn; plans that end in the same position are
/// kept once (the first found). Empty when `position` waits for no move.
pub(crate) fn turn_plans(position: &Position, out: &mut Vec<Plan>) {
    out.clear();
    let mut seen: Vec<u64> = Vec::with_capacity(64);
    let mut push = |first: Move, after: Position, out: &mut Vec<Plan>| {
        let key = fingerprint(&after);
        if !seen.contains(&key) {
            seen.push(key);
            out.push(Plan { first, after });
        }
    };
    for &first in position.legal_moves().iter() {
        let mut one = *position;
        if one.play(first).is_err() {
            continue;
        }
        if same_turn(&one, position) {
            for &second in one.legal_moves().iter() {
                let mut two = one;
                if two.play(second).is_ok() {
                    push(first, two, out);
                }
            }
        } else {
            push(first, one, out);
        }
    }
}

/// A hash of where every pawn is and whose turn it is: two plans of one turn
/// with equal fingerprints reach the same position.
pub(crate) fn fingerprint(position: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |byte: u8| {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for color in position.players() {
        for pawn in crate::game::Pawn::ALL {
            mix(match position.location(color, pawn) {
                Location::Lane => 0,
                Location::Ring(space) => 1 + space.cell() as u8,
                Location::Center(place) => 200 + place,
                Location::Captured => 254,
                Location::Removed => 255,
            });
        }
    }
    mix(position.to_move().index() as u8);
    mix(match position.phase() {
        Phase::Roll => 0,
        Phase::Move => 1,
        Phase::Over(_) => 2,
    });
    h
}
