//! Positions of seeded random games, for the tests that check a property of
//! every position (marks, move words, the turn message's height).

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Calls `each` on every position with a move to make (at most `most_moves`
/// per game) of `games` random games, of 2 to 6 players by turns; game `seed`
/// is the same in every test.
pub fn every_position(games: u64, most_moves: usize, mut each: impl FnMut(u64, &Game)) {
    for seed in 0..games {
        let n = 2 + (seed % 5) as usize;
        let players = Color::ALL[..n]
            .iter()
            .map(|&c| Player::human(c, c.name()))
            .collect();
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..most_moves {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            each(seed, &game);
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
    }
}
