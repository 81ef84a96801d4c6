//! `hypnosia migrate-db`: copy a whole database into a new, empty one, e.g. from
//! the SQLite file of one process to the PostgreSQL database of several.
use std::path::Path;

use crate::store::{BackendKind, Store};

/// Arguments of `hypnosia migrate-db`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database to copy, e.g. `sqlite://hypnosia.db` (stop the bot first).
    #[arg(long)]
    pub from: String,
    /// The empty database to fill, e.g. `postgres://user@host/hypnosia`; it is
    /// migrated first, and refused if it holds any row.
    #[arg(long)]
    pub to: String,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    if BackendKind::of_url(&args.from) == BackendKind::Sqlite {
        let path = sqlite_path(&args.from);
        if !Path::new(path).exists() {
            return Err(format!("--from: there is no database at {path}"));
        }
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start tokio: {e}"))?;
    let report = runtime.block_on(async {
        let from = Store::open(&args.from)
            .await
            .map_err(|e| format!("cannot open --from {}: {e}", args.from))?;
        let to = Store::open(&args.to)
            .await
            .map_err(|e| format!("cannot open --to {}: {e}", args.to))?;
        let report = from
            .copy_into(&to)
            .await
            .map_err(|e| format!("the copy failed: {e}"))?;
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
