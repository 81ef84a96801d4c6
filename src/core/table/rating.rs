//! Ratings as players see them: a skill estimate and how a game moved it.

use super::UserId;
use crate::game::Color;

/// A player's skill estimate: `mu` (skill) and `sigma` (uncertainty).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Skill {
    pub mu: f64,
    pub sigma: f64,
}

/// A new player's skill: mu 25, sigma 25/3 (Weng-Lin's defaults).
pub const DEFAULT_SKILL: Skill = Skill {
    mu: 25.0,
    sigma: 25.0 / 3.0,
};

impl Default for Skill {
    fn default() -> Self {
        DEFAULT_SKILL
    }
}

/// Where the shown scale starts: a new player's rating as people see it.
pub const SHOWN_START: i64 = 1000;

/// Points of the shown scale per point of the stored rating (mu − 3·sigma).
pub const SHOWN_PER_POINT: f64 = 10.0;

/// A player's first rated games, in which their rating is provisional (it
/// moves a lot while the bot learns their skill).
pub const PROVISIONAL_GAMES: u32 = 5;

impl Skill {
    /// The rating stored and ranked by: mu − 3·sigma, a conservative estimate
    /// that starts at 0 and rises as the bot grows sure of a player's skill.
    pub fn rating(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// The rating as people see it: [`SHOWN_START`] + [`SHOWN_PER_POINT`] ×
    /// the stored rating, a whole number, never below 0. Display only: the
    /// stored rating keeps its meaning (and its order: this is increasing).
    pub fn shown(&self) -> i64 {
        let shown = SHOWN_START as f64 + SHOWN_PER_POINT * self.rating();
        (shown.round() as i64).max(0)
    }
}

/// How one human's rating moved in a finished game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingChange {
    pub user: UserId,
    /// The color they played.
    pub color: Color,
    pub before: Skill,
    pub after: Skill,
    /// Their rated games on the server, this one included.
    pub rated_games: u32,
}

/// Whether a player with `rated_games` rated games still has a provisional
/// rating.
pub fn is_provisional(rated_games: u32) -> bool {
    rated_games < PROVISIONAL_GAMES
}
