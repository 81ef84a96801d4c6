//! One test per rule of RULES.md, on positions placed by hand. Expected results
//! are worked out from the rules text, not from the engine.

use hypnosia::game::{
    Color::{self, *},
    EndReason, LeaveKind, Location, Move, Pawn, Pawns, Phase, Position, Ring, RingSpace, Setup,
    Space, Variant,
};

fn space(s: &str) -> Space {
    s.parse().unwrap()
}

fn ring(s: &str) -> RingSpace {
    match space(s) {
        Space::Ring(r) => r,
        _ => panic!("{s} is not a ring space"),
    }
}

fn pawn(n: u8) -> Pawn {
    Pawn::new(n).unwrap()
}

/// The move of `pawns` (e.g. "3" or "1+2") by `die` from `from` to `to`, if legal.
fn find(p: &Position, die: u8, pawns: &str, from: &str, to: &str) -> Option<Move> {
    p.legal_moves_for_die(die)
        .iter()
        .copied()
        .find(|m| m.pawns.to_string() == pawns && m.from == space(from) && m.to == space(to))
}

fn labels(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn at(p: &Position, color: Color, n: u8) -> Location {
    p.location(color, pawn(n))
}

// ---- §5 leaving the lane ----

#[test]
fn a_lane_pawn_lands_die_minus_slot_past_the_entry() {
    // Red pawn 3 on L3 with a 5 lands on O(0 + 5 - 3) = O2.
    let p = Setup::new(&[Red, Blue]).dice([5, 5]).position().unwrap();
    assert!(find(&p, 5, "3", "L3", "O2").is_some());
    // Yellow's entry is O8: pawn 1 with a 1 lands on O8, pawn 4 with a 6 on O10.
    let p = Setup::new(&[Yellow, Blue]).dice([1, 6]).position().unwrap();
    assert!(find(&p, 1, "1", "L1", "O8").is_some());
    assert!(find(&p, 6, "4", "L4", "O10").is_some());
}

#[test]
fn a_lane_pawn_needs_a_die_at_least_its_slot() {
    // Only pawns 1 and 2 can leave with a 2; pawns 3 and 4 cannot.
    let p = Setup::new(&[Red, Blue]).dice([2, 2]).position().unwrap();
    assert_eq!(labels(&p), vec!["2: 1 L1→O1", "2: 2 L2→O0"]);
}

#[test]
fn lane_pawns_pass_over_each_other() {
    // Pawn 4 with a 6 jumps the three pawns in front of it: O2.
    let p = Setup::new(&[Red, Blue]).dice([6, 6]).position().unwrap();
    assert!(find(&p, 6, "4", "L4", "O2").is_some());
}

// ---- §5 moving on a ring ----

#[test]
fn ring_moves_go_anticlockwise_and_wrap() {
    let p = Setup::new(&[Magenta, Red])
        .at(Magenta, 1, "O46")
        .at(Magenta, 2, "M35")
        .at(Magenta, 3, "I23")
        .at(Magenta, 4, "x")
        .dice([5, 5])
        .position()
        .unwrap();
    assert!(find(&p, 5, "1", "O46", "O3").is_some());
    assert!(find(&p, 5, "2", "M35", "M4").is_some());
    assert!(find(&p, 5, "3", "I23", "I4").is_some());
}

#[test]
fn pieces_pass_over_other_pieces() {
    // An opponent stack on O5 does not block a move from O4 to O7.
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O3")
        .at(Blue, 1, "O5")
        .at(Blue, 2, "O5")
        .dice([4, 4])
        .position()
        .unwrap();
    assert!(find(&p, 4, "1", "O3", "O7").is_some());
}

// ---- §5 crossing bridges ----

#[test]
fn crossing_the_outer_bridge_takes_the_first_step_to_the_middle_ring() {
    // O4 leads to M3; a 4 crosses (M3) then takes three more steps: M6.
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O4")
        .dice([4, 4])
        .position()
        .unwrap();
    let cross = find(&p, 4, "1", "O4", "M6").expect("crossing is offered");
    assert!(cross.cross);
    let stay = find(&p, 4, "1", "O4", "O8").expect("staying on the ring is offered too");
    assert!(!stay.cross);
}

#[test]
fn crossing_the_middle_bridge_leads_to_the_inner_ring() {
    // Cyan's middle bridge M18 leads to I12; a 3 ends on I14.
    let p = Setup::new(&[Cyan, Red])
        .at(Cyan, 1, "M18")
        .dice([3, 3])
        .position()
        .unwrap();
    assert!(find(&p, 3, "1", "M18", "I14").unwrap().cross);
    assert!(find(&p, 3, "1", "M18", "M21").is_some());
}

#[test]
fn only_a_move_that_starts_on_a_bridge_crosses() {
    // From O3 a 2 passes over the bridge O4 and stays on the outer ring.
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O3")
        .dice([2, 2])
        .position()
        .unwrap();
    let moves: Vec<_> = p
        .legal_moves_for_die(2)
        .iter()
        .filter(|m| m.from == space("O3"))
        .copied()
        .collect();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to, space("O5"));
}

