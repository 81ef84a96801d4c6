//! The board's geometry as the rules describe it: bridges, sectors, the ring
//! wrapping round, cells and notation.

use hypnosia::game::board::*;

fn ring(r: Ring, i: u8) -> RingSpace {
    RingSpace::new(r, i).unwrap()
}

#[test]
fn bridges_are_where_the_rules_put_them() {
    for c in 0..6u8 {
        assert!(ring(Ring::Outer, 8 * c + 4).is_bridge());
        assert!(ring(Ring::Middle, 6 * c).is_bridge());
        assert!(ring(Ring::Inner, 4 * c + 2).is_bridge());
        assert_eq!(
            ring(Ring::Outer, 8 * c + 4).bridge_target(),
            Some(BridgeTarget::Ring(ring(Ring::Middle, 6 * c + 3)))
        );
        assert_eq!(
            ring(Ring::Middle, 6 * c).bridge_target(),
            Some(BridgeTarget::Ring(ring(Ring::Inner, 4 * c)))
        );
        assert_eq!(
            ring(Ring::Inner, 4 * c + 2).bridge_target(),
            Some(BridgeTarget::Center)
        );
    }
    assert_eq!(RingSpace::all().filter(|s| s.is_bridge()).count(), 18);
}

#[test]
fn a_bridge_and_its_target_share_a_radius() {
    for space in RingSpace::all() {
        if let Some(BridgeTarget::Ring(t)) = space.bridge_target() {
            assert!((space.angle_degrees() - t.angle_degrees()).abs() < 1e-3);
        }
    }
    assert_eq!(ring(Ring::Outer, 4).angle_degrees(), 30.0);
    assert_eq!(ring(Ring::Inner, 2).angle_degrees(), 30.0);
}

#[test]
fn sectors_own_their_runs_of_spaces() {
    assert_eq!(ring(Ring::Outer, 7).sector(), Color::Red);
    assert_eq!(ring(Ring::Outer, 8).sector(), Color::Yellow);
    assert_eq!(ring(Ring::Middle, 35).sector(), Color::Magenta);
    assert_eq!(ring(Ring::Inner, 12).sector(), Color::Cyan);
}

#[test]
fn advancing_wraps_around_the_ring() {
    assert_eq!(ring(Ring::Outer, 46).advance(5), ring(Ring::Outer, 3));
    assert_eq!(ring(Ring::Inner, 23).advance(1), ring(Ring::Inner, 0));
}

#[test]
fn cells_are_dense_and_invertible() {
    let cells: Vec<usize> = RingSpace::all().map(RingSpace::cell).collect();
    assert_eq!(cells, (0..RING_SPACES).collect::<Vec<_>>());
    for s in RingSpace::all() {
        assert_eq!(RingSpace::from_cell(s.cell()), Some(s));
    }
    assert_eq!(RingSpace::from_cell(RING_SPACES), None);
}

#[test]
fn notation_round_trips_and_rejects_nonsense() {
    for s in ["L1", "L4", "O0", "O47", "M35", "I23", "C"] {
        assert_eq!(s.parse::<Space>().unwrap().to_string(), s);
    }
    for s in [
        "L0", "L5", "O48", "M36", "I24", "X1", "O", "O01", "O+1", "", "c", "I-1",
    ] {
        assert!(s.parse::<Space>().is_err(), "{s} should not parse");
    }
}

#[test]
fn colors_parse_by_name() {
    assert_eq!("cyan".parse::<Color>().unwrap(), Color::Cyan);
    assert!("purple".parse::<Color>().is_err());
    assert_eq!(Color::Blue.entry(), ring(Ring::Outer, 32));
}
