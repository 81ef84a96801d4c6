//! The two runtimes of the benches that run the bot against the emulator: the
//! bot's own (two threads, as on the 2-core machines it is measured for) and
//! the driver's (the emulator and the scripted players), so that what the
//! players do is not counted as the bot's CPU.

use tokio::runtime::{Builder, Runtime};

/// The name of the bot runtime's threads (the load bench reads their CPU).
pub const BOT_THREADS: &str = "hy-bot";

/// The bot's runtime: two worker threads named [`BOT_THREADS`].
pub fn bot_runtime() -> Runtime {
    runtime(BOT_THREADS, 2)
}

/// The driver's runtime: `threads` worker threads named `emu-driver`.
pub fn driver_runtime(threads: usize) -> Runtime {
    runtime("emu-driver", threads)
}

fn runtime(name: &str, threads: usize) -> Runtime {
    Builder::new_multi_thread()
        .worker_threads(threads)
        .thread_name(name)
        .enable_all()
        .build()
        .expect("a runtime")
}