#[test]
fn the_center_is_entered_from_an_inner_bridge_with_a_one_only() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "I2")
        .dice([1, 2])
        .position()
        .unwrap();
    let enter = find(&p, 1, "1", "I2", "C").expect("a 1 enters the center");
    assert!(enter.cross);
    assert!(find(&p, 1, "1", "I2", "I3").is_some());
    assert!(
        p.legal_moves_for_die(2)
            .iter()
            .all(|m| m.to != Space::Center)
    );
}

#[test]
fn land_on_a_bridge_with_one_die_and_cross_with_the_other() {
    // RULES.md §7's example: red rolls 5 and 4: L1→O4, then O4→M6 across.
    let mut p = Setup::new(&[Red, Blue]).dice([5, 4]).position().unwrap();
    p.play(find(&p, 5, "1", "L1", "O4").unwrap()).unwrap();
    let effects = p.play(find(&p, 4, "1", "O4", "M6").unwrap()).unwrap();
    assert_eq!(at(&p, Red, 1), Location::Ring(ring("M6")));
    assert!(effects.turn_ended);
    assert_eq!(p.to_move(), Blue);
}

#[test]
fn a_piece_never_moves_back_outward() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "I0")
        .at(Red, 2, "M3")
        .dice([6, 6])
        .position()
        .unwrap();
    for m in p.legal_moves().iter() {
        if let (Space::Ring(a), Space::Ring(b)) = (m.from, m.to) {
            assert!(b.ring() >= a.ring(), "{m}");
        }
    }
}

// ---- §5 the landing table: in rules/landing.rs ----
#[path = "rules/landing.rs"]
mod landing;

// ---- §5 stacks and splits: in rules/stacks.rs ----
#[path = "rules/stacks.rs"]
mod stacks;

// ---- §4 a turn ----

#[test]
fn both_dice_lost_when_neither_has_a_move() {
    // Only pawn 4 is left, in the lane; dice 1 and 2 cannot move it: the turn passes.
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "C")
        .at(Red, 2, "x")
        .at(Red, 3, "x")
        .position()
        .unwrap();
    let roll = p.roll([1, 2]).unwrap();
    assert!(roll.lost);
    assert_eq!((p.to_move(), p.phase()), (Blue, Phase::Roll));
    assert_eq!(p.turns_played(), 1);
}

#[test]
fn the_second_die_is_lost_when_it_has_no_move_left() {
    // Pawn 4 alone in its lane, dice 4 and 3: only the 4 moves it (L4→O0); the 3
    // would then take it to O3, where a blue stack stands: the 3 is lost.
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "C")
        .at(Red, 2, "x")
        .at(Red, 3, "x")
        .at(Blue, 1, "O3")
        .at(Blue, 2, "O3")
        .dice([4, 3])
        .position()
        .unwrap();
    assert_eq!(labels(&p), vec!["4: 4 L4→O0"]);
    let effects = p.play(find(&p, 4, "4", "L4", "O0").unwrap()).unwrap();
    assert!(effects.turn_ended);
    assert_eq!(effects.lost_dice, [Some(3), None]);
    assert_eq!(p.to_move(), Blue);
}

#[test]
fn no_duty_to_play_both_dice() {
    // Unlike backgammon, using the 6 first (which leaves the 1 without a move) is allowed.
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .at(Red, 2, "x")
        .at(Red, 3, "x")
        .at(Red, 4, "x")
        .at(Blue, 1, "O17")
        .at(Blue, 2, "O17")
        .dice([6, 1])
        .position()
        .unwrap();
    // O10+6 = O16; then the 1 would land on the blue stack on O17: illegal.
    let effects = p.play(find(&p, 6, "1", "O10", "O16").unwrap()).unwrap();
    assert!(effects.turn_ended);
    assert_eq!(effects.lost_dice, [Some(1), None]);
}

