//! Calls with the bot's token to a place the bot is not in (a DM or group DM between people,
//! a server that never added it): Discord refuses each (403 50001) and counts it toward its
//! invalid-request limit, and a bot that makes one breaks the rule that only people's
//! interactions reach such a place. Each is a `no-access` violation of its emulator, and is
//! counted three ways: by the emulator ([`Emulator::bot_token_elsewhere`]), by the watcher
//! of the thread that started the emulator ([`watch_this_thread`]: a test harness watches
//! each test, every emulator the test starts reporting to it) and over the whole process
//! ([`in_process`]), which no test can clear.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::Emulator;
use super::state::State;

static IN_PROCESS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    static WATCHER: RefCell<Option<Arc<AtomicU64>>> = const { RefCell::new(None) };
}

/// From now on, every emulator started on this thread counts its calls with the bot's token
/// to a place the bot is not in into the counter returned (a fresh one: an earlier watch of
/// this thread ends).
pub fn watch_this_thread() -> Arc<AtomicU64> {
    let counter = Arc::new(AtomicU64::new(0));
    WATCHER.with(|w| *w.borrow_mut() = Some(Arc::clone(&counter)));
    counter
}

/// The calls with the bot's token to a place the bot is not in, over every emulator of this
/// process so far.
pub fn in_process() -> u64 {
    IN_PROCESS.load(Ordering::Relaxed)
}

/// The watcher of the thread starting an emulator, if any.
pub(crate) fn watcher() -> Option<Arc<AtomicU64>> {
    WATCHER.with(|w| w.borrow().clone())
}

/// One more call with the bot's token to a place the bot is not in.
pub(crate) fn count(st: &mut State) {
    st.bot_token_elsewhere += 1;
    if let Some(watcher) = &st.watcher {
        watcher.fetch_add(1, Ordering::Relaxed);
    }
    IN_PROCESS.fetch_add(1, Ordering::Relaxed);
}

impl Emulator {
    /// The calls this emulator answered with the bot's token in a place the bot is not in.
    pub fn bot_token_elsewhere(&self) -> u64 {
        self.inner.lock().bot_token_elsewhere
    }
}
