//! Cooldowns where one click posts in public: a Practice game opens a public
//! thread titled with its member's name, a Rematch pings the game's players
//! again, a Challenge pings the member it names, a new tournament posts a
//! sign-up. A member may do each once per [`Waits::cooldown`]; a click within
//! it is refused, only to them, saying when they may again. Kept in memory:
//! a restart forgets them, which costs one more post at most.
//!
//! [`Waits::cooldown`]: crate::live::Waits::cooldown

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::heavy::per_person::PerPerson;
use crate::live::error::{Error, Result};
use crate::live::kernel::allowance::again_at;
use crate::live::kernel::{Kernel, held};
use crate::live::port::Screen;
use crate::table::{Cooldown, TooSoon, UserId};

/// When each member last did each thing: one [`PerPerson`] per thing, made
/// with the cooldown of its first use.
#[derive(Default)]
pub(in crate::live) struct Cooldowns(std::sync::Mutex<HashMap<Cooldown, PerPerson>>);

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

impl<S: Screen> Kernel<S> {
    /// `user` does `what` now, or is refused (only to them) saying when they
    /// may again.
    pub fn cool_down(&self, user: UserId, what: Cooldown) -> Result<()> {
        let lasts = self.settings.waits.cooldown;
        let Some(wait) = self.cooldowns.take(user, what, lasts, Instant::now()) else {
            return Ok(());
        };
        let at = again_at(wait);
        Err(Error::refused(TooSoon::Cooldown { what, at }))
    }
}
