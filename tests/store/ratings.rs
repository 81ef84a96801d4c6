//! Ratings after a game: winners, ties, a lone human, and a conservative
//! rating.

use hypnosia::store::*;
use hypnosia::table::{DEFAULT_SKILL, Skill};

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
