//! The chart of win chances: its marks never overlap, and a round is one
//! point.

use hypnosia::analysis::{GameAnalysis, Point};
use hypnosia::game::Color;
use hypnosia::render::chances_chart::*;

#[test]
fn marks_never_overlap_and_stay_near_their_lines() {
    for xs in [
        vec![100.0, 101.0, 102.0],
        vec![769.0, 770.0, 770.0],
        vec![70.0, 400.0, 770.0],
    ] {
        let at = spread_marks(&xs);
        for pair in at.windows(2) {
            assert!(pair[1] - pair[0] >= 2.0 * MARK_RADIUS, "{xs:?} → {at:?}");
        }
        for (x, a) in xs.iter().zip(&at) {
            assert!(
                (x - a).abs() <= 2.0 * (2.0 * MARK_RADIUS + 3.0),
                "{xs:?} → {at:?}"
            );
        }
    }
    assert_eq!(spread_marks(&[70.0, 400.0]), vec![70.0, 400.0]);
}

#[test]
fn a_round_is_one_point_of_the_chart() {
    let point = |turn, round, c: f32| Point {
        turn,
        round,
        chances: vec![c, 1.0 - c],
    };
    let analysis = GameAnalysis {
        colors: vec![Color::Red, Color::Cyan],
        points: vec![
            point(0, 0, 0.5),
            point(1, 1, 0.7),
            point(2, 1, 0.4),
            point(3, 2, 0.8),
            point(4, 2, 0.45),
        ],
        accounts: Vec::new(),
        turning_points: Vec::new(),
        errors: None,
    };
    let kept: Vec<(u32, u32)> = round_points(&analysis)
        .iter()
        .map(|p| (p.turn, p.round))
        .collect();
    // Only the chances after both players played: no sawtooth.
    assert_eq!(kept, vec![(0, 0), (2, 1), (4, 2)]);
}
