//! `migrate-db`: the database addresses come from the environment and are
//! never printed.

use clap::{CommandFactory, Parser};

#[derive(Parser, Debug)]
struct Cli {
    #[command(flatten)]
    args: hypnosia::cli::migrate_db::Args,
}

#[test]
fn the_urls_come_from_the_environment_and_are_never_printed() {
    let to = "postgres://bot:s3cret@db.example/hypnosia";
    if std::env::var("MIGRATE_TO_URL").as_deref() != Ok(to) {
        // Setting the variables in this process would take `unsafe` (edition 2024),
        // which the workspace forbids: this very test runs again in a child process
        // whose environment has them.
        let name = module_path!().split_once("::").expect("hypnosia::module").1;
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
