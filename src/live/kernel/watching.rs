//! Who is watching a game: a player who clicked in it a moment ago (within
//! [`Waits::watching`](crate::live::Waits::watching)) sees their turn come without
//! being notified; anyone else, or the same player after a longer pause, is
//! pinged. A table's opening ping counts as a click. Kept in memory: after a
//! restart everyone is pinged once.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::live::kernel::{Kernel, held};
use crate::live::port::Screen;
use crate::table::{GameId, Table, UserId};

/// When each player last clicked in each game.
#[derive(Default)]
pub(in crate::live) struct Watchers(std::sync::Mutex<HashMap<(GameId, UserId), Instant>>);

impl<S: Screen> Kernel<S> {
    /// `user` clicked in `game` just now.
    pub fn acted(&self, game: GameId, user: UserId) {
        held(&self.watchers.0).insert((game, user), Instant::now());
    }
}

impl Watchers {
    /// Whether showing `table` as it is now should notify: a person is to
    /// move who has not clicked in the game within `watching`.
    pub(in crate::live) fn notifies(&self, table: &Table, watching: Duration) -> bool {
        let Some((_, user)) = table.human_to_move() else {
            return false;
        };
        held(&self.0)
            .get(&(table.id, user))
            .is_none_or(|at| at.elapsed() >= watching)
    }

    /// A table with no lobby message (a tournament's, a practice game), not
    /// shown yet, is opened by a log that pings its people (the screen's):
    /// they count as watching it from now, so that none of their first
    /// turns notifies them again.
    pub(in crate::live) fn opening(&self, table: &Table) {
        if table.opened_by_lobby() || table.shown_version.is_some() {
            return;
        }
        let now = Instant::now();
        let mut watchers = held(&self.0);
        for user in table.seats.iter().filter_map(|s| s.occupant.user()) {
            watchers.insert((table.id, user), now);
        }
    }

    /// How many (game, player) pairs are kept (for the engine's tests).
    #[cfg(feature = "testing")]
    pub(in crate::live) fn count(&self) -> usize {
        held(&self.0).len()
    }

    /// A game over: nobody watches it any more.
    pub(in crate::live) fn forget(&self, game: GameId) {
        held(&self.0).retain(|(g, _), _| *g != game);
    }
}
