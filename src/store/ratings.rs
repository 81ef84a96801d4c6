//! Ratings: Weng-Lin (OpenSkill, Bradley-Terry full pairing) for free-for-all
//! games of 2 to 6 players, through `skillratings`.
//!
//! Every human is a team of one; ranks are the game's final competition ranks, so
//! tied players count as a draw against each other. Computer seats are left out
//! before rating: the humans are rated on their order among themselves.

use skillratings::MultiTeamOutcome;
use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin, weng_lin_multi_team};

use crate::table::Skill;

/// New skills for the humans of one finished game, in the order given.
///
/// `players` holds each human's skill before the game and final rank (1 = best;
/// equal ranks are ties). With fewer than two humans nothing changes.
pub fn rate_humans(players: &[(Skill, u8)]) -> Vec<Skill> {
    if players.len() < 2 {
        return players.iter().map(|(s, _)| *s).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(s, _)| {
            [WengLinRating {
                rating: s.mu,
                uncertainty: s.sigma,
            }]
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(team, (_, rank))| (&team[..], MultiTeamOutcome::new(usize::from(*rank))))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|team| Skill {
            mu: team[0].rating,
            sigma: team[0].uncertainty,
        })
        .collect()
}

/// A person's and a puzzle's new skills after the person's answer: a game
/// of two, won by the person when `solved`, else by the puzzle.
pub fn rate_attempt(person: Skill, puzzle: Skill, solved: bool) -> (Skill, Skill) {
    let rating = |s: Skill| WengLinRating {
        rating: s.mu,
        uncertainty: s.sigma,
    };
    let skill = |r: WengLinRating| Skill {
        mu: r.rating,
        sigma: r.uncertainty,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (p, z) = weng_lin(
        &rating(person),
        &rating(puzzle),
        &outcome,
        &WengLinConfig::new(),
    );
    (skill(p), skill(z))
}