#[test]
fn the_same_pawn_may_use_both_dice() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .dice([2, 3])
        .position()
        .unwrap();
    p.play(find(&p, 2, "1", "O10", "O12").unwrap()).unwrap();
    p.play(find(&p, 3, "1", "O12", "O15").unwrap()).unwrap();
    assert_eq!(at(&p, Red, 1), Location::Ring(ring("O15")));
}

#[test]
fn doubles_give_two_moves_listed_once() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .dice([3, 3])
        .position()
        .unwrap();
    let first = p.legal_moves();
    assert_eq!(first.iter().filter(|m| m.from == space("O10")).count(), 1);
    p.play(find(&p, 3, "1", "O10", "O13").unwrap()).unwrap();
    assert_eq!(p.phase(), Phase::Move);
    p.play(find(&p, 3, "1", "O13", "O16").unwrap()).unwrap();
    assert_eq!(p.to_move(), Blue);
}

#[test]
fn a_die_not_rolled_is_refused() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "O10")
        .dice([2, 3])
        .position()
        .unwrap();
    let before = p;
    let err = p.play(Move {
        die: 5,
        pawns: Pawns::single(pawn(1)),
        from: space("O10"),
        to: space("O15"),
        cross: false,
    });
    assert!(err.is_err());
    assert_eq!(p, before);
}

// ---- §3 turn order ----

#[test]
fn turn_order_is_clockwise_to_the_next_lower_sector() {
    let p = Setup::new(&[Red, Green, Blue]).position().unwrap();
    assert_eq!(p.next_player(Red), Some(Blue));
    assert_eq!(p.next_player(Blue), Some(Green));
    assert_eq!(p.next_player(Green), Some(Red));
}

#[test]
fn players_without_pawns_on_the_board_are_skipped() {
    let p = Setup::new(&[Red, Green, Blue])
        .at(Blue, 1, "C")
        .at(Blue, 2, "x")
        .at(Blue, 3, "x")
        .at(Blue, 4, "x")
        .position()
        .unwrap();
    assert_eq!(p.next_player(Red), Some(Green));
}

// ---- §6 end of the game ----

#[test]
fn the_game_ends_when_the_board_is_empty() {
    let mut p = Setup::new(&[Red, Blue])
        .at(Red, 1, "I2")
        .at(Red, 2, "x")
        .at(Red, 3, "x")
        .at(Red, 4, "x")
        .at(Blue, 1, "x")
        .at(Blue, 2, "x")
        .at(Blue, 3, "x")
        .at(Blue, 4, "C")
        .dice([1, 5])
        .position()
        .unwrap();
    let effects = p.play(find(&p, 1, "1", "I2", "C").unwrap()).unwrap();
    assert_eq!(effects.game_over, Some(EndReason::BoardEmpty));
}

#[test]
fn the_game_ends_when_fewer_than_two_players_are_left() {
    let mut p = Setup::new(&[Red, Blue]).dice([6, 6]).position().unwrap();
    p.leave(Blue, LeaveKind::Resign).unwrap();
    assert_eq!(p.end_reason(), Some(EndReason::PlayersLeft));
}

#[test]
fn the_round_limit_ends_the_game_after_300_turns_per_player() {
    // Two players: the 600th turn is the last.
    let mut p = Setup::new(&[Red, Blue])
        .turns_played(599)
        .at(Red, 1, "O10")
        .position()
        .unwrap();
    p.roll([1, 1]).unwrap();
    p.play(find(&p, 1, "1", "O10", "O11").unwrap()).unwrap();
    let effects = p.play(find(&p, 1, "1", "O11", "O12").unwrap()).unwrap();
    assert_eq!(effects.game_over, Some(EndReason::RoundLimit));
    assert_eq!(p.turns_played(), 600);
}

#[test]
fn center_points_are_five_to_one_by_arrival() {
    let p = Setup::new(&[Red, Blue])
        .at(Red, 1, "C")
        .at(Blue, 1, "C")
        .at(Red, 2, "C")
        .at(Blue, 2, "C")
        .position()
        .unwrap();
    assert_eq!(p.score(Red), 5 + 3);
    assert_eq!(p.score(Blue), 4 + 2);
}

// ---- §6 leaving ----

#[test]
fn a_player_who_leaves_takes_board_pawns_off_but_keeps_center_points() {
    let mut p = Setup::new(&[Red, Green, Blue])
        .at(Green, 1, "C")
        .at(Green, 2, "O20")
        .at(Green, 3, "x")
        .score(Green, 4)
        .dice([2, 2])
        .position()
        .unwrap();
    p.leave(Green, LeaveKind::Resign).unwrap();
    assert_eq!(at(&p, Green, 1), Location::Center(1));
    assert_eq!(at(&p, Green, 2), Location::Removed);
    assert_eq!(at(&p, Green, 4), Location::Removed);
    assert_eq!(p.occupant(ring("O20")), None);
    assert_eq!(p.score(Green), 4, "leaving is not a capture");
    assert_eq!(p.to_move(), Red, "another player's turn goes on");
    assert_eq!(p.phase(), Phase::Move);
}

