//! What the turns service has scheduled or under way in the background, per
//! game: the sweep leaves those games alone.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use crate::live::kernel::held;
use crate::table::GameId;

/// What this process has scheduled or under way in the background, per game
/// (the sweep leaves those games alone).
#[derive(Default)]
pub(in crate::live) struct Background {
    /// Games whose next computer move is scheduled and not yet started.
    ai_pending: std::sync::Mutex<HashSet<GameId>>,
    /// When the computer move being played now was due, per game.
    ai_playing: std::sync::Mutex<HashMap<GameId, Instant>>,
    /// Games whose computer move or deadline is being handled (retries included).
    in_flight: std::sync::Mutex<HashSet<GameId>>,
}

impl Background {
    /// A computer move of `game` is scheduled: when it is due, or `None` if
    /// one already was. A move that follows a computer's is due a `pause`
    /// after that one was due, not after its commit: on a busy bot its
    /// thinking, load and commit would otherwise add up move after move (six
    /// moves of three computers between two turns of a person), while it
    /// still comes at least a quarter pause after the last, for the watchers.
    pub(in crate::live) fn schedule_ai(&self, game: GameId, pause: Duration) -> Option<Instant> {
        if !held(&self.ai_pending).insert(game) {
            return None;
        }
        let now = Instant::now();
        Some(match held(&self.ai_playing).get(&game) {
            Some(&due) => (due + pause).max(now + pause / 4),
            None => now + pause,
        })
    }

    /// The scheduled computer move of `game`, due at `due`, starts (the next
    /// one may be scheduled from now, paced from `due`).
    pub(in crate::live) fn ai_started(&self, game: GameId, due: Instant) {
        held(&self.ai_pending).remove(&game);
        held(&self.ai_playing).insert(game, due);
    }

    /// The computer move due at `due` is over (the next, if any, has its own
    /// due time): a person's move after it is paced afresh.
    pub(in crate::live) fn ai_over(&self, game: GameId, due: Instant) {
        let mut playing = held(&self.ai_playing);
        if playing.get(&game) == Some(&due) {
            playing.remove(&game);
        }
    }

    /// A computer move or a deadline of `game` is being handled now.
    pub(in crate::live) fn started(&self, game: GameId) {
        held(&self.in_flight).insert(game);
    }

    pub(in crate::live) fn ended(&self, game: GameId) {
        held(&self.in_flight).remove(&game);
    }

    /// Whether a computer move of `game` is scheduled or under way, or a
    /// deadline's handling.
    pub(in crate::live) fn busy(&self, game: GameId) -> bool {
        held(&self.ai_pending).contains(&game) || held(&self.in_flight).contains(&game)
    }
}
