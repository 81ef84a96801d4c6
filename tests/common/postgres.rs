//! A throwaway PostgreSQL cluster for the tests of a binary (`tests/store/` and
//! `tests/e2e/` include this file): `initdb` and
//! `pg_ctl` from Debian's `postgresql` package, in a temporary directory, on a
//! free port, started by the first test that needs it and shared by all (one
//! fresh database per test). A watchdog process stops it and removes its
//! directory once this test process has ended, however it ended.
//!
//! `initdb` refuses to run as root (as CI does): then the cluster belongs to the
//! package's `postgres` user. Without the server binaries the tests fail, naming
//! the package; they never skip.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::OnceLock;

use sqlx::{Connection, PgConnection};

/// A running cluster: where to connect as its superuser.
struct Cluster {
    /// `postgres://postgres@127.0.0.1:PORT`
    base: String,
}

static CLUSTER: OnceLock<Cluster> = OnceLock::new();

/// Whether the cluster keeps PostgreSQL's durable defaults (fsync'd commits).
static DURABLE: AtomicBool = AtomicBool::new(false);

/// Makes the cluster, once started, commit as PostgreSQL does by default
/// (fsync'd, synchronous): for measuring, where the tests skip durability to be quick.
#[allow(dead_code)] // Used by the load benchmark, not by the tests.
pub fn keep_durability() {
    DURABLE.store(true, Ordering::Relaxed);
}

/// A new, empty database in the shared cluster, as a URL for `Store::open`.
pub async fn fresh_database() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let base = &CLUSTER.get_or_init(start).base;
    let name = format!("test_{}", NEXT.fetch_add(1, Ordering::Relaxed));
    let mut admin = PgConnection::connect(&format!("{base}/postgres"))
        .await
        .expect("the test cluster accepts connections");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("a test database is created");
    admin.close().await.ok();
    format!("{base}/{name}")
}

/// The newest `/usr/lib/postgresql/<version>/bin` holding `initdb` and `pg_ctl`.
fn server_binaries() -> PathBuf {
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
    match found.pop() {
        Some((_, bin)) => bin,
        None => panic!(
            "the PostgreSQL tests need the server binaries initdb and pg_ctl under \
             /usr/lib/postgresql/*/bin: install Debian's package `postgresql` \
             (apt-get install postgresql)"
        ),
    }
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
    let server = Server::init(DURABLE.load(Ordering::Relaxed));
    Cluster {
        base: server.base(),
    }
}

/// A cluster of one test's own, which the test may stop and start again (a
/// database outage), unlike the shared one. It has the same watchdog.
#[allow(dead_code)] // Used by the e2e outage test and the store's paused-server test.
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
        let bin = server_binaries();
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
