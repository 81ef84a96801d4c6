//! The operator's stop (SIGTERM from a deploy, `systemctl stop` or `docker
//! stop`; Ctrl-C), with an end that does not depend on anything else: the
//! first signal asks for a clean stop (no new work, what is under way
//! finishes), and from then on the process exits by itself at the deadline,
//! whatever still runs: a gateway reconnecting to a Discord that is down, a
//! call that hangs, a database that does not answer. Nothing is lost by that
//! exit: a change is committed whole or not at all, and what was owed to the
//! players is in the store and shown after the next start. A second signal
//! exits at once.

use std::time::{Duration, Instant};

use tokio::sync::watch;
use tracing::{info, warn};

/// What the clean stop keeps for itself before the deadline, to close the
/// store and say "stopped".
const CLOSING: Duration = Duration::from_millis(500);

/// The stop asked by a signal, shared by whoever must react to it.
#[derive(Clone)]
pub struct Stop {
    /// The first signal's name and when it came; `None` until then.
    asked: watch::Receiver<Option<(&'static str, Instant)>>,
    within: Duration,
}

impl Stop {
    /// Listens for SIGTERM and Ctrl-C from now on (in a tokio runtime, once
    /// per process): after the first, the process exits with status 0 once
    /// `within` has passed, or at once on a second signal.
    pub fn listen(within: Duration) -> Stop {
        let (tell, asked) = watch::channel(None);
        let signals = Signals::install();
        tokio::spawn(watch_signals(signals, tell, within));
        Stop { asked, within }
    }

    /// Waits for the first signal; its name.
    pub async fn asked(&self) -> &'static str {
        let mut asked = self.asked.clone();
        let first = asked.wait_for(Option::is_some).await.map(|first| *first);
        match first {
            Ok(Some((name, _))) => name,
            // The listener is gone: it never reports a stop any more.
            _ => std::future::pending().await,
        }
    }

    /// Whether a signal came.
    pub fn is_asked(&self) -> bool {
        self.asked.borrow().is_some()
    }

    /// How long the clean stop may still wait for what is under way (its
    /// budget when no signal came yet), leaving time to close before the
    /// deadline.
    pub fn time_left(&self) -> Duration {
        let spent = (*self.asked.borrow()).map_or(Duration::ZERO, |(_, at)| at.elapsed());
        self.within.saturating_sub(spent).saturating_sub(CLOSING)
    }
}

async fn watch_signals(
    mut signals: Signals,
    tell: watch::Sender<Option<(&'static str, Instant)>>,
    within: Duration,
) {
    let first = signals.next().await;
    info!(signal = first, "stopping: finishing what is under way");
    tell.send_replace(Some((first, Instant::now())));
    tokio::select! {
        second = signals.next() => {
            warn!(signal = second, "stopped at once by a second signal; what was under way is shown after the next start");
        }
        () = tokio::time::sleep(within) => {
            warn!(within = ?within, "stopped at the deadline with work under way; it is shown after the next start");
        }
    }
    std::process::exit(0);
}

/// SIGTERM and Ctrl-C (SIGINT), caught from the moment they are installed
/// (a signal between two waits is kept for the next).
struct Signals {
    #[cfg(unix)]
    term: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    interrupt: Option<tokio::signal::unix::Signal>,
}

impl Signals {
    fn install() -> Signals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            let catch = |kind, name| {
                signal(kind)
                    .inspect_err(|e| warn!(error = %e, signal = name, "cannot be caught"))
                    .ok()
            };
            Signals {
                term: catch(SignalKind::terminate(), "SIGTERM"),
                interrupt: catch(SignalKind::interrupt(), "SIGINT"),
            }
        }
        #[cfg(not(unix))]
        Signals {}
    }

    /// The next signal's name.
    async fn next(&mut self) -> &'static str {
        #[cfg(unix)]
        {
            async fn recv(signal: &mut Option<tokio::signal::unix::Signal>) {
                if let Some(signal) = signal
                    && signal.recv().await.is_some()
                {
                    return;
                }
                // Not caught, or no longer delivered: never.
                std::future::pending().await
            }
            tokio::select! {
                () = recv(&mut self.term) => "SIGTERM",
                () = recv(&mut self.interrupt) => "SIGINT",
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
            "Ctrl-C"
        }
    }
}
