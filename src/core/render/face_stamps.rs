//! The faces of the boards, kept between renders: one stamp per set of
//! seated colors and faces (`board_faces.rs`), drawn once however many
//! renders ask for it at the same time, stamped at every render on the
//! faceless static board the games of those colors share.
//!
//! A stamp holds the faces' pixels (about 2.3 KB a seat) and the palette of
//! their colors, about 10 KB for a table of four, and takes a few
//! milliseconds to draw; a render stamps it in microseconds. So every board
//! of every game shows its faces: no game waits for a board of its own, and
//! none is drawn faceless for want of memory or time. The stamps are kept
//! within [`DEFAULT_BUDGET`], the least recently used let go first; a
//! game whose stamp went draws it again at its next render.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use super::board_faces::{self, FaceStamp};
use super::face::{Faces, SeatFace};
use crate::game::{Color, Game};

/// The memory the stamps may hold by default: about 3 000 tables of four
/// with faces of their own, more than a process runs at once.
pub const DEFAULT_BUDGET: usize = 32 << 20;

/// What a stamp is reckoned to hold until it is drawn.
const ESTIMATE: usize = 12 << 10;

/// The faces of the boards (see the module's note).
pub struct FaceStamps {
    budget: AtomicUsize,
    kept: Mutex<Kept>,
}

/// What [`FaceStamps`] holds and has done.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct FaceStats {
    /// Stamps kept.
    pub stamps: usize,
    /// Their memory, in bytes.
    pub bytes: usize,
    /// Stamps drawn so far.
    pub built: u64,
    /// Renders of a running game whose every seat showed its face: a
    /// person's avatar or a computer's drawn face.
    pub faced: u64,
    /// Renders of a running game where a person's seat showed the initial:
    /// their avatar was not fetched (yet), or could not be.
    pub initials: u64,
}

struct Kept {
    stamps: HashMap<u64, Kept1>,
    bytes: usize,
    /// Counts uses: the least recently used stamp has the smallest.
    tick: u64,
    built: u64,
    faced: u64,
    initials: u64,
}

/// One stamp kept.
struct Kept1 {
    /// Drawn once: whoever asks while it is being drawn waits for it.
    made: Arc<OnceLock<Arc<FaceStamp>>>,
    bytes: usize,
    used: u64,
}

impl FaceStamps {
    /// Stamps within `budget` bytes.
    pub fn new(budget: usize) -> FaceStamps {
        FaceStamps {
            budget: AtomicUsize::new(budget),
            kept: Mutex::new(Kept {
                stamps: HashMap::new(),
                bytes: 0,
                tick: 0,
                built: 0,
                faced: 0,
                initials: 0,
            }),
        }
    }

    /// The stamps every render of the process uses ([`DEFAULT_BUDGET`]).
    pub fn global() -> &'static FaceStamps {
        static GLOBAL: OnceLock<FaceStamps> = OnceLock::new();
        GLOBAL.get_or_init(|| FaceStamps::new(DEFAULT_BUDGET))
    }

    /// Changes the budget; stamps over it go as others are drawn.
    pub fn set_budget(&self, bytes: usize) {
        self.budget.store(bytes, Ordering::Relaxed);
    }

    /// What is kept and what was done.
    pub fn stats(&self) -> FaceStats {
        let kept = self.kept();
        FaceStats {
            stamps: kept.stamps.len(),
            bytes: kept.bytes,
            built: kept.built,
            faced: kept.faced,
            initials: kept.initials,
        }
    }

    /// The faces of `game`'s seats (`names` as the panels show them), to
    /// stamp on its faceless board.
    pub(super) fn stamp(
        &self,
        game: &Game,
        names: &[(Color, String)],
        faces: &Faces,
    ) -> Arc<FaceStamp> {
        let colors: Vec<Color> = game.position().players().collect();
        let seats = board_faces::seats(&colors, names, faces);
        let key = board_faces::key(&seats);
        let made = self.cell(key);
        let stamp = made
            .get_or_init(|| Arc::new(board_faces::build(&seats)))
            .clone();
        let mut guard = self.kept();
        let kept = &mut *guard;
        if let Some(entry) = kept.stamps.get_mut(&key)
            && Arc::ptr_eq(&entry.made, &made)
            && entry.bytes == ESTIMATE
        {
            entry.bytes = stamp.bytes();
            kept.bytes = kept.bytes - ESTIMATE + entry.bytes;
        }
        if faces.game().is_some() {
            let initial = colors
                .iter()
                .any(|&c| matches!(faces.of(c), SeatFace::Initial));
            match initial {
                true => kept.initials += 1,
                false => kept.faced += 1,
            }
        }
        stamp
    }

    /// The cell of stamp `key`, made room for if new.
    fn cell(&self, key: u64) -> Arc<OnceLock<Arc<FaceStamp>>> {
        let budget = self.budget.load(Ordering::Relaxed);
        let mut guard = self.kept();
        let kept = &mut *guard;
        kept.tick += 1;
        let tick = kept.tick;
        if let Some(entry) = kept.stamps.get_mut(&key) {
            entry.used = tick;
            return entry.made.clone();
        }
        kept.make_room(budget);
        kept.built += 1;
        let made = Arc::new(OnceLock::new());
        kept.bytes += ESTIMATE;
        let entry = Kept1 {
            made: made.clone(),
            bytes: ESTIMATE,
            used: tick,
        };
        kept.stamps.insert(key, entry);
        made
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Kept {
    /// Lets the least recently used stamps go until another fits in
    /// `budget`; one being drawn stays (its renders hold it meanwhile).
    fn make_room(&mut self, budget: usize) {
        while self.bytes + ESTIMATE > budget {
            // A scan: it runs only when a stamp is drawn, which costs more.
            let oldest = self
                .stamps
                .iter()
                .filter(|(_, e)| e.made.get().is_some())
                .min_by_key(|(_, e)| e.used)
                .map(|(&key, _)| key);
            let Some(key) = oldest else {
                return;
            };
            if let Some(entry) = self.stamps.remove(&key) {
                self.bytes -= entry.bytes;
            }
        }
    }
}
