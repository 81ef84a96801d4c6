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

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    #[derive(Parser, Debug)]
    struct Cli {
        #[command(flatten)]
        args: super::Args,
    }

    #[test]
    fn the_urls_come_from_the_environment_and_are_never_printed() {
        let to = "postgres://bot:s3cret@db.example/hypnosia";
        if std::env::var("MIGRATE_TO_URL").as_deref() != Ok(to) {
            // Setting the variables in this process would take `unsafe` (edition 2024),
            // which the workspace forbids: this very test runs again in a child process
            // whose environment has them.
            let name = module_path!().split_once("::").expect("crate::module").1;
            let name = format!("{name}::the_urls_come_from_the_environment_and_are_never_printed");
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args([name.as_str(), "--exact", "--test-threads=1"])
                .env("MIGRATE_FROM_URL", "sqlite://old.db")
                .env("MIGRATE_TO_URL", to)
                .output()
                .expect("run the test binary again");
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success(),
                "{stdout}{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                stdout.contains("1 passed"),
                "the child ran no test: {stdout}"
            );
            return;
        }
        let cli = Cli::try_parse_from(["migrate-db"]).expect("both from the environment");
        assert_eq!(cli.args.from.expose(), "sqlite://old.db");
        assert_eq!(cli.args.to.expose(), to);
        // A flag still wins over the environment.
        let cli = Cli::try_parse_from(["migrate-db", "--from", "sqlite://other.db"]).unwrap();
        assert_eq!(cli.args.from.expose(), "sqlite://other.db");
        let help = Cli::command().render_long_help().to_string();
        assert!(help.contains("MIGRATE_TO_URL"), "{help}");
        assert!(!help.contains("s3cret"), "{help}");
        assert!(!format!("{cli:?}").contains("s3cret"));
    }
}
