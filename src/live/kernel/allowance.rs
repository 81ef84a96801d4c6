//! Each member's allowance of the bot's work ([`crate::heavy::fair`]), as the
//! engine and its screen charge it: one bucket per member for everything
//! they ask for (a hint, a drawing, a page, a refused click), whoever asks.

use std::time::{Duration, Instant};

use crate::heavy::fair::{Ask, Shares};
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::port::Screen;
use crate::table::{TooSoon, UnixTime, UserId, unix_now};

/// Takes `ask`'s price ([`Ask::price`]) from `user`'s bucket in `shares`, or
/// refuses it (only to them) saying when they may ask again.
fn fair_share(shares: &Shares, user: UserId, ask: Ask) -> Result<()> {
    shares
        .take(user, ask.price(), Instant::now())
        .map_err(too_fast)
}

/// The refusal of a member whose bucket can pay again in `wait`.
fn too_fast(wait: Duration) -> Error {
    Error::refused(TooSoon::Heavy { at: again_at(wait) })
}

/// When a member refused for `wait` may ask again.
pub(in crate::live) fn again_at(wait: Duration) -> UnixTime {
    // Rounded up to the next second: asked again then, it passes.
    unix_now() + wait.as_secs_f64().ceil() as i64 + 1
}

impl<S: Screen> Kernel<S> {
    /// Takes `ask`'s price from `user`'s allowance, or refuses it.
    pub fn fair_share(&self, user: UserId, ask: Ask) -> Result<()> {
        fair_share(self.allowances(), user, ask)
    }
}
