//! A decided game (`Position::lone_mover`, `Position::order_decided`): when only
//! one player can still move, whether what they still do can change the order of
//! places (RULES.md §6's ranking). Scores worked out from the rules text.

use hypnosia::game::{Color, Setup};

use Color::{Blue, Green, Red};

/// Red alone on the board, Blue out of pawns (two captured, two home).
fn blue_home_and_out() -> Setup {
    Setup::new(&[Red, Blue])
        .at(Blue, 1, "x")
        .at(Blue, 2, "x")
        .at(Blue, 3, "C")
        .at(Blue, 4, "C")
}

#[test]
fn a_leader_whom_nothing_can_catch_is_decided() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "C")
        .at(Red, 2, "O3")
        .at(Blue, 1, "x")
        .at(Blue, 2, "x")
        .at(Blue, 3, "x")
        .at(Blue, 4, "x")
        .position()
        .unwrap();
    // Red on 5 (place 1) against Blue on 0: entering only adds.
    assert_eq!(p.lone_mover(), Some(Red));
    assert!(p.order_decided());
}

#[test]
fn a_trailer_who_can_still_overtake_is_not_decided() {
    // Blue holds places 1 and 2: 9 points, minus 2 captured = 7. Red, on
    // 2 points, can still score 3 + 2 + 1.
    let p = blue_home_and_out()
        .score(Red, 2)
        .score(Blue, 7)
        .position()
        .unwrap();
    assert_eq!(p.lone_mover(), Some(Red));
    assert!(!p.order_decided(), "Red may reach 8 > 7, or stay at 2");
}

#[test]
fn a_trailer_who_cannot_catch_up_is_decided() {
    // Red on -3 can add at most 3 + 2 + 1 = 6: 3 < 7.
    let p = blue_home_and_out()
        .score(Red, -3)
        .score(Blue, 7)
        .position()
        .unwrap();
    assert!(p.order_decided());
}

#[test]
fn reaching_a_tie_counts_as_a_change() {
    // Red on 1 can reach exactly 7, and with a center pawn at place 3
    // still ranks below Blue (places 1 and 2): a tie ranks by the earliest
    // arrival, so the order stays. On 2 with Blue on 8, Red reaches 8 too.
    let below = blue_home_and_out()
        .score(Red, 1)
        .score(Blue, 7)
        .position()
        .unwrap();
    assert!(below.order_decided(), "Red ties at best, and arrived later");
    // A third player without a center pawn on 6: Red passes them at 7,
    // and ranks below on 1.
    let third = Setup::new(&[Red, Green, Blue])
        .at(Green, 1, "x")
        .at(Green, 2, "x")
        .at(Green, 3, "x")
        .at(Green, 4, "x")
        .at(Blue, 1, "x")
        .at(Blue, 2, "x")
        .at(Blue, 3, "C")
        .at(Blue, 4, "C")
        .score(Red, 1)
        .score(Green, 6)
        .score(Blue, 7)
        .position()
        .unwrap();
    assert_eq!(third.lone_mover(), Some(Red));
    assert!(!third.order_decided(), "Red may end above or below Green");
}

#[test]
fn no_lone_mover_while_two_can_move_or_after_the_end() {
    let both = Setup::new(&[Red, Blue]).position().unwrap();
    assert_eq!(both.lone_mover(), None);
    assert!(!both.order_decided());
    // Blue left: the game is over (fewer than two players), nothing to decide.
    let left = Setup::new(&[Red, Blue]).left(Blue).position().unwrap();
    assert_eq!(left.lone_mover(), None);
}

#[test]
fn who_left_does_not_hold_the_order_open() {
    // Green left; Blue is out of pawns on 7; Red on 0 can reach at most
    // 3 + 2 + 1 = 6 < 7 whatever Green had.
    let p = Setup::new(&[Red, Green, Blue])
        .left(Green)
        .at(Blue, 1, "x")
        .at(Blue, 2, "x")
        .at(Blue, 3, "C")
        .at(Blue, 4, "C")
        .score(Red, 0)
        .score(Blue, 7)
        .position()
        .unwrap();
    assert_eq!(p.lone_mover(), Some(Red));
    assert!(p.order_decided());
}
