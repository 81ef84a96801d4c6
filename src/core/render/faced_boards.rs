//! The static boards with faces kept between renders: one per running game
//! (games seated alike share one), within a memory budget, each built once
//! however many renders ask for it at the same time, and given up for a
//! faceless board rather than slowing the boards of every game.
//!
//! A board with faces holds about 2 MB (its rows, their deflate parse and
//! coded bits, its palette) and takes about 70 ms to build, against a few
//! milliseconds for a render on it; a faceless board is shared by every game
//! seated with the same colors. So a game keeps its board while it runs and
//! lets it go with its last render (the results); when the budget is spent,
//! or when boards are being built faster than [`BUILDS_PER_SECOND`], a game
//! that has none yet is drawn without faces (and tries again at its next
//! render) instead of pushing another game's board out: an LRU over more
//! games than it holds would rebuild at every render.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::board_faces::{self, Faced};
use super::face::Faces;
use crate::game::{Color, Game};

/// The memory the boards with faces may hold by default: about 80 boards,
/// which keeps a bot of 500 running games under 512 MiB.
pub const DEFAULT_BUDGET: usize = 160 << 20;

/// Builds a burst may start at once.
pub const BURST: f64 = 12.0;

/// Builds per second in the long run: about a quarter of a core, so the
/// live lane keeps most of its time for the renders themselves.
pub const BUILDS_PER_SECOND: f64 = 4.0;

/// A board no game has used for this long may be dropped for another's.
const IDLE: Duration = Duration::from_secs(15 * 60);

/// What a board is reckoned to hold until it is built.
const ESTIMATE: usize = 2 << 20;

/// The boards with faces of the running games (see the module's note).
pub struct FacedBoards {
    budget: AtomicUsize,
    kept: Mutex<Kept>,
}

/// What [`FacedBoards`] holds and has done.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct FacedStats {
    /// Boards kept.
    pub boards: usize,
    /// Games holding one.
    pub games: usize,
    /// Their memory, in bytes.
    pub bytes: usize,
    /// Boards built so far.
    pub built: u64,
    /// Renders of a game drawn without faces for want of memory or time.
    pub faceless: u64,
    /// Renders of a game drawn with its faces.
    pub faced: u64,
}

struct Kept {
    /// Each game's board, by its digest.
    games: HashMap<u64, u64>,
    boards: HashMap<u64, Board>,
    bytes: usize,
    /// Builds that may start now, refilled at `per_second` up to `burst`.
    credit: f64,
    burst: f64,
    per_second: f64,
    refilled: Instant,
    built: u64,
    faceless: u64,
    faced: u64,
}

struct Board {
    /// Built once: whoever asks while it is being built waits for it.
    made: Arc<OnceLock<Faced>>,
    bytes: usize,
    /// Games holding it; a board of none (a replay's) may go at any time.
    games: usize,
    used: Instant,
}

impl FacedBoards {
    /// Boards within `budget` bytes, built at most [`BUILDS_PER_SECOND`].
    pub fn new(budget: usize) -> FacedBoards {
        FacedBoards::paced(budget, BURST, BUILDS_PER_SECOND)
    }

    /// Boards within `budget` bytes, at most `burst` built at once and
    /// `per_second` in the long run.
    pub fn paced(budget: usize, burst: f64, per_second: f64) -> FacedBoards {
        FacedBoards {
            budget: AtomicUsize::new(budget),
            kept: Mutex::new(Kept {
                burst,
                per_second,
                games: HashMap::new(),
                boards: HashMap::new(),
                bytes: 0,
                credit: burst,
                refilled: Instant::now(),
                built: 0,
                faceless: 0,
                faced: 0,
            }),
        }
    }

