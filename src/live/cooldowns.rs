//! Cooldowns where one click posts in public: a Practice game opens a public
//! thread titled with its member's name, a Rematch pings the game's players
//! again, a new tournament posts a sign-up. A member may do each once per [`Waits::cooldown`]; a click within
//! it is refused, only to them, saying when they may again. Kept in memory:
//! a restart forgets them, which costs one more post at most.
//!
//! [`Waits::cooldown`]: super::Waits::cooldown

use std::collections::HashMap;
use std::time::{Duration, Instant};

use super::screen::Screen;
use super::{Error, Result, Tables, held};
use crate::heavy::cooldowns::Cooldowns as PerPerson;
use crate::table::{TooSoon, UserId, unix_now};

/// What a member may do once per cooldown.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cooldown {
    /// Open a practice game (the button after the lessons).
    Practice,
    /// Open a rematch under a game's results.
    Rematch,
    /// Open a tournament (`/hypnosia tournament new` posts a sign-up).
    Tournament,
}

/// When each member last did each thing: one [`PerPerson`] per thing, made
/// with the cooldown of its first use.
#[derive(Default)]
pub(super) struct Cooldowns(std::sync::Mutex<HashMap<Cooldown, PerPerson>>);

impl Cooldowns {
    /// Takes `user`'s `what` now, or tells how long until they may.
    fn take(
        &self,
        user: UserId,
        what: Cooldown,
        lasts: Duration,
        now: Instant,
    ) -> Option<Duration> {
        let mut all = held(&self.0);
        let per_person = all.entry(what).or_insert_with(|| PerPerson::new(lasts));
        per_person.start(user, now).err()
    }
}

impl<S: Screen> Tables<S> {
    /// `user` does `what` now, or is refused (only to them) saying when they
    /// may again.
    pub fn cool_down(&self, user: UserId, what: Cooldown) -> Result<()> {
        let lasts = self.settings.waits.cooldown;
        let Some(wait) = self.cooldowns.take(user, what, lasts, Instant::now()) else {
            return Ok(());
        };
        // Rounded up to the next second: asked again then, it passes.
        let at = unix_now() + wait.as_secs_f64().ceil() as i64 + 1;
        Err(Error::refused(match what {
            Cooldown::Practice => TooSoon::Practice { at },
            Cooldown::Rematch => TooSoon::Rematch { at },
            Cooldown::Tournament => TooSoon::Tournament { at },
        }))
    }
}