#[test]
fn leaving_on_ones_own_turn_ends_that_turn() {
    let mut p = Setup::new(&[Red, Green, Blue])
        .at(Red, 1, "O10")
        .dice([2, 2])
        .position()
        .unwrap();
    p.play(find(&p, 2, "1", "O10", "O12").unwrap()).unwrap();
    p.leave(Red, LeaveKind::Removed).unwrap();
    assert_eq!((p.to_move(), p.phase()), (Blue, Phase::Roll));
}

// ---- §6 ranking ----

#[test]
fn ranking_breaks_ties_by_center_arrival_and_shares_the_rest() {
    // Cyan 5 (a pawn at place 1), blue 3 (place 2), red 3 (place 3), yellow 3 (no
    // center pawn), green 1.
    let p = Setup::new(&[Red, Yellow, Green, Cyan, Blue])
        .at(Cyan, 1, "C") // place 1: 5
        .at(Blue, 1, "C") // place 2: 4
        .at(Red, 1, "C") // place 3: 3
        .score(Cyan, 5)
        .score(Blue, 3)
        .score(Red, 3)
        .score(Yellow, 3)
        .score(Green, 1)
        .position()
        .unwrap();
    let ranking = hypnosia::game::ranking(&p);
    let got: Vec<(Color, u8)> = ranking.iter().map(|s| (s.color, s.rank)).collect();
    // cyan 5 first; among the 3s: blue (place 2) before red (place 3) before yellow
    // (no center pawn); green 1 last.
    assert_eq!(
        got,
        vec![(Cyan, 1), (Blue, 2), (Red, 3), (Yellow, 4), (Green, 5)]
    );
}

#[test]
fn equal_scores_without_center_pawns_share_a_rank_competition_style() {
    let p = Setup::new(&[Red, Yellow, Green, Cyan])
        .score(Red, 4)
        .score(Yellow, 2)
        .score(Green, 2)
        .score(Cyan, 1)
        .position()
        .unwrap();
    let ranks: Vec<(Color, u8)> = hypnosia::game::ranking(&p)
        .iter()
        .map(|s| (s.color, s.rank))
        .collect();
    assert_eq!(ranks, vec![(Red, 1), (Yellow, 2), (Green, 2), (Cyan, 4)]);
}

#[test]
fn players_who_left_rank_last_latest_first() {
    let p = Setup::new(&[Red, Yellow, Green, Cyan])
        .score(Red, 9)
        .score(Yellow, 9)
        .score(Green, -3)
        .left(Red)
        .left(Yellow)
        .position()
        .unwrap();
    let ranks: Vec<(Color, u8)> = hypnosia::game::ranking(&p)
        .iter()
        .map(|s| (s.color, s.rank))
        .collect();
    assert_eq!(ranks, vec![(Cyan, 1), (Green, 2), (Yellow, 3), (Red, 4)]);
}

#[test]
fn ring_space_types_refuse_invalid_indices() {
    assert!(RingSpace::new(Ring::Outer, 48).is_none());
    assert!(Pawn::new(0).is_none() && Pawn::new(5).is_none());
}

#[test]
fn a_game_around_a_set_up_position_plays_and_records_its_moves() {
    use hypnosia::game::{Dice, Player};
    let players = vec![Player::human(Red, "a"), Player::human(Blue, "b")];
    let mut game = Setup::new(&[Red, Blue])
        .at(Red, 1, "O4")
        .dice([4, 6])
        .into_game(players, Dice::from_seed(1))
        .unwrap();
    let mv = find(game.position(), 4, "1", "O4", "M6").unwrap();
    game.play(mv).unwrap();
    let turn = game.current_turn().unwrap();
    assert_eq!((turn.color, turn.dice, turn.moves.len()), (Red, [4, 6], 1));
    assert_eq!(turn.moves[0].to, "M6");
}

// The board's geometry: spaces, rings, lanes.
#[path = "rules/board.rs"]
mod board;

// The dice: fair, and replayed exactly from a seed.
#[path = "rules/dice.rs"]
mod dice;

// A decided game: the lone mover, and whether the order of places can still change.
#[path = "rules/decided.rs"]
mod decided;
