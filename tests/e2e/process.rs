//! The real `hypnosia` binary as a child process against the emulator, for the
//! tests that kill it (SIGKILL) or run several processes at once.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A `hypnosia` bot process; killed (and reaped) when dropped, so no test leaves
/// one behind, whatever happens. When the test fails, its log is printed.
pub struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Starts the bot binary in `dir` with only these environment variables (no
    /// `.env`: the directory has none; nothing of the shell the tests run in),
    /// logging to `dir/<name>.log`.
    pub fn spawn(dir: &Path, name: &str, env: &[(&str, String)]) -> BotProcess {
        let log = dir.join(format!("{name}.log"));
        let out = File::create(&log).expect("a log file");
        let err = out.try_clone().expect("the log file, twice");
        let child = Command::new(env!("CARGO_BIN_EXE_hypnosia"))
            .env_clear()
            .current_dir(dir)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .env("RUST_LOG", "hypnosia=info,serenity=warn,poise=warn")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("the hypnosia binary starts");
        BotProcess { child, log }
    }

    /// How many lines of the log contain `needle`, once at least `at_least`
    /// do or `timeout` passed (polled: the log is a file the bot writes).
    pub async fn wait_for_log(
        &self,
        needle: &str,
        at_least: usize,
        timeout: std::time::Duration,
    ) -> usize {
        let until = std::time::Instant::now() + timeout;
        loop {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            let n = log.lines().filter(|l| l.contains(needle)).count();
            if n >= at_least || std::time::Instant::now() >= until {
                return n;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// SIGTERM, as a deploy or `systemctl stop` sends it; the exit status, once
    /// the bot exited within `within` (`None`: it did not).
    pub async fn terminate(
        &mut self,
        within: std::time::Duration,
    ) -> Option<std::process::ExitStatus> {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill(1) runs");
        assert!(sent.success(), "SIGTERM sent");
        let until = std::time::Instant::now() + within;
        while std::time::Instant::now() < until {
            if let Some(status) = self.child.try_wait().expect("the bot's status") {
                return Some(status);
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        None
    }

    /// SIGKILL: no shutdown code runs, as when the machine or the process dies.
    pub fn kill(mut self) {
        self.child.kill().expect("kill the bot");
        self.child.wait().expect("reap the bot");
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("---- {} ----\n{log}", self.log.display());
        }
    }
}
