//! The end-to-end tests' own harness (`harness = false`, with `libtest-mimic`): the
//! same command line and output as Rust's, but four tests at a time by default.
//!
//! These tests spend most of their time waiting (for turn time-outs, retries, a
//! process to restart), not computing: on CI's two cores, two at a time (libtest's
//! default there) left the machine half idle. `--test-threads N` or
//! `RUST_TEST_THREADS` still choose.
//!
//! Each module lists its tests with [`tests!`]; a test left out of the list is an
//! unused function (a warning, an error in CI), and [`no_test_escapes_its_list`] fails
//! if a `#[test]`-style attribute (which this harness would silently never run) is
//! written anywhere in `tests/e2e/`. A test listed twice (libtest-mimic would run it
//! twice) stops [`run`] before anything runs.

use std::future::Future;

use libtest_mimic::{Failed, Trial};

/// Tests run at once unless the command line or `RUST_TEST_THREADS` says otherwise.
pub const THREADS: usize = 4;

/// Registers a module's tests: `async fn`s run as `#[tokio::test(flavor =
/// "multi_thread", worker_threads = 2)]` would run them, then (after `; sync:`) plain functions.
macro_rules! tests {
    ($($name:ident),* $(,)? $(; sync: $($sync:ident),* $(,)?)?) => {
        /// This module's tests, for the harness (`harness.rs`).
        pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
            vec![
                $($crate::harness::on_runtime(module_path!(), stringify!($name), $name),)*
                $($($crate::harness::plain(module_path!(), stringify!($sync), $sync),)*)?
            ]
        }
    };
}
pub(crate) use tests;

/// `module::name`, as libtest names tests (so filters keep working).
fn test_name(module: &str, name: &str) -> String {
    let module = module.split_once("::").map_or(module, |(_, m)| m);
    format!("{module}::{name}")
}

/// An async test on its own multi-thread runtime with two workers.
pub fn on_runtime<F, Fut>(module: &str, name: &str, test: F) -> Trial
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()>,
{
    Trial::test(test_name(module, name), move || {
        let elsewhere = hypnosia_emulator::elsewhere::watch_this_thread();
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|e| Failed::from(format!("no tokio runtime: {e}")))?
            .block_on(test());
        only_where_the_bot_is(&elsewhere)
    })
}

/// Every test fails that made the bot call with its token a place it is not in (a DM or
/// group DM between people, a server that never added it: Discord refuses and counts each),
/// in any emulator it started: whether it asserts its violations or not.
fn only_where_the_bot_is(calls: &std::sync::atomic::AtomicU64) -> Result<(), Failed> {
    match calls.load(std::sync::atomic::Ordering::Relaxed) {
        0 => Ok(()),
        n => Err(Failed::from(format!(
            "{n} call(s) with the bot's token to a place the bot is not in \
             (the emulator's no-access violations say which)"
        ))),
    }
}

/// A plain test.
pub fn plain(module: &str, name: &str, test: fn()) -> Trial {
    Trial::test(test_name(module, name), move || {
        test();
        Ok(())
    })
}

/// Runs `trials`, in their order, with the command line's arguments.
pub fn run(mut trials: Vec<Trial>) -> ! {
    let twice = registered_twice(&trials);
    assert!(
        twice.is_empty(),
        "registered twice (libtest-mimic would run each twice): {twice:?}"
    );
    let mut args = libtest_mimic::Arguments::from_args();
    if args.test_threads.is_none() {
        let from_env = std::env::var("RUST_TEST_THREADS").ok();
        args.test_threads = Some(from_env.and_then(|n| n.parse().ok()).unwrap_or(THREADS));
    }
    trials.push(plain(
        "e2e::harness",
        "no_test_escapes_its_list",
        no_test_escapes_its_list,
    ));
    let conclusion = libtest_mimic::run(&args, trials);
    // Set-ups shared between tests start their emulators on a runtime of their own: the
    // whole run's count catches those too.
    let elsewhere = hypnosia_emulator::elsewhere::in_process();
    println!("calls with the bot's token to places the bot is not in, whole run: {elsewhere}");
    if elsewhere > 0 {
        std::process::exit(101);
    }
    conclusion.exit()
}

/// The names of `trials` that appear more than once, in order.
fn registered_twice(trials: &[Trial]) -> Vec<&str> {
    let mut seen = std::collections::HashSet::new();
    let mut twice: Vec<&str> = trials
        .iter()
        .map(Trial::name)
        .filter(|name| !seen.insert(*name))
        .collect();
    twice.sort_unstable();
    twice.dedup();
    twice
}

/// No file of `tests/e2e/` marks a test with an attribute this harness would ignore.
fn no_test_escapes_its_list() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("e2e");
    let marks = [concat!("#[", "test]"), concat!("#[tokio::", "test")];
    let mut found = Vec::new();
    // Every file below tests/e2e/, its folders' (such as support/) included.
    let mut folders = vec![dir];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("tests/e2e/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            // This file names the attributes in its own documentation.
            let this_file = path.file_name().is_some_and(|n| n == "harness.rs");
            if path.extension().is_some_and(|e| e == "rs") && !this_file {
                let text = std::fs::read_to_string(&path).expect("a readable test file");
                if marks.iter().any(|m| text.contains(m)) {
                    found.push(path.display().to_string());
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "these files mark tests with an attribute the end-to-end harness never runs; \
         list them in the file's `crate::harness::tests!` instead: {found:?}"
    );
}
