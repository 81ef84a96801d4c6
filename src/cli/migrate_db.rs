//! `hypnosia migrate-db`: copy a whole database into a new, empty one, e.g. from
//! the SQLite file of one process to the PostgreSQL database of several.
use std::path::Path;

use crate::store::{BackendKind, DatabaseUrl, Store};

/// Arguments of `hypnosia migrate-db`. A URL with a password is best given
/// in the environment (or `.env`) rather than on the command line, where `ps`
/// and the shell's history would show it; neither is ever printed (`--help`
/// hides the environment's values, every message redacts the password).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database to copy, e.g. `sqlite://hypnosia.db` (stop the bot first).
    #[arg(long, env = "MIGRATE_FROM_URL", hide_env_values = true)]
    pub from: DatabaseUrl,
    /// The empty database to fill, e.g. `postgres://user@host/hypnosia`; it is
    /// migrated first, and refused if it holds any row.
    #[arg(long, env = "MIGRATE_TO_URL", hide_env_values = true)]
    pub to: DatabaseUrl,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let (from_url, to_url) = (&args.from, &args.to);
    if BackendKind::of_url(from_url.expose()) == BackendKind::Sqlite {
        let path = sqlite_path(from_url.expose());
        if !Path::new(path).exists() {
            return Err(format!("--from: there is no database at {path}"));
        }
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start tokio: {e}"))?;
    // Every message shows the URLs without their passwords (`Display` of
    // `DatabaseUrl`), and the drivers' words with them scrubbed out.
    let scrub = |e: &dyn std::fmt::Display| to_url.scrub(&from_url.scrub(&e.to_string()));
    let report = runtime.block_on(async {
        let from = Store::open(from_url.expose())
            .await
            .map_err(|e| format!("cannot open --from {from_url}: {}", scrub(&e)))?;
        let to = Store::open(to_url.expose())
            .await
            .map_err(|e| format!("cannot open --to {to_url}: {}", scrub(&e)))?;
        let report = from
            .copy_into(&to)
            .await
            .map_err(|e| format!("the copy failed: {}", scrub(&e)))?;
        from.close().await;
        to.close().await;
        Ok::<_, String>(report)
    })?;
    let mut text = String::from("copied:\n");
    for (table, rows) in report {
        text.push_str(&format!("  {table}: {rows} rows\n"));
    }
    super::emit(&text)
}

/// The file a SQLite URL (or plain path) names.
fn sqlite_path(url: &str) -> &str {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    path.split('?').next().unwrap_or(path)
}
