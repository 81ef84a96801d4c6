//! Games one move before a decided game (`live::finish`): played at random
//! from a seed between Ada (red) and Bob (blue) until a move would leave one
//! of them the only one able to move. For the engine's tests
//! (`tests/live/finishing.rs`) and the end-to-end ones (`tests/e2e/decided.rs`).

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use hypnosia::game::{Color, Dice, Entry, Game, Move, Player, Position, Record, Variant};
use rand::{Rng, SeedableRng};

/// The first game (by seed) and move, among random games between Ada (red)
/// and Bob (blue), after which one of them alone can move, the order of places
/// then decided (`decided`) or not.
pub fn game_before_a_lone_mover(decided: bool) -> (Game, Move) {
    game_before(|_, _, after| after.order_decided() == decided)
}

/// The first game (by seed) and move after which one player alone can move
/// and `keep(game, move, position after it)` holds.
pub fn game_before(keep: impl Fn(&Game, Move, &Position) -> bool) -> (Game, Move) {
    for seed in 0..20_000u64 {
        let players = vec![
            Player::human(Color::Red, "Ada"),
            Player::human(Color::Blue, "Bob"),
        ];
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        while !game.is_over() {
            let moves = game.legal_moves().to_vec();
            for mv in &moves {
                let mut after = game.clone();
                after.play(*mv).unwrap();
                let p = after.position();
                if p.lone_mover().is_some() && keep(&game, *mv, p) {
                    return (game, *mv);
                }
            }
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).unwrap();
        }
    }
    panic!("no game of 20 000 seeds left one person alone to move");
}

/// How many moves the record of `game` holds.
pub fn moves_in(game: &Game) -> usize {
    game.entries()
        .iter()
        .map(|e| match e {
            Entry::Turn(turn) => turn.moves.len(),
            Entry::Event(_) => 0,
        })
        .sum()
}

/// Each move of `record` in order: whether the computer played it for a
/// person (`auto`).
pub fn auto_marks(record: &Record) -> Vec<bool> {
    record
        .turns
        .iter()
        .flat_map(|e| match e {
            Entry::Turn(turn) => turn.moves.iter().map(|m| m.auto).collect(),
            Entry::Event(_) => Vec::new(),
        })
        .collect()
}
