//! The running games this process loaded or committed last, kept replayed
//! ([`KeptGames`]): a move loads its game, and a game whose row is still at
//! the version (and dice) kept is served from here, its record neither read
//! nor parsed nor replayed. The row decides: the load names the version it
//! holds, and the database sends the record only when the row is at another
//! (another process wrote it, on PostgreSQL; a save was refused), so a kept
//! game is never served stale. Everything else of the row (its place, clock,
//! what was shown) is read as before: those change without a move. Its seats
//! are kept too, once read: a game's seats change only while it is a lobby
//! (every write of them checks so), so a running game's are what they were
//! when it started, and its load is one statement instead of two.
//!
//! A change takes its game out ([`KeptGames::take`]) rather than copying it:
//! the game it plays on is then the only holder of its record's entries,
//! which a move extends in place instead of copying them whole (hundreds of
//! allocations a move, and as many frees of the copy it replaced). Its
//! commit keeps the new state; a change that commits nothing puts the game
//! back ([`crate::store::Store::keep_unchanged`]). Meanwhile a load of it
//! elsewhere reads the record, as for a game not kept.
//!
//! Bounded: at most [`KEPT_GAMES`] games, the one used longest ago dropped
//! first. One game costs its record's entries and its position: about
//! 250 bytes a move (3.6 KB 10 moves in, 26 KB 100 in, 51 KB 200 in;
//! `benches/README.md`, 79.1). A game is dropped when it ends or a save of
//! it is refused.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::game::Game;
use crate::table::{GameId, Seat};

/// How many running games one store keeps replayed: more than a process
/// runs at once (2 000 at the goal of issue 79): at most about 50 MiB
/// of games 100 moves in.
pub const KEPT_GAMES: usize = 2048;

/// A game as the store holds it at `version`: what a load at that version
/// and dice serves instead of replaying the record.
#[derive(Clone, Debug)]
pub(super) struct Kept {
    pub(super) version: u64,
    /// The game's dice as stored (`dice_state`, hex): compared with the row's
    /// too, so that nothing but the same record and dice is ever served.
    pub(super) dice: String,
    /// None while a change has it ([`KeptGames::take`]).
    pub(super) game: Option<Arc<Game>>,
    /// The game's seats, once a load read them (never changed while it runs).
    pub(super) seats: Option<Arc<Vec<Seat>>>,
}

/// The games kept, shared by every clone of a store.
#[derive(Clone, Debug)]
pub(super) struct KeptGames {
    inner: Arc<Mutex<Games>>,
    bound: usize,
}

#[derive(Debug, Default)]
struct Games {
    by_id: HashMap<GameId, (Kept, u64)>,
    /// Ticks on every use: the smallest in `by_id` is the least recently used.
    clock: u64,
}

impl Default for KeptGames {
    fn default() -> Self {
        KeptGames::with_bound(KEPT_GAMES)
    }
}

impl KeptGames {
    pub(super) fn with_bound(bound: usize) -> KeptGames {
        KeptGames {
            inner: Arc::default(),
            bound,
        }
    }

    /// The game kept for `id`, if any (its version and dice are for the
    /// load to check against the row).
    pub(super) fn get(&self, id: GameId) -> Option<Kept> {
        let mut games = self.lock();
        games.clock += 1;
        let now = games.clock;
        let (kept, used) = games.by_id.get_mut(&id)?;
        *used = now;
        Some(kept.clone())
    }

    /// [`KeptGames::get`] for a change: the game itself, which the entry
    /// lends until the change's commit keeps the next (its seats stay).
    pub(super) fn take(&self, id: GameId) -> Option<Kept> {
        let mut games = self.lock();
        games.clock += 1;
        let now = games.clock;
        let (kept, used) = games.by_id.get_mut(&id)?;
        *used = now;
        let game = kept.game.take();
        Some(Kept {
            game,
            ..kept.clone()
        })
    }

    /// Keeps `game` as the store holds `id` now (a game that is over is
    /// dropped instead: it is loaded again only for a click on its results).
    pub(super) fn keep(&self, id: GameId, game: &Game, dice: String) {
        if game.is_over() || self.bound == 0 {
            return self.forget(id);
        }
        let mut games = self.lock();
        let seats = games.by_id.get(&id).and_then(|(k, _)| k.seats.clone());
        let kept = Kept {
            version: game.version(),
            dice,
            game: Some(Arc::new(game.clone())),
            seats,
        };
        games.clock += 1;
        let now = games.clock;
        if !games.by_id.contains_key(&id) && games.by_id.len() >= self.bound {
            // A full store drops the game used longest ago: one scan, only when
            // a game new to it comes in.
            let oldest = games.by_id.iter().min_by_key(|(_, (_, used))| *used);
            if let Some(oldest) = oldest.map(|(id, _)| *id) {
                games.by_id.remove(&oldest);
            }
        }
        games.by_id.insert(id, (kept, now));
    }

    /// Keeps the seats a load read of `id`, a running game kept.
    pub(super) fn keep_seats(&self, id: GameId, seats: &[Seat]) {
        if let Some((kept, _)) = self.lock().by_id.get_mut(&id)
            && kept.seats.is_none()
        {
            kept.seats = Some(Arc::new(seats.to_vec()));
        }
    }

    /// Drops `id` (it ended, or a save of it was refused).
    pub(super) fn forget(&self, id: GameId) {
        self.lock().by_id.remove(&id);
    }

    /// How many games are kept.
    #[cfg(feature = "testing")]
    pub(super) fn len(&self) -> usize {
        self.lock().by_id.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Games> {
        // A panic under this lock leaves nothing half-done worth refusing.
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
