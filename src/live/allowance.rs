//! Each member's allowance of the bot's work ([`crate::heavy::fair`]), as the
//! engine and its screen charge it: one bucket per member for everything
//! they ask for (a hint, a drawing, a page, a refused click), whoever asks.

use std::time::{Duration, Instant};

use super::screen::Screen;
use super::{Error, Result, Tables};
use crate::heavy::fair::{Ask, Shares};
use crate::table::{TooSoon, UserId, unix_now};

/// Takes `ask`'s price ([`Ask::price`]) from `user`'s bucket in `shares`, or
/// refuses it (only to them) saying when they may ask again.
pub fn fair_share(shares: &Shares, user: UserId, ask: Ask) -> Result<()> {
    shares
        .take(user, ask.price(), Instant::now())
        .map_err(too_fast)
}

/// The refusal of a member whose bucket can pay again in `wait`.
pub fn too_fast(wait: Duration) -> Error {
    // Rounded up to the next second: asked again then, it passes.
    let at = unix_now() + wait.as_secs_f64().ceil() as i64 + 1;
    Error::refused(TooSoon::Heavy { at })
}

impl<S: Screen> Tables<S> {
    /// Takes `ask`'s price from `user`'s allowance, or refuses it.
    pub fn fair_share(&self, user: UserId, ask: Ask) -> Result<()> {
        fair_share(&self.allowances, user, ask)
    }
}
