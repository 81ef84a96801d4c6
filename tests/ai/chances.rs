//! Win chances as people read them: whole percents that add up to 100.

use hypnosia::analysis::chances::*;
use hypnosia::game::Color;

#[test]
fn percents_sum_to_one_hundred() {
    let colors = [Color::Red, Color::Green, Color::Blue];
    let mut c = Chances::default();
    c.0[Color::Red.index()] = 1.0 / 3.0;
    c.0[Color::Green.index()] = 1.0 / 3.0;
    c.0[Color::Blue.index()] = 1.0 / 3.0;
    let p = c.percents(&colors);
    assert_eq!(p.iter().map(|&x| u32::from(x)).sum::<u32>(), 100);
    assert_eq!(p, vec![34, 33, 33]);
}
