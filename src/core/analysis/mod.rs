//! Who is winning, and why: each player's chance to finish first for any
//! position ([`mod@chances`]), and the analysis of a finished game
//! ([`analyse`]: the chances over the turns, luck and skill, the turning
//! points), and the error of every decision against the hard player's
//! ([`mod@errors`]: error rates, marks, accuracy). Plain Rust over `game`
//! and `ai`, tested without Discord.

pub mod calibration;
pub mod chances;
pub mod decompose;
pub mod errors;
pub mod report;
pub mod turning;
pub mod verdict;

pub use chances::{Chances, TEMPERATURE, chances, settled_chances};
pub use decompose::{
    Account, AnalysisError, GameAnalysis, Moment, Point, TurningPoint, analyse, chances_of,
};
pub use errors::{
    Decision, GameErrors, Judge, Mark, PlayedTurn, PlayerErrors, accuracy, errors, played_turns,
};
pub use report::{CostlyTurn, ErrorReport, PlayerReport, analyse_judged, error_report};
pub use verdict::{Cause, Dice, Play, Verdict, verdict};
