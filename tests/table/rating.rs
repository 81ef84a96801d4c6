//! Ratings as shown: 1000 for a newcomer, never below 0, provisional at first.

use hypnosia::table::*;

#[test]
fn a_new_player_is_shown_1000_and_nobody_below_0() {
    assert_eq!(DEFAULT_SKILL.shown(), 1000);
    let better = Skill {
        mu: 27.6,
        sigma: 8.0,
    };
    // 27.6 − 24 = 3.6 stored points: 36 shown.
    assert_eq!(better.shown(), 1036);
    let hopeless = Skill {
        mu: -120.0,
        sigma: 1.0,
    };
    assert_eq!(hopeless.shown(), 0);
}

#[test]
fn the_first_games_are_provisional() {
    assert!(is_provisional(0));
    assert!(is_provisional(4));
    assert!(!is_provisional(5));
}
