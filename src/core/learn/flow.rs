//! Where a learner goes: what a click on a lesson's move button leads to
//! (the same step again, the next step or lesson, the end), where ◀ Back and
//! Skip ▶ lead, and which pawns a step asks about. Plain data: the words are
//! `hypnosia::words::lessons`', the buttons the screen's.

use super::{LEARNER, LESSONS, Lesson, LessonError, Verdict, lesson};
use crate::game::{Color, Game, Move, MoveEffects, Pawn};

/// Wrong moves at a step after which its right button is shown.
pub const SHOW_AFTER_MISSES: u8 = 2;

/// The pawns step `step` of `lesson` asks about (the ones its move moves),
/// to ring on the board.
pub fn focus(lesson: &Lesson, step: usize) -> Result<Vec<(Color, Pawn)>, LessonError> {
    let asked = lesson.expected(step)?;
    Ok(asked.pawns.iter().map(|pawn| (LEARNER, pawn)).collect())
}

/// What a move at (`lesson`, `step`) leads to.
pub enum Outcome {
    /// The same step again (a wrong move): `misses` counts this one, `game`
    /// is the step's position, `effects` what the move would have done.
    Again {
        lesson: usize,
        step: usize,
        misses: u8,
        game: Box<Game>,
        effects: MoveEffects,
    },
    /// The lesson's next step, or the next lesson's first; `after` is the
    /// position after the move, `effects` what it did.
    Step {
        lesson: usize,
        step: usize,
        after: Box<Game>,
        effects: MoveEffects,
    },
    /// The last lesson is done: the position after the move, and what it did.
    Finished {
        after: Box<Game>,
        effects: MoveEffects,
    },
}

/// Judges a move `mv` at (`index`, `step`) (the learner's `misses` at this
/// step before it) and says where it leads.
pub fn after_move(
    index: usize,
    step: usize,
    misses: u8,
    mv: &Move,
) -> Result<Outcome, LessonError> {
    let this = lesson(index)?;
    Ok(match this.judge(step, mv)? {
        Verdict::Wrong { effects } => Outcome::Again {
            lesson: index,
            step,
            misses: misses.saturating_add(1).min(SHOW_AFTER_MISSES),
            game: Box::new(this.game_at(step)?),
            effects,
        },
        Verdict::Right { next_step, effects } => {
            let after = Box::new(this.game_after(step, mv)?);
            match next_step {
                Some(step) => Outcome::Step {
                    lesson: index,
                    step,
                    after,
                    effects,
                },
                None if index + 1 < LESSONS.len() => Outcome::Step {
                    lesson: index + 1,
                    step: 0,
                    after,
                    effects,
                },
                None => Outcome::Finished { after, effects },
            }
        }
    })
}

/// The lesson ◀ Back leads to from lesson `index`: the one before, from its
/// start. Back from the end (`index` past the last) is the last lesson; Back
/// from the first stays there.
pub fn back_from(index: usize) -> usize {
    index.saturating_sub(1).min(LESSONS.len() - 1)
}

/// The lesson Skip ▶ leads to from lesson `index`, or the end of the
/// lessons (`None`).
pub fn skip_from(index: usize) -> Option<usize> {
    (index + 1 < LESSONS.len()).then_some(index + 1)
}
