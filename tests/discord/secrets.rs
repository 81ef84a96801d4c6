//! The PostgreSQL password in `DATABASE_URL` is never printed: not by
//! `--help`, not by `Config`'s `Debug`, not by an error opening the database,
//! not by `migrate-db`.

use std::io::Read;
use std::net::TcpListener;
use std::process::{Command, Output};
use std::time::Duration;

use hypnosia::config::Config;
use hypnosia::live::Sharding;
use hypnosia::store::{DatabaseUrl, Store};

const PASSWORD: &str = "Tr0ub4dor-and-3";

/// A PostgreSQL URL with the password, to `host:port`.
fn url_to(address: &str) -> String {
    format!("postgres://hypnosia:{PASSWORD}@{address}/hypnosia?sslmode=disable")
}

/// An address where something answers and hangs up at once: the driver fails
/// at once (a refused connection would be retried for the pool's 30 s).
fn hanging_up() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            // Read the driver's first bytes, then close without a word.
            let mut stream = stream;
            let _ = stream.set_read_timeout(Some(Duration::from_millis(200)));
            let _ = stream.read(&mut [0; 64]);
        }
    });
    address
}

fn hypnosia(args: &[&str], envs: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hypnosia-bot"));
    command
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_TOKEN");
    for (k, v) in envs {
        command.env(k, v);
    }
    // No `.env` of the developer's: run where there is none.
    command.current_dir(std::env::temp_dir());
    command.output().expect("the binary runs")
}

fn printed(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn help_does_not_show_the_database_password_from_the_environment() {
    let url = url_to("db.example:5432");
    let output = hypnosia(&["--help"], &[("DATABASE_URL", &url)]);
    assert!(output.status.success());
    let text = printed(&output);
    assert!(text.contains("DATABASE_URL"), "{text}");
    assert!(
        !text.contains(PASSWORD),
        "--help printed the password:\n{text}"
    );
}

#[test]
fn the_configurations_debug_shows_no_password() {
    let config = Config {
        token: "MTIzNDU2Nzg5.abc.def".parse().unwrap(),
        database_url: url_to("db.example").into(),
        api_url: None,
        cdn_url: "https://cdn.discordapp.com".into(),
        dev_guild: None,
        ai_delay: Duration::ZERO,
        lobby_idle: Duration::from_secs(60),
        dice_seed: None,
        min_turn_timeout: Duration::from_secs(30),
        sharding: Sharding::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: Default::default(),
        ceilings: Default::default(),
    };
    let shown = format!("{config:?} {config:#?} {}", config.database_url);
    assert!(!shown.contains(PASSWORD), "{shown}");
    assert!(
        shown.contains("postgres://hypnosia:[redacted]@db.example/hypnosia"),
        "{shown}"
    );
    assert_eq!(config.database_url.expose(), url_to("db.example"));
}

#[tokio::test]
async fn an_error_opening_the_database_names_it_without_the_password() {
    let url = DatabaseUrl::from(url_to(&hanging_up()));
    let error = Store::open(url.expose())
        .await
        .expect_err("nothing to connect to");
    let said = format!(
        "cannot open the database {url}: {}",
        url.scrub(&error.to_string())
    );
    assert!(!said.contains(PASSWORD), "{said}");
    assert!(said.contains("hypnosia:[redacted]@127.0.0.1"), "{said}");
}

#[test]
fn migrate_db_names_its_databases_without_their_passwords() {
    let unreachable = url_to(&hanging_up());
    let dir = tempfile::tempdir().unwrap();
    // An empty file is an empty SQLite database.
    let file = dir.path().join("a.db");
    std::fs::File::create(&file).unwrap();
    let sqlite = format!("sqlite://{}", file.display());
    for (from, to) in [(&unreachable, &sqlite), (&sqlite, &unreachable)] {
        let output = hypnosia(&["migrate-db", "--from", from, "--to", to], &[]);
        let text = printed(&output);
        assert!(!output.status.success(), "{text}");
        assert!(text.contains("[redacted]"), "{text}");
        assert!(
            !text.contains(PASSWORD),
            "migrate-db printed the password:\n{text}"
        );
    }
}
