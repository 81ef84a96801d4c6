//! Ratings: Weng-Lin (OpenSkill, Bradley-Terry full pairing) for free-for-all
//! games of 2 to 6 players, through `skillratings`.
//!
//! Every human is a team of one; ranks are the game's final competition ranks, so
//! tied players count as a draw against each other. Computer seats are left out
//! before rating: the humans are rated on their order among themselves.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::DEFAULT_SKILL;

    // Hand calculation, Weng-Lin (2011) Algorithm 1 with defaults mu=25,
    // sigma=25/3, beta=25/6, three fresh players:
    //   c² = 2σ² + 2β² = 1250/9 + 1250/36 = 6250/36, c = 25√10/6
    //   p = 1/2 for every pair (equal mu)
    //   σ²/c = (625/9)/(25√10/6) = 50/(3√10) = (5/3)√10 ≈ 5.270463
    //   δ per pair = σ²/c·(s − p);  η per pair = (σ/c)·σ²/c²·p(1−p) = 0.4^1.5 / 4
    //   σ' = σ·√(1 − Ση)
    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_winner_and_two_tied_players() {
        let new = rate_humans(&[(DEFAULT_SKILL, 1), (DEFAULT_SKILL, 2), (DEFAULT_SKILL, 2)]);
        let k = 5.0 / 3.0 * 10f64.sqrt();
        // Winner: s = 1 against both → Ω = 2·k·½ = k.
        assert!(close(new[0].mu, 25.0 + k), "{new:?}");
        // Tied pair: lost to the winner (−½·k), drew each other (0).
        assert!(close(new[1].mu, 25.0 - k / 2.0), "{new:?}");
        assert!(close(new[2].mu, 25.0 - k / 2.0), "{new:?}");
        let sigma = 25.0 / 3.0 * (1.0 - 2.0 * 0.4f64.powf(1.5) / 4.0).sqrt();
        for s in &new {
            assert!(close(s.sigma, sigma), "{new:?}");
        }
    }

    #[test]
    fn a_lone_human_keeps_their_rating() {
        let me = Skill {
            mu: 30.0,
            sigma: 2.0,
        };
        assert_eq!(rate_humans(&[(me, 1)]), vec![me]);
        assert!(rate_humans(&[]).is_empty());
    }

    #[test]
    fn the_rating_is_conservative() {
        assert!(close(DEFAULT_SKILL.rating(), 0.0));
        assert!(close(
            Skill {
                mu: 30.0,
                sigma: 2.0
            }
            .rating(),
            24.0
        ));
    }
}
