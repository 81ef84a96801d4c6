//! A decided finish ends the game: the bot playing for the one person left
//! who can move takes the center as fast as the dice let it (issue 78.2,
//! ux-5 §3: the hard computer once wandered 1 038 turns to the round limit).

use hypnosia::ai::{Finisher, Strategy, finish_for};
use hypnosia::game::{
    AutoCause, Color, Dice, EndReason, Entry, Game, Player, Setup, Space, Variant,
};
use rand::{Rng, SeedableRng};

/// A seeded random game of two to four players played until the order of
/// places is decided with the lone mover to move: the position the change
/// path hands to [`finish_for`]. `None` when the seed's game ends otherwise.
fn decided_game(seed: u64) -> Option<Game> {
    let seats = [Color::Red, Color::Yellow, Color::Cyan, Color::Blue];
    let count = 2 + (seed % 3) as usize;
    let players = seats[..count]
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).ok()?;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed ^ 0xdec1);
    while !game.is_over() {
        let position = game.position();
        if position.order_decided() && game.to_move() == position.lone_mover() {
            return Some(game);
        }
        let moves = game.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(mv).ok()?;
    }
    None
}

/// The turns each decided finish of the seeds `seeds` took, every one
/// checked to end the game by its center or its empty board.
fn finishes(seeds: std::ops::Range<u64>) -> Vec<usize> {
    let mut turns = Vec::new();
    for seed in seeds {
        let Some(mut game) = decided_game(seed) else {
            continue;
        };
        let before = game.entries().len();
        finish_for(&mut game, AutoCause::Decided).unwrap();
        let reason = game.end_reason();
        let took = game.entries()[before..]
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count();
        assert!(
            matches!(reason, Some(EndReason::CenterFull | EndReason::BoardEmpty)),
            "seed {seed}: the finish ended by {reason:?} after {took} turns"
        );
        turns.push(took);
    }
    turns.sort_unstable();
    println!(
        "decided finishes: {} games, turns median {}, max {}",
        turns.len(),
        turns[turns.len() / 2],
        turns[turns.len() - 1]
    );
    turns
}

#[test]
fn a_decided_finish_ends_within_fifty_turns_never_at_the_round_limit() {
    let turns = finishes(0..1_000);
    assert!(turns.len() >= 500, "{} decided games", turns.len());
    assert!(turns.iter().all(|&t| t < 50), "{turns:?}");
}

#[test]
fn only_a_rare_last_pawn_waits_fifty_turns_for_its_one() {
    // The last pawn on the board must land on an inner bridge and then roll
    // a 1, playing both dice every turn: no play can make that sure, so over
    // many games a few take long. Before, 1 in 100 ran to the round limit.
    let turns = finishes(1_000..7_000);
    let long = turns.iter().filter(|&&t| t >= 50).count();
    assert!(
        long * 1_000 <= turns.len(),
        "{long} of {} took 50 turns or more",
        turns.len()
    );
    assert!(turns.iter().all(|&t| t < 100), "{turns:?}");
}

#[test]
fn the_last_center_place_is_taken_by_splitting_a_stack() {
    // ux-5 §3: Blue's four pawns hold the first four places; Red's stack waits
    // on an inner bridge and rolls a 1. Only its top pawn can enter (one place
    // is left): the bot splits the stack, takes the point, and the game ends.
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Blue, 1, "C")
        .at(Color::Blue, 2, "C")
        .at(Color::Blue, 3, "C")
        .at(Color::Blue, 4, "C")
        .at(Color::Red, 1, "x")
        .at(Color::Red, 2, "x")
        .at(Color::Red, 3, "I2")
        .at(Color::Red, 4, "I2")
        .to_move(Color::Red)
        .dice([5, 1])
        .position()
        .unwrap();
    assert!(position.order_decided());
    let chosen = Finisher::default().choose(&position).unwrap();
    assert_eq!(
        (chosen.to, chosen.is_stack()),
        (Space::Center, false),
        "{chosen}"
    );
    let mut after = position;
    after.play(chosen).unwrap();
    assert_eq!(after.end_reason(), Some(EndReason::CenterFull));
    assert_eq!(after.score(Color::Red), position.score(Color::Red) + 1);
}
