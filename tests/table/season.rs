//! Seasons: civil dates, midnight UTC as the boundary, keys, and the capped
//! widening of ratings.

use hypnosia::table::*;

// 2026-01-01T00:00:00Z, from `date -u -d 2026-01-01 +%s`.
const JAN_1_2026: i64 = 1_767_225_600;

#[test]
fn dates_round_trip_over_four_centuries() {
    for days in (-146_097..146_097 * 2).step_by(7) {
        let (y, m, d) = civil_from_days(days);
        assert_eq!(days_from_civil(y, m, d), days, "{y}-{m}-{d}");
    }
    assert_eq!(civil_from_days(0), (1970, 1, 1));
    assert_eq!(days_from_civil(2026, 1, 1) * 86_400, JAN_1_2026);
    // A leap day.
    assert_eq!(
        civil_from_days(days_from_civil(2028, 2, 29) + 1),
        (2028, 3, 1)
    );
}

#[test]
fn midnight_utc_is_the_boundary() {
    let m = Season::at(SeasonCadence::Monthly, JAN_1_2026).unwrap();
    assert_eq!(m.key(), "2026-01");
    assert_eq!(m.start(), JAN_1_2026);
    let dec = Season::at(SeasonCadence::Monthly, JAN_1_2026 - 1).unwrap();
    assert_eq!(dec.key(), "2025-12");
    assert_eq!(dec.end(), JAN_1_2026);
    assert_eq!(dec.next(), m);
    assert_eq!(m.previous(), dec);
    let q = Season::at(SeasonCadence::Quarterly, JAN_1_2026 - 1).unwrap();
    assert_eq!(q.key(), "2025-Q4");
    assert_eq!(q.end(), JAN_1_2026);
    // 2026-04-01 is 90 days after 2026-01-01.
    let q1 = Season::at(SeasonCadence::Quarterly, JAN_1_2026).unwrap();
    assert_eq!(q1.end(), JAN_1_2026 + 90 * 86_400);
    assert_eq!(Season::at(SeasonCadence::None, JAN_1_2026), None);
}

#[test]
fn keys_read_back() {
    for key in ["2026-11", "2026-Q4", "1999-01", "2030-Q1"] {
        assert_eq!(key.parse::<Season>().unwrap().key(), key);
    }
    for bad in ["2026-13", "2026-Q5", "2026-1", "26-11", "2026", "november"] {
        assert!(bad.parse::<Season>().is_err(), "{bad}");
    }
}

#[test]
fn widening_is_capped_at_a_newcomers_sigma() {
    let sure = season_start_skill(Skill {
        mu: 40.0,
        sigma: 1.0,
    });
    assert_eq!(sure.mu, 40.0);
    assert!(sure.sigma > 4.0 && sure.sigma < 4.4, "{sure:?}");
    let unsure = season_start_skill(Skill {
        mu: 20.0,
        sigma: 8.0,
    });
    assert_eq!(unsure.sigma, DEFAULT_SKILL.sigma);
}
