use hypnosia::game::Color;
use hypnosia::i18n::Lang;
use hypnosia::table::{DEFAULT_SKILL, UserId};
use hypnosia::table::{PROVISIONAL_GAMES, RatingChange, Skill};
use hypnosia::words::ratings::*;

#[test]
fn changes_take_one_minus_sign_and_a_plus() {
    assert_eq!(signed(36), "+36");
    assert_eq!(signed(-16), "\u{2212}16");
    assert_eq!(signed(0), "±0");
    assert!(!signed(-3).contains('-'), "never an ASCII hyphen");
}

#[test]
fn a_first_win_reads_on_the_shown_scale_and_is_provisional() {
    let change = RatingChange {
        user: UserId(1),
        color: Color::Red,
        before: DEFAULT_SKILL,
        after: Skill {
            mu: 27.6,
            sigma: 8.0,
        },
        rated_games: 1,
    };
    assert_eq!(
        rating_change(Lang::EnUs, &change),
        "rating 1000 → 1036 (+36) · provisional (1/5 games)"
    );
    let settled = RatingChange {
        rated_games: PROVISIONAL_GAMES,
        after: Skill {
            mu: 22.0,
            sigma: 8.0,
        },
        ..change
    };
    assert_eq!(
        rating_change(Lang::EnUs, &settled),
        "rating 1000 → 980 (\u{2212}20)"
    );
}
