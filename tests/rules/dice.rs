//! The dice: fair enough, in range, and the same future from a saved state.

use hypnosia::game::*;

#[test]
fn dice_are_fair_enough_and_in_range() {
    let mut dice = Dice::from_seed(7);
    let mut counts = [0u32; 6];
    for _ in 0..60_000 {
        for d in dice.roll() {
            counts[d as usize - 1] += 1;
        }
    }
    for c in counts {
        assert!((19_000..21_000).contains(&c), "{counts:?}");
    }
}

#[test]
fn a_saved_state_rolls_the_same_future() {
    let mut dice = Dice::from_seed(42);
    dice.roll();
    let saved = DiceState::from_hex(&dice.state().to_hex()).unwrap();
    let mut restored = Dice::from_state(&saved);
    let a: Vec<_> = (0..50).map(|_| dice.roll()).collect();
    let b: Vec<_> = (0..50).map(|_| restored.roll()).collect();
    assert_eq!(a, b);
}

#[test]
fn bad_hex_is_refused() {
    assert!(DiceState::from_hex("zz").is_none());
    assert!(DiceState::from_hex(&"g".repeat(96)).is_none());
}
