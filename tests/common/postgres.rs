//! PostgreSQL for the tests of a binary (`tests/store/`, `tests/e2e/` and the
//! benches include this file): a throwaway cluster made with `initdb` and
//! `pg_ctl` (Debian's `postgresql` package: the newest
//! `/usr/lib/postgresql/*/bin`, else the `PATH`; or the directory in
//! [`BIN_VAR`]) in a temporary directory, on a free port, started by the first
//! test that needs it and shared by all (one fresh database per test). A
//! watchdog process stops it and removes its directory once this test process
//! has ended, however it ended. Or a server of your own: its URL in
//! [`URL_VAR`] (a user that may `CREATE DATABASE`; the tests leave their
//! `hypnosia_test_*` databases there).
//!
//! Without either, a test that needs PostgreSQL asks [`available`] first,
//! passes without running, and the first one says so in one line on stderr;
//! with [`REQUIRE_VAR`] set (CI does), a missing server fails it instead.
//!
//! `initdb` refuses to run as root (as CI does): then the cluster belongs to the
//! package's `postgres` user.

use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Once, OnceLock};

use sqlx::{Connection, PgConnection};

/// A PostgreSQL server of your own for the tests, e.g. `postgres://me:pw@localhost:5432`.
pub const URL_VAR: &str = "HYPNOSIA_TEST_POSTGRES_URL";
/// A directory holding `initdb` and `pg_ctl`, instead of looking for them.
pub const BIN_VAR: &str = "HYPNOSIA_POSTGRES_BIN";
/// Set (to anything but `0` or nothing): a test that cannot have PostgreSQL fails.
pub const REQUIRE_VAR: &str = "HYPNOSIA_REQUIRE_POSTGRES";

/// Whether PostgreSQL can be had for a test: a server's URL in [`URL_VAR`] or
/// the server binaries (`own_cluster`: the test stops and starts a cluster of
/// its own, so only the binaries will do). If not, the test should return at
/// once: the first to ask says in one line what is skipped and how to run it
/// (written past the test harness's capture, so that `cargo test` shows it),
/// or fails when [`REQUIRE_VAR`] is set.
#[allow(dead_code)] // Not every binary has tests of both kinds.
pub fn available(own_cluster: bool) -> bool {
    if server_binaries().is_some() || (!own_cluster && server_url().is_some()) {
        return true;
    }
    let why = format!(
        "the PostgreSQL tests need initdb and pg_ctl (Debian: apt-get install postgresql; \
         or their directory in {BIN_VAR}){}",
        if own_cluster {
            ""
        } else {
            ", or a server's URL in HYPNOSIA_TEST_POSTGRES_URL (postgres://user:password@host:5432)"
        }
    );
    let required = std::env::var(REQUIRE_VAR).is_ok_and(|v| !v.is_empty() && v != "0");
    assert!(!required, "{REQUIRE_VAR} is set, and {why}");
    static SAID: Once = Once::new();
    SAID.call_once(|| {
        let _ = writeln!(
            std::io::stderr(),
            "note: PostgreSQL tests skipped (they pass without running): {why}"
        );
    });
    false
}

/// The server of [`URL_VAR`], if set: its URL without a database, and where
/// to connect to create databases.
fn server_url() -> Option<(String, String)> {
    let url = std::env::var(URL_VAR)
        .ok()
        .filter(|u| !u.trim().is_empty())?;
    let url = url.trim().trim_end_matches('/');
    let (scheme, rest) = url.split_once("://")?;
    let (authority, query) = match rest.split_once('?') {
        Some((a, q)) => (a, format!("?{q}")),
        None => (rest, String::new()),
    };
    let (host, database) = authority.split_once('/').unwrap_or((authority, "postgres"));
    let base = format!("{scheme}://{host}");
    Some((base.clone(), format!("{base}/{database}{query}")))
}

