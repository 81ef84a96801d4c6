//! §5 of RULES.md: the landing table, one test per row, on positions placed by hand.

use super::*;

#[test]
fn landing_single_on_empty_moves_there() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .dice([3, 3])
        .position()
        .unwrap();
    p.play(find(&p, 3, "1", "O10", "O13").unwrap()).unwrap();
    assert_eq!(p.occupant(ring("O13")), Some((Red, Pawns::single(pawn(1)))));
    assert_eq!(p.occupant(ring("O10")), None);
}

#[test]
fn landing_single_on_own_single_forms_a_stack() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O13")
        .dice([3, 6])
        .position()
        .unwrap();
    p.play(find(&p, 3, "1", "O10", "O13").unwrap()).unwrap();
    let (owner, pawns) = p.occupant(ring("O13")).unwrap();
    assert_eq!((owner, pawns.to_string()), (Red, "1+2".to_string()));
}

#[test]
fn landing_on_own_stack_is_illegal_for_single_and_stack() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O13")
        .at(Red, 3, "O13")
        .at(Red, 4, "O7")
        .at(Blue, 1, "O10")
        .dice([3, 3])
        .position();
    // Two colors on O10 is itself impossible.
    assert!(p.is_err());
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O13")
        .at(Red, 3, "O13")
        .dice([3, 3])
        .position()
        .unwrap();
    assert!(
        find(&p, 3, "1", "O10", "O13").is_none(),
        "a space holds at most two pawns"
    );
}

#[test]
fn a_stack_cannot_land_on_an_own_single_pawn() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O10")
        .at(Red, 3, "O13")
        .dice([3, 3])
        .position()
        .unwrap();
    assert!(find(&p, 3, "1+2", "O10", "O13").is_none());
    // The split pawn 2 may join pawn 3.
    assert!(find(&p, 3, "2", "O10", "O13").is_some());
}

#[test]
fn a_single_pawn_captures_an_opponent_single() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Blue, 2, "O13")
        .dice([3, 5])
        .position()
        .unwrap();
    let effects = p.play(find(&p, 3, "1", "O10", "O13").unwrap()).unwrap();
    let captured: Vec<_> = effects
        .captured()
        .map(|c| (c.color, c.pawn.get()))
        .collect();
    assert_eq!(captured, vec![(Blue, 2)]);
    assert_eq!(at(&p, Blue, 2), Location::Captured);
    assert_eq!((p.score(Red), p.score(Blue)), (1, -1));
    assert_eq!(p.occupant(ring("O13")), Some((Red, Pawns::single(pawn(1)))));
}

#[test]
fn a_single_pawn_cannot_land_on_an_opponent_stack() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Blue, 1, "O13")
        .at(Blue, 2, "O13")
        .dice([3, 3])
        .position()
        .unwrap();
    assert!(find(&p, 3, "1", "O10", "O13").is_none());
    let mut q = p;
    let err = q.play(Move {
        die: 3,
        pawns: Pawns::single(pawn(1)),
        from: space("O10"),
        to: space("O13"),
        cross: false,
    });
    assert!(
        err.unwrap_err()
            .to_string()
            .contains("cannot capture a stack")
    );
    assert_eq!(q, p, "a refused move changes nothing");
}

#[test]
fn a_stack_captures_an_opponent_single() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O10")
        .at(Blue, 3, "O12")
        .dice([2, 6])
        .position()
        .unwrap();
    let effects = p.play(find(&p, 2, "1+2", "O10", "O12").unwrap()).unwrap();
    assert_eq!(effects.captured().count(), 1);
    assert_eq!((p.score(Red), p.score(Blue)), (1, -1));
    assert_eq!(p.occupant(ring("O12")).unwrap().1.len(), 2);
}

#[test]
fn a_stack_captures_both_pawns_of_an_opponent_stack() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "O10")
        .at(Blue, 3, "O12")
        .at(Blue, 4, "O12")
        .dice([2, 6])
        .position()
        .unwrap();
    let effects = p.play(find(&p, 2, "1+2", "O10", "O12").unwrap()).unwrap();
    let captured: Vec<_> = effects
        .captured()
        .map(|c| (c.color, c.pawn.get()))
        .collect();
    assert_eq!(captured, vec![(Blue, 3), (Blue, 4)]);
    assert_eq!((p.score(Red), p.score(Blue)), (2, -2));
    assert_eq!((p.captures(Red), p.losses(Blue)), (2, 2));
}
