//! The rating chart: civil dates, and an axis of round numbers holding every
//! point.

use hypnosia::render::chart::*;

#[test]
fn dates_are_civil_dates() {
    assert_eq!(date(0), "1970-01-01");
    assert_eq!(date(951_782_400), "2000-02-29");
    assert_eq!(date(1_795_478_400 - 1), "2026-11-23");
}

#[test]
fn the_rating_axis_holds_every_point_on_round_numbers() {
    let points = [
        ChartPoint {
            at: 0,
            rating: -3.2,
        },
        ChartPoint {
            at: 1,
            rating: 11.7,
        },
    ];
    let (low, high, step) = rating_range(&points);
    assert!(low <= -3.2 && high >= 11.7);
    assert_eq!(low % step, 0.0);
    assert!((high - low) / step <= 10.0);
}

/// ux-3 §9: six rated games of one evening spread across the chart, one
/// after the other, not a vertical stroke at the evening's instant.
#[test]
fn the_games_of_one_evening_spread_across_the_chart() {
    let x = game_x(6);
    let xs: Vec<f32> = (0..6).map(&x).collect();
    assert!(xs.windows(2).all(|w| w[1] - w[0] > 100.0), "{xs:?}");
    assert!(xs[5] - xs[0] > 600.0, "{xs:?}");
    assert_eq!(game_x(1)(0), game_x(3)(1), "one game in the middle");
}
