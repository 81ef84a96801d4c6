//! The hard player's tables: turns to the center grow with the distance, and
//! a pawn is hit by exactly the rolls the rules say.

use hypnosia::ai::eval::*;
use hypnosia::game::Ring;
use hypnosia::game::RingSpace;

#[test]
fn eta_grows_away_from_the_center() {
    let t = tables();
    let inner_bridge = RingSpace::new(Ring::Inner, 2).unwrap();
    let outer = RingSpace::new(Ring::Outer, 0).unwrap();
    assert!(t.eta_ring[inner_bridge.cell()] < t.eta_ring[outer.cell()]);
    assert!(t.eta_ring[outer.cell()] < t.eta_lane[3] + 1.0);
    // From an inner bridge a 1 on either die enters: 11 rolls in 36.
    assert!(t.eta_ring[inner_bridge.cell()] <= 36.0 / 11.0 + 1e-3);
}

#[test]
fn a_pawn_one_to_six_spaces_ahead_is_hit_by_the_matching_die() {
    let t = tables();
    let from = RingSpace::new(Ring::Outer, 10).unwrap();
    let to = from.advance(3);
    // Rolls with a 3 on either die: 11 of 36, plus sums to 3 (1+2, 2+1).
    assert_eq!(t.hits[from.cell()][to.cell()].count_ones(), 13);
}
