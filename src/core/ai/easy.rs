//! Easy: a random legal move, for beginners and as a baseline.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::Strategy;
use crate::game::{Move, Position};

/// Plays a legal move picked uniformly at random.
#[derive(Clone, Debug)]
pub struct Easy {
    rng: ChaCha8Rng,
}

impl Easy {
    /// An easy player whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> Easy {
        Easy {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Strategy for Easy {
    fn choose(&mut self, position: &Position) -> Option<Move> {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(moves[self.rng.random_range(0..moves.len())])
    }
}
