//! The dice: a named, version-stable generator kept inside the game.
//!
//! ChaCha8 from `rand_chacha` is specified by its algorithm, unlike `StdRng`,
//! and the mapping from its output to a die face is our own (rejection
//! sampling), so a seed rolls the same dice in every future build.

use std::fmt;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

/// Rolls one fair die from any generator, the same way everywhere.
pub fn roll_die(rng: &mut impl RngCore) -> u8 {
    // The largest multiple of 6 that fits: values from it up would bias the result.
    const ZONE: u32 = u32::MAX - u32::MAX % 6;
    loop {
        let x = rng.next_u32();
        if x < ZONE {
            return (x % 6) as u8 + 1;
        }
    }
}

/// The game's dice generator.
#[derive(Clone, PartialEq, Eq)]
pub struct Dice {
    rng: ChaCha8Rng,
}

impl fmt::Debug for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never print the state: it reveals every future roll.
        f.write_str("Dice(..)")
    }
}

impl Dice {
    /// Dice seeded from a number (simulations, tests).
    pub fn from_seed(seed: u64) -> Dice {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Dice seeded from the operating system's entropy (real games).
    pub fn from_entropy() -> Dice {
        Dice {
            rng: ChaCha8Rng::from_os_rng(),
        }
    }

    /// Rolls two dice.
    pub fn roll(&mut self) -> [u8; 2] {
        [roll_die(&mut self.rng), roll_die(&mut self.rng)]
    }

    /// The generator's full state, to save with a running game (never export it).
    pub fn state(&self) -> DiceState {
        DiceState {
            seed: self.rng.get_seed(),
            word_pos: self.rng.get_word_pos(),
        }
    }

    /// Dice that continue exactly where `state` was taken.
    pub fn from_state(state: &DiceState) -> Dice {
        let mut rng = ChaCha8Rng::from_seed(state.seed);
        rng.set_word_pos(state.word_pos);
        Dice { rng }
    }
}

/// A saved generator state: 32 bytes of seed and a 128-bit stream position.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DiceState {
    pub seed: [u8; 32],
    pub word_pos: u128,
}

impl fmt::Debug for DiceState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DiceState(..)")
    }
}

impl DiceState {
    /// 96 hex digits: seed, then position.
    pub fn to_hex(&self) -> String {
        // Written at every commit of a move: two digits a byte, no formatting.
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut s = String::with_capacity(96);
        for &b in self.seed.iter().chain(self.word_pos.to_be_bytes().iter()) {
            s.push(char::from(DIGITS[usize::from(b >> 4)]));
            s.push(char::from(DIGITS[usize::from(b & 15)]));
        }
        s
    }

    /// The inverse of [`DiceState::to_hex`].
    pub fn from_hex(hex: &str) -> Option<DiceState> {
        if hex.len() != 96 || !hex.is_ascii() {
            return None;
        }
        let mut bytes = [0u8; 48];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
        }
        let mut seed = [0u8; 32];
        seed.copy_from_slice(&bytes[..32]);
        let word_pos = u128::from_be_bytes(bytes[32..].try_into().ok()?);
        Some(DiceState { seed, word_pos })
    }
}
