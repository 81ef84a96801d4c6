//! Faces at the table: the pictures drawn beside a seat's name on the board,
//! the podium and the cards.
//!
//! A [`Face`] is a person's avatar, already decoded and resized by whoever
//! fetched it (the render never touches the network or a foreign image
//! format): [`FACE_SIZE`]² straight (not premultiplied) RGBA pixels.
//! A [`SeatFace`] says what to draw for one seat: that picture, a drawn
//! computer face of its level, or the seat's color with the name's initial.
//!
//! ```
//! use hypnosia_core::render::{Face, FACE_SIZE};
//! let side = FACE_SIZE as usize;
//! assert!(Face::from_rgba(vec![255; side * side * 4]).is_some());
//! assert!(Face::from_rgba(vec![255; 12]).is_none());
//! ```

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::game::Color;

/// The side of a [`Face`], in pixels: the largest any picture draws it.
pub const FACE_SIZE: u32 = 64;

/// A person's avatar, decoded and resized to [`FACE_SIZE`]², straight RGBA.
#[derive(Clone, PartialEq, Eq)]
pub struct Face {
    rgba: Box<[u8]>,
    /// A digest of the pixels: caches of drawn boards key on it.
    key: u64,
}

impl Face {
    /// The face of `rgba`, [`FACE_SIZE`]² pixels row by row, 4 bytes each;
    /// none when the length is not that.
    pub fn from_rgba(rgba: Vec<u8>) -> Option<Face> {
        let side = FACE_SIZE as usize;
        if rgba.len() != side * side * 4 {
            return None;
        }
        let mut hasher = DefaultHasher::new();
        rgba.hash(&mut hasher);
        Some(Face {
            key: hasher.finish(),
            rgba: rgba.into_boxed_slice(),
        })
    }

    /// The pixels, [`FACE_SIZE`]² straight RGBA, row by row.
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// A digest of the pixels, equal for equal faces.
    pub fn key(&self) -> u64 {
        self.key
    }
}

impl std::fmt::Debug for Face {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Face({:016x})", self.key)
    }
}

/// How strong a computer is, as its drawn face shows it (the render cannot
/// see `table::Level`, which sits above it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ComputerFace {
    Easy,
    Medium,
    Hard,
}

/// What one seat shows beside its name.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum SeatFace {
    /// The person's avatar.
    Picture(Arc<Face>),
    /// A computer player's drawn face.
    Computer(ComputerFace),
    /// The seat's color with the first letter of its name: a person whose
    /// avatar could not be had in time.
    #[default]
    Initial,
}

/// The faces of a game's seats. [`Faces::none`] draws no face at all: a
/// server that turned avatars off.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Faces {
    seats: Vec<(Color, SeatFace)>,
    shown: bool,
    /// The running game they are of: its renders are counted, faced or
    /// with a person's initial (see `face_stamps.rs`).
    game: Option<u64>,
}

impl Faces {
    /// No faces: the pictures look as they did before avatars.
    pub fn none() -> Faces {
        Faces::default()
    }

    /// Faces shown, every seat as its initial until [`Faces::set`].
    pub fn shown() -> Faces {
        Faces {
            seats: Vec::new(),
            shown: true,
            game: None,
        }
    }

    /// These faces as those of the running game `id`: its renders count in
    /// [`super::FaceStats`] (a replay's or a card's do not).
    pub fn of_game(self, id: u64) -> Faces {
        Faces {
            game: Some(id),
            ..self
        }
    }

    /// The running game these faces are of, if one.
    pub fn game(&self) -> Option<u64> {
        self.game
    }

    /// Whether faces are drawn at all.
    pub fn are_shown(&self) -> bool {
        self.shown
    }

    /// Sets what `color`'s seat shows.
    pub fn set(&mut self, color: Color, face: SeatFace) {
        match self.seats.iter_mut().find(|(c, _)| *c == color) {
            Some(seat) => seat.1 = face,
            None => self.seats.push((color, face)),
        }
    }

    /// What `color`'s seat shows: [`SeatFace::Initial`] when never set.
    pub fn of(&self, color: Color) -> &SeatFace {
        static INITIAL: SeatFace = SeatFace::Initial;
        self.seats
            .iter()
            .find(|(c, _)| *c == color)
            .map_or(&INITIAL, |(_, f)| f)
    }
}
