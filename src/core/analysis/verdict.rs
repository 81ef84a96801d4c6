//! The one-line verdict of an analysis: who won, on what (the play, the dice,
//! a departure), and whether the dice were even, or, for a game won on the
//! dice, how the play compared. Plain Rust over the
//! accounts of [`GameAnalysis`]; the words are the bot's.

use super::decompose::{Account, GameAnalysis};
use crate::game::{Color, EndReason};

/// A gap of luck, in points of chance per turn, below which the dice were
/// even: a few rolls' worth over a game.
pub const EVEN_DICE: f32 = 0.5;

/// A gap of skill, in points of chance per turn, below which the play was
/// even.
pub const EVEN_PLAY: f32 = 1.0;

/// A gap of skill below which the play was even enough to say nothing of it;
/// between it and [`EVEN_PLAY`], one side played slightly better.
pub const SLIGHT_PLAY: f32 = 0.25;

/// The range the winner's chance stayed in over the last third of the game
/// for it to have been close (ux-3 §8: a game decided at half-way is not).
pub const CLOSE_CHANCES: (f32, f32) = (0.30, 0.70);

/// What decided the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Cause {
    /// The others left the game (a resignation or a removal).
    Left,
    /// The winner played better by clearly more than the dice gave:
    /// `Some(loser)` with two players (won on their mistakes), `None` with more.
    Play(Option<Color>),
    /// The dice favoured the winner by more than the play did.
    Dice,
    /// The winner played better and the dice were against them.
    DespiteDice,
    /// Neither was clear, and the winner's chance stayed within
    /// [`CLOSE_CHANCES`] late in the game (or first place was shared).
    Close,
    /// Neither was clear, but the game was not close late.
    Won,
}

/// How the dice fell, between the winner and the others.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dice {
    Even,
    /// For the winner.
    ForWinner,
    /// Against the winner: `Some(other)` with two players.
    Against(Option<Color>),
}

/// How the play compared, between the winner and the others.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Play {
    Even,
    /// The winner played better: `clearly` by [`EVEN_PLAY`] or more.
    Winner {
        clearly: bool,
    },
    /// The others played better (`Some(other)` with two players).
    Others {
        other: Option<Color>,
        clearly: bool,
    },
}

/// The verdict on a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// The winner, or the players who shared first place.
    pub winners: Vec<Color>,
    pub cause: Cause,
    pub dice: Dice,
    pub play: Play,
}

/// The verdict on `analysis`, a game that ended for `reason`.
pub fn verdict(analysis: &GameAnalysis, reason: EndReason) -> Verdict {
    let best = analysis
        .accounts
        .iter()
        .map(|a| a.end)
        .fold(f32::NEG_INFINITY, f32::max);
    let (winners, others): (Vec<&Account>, Vec<&Account>) = analysis
        .accounts
        .iter()
        .partition(|a| (a.end - best).abs() < 1e-3);
    let winner_colors = winners.iter().map(|a| a.color).collect();
    let (Some(winner), false) = (winners.first(), others.is_empty()) else {
        return Verdict {
            winners: winner_colors,
            cause: Cause::Close,
            dice: Dice::Even,
            play: Play::Even,
        };
    };
    let mean =
        |f: fn(&Account) -> f32| others.iter().map(|a| f(a)).sum::<f32>() / others.len() as f32;
    let luck_gap = winner.luck_per_turn() - mean(Account::luck_per_turn);
    let skill_gap = winner.skill_per_turn() - mean(Account::skill_per_turn);
    let only_other = (others.len() == 1).then(|| others[0].color);
    let dice = if luck_gap.abs() < EVEN_DICE {
        Dice::Even
    } else if luck_gap > 0.0 {
        Dice::ForWinner
    } else {
        Dice::Against(only_other)
    };
    let clearly = skill_gap.abs() >= EVEN_PLAY;
    let play = if skill_gap.abs() < SLIGHT_PLAY {
        Play::Even
    } else if skill_gap > 0.0 {
        Play::Winner { clearly }
    } else {
        Play::Others {
            other: only_other,
            clearly,
        }
    };
    let cause = if winners.len() > 1 {
        Cause::Close
    } else if reason == EndReason::PlayersLeft {
        Cause::Left
    } else if skill_gap >= EVEN_PLAY && luck_gap <= -EVEN_DICE {
        Cause::DespiteDice
    } else if skill_gap >= EVEN_PLAY && skill_gap >= luck_gap {
        Cause::Play(only_other)
    } else if luck_gap >= EVEN_DICE {
        Cause::Dice
    } else if close_late(analysis, winner.color) {
        Cause::Close
    } else {
        Cause::Won
    };
    Verdict {
        winners: winner_colors,
        cause,
        dice,
        play,
    }
}

/// Whether `winner`'s chance stayed within [`CLOSE_CHANCES`] over the last
/// third of the game's points, the end itself left out (an analysis without
/// points counts as close: nothing says otherwise).
fn close_late(analysis: &GameAnalysis, winner: Color) -> bool {
    let Some(seat) = analysis.colors.iter().position(|&c| c == winner) else {
        return true;
    };
    let points = &analysis.points[..analysis.points.len().saturating_sub(1)];
    let (low, high) = CLOSE_CHANCES;
    points[points.len() * 2 / 3..]
        .iter()
        .filter_map(|p| p.chances.get(seat))
        .all(|&c| (low..=high).contains(&c))
}