/// A running server: where to connect to create databases, and the URL of a
/// database there without its name.
struct Cluster {
    /// `postgres://postgres@127.0.0.1:PORT/postgres`
    admin: String,
    /// `postgres://postgres@127.0.0.1:PORT`
    base: String,
}

static CLUSTER: OnceLock<Cluster> = OnceLock::new();

/// A new, empty database in the shared cluster (or the server of
/// [`URL_VAR`]), as a URL for `Store::open`. Ask [`available`] first.
pub async fn fresh_database() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let Cluster { admin, base } = CLUSTER.get_or_init(start);
    let name = format!(
        "hypnosia_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut admin = PgConnection::connect(admin)
        .await
        .expect("the test cluster accepts connections");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("a test database is created");
    admin.close().await.ok();
    format!("{base}/{name}")
}

/// The directory of `initdb` and `pg_ctl`: [`BIN_VAR`]'s if set, else the
/// newest `/usr/lib/postgresql/<version>/bin` holding both, else the `PATH`'s.
fn server_binaries() -> Option<PathBuf> {
    let both = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(dir) = std::env::var_os(BIN_VAR) {
        let dir = PathBuf::from(dir);
        return both(&dir).then_some(dir);
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            (bin.join("initdb").exists() && bin.join("pg_ctl").exists()).then_some((version, bin))
        })
        .collect();
    found.sort();
    found
        .pop()
        .map(|(_, bin)| bin)
        .or_else(|| std::env::split_paths(&std::env::var_os("PATH")?).find(|dir| both(dir)))
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// `program` with `args`, as the `postgres` user when this process is root.
fn as_server_user(root: bool, program: &Path) -> Command {
    if root {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn run(mut command: Command, what: &str) {
    let out = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn start() -> Cluster {
    if let Some((base, admin)) = server_url() {
        return Cluster { admin, base };
    }
    let server = Server::init(false);
    Cluster {
        admin: format!("{}/postgres", server.base()),
        base: server.base(),
    }
}

/// A cluster of one test's own, which the test may stop and start again (a
/// database outage), unlike the shared one. It has the same watchdog.
#[allow(dead_code)] // The e2e outage test, the store's paused-server test, the load bench.
pub struct OwnCluster {
    server: Server,
}

#[allow(dead_code)]
impl OwnCluster {
    /// Durable, as a real server is: an outage stops it at once, as a crash
    /// would, and the quick settings of the shared cluster (no fsync, commits
    /// acknowledged before they are written) could lose the last commits.
    pub fn start() -> OwnCluster {
        OwnCluster {
            server: Server::init(true),
        }
    }

    /// A new, empty database in this cluster, as a URL for `Store::open`.
    pub async fn fresh_database(&self) -> String {
        let base = self.server.base();
        let mut admin = PgConnection::connect(&format!("{base}/postgres"))
            .await
            .expect("the test cluster accepts connections");
        sqlx::query("CREATE DATABASE outage")
            .execute(&mut admin)
            .await
            .expect("a test database is created");
        admin.close().await.ok();
        format!("{base}/outage")
    }

    /// Stops the server at once (connections drop, as in a crash).
    pub fn stop(&self) {
        let mut stop = self.server.pg_ctl();
        stop.args(["-m", "immediate", "-w", "stop"]);
        run(stop, "pg_ctl stop");
    }

    /// Pauses the whole server (SIGSTOP to the postmaster and every process
    /// it started), as a machine that hangs or a network that drops every
    /// packet would: connections stay open, nothing is answered. Returns the
    /// processes paused, for [`Self::resume`].
    pub fn pause(&self) -> Vec<u32> {
        let pidfile = std::fs::read_to_string(self.server.dir.join("data/postmaster.pid"))
            .expect("the server's postmaster.pid");
        let postmaster: u32 = pidfile
            .lines()
            .next()
            .and_then(|l| l.trim().parse().ok())
            .expect("the postmaster's pid");
        let children = Command::new("pgrep")
            .args(["-P", &postmaster.to_string()])
            .output()
            .expect("pgrep runs");
        let mut pids = vec![postmaster];
        pids.extend(
            String::from_utf8_lossy(&children.stdout)
                .lines()
                .filter_map(|l| l.trim().parse::<u32>().ok()),
        );
        signal("-STOP", &pids);
        pids
    }

    /// Lets the processes [`Self::pause`] paused go on (SIGCONT).
    pub fn resume(&self, pids: &[u32]) {
        signal("-CONT", pids);
    }

    /// Starts the stopped server again, on the same port.
    pub fn start_again(&self) {
        let mut start = self.server.pg_ctl();
        start
            .arg("-l")
            .arg(self.server.dir.join("server.log"))
            .args(["-w", "-o", &self.server.options, "start"]);
        run(start, "pg_ctl start");
    }
}

/// Sends `signal` (`-STOP`, `-CONT`) to `pids` with kill(1).
fn signal(signal: &str, pids: &[u32]) {
    let mut kill = Command::new("kill");
    kill.arg(signal).args(pids.iter().map(u32::to_string));
    run(kill, "kill");
}

/// A server set up and started in a directory of its own.
struct Server {
    dir: PathBuf,
    bin: PathBuf,
    root: bool,
    port: u16,
    options: String,
}

impl Server {
    fn base(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}", self.port)
    }

    /// `pg_ctl -D <data>`, as the server's user.
    fn pg_ctl(&self) -> Command {
        let mut command = as_server_user(self.root, &self.bin.join("pg_ctl"));
        command.arg("-D").arg(self.dir.join("data"));
        command
    }

    fn init(durable: bool) -> Server {
        let bin = server_binaries().unwrap_or_else(|| {
            panic!("no initdb and pg_ctl (apt-get install postgresql, or set {BIN_VAR})")
        });
        let root = is_root();
        // Kept past this process: the watchdog removes it after stopping the server.
        let dir = tempfile::Builder::new()
            .prefix("hypnosia-pg-")
            .tempdir()
            .unwrap()
            .keep();
        if root {
            run(
                {
                    let mut c = Command::new("chown");
                    c.arg("postgres:postgres").arg(&dir);
                    c
                },
                "chown of the cluster directory",
            );
        }
        let data = dir.join("data");
        let mut initdb = as_server_user(root, &bin.join("initdb"));
        initdb
            .args([
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
                "-D",
            ])
            .arg(&data);
        run(initdb, "initdb");
        // A free port: the kernel's pick for a socket closed at once.
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        // Durability is not under test here: no fsync makes each test's database quick.
        let quick = if durable {
            ""
        } else {
            " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        };
        let options = format!(
            "-p {port} -c listen_addresses=127.0.0.1 -k {}{quick} -c max_connections=200",
            dir.display()
        );
        let server = Server {
            dir,
            bin,
            root,
            port,
            options,
        };
        let mut start = server.pg_ctl();
        start.arg("-l").arg(server.dir.join("server.log")).args([
            "-w",
            "-o",
            &server.options,
            "start",
        ]);
        run(start, "pg_ctl start");
        server.watch();
        server
    }

    /// The watchdog waits for this process to end, then stops the server and
    /// removes the directory; in a session of its own, so that a Ctrl-C of the
    /// tests does not stop it first.
    fn watch(&self) {
        let stop = format!(
            "{}{} -D '{}' -m immediate stop",
            if self.root {
                "runuser -u postgres -- "
            } else {
                ""
            },
            self.bin.join("pg_ctl").display(),
            self.dir.join("data").display()
        );
        let script = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 0.5; done; {stop} >/dev/null 2>&1; rm -rf '{dir}'",
            pid = std::process::id(),
            dir = self.dir.display()
        );
        // `setsid --fork` returns at once, leaving the watchdog running on its own.
        let started = Command::new("setsid")
            .args(["--fork", "sh", "-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("the cluster's watchdog starts");
        assert!(started.success(), "the cluster's watchdog starts");
    }
}
