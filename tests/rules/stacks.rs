//! §5 of RULES.md: stacks and splits, on positions placed by hand.

use super::*;

#[test]
fn a_stack_moves_whole_or_splits_its_higher_pawn() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 2, "O10")
        .at(Red, 4, "O10")
        .dice([3, 3])
        .position()
        .unwrap();
    assert!(find(&p, 3, "2+4", "O10", "O13").is_some());
    assert!(find(&p, 3, "4", "O10", "O13").is_some());
    assert!(
        find(&p, 3, "2", "O10", "O13").is_none(),
        "the lower pawn never splits off"
    );
    let mut q = p;
    q.play(find(&q, 3, "4", "O10", "O13").unwrap()).unwrap();
    assert_eq!(at(&q, Red, 2), Location::Ring(ring("O10")));
    assert_eq!(at(&q, Red, 4), Location::Ring(ring("O13")));
}

#[test]
fn a_stack_on_a_bridge_offers_eight_moves_for_one_die() {
    // Two stacks on bridges, each whole/split × stay/cross (RULES.md §5).
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O4")
        .at(Red, 2, "O4")
        .at(Red, 3, "M12")
        .at(Red, 4, "M12")
        .dice([2, 2])
        .position()
        .unwrap();
    assert_eq!(p.legal_moves().len(), 8);
}

#[test]
fn sixteen_moves_with_two_dice() {
    // Four pawns on outer and middle bridges: each stays or crosses, with either die.
    // (An inner bridge would cross only with a 1.)
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O4")
        .at(Red, 2, "O12")
        .at(Red, 3, "M12")
        .at(Red, 4, "M18")
        .dice([2, 3])
        .position()
        .unwrap();
    assert_eq!(p.legal_moves().len(), 16);
}

#[test]
fn a_stack_enters_the_center_whole_lower_pawn_first() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "I2")
        .at(Red, 3, "I2")
        .at(Blue, 1, "C")
        .dice([1, 6])
        .position()
        .unwrap();
    let effects = p.play(find(&p, 1, "1+3", "I2", "C").unwrap()).unwrap();
    assert_eq!(effects.center_places().collect::<Vec<_>>(), vec![2, 3]);
    assert_eq!(at(&p, Red, 1), Location::Center(2));
    assert_eq!(at(&p, Red, 3), Location::Center(3));
    assert_eq!(p.score(Red), 4 + 3);
}

#[test]
fn with_one_center_place_left_only_a_split_enters() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "I2")
        .at(Red, 3, "I2")
        .at(Blue, 1, "C")
        .at(Blue, 2, "C")
        .at(Blue, 3, "C")
        .at(Blue, 4, "C")
        .dice([1, 6])
        .position()
        .unwrap();
    assert!(find(&p, 1, "1+3", "I2", "C").is_none());
    let mut q = p;
    let effects = q.play(find(&q, 1, "3", "I2", "C").unwrap()).unwrap();
    assert_eq!(effects.center_places().collect::<Vec<_>>(), vec![5]);
    assert_eq!(q.score(Red), 1);
    assert_eq!(effects.game_over, Some(EndReason::CenterFull));
}

#[test]
fn variant_no_stacks_over_bridges() {
    let variant = Variant {
        stacks_cross_bridges: false,
    };
    let p = Setup::new(&[Red, Blue])
        .variant(variant)
        .at(Red, 1, "O4")
        .at(Red, 2, "O4")
        .at(Red, 3, "I2")
        .at(Red, 4, "I2")
        .dice([1, 1])
        .position()
        .unwrap();
    assert!(find(&p, 1, "1+2", "O4", "M3").is_none());
    assert!(find(&p, 1, "3+4", "I2", "C").is_none());
    assert!(
        find(&p, 1, "2", "O4", "M3").is_some(),
        "a split pawn may cross"
    );
    assert!(find(&p, 1, "4", "I2", "C").is_some());
    assert!(
        find(&p, 1, "1+2", "O4", "O5").is_some(),
        "the stack may still move along"
    );
}
