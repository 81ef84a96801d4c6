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

impl Skill {
    /// The rating shown and ranked by: mu − 3·sigma, a conservative estimate that
    /// starts at 0 and rises as the bot grows sure of a player's skill.
    pub fn rating(&self) -> f64 {
        self.mu - 3.0 * self.sigma
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
}
