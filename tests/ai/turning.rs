//! The turning points of an analysis: rounds judged by their net change,
//! swings of one round that cancel merged into nothing, the round of the
//! biggest change always listed, each named by the turn that made it.

use hypnosia::analysis::turning::{Candidate, TURNING_POINTS, turning_points};
use hypnosia::analysis::{Moment, TurningPoint};
use hypnosia::game::Color;

const SEATS: [Color; 2] = [Color::Red, Color::Cyan];

/// A turn of `color` in `round` that moved red's chance by `red` (cyan's by
/// the opposite).
fn turn(turn: u32, round: u32, color: Color, moment: Moment, red: f32) -> Candidate {
    Candidate {
        turn,
        round,
        color,
        moment,
        dice: Some([6, 6]),
        captures: u8::from(moment == Moment::Capture) * 2,
        centers: 0,
        change: vec![red, -red],
    }
}

fn rounds(points: &[TurningPoint]) -> Vec<u32> {
    points.iter().map(|t| t.round).collect()
}

#[test]
fn two_swings_of_one_round_that_cancel_are_no_turning_point() {
    let game = [
        turn(1, 1, Color::Red, Moment::GoodRoll, 0.05),
        // Round 17: red's mistake, then cyan's capture gives it all back.
        turn(33, 17, Color::Red, Moment::BadChoice, -0.40),
        turn(34, 17, Color::Cyan, Moment::Capture, 0.40),
        turn(47, 24, Color::Cyan, Moment::Capture, -0.55),
    ];
    let points = turning_points(&game, &SEATS);
    assert_eq!(rounds(&points), vec![1, 24], "{points:?}");
}

#[test]
fn the_round_that_moved_the_chances_most_is_always_listed() {
    // Many rounds of small swings, and one large move spread over a round.
    let mut game: Vec<Candidate> = (1..=20)
        .map(|r| turn(2 * r - 1, r, Color::Red, Moment::GoodRoll, 0.06))
        .collect();
    game.push(turn(41, 21, Color::Red, Moment::BadRoll, -0.20));
    game.push(turn(42, 21, Color::Cyan, Moment::Center, -0.35));
    let points = turning_points(&game, &SEATS);
    assert_eq!(points.len(), TURNING_POINTS);
    assert!(rounds(&points).contains(&21), "{points:?}");
    assert!(points.windows(2).all(|w| w[0].round < w[1].round));
}

#[test]
fn a_round_is_named_by_the_turn_that_moved_it_with_its_net_change() {
    let game = [
        turn(47, 24, Color::Red, Moment::BadRoll, 0.05),
        turn(48, 24, Color::Cyan, Moment::Capture, -0.60),
    ];
    let [point] = turning_points(&game, &SEATS)[..] else {
        panic!("one turning point");
    };
    assert_eq!(point.color, Color::Cyan);
    assert_eq!(point.moment, Moment::Capture);
    assert_eq!((point.turn, point.round), (48, 24));
    assert_eq!(point.dice, Some([6, 6]));
    assert_eq!(point.captures, 2);
    // Cyan's change over the whole round: +0.60 on its turn, −0.05 before.
    assert!((point.change - 0.55).abs() < 1e-6, "{}", point.change);
    assert!((point.swing - 0.55).abs() < 1e-6, "{}", point.swing);
}
