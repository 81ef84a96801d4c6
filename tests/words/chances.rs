use hypnosia::i18n::Lang;
use hypnosia::words::chances::*;

#[test]
fn per_turn_points_take_one_minus_sign_and_the_readers_decimals() {
    assert_eq!(per_turn(Lang::EnUs, 0.44), "+0.4");
    assert_eq!(per_turn(Lang::EnUs, -7.06), "\u{2212}7.1");
    assert_eq!(per_turn(Lang::Fr, -1.25), "\u{2212}1,3");
    assert_eq!(per_turn(Lang::EnUs, 0.01), "0.0");
}