    /// The boards every render of the process uses ([`DEFAULT_BUDGET`]).
    pub fn global() -> &'static FacedBoards {
        static GLOBAL: OnceLock<FacedBoards> = OnceLock::new();
        GLOBAL.get_or_init(|| FacedBoards::new(DEFAULT_BUDGET))
    }

    /// Changes the budget; boards over it go as their games end.
    pub fn set_budget(&self, bytes: usize) {
        self.budget.store(bytes, Ordering::Relaxed);
    }

    /// Changes the pace of builds: a process that hosts several bots (the
    /// end-to-end tests) gives them the pace each would have on its own.
    pub fn set_pace(&self, burst: f64, per_second: f64) {
        let mut kept = self.kept();
        (kept.burst, kept.per_second) = (burst, per_second);
        kept.credit = kept.credit.max(burst);
    }

    /// What is kept and what was done.
    pub fn stats(&self) -> FacedStats {
        let kept = self.kept();
        FacedStats {
            boards: kept.boards.len(),
            games: kept.games.len(),
            bytes: kept.bytes,
            built: kept.built,
            faceless: kept.faceless,
            faced: kept.faced,
        }
    }

    /// Lets `game`'s board go (a game that ended without a last render).
    pub fn forget(&self, game: u64) {
        self.kept().release(game);
    }

    /// The static board with faces of `game`, or none: draw it faceless.
    pub(super) fn base(
        &self,
        game: &Game,
        names: &[(Color, String)],
        faces: &Faces,
    ) -> Option<Faced> {
        let colors: Vec<Color> = game.position().players().collect();
        let seats = board_faces::seats(&colors, names, faces);
        let key = board_faces::key(&seats);
        let owner = faces.game();
        let made = self.board(owner, key)?;
        let faced = made.get_or_init(|| board_faces::build(&seats)).clone();
        let mut guard = self.kept();
        let kept = &mut *guard;
        if let Some(board) = kept.boards.get_mut(&key)
            && Arc::ptr_eq(&board.made, &made)
            && board.bytes == ESTIMATE
        {
            board.bytes = board_faces::bytes(&faced);
            kept.bytes = kept.bytes - ESTIMATE + board.bytes;
        }
        if owner.is_some() {
            kept.faced += 1;
        }
        // The results are a game's last render: its board goes with them.
        if let Some(owner) = owner.filter(|_| game.is_over()) {
            kept.release(owner);
        }
        Some(faced)
    }

    /// The cell of the board `key` for `owner`, made room for if new; none
    /// when a game's board may not be built now.
    fn board(&self, owner: Option<u64>, key: u64) -> Option<Arc<OnceLock<Faced>>> {
        let budget = self.budget.load(Ordering::Relaxed);
        let now = Instant::now();
        let mut guard = self.kept();
        let kept = &mut *guard;
        if let Some(owner) = owner
            && kept.games.get(&owner) != Some(&key)
        {
            // Its faces changed (a new avatar came): its old board goes.
            kept.release(owner);
        }
        if let Some(board) = kept.boards.get_mut(&key) {
            board.used = now;
            if let Some(owner) = owner
                && kept.games.insert(owner, key).is_none()
            {
                board.games += 1;
            }
            return Some(board.made.clone());
        }
        if owner.is_some() {
            let (burst, per_second) = (kept.burst, kept.per_second);
            kept.refill(now, burst, per_second);
            if kept.credit < 1.0 || !kept.make_room(budget, now) {
                kept.faceless += 1;
                return None;
            }
            kept.credit -= 1.0;
        }
        let room = owner.is_some() || kept.make_room(budget, now);
        kept.built += 1;
        let made = Arc::new(OnceLock::new());
        // A replay's board (no game) is built whatever the budget, and kept
        // only while there is room.
        if room {
            kept.bytes += ESTIMATE;
            let games = usize::from(owner.is_some());
            let board = Board {
                made: made.clone(),
                bytes: ESTIMATE,
                games,
                used: now,
            };
            kept.boards.insert(key, board);
            if let Some(owner) = owner {
                kept.games.insert(owner, key);
            }
        }
        Some(made)
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Kept {
    /// `game` holds its board no more; a board nobody holds goes.
    fn release(&mut self, game: u64) {
        let Some(key) = self.games.remove(&game) else {
            return;
        };
        if let Some(board) = self.boards.get_mut(&key) {
            board.games = board.games.saturating_sub(1);
            if board.games == 0 {
                let bytes = board.bytes;
                self.boards.remove(&key);
                self.bytes -= bytes;
            }
        }
    }

    /// Drops boards until another fits in `budget`: first those no game
    /// holds, then those unused for [`IDLE`], the least recently used first,
    /// never one being built. Whether it fits.
    fn make_room(&mut self, budget: usize, now: Instant) -> bool {
        while self.bytes + ESTIMATE > budget {
            let idle = |b: &Board| b.games == 0 || now.duration_since(b.used) >= IDLE;
            let oldest = self
                .boards
                .iter()
                .filter(|(_, b)| idle(b) && b.made.get().is_some())
                .min_by_key(|(_, b)| (b.games, b.used))
                .map(|(&key, _)| key);
            let Some(key) = oldest else {
                return false;
            };
            if let Some(board) = self.boards.remove(&key) {
                self.bytes -= board.bytes;
            }
            self.games.retain(|_, k| *k != key);
        }
        true
    }

    /// Adds the builds earned since the last refill.
    fn refill(&mut self, now: Instant, burst: f64, per_second: f64) {
        let earned = now.duration_since(self.refilled).as_secs_f64() * per_second;
        self.credit = (self.credit + earned).min(burst);
        self.refilled = now;
    }
}
