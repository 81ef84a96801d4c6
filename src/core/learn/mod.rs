//! The lessons of `/hypnosia learn`, as plain data checked by the rules.
//!
//! A lesson is a position placed by hand ([`Setup`]) with fixed dice, and the
//! moves it asks for, one per step, in the notation of the move buttons
//! (`4: 3 L3→O1`). Nothing about a lesson is stored: the position of any step
//! is rebuilt from the data by playing the earlier steps' moves, so a click
//! carrying (lesson, step, move) is judged the same after a restart, and any
//! number of people can learn at once.
//!
//! Every lesson is checked by the rules when it is built: a position the rules
//! refuse, or an asked move that is not legal there, is an error
//! ([`Lesson::check`], run over every lesson by the tests).
//!
//! ```
//! use hypnosia_core::learn::{lesson, Verdict, LESSONS};
//!
//! let first = lesson(0).unwrap();
//! let asked = first.expected(0)?;
//! assert_eq!(asked.to_string(), "4: 3 L3→O1");
//! assert!(matches!(first.judge(0, &asked)?, Verdict::Right { next_step: None, .. }));
//! assert!(LESSONS.iter().all(|l| l.check().is_ok()));
//! # Ok::<_, hypnosia_core::learn::LessonError>(())
//! ```

pub mod flow;

use crate::game::{Color, Dice, Game, Move, MoveEffects, Player, Setup};

/// What a lesson teaches; the Discord layer words each one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Topic {
    /// Which die frees which pawn from its lane.
    Lane,
    /// Exact counts, passing over pieces.
    Counting,
    /// Land on a bridge, then cross it with the other die.
    Bridge,
    /// Two own pawns form a stack, which moves whole.
    Stack,
    /// The higher pawn of a stack moves alone.
    Split,
    /// A single pawn captures a single pawn, never a stack.
    Capture,
    /// A stack captures a stack.
    StackCapture,
    /// The center: an exact 1 from an inner bridge.
    Center,
    /// A whole stack enters the center while two places are free.
    StackEnters,
    /// A die with no legal move is lost.
    LostDie,
    /// The center's fifth pawn ends the game; the ranking.
    End,
}

/// The learner's color in every lesson.
pub const LEARNER: Color = Color::Red;
/// The other player's color in every lesson.
pub const OPPONENT: Color = Color::Blue;

/// One lesson: a position and the moves it asks for.
pub struct Lesson {
    pub topic: Topic,
    /// The position before the first step (the learner to move, dice rolled).
    setup: fn() -> Setup,
    /// The move each step asks for, as its button names it.
    steps: &'static [&'static str],
}

impl Lesson {
    /// A lesson of `topic` from `setup`, asking for `steps`: [`Lesson::check`]
    /// says whether the rules allow it.
    // Public for the tests of `tests/learn.rs`, which build lessons the rules refuse.
    #[doc(hidden)]
    pub const fn new(topic: Topic, setup: fn() -> Setup, steps: &'static [&'static str]) -> Lesson {
        Lesson {
            topic,
            setup,
            steps,
        }
    }
}

/// Why a lesson cannot be shown or a click on it judged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LessonError {
    #[error("there is no lesson {0}")]
    NoLesson(usize),
    #[error("lesson {lesson} has no step {step}")]
    NoStep { lesson: usize, step: usize },
    #[error("lesson {lesson}: {why}")]
    Impossible { lesson: usize, why: String },
    #[error("{0} is not a move of this step")]
    NotOffered(String),
}

/// What a move does in a lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The move asked for. `next_step` is the lesson's next step, if any; the
    /// effects say what the move did (captures, center places, lost dice, the end).
    Right {
        next_step: Option<usize>,
        effects: MoveEffects,
    },
    /// A legal move, but not the one asked for: what it would have done.
    Wrong { effects: MoveEffects },
}

// Public for the tests of `tests/learn.rs`.
#[doc(hidden)]
pub fn two() -> Setup {
    Setup::new(&[LEARNER, OPPONENT])
}

