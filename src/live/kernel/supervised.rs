//! Background work retried until it succeeds (a computer move, a deadline,
//! a lobby's expiry, a tournament's next round): each attempt a task of its
//! own, paused between failures that may pass, none once the process stops.

use std::future::Future;
use std::sync::Arc;

use tracing::{error, info, warn};

use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::port::Screen;
use crate::table::GameId;

impl<S: Screen> Kernel<S> {
    /// Runs `attempt` on `on` until it succeeds, again after each pause of
    /// [`crate::live::Waits::retry_pauses`] while it fails for a reason that may pass; each
    /// attempt is a task of its own, so a panic is a failure like any other.
    /// Once the process is stopping, no attempt starts: what it was for is in
    /// the store, and the next start sets it going.
    pub(in crate::live) async fn supervised<T, F, Fut>(
        &self,
        what: &str,
        game: GameId,
        on: &Arc<T>,
        attempt: F,
    ) where
        T: Send + Sync + 'static,
        F: Fn(Arc<T>) -> Fut,
        Fut: Future<Output = Result<()>> + Send + 'static,
    {
        let mut pauses = self.settings.waits.retry_pauses();
        loop {
            if self.is_stopping() {
                return;
            }
            let outcome = tokio::spawn(attempt(Arc::clone(on)))
                .await
                .unwrap_or_else(|e| Err(Error::Internal(format!("it panicked: {e}"))));
            let e = match outcome {
                Ok(()) => return,
                Err(e) if !e.worth_retrying() => {
                    info!(%game, error = %e, "{what}: nothing to do");
                    return;
                }
                Err(e) => e,
            };
            match pauses.next() {
                Some(pause) => {
                    warn!(%game, error = %e, ?pause, "{what} failed; trying again");
                    tokio::time::sleep(pause).await;
                }
                None => {
                    error!(%game, error = %e, "{what} failed again; the sweep will set it going");
                    return;
                }
            }
        }
    }
}
