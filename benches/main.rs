//! The bot's benchmarks, one binary: every suite links the whole bot
//! (serenity, sqlx, tokio, image…), so one link instead of one per suite.
//!
//! ```sh
//! cargo bench --bench benches              # every suite, full size
//! cargo bench --bench benches -- render    # only the suites the filter names
//! cargo test --benches                     # every suite once, short (CI)
//! ```
//!
//! The filter is criterion's: a regex over benchmark ids, each of which starts
//! with its suite's name (`render/…`, `store/commit_move/…`). A suite runs when
//! no filter is given or the filter names it (the suite's name contains the
//! filter, or the filter starts with `name/`, a leading `^` aside), so that
//! the set-up of the other suites (a 10 000-player store, a GIF) is skipped.
//! The suites that are not criterion's (`load`, `contention`, `servers`,
//! `analysis`, `discord_pace`, `sweep`)
//! take their knobs from the environment, as each file's `//!` says.
//!
//! Without `--bench` (`cargo test --benches`), or with `--test`, every suite
//! is short: criterion runs each benchmark once, and every suite trims its
//! sizes and asserts that it measured something, so none can rot unseen.

/// The bot's allocator, as the `hypnosia` binary's (`src/main.rs`): `discord_pace` runs the bot
/// in this binary's own process.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod ai;
mod analysis;
mod contention;
mod discord_pace;
mod engine;
mod gif;
mod history;
mod load;
mod render;
mod servers;
mod store;
mod sweep;

mod common {
    pub mod bot_config;
    pub mod lanes;
    pub mod runtimes;
    pub mod turns;
}
#[path = "../tests/common/boards.rs"]
mod boards;
#[path = "../tests/common/fixtures.rs"]
mod fixtures;
#[path = "../tests/common/postgres.rs"]
mod postgres;

use std::time::{Duration, Instant};

use criterion::Criterion;

/// How a suite measures: criterion's groups, or a run of its own.
#[derive(Clone, Copy)]
enum Suite {
    Criterion(fn(&mut Criterion, bool)),
    Own(fn(bool)),
}

/// Every suite, in the order they run. The ones that run the bot come last:
/// their runtimes are shut down without waiting, so what the bot was still
/// doing (a GIF being drawn) may finish beside the next suite.
const SUITES: [(&str, Suite); 12] = [
    ("engine", Suite::Criterion(engine::suite)),
    ("store", Suite::Criterion(store::suite)),
    ("render", Suite::Criterion(render::suite)),
    ("ai", Suite::Criterion(ai::suite)),
    ("gif", Suite::Criterion(gif::suite)),
    ("history", Suite::Criterion(history::suite)),
    ("sweep", Suite::Own(sweep::run)),
    ("analysis", Suite::Own(analysis::run)),
    ("load", Suite::Own(load::run)),
    ("contention", Suite::Own(contention::run)),
    ("servers", Suite::Own(servers::run)),
    ("discord_pace", Suite::Own(discord_pace::run)),
];

/// Criterion's options that take a value: their value is not the filter.
const OPTIONS_WITH_VALUE: [&str; 20] = [
    "-c",
    "--color",
    "--colour",
    "-s",
    "--save-baseline",
    "-b",
    "--baseline",
    "--baseline-lenient",
    "--format",
    "--profile-time",
    "--load-baseline",
    "--sample-size",
    "--warm-up-time",
    "--measurement-time",
    "--nresamples",
    "--noise-threshold",
    "--confidence-level",
    "--significance-level",
    "--plotting-backend",
    "--output-format",
];

/// What the command line asks of the suites (criterion reads it too, itself).
struct Args {
    /// Short runs: criterion's test mode (`cargo test --benches`, or `--test`).
    short: bool,
    /// `--list`: criterion lists its benchmarks; the other suites only say their name.
    list: bool,
    filter: Option<String>,
}

impl Args {
    fn parse(args: impl IntoIterator<Item = String>) -> Args {
        let (mut bench, mut test, mut list, mut filter) = (false, false, false, None);
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--bench" => bench = true,
                "--test" => test = true,
                "--list" => list = true,
                option if OPTIONS_WITH_VALUE.contains(&option) => {
                    args.next();
                }
                option if option.starts_with('-') => {}
                word => {
                    filter.get_or_insert_with(|| word.to_string());
                }
            }
        }
        Args {
            short: !bench || test,
            list,
            filter,
        }
    }

    fn selects(&self, suite: &str) -> bool {
        let Some(filter) = &self.filter else {
            return true;
        };
        let filter = filter.strip_prefix('^').unwrap_or(filter);
        suite.contains(filter) || filter.starts_with(&format!("{suite}/"))
    }
}

fn main() {
    // As the binary (`src/main.rs`): the bot runs in this process.
    hypnosia::config::limit_malloc_arenas();
    // Started again as the bot of `discord_pace` (a process of its own).
    discord_pace::bot::run_if_asked();
    let args = Args::parse(std::env::args().skip(1));
    let mut criterion = Criterion::default().configure_from_args();
    // Listing builds each criterion suite's inputs: the short ones will do.
    let short = args.short || args.list;
    let mut took: Vec<(&str, Duration)> = Vec::new();
    for (name, suite) in SUITES {
        if !args.selects(name) {
            continue;
        }
        let started = Instant::now();
        match suite {
            Suite::Criterion(suite) => suite(&mut criterion, short),
            Suite::Own(_) if args.list => println!("{name}: bench"),
            Suite::Own(suite) => suite(short),
        }
        let elapsed = started.elapsed();
        println!("suite {name}: {:.1} s", elapsed.as_secs_f64());
        took.push((name, elapsed));
    }
    criterion.final_summary();
    assert!(
        !took.is_empty(),
        "no suite is named by the filter {:?}; the suites: {:?}",
        args.filter,
        SUITES.map(|(name, _)| name)
    );
    let total: Duration = took.iter().map(|(_, t)| *t).sum();
    let each: Vec<String> = took
        .iter()
        .map(|(name, t)| format!("{name} {:.1} s", t.as_secs_f64()))
        .collect();
    println!(
        "{} suites in {:.1} s{}: {}",
        took.len(),
        total.as_secs_f64(),
        if short { " (short)" } else { "" },
        each.join(", ")
    );
}