/// Every lesson, in order.
pub static LESSONS: [Lesson; 11] = [
    Lesson {
        topic: Topic::Lane,
        setup: || two().dice([2, 4]),
        steps: &["4: 3 L3→O1"],
    },
    Lesson {
        topic: Topic::Counting,
        setup: || {
            two()
                .at(LEARNER, 1, "O1")
                .at(OPPONENT, 1, "O3")
                .dice([4, 2])
        },
        steps: &["4: 1 O1→O5"],
    },
    Lesson {
        topic: Topic::Bridge,
        setup: || two().at(LEARNER, 1, "O1").dice([3, 2]),
        steps: &["3: 1 O1→O4", "2: 1 O4→M4 ⇣"],
    },
    Lesson {
        topic: Topic::Stack,
        setup: || two().at(LEARNER, 1, "O2").dice([4, 2]),
        steps: &["4: 2 L2→O2", "2: 1+2 O2→O4"],
    },
    Lesson {
        topic: Topic::Split,
        setup: || two().at(LEARNER, 1, "O1").at(LEARNER, 2, "O1").dice([3, 5]),
        steps: &["3: 2 O1→O4"],
    },
    Lesson {
        topic: Topic::Capture,
        setup: || {
            two()
                .at(LEARNER, 1, "O1")
                .at(OPPONENT, 1, "O4")
                .at(OPPONENT, 2, "O6")
                .at(OPPONENT, 3, "O6")
                .dice([3, 5])
        },
        steps: &["3: 1 O1→O4"],
    },
    Lesson {
        topic: Topic::StackCapture,
        setup: || {
            two()
                .at(LEARNER, 1, "O2")
                .at(LEARNER, 2, "O2")
                .at(OPPONENT, 1, "O5")
                .at(OPPONENT, 2, "O6")
                .at(OPPONENT, 3, "O6")
                .dice([4, 3])
        },
        steps: &["4: 1+2 O2→O6"],
    },
    Lesson {
        topic: Topic::Center,
        setup: || two().at(LEARNER, 1, "I2").dice([1, 4]),
        steps: &["1: 1 I2→C ★"],
    },
    Lesson {
        topic: Topic::StackEnters,
        setup: || {
            two()
                .at(OPPONENT, 1, "C")
                .at(OPPONENT, 2, "C")
                .at(LEARNER, 1, "I2")
                .at(LEARNER, 2, "I2")
                .dice([1, 3])
        },
        steps: &["1: 1+2 I2→C ★"],
    },
    Lesson {
        topic: Topic::LostDie,
        setup: || {
            two()
                .at(LEARNER, 1, "O6")
                .at(OPPONENT, 1, "O7")
                .at(OPPONENT, 2, "O7")
                .at(OPPONENT, 3, "O11")
                .at(OPPONENT, 4, "O11")
                .dice([1, 4])
        },
        steps: &["4: 1 O6→O10"],
    },
    Lesson {
        topic: Topic::End,
        setup: || {
            two()
                .at(LEARNER, 3, "C")
                .at(OPPONENT, 1, "C")
                .at(OPPONENT, 2, "C")
                .at(LEARNER, 4, "C")
                .at(LEARNER, 1, "I2")
                .dice([1, 6])
        },
        steps: &["1: 1 I2→C ★"],
    },
];

/// Lesson `index` (0-based).
pub fn lesson(index: usize) -> Result<&'static Lesson, LessonError> {
    LESSONS.get(index).ok_or(LessonError::NoLesson(index))
}

impl Lesson {
    /// This lesson's number in [`LESSONS`] (0-based).
    pub fn index(&self) -> usize {
        LESSONS
            .iter()
            .position(|l| std::ptr::eq(l, self))
            .unwrap_or_default()
    }

    /// How many moves the lesson asks for.
    pub fn steps(&self) -> usize {
        self.steps.len()
    }

    fn impossible(&self, why: impl ToString) -> LessonError {
        LessonError::Impossible {
            lesson: self.index(),
            why: why.to_string(),
        }
    }

    /// The game at the start of `step`: the lesson's position with the moves
    /// of the earlier steps played. Refused if the rules refuse any of it.
    pub fn game_at(&self, step: usize) -> Result<Game, LessonError> {
        if step >= self.steps.len() {
            return Err(LessonError::NoStep {
                lesson: self.index(),
                step,
            });
        }
        let players = vec![
            Player::human(LEARNER, LEARNER.name()),
            Player::ai(OPPONENT, OPPONENT.name()),
        ];
        let seed = self.index() as u64;
        let mut game = (self.setup)()
            .into_game(players, Dice::from_seed(seed))
            .map_err(|e| self.impossible(e))?;
        for done in 0..step {
            let mv = self.find(&game, done)?;
            game.play(mv).map_err(|e| self.impossible(e))?;
        }
        if game.to_move() != Some(LEARNER) {
            return Err(self.impossible(format!("the learner does not move at step {step}")));
        }
        Ok(game)
    }

    /// The move step `step` asks for, among the legal moves of `game`.
    fn find(&self, game: &Game, step: usize) -> Result<Move, LessonError> {
        let wanted = self.steps[step];
        game.legal_moves()
            .iter()
            .find(|m| m.to_string() == wanted)
            .copied()
            .ok_or_else(|| self.impossible(format!("{wanted} is not legal at step {step}")))
    }

    /// The move step `step` asks for.
    pub fn expected(&self, step: usize) -> Result<Move, LessonError> {
        self.find(&self.game_at(step)?, step)
    }

    /// Judges the learner's move at `step`: right (and what comes next) or
    /// wrong (and what it would have done). A move that is not one of the
    /// step's buttons is refused.
    pub fn judge(&self, step: usize, mv: &Move) -> Result<Verdict, LessonError> {
        let game = self.game_at(step)?;
        if !game.legal_moves().contains(mv) {
            return Err(LessonError::NotOffered(mv.to_string()));
        }
        let expected = self.find(&game, step)?;
        let mut after = game.clone();
        let effects = after
            .play(*mv)
            .map_err(|e| LessonError::NotOffered(e.to_string()))?;
        if *mv != expected {
            return Ok(Verdict::Wrong { effects });
        }
        let next = step + 1;
        Ok(Verdict::Right {
            next_step: (next < self.steps.len()).then_some(next),
            effects,
        })
    }

    /// The game after `mv` at `step` (to draw what a move did).
    pub fn game_after(&self, step: usize, mv: &Move) -> Result<Game, LessonError> {
        let mut game = self.game_at(step)?;
        game.play(*mv)
            .map_err(|e| LessonError::NotOffered(e.to_string()))?;
        Ok(game)
    }

    /// Checks the whole lesson against the rules: every step's position is
    /// legal and its asked move is one of the legal moves.
    pub fn check(&self) -> Result<(), LessonError> {
        for step in 0..self.steps.len() {
            self.expected(step)?;
        }
        Ok(())
    }
}
