//! Boards to draw, shared by the render tests and the render benchmark:
//! positions of random games and photo-like avatars, made alike in both so
//! that the benchmark's figures describe what the tests check.

use std::sync::Arc;

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::{FACE_SIZE, Face};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A game of `colors` after `moves` random legal moves.
pub fn position(colors: &[Color], seed: u64, moves: usize) -> Game {
    let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..moves {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game
}

/// A photo-like avatar: smooth light from a corner, a face-like blob, and
/// per-pixel grain, different per `seed` (harder to compress than most
/// real avatars, which have flat backgrounds).
pub fn photo(seed: u64) -> Arc<Face> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let side = FACE_SIZE as usize;
    let base: [f32; 3] = [
        rng.random_range(40.0..200.0),
        rng.random_range(40.0..200.0),
        rng.random_range(40.0..200.0),
    ];
    let mut rgba = Vec::with_capacity(side * side * 4);
    for y in 0..side {
        for x in 0..side {
            let light = (x + y) as f32 / (2 * side) as f32;
            let (dx, dy) = (x as f32 - 32.0, y as f32 - 28.0);
            let blob = if dx * dx / 300.0 + dy * dy / 500.0 < 1.0 {
                1.0
            } else {
                0.0
            };
            for (k, &b) in base.iter().enumerate() {
                let skin = [224.0, 172.0, 140.0][k];
                let v = b * (0.6 + 0.6 * light) * (1.0 - blob) + skin * blob;
                let grain = rng.random_range(-8.0..8.0);
                rgba.push((v + grain).clamp(0.0, 255.0) as u8);
            }
            rgba.push(255);
        }
    }
    Arc::new(Face::from_rgba(rgba).expect("a face's size"))
}
